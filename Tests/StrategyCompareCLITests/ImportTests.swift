import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare import` (issue 13): each format and protocol on recorded files in
/// `Fixtures/`, each CSV mode, each error, and byte-identical re-import.
@Suite("Import")
struct ImportTests {

  /// `Tests/StrategyCompareCLITests/Fixtures/<name>`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name).path
  }

  /// Runs `import` and decodes each output line.
  static func traces(_ arguments: [String]) throws -> (traces: [Trace], output: StrategyCompare.Output) {
    let output = StrategyCompare.execute(["import"] + arguments)
    var traces: [Trace] = []
    for line in output.standardOutput.split(separator: "\n") {
      traces.append(try TraceDecoder.decodeJSON(Array(line.utf8)).trace)
    }
    return (traces, output)
  }

  // MARK: Formats and protocols

  @Test("getevent -lt, protocol B, with a -lp header: ranges from the header, hex values, ffffffff lifts, a second finger counted")
  func geteventProtocolB() throws {
    let (traces, output) = try Self.traces([Self.fixture("getevent/protocol-b-labelled.txt"), "--from", "getevent"])
    #expect(output.status == .success, "\(output.standardError)")
    #expect(traces.map(\.name) == ["protocol-b-labelled-1", "protocol-b-labelled-2"])
    let swipe = traces[0].touches
    // 0x0c of 0…1080 on a 390 pt screen; 0x4b0 = 1200 of 0…2400 on 844 pt.
    #expect(swipe.first == TouchSample(t: 0, x: 4.33, y: 422, phase: .began))
    #expect(swipe.last?.phase == .ended && swipe.last?.t == 0.08)
    #expect(swipe.dropFirst().dropLast().allSatisfy { $0.phase == .moved })
    #expect(output.standardError.contains("1 extra finger not kept"))
    #expect(output.standardError.contains("1 ABS_MT_TOUCH_MAJOR (not used)"))
    #expect(output.standardError.split(separator: "\n").count == 1, "one summary line")
  }

  @Test("--fingers all writes the second finger as its own trace")
  func allFingers() throws {
    let (traces, _) = try Self.traces([Self.fixture("getevent/protocol-b-labelled.txt"), "--from", "getevent", "--fingers", "all"])
    #expect(traces.count == 3)
    #expect(traces[1].touches.first?.location == Point(x: 288.89, y: 562.67))
  }

  @Test("numeric getevent needs --raw-range when it has no header; with it, it imports")
  func geteventNumeric() throws {
    let refused = StrategyCompare.execute(["import", Self.fixture("getevent/protocol-b-numeric.txt"), "--from", "getevent"])
    #expect(refused.status == .dataError)
    #expect(refused.standardError.contains("gives no axis ranges") && refused.standardError.contains("--raw-range"))
    #expect(refused.standardOutput.isEmpty)
    let (traces, output) = try Self.traces([
      Self.fixture("getevent/protocol-b-numeric.txt"), "--from", "getevent", "--raw-range", "0:1080,0:2400",
    ])
    #expect(output.status == .success)
    #expect(traces.count == 1 && traces[0].touches.count == 4)
    #expect(traces[0].touches.map(\.t) == [0, 0.008333, 0.016666, 0.025])
  }

  @Test("protocol A: contacts by order, an empty SYN_MT_REPORT lifts, another device's events skipped")
  func geteventProtocolA() throws {
    let (traces, output) = try Self.traces([
      Self.fixture("getevent/protocol-a-labelled.txt"), "--from", "getevent", "--raw-range", "0:1000,0:2000",
    ])
    #expect(output.status == .success)
    #expect(output.standardError.contains("multi-touch protocol A"))
    #expect(output.standardError.contains("2 events of another device (/dev/input/event0)"))
    #expect(traces.count == 1)
    #expect(traces[0].touches.map(\.phase) == [.began, .moved, .moved, .ended])
    #expect(traces[0].touches.last?.t == 0.048)
  }

  @Test("single touch (ABS_X, ABS_Y, BTN_TOUCH), cut off mid-stroke: ended at the last sample, and said")
  func truncatedSingleTouch() throws {
    let (traces, output) = try Self.traces([
      Self.fixture("getevent/single-touch-truncated.txt"), "--from", "getevent", "--raw-range", "0:1080,0:2400",
    ])
    #expect(output.status == .success)
    #expect(traces.count == 1 && traces[0].touches.count == 3)
    #expect(traces[0].touches.last?.phase == .ended && traces[0].touches.last?.t == 0.032)
    #expect(output.standardError.contains("without a lift") && output.standardError.contains("an unfinished frame"))
    #expect(traces[0].summary.contains("ends with the finger down"))
  }

  @Test("evemu protocol B with A: ranges: nine taps, nine traces")
  func evemuTaps() throws {
    let (traces, output) = try Self.traces([Self.fixture("evemu/atmel-fast-taps.events"), "--from", "evemu", "--name", "tap"])
    #expect(output.status == .success)
    #expect(traces.count == 9)
    #expect(traces.map(\.name) == (1...9).map { "tap-\($0)" })
    #expect(traces.allSatisfy { $0.touches.first?.phase == .began && $0.touches.last?.phase == .ended })
  }

  @Test("evemu with four fingers: the first kept, three counted; --fingers all keeps four")
  func evemuFingers() throws {
    let file = Self.fixture("evemu/atmel-4-finger-drag-down.events")
    let (first, output) = try Self.traces([file, "--from", "evemu"])
    #expect(first.count == 1 && output.standardError.contains("3 extra fingers not kept"))
    let (all, _) = try Self.traces([file, "--from", "evemu", "--fingers", "all"])
    #expect(all.count == 4)
  }

  @Test("evemu protocol A without A: lines: refused, then imported with the device's --raw-range")
  func evemuProtocolA() throws {
    let file = Self.fixture("evemu/ntrig-drag-nw-se.events")
    let refused = StrategyCompare.execute(["import", file, "--from", "evemu"])
    #expect(refused.status == .dataError)
    #expect(refused.standardError.split(separator: "\n").count == 1)
    #expect(refused.standardError.contains("without their device description"), "\(refused.standardError)")
    #expect(refused.standardError.contains("cat device.desc \(file) > recording.evemu"), "says how to join the .desc")
    let (traces, output) = try Self.traces([file, "--from", "evemu", "--raw-range", "0:9600,0:7200"])
    #expect(output.status == .success)
    let touches = try #require(traces.first?.touches)
    // Dragged from the top left to the bottom right.
    #expect(touches.last!.location.x > touches.first!.location.x + 100)
    #expect(touches.last!.location.y > touches.first!.location.y + 100)
  }

  // MARK: CSV modes

  @Test("the research shape user,swipe,x,y,pressure,area,t_ms imports with no option: strokes by user+swipe, ms, pixels ÷ scale")
  func researchShape() throws {
    let (traces, output) = try Self.traces([Self.fixture("csv/research-swipes.csv"), "--from", "csv"])
    #expect(output.status == .success)
    #expect(traces.map(\.name) == ["research-swipes-u01-1", "research-swipes-u01-2", "research-swipes-u02-1"])
    #expect(traces[0].touches.first == TouchSample(t: 0, x: 20, y: 600, phase: .began))
    #expect(traces[0].touches[1].t == 0.016)
    #expect(GestureFamily.stem(ofTraceNamed: traces[1].name) == "research-swipes-u01", "one family per user")
    let scaled = try Self.traces([Self.fixture("csv/research-swipes.csv"), "--from", "csv", "--scale", "2"]).traces
    #expect(scaled[0].touches.first?.location == Point(x: 30, y: 900))
  }

  @Test("a phase column by position: began starts, ended and cancelled end")
  func phaseNames() throws {
    let (traces, output) = try Self.traces([Self.fixture("csv/phase-names.csv"), "--from", "csv", "--columns", "t=1,x=2,y=3,phase=4"])
    #expect(output.status == .success)
    #expect(traces.count == 2)
    #expect(traces[1].touches.map(\.phase) == [.began, .cancelled])
    #expect(output.standardError.contains("(1 comment)"), "one comment, in the singular")
  }

  @Test("Android action codes: 0 down, 2 move, 1 up; pointer codes counted as skipped")
  func androidCodes() throws {
    let (traces, output) = try Self.traces([
      Self.fixture("csv/phase-android.csv"), "--from", "csv", "--columns", "t=event_time_ms:ms,x=x,y=y,phase=action",
    ])
    #expect(output.status == .success)
    #expect(traces.count == 1 && traces[0].touches.count == 4)
    #expect(output.standardError.contains("2 another finger's ACTION_POINTER_DOWN or UP rows"))
  }

  @Test("gaps in time split strokes (default and --gap); --whole keeps them in one trace")
  func gaps() throws {
    let file = Self.fixture("csv/gaps.csv")
    #expect(try Self.traces([file, "--from", "csv"]).traces.count == 2)
    #expect(try Self.traces([file, "--from", "csv", "--gap", "2"]).traces.count == 1)
    let whole = try Self.traces([file, "--from", "csv", "--whole"]).traces
    #expect(whole.count == 1 && whole[0].name == "gaps")
    #expect(whole[0].touches.map(\.phase) == [.began, .moved, .moved, .ended, .began, .moved, .ended])
    #expect(whole[0].touches[4].t == 1)
  }

  @Test("no header: t,x,y,phase by position; a stroke left open ends at its last sample")
  func noHeader() throws {
    let (traces, output) = try Self.traces([Self.fixture("csv/no-header.csv"), "--from", "csv"])
    #expect(output.status == .success, "\(output.standardError)")
    #expect(traces[0].touches.last?.phase == .ended)
    #expect(output.standardError.contains("without a lift"))
  }

  @Test("--scene, --intent, --screen and --name apply to every trace")
  func sceneAndIntent() throws {
    let scene = TemporaryFile(
      #"{"format": "backstrategies-trace/1", "device": {"width": 430, "height": 932}, "stack": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "touches": []}"#)
    let (traces, _) = try Self.traces([
      Self.fixture("evemu/atmel-fast-taps.events"), "--from", "evemu", "--scene", scene.path, "--intent", "none", "--name", "t",
    ])
    #expect(traces.allSatisfy { $0.intent == Intent.noNavigation && $0.scene.stack.map(\.id) == ["a", "b", "c"] })
    #expect(traces.allSatisfy { $0.scene.device.width == 430 && $0.touches.allSatisfy { $0.location.x <= 430 } })
    let screen = try Self.traces([Self.fixture("evemu/atmel-fast-taps.events"), "--from", "evemu", "--screen", "800x480"]).traces
    #expect(screen[0].scene.device.width == 800 && screen[0].touches[0].location == Point(x: 340.43, y: 242.51))
  }

  // MARK: Determinism and output

  @Test("importing twice gives identical bytes; --output writes the same", arguments: [
    ["evemu/atmel-drag-up-down.events", "--from", "evemu"], ["getevent/protocol-b-labelled.txt", "--from", "getevent"],
    ["csv/research-swipes.csv", "--from", "csv"],
  ])
  func deterministic(arguments: [String]) throws {
    let command = ["import", Self.fixture(arguments[0])] + arguments.dropFirst()
    let first = StrategyCompare.execute(command)
    let second = StrategyCompare.execute(command)
    #expect(first.status == .success && !first.standardOutput.isEmpty)
    #expect(first == second)
    let file = TemporaryFile("", suffix: ".jsonl")
    let written = StrategyCompare.execute(command + ["--output", file.path])
    #expect(written.standardOutput.isEmpty)
    #expect(written.standardError == first.standardError + StrategyCompare.wroteLine(file.path, bytes: first.standardOutput.utf8.count))
    #expect(try String(contentsOfFile: file.path, encoding: .utf8) == first.standardOutput)
  }

  @Test("imported traces score as a corpus, grouped by name")
  func scoresAsCorpus() throws {
    let file = TemporaryFile("", suffix: ".jsonl")
    let imported = StrategyCompare.execute(["import", Self.fixture("csv/research-swipes.csv"), "--from", "csv", "--intent", "back", "--output", file.path])
    #expect(imported.status == .success)
    let scores = StrategyCompare.execute(["corpus", file.path, "--by", "family", "--format", "csv"])
    #expect(scores.status == .success)
    #expect(scores.standardOutput.contains("research-swipes-u01") && scores.standardOutput.contains("research-swipes-u02"))
  }

  // MARK: Errors

  @Test("bad input names the file, line and field, exits 65, and writes nothing", arguments: [
    ("[    1.000000] EV_ABS ABS_MT_POSITION_X zz\n", "getevent", "line 1: value: expected up to 8 hexadecimal digits"),
    ("[    1.0000x0] EV_ABS ABS_MT_POSITION_X 00000001\n", "getevent", "line 1: time: expected seconds.microseconds"),
    ("EV_ABS ABS_MT_POSITION_X 00000001\n", "getevent", "line 1: time: the event has no timestamp"),
    ("[    1.000000] EV_BOGUS ABS_X 00000001\n", "getevent", "line 1: type: unknown event type 'EV_BOGUS'"),
    ("E: 0.1 0003 0035\n", "evemu", "line 1: event: expected 'E: SECONDS TYPE CODE VALUE'"),
    ("E: 0.1 0003 0035 1x\n", "evemu", "line 1: value: expected a decimal integer"),
    ("A: 35 9 1 0 0\n", "evemu", "line 1: axis: expected a minimum and a greater maximum"),
    ("hello there\n", "evemu", "line 1: line: not an evemu line"),
    ("t,x,y\n0,1,2\n0.1,one,2\n", "csv", "line 3: 'x': expected a number, found 'one'"),
    ("t,x,y\n0,1,2\n0.1,1\n", "csv", "line 3: 'y': missing"),
    ("t,x,y,phase\n0,1,2,began\n0.1,1,2,tapped\n", "csv", "line 3: 'phase': unknown phase 'tapped'"),
    ("a,b,c\n1,2,3\n", "csv", "line 1: the header (a,b,c) names no t, x and y columns"),
    ("t,x,y\n0,1,2\n0.1,9000,2\n", "csv", "line 3: x: touch is far outside the screen"),
    ("t,x,y\n", "csv", "no stroke found"),
  ])
  func errors(text: String, format: String, message: String) {
    let file = TemporaryFile(text, suffix: ".txt")
    let output = StrategyCompare.execute(["import", file.path, "--from", format])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(file.path): "))
    #expect(output.standardError.contains(message), "\(output.standardError)")
  }

  @Test("--columns naming a column the file lacks is refused with the columns it has")
  func missingColumn() {
    let file = TemporaryFile("time,x,y\n0,1,2\n", suffix: ".csv")
    let output = StrategyCompare.execute(["import", file.path, "--from", "csv", "--columns", "t=t_ms:ms,x=x,y=y"])
    #expect(output.status == .dataError)
    #expect(output.standardError.contains("no column 't_ms' for t (columns: time, x, y)"))
  }

  @Test("usage errors exit 64", arguments: [
    (["import", "a.txt"], "import needs --from"),
    (["import", "--from", "csv"], "import needs a recording file"),
    (["import", "a.txt", "--from", "txt"], "unknown format 'txt'"),
    (["import", "a.txt", "--from", "csv", "--raw-range", "0:1,0:1"], "--raw-range applies to --from getevent and evemu"),
    (["import", "a.txt", "--from", "evemu", "--raw-range", "0:10"], "--raw-range takes XMIN:XMAX,YMIN:YMAX"),
    (["import", "a.txt", "--from", "csv", "--columns", "t=a,x=b"], "--columns needs t, x and y"),
    (["import", "a.txt", "--from", "csv", "--columns", "t=a:min,x=b,y=c"], "unknown time unit 'min'"),
    (["import", "a.txt", "--from", "csv", "--whole", "--fingers", "all"], "cannot be combined"),
    (["import", "a.txt", "--from", "csv", "--intent", "bak"], "did you mean 'back'?"),
    (["import", "a.txt", "--from", "csv", "--screen", "390by844"], "--screen takes WIDTHxHEIGHT"),
    (["import", "-", "--from", "csv", "--scene", "-"], "the recording and --scene cannot both be '-'"),
  ])
  func usage(arguments: [String], message: String) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardError.contains(message), "\(output.standardError)")
  }

  @Test("a missing recording exits 66; a binary one 65")
  func missingAndBinary() {
    #expect(StrategyCompare.execute(["import", "/nonexistent/rec.txt", "--from", "getevent"]).status == .noInput)
    let binary = TemporaryFile(bytes: [0x45, 0x3a, 0x00, 0x01], suffix: ".events")
    #expect(StrategyCompare.execute(["import", binary.path, "--from", "evemu"]).status == .dataError)
  }

  @Test("standard input: '-' reads the recording from stdin")
  func standardInput() throws {
    let text = try String(contentsOfFile: Self.fixture("csv/gaps.csv"), encoding: .utf8)
    let output = StrategyCompare.execute(["import", "-", "--from", "csv"], readStandardInput: { Array(text.utf8) })
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("\"name\":\"stdin-1\""))
    #expect(output.standardError.contains("standard input has no file name to name them after, --name PREFIX names them"))
    let named = StrategyCompare.execute(["import", "-", "--from", "csv", "--name", "gaps"], readStandardInput: { Array(text.utf8) })
    #expect(named.standardOutput.contains("\"name\":\"gaps-1\""))
    #expect(!named.standardError.contains("no file name"))
    let file = StrategyCompare.execute(["import", Self.fixture("csv/gaps.csv"), "--from", "csv"])
    #expect(file.standardOutput.contains("\"name\":\"gaps-1\""), "a file's traces are named after it")
  }

  @Test("help import describes every option")
  func help() {
    let text = StrategyCompare.execute(["help", "import"]).standardOutput
    for flag in ImportOptions.flags where flag != "--help" { #expect(text.contains(flag), "help misses \(flag)") }
  }

  // MARK: The real strokes the docs score

  /// How `docs/examples/real-vertical-scrolls.jsonl` is made: each recording of
  /// `Fixtures/evemu` that drags fingers up or down, imported with every finger (`--fingers
  /// all`) and named after its file; the Wacom recordings have no `A:` lines, so their ranges
  /// come from the device's `.desc` (`A: 35 0 2776`, `A: 36 0 1569`).
  static let realVerticalScrolls: [(file: String, options: [String])] = [
    ("atmel-drag-up-down", []), ("atmel-4-finger-drag-down", []), ("ep0430m09-drag-up-down", []),
    ("ep0430m09-2-finger-scroll-down", []), ("ep0430m09-4-finger-drag-down", []),
    ("wacom-single-center-scroll", ["--raw-range", "0:2776,0:1569"]),
    ("wacom-double-center-scroll", ["--raw-range", "0:2776,0:1569"]),
  ]

  @Test("docs/examples/real-vertical-scrolls.jsonl is exactly the import of its recordings")
  func realVerticalScrollsCorpus() throws {
    var fresh = ""
    for (file, options) in Self.realVerticalScrolls {
      let output = StrategyCompare.execute(
        ["import", Self.fixture("evemu/\(file).events"), "--from", "evemu", "--fingers", "all", "--name", file] + options)
      #expect(output.status == .success, "\(file): \(output.standardError)")
      fresh += output.standardOutput
    }
    let committed = try String(
      contentsOf: DocOutputTests.root.appendingPathComponent("docs/examples/real-vertical-scrolls.jsonl"), encoding: .utf8)
    #expect(committed == fresh, "re-import the recordings (see ImportTests.realVerticalScrolls)")
    #expect(committed.split(separator: "\n").count == 15)
  }

  // MARK: Counts, size and large recordings

  @Test("every count in import's messages agrees with its noun: 1 line, 1 comment, 2 lines")
  func plurals() throws {
    let plain = TemporaryFile("hello\n", suffix: ".txt")
    let one = StrategyCompare.execute(["import", plain.path, "--from", "getevent"])
    #expect(one.status == .dataError)
    #expect(
      one.standardError
        == "strategy-compare: error: \(plain.path): no stroke found in 1 line: 1 line skipped (1 line of the device description)\n")
    let two = TemporaryFile("hello\n# a comment\n", suffix: ".txt")
    let both = StrategyCompare.execute(["import", two.path, "--from", "getevent"])
    #expect(both.standardError.contains("no stroke found in 2 lines: 2 lines skipped (1 line of the device description, 1 comment)"))
    let csv = TemporaryFile("t,x\n0,1\n", suffix: ".csv")
    let short = StrategyCompare.execute(["import", csv.path, "--from", "csv", "--columns", "t=t,x=x,y=3"])
    #expect(short.standardError.contains("(the row has 2 fields, 3 needed)"), "\(short.standardError)")
    let single = TemporaryFile("t,x,y\n0\n", suffix: ".csv")
    let oneField = StrategyCompare.execute(["import", single.path, "--from", "csv"])
    #expect(oneField.standardError.contains("(the row has 1 field, 3 needed)"), "\(oneField.standardError)")
  }

  @Test("a recording over 64 MiB is refused as a recording, with how to split it (a sparse 190 MiB file)")
  func oversizedRecording() throws {
    let file = TemporaryFile("", suffix: ".txt")
    let handle = try #require(FileHandle(forWritingAtPath: file.path))
    try handle.truncate(atOffset: 190 * 1024 * 1024)
    try handle.close()
    let output = StrategyCompare.execute(["import", file.path, "--from", "getevent"])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "strategy-compare: error: \(file.path): file is 190 MiB, larger than the 64 MiB a recording may be; split it at line ends and import each part (split -l 500000 \(file.path) part-; see 'strategy-compare help import')\n"
    )
    let stdin = StrategyCompare.execute(["import", "-", "--from", "getevent"]) {
      [UInt8](repeating: 0x20, count: RecordingFile.maximumSize + 1)
    }
    #expect(stdin.status == .dataError)
    #expect(stdin.standardError.hasPrefix("strategy-compare: error: <stdin>: input is more than 64 MiB, larger than the 64 MiB a recording may be; "))
    #expect(RecordingFile.shellQuoted("my swipes.txt") == "'my swipes.txt'")
    #expect(RecordingFile.shellQuoted("it's.txt") == "'it'\\''s.txt'")
    #expect(RecordingFile.shellQuoted("/tmp/a-b_c.txt") == "/tmp/a-b_c.txt")
  }

  @Test("a binary recording file is refused before it is parsed, naming the NUL byte")
  func binaryRecording() {
    let binary = TemporaryFile(bytes: Array("E: 0.0 0003 0035 1\n".utf8) + [0x00], suffix: ".events")
    let output = StrategyCompare.execute(["import", binary.path, "--from", "evemu"])
    #expect(output.status == .dataError)
    #expect(
      output.standardError
        == "strategy-compare: error: \(binary.path): a binary file (a NUL byte at offset 19), not a recording (getevent, evemu or CSV text)\n")
  }
}
