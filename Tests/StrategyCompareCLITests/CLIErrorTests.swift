import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Every class of bad input gets one clear stderr line naming the place at fault, and its
/// documented exit code (docs/cli.md); nothing is printed on stdout.
@Suite("CLI errors")
struct CLIErrorTests {
  static let validStack = #"[{"id": "home"}, {"id": "detail"}]"#
  static let validTouches = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "ended"}]"#
  /// ``validTouches`` with a move to where the finger lifts: no note on the lift's place
  /// (``LiftDistance``), for tests that expect nothing on stderr.
  static let touchesLiftedWhereTheyMoved =
    #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}, {"t": 0.1, "x": 60, "y": 400, "phase": "ended"}]"#

  static func trace(format: String = "backstrategies-trace/1", device: String = "{}", stack: String = validStack, touches: String = validTouches) -> String {
    #"{"format": "\#(format)", "device": \#(device), "stack": \#(stack), "touches": \#(touches)}"#
  }

  struct BadTrace: Sendable, CustomTestStringConvertible {
    var name: String
    var contents: String
    var message: String
    var testDescription: String { name }
  }

  static let nested = String(repeating: "[", count: JSONParser.maximumDepth + 1)

  /// One entry per class of invalid trace, each with its whole message after the file name.
  static let badTraces: [BadTrace] = [
    .init(name: "malformed JSON", contents: "{\n  \"format\": \"backstrategies-trace/1\",\n  x\n}", message: "line 3, column 3: unexpected character 'x', expected a string key"),
    .init(name: "empty file", contents: "", message: "line 1, column 1: the input is empty"),
    .init(name: "only whitespace", contents: " \n\t\n", message: "line 1, column 1: the input is empty"),
    .init(name: "trailing comma", contents: "{\"format\": \"backstrategies-trace/1\",}", message: "line 1, column 36: trailing comma before '}'"),
    .init(name: "deeply nested JSON", contents: "{\"format\": \(nested)", message: "line 1, column \(11 + JSONParser.maximumDepth): nesting deeper than 256 levels"),
    .init(name: "number beyond Double", contents: trace(device: #"{"width": 1e400}"#), message: "line 1, column 58: number out of range (1e400)"),
    .init(name: "NaN", contents: trace(device: #"{"width": NaN}"#), message: "line 1, column 58: invalid literal 'NaN' (expected true, false or null)"),
    .init(name: "wrong format", contents: trace(format: "other/2"), message: "format: expected 'backstrategies-trace/1', found 'other/2'"),
    .init(
      name: "control characters in a quoted value",
      contents: trace(format: #"a\nb\u0000\u202E"#), message: #"format: expected 'backstrategies-trace/1', found 'a\nb\u0000\u202E'"#),
    .init(
      name: "missing field", contents: trace(touches: #"[{"t": 0, "x": 5, "phase": "began"}]"#),
      message: "touches[0]: missing required field 'y'"),
    .init(
      name: "string where a number belongs", contents: trace(touches: #"[{"t": "0.016", "x": 5, "y": 1, "phase": "began"}]"#),
      message: "touches[0].t: expected a number, found a string"),
    .init(
      name: "null for an optional field", contents: trace(device: #"{"scale": null}"#),
      message: "device.scale: expected a number, found null (omit the field to use its default)"),
    .init(
      name: "unknown phase", contents: trace(touches: #"[{"t": 0, "x": 5, "y": 1, "phase": "Began"}]"#),
      message: "touches[0].phase: unknown phase 'Began' (expected one of: began, moved, ended, cancelled); did you mean 'began'?"),
    .init(name: "zero size", contents: trace(device: #"{"width": 0}"#), message: "device.width: must be greater than zero (got 0)"),
    .init(name: "negative size", contents: trace(device: #"{"height": -5}"#), message: "device.height: must be greater than zero (got -5)"),
    .init(name: "huge size", contents: trace(device: #"{"width": 1e300}"#), message: "device.width: must be at most 10000000 (got 1e+300)"),
    .init(name: "refresh rate too low", contents: trace(device: #"{"refreshRate": 0.5}"#), message: "device.refreshRate: must be at least 1 (got 0.5)"),
    .init(name: "refresh rate too high", contents: trace(device: #"{"refreshRate": 5000}"#), message: "device.refreshRate: must be at most 1000 (got 5000)"),
    .init(
      name: "scroll view far away",
      contents: trace(stack: #"[{"id": "a", "scrollViews": [{"id": "s", "frame": {"x": -2e7, "y": 0, "width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}]}]"#),
      message: "stack[0].scrollViews[0].frame.x: must be between -10000000 and 10000000 (got -20000000)"),
    .init(
      name: "negative time", contents: trace(touches: #"[{"t": -0.01, "x": 5, "y": 400, "phase": "began"}]"#),
      message: "touches[0].t: time must not be negative (-0.010)"),
    .init(
      name: "time going backwards",
      contents: trace(touches: #"[{"t": 0.196, "x": 5, "y": 400, "phase": "began"}, {"t": 0.18, "x": 9, "y": 400, "phase": "moved"}]"#),
      message: "touches[1].t: time goes backwards (0.180 after 0.196)"),
    .init(
      name: "longer than 10 minutes",
      contents: trace(touches: #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 600.5, "x": 9, "y": 400, "phase": "ended"}]"#),
      message: "touches[1].t: the trace is longer than 10 minutes (t = 600.500 s; the limit is 600 s)"),
    .init(
      name: "moved before began", contents: trace(touches: #"[{"t": 0, "x": 5, "y": 400, "phase": "moved"}]"#),
      message: "touches[0].phase: 'moved' before 'began' (a stroke starts with 'began')"),
    .init(
      name: "second began while down",
      contents: trace(touches: #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 9, "y": 400, "phase": "began"}]"#),
      message: "touches[1].phase: a second 'began' while a finger is down (one finger at a time; end the stroke first)"),
    .init(name: "empty stack", contents: trace(stack: "[]"), message: "stack: at least one screen is required"),
    .init(
      name: "duplicate screen ids", contents: trace(stack: #"[{"id": "a"}, {"id": "a"}]"#),
      message: "stack[1].id: duplicate screen id 'a' (also stack[0])"),
    .init(
      name: "touch far right of the screen", contents: trace(touches: #"[{"t": 0, "x": 781, "y": 400, "phase": "began"}]"#),
      message: "touches[0].x: touch is far outside the screen (x = 781, screen width 390)"),
    .init(
      name: "touch far above the screen", contents: trace(touches: #"[{"t": 0, "x": 5, "y": -845, "phase": "began"}]"#),
      message: "touches[0].y: touch is far outside the screen (y = -845, screen height 844)"),
  ]

  @Test("an invalid trace exits 65 with one line naming the file and the place at fault", arguments: badTraces)
  func invalidTrace(_ bad: BadTrace) {
    let file = TemporaryFile(bad.contents)
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == "strategy-compare: error: \(file.path): \(bad.message)\n")
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
    // One line, as --help promises: the pointer to help rides at its end.
    #expect(output.standardError.filter { $0 == "\n" }.count == 1 && output.standardError.hasSuffix("\n"))
    #expect(output.standardError.contains(" (see 'strategy-compare "))
  }

  @Test("a missing file or a directory exits 66")
  func missingInput() {
    let missing = StrategyCompare.execute(["run", "/no/such/trace.json"])
    #expect(missing.status == .noInput)
    #expect(missing.standardError == "strategy-compare: error: /no/such/trace.json: no such file\n")
    let directory = StrategyCompare.execute(["run", NSTemporaryDirectory()])
    #expect(directory.status == .noInput)
    #expect(directory.standardError == "strategy-compare: error: \(NSTemporaryDirectory()): is a directory, not a trace file\n")
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

  @Test("--scene - reads the scene from stdin; the trace and the scene cannot both be '-'")
  func sceneFromStandardInput() {
    let good = TemporaryFile("t,x,y,phase\n0,5,400,began\n0.2,80,400,moved\n0.4,250,400,moved\n0.45,250,400,ended\n", suffix: ".csv")
    let scene = Self.trace(stack: #"[{"id": "a"}, {"id": "b"}, {"id": "c"}]"#, touches: "[]")
    let run = StrategyCompare.execute(["run", good.path, "--scene", "-", "--format", "csv"]) { Array(scene.utf8) }
    #expect(run.status == .success)
    #expect(run.standardOutput.contains("a;b;c"))
    let broken = StrategyCompare.execute(["run", good.path, "--scene", "-"]) { Array("{".utf8) }
    #expect(broken.status == .dataError)
    #expect(broken.standardError.hasPrefix("strategy-compare: error: <stdin>: line 1"))
    let both = StrategyCompare.execute(["run", "-", "--scene", "-"]) { Array(scene.utf8) }
    #expect(both.status == .usage)
    #expect(both.standardError.hasPrefix("strategy-compare: error: the trace and --scene cannot both be '-'"))
  }

  // MARK: Input classes that are accepted, or refused before decoding (docs/robustness.md)

  @Test("a binary file exits 65 naming the first NUL byte, whatever its extension")
  func binaryFile() {
    for suffix in [".json", ".csv", ".bin"] {
      let file = TemporaryFile(bytes: [0x50, 0x4B, 0x03, 0x04, 0x00, 0x00, 0xFF, 0xFE], suffix: suffix)
      let output = StrategyCompare.execute(["run", file.path])
      #expect(output.status == .dataError)
      #expect(output.standardError == "strategy-compare: error: \(file.path): a binary file (a NUL byte at offset 4), not a JSON or CSV trace\n")
    }
  }

  @Test("JSON or CSV that is not UTF-8 text exits 65 at the offending character")
  func notText() {
    let json = TemporaryFile(bytes: Array("{\"format\": \"backstrategies-trace/1\",\n \"name\": \"ab".utf8) + [0xFF] + Array("\"}".utf8))
    let jsonOutput = StrategyCompare.execute(["run", json.path])
    #expect(jsonOutput.status == .dataError)
    #expect(jsonOutput.standardError == "strategy-compare: error: \(json.path): line 2, column 13: invalid UTF-8 (byte 0xFF)\n")
    let invalid = TemporaryFile(bytes: Array("t,x,y,phase\n0,5,4".utf8) + [0xFF] + Array("0,began\n".utf8), suffix: ".csv")
    let output = StrategyCompare.execute(["run", invalid.path])
    #expect(output.status == .dataError)
    #expect(output.standardError == "strategy-compare: error: \(invalid.path): line 2, column 6: invalid UTF-8 (byte 0xFF)\n")
    let control = TemporaryFile("t,x,y,phase\n0,5,400,began\u{1B}[2J\n", suffix: ".csv")
    let escaped = StrategyCompare.execute(["run", control.path])
    #expect(escaped.status == .dataError)
    #expect(
      escaped.standardError
        == "strategy-compare: error: \(control.path): line 2, column 14: unexpected control character U+001B (a trace is text; is this a binary file?)\n")
  }

  @Test("a UTF-8 byte order mark is accepted before JSON and CSV")
  func byteOrderMark() {
    let json = TemporaryFile(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.trace(touches: Self.touchesLiftedWhereTheyMoved).utf8))
    let csv = TemporaryFile(
      bytes: [0xEF, 0xBB, 0xBF] + Array("t,x,y,phase\n0,5,400,began\n0.1,60,400,moved\n0.1,60,400,ended\n".utf8), suffix: ".csv")
    for file in [json, csv] {
      let output = StrategyCompare.execute(["run", file.path, "--format", "csv"])
      #expect(output.status == .success)
      #expect(output.standardError.isEmpty)
    }
  }

  @Test("unknown fields are accepted with one note; --strict rejects them with exit 65")
  func unknownFields() {
    let text = #"{"format": "backstrategies-trace/1", "recordedBy": "lab", "stack": \#(Self.validStack), "touches": [{"t": 0, "x": 5, "y": 400, "phase": "began", "force": 0.5}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}, {"t": 0.1, "x": 60, "y": 400, "phase": "ended"}]}"#
    let file = TemporaryFile(text)
    let lenient = StrategyCompare.execute(["run", file.path, "--format", "json"])
    #expect(lenient.status == .success)
    #expect(lenient.standardOutput.hasPrefix("{"))
    #expect(lenient.standardError == "strategy-compare: note: \(file.path): ignored 2 unknown fields: recordedBy, touches[0].force (--strict rejects them)\n")
    let strict = StrategyCompare.execute(["run", file.path, "--strict"])
    #expect(strict.status == .dataError)
    #expect(strict.standardOutput.isEmpty)
    #expect(strict.standardError == "strategy-compare: error: \(file.path): 2 unknown fields, rejected by --strict: recordedBy, touches[0].force\n")
    // Many unknown fields: the first five, then a count.
    let many = TemporaryFile(#"{"format": "backstrategies-trace/1", "a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "stack": [{"id": "a"}], "touches": []}"#)
    #expect(StrategyCompare.execute(["run", many.path, "--strict"]).standardError.hasSuffix("rejected by --strict: a, b, c, d, e and 2 more\n"))
    // A scene file's unknown fields count too; a clean trace gets no note.
    let csv = TemporaryFile("0,5,400,began\n0.1,60,400,ended\n", suffix: ".csv")
    let scene = TemporaryFile(#"{"format": "backstrategies-trace/1", "device": {"model": "iPhone 15"}, "stack": [{"id": "a"}, {"id": "b"}], "touches": []}"#)
    let sceneStrict = StrategyCompare.execute(["run", csv.path, "--scene", scene.path, "--strict"])
    #expect(sceneStrict.status == .dataError)
    #expect(sceneStrict.standardError == "strategy-compare: error: \(scene.path): 1 unknown field, rejected by --strict: device.model\n")
    let clean = TemporaryFile(Self.trace(touches: Self.touchesLiftedWhereTheyMoved))
    #expect(StrategyCompare.execute(["run", clean.path, "--strict"]).standardError.isEmpty)
    #expect(StrategyCompare.execute(["list", "--strict"]).status == .usage)
  }

  @Test("a known field in the wrong object gets a warning saying where it belongs; --strict rejects it saying so")
  func misplacedFields() {
    let text = #"{"format": "backstrategies-trace/1", "views": [{"id": "map", "kind": "pan", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}], "recordedBy": "lab", "device": {"intent": "back"}, "stack": \#(Self.validStack), "touches": \#(Self.touchesLiftedWhereTheyMoved)}"#
    let file = TemporaryFile(text)
    let lenient = StrategyCompare.execute(["run", file.path, "--format", "json"])
    #expect(lenient.status == .success)
    #expect(lenient.standardOutput.hasPrefix("{"))
    #expect(
      lenient.standardError == """
        strategy-compare: warning: \(file.path): 'views' at the top level is ignored; it belongs in stack[i].views (--strict rejects it)
        strategy-compare: warning: \(file.path): 'device.intent' is ignored; it belongs at the top level (--strict rejects it)
        strategy-compare: note: \(file.path): ignored 1 other unknown field: recordedBy (--strict rejects them)

        """)
    let strict = StrategyCompare.execute(["run", file.path, "--strict"])
    #expect(strict.status == .dataError)
    #expect(strict.standardOutput.isEmpty)
    #expect(
      strict.standardError
        == "strategy-compare: error: \(file.path): 3 unknown fields, rejected by --strict: views, recordedBy, device.intent; 'views' at the top level belongs in stack[i].views; 'device.intent' belongs at the top level\n")
    // Only misplaced fields: warnings and no note.
    let only = TemporaryFile(#"{"format": "backstrategies-trace/1", "width": 390, "stack": \#(Self.validStack), "touches": \#(Self.touchesLiftedWhereTheyMoved)}"#)
    #expect(
      StrategyCompare.execute(["run", only.path]).standardError
        == "strategy-compare: warning: \(only.path): 'width' at the top level is ignored; it belongs in device.width (--strict rejects it)\n")
  }

  @Test(
    "run notes a lift more than 10 pt from the last move, and not one within it",
    arguments: [(10.5, true), (LiftDistance.noticedDistance + 0.001, true), (LiftDistance.noticedDistance, false), (0, false)])
  func liftFarFromTheLastMove(distance: Double, noted: Bool) {
    let touches = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}, {"t": 0.2, "x": \#(60 + distance), "y": 400, "phase": "ended"}]"#
    let file = TemporaryFile(Self.trace(touches: touches))
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .success)
    if noted {
      let shown = NumberFormatting.short(distance, 1)
      #expect(
        output.standardError
          == "strategy-compare: note: \(file.path): touches[2]: the lift lies \(shown) pt from the last move (touches[1]); the model ignores where a finger lifts (recognisers report the last move; only a tap on the back button reads it: docs/trace-format.md)\n")
    } else {
      #expect(output.standardError.isEmpty)
    }
  }

  @Test("the lift note names the farthest lift and counts the others; the lift's place changes no result")
  func liftNoteOfSeveralStrokes() throws {
    let near = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}, {"t": 0.2, "x": 60, "y": 400, "phase": "ended"}, {"t": 0.5, "x": 5, "y": 300, "phase": "began"}, {"t": 0.6, "x": 100, "y": 300, "phase": "moved"}, {"t": 0.7, "x": 100, "y": 300, "phase": "ended"}]"#
    let far = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}, {"t": 0.2, "x": 80, "y": 400, "phase": "ended"}, {"t": 0.5, "x": 5, "y": 300, "phase": "began"}, {"t": 0.6, "x": 100, "y": 300, "phase": "moved"}, {"t": 0.7, "x": 300, "y": 300, "phase": "ended"}]"#
    let nearFile = TemporaryFile(Self.trace(touches: near))
    let farFile = TemporaryFile(Self.trace(touches: far))
    let output = StrategyCompare.execute(["run", farFile.path, "--strategies", "all", "--format", "json"])
    #expect(output.standardError.contains("touches[5]: the lift lies 200 pt from the last move (touches[4]) (and 1 more lift farther than 10 pt)"))
    // Where the finger lifts moves nothing: the results are the same as lifting where it last moved.
    let same = StrategyCompare.execute(["run", nearFile.path, "--strategies", "all", "--format", "json"])
    #expect(same.standardError.isEmpty)
    #expect(output.standardOutput == same.standardOutput)
  }

  @Test("touches slightly outside the screen are accepted, as digitisers report them")
  func slightlyOutside() {
    let touches = #"[{"t": 0, "x": -3, "y": 400, "phase": "began"}, {"t": 0.1, "x": 395, "y": 850, "phase": "moved"}, {"t": 0.2, "x": 779, "y": -843, "phase": "moved"}, {"t": 0.2, "x": 779, "y": -843, "phase": "ended"}]"#
    let file = TemporaryFile(Self.trace(touches: touches))
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
  }

  @Test("a stroke with no end is lifted one frame after its last sample and reported as unterminated-stroke")
  func unterminatedStroke() throws {
    let touches = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}]"#
    let file = TemporaryFile(Self.trace(touches: touches))
    let output = StrategyCompare.execute(["run", file.path, "--format", "json", "--strategies", "all"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    guard case .array(let results)? = document["results"]?.kind else {
      Issue.record("no results")
      return
    }
    #expect(results.count == StrategyCatalog.builtIn.allSelections.count)
    for result in results {
      guard case .array(let hazards)? = result["hazards"]?.kind, case .array(let details)? = result["hazardDetails"]?.kind else {
        Issue.record("no hazards")
        continue
      }
      // A technique whose code crashes the app during the stroke ends the run there.
      if hazards.contains(where: { $0.kind == .string("crash") }) {
        #expect(!hazards.contains { $0.kind == .string("unterminated-stroke") })
        continue
      }
      #expect(hazards.contains { $0.kind == .string("unterminated-stroke") })
      #expect(details.contains { $0["detail"]?.kind == .string("the trace ended with the finger down; lifted at 0.117 s") })
    }
  }

  @Test("samples with identical timestamps are accepted")
  func identicalTimestamps() {
    let touches = #"[{"t": 0.1, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 30, "y": 400, "phase": "moved"}, {"t": 0.1, "x": 60, "y": 400, "phase": "moved"}, {"t": 0.1, "x": 60, "y": 400, "phase": "ended"}]"#
    let file = TemporaryFile(Self.trace(touches: touches))
    let output = StrategyCompare.execute(["run", file.path, "--strategies", "all"])
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
  }

  @Test("a scroll view's content offset outside its range is accepted and clamped into it")
  func contentOffsetOutsideRange() throws {
    let stack = #"[{"id": "home"}, {"id": "detail", "scrollViews": [{"id": "carousel", "frame": {"x": 0, "y": 300, "width": 390, "height": 200}, "contentSize": {"width": 1170, "height": 200}, "contentOffset": {"x": 5000, "y": -91}}]}]"#
    let file = TemporaryFile(Self.trace(stack: stack))
    let output = StrategyCompare.execute(["run", file.path, "--format", "json", "--timeline", "--strategies", "system-edge"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    guard case .array(let results)? = document["results"]?.kind, case .array(let frames)? = results.first?["frames"]?.kind,
      case .array(let offsets)? = frames.first?["scrollOffsets"]?.kind
    else {
      Issue.record("no scroll offsets in the timeline")
      return
    }
    #expect(offsets.first?["x"]?.kind == .number(780))
    #expect(offsets.first?["y"]?.kind == .number(0))
  }

  @Test("a file over the size limit is refused before it is read (a sparse 200 MiB file)")
  func oversizedFile() throws {
    let file = TemporaryFile("")
    let handle = try #require(FileHandle(forWritingAtPath: file.path))
    try handle.truncate(atOffset: 200 * 1024 * 1024)
    try handle.close()
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .dataError)
    #expect(output.standardError == "strategy-compare: error: \(file.path): file is 200 MiB, larger than the 64 MiB a trace may be\n")
  }

  @Test("a file without a size that never ends (a device) is read only up to the limit, then refused")
  func endlessFile() {
    let output = StrategyCompare.execute(["run", "/dev/zero"])
    #expect(output.status == .dataError)
    #expect(output.standardError == "strategy-compare: error: /dev/zero: file is more than 64 MiB, larger than the 64 MiB a trace may be\n")
  }

  @Test("standard input over the size limit is refused")
  func oversizedStandardInput() {
    let output = StrategyCompare.execute(["run", "-"]) { [UInt8](repeating: 0x20, count: TraceLoader.maximumFileSize + 1) }
    #expect(output.status == .dataError)
    #expect(output.standardError == "strategy-compare: error: <stdin>: input is more than 64 MiB, larger than the 64 MiB a trace may be\n")
  }

  @Test("--timeline is refused above the frame limit, and the same trace runs without it")
  func timelineLimit() {
    let touches = #"[{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 400, "x": 60, "y": 400, "phase": "ended"}]"#
    let file = TemporaryFile(Self.trace(touches: touches))
    let refused = StrategyCompare.execute(["run", file.path, "--timeline"])
    #expect(refused.status == .dataError)
    #expect(
      refused.standardError
        == "strategy-compare: error: \(file.path): --timeline would record up to 24603 frames per strategy (400 s at 60 Hz), more than the 20000 a timeline may hold; run without --timeline\n")
    #expect(StrategyCompare.execute(["run", file.path]).status == .success)
  }
}
