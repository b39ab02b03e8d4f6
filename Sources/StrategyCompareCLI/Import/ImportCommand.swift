import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `strategy-compare import`: a device log or CSV export in, JSON Lines of
/// `backstrategies-trace/1` out (one trace per stroke, or one for the whole recording), and a
/// one-line summary of what was used and skipped.
struct ImportCommand {
  let options: ImportOptions
  let loader: TraceLoader

  /// What `import -` reads, in the line said before reading it on a terminal.
  static let recordingSubject = "a recording"

  /// The JSON Lines text and the summary line.
  ///
  /// - Throws: ``CLIError``: 66 for a missing or unreadable file, 65 for invalid data (naming
  ///   the file, line and field), 64 for a bad option.
  func run() throws(CLIError) -> (text: String, summary: String) {
    if options.input == "-" && options.scene == "-" {
      throw CLIError.usage("the recording and --scene cannot both be '-' (standard input is one stream)", command: .importing)
    }
    let source = options.input == "-" ? RecordingImporter.standardInputName : options.input
    let importerOptions = RecordingImporter.Options(
      format: options.format, intent: options.intent, name: options.name, screen: options.screen, rawRange: options.rawRange,
      scale: options.scale, columns: options.columns, gap: options.gap, keepsAllFingers: options.allFingers, whole: options.whole)
    let recording: RecordingImporter.ReadRecording
    if options.input == "-" {
      let bytes = loader.standardInput(holding: Self.recordingSubject)
      try RecordingFile.requireSize(bytes.count, source: source)
      try RecordingFile.requireText(bytes, source: source)
      do {
        recording = try RecordingImporter.read(bytes, source: source, options: importerOptions)
      } catch {
        throw CLIError(importing: error)
      }
    } else {
      // Read a piece at a time: memory holds the strokes, not the file (RecordingFile).
      let file = try RecordingFile(path: options.input)
      let read: Result<RecordingImporter.ReadRecording, ImportError>
      do {
        read = .success(try RecordingImporter.read(source: source, options: importerOptions, pieces: file.pieces))
      } catch {
        read = .failure(error)
      }
      // A file that could not be read (too large, binary, unreadable) is the fault to report,
      // not what the importer made of the part it saw.
      if let failure = file.failure { throw failure }
      switch read {
      case .success(let value): recording = value
      case .failure(let error): throw CLIError(importing: error)
      }
    }
    // The scene is read after the recording, so a bad recording is reported first.
    let scene = try loader.loadScene(options.scene).scene
    // The traces are made and encoded twice, one at a time: first to measure the text, then
    // into text of exactly that size. Memory holds the strokes and the text, not every trace
    // nor a text grown by doubling (docs/recording.md, "Large recordings").
    var size = 0
    let importedSummary: String
    do {
      importedSummary = try RecordingImporter.forEachTrace(of: recording, scene: scene, options: importerOptions) {
        (trace: Trace) throws(ImportError) in size += TraceEncoder.encodeJSON(trace, pretty: false).utf8.count + 1
      }
    } catch {
      throw CLIError(importing: error)
    }
    var text = ""
    text.reserveCapacity(size)
    do {
      _ = try RecordingImporter.forEachTrace(of: recording, scene: scene, options: importerOptions) {
        (trace: Trace) throws(ImportError) in
        text += TraceEncoder.encodeJSON(trace, pretty: false)
        text += "\n"
      }
    } catch {
      throw CLIError(importing: error)
    }
    var summary = importedSummary
    if source == RecordingImporter.standardInputName && options.name == nil {
      summary += "; named \(Self.prefix(for: source))-N: standard input has no file name to name them after, --name PREFIX names them"
    }
    return (text, summary)
  }

  /// The default name prefix (``RecordingImporter/prefix(for:)``).
  static func prefix(for source: String) -> String { RecordingImporter.prefix(for: source) }
}

extension CLIError {
  /// The command line's form of an import error: a bad recording exits 65 (`EX_DATAERR`), a
  /// mapping that does not fit (`--columns`, `--raw-range`) is a usage error (64).
  init(importing error: ImportError) {
    switch error.kind {
    case .recording:
      self.init(.dataError, error.message, hint: error.pointsToHelp ? "see 'strategy-compare help import'" : nil)
    case .mapping:
      self = .usage(error.message, command: .importing)
    }
  }
}
