import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Every line of a run's event log and of `explain`'s title fits the terminal it is printed on,
/// the title still ending in the technique's id (the wrapping itself:
/// BackStrategiesReportTests/TableLayoutTests.swift).
@Suite("Event logs and explain titles fit the terminal")
struct TerminalFitTests {
  @Test("--events lines and explain's title fit the terminal width", arguments: [72, 80])
  func widths(width: Int) {
    let events = StrategyCompare.execute(["run", "edge-swipe-past-half", "--events"], terminalWidth: width).standardOutput
    // The entries: indented under "events (N):", every strategy's.
    let entries = events.split(separator: "\n").filter { $0.hasPrefix("      ") }
    #expect(entries.count > 100)
    let tooWide = entries.filter { TextWrapping.displayWidth($0) > width }
    #expect(tooWide.isEmpty, "\(tooWide.prefix(3))")
    for entry in StrategyCatalog.builtIn.entries {
      let text = StrategyCompare.execute(["explain", entry.descriptor.id], terminalWidth: width).standardOutput
      let title = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
      #expect(title.allSatisfy { TextWrapping.displayWidth($0) <= width }, "\(entry.descriptor.id): \(title)")
      #expect(title.joined(separator: " ").hasSuffix("[\(entry.descriptor.id)]"))
    }
  }

}
