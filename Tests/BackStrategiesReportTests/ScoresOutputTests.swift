import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Corpus scores (BackStrategiesTests/CorpusScoringTests.swift) as the table and JSON write them.
@Suite("Corpus scores in the reports")
struct ScoresOutputTests {
  static let catalog = StrategyCatalog.builtIn

  @Test("a strategy that cannot reach a family scores it as out of reach, not as zero")
  func outOfReach() throws {
    let corpus = CorpusGenerator(seed: 2, families: [.midScreenBack]).traces(count: 10)
    let selections = try ["system-edge", "target-forwarding"].map { try Self.catalog.select($0) }
    // iOS 18, where UIKit's edge swipe cannot reach a mid-screen swipe (on iOS 26 the content swipe can).
    let scores = try CorpusScorer(selections: selections, options: RunOptions(ios: .iOS18)).score(corpus)
    let edge = try #require(scores.scorecards[0].byFamily["mid-screen-back"])
    #expect(edge.traces == 10 && edge.tracesInReach == 0)
    let full = try #require(scores.scorecards[1].byFamily["mid-screen-back"])
    #expect(full.tracesInReach == 10)
    let table = ScoresTable.render(scores, source: "test", byFamily: true)
    let row = table.split(separator: "\n").first { $0.hasPrefix("  system-edge:shipped") }
    #expect(row?.split(separator: " ") == ["system-edge:shipped", "0%", "n/a", "n/a", "n/a", "n/a"])
    #expect(table.contains("n/a: listens only at the back edge (system-edge:shipped)"))
  }

  @Test("batch size and evaluation order do not change the scores", arguments: [1, 7, 64])
  func serialEqualsParallel(batchSize: Int) throws {
    let selections = StrategyCatalog.builtIn.defaultSelections
    let generator = CorpusGenerator(seed: 9)
    let entries = (0..<110).map { CorpusEntry.generated(generator, index: $0) }
    let serial = try CorpusScorer(selections: selections).score(entries)
    let scorer = CorpusScorer(selections: selections, batchSize: batchSize)
    // Evaluate each batch back to front, as a worst-case thread schedule would, then restore order.
    let shuffled = try scorer.score(entries, evaluateBatch: { batch in
      Array(batch.reversed().map(scorer.evaluate).reversed())
    })
    #expect(shuffled.scorecards == serial.scorecards)
    #expect(shuffled.familyCounts == serial.familyCounts)
    #expect(ScoresJSON.document(shuffled, source: "x") == ScoresJSON.document(serial, source: "x"))
  }
}
