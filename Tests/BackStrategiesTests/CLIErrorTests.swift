import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI

/// Every class of bad input gets one clear stderr line naming the place at fault, and its
/// documented exit code (architecture.md §6); nothing is printed on stdout.
@Suite("CLI errors")
struct CLIErrorTests {
  /// A temporary file holding `contents`, removed when the test ends.
  final class TemporaryFile: @unchecked Sendable {
    let path: String
    init(_ contents: String, suffix: String = ".json") {
      path = NSTemporaryDirectory() + "backstrategies-\(UUID().uuidString)\(suffix)"
      FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  static let validStack = #"[{"id": "home"}, {"id": "detail"}]"#
  static let validTouches = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "ended"}]"#

  static func trace(format: String = "backstrategies-trace/1", device: String = "{}", stack: String = validStack, touches: String = validTouches) -> String {
    #"{"format": "\#(format)", "device": \#(device), "stack": \#(stack), "touches": \#(touches)}"#
  }

  struct BadTrace: Sendable, CustomTestStringConvertible {
    var name: String
    var contents: String
    var message: String
    var testDescription: String { name }
  }

  static let badTraces: [BadTrace] = [
    .init(name: "malformed JSON", contents: "{\n  \"format\": \"backstrategies-trace/1\",\n  x\n}", message: "line 3, column 3: unexpected character 'x'"),
    .init(name: "wrong format", contents: trace(format: "other/2"), message: "format: expected 'backstrategies-trace/1', found 'other/2'"),
    .init(
      name: "missing field", contents: trace(touches: #"[{"t": 0, "x": 5, "phase": "began"}]"#),
      message: "touches[0]: missing required field 'y'"),
    .init(
      name: "mistyped field", contents: trace(touches: #"[{"t": "zero", "x": 5, "y": 1, "phase": "began"}]"#),
      message: "touches[0].t: expected a number, found a string"),
    .init(name: "NaN", contents: trace(device: #"{"width": NaN}"#), message: "invalid literal 'NaN'"),
    .init(name: "infinite number", contents: trace(device: #"{"width": 1e400}"#), message: "number out of range"),
    .init(name: "zero size", contents: trace(device: #"{"width": 0}"#), message: "device.width: must be greater than zero (got 0)"),
    .init(name: "negative size", contents: trace(device: #"{"height": -5}"#), message: "device.height: must be greater than zero (got -5)"),
    .init(
      name: "time going backwards",
      contents: trace(touches: #"[{"t": 0.196, "x": 5, "y": 400, "phase": "began"}, {"t": 0.18, "x": 9, "y": 400, "phase": "moved"}]"#),
      message: "touches[1].t: time goes backwards (0.180 after 0.196)"),
    .init(
      name: "moved before began", contents: trace(touches: #"[{"t": 0, "x": 5, "y": 400, "phase": "moved"}]"#),
      message: "touches[0].phase: 'moved' before 'began' (a stroke starts with 'began')"),
    .init(
      name: "second began while down",
      contents: trace(touches: #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 9, "y": 400, "phase": "began"}]"#),
      message: "touches[1].phase: a second 'began' while a finger is down"),
    .init(name: "empty stack", contents: trace(stack: "[]"), message: "stack: at least one screen is required"),
    .init(
      name: "duplicate screen ids", contents: trace(stack: #"[{"id": "a"}, {"id": "a"}]"#),
      message: "stack[1].id: duplicate screen id 'a' (also stack[0])"),
    .init(
      name: "touch far outside the screen", contents: trace(touches: #"[{"t": 0, "x": 5000, "y": 400, "phase": "began"}]"#),
      message: "touches[0].x: touch is far outside the screen"),
  ]

  @Test("an invalid trace exits 65 with the file and the place at fault", arguments: badTraces)
  func invalidTrace(_ bad: BadTrace) {
    let file = TemporaryFile(bad.contents)
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(file.path): "))
    #expect(output.standardError.contains(bad.message))
    #expect(output.standardError.split(separator: "\n").count == 1)
  }

  @Test(
    "usage errors exit 64 with a did-you-mean where one is close",
    arguments: [
      (["bogus"], "unknown command 'bogus'"),
      (["lsit"], "unknown command 'lsit'; did you mean 'list'?"),
      (["--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
      (["--format", "xml"], "unknown format 'xml'"),
      (["--strategies", "system-egde"], "unknown strategy 'system-egde'; did you mean 'system-edge'?"),
      (["--strategies", "system-edge:gaurded"], "unknown preset 'gaurded' of strategy 'system-edge'; did you mean 'guarded'?"),
      (["run", "edge-swipe-past-hlf"], "'edge-swipe-past-hlf' is neither a file nor a built-in scenario; did you mean 'edge-swipe-past-half'?"),
      (["run"], "run needs a trace file, a scenario name or '-' for stdin"),
      (["explain", "bulge"], "unknown strategy 'bulge'"),
      (["list", "--timeline"], "--timeline applies to 'run' only"),
      (["run", "tap", "--strategies", "system-edge,"], "--strategies has an empty entry"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(message)"))
  }

  @Test("a missing file or a directory exits 66")
  func missingInput() {
    let missing = StrategyCompare.execute(["run", "/no/such/trace.json"])
    #expect(missing.status == .noInput)
    #expect(missing.standardError == "strategy-compare: error: /no/such/trace.json: no such file\n")
    let directory = StrategyCompare.execute(["run", NSTemporaryDirectory()])
    #expect(directory.status == .noInput)
    #expect(directory.standardError.contains("is a directory"))
  }

  @Test("an empty file is an invalid trace, not a crash")
  func emptyFile() {
    let file = TemporaryFile("")
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .dataError)
  }

  @Test("CSV input: errors name the line; a scene file supplies the stack")
  func csvInput() {
    let bad = TemporaryFile("t,x,y,phase\n0,5,400,began\n0.1,60,began\n", suffix: ".csv")
    let output = StrategyCompare.execute(["run", bad.path])
    #expect(output.status == .dataError)
    #expect(output.standardError.contains("line 3"))
    let good = TemporaryFile("t,x,y,phase\n0,5,400,began\n0.2,80,400,moved\n0.4,250,400,moved\n0.45,250,400,ended\n", suffix: ".csv")
    let scene = TemporaryFile(Self.trace(stack: #"[{"id": "a"}, {"id": "b"}, {"id": "c"}]"#, touches: "[]"))
    let run = StrategyCompare.execute(["run", good.path, "--scene", scene.path, "--format", "csv"])
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("a;b;c"))
  }

  @Test("stdin is read for '-'")
  func standardInput() {
    let text = Self.trace()
    let output = StrategyCompare.execute(["run", "-", "--format", "json"]) { Array(text.utf8) }
    #expect(output.status == .success)
    #expect(output.standardOutput.hasPrefix("{"))
  }
}
