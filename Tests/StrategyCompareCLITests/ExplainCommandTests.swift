import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesSupport

/// `explain ID:PRESET`: the preset marked and tried; an unknown preset refused with the valid
/// ones; `explain` refuses every option, as it prints text only.
@Suite("explain with a preset")
struct ExplainCommandTests {
  @Test("explain ID:PRESET marks that preset and uses it in the commands to try")
  func presetMarked() {
    let plain = StrategyCompare.execute(["explain", "system-edge"])
    let chosen = StrategyCompare.execute(["explain", "system-edge:delegate-self"])
    #expect(chosen.status == .success)
    #expect(chosen.standardError.isEmpty)
    let lines = chosen.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "Preset: delegate-self, marked > under PRESETS.")
    #expect(lines.filter { $0.hasPrefix("  > ") } == [lines.first { $0.hasPrefix("  > delegate-self: ") }!])
    #expect(chosen.standardOutput.contains("-s system-edge:delegate-self --ios 18,26"))
    #expect(!plain.standardOutput.contains("  > ") && !plain.standardOutput.contains("Preset: "))
    #expect(plain.standardOutput.contains("-s system-edge --ios 18,26"))
    // An old name selects its preset, and says so; 'all' is the technique alone.
    let alias = StrategyCompare.execute(["explain", "system-edge:ios26"])
    #expect(alias.standardOutput.contains("Preset: shipped ('ios26' is an old name of it), marked > under PRESETS."))
    #expect(StrategyCompare.execute(["explain", "system-edge:all"]).standardOutput == plain.standardOutput)
  }

  @Test(
    "an unknown preset exits 64 with one line naming it and the valid ones",
    arguments: [
      ("system-edge:nosuch", "unknown preset 'nosuch' of strategy 'system-edge' (presets: "),
      ("system-edge:delegte-self", "unknown preset 'delegte-self' of strategy 'system-edge'; did you mean 'delegate-self'? (presets: "),
      ("system-edge:", "unknown preset '' of strategy 'system-edge' (presets: "),
    ])
  func unknownPreset(argument: String, message: String) throws {
    let output = StrategyCompare.execute(["explain", argument])
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(message)"))
    #expect(output.standardError.split(separator: "\n").count == 1)
    let presets = try #require(StrategyCatalog.builtIn.entry(id: "system-edge")).presets.map(\.name)
    #expect(output.standardError.contains(presets.joined(separator: ", ")))
  }

  @Test(
    "explain refuses the options it would ignore (exit 64, naming the option)",
    arguments: [["--format", "json"], ["--format", "table"], ["--version"], ["--strict"], ["--timeline"], ["--ios", "18"], ["-s", "system-edge"]])
  func optionsRefused(extra: [String]) {
    let output = StrategyCompare.execute(["explain", "system-edge"] + extra)
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    let long = extra[0] == "-s" ? "--strategies" : extra[0]
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(long) "), "\(output.standardError)")
  }
}
