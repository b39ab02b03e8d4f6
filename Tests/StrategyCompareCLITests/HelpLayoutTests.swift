import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Help within 80 columns: every topic fits, reflowing keeps every word in order, lines that
/// fit are printed as written, and usage groups, numbers with units and example commands are
/// never broken.
@Suite("Help layout")
struct HelpLayoutTests {
  static let topics: [String?] = CommandSpec.all.map { $0.name == .matrix ? nil : $0.name.rawValue }

  @Test("every help topic fits in 80 columns", arguments: topics)
  func fits(topic: String?) throws {
    let text = try #require(HelpText.text(for: topic))
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= HelpLayout.width, "help \(topic ?? ""): \(line)")
    }
  }

  @Test("laying out keeps every word of the source, in order", arguments: topics)
  func keepsWords(topic: String?) throws {
    let source = try #require(HelpText.source(for: topic))
    let laidOut = try #require(HelpText.text(for: topic))
    #expect(laidOut.split(whereSeparator: \.isWhitespace) == source.split(whereSeparator: \.isWhitespace))
  }

  @Test("--help and help COMMAND print the laid-out text")
  func commandsPrintIt() {
    #expect(StrategyCompare.execute(["--help"]).standardOutput == HelpText.text(for: nil))
    #expect(StrategyCompare.execute(["help", "run"]).standardOutput == HelpText.text(for: "run"))
  }

  @Test("an option's description hangs at its column; lines that fit are left as written")
  func optionHangs() {
    let text = """
      OPTIONS
        --short        Fits.
        --long LIST    A description long enough that it cannot fit on one line of eighty columns at all.
                       Its continuation joins the flow.
      """
    #expect(HelpLayout.fit(text) == """
      OPTIONS
        --short        Fits.
        --long LIST    A description long enough that it cannot fit on one line of
                       eighty columns at all. Its continuation joins the flow.
      """)
  }

  @Test("a usage line hangs at its first bracket and never splits a group; an example stays whole")
  func usageAndExamples() {
    let usage = "  strategy-compare run <TRACE|SCENARIO|-> [--strategies LIST] [--format table|json|csv|svg|html] [--output FILE]"
    let lines = HelpLayout.fit(usage).split(separator: "\n").map(String.init)
    #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 80 })
    // Its first option is past the middle, so it hangs at its argument.
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 23) + "[") })
    #expect(lines.contains { $0.contains("[--format table|json|csv|svg|html]") })
    let example = "  strategy-compare run a-very-long-scenario-name --strategies system-edge:shipped,system-edge:delegate-self"
    #expect(HelpLayout.fit(example) == example)
  }

  @Test("a paragraph is reflowed as a whole, never splitting a number from its unit")
  func paragraph() {
    let text = "  Pops when the finger travels more than half the width or flicks faster than 1000 pt/s,\n  whichever comes first."
    let fitted = HelpLayout.fit(text)
    #expect(fitted.split(separator: "\n").allSatisfy { $0.count <= 80 && $0.hasPrefix("  ") })
    #expect(fitted.contains("1000 pt/s,"))
  }
}
