import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// #27 item 2: the command line parsed from one option table behaves, byte for byte, as the
/// hand-written parsers did. `Fixtures/cli-golden/cli-golden.txt` holds what they printed for
/// ``CLIGoldenCases/all``, each distinct text once (``CLIGoldenCases/recordAll()``);
/// `CLI_GOLDEN_RECORD=1 swift test --filter CLIGolden` rewrites it.
@Suite("The command line against its golden record")
struct CLIGoldenTests {
  /// The golden file, beside the tests.
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/cli-golden/cli-golden.txt").path

  /// Each case with a reference to an earlier one (`= [12]`) written out as what case 12 gave,
  /// for a failure to show the text that differs.
  static func inFull(_ cases: [String]) -> [String] {
    var given: [Substring: Substring] = [:]
    return cases.map { text in
      guard let newline = text.firstIndex(of: "\n") else { return text }
      let rest = text[text.index(after: newline)...]
      if rest.hasPrefix("= ["), let close = rest.firstIndex(of: "]") {
        let number = rest[rest.index(rest.startIndex, offsetBy: 2)...close]
        return text[...newline] + number + " " + (given[number] ?? "(given by no earlier case)\n")
      }
      if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
        given[rest[...close]] = rest[rest.index(after: close)...].dropFirst()
      }
      return text
    }
  }

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
    let (expectedInFull, actualInFull) = (Self.inFull(expected), Self.inFull(actual))
    for index in 0..<min(expected.count, actual.count) where expected[index] != actual[index] {
      differences += 1
      if differences <= 20 {
        Issue.record("differs:\n--- golden\n\(expectedInFull[index])\n--- now\n\(actualInFull[index])")
      }
    }
    #expect(differences == 0, "\(differences) command lines differ from the golden record")
  }
}
