import Testing
import BackStrategies
import BackStrategiesImport

/// Small recordings written out in the test, imported through the public entry point
/// ``RecordingImporter/traces(from:source:scene:options:)``.
enum SmallRecordings {
  /// A 400 × 800 pt screen: raw 0…1000 by 0…2000 maps 2.5 raw units to a point.
  static let screen = Size(width: 400, height: 800)

  static func imported(_ text: String, source: String, _ options: RecordingImporter.Options) throws(ImportError)
    -> RecordingImporter.ImportedRecording
  {
    var options = options
    options.screen = options.screen ?? screen
    return try RecordingImporter.traces(from: Array(text.utf8), source: source, scene: .twoScreens, options: options)
  }

  /// The error importing `text` throws.
  static func error(_ text: String, source: String, _ options: RecordingImporter.Options) -> ImportError? {
    do {
      _ = try imported(text, source: source, options)
      return nil
    } catch {
      return error
    }
  }

  /// The error importing `recording` with `line` inserted as its sixth line throws: a bad line
  /// in the middle of a good recording.
  static func error(inserting line: String, into recording: String, source: String, _ options: RecordingImporter.Options)
    -> ImportError?
  {
    var lines = recording.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert(line, at: 5)
    return error(lines.joined(separator: "\n"), source: source, options)
  }

  /// One finger (protocol B) down at raw (250, 1000), moved to (500, 1000), lifted: on the
  /// 400 × 800 screen, (100, 400) then (200, 400).
  static let evemu = """
    # EVEMU 1.3
    N: Hand-made Touchscreen
    I: 0018 0000 0000 0000
    A: 35 0 1000 0 0 0
    A: 36 0 2000 0 0 0
    E: 10.000000 0003 0039 7
    E: 10.000000 0003 0035 250
    E: 10.000000 0003 0036 1000
    E: 10.000000 0001 014a 1
    E: 10.000000 0000 0000 0
    E: 10.016000 0003 0035 500
    E: 10.016000 0000 0000 0
    E: 10.032000 0003 0039 -1
    E: 10.032000 0001 014a 0
    E: 10.032000 0000 0000 0

    """

  /// The same stroke as ``evemu``, as `getevent -lp` and `getevent -lt` print it.
  static let getevent = """
    add device 1: /dev/input/event2
      name:     "hand_made_touchscreen"
      events:
        ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1000, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_Y     : value 0, min 0, max 2000, fuzz 0, flat 0, resolution 0
    [      10.000000] EV_ABS       ABS_MT_TRACKING_ID   00000007
    [      10.000000] EV_ABS       ABS_MT_POSITION_X    000000fa
    [      10.000000] EV_ABS       ABS_MT_POSITION_Y    000003e8
    [      10.000000] EV_KEY       BTN_TOUCH            DOWN
    [      10.000000] EV_SYN       SYN_REPORT           00000000
    [      10.016000] EV_ABS       ABS_MT_POSITION_X    000001f4
    [      10.016000] EV_SYN       SYN_REPORT           00000000
    [      10.032000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
    [      10.032000] EV_KEY       BTN_TOUCH            UP
    [      10.032000] EV_SYN       SYN_REPORT           00000000

    """

  /// Two fingers (protocol B): slot 0 as in ``evemu`` but lifted at 48 ms; slot 1 down at raw
  /// (800, 400), that is (320, 160) pt, at 16 ms, moved to raw x 900 (360 pt), lifted with it.
  static let twoFingers = """
    A: 35 0 1000 0 0 0
    A: 36 0 2000 0 0 0
    E: 10.000000 0003 0039 7
    E: 10.000000 0003 0035 250
    E: 10.000000 0003 0036 1000
    E: 10.000000 0001 014a 1
    E: 10.000000 0000 0000 0
    E: 10.016000 0003 0035 500
    E: 10.016000 0003 002f 1
    E: 10.016000 0003 0039 8
    E: 10.016000 0003 0035 800
    E: 10.016000 0003 0036 400
    E: 10.016000 0000 0000 0
    E: 10.032000 0003 0035 900
    E: 10.032000 0000 0000 0
    E: 10.048000 0003 002f 0
    E: 10.048000 0003 0039 -1
    E: 10.048000 0003 002f 1
    E: 10.048000 0003 0039 -1
    E: 10.048000 0001 014a 0
    E: 10.048000 0000 0000 0

    """

