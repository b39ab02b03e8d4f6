import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The options of `corpus merge PART.json…`, parsed and checked.
public struct CorpusMergeOptions: Sendable, Equatable {
  /// The parts (`--emit-scores` files), as given; `-` is standard input (at most once).
  public var parts: [String] = []
  /// `--format`: table (default), json or csv, as `corpus` prints.
  public var format: OutputFormat = .table
  /// `--by family`, as `corpus` prints it.
  public var byFamily = false
  /// `--csv-comments`: a first `#` line in CSV naming what made the scores.
  public var csvComments = false

  /// Creates default options.
  public init() {}

  /// The help topic and the command named in usage errors.
  static let command = CommandName.corpusMerge.rawValue
  /// The build step of `corpus merge`: the options ``OptionParser`` read, checked together.
  ///
  /// - Throws: ``CLIError`` (usage) naming the missing or repeated part.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> CorpusMergeOptions {
    var options = CorpusMergeOptions()
    options.parts = parsed.positionals
    if let format: OutputFormat = parsed.value(OptionKeys.format) { options.format = format }
    options.byFamily = parsed.has(OptionCatalog.by)
    options.csvComments = try CSVCommentsOption.read(parsed, format: options.format, command: .corpusMerge)
    guard !options.parts.isEmpty else {
      throw CLIError.usage("corpus merge needs the PART.json files written by 'corpus --shard K/N --emit-scores PART.json'", command: command)
    }
    if options.parts.filter({ $0 == "-" }).count > 1 {
      throw CLIError.usage("corpus merge reads at most one part from standard input ('-')", command: command)
    }
    return options
  }
}
