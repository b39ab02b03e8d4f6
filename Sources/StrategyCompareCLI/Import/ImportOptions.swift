import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The options of `strategy-compare import`, parsed and checked.
public struct ImportOptions: Sendable, Equatable {
  /// The recording: a path, or `-` for standard input.
  public var input = ""
  /// `--from`.
  public var format: ImportFormat = .csv
  /// `--scene FILE.json`: device and stack of every trace.
  public var scene: String?
  /// `--intent`: the intent of every trace.
  public var intent: Intent?
  /// `--name PREFIX`: traces are named `PREFIX-N`.
  public var name: String?
  /// `--screen WIDTHxHEIGHT`, in points: the screen raw units map to (and the device's size).
  public var screen: Size?
  /// `--raw-range XMIN:XMAX,YMIN:YMAX`: the digitiser's axis ranges.
  var rawRange: AxisRanges?
  /// `--scale`: pixels per point, where a format gives pixels.
  public var scale: Double?
  /// `--columns` of a CSV recording.
  var columns: CSVColumns?
  /// `--gap SECONDS`: a CSV without stroke or phase column starts a stroke after such a gap.
  public var gap: Double?
  /// `--fingers all`: one trace per finger instead of the first finger of each contact.
  public var allFingers = false
  /// `--whole`: one trace holding every stroke of the recording.
  public var whole = false

  /// The build step of `import`: the options ``OptionParser`` read, checked together.
  ///
  /// - Throws: ``CLIError`` (usage) naming the bad option or combination.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> ImportOptions {
    typealias Catalog = OptionCatalog
    var options = ImportOptions()
    let positionals = parsed.positionals
    let format: ImportFormat? = parsed.value(OptionKeys.from)
    options.scene = parsed.value(OptionKeys.scene)
    options.intent = parsed.value(OptionKeys.intent)
    options.name = parsed.value(OptionKeys.name)
    options.screen = parsed.value(OptionKeys.importScreen)
    options.rawRange = parsed.value(OptionKeys.rawRange)
    options.scale = parsed.value(OptionKeys.scale)
    options.columns = parsed.value(OptionKeys.columns)
    options.gap = parsed.value(OptionKeys.gap)
    options.allFingers = parsed.value(OptionKeys.fingers) ?? false
    options.whole = parsed.has(Catalog.whole)
    guard positionals.count == 1 else {
      throw CLIError.usage(
        positionals.isEmpty ? "import needs a recording file, or '-' for stdin" : "import takes one recording, got \(positionals.count)",
        command: .importing)
    }
    guard let format else {
      throw CLIError.usage("import needs --from getevent, evemu or csv (the recording's format)", command: .importing)
    }
    options.input = positionals[0]
    options.format = format
    if format != .csv {
      if options.columns != nil { throw CLIError.usage("--columns applies to --from csv", command: .importing) }
      if options.gap != nil { throw CLIError.usage("--gap applies to --from csv", command: .importing) }
      if options.scale != nil { throw CLIError.usage("--scale applies to --from csv (device logs give raw units: see --raw-range)", command: .importing) }
    } else if options.rawRange != nil {
      throw CLIError.usage("--raw-range applies to --from getevent and evemu (a CSV gives points, or pixels with --scale)", command: .importing)
    }
    if options.whole && options.allFingers {
      throw CLIError.usage("--whole and --fingers all cannot be combined: a trace holds one finger at a time", command: .importing)
    }
    return options
  }
}
