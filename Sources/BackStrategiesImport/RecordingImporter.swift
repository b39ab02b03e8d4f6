import BackStrategies
import BackStrategiesSupport

/// Turns a touch recording into traces, one per stroke (or one for the whole recording): an
/// Android `getevent -lt` log, an `evemu-record` file, or a CSV export of touch samples.
///
/// ```swift
/// import BackStrategies
/// import BackStrategiesImport
///
/// var options = RecordingImporter.Options(format: .evemu)
/// options.intent = .back
/// let imported = try RecordingImporter.traces(from: bytes, source: "pixel.evemu", scene: .twoScreens, options: options)
/// for trace in imported.traces { print(trace.name, trace.touches.count) }
/// ```
///
/// Raw digitiser units are mapped onto the scene's screen (its device's size, or
/// ``Options/screen``), with the axis ranges the recording declares or ``Options/rawRange``.
/// Every failure is an ``ImportError`` naming the source, the line and the field.
public enum RecordingImporter {
  /// How to read a recording.
  public struct Options: Equatable, Sendable {
    /// The recording's format.
    public var format: ImportFormat
    /// The intent given to every trace (a recording says nothing of what was meant).
    public var intent: Intent?
    /// Traces are named `PREFIX-N`; `nil` names them after the source's file name.
    public var name: String?
    /// The screen raw units map to, in points, replacing the scene's device size.
    public var screen: Size?
    /// The digitiser's axis ranges, for a recording that does not declare them.
    public var rawRange: AxisRanges?
    /// Pixels per point, where a format gives pixels (CSV); `nil` takes the device's scale.
    public var scale: Double?
    /// Which columns of a CSV recording hold time, x, y, stroke and phase; `nil` reads the header.
    public var columns: CSVColumns?
    /// A CSV without stroke or phase column starts a new stroke after this many seconds.
    public var gap: Double?
    /// One trace per finger instead of the first finger of each contact.
    public var keepsAllFingers: Bool
    /// One trace holding every stroke.
    public var whole: Bool

    /// Options for `format`, everything else at its default.
    public init(
      format: ImportFormat, intent: Intent? = nil, name: String? = nil, screen: Size? = nil, rawRange: AxisRanges? = nil,
      scale: Double? = nil, columns: CSVColumns? = nil, gap: Double? = nil, keepsAllFingers: Bool = false, whole: Bool = false
    ) {
      self.format = format
      self.intent = intent
      self.name = name
      self.screen = screen
      self.rawRange = rawRange
      self.scale = scale
      self.columns = columns
      self.gap = gap
      self.keepsAllFingers = keepsAllFingers
      self.whole = whole
    }
  }

  /// The traces of a recording and one line saying what was used and skipped.
  public struct ImportedRecording: Equatable, Sendable {
    /// The traces, valid and in recording order.
    public var traces: [Trace]
    /// `imported 3 strokes (212 samples) from a.txt (getevent, multi-touch protocol B) into 3
    /// traces; 40 lines skipped (…)`.
    public var summary: String
  }

  /// The name the standard input is given as a source.
  public static let standardInputName = "<stdin>"

  /// A recording read and split into strokes, before it is mapped onto a scene.
  public struct ReadRecording: Sendable {
    /// The strokes and what was skipped.
    package var recording: Recording
    /// Where it was read from.
    public var source: String
    /// How many lines it has.
    public var lineCount: Int
    /// How many strokes it holds.
    public var strokeCount: Int { recording.strokes.count }
  }

  /// The traces of the recording `bytes`, read from `source` (a path, or
  /// ``standardInputName``), on `scene`'s device and stack: ``read(_:source:options:)``, then
  /// ``traces(of:scene:options:)``.
  ///
  /// - Throws: ``ImportError``: ``ImportError/Kind/recording`` for a recording that is not
  ///   text, has a malformed line or holds no stroke; ``ImportError/Kind/mapping`` for options
  ///   that do not fit it.
  public static func traces(
    from bytes: [UInt8], source: String, scene: SceneSpec, options: Options
  ) throws(ImportError) -> ImportedRecording {
    try traces(of: read(bytes, source: source, options: options), scene: scene, options: options)
  }

  /// Reads `bytes` as a recording of ``Options/format`` and splits it into strokes.
  ///
  /// - Throws: ``ImportError`` naming the line and field at fault, or saying no stroke was found.
  public static func read(_ bytes: [UInt8], source: String, options: Options) throws(ImportError) -> ReadRecording {
    try read(source: source, options: options) { CollectionOfOne(bytes) }
  }

