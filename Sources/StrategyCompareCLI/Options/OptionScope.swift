import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// One parse of the command line: the commands it reads arguments for, and how it reads them.
/// Its options are those of ``OptionCatalog`` that apply to one of its commands. The parses
/// themselves, each with the step that makes its command, are declared with the commands
/// (``CommandParse``).
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
}
