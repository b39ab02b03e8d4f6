import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI

/// `corpus --scene`, `--intent` and `--describe` (issue 13), and the calibrated families.
@Suite("Corpus overrides and statistics")
struct CorpusOverrideTests {
  typealias TemporaryFile = CLIErrorTests.TemporaryFile

  @Test("--intent and --scene apply to every trace of a recorded corpus")
  func overrides() throws {
    let corpus = TemporaryFile("", suffix: ".jsonl")
    _ = StrategyCompare.execute(["import", ImportTests.fixture("evemu/atmel-fast-taps.events"), "--from", "evemu", "--output", corpus.path])
    let plain = StrategyCompare.execute(["corpus", corpus.path, "--format", "json"])
    #expect(plain.standardOutput.contains("\"intents\": {}") && plain.standardOutput.contains("\"unlabelled\": 9"))
    let scene = TemporaryFile(#"{"format": "backstrategies-trace/1", "stack": [{"id": "only"}], "touches": []}"#)
    let scored = StrategyCompare.execute(["corpus", corpus.path, "--intent", "none", "--scene", scene.path, "--format", "json"])
    #expect(scored.status == .success, "\(scored.standardError)")
    #expect(scored.standardOutput.contains("\"intents\": { \"none\": 9 }"))
    #expect(StrategyCompare.execute(["corpus", corpus.path, "--intent", "bak"]).status == .usage)
  }

  @Test("--describe prints p10/p50/p90 of every column per family")
  func describe() {
    let output = StrategyCompare.execute(["corpus", "--generate", "44", "--describe"])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("vertical-scroll (2 strokes)"))
    for column in StrokeStatistics.columns { #expect(output.standardOutput.contains(column)) }
  }

  @Test("percentiles interpolate between ranks (type 7)")
  func percentile() {
    #expect(StrokeStatistics.percentile([1, 2, 3, 4, 5], 0.5) == 3)
    #expect(StrokeStatistics.percentile([0, 10], 0.1) == 1)
  }

  /// The measured table of issue 13 (p10, p50, p90 per column, carousel content flicks).
  static let measuredCarousel: [[Double]] = [
    [0.044, 0.075, 0.150], [61, 117, 224], [842, 1597, 2734], [1305, 2177, 3634], [0.03, 0.16, 0.41], [14, 15, 16],
  ]

  @Test("carousel flicks match the measured percentiles within 20 % (issue 13)")
  func carouselCalibrated() {
    var statistics = StrokeStatistics()
    for trace in CorpusGenerator(seed: 1, families: [.carouselRightInMiddle]).traces(count: 1_000) { statistics.add(trace) }
    let generated = statistics.percentiles("carousel-right-in-middle")
    for (column, (measured, values)) in zip(StrokeStatistics.columns, zip(Self.measuredCarousel, generated)) {
      for (target, value) in zip(measured, values) {
        #expect(abs(value / target - 1) <= 0.2, "\(column): \(value) vs measured \(target)")
      }
    }
  }
}