  /// Reads a recording given in pieces (a file read a mebibyte at a time) as ``read(_:source:options:)``
  /// reads it whole, with the same result, keeping only what it needs (the strokes), not the
  /// recording's text or its events.
  ///
  /// `pieces` gives the recording's bytes in order, split anywhere. It is called once for a
  /// CSV recording and twice for a device log (`getevent`, `evemu`): the first pass learns which
  /// device is kept and how it reports touches, the second decodes. Each call must give the
  /// same bytes (a file read again from its start); lines past those of the first pass are
  /// ignored on the second.
  ///
  /// - Throws: ``ImportError`` naming the line and field at fault, or saying no stroke was found.
  public static func read<Pieces: Sequence<[UInt8]>>(
    source: String, options: Options, pieces: () -> Pieces
  ) throws(ImportError) -> ReadRecording {
    /// One pass over the recording's lines; returns how many there are.
    func eachLine(_ body: (_ number: Int, _ text: String) throws(ImportError) -> Void) throws(ImportError) -> Int {
      var splitter = RecordingLines.Splitter(source: source)
      for piece in pieces() { try splitter.feed(piece, body) }
      try splitter.finish(body)
      return splitter.lineCount
    }
    var recording: Recording
    let lineCount: Int
    switch options.format {
    case .csv:
      var reader = CSVRecordingReader(source: source, columns: options.columns, gap: options.gap, pixels: options.scale != nil)
      lineCount = try eachLine { (number: Int, text: String) throws(ImportError) in try reader.read(line: number, text) }
      recording = try reader.finish()
    case .getevent, .evemu:
      (recording, lineCount) = try readDeviceLog(source: source, options: options, eachLine: eachLine)
    }
    if recording.strokes.isEmpty {
      let skipped = recording.skipped.description.map { ": \($0)" } ?? ""
      throw ImportError(.recording, "\(source): no stroke found in \(Plural.count(lineCount, "line"))\(skipped)")
    }
    return ReadRecording(recording: recording, source: source, lineCount: lineCount)
  }

  /// The traces of a read recording on `scene`'s device and stack.
  ///
  /// - Throws: ``ImportError`` when the recording gives no axis ranges and ``Options/rawRange``
  ///   is not set, or a stroke does not make a valid trace.
  public static func traces(of read: ReadRecording, scene: SceneSpec, options: Options) throws(ImportError) -> ImportedRecording {
    var traces: [Trace] = []
    let summary = try forEachTrace(of: read, scene: scene, options: options) { (trace: Trace) throws(ImportError) in traces.append(trace) }
    return ImportedRecording(traces: traces, summary: summary)
  }

  /// Gives `body` the traces of a read recording one at a time, in the order
  /// ``traces(of:scene:options:)`` lists them, and returns its summary line: a caller that
  /// writes each trace as it comes (the command line's `import`) holds one trace at a time,
  /// not them all.
  ///
  /// - Throws: ``ImportError`` as ``traces(of:scene:options:)`` does (after the traces before
  ///   the invalid one were given), or what `body` throws.
  public static func forEachTrace(
    of read: ReadRecording, scene: SceneSpec, options: Options, _ body: (Trace) throws(ImportError) -> Void
  ) throws(ImportError) -> String {
    var recording = read.recording
    let source = read.source
    var scene = scene
    if let screen = options.screen {
      scene.device.width = screen.width
      scene.device.height = screen.height
    }
    if recording.raw {
      guard let ranges = options.rawRange ?? recording.ranges else {
        if options.format == .evemu {
          // evemu-record writes the device description (evemu-describe's N:, I:, P:, B:, A:
          // lines) before the events; an .events file kept apart from its .desc has none.
          throw ImportError(
            .recording,
            "\(source): evemu events without their device description (no A: axis lines); join it with its .desc first (cat device.desc \(source == standardInputName ? "recording.events" : source) > recording.evemu) or give --raw-range XMIN:XMAX,YMIN:YMAX",
            pointsToHelp: true)
        }
        throw ImportError(
          .recording,
          "\(source): the recording gives no axis ranges (no 'getevent -lp' header); give the digitiser's with --raw-range XMIN:XMAX,YMIN:YMAX",
          pointsToHelp: true)
      }
      recording.ranges = ranges
    }
    let mapping = ImportMapping(
      screen: Size(width: scene.device.width, height: scene.device.height), ranges: recording.raw ? recording.ranges : nil,
      scale: recording.pixels ? (options.scale ?? scene.device.scale) : nil, secondsPerTick: recording.secondsPerTick)
    let file = String(source.split(separator: "/").last ?? "stdin")
    let description = "\(file) (\(options.format.rawValue), \(recording.kind))"
    let assembler = TraceAssembler(
      mapping: mapping, scene: scene, intent: options.intent, prefix: options.name ?? prefix(for: source), source: source,
      description: description)
    var traceCount = 0
    var sampleCount = 0
    try assembler.forEachTrace(recording.strokes, whole: options.whole) { (trace: Trace) throws(ImportError) in
      traceCount += 1
      sampleCount += trace.touches.count
      try body(trace)
    }
    return summary(recording, traceCount: traceCount, sampleCount: sampleCount, description: description)
  }

