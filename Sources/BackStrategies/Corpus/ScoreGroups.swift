// Why slots and not a dictionary: docs/performance.md#scoring
/// A scorecard's scores per group of traces (a family, a set of needs), each group's key and
/// accumulator at the same position, its slot, in the order the groups were first added.
///
/// A corpus adds the run of every strategy on a trace to the same groups, in the same order, so
/// a group has the same slot in every scorecard folded from the same traces: the caller works
/// the slot out once per trace (``TraceScoreKeys``) and each scorecard checks it with one
/// comparison of keys instead of hashing the key again. A wrong or unknown slot (scorecards
/// merged or read back in another order) falls back to a search, so the totals never depend on
/// the slots, only the cost does.
package struct ScoreGroups<Key: Hashable & Sendable>: Sendable {
  /// The groups' keys, in slot order.
  package private(set) var keys: [Key] = []
  /// The groups' scores, in slot order.
  package private(set) var scores: [ScoreAccumulator] = []

  /// The slot hint that names no slot: the group is searched for.
  package static var unknownSlot: Int { -1 }

  /// No groups.
  package init() {}

  /// The groups of `dictionary` (in its order).
  package init(_ dictionary: [Key: ScoreAccumulator]) {
    keys.reserveCapacity(dictionary.count)
    scores.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      keys.append(key)
      scores.append(value)
    }
  }

  /// The number of groups.
  package var count: Int { keys.count }

  /// The groups as a dictionary, key to scores.
  package var dictionary: [Key: ScoreAccumulator] {
    var dictionary: [Key: ScoreAccumulator] = [:]
    dictionary.reserveCapacity(keys.count)
    for slot in keys.indices { dictionary[keys[slot]] = scores[slot] }
    return dictionary
  }

  /// The slot of `key`: `hint` when the key is there, else wherever it is; nil when absent.
  @inline(__always)
  package func slot(of key: Key, hint: Int) -> Int? {
    if hint >= 0 && hint < keys.count && keys[hint] == key { return hint }
    return keys.firstIndex(of: key)
  }

  /// The scores of the group `key`, if it has any.
  package func scores(of key: Key) -> ScoreAccumulator? {
    slot(of: key, hint: Self.unknownSlot).map { scores[$0] }
  }

  /// Adds `run` to the group `key` (expected at slot `hint`), starting the group at the end
  /// when it is new.
  @inline(__always)
  package mutating func add(_ run: ScoreAccumulator.Contribution, to key: Key, hint: Int) {
    if let slot = slot(of: key, hint: hint) {
      scores[slot].add(run)
    } else {
      var group = ScoreAccumulator()
      group.add(run)
      keys.append(key)
      scores.append(group)
    }
  }

  /// Merges `other` into the group `key`, starting the group at the end when it is new.
  package mutating func merge(_ other: ScoreAccumulator, into key: Key) {
    if let slot = slot(of: key, hint: Self.unknownSlot) {
      scores[slot].merge(other)
    } else {
      keys.append(key)
      scores.append(other)
    }
  }
}
