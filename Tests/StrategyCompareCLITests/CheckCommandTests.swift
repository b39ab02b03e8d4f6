import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesSupport

/// `strategy-compare check` (issue 52 item 4): its output on the public evidence against a
/// golden file, the exit statuses, one-line errors for bad observations, help and JSON.
@Suite("check")
struct CheckCommandTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// docs/examples/observations-public.jsonl.
  static let publicFile = root.appendingPathComponent("docs/examples/observations-public.jsonl").path
  /// `Fixtures/check/<name>`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/check/" + name).path
  }

  /// Writes `text` to a new temporary file named `name` and returns its path.
  static func temporaryFile(_ name: String, _ text: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("check on the public evidence prints what the golden files hold, as a table and as JSON", arguments: ["table", "json"])
  func publicEvidenceGolden(_ format: String) throws {
    let output = StrategyCompare.execute(["check", "docs/examples/observations-public.jsonl", "--format", format])
    #expect(output.status == .success, "\(output.standardError)")
    #expect(output.standardError.isEmpty)
    let path = Self.fixture("observations-public.\(format == "table" ? "txt" : "json")")
    if ProcessInfo.processInfo.environment["CLI_GOLDEN_RECORD"] == "1" {
      try output.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(output.standardOutput == (try String(contentsOfFile: path, encoding: .utf8)))
  }

  @Test("the public evidence: augmented and fitted-ios27 agree with every observation they score, legacy is wrong on the peek at rest")
  func publicEvidenceScores() throws {
    let output = StrategyCompare.execute(["check", Self.publicFile, "--format", "json"])
    let json = try JSONParser.parse(output.standardOutput)
    #expect(json["format"]?.kind == .string("backstrategies-check/1"))
    guard case .array(let choices) = json["choices"]?.kind, let procedure = choices.first, case .array(let readings) = procedure["readings"]?.kind
    else {
      Issue.record("no choices")
      return
    }
    let rows = readings.map { reading -> String in
      guard case .string(let name) = reading["reading"]?.kind, case .string(let release) = reading["release"]?.kind,
        case .number(let agree) = reading["agree"]?.kind, case .number(let of) = reading["of"]?.kind
      else { return "?" }
      return "\(name) \(release) \(Int(agree))/\(Int(of))"
    }
    #expect(rows == ["augmented iOS 26 4/4", "legacy iOS 26 3/4", "fitted-ios27 iOS 26 4/4", "fitted-ios27 iOS 27 3/3"])
  }

  @Test("a bad line exits 65 with one line naming the file, the line and the field")
  func badLine() throws {
    let good = try String(contentsOfFile: Self.publicFile, encoding: .utf8).split(separator: "\n")
    let bad = Substring(good[0].replacingOccurrences(of: #""ios": "26.1""#, with: #""ios": 26"#))
    let path = try Self.temporaryFile("observations.jsonl", [good[0], "", bad, good[1]].joined(separator: "\n") + "\n")
    let output = StrategyCompare.execute(["check", path])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == "strategy-compare: error: \(path):3: device.ios: expected a string like \"26.1\", got 26\n")
  }

  @Test("CRLF line ends, a byte order mark and blank lines are read; the line numbers stay the file's")
  func lineEnds() throws {
    let good = try String(contentsOfFile: Self.publicFile, encoding: .utf8).split(separator: "\n")
    let path = try Self.temporaryFile("o.jsonl", "\u{FEFF}" + good[0] + "\r\n\r\n" + good[6] + "\r\n")
    let output = StrategyCompare.execute(["check", path])
    #expect(output.status == .success, "\(output.standardError)")
    #expect(output.standardOutput.hasPrefix("2 observations from \(path)"))
    let broken = try Self.temporaryFile("o.jsonl", "\u{FEFF}" + good[0] + "\r\n\r\n{\r\n")
    let failed = StrategyCompare.execute(["check", broken])
    #expect(failed.status == .dataError)
    #expect(failed.standardError.hasPrefix("strategy-compare: error: \(broken):3: column 2: "))
  }

  @Test("a file without observations exits 65; a missing one 66; no file, two files or --format csv 64")
  func statuses() throws {
    let empty = try Self.temporaryFile("empty.jsonl", "\n  \n")
    #expect(StrategyCompare.execute(["check", empty]).status == .dataError)
    #expect(StrategyCompare.execute(["check", "/nonexistent/o.jsonl"]).status == .noInput)
    #expect(StrategyCompare.execute(["check"]).status == .usage)
    #expect(StrategyCompare.execute(["check", "a", "b"]).status == .usage)
    let csv = StrategyCompare.execute(["check", Self.publicFile, "--format", "csv"])
    #expect(csv.status == .usage)
    #expect(csv.standardError.contains("table, json"))
  }

  @Test("help check and check --help print the same help, with the usage and the page to follow")
  func help() {
    let help = StrategyCompare.execute(["help", "check"])
    #expect(help.status == .success)
    #expect(help.standardOutput == StrategyCompare.execute(["check", "--help"]).standardOutput)
    #expect(help.standardOutput.contains("strategy-compare check <OBSERVATIONS.jsonl|->"))
    #expect(help.standardOutput.contains("docs/device-check.md"))
    #expect(StrategyCompare.execute(["--help"]).standardOutput.contains("  check "))
  }
}
