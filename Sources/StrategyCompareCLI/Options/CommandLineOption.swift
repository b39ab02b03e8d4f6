/// One option of the command line, declared once in ``OptionCatalog``: its names, what follows
/// it, the commands it applies to, the check of its value and what each command's help says.
///
/// ``OptionParser`` reads every option from this declaration: the names it knows and suggests
/// ("did you mean"), the `--flag=value` form, the repeated-option rule (``RepeatedOption``),
/// the "applies to X only" errors (``OptionMisuse``); ``OptionHelpBlock`` writes the help's
/// option lists from it.
struct CommandLineOption: Sendable {
  /// Checks and converts one value as it is read (so the first bad argument is the one
  /// reported), or throws the usage error for it.
  typealias Conversion = @Sendable (String, OptionContext) throws(CLIError) -> any Sendable

  /// The long name, with its dashes (`--format`).
  var long: String
  /// The short name, with its dash (`-s`), if any.
  var short: String? = nil
  /// What follows the option.
  var arity: OptionArity = .flag
  /// The commands it applies to, in the order usage errors list them.
  var commands: [CommandName]
  /// The usage error when it is given to another command of the same parse; `nil`: the
  /// plain one, ``OptionMisuse/unlisted`` (`--format does not apply to explain`). No command
  /// accepts an option it would ignore.
  var misuse: OptionMisuse? = nil
  /// The check of each value as it is read; `nil`: the text is kept as given (a list's values
  /// joined with commas) and the command checks it.
  var conversion: Conversion? = nil
  /// What the help of each command says about it; none: it is not shown in help.
  var help: [OptionHelpEntry] = []

  /// Whether `name` (as typed, before any `=value`) is one of its names.
  func isNamed(_ name: String) -> Bool { name == long || name == short }

  /// Its label in help: the names, then the value's name (`-s, --strategies LIST`).
  var label: String {
    (short.map { $0 + ", " } ?? "") + long + (arity.valueName.map { " " + $0 } ?? "")
  }

  /// The entry of `topic`'s help in `section`, if it has one.
  func helpEntry(_ topic: CommandName, _ section: OptionHelpSection) -> OptionHelpEntry? {
    help.first { $0.topic == topic && $0.section == section }
  }
}