  /// ``evemu``'s stroke in single-touch events (`ABS_X`, `ABS_Y`, `BTN_TOUCH`).
  static let singleTouch = """
    A: 00 0 1000 0 0 0
    A: 01 0 2000 0 0 0
    E: 10.000000 0003 0000 250
    E: 10.000000 0003 0001 1000
    E: 10.000000 0001 014a 1
    E: 10.000000 0000 0000 0
    E: 10.016000 0003 0000 500
    E: 10.016000 0000 0000 0
    E: 10.032000 0001 014a 0
    E: 10.032000 0000 0000 0

    """

  /// The touches both recordings above must give.
  static let stroke = [
    TouchSample(t: 0, x: 100, y: 400, phase: .began), TouchSample(t: 0.016, x: 200, y: 400, phase: .moved),
    TouchSample(t: 0.032, x: 200, y: 400, phase: .ended),
  ]
}

/// An `evemu-record` file: its `A:` lines map raw units onto the screen, times count from the
/// first sample, a second finger is left out unless all are kept, single-touch events read as
/// multi-touch ones, and a bad line is an ``ImportError`` naming the source, the line and the
/// field (Sources/BackStrategiesImport/EvemuParser.swift, EvdevTouchDecoder.swift,
/// RecordingImporter.swift).
@Suite("Importing evemu recordings")
struct EvemuImportTests {
  typealias Small = SmallRecordings

  @Test("A: lines give the ranges: raw units land on the screen, times count from the first sample")
  func stroke() throws {
    var options = RecordingImporter.Options(format: .evemu)
    options.intent = .back
    let imported = try Small.imported(Small.evemu, source: "rigs/Pixel Swipe.evemu", options)
    #expect(imported.traces.count == 1)
    let trace = try #require(imported.traces.first)
    #expect(trace.name == "pixel-swipe-1")
    #expect(trace.intent == .back)
    #expect(trace.touches == Small.stroke)
    #expect(imported.summary.hasPrefix("imported 1 stroke (3 samples) from Pixel Swipe.evemu (evemu, "))
    #expect(imported.summary.contains(" into 1 trace; "))
  }

  @Test("events without the device description need --raw-range; given it, they import as with their A: lines")
  func eventsWithoutDescription() throws {
    let events = Small.evemu.split(separator: "\n").filter { $0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
    let error = try #require(Small.error(events, source: "swipe.events", RecordingImporter.Options(format: .evemu)))
    #expect(error.kind == .recording)
    #expect(error.pointsToHelp)
    #expect(error.message.hasPrefix("swipe.events: evemu events without their device description (no A: axis lines)"))
    #expect(error.message.contains("cat device.desc swipe.events > recording.evemu"))
    let ranges = try AxisRanges.parse("0:1000,0:2000")
    let given = try Small.imported(events, source: "swipe.events", RecordingImporter.Options(format: .evemu, rawRange: ranges))
    let described = try Small.imported(Small.evemu, source: "swipe.events", RecordingImporter.Options(format: .evemu))
    #expect(given.traces.map(\.touches) == described.traces.map(\.touches))
  }

  @Test("a second finger is left out and counted, or with keepsAllFingers is a trace of its own")
  func fingers() throws {
    let first = try Small.imported(Small.twoFingers, source: "two.evemu", RecordingImporter.Options(format: .evemu))
    #expect(first.traces.count == 1)
    #expect(first.traces.first?.touches.prefix(2) == Small.stroke.prefix(2))
    #expect(first.traces.first?.touches.last?.t == 0.048)
    #expect(first.summary.contains("1 extra finger not kept (--fingers all keeps them)"))
    let all = try Small.imported(Small.twoFingers, source: "two.evemu", RecordingImporter.Options(format: .evemu, keepsAllFingers: true))
    #expect(all.traces.count == 2)
    #expect(all.traces.first?.touches == first.traces.first?.touches)
    let second = try #require(all.traces.last?.touches)
    #expect(second.first?.location.x == 320 && second.first?.location.y == 160)
    #expect(second.map(\.location.x).max() == 360)
    #expect(second.first?.phase == .began && second.last?.phase == .ended)
    #expect(!all.summary.contains("extra finger"))
  }

  @Test("single-touch events (ABS_X, ABS_Y, BTN_TOUCH) give the same stroke, and the summary names the mode")
  func singleTouch() throws {
    let imported = try Small.imported(Small.singleTouch, source: "st.evemu", RecordingImporter.Options(format: .evemu))
    #expect(imported.traces.map(\.touches) == [Small.stroke])
    #expect(imported.summary.contains("from st.evemu (evemu, single touch)"))
    let multi = try Small.imported(Small.evemu, source: "mt.evemu", RecordingImporter.Options(format: .evemu))
    #expect(multi.summary.contains("from mt.evemu (evemu, multi-touch protocol B)"))
  }

  @Test("a malformed line is an error at its line and field", arguments: [
    ("E: 10.000000 0003 0035", "line 6: event: expected 'E: SECONDS TYPE CODE VALUE', found 3 fields"),
    ("E: ten 0003 0035 250", "line 6: time: expected seconds.microseconds, found 'ten'"),
    ("E: 10.000000 00g3 0035 250", "line 6: type: expected hexadecimal, found '00g3'"),
    ("E: 10.000000 0003 zz 250", "line 6: code: expected hexadecimal, found 'zz'"),
    ("E: 10.000000 0003 0035 0xfa", "line 6: value: expected a decimal integer, found '0xfa'"),
    ("A: 35 1000 0 0 0 0", "line 6: axis: expected a minimum and a greater maximum, found '1000 0 0 0 0'"),
    ("swipe here", "line 6: line: not an evemu line (expected 'E:', 'A:' or another 'X:' line), found 'swipe here'"),
  ])
  func badLine(line: String, message: String) throws {
    let error = try #require(Small.error(inserting: line, into: Small.evemu, source: "bad.evemu", RecordingImporter.Options(format: .evemu)))
    #expect(error.kind == .recording)
    #expect(error.message == "bad.evemu: " + message)
  }
}

/// Android `getevent` logs, labelled and numeric: the `-lp` header's ranges or `--raw-range`, and
/// a bad event named by line and field (Sources/BackStrategiesImport/GeteventParser.swift).
@Suite("Importing getevent logs")
struct GeteventImportTests {
  typealias Small = SmallRecordings

