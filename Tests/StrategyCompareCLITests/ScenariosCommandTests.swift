import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare scenarios`: the list as a table or JSON; one scenario as its trace file
/// (by default and with `--format json`) or as a table of its scene and samples; any other
/// format refused.
@Suite("Scenarios command")
struct ScenariosCommandTests {
  @Test("one scenario prints as its trace file by default and with --format json, and that file decodes to it")
  func scenarioAsTraceFile() throws {
    let plain = StrategyCompare.execute(["scenarios", "carousel-at-start"])
    let json = StrategyCompare.execute(["scenarios", "carousel-at-start", "--format", "json"])
    #expect(plain.status == .success && plain.standardOutput == json.standardOutput)
    #expect(try TraceDecoder.decodeJSON(plain.standardOutput).trace == Scenarios.carouselAtStart)
  }

  @Test("one scenario with --format table prints its scene and one row per sample")
  func scenarioAsTable() throws {
    let output = StrategyCompare.execute(["scenarios", "carousel-at-start", "--format", "table"])
    #expect(output.status == .success)
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "carousel-at-start (intent back)")
    #expect(lines.contains("screen gallery: scroll view 'carousel'"))
    let header = try #require(lines.firstIndex(of: "t (s)  x (pt)  y (pt)  phase"))
    let rows = lines[(header + 1)...].filter { !$0.isEmpty }
    #expect(rows.count == Scenarios.carouselAtStart.touches.count)
    let first = Scenarios.carouselAtStart.touches[0]
    #expect(rows.first?.split(separator: " ").map(String.init)
      == [NumberFormatting.fixed(first.t, 3), NumberFormatting.fixed(first.location.x, 1), NumberFormatting.fixed(first.location.y, 1), "began"])
    #expect(lines.allSatisfy { $0.count <= TextWrapping.terminalWidth })
  }

  @Test("formats a scenario cannot print are usage errors", arguments: ["csv", "svg", "html"])
  func refusedFormats(format: String) {
    let output = StrategyCompare.execute(["scenarios", "tap", "--format", format])
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: a scenario prints as its JSON trace or as a table, not \(format)"))
  }
}
