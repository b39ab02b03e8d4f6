import BackStrategies

/// `strategy-compare import`: a device log or CSV export in, JSON Lines of
/// `backstrategies-trace/1` out (one trace per stroke, or one for the whole recording), and a
/// one-line summary of what was used and skipped.
struct ImportCommand {
  let options: ImportOptions
  let loader: TraceLoader

  /// The JSON Lines text and the summary line.
  ///
  /// - Throws: ``CLIError``: 66 for a missing or unreadable file, 65 for invalid data (naming
  ///   the file, line and field), 64 for a bad option.
  func run() throws(CLIError) -> (text: String, summary: String) {
    if options.input == "-" && options.scene == "-" {
      throw CLIError.usage("the recording and --scene cannot both be '-' (standard input is one stream)", command: "import")
    }
    let source = options.input == "-" ? "<stdin>" : options.input
    let bytes: [UInt8]
    if options.input == "-" {
      bytes = loader.readStandardInput()
      try loader.requireSize(bytes.count, source: source)
    } else {
      bytes = try loader.readFile(options.input)
    }
    try loader.requireText(bytes, source: source)
    let lines = try RecordingLines.split(bytes, source: source)
    var recording = try read(lines, source: source)
    if recording.strokes.isEmpty {
      let skipped = recording.skipped.description.map { ": \($0)" } ?? ""
      throw CLIError(.dataError, "\(source): no stroke found in \(lines.count) line\(lines.count == 1 ? "" : "s")\(skipped)")
    }
    var scene = try loader.loadScene(options.scene).scene
    if let screen = options.screen {
      scene.device.width = screen.width
      scene.device.height = screen.height
    }
    if recording.raw {
      guard let ranges = options.rawRange ?? recording.ranges else {
        if options.format == .evemu {
          // evemu-record writes the device description (evemu-describe's N:, I:, P:, B:, A:
          // lines) before the events; an .events file kept apart from its .desc has none.
          throw CLIError(
            .dataError,
            "\(source): evemu events without their device description (no A: axis lines); join it with its .desc first (cat device.desc \(source == "<stdin>" ? "recording.events" : source) > recording.evemu) or give --raw-range XMIN:XMAX,YMIN:YMAX",
            hint: "see 'strategy-compare help import'")
        }
        throw CLIError(
          .dataError,
          "\(source): the recording gives no axis ranges (no 'getevent -lp' header); give the digitiser's with --raw-range XMIN:XMAX,YMIN:YMAX",
          hint: "see 'strategy-compare help import'")
      }
      recording.ranges = ranges
    }
    let mapping = ImportMapping(
      screen: Size(width: scene.device.width, height: scene.device.height), ranges: recording.raw ? recording.ranges : nil,
      scale: recording.pixels ? (options.scale ?? scene.device.scale) : nil, secondsPerTick: recording.secondsPerTick)
    let file = String(source.split(separator: "/").last ?? "stdin")
    let description = "\(file) (\(options.format.rawValue), \(recording.kind))"
    let assembler = TraceAssembler(
      mapping: mapping, scene: scene, intent: options.intent, prefix: options.name ?? Self.prefix(for: source), source: source,
      description: description)
    let traces = try assembler.traces(recording.strokes, whole: options.whole)
    var text = ""
    for trace in traces { text += TraceEncoder.encodeJSON(trace, pretty: false) + "\n" }
    var summary = summary(recording, traces: traces, description: description)
    if source == JSONLinesReader.standardInputName && options.name == nil {
      summary += "; named \(Self.prefix(for: source))-N: standard input has no file name to name them after, --name PREFIX names them"
    }
    return (text, summary)
  }

  /// The recording's strokes, by format.
  func read(_ lines: [(number: Int, text: String)], source: String) throws(CLIError) -> Recording {
    var recording = Recording()
    switch options.format {
    case .csv:
      recording = try CSVRecordingReader.read(
        lines, source: source, columns: options.columns, gap: options.gap, pixels: options.scale != nil)
    case .getevent:
      let (events, ranges) = try GeteventParser.parse(lines, source: source, skipped: &recording.skipped)
      EvdevTouchDecoder.decode(events, keepsAllFingers: options.allFingers, into: &recording)
      let device = ranges.keys.sorted().first { Self.ranges(in: ranges[$0]!, mode: recording.kind) != nil }
      recording.ranges = device.flatMap { Self.ranges(in: ranges[$0]!, mode: recording.kind) }
      recording.raw = true
    case .evemu:
      let (events, ranges) = try EvemuParser.parse(lines, source: source, skipped: &recording.skipped)
      EvdevTouchDecoder.decode(events, keepsAllFingers: options.allFingers, into: &recording)
      recording.ranges = Self.ranges(in: ranges, mode: recording.kind)
      recording.raw = true
    }
    return recording
  }

  /// The position axes' ranges among a device's axes: the multi-touch ones for multi-touch
  /// recordings, `ABS_X`/`ABS_Y` for single touch, each falling back on the other pair.
  static func ranges(in axes: [String: AxisRange], mode: String) -> AxisRanges? {
    let multi = ("ABS_MT_POSITION_X", "ABS_MT_POSITION_Y")
    let single = ("ABS_X", "ABS_Y")
    let order = mode == EvdevTouchDecoder.Mode.singleTouch.rawValue ? [single, multi] : [multi, single]
    for (x, y) in order {
      if let xRange = axes[x], let yRange = axes[y] { return AxisRanges(x: xRange, y: yRange) }
    }
    return nil
  }

  /// The default name prefix: the file's name without its extension, in lower case, made
  /// safe for trace names (`Pixel 7 swipes.txt` → `pixel-7-swipes`); `stdin` for `-`.
  static func prefix(for source: String) -> String {
    guard source != "<stdin>" else { return "stdin" }
    var file = String(source.split(separator: "/").last ?? "")
    if let dot = file.lastIndex(of: "."), dot != file.startIndex { file = String(file[..<dot]) }
    return TraceAssembler.nameSafe(file.lowercased())
  }

  /// `imported 3 strokes (212 samples) from a.txt (getevent, multi-touch protocol B) into 3
  /// traces; 40 lines skipped (…); 1 extra finger not kept (--fingers all keeps them)`.
  func summary(_ recording: Recording, traces: [Trace], description: String) -> String {
    let strokes = recording.strokes.count
    let samples = traces.reduce(0) { $0 + $1.touches.count }
    var parts = [
      "imported \(strokes) stroke\(strokes == 1 ? "" : "s") (\(samples) samples) from \(description) into \(traces.count) trace\(traces.count == 1 ? "" : "s")"
    ]
    parts.append(recording.skipped.description ?? "no line skipped")
    if recording.extraFingers > 0 {
      parts.append("\(recording.extraFingers) extra finger\(recording.extraFingers == 1 ? "" : "s") not kept (--fingers all keeps them)")
    }
    let cancelled = recording.strokes.filter(\.cancelled).count
    if cancelled > 0 { parts.append("\(cancelled) cancelled") }
    let truncated = recording.strokes.filter(\.truncated).count
    if truncated > 0 {
      parts.append(
        "\(truncated) stroke\(truncated == 1 ? "" : "s") without a lift (the recording stops with the finger down, or a new touch-down came first): ended at \(truncated == 1 ? "its" : "their") last sample")
    }
    return parts.joined(separator: "; ")
  }
}
