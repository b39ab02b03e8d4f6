import BackStrategies

/// The options of `corpus merge PART.json…`, parsed and checked.
public struct CorpusMergeOptions: Sendable, Equatable {
  /// The parts (`--emit-scores` files), as given; `-` is standard input (at most once).
  public var parts: [String] = []
  /// `--format`: table (default), json or csv, as `corpus` prints.
  public var format: OutputFormat = .table
  /// `--by family`, as `corpus` prints it.
  public var byFamily = false

  /// Creates default options.
  public init() {}

  /// The help topic and the command named in usage errors.
  static let command = "corpus merge"
  /// Options taking a value, and flags.
  static let flags = ["--format", "--by", "--help"]

  /// Parses the arguments after `corpus merge`.
  ///
  /// - Throws: ``CLIError`` (usage) naming the bad option or value.
  static func parse(_ arguments: [String]) throws(CLIError) -> ParsedCommand {
    var options = CorpusMergeOptions()
    var index = 0
    func value(_ flag: String, _ inline: String?) throws(CLIError) -> String {
      try InlineOption.value(of: flag, inline: inline, in: arguments, at: &index, command: command)
    }
    var repeated = RepeatedOption(singleValued: ["--format", "--by"], command: command)
    while index < arguments.count {
      let argument = arguments[index]
      let option = InlineOption(argument)
      try repeated.note(option.flag)
      switch option.flag {
      case "--help", "-h":
        return .help(topic: command)
      case "--format":
        let text = try value(option.flag, option.inline)
        let formats = CorpusOptions.corpusFormats
        guard let format = OutputFormat(rawValue: text), formats.contains(format) else {
          let names = formats.map(\.rawValue)
          let hint = Suggestion.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
          throw CLIError.usage("unknown format '\(text)'\(hint) (corpus merge formats: \(names.joined(separator: ", ")))", command: command)
        }
        options.format = format
      case "--by":
        let text = try value(option.flag, option.inline)
        guard text == "family" else { throw CLIError.usage("--by takes 'family', got '\(text)'", command: command) }
        options.byFamily = true
      default:
        if argument.hasPrefix("-") && argument != "-" {
          let hint = Suggestion.closest(to: option.flag, in: flags).map { "; did you mean '\($0)'?" } ?? ""
          let scoring = CorpusOptions.corpusFlags.contains(option.flag) ? " (it applies to the runs that write the parts)" : ""
          throw CLIError.usage("unknown option '\(option.flag)' for corpus merge\(hint)\(scoring)", command: command)
        }
        options.parts.append(argument)
      }
      index += 1
    }
    guard !options.parts.isEmpty else {
      throw CLIError.usage("corpus merge needs the PART.json files written by 'corpus --shard K/N --emit-scores PART.json'", command: command)
    }
    if options.parts.filter({ $0 == "-" }).count > 1 {
      throw CLIError.usage("corpus merge reads at most one part from standard input ('-')", command: command)
    }
    return .corpusMerge(options)
  }
}
