/// One group of a usage line (``UsageForm``): an argument, an option of ``OptionCatalog``, or
/// groups of them, written as help writes them (`<TRACE|SCENARIO|->`, `[--format FORMAT]`).
indirect enum UsageElement: Sendable {
  /// A positional argument (or other fixed text), written as given: `<ID>`, `[NAME]`,
  /// `PART.json...`.
  case argument(String)
  /// An option that must be given, with its value's name (`nil`: its table value name, as in
  /// ``OptionArity/valueName``): `--from getevent|evemu|csv`.
  case required(CommandLineOption, value: String? = nil)
  /// Groups that may be given, in one pair of brackets: `[--shard K/N --emit-scores PART.json]`.
  case optional([UsageElement])
  /// Alternatives, one of which must be given: `<FILE.jsonl|DIR | --generate N>`.
  case oneOf([UsageElement])
  /// Every option of the command's help (``CommandSpec/helpOrder``) that no usage form names,
  /// each as `[--long VALUE]` (`values` replaces the value names of some, by long name), in
  /// that order: the usage follows the table.
  case everyOtherOption(values: [String: String] = [:])
  /// `[OPTIONS]`: the options are listed in the command's help below the usage.
  case moreOptions

  /// `[--long VALUE]`: one option that may be given (`value` as in ``required(_:value:)``).
  static func option(_ option: CommandLineOption, value: String? = nil) -> UsageElement {
    .optional([.required(option, value: value)])
  }

  /// The options it names, in order (``everyOtherOption(values:)`` names none by itself).
  var namedOptions: [CommandLineOption] {
    switch self {
    case .argument, .everyOtherOption, .moreOptions: []
    case .required(let option, _): [option]
    case .optional(let elements), .oneOf(let elements): elements.flatMap(\.namedOptions)
    }
  }

  /// Its text: `[--format table|json]`. `others` are the options ``everyOtherOption(values:)``
  /// stands for.
  func text(others: [CommandLineOption]) -> [String] {
    switch self {
    case .argument(let text): [text]
    case .required(let option, let value): [Self.written(option, value: value)]
    case .optional(let elements): ["[" + elements.flatMap { $0.text(others: others) }.joined(separator: " ") + "]"]
    case .oneOf(let elements): ["<" + elements.flatMap { $0.text(others: others) }.joined(separator: " | ") + ">"]
    case .everyOtherOption(let values): others.map { "[" + Self.written($0, value: values[$0.long]) + "]" }
    case .moreOptions: ["[OPTIONS]"]
    }
  }

  /// `--long VALUE`, with `value` or the table's value name (none for a flag).
  private static func written(_ option: CommandLineOption, value: String?) -> String {
    option.long + ((value ?? option.arity.valueName).map { " " + $0 } ?? "")
  }
}
