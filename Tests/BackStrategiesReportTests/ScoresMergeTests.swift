import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Scores of shards merged in the library equal the unsplit run's, to the byte of their JSON (the
/// processes and files: StrategyCompareCLITests/CorpusMergeTests.swift).
@Suite("Merged scores")
struct ScoresMergeTests {
  @Test("in the core: merging shards' scores equals scoring the whole corpus")
  func coreMerge() throws {
    let traces = CorpusGenerator(seed: 9).traces(count: 60)
    let selections = StrategyCatalog.builtIn.defaultSelections
    let whole = try CorpusScorer(selections: selections).score(traces)
    var parts: [CorpusScores] = []
    for k in 1...3 {
      var scorer = CorpusScorer(selections: selections)
      let shard = CorpusShard(index: k, count: 3)!
      scorer.shard = shard
      parts.append(try scorer.score(traces.enumerated().filter { shard.contains(entryIndex: $0.offset) }.map(\.element)))
    }
    let merged = CorpusScores.merged(parts.reversed())
    #expect(merged.scorecards == whole.scorecards)
    #expect(merged.familyCounts == whole.familyCounts && merged.familiesInOrder == whole.familiesInOrder)
    #expect(merged.familyFirstEntry == whole.familyFirstEntry && merged.intentCounts == whole.intentCounts)
    #expect(ScoresJSON.document(merged, source: "s").render() == ScoresJSON.document(whole, source: "s").render())
  }
}