  /// A device log (`getevent`, `evemu`) read in two passes over its lines: the first checks
  /// every line, collects the axis ranges and learns which device is kept and its mode; the
  /// second decodes the kept device's events into strokes as they come. Lines not used are
  /// counted as one pass over the whole would count them: the parser's reasons, then other
  /// devices' events, then the decoder's.
  static func readDeviceLog(
    source: String, options: Options,
    eachLine: ((_ number: Int, _ text: String) throws(ImportError) -> Void) throws(ImportError) -> Int
  ) throws(ImportError) -> (Recording, lineCount: Int) {
    var parserSkips = SkipTally()
    var choice = GeteventParser.DeviceChoice()
    var getevent = GeteventParser(source: source)
    var evemu = EvemuParser(source: source)
    let format = options.format
    let lineCount = try eachLine { (number: Int, text: String) throws(ImportError) in
      if format == .getevent {
        if let parsed = try getevent.parse(line: number, text, skipped: &parserSkips) { choice.note(parsed.event, of: parsed.device) }
      } else if let event = try evemu.parse(line: number, text, skipped: &parserSkips) {
        choice.note(event, of: "")
      }
    }
    var decoder = EvdevTouchDecoder(mode: choice.mode, keepsAllFingers: options.keepsAllFingers)
    var deviceSkips = SkipTally()
    var decoderSkips = SkipTally()
    // The first pass counted these already.
    var parserSkipsAgain = SkipTally()
    var geteventAgain = GeteventParser(source: source)
    var evemuAgain = EvemuParser(source: source)
    let chosen = choice.chosen
    _ = try eachLine { (number: Int, text: String) throws(ImportError) in
      guard number <= lineCount else { return }
      if format == .getevent {
        guard let parsed = try geteventAgain.parse(line: number, text, skipped: &parserSkipsAgain) else { return }
        if let chosen, parsed.device != chosen {
          GeteventParser.DeviceChoice.skip(parsed.device, in: &deviceSkips)
        } else {
          decoder.consume(parsed.event, skipped: &decoderSkips)
        }
      } else if let event = try evemuAgain.parse(line: number, text, skipped: &parserSkipsAgain) {
        decoder.consume(event, skipped: &decoderSkips)
      }
    }
    var recording = Recording()
    recording.skipped = parserSkips
    recording.skipped.add(deviceSkips)
    recording.skipped.add(decoderSkips)
    decoder.finish(into: &recording)
    if format == .getevent {
      let ranges = chosen.map { GeteventParser.DeviceChoice.ranges(getevent.ranges, of: $0) } ?? getevent.ranges
      let device = ranges.keys.sorted().first { Self.ranges(in: ranges[$0]!, mode: recording.kind) != nil }
      recording.ranges = device.flatMap { Self.ranges(in: ranges[$0]!, mode: recording.kind) }
    } else {
      recording.ranges = Self.ranges(in: evemu.ranges, mode: recording.kind)
    }
    recording.raw = true
    return (recording, lineCount)
  }

  /// The position axes' ranges among a device's axes: the multi-touch ones for multi-touch
  /// recordings, `ABS_X`/`ABS_Y` for single touch, each falling back on the other pair.
  package static func ranges(in axes: [String: AxisRange], mode: String) -> AxisRanges? {
    let multi = ("ABS_MT_POSITION_X", "ABS_MT_POSITION_Y")
    let single = ("ABS_X", "ABS_Y")
    let order = mode == EvdevTouchDecoder.Mode.singleTouch.rawValue ? [single, multi] : [multi, single]
    for (x, y) in order {
      if let xRange = axes[x], let yRange = axes[y] { return AxisRanges(x: xRange, y: yRange) }
    }
    return nil
  }

  /// The default name prefix: the file's name without its extension, in lower case, made
  /// safe for trace names (`Pixel 7 swipes.txt` → `pixel-7-swipes`); `stdin` for the standard input.
  public static func prefix(for source: String) -> String {
    guard source != standardInputName else { return "stdin" }
    var file = String(source.split(separator: "/").last ?? "")
    if let dot = file.lastIndex(of: "."), dot != file.startIndex { file = String(file[..<dot]) }
    return TraceAssembler.nameSafe(file.lowercased())
  }

  /// `imported 3 strokes (212 samples) from a.txt (getevent, multi-touch protocol B) into 3
  /// traces; 40 lines skipped (…); 1 extra finger not kept (--fingers all keeps them)`.
  static func summary(_ recording: Recording, traceCount: Int, sampleCount samples: Int, description: String) -> String {
    let strokes = recording.strokes.count
    var parts = [
      "imported \(Plural.count(strokes, "stroke")) (\(Plural.count(samples, "sample"))) from \(description) into \(Plural.count(traceCount, "trace"))"
    ]
    parts.append(recording.skipped.description ?? "no line skipped")
    if recording.extraFingers > 0 {
      parts.append("\(Plural.count(recording.extraFingers, "extra finger")) not kept (--fingers all keeps them)")
    }
    let cancelled = recording.strokes.filter(\.cancelled).count
    if cancelled > 0 { parts.append("\(cancelled) cancelled") }
    let truncated = recording.strokes.filter(\.truncated).count
    if truncated > 0 {
      parts.append(
        "\(Plural.count(truncated, "stroke")) without a lift (the recording stops with the finger down, or a new touch-down came first): ended at \(truncated == 1 ? "its" : "their") last sample")
    }
    return parts.joined(separator: "; ")
  }
}
