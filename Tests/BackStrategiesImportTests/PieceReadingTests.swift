import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesImport

/// A recording read a piece at a time (``RecordingImporter/read(source:options:pieces:)``, as
/// `import` reads a file) gives what reading it whole gave before pieces: the same lines, the
/// same strokes, the same lines skipped in the same order, wherever the pieces are cut. And
/// what a recording split into parts (`split -l`) loses at the cut.
@Suite("Reading a recording in pieces")
struct PieceReadingTests {
  /// `Tests/StrategyCompareCLITests/Fixtures/<name>`: the recorded fixtures of `import`'s tests.
  static func fixture(_ name: String) throws -> [UInt8] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../StrategyCompareCLITests/Fixtures/" + name).standardizedFileURL.path
    return Array(try #require(FileManager.default.contents(atPath: path)))
  }

  /// The recordings and how to read them.
  static let recordings: [(name: String, options: RecordingImporter.Options)] = [
    ("getevent/protocol-a-labelled.txt", .init(format: .getevent)),
    ("getevent/protocol-b-labelled.txt", .init(format: .getevent)),
    ("getevent/protocol-b-labelled.txt", .init(format: .getevent, keepsAllFingers: true)),
    ("getevent/protocol-b-numeric.txt", .init(format: .getevent)),
    ("getevent/single-touch-truncated.txt", .init(format: .getevent)),
    ("evemu/atmel-4-finger-drag-down.events", .init(format: .evemu, keepsAllFingers: true)),
    ("evemu/wacom-single-center-scroll.events", .init(format: .evemu)),
    ("csv/phase-names.csv", .init(format: .csv, columns: try? CSVColumns.parse("t=1,x=2,y=3,phase=4"))),
    ("csv/research-swipes.csv", .init(format: .csv)),
  ]

  /// `bytes` cut every `size` bytes.
  static func pieces(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
    stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
  }

