/// What ``OptionParser`` read from one command line: the options given, with their values
/// already checked, and the positional arguments. A command's build step turns it into its
/// ``ParsedCommand``.
struct ParsedOptions: Sendable {
  /// The parse it came from.
  let scope: OptionScope
  /// The command: the scope's, or in the shared parse the first positional argument (`nil`:
  /// the matrix).
  var command: String?
  /// The positional arguments, in order (without the command).
  var positionals: [String] = []
  /// Whether `--help` was given.
  var wantsHelp = false
  /// Each option's values by long name, in the order given (`true` for a flag).
  private var values: [String: [any Sendable]] = [:]

  /// An empty record of a parse of `scope`.
  init(scope: OptionScope) {
    self.scope = scope
    command = scope.command
  }

  /// Notes one occurrence of `option` with its value.
  mutating func record(_ option: CommandLineOption, _ value: any Sendable) {
    values[option.long, default: []].append(value)
  }

  /// Whether `option` was given.
  func has(_ option: CommandLineOption) -> Bool { values[option.long] != nil }

  /// The value of a single-valued option, as its check made it (the last given).
  func value<Value>(_ key: OptionKey<Value>) -> Value? {
    values[key.option.long]?.last.map(key.cast)
  }

  /// Every value of a list option whose check makes arrays, in order.
  func list<Element>(_ key: OptionKey<[Element]>) -> [Element] {
    (values[key.option.long] ?? []).flatMap(key.cast)
  }

  /// A list option's text, its values joined with commas as if given once (``RepeatedOption``).
  func text(_ key: OptionKey<String>) -> String? {
    values[key.option.long]?.map(key.cast).reduce(nil) { RepeatedOption.joined($0, $1) }
  }

  /// The values of `option` as its check made them, in the order given, whatever their type
  /// (for checks of the keys' types, ``OptionKeys/all``).
  func storedValues(of option: CommandLineOption) -> [any Sendable] { values[option.long] ?? [] }

  /// Throws the usage error of the first option of `stages` given to a command it does not
  /// apply to (``OptionMisuse``; ``OptionMisuse/unlisted`` for an option that declares none),
  /// in stage then catalog order.
  func requireApplicable(_ stages: ClosedRange<OptionMisuse.Stage>) throws(CLIError) {
    for stage in OptionMisuse.Stage.allCases where stages.contains(stage) {
      for option in scope.options {
        let misuse = option.misuse ?? OptionMisuse.unlisted
        guard misuse.stage == stage, has(option) else { continue }
        guard !option.commands.contains(where: { $0.matches(command) }) else { continue }
        throw CLIError.usage(misuse.message(for: option, command: command), command: command)
      }
    }
  }
}
