import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI

/// `corpus --stroke-ends` (issue 51, item 2): how each family's strokes end, under the
/// held-out figures of real strokes, and what it refuses.
@Suite("Corpus stroke ends")
struct CorpusStrokeEndsTests {
  @Test("--stroke-ends prints the held-out row and a row per generated family")
  func table() throws {
    let output = StrategyCompare.execute(["corpus", "--generate", "48", "--seed", "1", "--stroke-ends"])
    #expect(output.status == .success, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("held-out real strokes") })
    for family in GestureFamily.allCases {
      #expect(lines.contains { $0.hasPrefix(family.rawValue + " ") }, "\(family.rawValue) has no row")
    }
  }

  @Test("a family's row is StrokeEndStatistics' row of the same generated traces")
  func rowsAreTheCoreMeasure() throws {
    var statistics = StrokeEndStatistics()
    for trace in CorpusGenerator(seed: 1, families: [.edgeLong]).traces(count: 40) { statistics.add(trace) }
    let output = StrategyCompare.execute(["corpus", "--generate", "40", "--families", "edge-long", "--stroke-ends"])
    let expected = StrokeEndStatistics.line(try #require(statistics.row("edge-long")), approximate: false)
    #expect(output.standardOutput.split(separator: "\n").contains { $0 == expected })
  }

  @Test(
    "--stroke-ends refuses what applies to scores, and --describe with it",
    arguments: [
      ["--describe"], ["--doubt"], ["--shard", "1/2"], ["--emit-scores", "p.json"], ["--ios", "18,26"],
    ])
  func refusals(extra: [String]) {
    let output = StrategyCompare.execute(["corpus", "--generate", "4", "--stroke-ends"] + extra)
    #expect(output.status == .usage)
    #expect(output.standardError.hasPrefix("strategy-compare: error: --"))
    #expect(output.standardError.contains("--stroke-ends") || output.standardError.contains("--describe"))
    #expect(output.standardOutput.isEmpty)
  }
}