  @Test("the labelled log with its -lp header gives the stroke the evemu recording gives")
  func labelled() throws {
    let imported = try Small.imported(Small.getevent, source: "pixel.txt", RecordingImporter.Options(format: .getevent))
    #expect(imported.traces.map(\.name) == ["pixel-1"])
    #expect(imported.traces.first?.touches == Small.stroke)
    let evemu = try Small.imported(Small.evemu, source: "pixel.evemu", RecordingImporter.Options(format: .evemu))
    #expect(evemu.traces.first?.touches == Small.stroke)
    #expect(imported.summary.contains("from pixel.txt (getevent, "))
  }

  @Test("the numeric form (getevent -t) reads as the labelled one")
  func numeric() throws {
    let numeric = Small.getevent
      .replacing("EV_ABS       ABS_MT_TRACKING_ID  ", with: "0003 0039")
      .replacing("EV_ABS       ABS_MT_POSITION_X   ", with: "0003 0035")
      .replacing("EV_ABS       ABS_MT_POSITION_Y   ", with: "0003 0036")
      .replacing("EV_KEY       BTN_TOUCH            DOWN", with: "0001 014a 00000001")
      .replacing("EV_KEY       BTN_TOUCH            UP", with: "0001 014a 00000000")
      .replacing("EV_SYN       SYN_REPORT          ", with: "0000 0000")
    #expect(!numeric.contains("EV_"))
    let imported = try Small.imported(numeric, source: "pixel.txt", RecordingImporter.Options(format: .getevent))
    #expect(imported.traces.first?.touches == Small.stroke)
  }

  @Test("events of several devices: the one reporting positions is kept, the others' lines counted as skipped")
  func severalDevices() throws {
    var lines: [String] = []
    for line in Small.getevent.split(separator: "\n") {
      guard let close = line.firstIndex(of: "]") else {
        lines.append(String(line))
        continue
      }
      lines.append(String(line[...close]) + " /dev/input/event2:" + line[line.index(after: close)...])
      if line.contains("10.000000] EV_SYN") {
        lines.append("[      10.010000] /dev/input/event0: EV_KEY       KEY_VOLUMEDOWN       DOWN")
        lines.append("[      10.010000] /dev/input/event0: EV_SYN       SYN_REPORT           00000000")
      }
    }
    let imported = try Small.imported(lines.joined(separator: "\n"), source: "mixed.txt", RecordingImporter.Options(format: .getevent))
    #expect(imported.traces.map(\.touches) == [Small.stroke])
    #expect(imported.summary.contains("2 events of another device (/dev/input/event0)"), "\(imported.summary)")
  }

