import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// One parse of the command line: the commands it reads arguments for, and how it reads them.
/// Its options are those of ``OptionCatalog`` that apply to one of its commands.
struct OptionScope: Sendable {
  /// How an option the parse does not know is reported.
  enum UnknownOption: Sendable {
    /// `unknown option '--x'; did you mean '--y'?`
    case suggesting
    /// `unknown option '--x' for corpus; did you mean '--y'?`, then `note` when `related`
    /// knows the option (`corpus merge` points to the runs that write the parts).
    case namingCommand(related: CommandName? = nil, note: String = "")
    /// `unknown option '--x=1' for docs` and `note`, without a suggestion.
    case plain(note: String)
  }

  /// The most positional arguments the parse takes, and the error for one more (reported as
  /// it is read).
  struct PositionalLimit: Sendable {
    /// How many it takes.
    var maximum: Int
    /// The usage error's message for the argument beyond.
    var message: @Sendable (String) -> String
  }

  /// The words that select it (`corpus merge`); none: the parse of every other command line.
  var words: [String]
  /// The commands it parses.
  var commands: [CommandName]
  /// The command usage errors point to; `nil`: the first positional argument names it (the
  /// shared parse of the matrix, `run`, `list`…).
  var command: String?
  /// Whether `--flag=value` is read as the flag with an inline value.
  var readsInlineValues = true
  /// Whether `--help` answers at once, ignoring the arguments after it.
  var helpStopsParsing = true
  /// How an unknown option is reported.
  var unknownOption = UnknownOption.namingCommand()
  /// The positional arguments it takes, when it checks them as they are read.
  var positionalLimit: PositionalLimit? = nil
  /// The formats `--format` takes; `nil`: every one (and messages list them all).
  var formats: [OutputFormat]? = nil
  /// Whether "did you mean" weighs `--help` after every other option.
  var suggestsHelpLast = false
  /// Turns what was read into the command.
  var build: @Sendable (ParsedOptions) throws(CLIError) -> ParsedCommand

  /// Its options, in catalog order.
  var options: [CommandLineOption] {
    OptionCatalog.all.filter { option in option.commands.contains { commands.contains($0) } }
  }

  /// The long names "did you mean" chooses from, in the order it weighs them.
  var suggestedNames: [String] {
    let names = options.map(\.long)
    guard suggestsHelpLast else { return names }
    return names.filter { $0 != OptionCatalog.help.long } + [OptionCatalog.help.long]
  }

  /// Every parse: the scopes with words first, longest first.
  static let all: [OptionScope] = [corpusMerge, corpus, recommend, docs, recorder, importing, shared]

  /// The scope `arguments` select, and the arguments after its words.
  static func selected(by arguments: [String]) -> (scope: OptionScope, rest: [String]) {
    for scope in all where !scope.words.isEmpty && arguments.starts(with: scope.words) {
      return (scope, Array(arguments.dropFirst(scope.words.count)))
    }
    return (shared, arguments)
  }

  /// The matrix, `run`, `list`, `scenarios`, `explain`, `bench` and `help`.
  static let shared = OptionScope(
    words: [], commands: [.matrix, .run, .list, .scenarios, .explain, .bench, .help], command: nil, helpStopsParsing: false,
    unknownOption: .suggesting, build: ParsedCommand.build)

  /// `corpus`.
  static let corpus = OptionScope(
    words: ["corpus"], commands: [.corpus], command: "corpus", formats: CorpusOptions.corpusFormats,
    build: { parsed throws(CLIError) in try CorpusOptions.build(command: "corpus", parsed) })

  /// `recommend`.
  static let recommend = OptionScope(
    words: ["recommend"], commands: [.recommend], command: "recommend", formats: CorpusOptions.recommendFormats,
    build: { parsed throws(CLIError) in try CorpusOptions.build(command: "recommend", parsed) })

  /// `corpus merge`.
  static let corpusMerge = OptionScope(
    words: ["corpus", "merge"], commands: [.corpusMerge], command: CorpusMergeOptions.command,
    unknownOption: .namingCommand(related: .corpus, note: " (it applies to the runs that write the parts)"),
    formats: CorpusOptions.corpusFormats, build: CorpusMergeOptions.build)

  /// `docs`.
  static let docs = OptionScope(
    words: ["docs"], commands: [.docs], command: "docs", readsInlineValues: false, unknownOption: .plain(note: ""),
    positionalLimit: PositionalLimit(maximum: 1) { _ in "docs takes at most one directory" }, build: DocsCommand.build)

  /// `recorder`.
  static let recorder = OptionScope(
    words: ["recorder"], commands: [.recorder], command: "recorder", readsInlineValues: false,
    unknownOption: .plain(note: " (it takes only --output FILE)"),
    positionalLimit: PositionalLimit(maximum: 0) { "recorder takes no argument, got '\($0)'; write the page with --output FILE" },
    build: RecorderCommand.build)

  /// `import`.
  static let importing = OptionScope(
    words: ["import"], commands: [.importing], command: "import", suggestsHelpLast: true, build: ImportOptions.build)

  /// The scope whose commands include `command`.
  static func of(_ command: CommandName) -> OptionScope? { all.first { $0.commands.contains(command) } }
}
