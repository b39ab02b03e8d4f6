import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The value checks of ``OptionCatalog``: each turns an option's text into its value, or
/// throws the usage error naming it.
enum OptionConversions {
  /// An output format among those the parse's commands print (``OptionScope/formats``).
  static func format(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    let formats = context.scope.formats ?? OutputFormat.allCases
    guard let format = OutputFormat(rawValue: text), formats.contains(format) else {
      let names = formats.map(\.rawValue)
      let hint = Suggestion.didYouMean(text, in: names)
      let listing = context.scope.formats == nil ? "formats: \(OutputFormat.names)" : "\(context.command ?? "") formats: \(names.joined(separator: ", "))"
      throw CLIError.usage("unknown format '\(text)'\(hint) (\(listing))", command: context.command)
    }
    return format
  }

  /// A named set of model parameters (``ModelParameters/named``).
  static func model(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    try OptionValues.model(named: text, command: context.command)
  }

  /// An intent by its name in traces.
  static func intent(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard let intent = Intent(rawValue: text) else {
      throw CLIError.usage(Suggestion.unknownNameMessage("intent", text, expected: Intent.allCases.map(\.rawValue)), command: context.command)
    }
    return intent
  }

  /// A whole number of at least `minimum`.
  static func count(_ text: String, minimum: Int, _ context: OptionContext) throws(CLIError) -> Int {
    guard let number = Int(text), number >= minimum else {
      throw CLIError.usage("\(context.spelling) needs a whole number of at least \(minimum), got '\(text)'", command: context.command)
    }
    return number
  }

  /// `--generate N`: a trace count from 1 (zero traces give nothing to score) up to
  /// ``OptionValues/maximumGenerated``.
  static func generated(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    let count = try count(text, minimum: 1, context)
    if count > OptionValues.maximumGenerated {
      throw CLIError.usage("--generate takes at most \(OptionValues.maximumGenerated) traces", command: context.command)
    }
    return count
  }

  /// `--jobs N`: at least one thread.
  static func jobs(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    try count(text, minimum: 1, context)
  }

  /// `--seed S`: any 64-bit seed.
  static func seed(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard let seed = UInt64(text) else {
      throw CLIError.usage("--seed needs a whole number from 0 to \(UInt64.max), got '\(text)'", command: context.command)
    }
    return seed
  }

  /// A file an option writes besides the scores, which go to standard output: never `-`.
  static func sideFile(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard text != "-" else {
      let flag = context.spelling
      throw CLIError.usage("\(flag) -: the scores go to standard output; give \(flag) a file", command: context.command)
    }
    return text
  }

  /// `--by family`, the one grouping.
  static func grouping(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard text == "family" else { throw CLIError.usage("--by takes 'family', got '\(text)'", command: context.command) }
    return true
  }

  /// `--families LIST`.
  static func families(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    try OptionValues.families(text)
  }

  /// `--needs LIST`.
  static func needs(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    try OptionValues.needs(text)
  }

  /// `--allow LIST`: exclusions lifted.
  static func allowances(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    let allowances: [Recommendation.Allowance] = try OptionValues.commaList(text, flag: "--allow", kind: "allowance", command: CommandName.recommend.rawValue)
    return allowances
  }

  /// `--shard K/N`.
  static func shard(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    try OptionValues.shard(text)
  }

  /// `--from FORMAT` of `import`.
  static func importFormat(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard let format = ImportFormat(rawValue: text) else {
      throw CLIError.usage(Suggestion.unknownNameMessage("format", text, expected: ImportFormat.allCases.map(\.rawValue)), command: context.command)
    }
    return format
  }

  /// `--name PREFIX`: letters, digits, `-`, `_` and `.`.
  static func tracePrefix(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }) else {
      throw CLIError.usage("--name takes letters, digits, '-', '_' and '.', got '\(text)'", command: context.command)
    }
    return text
  }

  /// `--screen WIDTHxHEIGHT` in points.
  static func screen(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    // recommend's --screen names a kind of screen or a trace file, resolved when it runs.
    if context.scope.commands.contains(.recommend) { return text }
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
      width <= TraceLimits.maximumLength, height <= TraceLimits.maximumLength
    else {
      throw CLIError.usage("--screen takes WIDTHxHEIGHT in points (such as 390x844), got '\(text)'", command: context.command)
    }
    return Size(width: width, height: height)
  }

  /// `--raw-range XMIN:XMAX,YMIN:YMAX`.
  static func rawRange(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    do { return try AxisRanges.parse(text) } catch { throw CLIError(importing: error) }
  }

  /// A positive, finite number.
  static func positive(_ text: String, _ context: OptionContext) throws(CLIError) -> Double {
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw CLIError.usage("\(context.spelling) needs a positive number, got '\(text)'", command: context.command)
    }
    return number
  }

  /// `--scale S`: pixels per point, up to ``TraceLimits/maximumScale``.
  static func scale(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    let scale = try positive(text, context)
    guard scale <= TraceLimits.maximumScale else {
      throw CLIError.usage("--scale takes at most \(Int(TraceLimits.maximumScale))", command: context.command)
    }
    return scale
  }

  /// `--gap SECONDS`.
  static func gap(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    try positive(text, context)
  }

  /// `--columns SPEC` of a CSV recording.
  static func columns(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    do { return try CSVColumns.parse(text) } catch { throw CLIError(importing: error) }
  }

  /// `--fingers all|first`: whether every finger is kept.
  static func fingers(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard text == "all" || text == "first" else {
      throw CLIError.usage("--fingers takes 'all' or 'first', got '\(text)'", command: context.command)
    }
    return text == "all"
  }

  /// `--to TOOL` of `export`: a tool ``ExportTarget`` names.
  static func exportTarget(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard let target = ExportTarget(rawValue: text) else {
      let hint = Suggestion.didYouMean(text, in: ExportTarget.allCases.map(\.rawValue))
      throw CLIError.usage("unknown tool '\(text)' for --to\(hint) (tools: \(ExportTarget.names))", command: context.command)
    }
    return target
  }

  /// `--framework NAME`: a framework by its command-line name (``StrategyFacts/Framework/name``).
  static func framework(_ text: String, _ context: OptionContext) throws(CLIError) -> any Sendable {
    guard let framework = StrategyFacts.Framework(name: text) else {
      throw CLIError.usage(
        Suggestion.unknownNameMessage("framework", text, expected: StrategyFacts.Framework.names), command: context.command)
    }
    return framework
  }
}
