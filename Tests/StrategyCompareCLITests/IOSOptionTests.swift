import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The iOS release as an axis: `device.ios` in traces, `--ios 18|26|18,26` on the command line,
/// `"ios"` in every JSON result and CSV row.
@Suite("iOS release option")
struct IOSOptionTests: IOSReleaseTraces {
  @Test("--ios overrides the trace's device.ios; the table says the release, JSON and CSV carry it")
  func overridesTheTrace() {
    let input = Array(Self.trace(ios: "18").utf8)
    let asWritten = StrategyCompare.execute(["run", "-", "--strategies", "system-edge", "--format", "json"], readStandardInput: { input })
    #expect(asWritten.standardOutput.contains(#""ios": 18"#))
    #expect(asWritten.standardOutput.contains(#""outcome": "none""#))
    let overridden = StrategyCompare.execute(
      ["run", "-", "--strategies", "system-edge", "--format", "json", "--ios", "26"], readStandardInput: { input })
    #expect(overridden.standardOutput.contains(#""ios": 26"#))
    #expect(!overridden.standardOutput.contains(#""outcome": "none""#), "the content swipe takes the mid-screen swipe")
    let table = StrategyCompare.execute(["run", "tap", "--ios", "18"]).standardOutput
    #expect(table.contains("stack home > detail, iOS 18)"))
    let csv = StrategyCompare.execute(["run", "tap", "--strategies", "system-edge", "--format", "csv", "--ios", "18"]).standardOutput
    #expect(csv.split(separator: "\n")[1].hasPrefix("tap,none,system-edge:shipped,18,"))
  }

  @Test("--ios 18,26: run shows both rows per strategy and marks the one that changes")
  func runSideBySide() {
    let output = StrategyCompare.execute(["run", "short-fast-mid-swipe", "--strategies", "system-edge,cupertino", "--ios", "18,26"])
    #expect(output.status == .success)
    let rows = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("system-edge:shipped") || $0.hasPrefix("cupertino:flutter") }
    #expect(rows.count == 4)
    #expect(rows[0].contains(" 18 ") && rows[1].contains(" 26 ≠ "))
    #expect(rows[2].contains(" 18 ") && rows[3].contains(" 26 ") && !rows[3].contains("≠"))
    let json = StrategyCompare.execute(["run", "tap", "--strategies", "system-edge", "--format", "json", "--ios", "18,26"]).standardOutput
    // One `ios` per result, and the releases of both in `madeBy`.
    #expect(json.components(separatedBy: #""ios": 18,"#).count - 1 == 1 && json.components(separatedBy: #""ios": 26,"#).count - 1 == 1)
    #expect(json.contains(#""ios": [18, 26]"#))
  }

  @Test("--ios 18,26: the matrix marks every cell that changes, with both totals; JSON lists the releases and carries ios on each result")
  func matrixSideBySide() {
    let table = StrategyCompare.execute(["--strategies", "system-edge", "--ios", "18,26"]).standardOutput
    #expect(table.contains("on iOS 18 and iOS 26"))
    #expect(table.contains("short-fast-mid-swipe") && table.contains("✗-→✓pop"))
    // The entry's totals for both releases do not fit 80 columns beside the name: they go below it.
    #expect(table.contains("[1] system-edge:shipped\n    iOS 18: right"))
    #expect(table.contains("→: the cell changes between iOS 18 (left) and iOS 26 (right)"))
    let json = StrategyCompare.execute(["--strategies", "system-edge", "--format", "json", "--ios", "18,26"]).standardOutput
    #expect(json.contains(#""ios": ["#))
    #expect(json.components(separatedBy: #""ios": 18"#).count - 1 == Scenarios.all.count)
    #expect(json.components(separatedBy: #""ios": 26"#).count - 1 == Scenarios.all.count)
    let csv = StrategyCompare.execute(["--strategies", "system-edge", "--format", "csv", "--ios", "18,26"]).standardOutput
    #expect(csv.split(separator: "\n").count == 1 + 2 * Scenarios.all.count)
  }

  @Test("corpus and recommend take --ios; with both releases each is scored, and JSON holds one document per release")
  func corpusAndRecommend() {
    let one = StrategyCompare.execute(["corpus", "--generate", "40", "--strategies", "system-edge", "--ios", "18"])
    #expect(one.status == .success)
    #expect(one.standardOutput.contains("iOS 18"))
    let both = StrategyCompare.execute(["corpus", "--generate", "40", "--strategies", "system-edge", "--ios", "18,26", "--format", "json"])
    #expect(both.status == .success, "\(both.standardError)")
    #expect(both.standardOutput.contains(#""format": "backstrategies-scores-by-release/1""#))
    let csv = StrategyCompare.execute(["corpus", "--generate", "40", "--strategies", "system-edge", "--ios", "18,26", "--format", "csv"]).standardOutput
    let lines = csv.split(separator: "\n")
    #expect(lines[0].hasPrefix("ios,strategy,"))
    #expect(lines[1].hasPrefix("18,system-edge:shipped,") && lines[2].hasPrefix("26,system-edge:shipped,"))
    let recommend = StrategyCompare.execute(["recommend", "--generate", "40", "--ios", "18,26"])
    #expect(recommend.status == .success)
    #expect(recommend.standardOutput.hasPrefix("iOS 18:\n") && recommend.standardOutput.contains("\n\niOS 26:\n"))
  }

  @Test(
    "--ios refuses an unknown release, an empty entry, a release named twice, and commands it does not apply to",
    arguments: [
      (["run", "tap", "--ios", "17"], "--ios: unknown iOS release '17' (expected 18, 26, or both: 18,26)"),
      (["run", "tap", "--ios", "27"], "--ios 27: iOS 27 has shipped but is not modelled: no decompiled UIKitCore of it has been read; the model follows iOS 18 (UIKit 18.2, build 22C152) and iOS 26 (UIKit 26.1, build 23B85)"),
      (["--ios", "26,27"], "--ios 27: iOS 27 has shipped but is not modelled"),
      (["run", "tap", "--ios", "18,"], "--ios has an empty entry in '18,'"),
      (["--ios", "26,26"], "--ios names iOS 26 twice in '26,26'"),
      (["list", "--ios", "18"], "--ios applies to 'run', 'corpus', 'recommend', the matrix and 'probes', not list"),
      (["corpus", "--generate", "10", "--ios", "18,26", "--emit-scores", "part.json"], "--shard and --emit-scores score one release; give --ios 18 or --ios 26"),
      (["corpus", "-", "--ios", "18,26"], "--ios 18,26 reads the corpus once per release; standard input can be read only once"),
    ])
  func refusals(arguments: [String], message: String) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardError.contains(message), "\(output.standardError)")
  }

  @Test("system-edge:ios26 still selects, as system-edge:shipped, with a note")
  func ios26Alias() {
    let output = StrategyCompare.execute(["run", "tap", "--strategies", "system-edge:ios26"])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("system-edge:shipped"))
    #expect(output.standardError.contains("system-edge:ios26 is now system-edge:shipped"))
  }
}
