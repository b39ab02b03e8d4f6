import Testing
@testable import BackStrategies

/// The table of an accumulator's counters (``ScoreAccumulator/counters``): it names every
/// stored whole-number total once, each entry reads and writes the property of its name, and
/// merging combines every counter by its rule.
@Suite("Score counters")
struct ScoreCountersTests {
  /// An accumulator whose counters all differ: the counter at position `k` holds
  /// `(k + 1) × scale`.
  static func distinctCounters(scale: Int) -> ScoreAccumulator {
    var scores = ScoreAccumulator()
    for (position, counter) in ScoreAccumulator.counters.enumerated() {
      scores[keyPath: counter.keyPath] = (position + 1) * scale
    }
    return scores
  }

  @Test("the table names every stored whole-number total once, each by its own property")
  func tableCoversEveryStoredCount() {
    let names = ScoreAccumulator.counters.map(\.name)
    #expect(Set(names).count == names.count, "no counter listed twice")
    let scores = Self.distinctCounters(scale: 1)
    let storedCounts = Mirror(reflecting: scores).children.compactMap { child in
      (child.value as? Int).map { (name: child.label ?? "", value: $0) }
    }
    #expect(Set(storedCounts.map(\.name)) == Set(names), "every stored Int is in the table, and only those")
    for stored in storedCounts {
      let position = names.firstIndex(of: stored.name)
      #expect(position.map { $0 + 1 } == stored.value, "the entry named \(stored.name) writes that property")
    }
  }

  @Test("merging adds every summed counter and keeps the larger of every largest-value counter")
  func mergeCombinesEveryCounter() {
    let smallScale = 1
    let largeScale = 100
    let small = Self.distinctCounters(scale: smallScale)
    let large = Self.distinctCounters(scale: largeScale)
    for (left, right) in [(small, large), (large, small)] {
      var merged = left
      merged.merge(right)
      for counter in ScoreAccumulator.counters {
        let expected = switch counter.combining {
        case .sum: left[keyPath: counter.keyPath] + right[keyPath: counter.keyPath]
        case .largest: max(left[keyPath: counter.keyPath], right[keyPath: counter.keyPath])
        }
        #expect(merged[keyPath: counter.keyPath] == expected, "\(counter.name)")
      }
    }
  }

  @Test("adding one run's contribution is merging the run as an accumulator of one trace")
  func contributionAddsItsCounts() {
    let run = ScoreAccumulator.Contribution(
      CorpusScoringTests.summary(popped: 1, started: true, hazards: [.scrollConflict], decision: 120, tracking: 1_500, bytes: 4_096),
      intent: .back)
    var added = Self.distinctCounters(scale: 1)
    var merged = added
    added.add(run)
    merged.merge(run.counts)
    merged.hazardRuns[.scrollConflict, default: 0] += 1
    merged.decisionHistogram[120, default: 0] += 1
    #expect(added == merged)
    #expect(run.counts.traces == 1)
  }

  @Test("the scores document's counts have their own names and places 0, 1, 2, … with none shared")
  func scoresCountsAreOrdered() {
    let listed = ScoreAccumulator.counters.compactMap(\.scoresCount)
    #expect(listed.map(\.position).sorted() == Array(listed.indices))
    #expect(Set(listed.map(\.name)).count == listed.count)
  }
}