  @Test("without the -lp header the ranges must be given; a different range moves the points")
  func noHeader() throws {
    let events = Small.getevent.split(separator: "\n").filter { $0.hasPrefix("[") }.joined(separator: "\n")
    let error = try #require(Small.error(events, source: "log.txt", RecordingImporter.Options(format: .getevent)))
    #expect(error.kind == .recording && error.pointsToHelp)
    #expect(error.message.hasPrefix("log.txt: the recording gives no axis ranges (no 'getevent -lp' header)"))
    let half = try AxisRanges.parse("0:500,0:1000")
    let imported = try Small.imported(events, source: "log.txt", RecordingImporter.Options(format: .getevent, rawRange: half))
    #expect(imported.traces.first?.touches.first.map { [$0.location.x, $0.location.y] } == [200, 800])
  }

  @Test("a malformed event is an error at its line and field", arguments: [
    ("EV_ABS       ABS_MT_POSITION_X    000000fa", "line 6: time: the event has no timestamp; record with 'getevent -lt' (or -t)"),
    ("[  10.000000 EV_ABS ABS_MT_POSITION_X 000000fa", "line 6: time: expected ']' after the timestamp"),
    ("[  ten] EV_ABS ABS_MT_POSITION_X 000000fa", "line 6: time: expected seconds.microseconds, found 'ten'"),
    ("[  10.000000] EV_ABS ABS_MT_POSITION_X", "line 6: event: expected TYPE CODE VALUE after the timestamp, found 'EV_ABS ABS_MT_POSITION_X'"),
    ("[  10.000000] EV_NOPE ABS_MT_POSITION_X 000000fa", "line 6: type: unknown event type 'EV_NOPE' (expected a name such as EV_ABS, or 4 hexadecimal digits)"),
    ("[  10.000000] EV_ABS ABS-X 000000fa", "line 6: code: expected an event code name or 4 hexadecimal digits, found 'ABS-X'"),
    ("[  10.000000] EV_ABS ABS_MT_POSITION_X 1000000fa", "line 6: value: expected up to 8 hexadecimal digits (or DOWN, UP), found '1000000fa'"),
  ])
  func badLine(line: String, message: String) throws {
    let error = try #require(Small.error(inserting: line, into: Small.getevent, source: "bad.txt", RecordingImporter.Options(format: .getevent)))
    #expect(error.kind == .recording)
    #expect(error.message == "bad.txt: " + message)
  }
}

/// CSV exports: the header's columns, strokes by column or by gap, pixels by scale, and a bad row
/// named by line and column (Sources/BackStrategiesImport/CSVRecordingReader.swift, CSVColumns.swift).
@Suite("Importing CSV recordings")
struct CSVImportTests {
  typealias Small = SmallRecordings

  @Test("a header in milliseconds with a stroke column: one trace per stroke, times in seconds from the first sample")
  func strokesByColumn() throws {
    let csv = "t_ms,x,y,stroke\n1000,10,400,a\n1016,40,401,a\n1032,90,402,a\n2000,300,300,b\n2016,250,300,b\n"
    let imported = try Small.imported(csv, source: "rig.csv", RecordingImporter.Options(format: .csv))
    #expect(imported.traces.map(\.name) == ["rig-1", "rig-2"])
    #expect(imported.traces[0].touches.map(\.t) == [0, 0.016, 0.032])
    #expect(imported.traces[0].touches.map(\.location.x) == [10, 40, 90])
    #expect(imported.traces[1].touches.map(\.t) == [0, 0.016])
    #expect(imported.traces[1].touches.map(\.location.x) == [300, 250])
  }

  @Test("a stroke key of several columns names the traces by the first, numbered within it")
  func strokesByUser() throws {
    let csv = "t,x,y,user,swipe\n0,10,400,ann,1\n0.1,50,400,ann,1\n1,10,400,ann,2\n1.1,60,400,ann,2\n2,10,400,bo,1\n2.1,70,400,bo,1\n"
    let columns = try CSVColumns.parse("t=t,x=x,y=y,stroke=user+swipe")
    let imported = try Small.imported(csv, source: "study.csv", RecordingImporter.Options(format: .csv, columns: columns))
    #expect(imported.traces.map(\.name) == ["study-ann-1", "study-ann-2", "study-bo-1"])
    #expect(imported.traces.map { $0.touches.last?.location.x } == [50, 60, 70])
  }

  @Test("without stroke or phase column, a pause longer than the gap starts a new stroke")
  func gap() throws {
    let csv = "t,x,y\n0,10,400\n0.016,40,400\n0.032,80,400\n0.5,200,300\n0.516,220,300\n"
    let split = try Small.imported(csv, source: "gaps.csv", RecordingImporter.Options(format: .csv, gap: 0.1))
    #expect(split.traces.map { $0.touches.count } == [3, 2])
    let joined = try Small.imported(csv, source: "gaps.csv", RecordingImporter.Options(format: .csv, gap: 1))
    #expect(joined.traces.map { $0.touches.count } == [5])
  }

