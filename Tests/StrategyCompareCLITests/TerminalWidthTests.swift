import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Tables and wrapped text are as wide as the terminal when standard output is one, and 80
/// columns otherwise (a pipe, or a file written with --output), so piped output never depends
/// on the machine.
@Suite("Terminal width")
struct TerminalWidthTests {
  static func widest(_ text: String) -> Int {
    text.split(separator: "\n").map { TextWrapping.displayWidth($0) }.max() ?? 0
  }

  @Test(
    "every table command lays out as wide as the terminal",
    arguments: [
      ["run", "custom-back-button"], ["--strategies", "all"], ["list"], ["scenarios"], ["explain", "system-edge"],
      ["corpus", "--generate", "60"], ["recommend", "--generate", "60"],
    ])
  func followsTheTerminal(arguments: [String]) {
    let piped = StrategyCompare.execute(arguments)
    let wide = StrategyCompare.execute(arguments, terminalWidth: 140)
    #expect(piped.status == .success && wide.status == .success)
    #expect(Self.widest(piped.standardOutput) <= TextWrapping.terminalWidth)
    #expect(Self.widest(wide.standardOutput) <= 140)
    #expect(Self.widest(wide.standardOutput) > TextWrapping.terminalWidth, "nothing used the extra columns")
  }

  @Test("no terminal means 80 columns, the same bytes as before; a tiny terminal gets the minimum")
  func defaults() {
    let piped = StrategyCompare.execute(["run", "custom-back-button"])
    #expect(StrategyCompare.execute(["run", "custom-back-button"], terminalWidth: nil) == piped)
    #expect(StrategyCompare.execute(["run", "custom-back-button"], terminalWidth: 80) == piped)
    #expect(TerminalWidth.layout(terminal: 12) == TerminalWidth.minimum)
    #expect(TerminalWidth.layout(terminal: nil) == TextWrapping.terminalWidth)
  }

  @Test("a file written with --output is laid out for 80 columns, whatever the terminal")
  func outputFileIgnoresTheTerminal() throws {
    let path = NSTemporaryDirectory() + "backstrategies-width-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = StrategyCompare.execute(["run", "custom-back-button", "--output", path], terminalWidth: 140)
    #expect(output.status == .success)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == StrategyCompare.execute(["run", "custom-back-button"]).standardOutput)
  }

  @Test("the test process's own standard output is not a terminal here, or reports its width")
  func detection() {
    if let width = TerminalWidth.ofStandardOutput() { #expect(width > 0) }
  }
}