  /// The lines of `bytes` as the importer split them before it read pieces (the reference).
  static func linesAsBefore(_ bytes: [UInt8]) -> [(number: Int, text: String)]? {
    var lines: [(Int, String)] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    var number = 1
    func emit(_ end: Int) -> Bool {
      guard let text = String(validating: bytes[start..<end], as: UTF8.self) else { return false }
      lines.append((number, text))
      number += 1
      return true
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        guard emit(index) else { return nil }
        if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { guard emit(bytes.count) else { return nil } }
    return lines
  }

  /// The recording as the importer read it before pieces: every line kept, then every event,
  /// then decoded (the reference).
  static func recordingAsBefore(_ bytes: [UInt8], source: String, options: RecordingImporter.Options) throws -> Recording {
    let lines = try #require(linesAsBefore(bytes))
    var recording = Recording()
    switch options.format {
    case .csv:
      recording = try CSVRecordingReader.read(lines, source: source, columns: options.columns, gap: options.gap, pixels: false)
    case .getevent:
      let (events, ranges) = try GeteventParser.parse(lines, source: source, skipped: &recording.skipped)
      EvdevTouchDecoder.decode(events, keepsAllFingers: options.keepsAllFingers, into: &recording)
      let device = ranges.keys.sorted().first { RecordingImporter.ranges(in: ranges[$0]!, mode: recording.kind) != nil }
      recording.ranges = device.flatMap { RecordingImporter.ranges(in: ranges[$0]!, mode: recording.kind) }
    case .evemu:
      let (events, ranges) = try EvemuParser.parse(lines, source: source, skipped: &recording.skipped)
      EvdevTouchDecoder.decode(events, keepsAllFingers: options.keepsAllFingers, into: &recording)
      recording.ranges = RecordingImporter.ranges(in: ranges, mode: recording.kind)
    }
    return recording
  }

  @Test("every fixture, cut into pieces of 1, 2, 3, 7, 64 and 4096 bytes, reads as the whole did", arguments: [1, 2, 3, 7, 64, 4096])
  func fixturesInPieces(size: Int) throws {
    for (name, options) in Self.recordings {
      let bytes = try Self.fixture(name)
      let reference = try Self.recordingAsBefore(bytes, source: name, options: options)
      let read = try RecordingImporter.read(source: name, options: options) { Self.pieces(bytes, size: size) }
      #expect(read.recording.strokes == reference.strokes, "\(name)")
      #expect(read.recording.skipped == reference.skipped, "\(name): \(read.recording.skipped.description ?? "")")
      #expect(read.recording.skipped.description == reference.skipped.description, "\(name)")
      #expect(read.recording.extraFingers == reference.extraFingers, "\(name)")
      #expect(read.recording.ranges == reference.ranges, "\(name)")
      #expect(read.recording.kind == reference.kind, "\(name)")
      #expect(read.lineCount == Self.linesAsBefore(bytes)?.count, "\(name)")
    }
  }

  @Test("line ends split between pieces: CRLF is one end, CR and LF each one, a byte order mark is skipped")
  func lineEndsAcrossPieces() throws {
    let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n\r\n\nd é\r".utf8) + [0x0A] + Array("last".utf8)
    let reference = try #require(Self.linesAsBefore(text))
    for size in 1...text.count {
      var splitter = RecordingLines.Splitter(source: "x")
      var lines: [(Int, String)] = []
      for piece in Self.pieces(text, size: size) {
        try splitter.feed(piece) { (number: Int, line: String) throws(ImportError) in lines.append((number, line)) }
      }
      try splitter.finish { (number: Int, line: String) throws(ImportError) in lines.append((number, line)) }
      #expect(lines.map(\.0) == reference.map(\.number), "pieces of \(size)")
      #expect(lines.map(\.1) == reference.map(\.text), "pieces of \(size)")
    }
    #expect(try RecordingLines.split([0xEF, 0xBB, 0xBF], source: "x").isEmpty, "a byte order mark alone is no line")
    #expect(try RecordingLines.split([], source: "x").isEmpty)
  }

  @Test("a line of invalid UTF-8 is named by its number, wherever the pieces are cut")
  func invalidUTF8AcrossPieces() {
    let bytes: [UInt8] = Array("one\ntwo\n".utf8) + [0x74, 0xC3] + Array("\nfour\n".utf8)
    for size in [1, 2, 9, 100] {
      var message: String?
      do {
        _ = try RecordingImporter.read(source: "bad.txt", options: .init(format: .getevent)) { Self.pieces(bytes, size: size) }
      } catch {
        message = error.message
      }
      #expect(message == "bad.txt: line 3: invalid UTF-8 (a recording is text)", "pieces of \(size)")
    }
  }

  @Test("a device log is read twice, a CSV once; lines the second pass adds are ignored")
  func passes() throws {
    let bytes = Array(SmallRecordings.getevent.utf8)
    var calls = 0
    let read = try RecordingImporter.read(source: "g.txt", options: .init(format: .getevent)) { () -> [[UInt8]] in
      calls += 1
      // The second pass sees a line more (a log still being written): it is not read.
      return calls == 1 ? [bytes] : [bytes + Array("[      10.048000] EV_ABS       ABS_MT_TRACKING_ID   00000009\n".utf8)]
    }
    #expect(calls == 2)
    #expect(read.lineCount == Self.linesAsBefore(bytes)?.count)
    #expect(read.recording.strokes.count == 1)
    var csvCalls = 0
    _ = try RecordingImporter.read(source: "s.csv", options: .init(format: .csv)) { () -> [[UInt8]] in
      csvCalls += 1
      return [Array(RecordingImporterTests.csv.utf8)]
    }
    #expect(csvCalls == 1)
  }

  @Test("CSV read row by row: lines skipped listed blank and comments first; an unclosed quote anywhere reported first")
  func csvAsBefore() throws {
    // A repeated header (a row's reason) comes before a comment (a line's reason) in the file;
    // the summary lists the lines' reasons first, as when every line was split before any row.
    let text = "t,x,y\n0,1,2\nt,x,y\n# late comment\n0.01,2,3\n\n"
    let read = try RecordingImporter.read(Array(text.utf8), source: "r.csv", options: .init(format: .csv))
    #expect(read.recording.skipped.description == "3 lines skipped (1 comment, 1 blank, 1 repeated header)")
    let errors: [(String, String)] = [
      // A header naming no t, x, y on line 1, an unclosed quote on line 3: the quote.
      ("a,b,c\n1,2,3\n\"open,1,2\n", "r.csv: line 3: a quoted field is not closed"),
      // A value that is not a number on line 2, an unclosed quote on line 4: the quote.
      ("t,x,y\n0,zz,1\n0.1,1,1\n\"open\n", "r.csv: line 4: a quoted field is not closed"),
      // Both row errors: the first.
      ("t,x,y\n0,zz,1\n0.1,yy,1\n", "r.csv: line 2: 'x': expected a number, found 'zz'"),
      ("# only a comment\n", "r.csv: the recording holds no data row"),
    ]
    for (csv, message) in errors {
      var thrown: String?
      do { _ = try RecordingImporter.read(Array(csv.utf8), source: "r.csv", options: .init(format: .csv)) } catch { thrown = error.message }
      #expect(thrown == message, "\(csv)")
    }
  }

  // MARK: A recording split into parts

  /// The lines of the protocol B fixture, and its ranges, for parts that lack its header.
  static func protocolB() throws -> (lines: [String], ranges: AxisRanges) {
    let text = String(decoding: try fixture("getevent/protocol-b-labelled.txt"), as: UTF8.self)
    let ranges = AxisRanges(x: AxisRange(minimum: 0, maximum: 1080), y: AxisRange(minimum: 0, maximum: 2400))
    return (text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), ranges)
  }

