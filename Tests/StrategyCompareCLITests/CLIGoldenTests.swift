import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// #27 item 2: the command line parsed from one option table behaves, byte for byte, as the
/// hand-written parsers did. `Fixtures/cli-golden/cli-golden.txt` holds what they printed for
/// ``CLIGoldenCases/all``; `CLI_GOLDEN_RECORD=1 swift test --filter CLIGolden` rewrites it.
@Suite("The command line against its golden record")
struct CLIGoldenTests {
  /// The golden file, beside the tests.
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/cli-golden/cli-golden.txt").path

  @Test("every recorded command line parses, fails and prints help as recorded")
  func matchesGolden() throws {
    let recorded = CLIGoldenCases.recordAll()
    if ProcessInfo.processInfo.environment["CLI_GOLDEN_RECORD"] == "1" {
      try recorded.write(toFile: Self.path, atomically: true, encoding: .utf8)
      return
    }
    let golden = try String(contentsOfFile: Self.path, encoding: .utf8)
    let expected = golden.components(separatedBy: "\n$ ")
    let actual = recorded.components(separatedBy: "\n$ ")
    #expect(expected.count == actual.count)
    var differences = 0
    for (old, new) in zip(expected, actual) where old != new {
      differences += 1
      if differences <= 20 { Issue.record("differs:\n--- golden\n\(old)\n--- now\n\(new)") }
    }
    #expect(differences == 0, "\(differences) command lines differ from the golden record")
  }
}
