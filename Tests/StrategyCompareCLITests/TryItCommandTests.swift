import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `explain`'s "Try it" commands and the matrix, run (BackStrategiesTests/TryItTests.swift has the
/// runs themselves).
@Suite("Try it on the command line")
struct TryItCommandTests {
  static let descriptors = StrategyCatalog.builtIn.entries.map(\.descriptor)

  @Test("the commands explain prints run: each 'strategy-compare run …' line exits 0", arguments: descriptors.map(\.id))
  func explainCommandsRun(id: String) throws {
    let explained = StrategyCompare.execute(["explain", id])
    #expect(explained.status == .success)
    let commands = explained.standardOutput.split(separator: "\n")
      .compactMap { line -> [String]? in
        guard let start = line.range(of: "strategy-compare run ") else { return nil }
        return line[start.upperBound...].split(separator: " ").map(String.init)
      }
    #expect(commands.count == 2, "\(id)")
    for arguments in commands {
      let output = StrategyCompare.execute(["run"] + arguments)
      #expect(output.status == .success, "\(arguments): \(output.standardError)")
      #expect(output.standardOutput.contains(id))
    }
  }

  @Test("the matrix shows seed 001's dead screen on a built-in scenario")
  func deadScreenInTheMatrix() throws {
    let matrix = StrategyCompare.execute(["--strategies", "percent-driven:seed001", "--format", "csv"])
    #expect(matrix.status == .success)
    let deadRows = matrix.standardOutput.split(separator: "\n").filter { $0.contains("dead-screen") }
    #expect(deadRows.contains { $0.hasPrefix("touch-cancelled-then-swipe,") })
  }
}
