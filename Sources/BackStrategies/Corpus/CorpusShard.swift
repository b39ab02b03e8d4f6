/// One of `count` interleaved shares of a corpus (`corpus --shard K/N`): the entries whose
/// 0-based index `i` in the corpus has `i mod count == index - 1`.
///
/// Interleaving, rather than cutting the corpus into ranges, needs no count of the entries
/// before the run starts, and gives every shard a similar mix of families when a corpus is
/// sorted. Shard `n` of a run holds the corpus entries `index - 1`, `index - 1 + count`, …, so
/// a shard's scores can name the corpus index of every entry they saw, which is what lets
/// ``CorpusScores/merged(_:)`` rebuild the unsplit run's order-dependent parts exactly.
package struct CorpusShard: Hashable, Sendable, CustomStringConvertible, Codable {
  /// `K`, 1-based: 1 ≤ `index` ≤ `count`.
  package var index: Int
  /// `N`, the number of shards the corpus is split into.
  package var count: Int

  /// The whole corpus as one shard (`1/1`).
  package static let whole = CorpusShard(checkedIndex: 1, count: 1)

  /// Shard `index` of `count`; `nil` unless 1 ≤ `index` ≤ `count`.
  package init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.init(checkedIndex: index, count: count)
  }

  private init(checkedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Whether corpus entry `entryIndex` (0-based) belongs to this shard.
  package func contains(entryIndex: Int) -> Bool { entryIndex % count == index - 1 }

  /// The corpus index of the shard's `position`-th entry (0-based).
  package func entryIndex(ofPosition position: Int) -> Int { index - 1 + count * position }

  /// How many of the first `entries` corpus entries belong to this shard.
  package func share(of entries: Int) -> Int { entries >= index ? (entries - index) / count + 1 : 0 }

  /// `K/N`.
  package var description: String { "\(index)/\(count)" }
}