  @Test("pixels become points by the scale given; an explicit name prefix replaces the file's")
  func scaleAndName() throws {
    let csv = "0,30,900,began\n0.016,90,900,moved\n0.032,150,903,ended\n"
    let imported = try Small.imported(csv, source: "x.csv", RecordingImporter.Options(format: .csv, name: "mine", scale: 3))
    #expect(imported.traces.map(\.name) == ["mine-1"])
    #expect(imported.traces[0].touches.map(\.location.x) == [10, 30, 50])
    #expect(imported.traces[0].touches.map(\.location.y) == [300, 300, 301])
  }

  @Test("a mapping naming a column the header lacks is an error at the header line, quoting the column")
  func missingColumn() throws {
    let columns = try CSVColumns.parse("t=time,x=x,y=height")
    let error = try #require(
      Small.error("time,x,y\n0,1,2\n0.1,3,4\n", source: "c.csv", RecordingImporter.Options(format: .csv, columns: columns)))
    #expect(error.kind == .recording)
    #expect(error.message.hasPrefix("c.csv: line 1: no column 'height' for "))
  }

  @Test("a short row, an unclosed quote and a non-number are errors at their line", arguments: [
    ("0,1,2\n0.1,3\n", "s.csv: line 2: "),
    ("0,1,2\n0.1,\"3,4\n", "s.csv: line 2: a quoted field is not closed"),
    ("0,1,2\n0.1,3,four\n", "s.csv: line 2: column 3: expected a number, found 'four'"),
  ])
  func badRow(text: String, prefix: String) throws {
    let error = try #require(Small.error(text, source: "s.csv", RecordingImporter.Options(format: .csv)))
    #expect(error.kind == .recording)
    #expect(error.message.hasPrefix(prefix), "\(error.message)")
  }
}

/// What every format shares: text only, no stroke is an error, and the default name prefix
/// (``RecordingImporter/prefix(for:)``): Sources/BackStrategiesImport/RecordingImporter.swift,
/// RecordingLines.swift.
@Suite("Recording input, whatever the format")
struct RecordingInputTests {
  typealias Small = SmallRecordings

  @Test("an empty recording, or one of blank lines and comments, holds no stroke", arguments: ImportFormat.allCases)
  func noStroke(format: ImportFormat) throws {
    let empty = try #require(Small.error("", source: "empty", RecordingImporter.Options(format: format)))
    #expect(empty.kind == .recording)
    #expect(empty.message.hasPrefix("empty: "))
    if format != .csv {
      let blank = try #require(Small.error("# nothing\n\n", source: "blank", RecordingImporter.Options(format: format)))
      #expect(blank.message.hasPrefix("blank: no stroke found in 2 lines"), "\(blank.message)")
    }
  }

  @Test("bytes that are not UTF-8 are an error at their line", arguments: ImportFormat.allCases)
  func notText(format: ImportFormat) throws {
    let bytes: [UInt8] = Array("# fine\n".utf8) + [0xFF, 0xFE, 0x0A]
    let error = #expect(throws: ImportError.self) {
      try RecordingImporter.traces(from: bytes, source: "bin", scene: .twoScreens, options: RecordingImporter.Options(format: format))
    }
    #expect(error?.message == "bin: line 2: invalid UTF-8 (a recording is text)")
  }

  @Test("read then traces(of:) counts the lines and strokes and gives what traces(from:) gives")
  func twoSteps() throws {
    let options = RecordingImporter.Options(format: .evemu, screen: SmallRecordings.screen)
    let read = try RecordingImporter.read(Array(Small.evemu.utf8), source: "a.evemu", options: options)
    #expect(read.source == "a.evemu")
    #expect(read.lineCount == Small.evemu.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
    #expect(read.strokeCount == 1)
    let traces = try RecordingImporter.traces(of: read, scene: .twoScreens, options: options)
    #expect(traces == (try Small.imported(Small.evemu, source: "a.evemu", options)))
  }

  @Test("the default prefix is the file's name without extension, lower case and name-safe", arguments: [
    ("Pixel 7 swipes.txt", "pixel-7-swipes"), ("/data/rigs/A.B.evemu", "a.b"), ("plain", "plain"), (".hidden", ".hidden"),
    (RecordingImporter.standardInputName, "stdin"),
  ])
  func prefix(source: String, expected: String) {
    #expect(RecordingImporter.prefix(for: source) == expected)
  }
}