  /// The traces of `lines` joined, with `ranges` (a part after the first has no header).
  static func traces(_ lines: ArraySlice<String>, ranges: AxisRanges) throws -> RecordingImporter.ImportedRecording {
    var options = RecordingImporter.Options(format: .getevent, rawRange: ranges)
    options.screen = Size(width: 360, height: 800)
    return try RecordingImporter.traces(
      from: Array(lines.joined(separator: "\n").utf8), source: "part.txt", scene: .twoScreens, options: options)
  }

  @Test("split between strokes (no finger down), the parts give the whole's strokes")
  func splitBetweenStrokes() throws {
    let (lines, ranges) = try Self.protocolB()
    // After the frame that lifts the last finger of the first contact.
    let cut = try #require(lines.firstIndex { $0.contains("12345.180000] EV_SYN") }) + 1
    let whole = try Self.traces(lines[...], ranges: ranges)
    let first = try Self.traces(lines[..<cut], ranges: ranges)
    let second = try Self.traces(lines[cut...], ranges: ranges)
    #expect((first.traces + second.traces).map(\.touches) == whole.traces.map(\.touches))
  }

  @Test("split inside a stroke: it ends at the cut, and the rest of it is lost")
  func splitInsideAStroke() throws {
    let (lines, ranges) = try Self.protocolB()
    // After the second frame of the first stroke (protocol B: its tracking id is before the cut).
    let cut = try #require(lines.firstIndex { $0.contains("12345.116000] EV_SYN") }) + 1
    let whole = try Self.traces(lines[...], ranges: ranges)
    let first = try Self.traces(lines[..<cut], ranges: ranges)
    let second = try Self.traces(lines[cut...], ranges: ranges)
    let cutStroke = whole.traces[0].touches
    #expect(first.traces.count == 1)
    #expect(first.summary.contains("1 stroke without a lift"), "the first part says the stroke was cut")
    #expect(first.traces[0].touches.map(\.location) == Array(cutStroke.prefix(2)).map(\.location))
    // No trace of the second part continues it: its remaining positions are in none of them.
    let rest = Set(cutStroke.dropFirst(2).map { "\($0.location.x),\($0.location.y)" })
    let starts = Set(second.traces.compactMap(\.touches.first).map { "\($0.location.x),\($0.location.y)" })
    #expect(rest.isDisjoint(with: starts))
    #expect(second.traces.count >= 1, "later strokes are still read")
  }

  @Test("protocol A split inside a stroke: the rest of it is a stroke of its own, starting mid-swipe")
  func splitInsideAProtocolAStroke() throws {
    let text = String(decoding: try Self.fixture("getevent/protocol-a-labelled.txt"), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let ranges = AxisRanges(x: AxisRange(minimum: 0, maximum: 1080), y: AxisRange(minimum: 0, maximum: 2400))
    // After the frame at 7.016 s: the stroke has two samples before the cut.
    let cut = try #require(lines.firstIndex { $0.contains("7.016000] /dev/input/event1: EV_SYN       SYN_REPORT") }) + 1
    let whole = try Self.traces(lines[...], ranges: ranges)
    let first = try Self.traces(lines[..<cut], ranges: ranges)
    let second = try Self.traces(lines[cut...], ranges: ranges)
    #expect(whole.traces.count == 1 && first.traces.count == 1 && second.traces.count == 1)
    #expect(first.summary.contains("1 stroke without a lift"))
    #expect(second.traces[0].touches.first?.location == whole.traces[0].touches[2].location)
    #expect(second.traces[0].touches.first?.phase == .began)
  }
}
