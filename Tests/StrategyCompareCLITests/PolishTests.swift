import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// #26 item 10: tables that keep their columns past 100 s, event logs and `explain` titles that
/// fit the terminal, the recorder's button.
@Suite("Polish")
struct PolishTests {

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

  @Test("the recorder's button reads 'Scene & export'")
  func recorderButton() {
    let page = RecorderPage.html
    #expect(page.contains(">Scene &amp; export</button>"))
    #expect(!page.contains("SceneSpec &amp;"))
  }
}
