import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// A command line, parsed and validated, before anything runs.
public enum ParsedCommand: Sendable, Equatable {
  /// No command: every built-in scenario × the selected strategies.
  /// `ios`: the releases of `--ios` (`nil`: each trace's own); `csvComments`: `--csv-comments`.
  case matrix(
    strategies: String?, format: OutputFormat, model: ModelParameters = .uikit26, ios: [IOSVersion]? = nil, csvComments: Bool = false)
  /// `run`: one trace (file, scenario name or `-`) × the selected strategies; `strict`
  /// turns unknown fields in the trace into an error.
  /// `intent` (`--intent`): the intent the trace is judged against, replacing its own (a CSV
  /// trace has none). `csvComments`: `--csv-comments`, a first `#` line in CSV naming what made it.
  case run(
    input: String, strategies: String?, format: OutputFormat, timeline: Bool, scene: String?, strict: Bool = false, events: Bool = false,
    model: ModelParameters = .uikit26, ios: [IOSVersion]? = nil, intent: Intent? = nil, csvComments: Bool = false)
  /// `list`: the strategies and their presets.
  case list(format: OutputFormat)
  /// `scenarios`: the built-in scenarios; with a name, that scenario as a trace file (or, with
  /// `--format table`, as a table of its scene and samples). `nil`: no `--format` given.
  case scenarios(name: String?, format: OutputFormat?)
  /// `explain ID`: how a technique works.
  case explain(id: String)
  /// `corpus`: score strategies over a generated or recorded corpus.
  case corpus(CorpusOptions)
  /// `corpus merge PART.json…`: the scores of a corpus from the parts its shards wrote.
  case corpusMerge(CorpusMergeOptions)
  /// `recommend`: rank strategies for stated needs, within `framework`'s techniques
  /// (`--framework`, default UIKit).
  case recommend(CorpusOptions, framework: StrategyFacts.Framework = .uikit)
  /// `--help` or `help [COMMAND]`.
  case help(topic: String?)
  /// `--version`.
  case version
  /// `bench`: speed of decoding and simulation; `only` lists the sections of `--only`.
  case bench(quick: Bool, format: OutputFormat, memoryProbe: Int?, only: Set<BenchSection>? = nil, baseline: String? = nil)
  /// `docs [--check] [DIR]`: draw (or check) the documentation's pictures.
  case docs(check: Bool, directory: String?)
  /// `recorder`: the recorder page (docs/recording-iphone.md).
  case recorder
  /// `import FILE --from FORMAT`: a touch recording to JSON Lines of traces.
  case importing(ImportOptions)
  /// `export INPUT --to TOOL`: traces as UI tests for a tool.
  case export(ExportOptions)
  /// `check OBSERVATIONS.jsonl`: observations scored against every reading of the open choices.
  case check(CheckOptions)
  /// `probes`: the gestures that settle the open choices, with every reading's prediction.
  case probes(ProbesOptions)

  /// The subcommands, for `help` and suggestions: those the overview lists (``CommandSpec/listed``).
  public static var commandNames: [String] { CommandSpec.commandNames }

  /// Parses arguments (without the program name): ``OptionParser`` reads them against the
  /// options of the parse their first words select (``OptionScope``), whose build step makes
  /// the command.
  ///
  /// - Throws: ``CLIError`` with status `usage` naming the unknown command, flag or value.
  public static func parse(_ arguments: [String]) throws(CLIError) -> ParsedCommand {
    let (parse, rest) = CommandParse.selected(by: arguments)
    return try parse.build(try OptionParser.parse(rest, in: parse.scope))
  }

  /// The build step of the shared parse: the matrix, `run`, `list`, `scenarios`, `explain`,
  /// `bench` and `help`.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> ParsedCommand {
    typealias Catalog = OptionCatalog
    let command = parsed.command
    let positionals = parsed.positionals
    let ios = try parsed.text(OptionKeys.ios).map { text throws(CLIError) in try IOSOption.parse(text, command: command) }
    try parsed.requireApplicable(.beforeHelp ... .beforeHelp)
    if parsed.has(Catalog.version) && command == nil { return .version }
    if parsed.wantsHelp { return .help(topic: command) }
    try parsed.requireApplicable(.benchOptions ... .runSettings)
    let strategies = parsed.text(OptionKeys.strategies)
    let format: OutputFormat? = parsed.value(OptionKeys.format)
    let model = parsed.value(OptionKeys.model) ?? ModelParameters.uikit26
    guard let command else {
      try parsed.requireApplicable(.runOutputs ... .selection)
      let csvComments = try CSVCommentsOption.read(parsed, format: format ?? .table, command: .matrix)
      return .matrix(strategies: strategies, format: format ?? .table, model: model, ios: ios, csvComments: csvComments)
    }
    guard let name = OptionScope.shared.commands.first(where: { $0 != .matrix && $0.matches(command) }) else {
      throw CLIError.usage("unknown command '\(command)'\(Suggestion.didYouMean(command, in: commandNames))")
    }
    switch name {
    case .run:
      guard positionals.count == 1 else {
        throw CLIError.usage(
          positionals.isEmpty ? "run needs a trace file, a scenario name or '-' for stdin" : "run takes one input, got \(positionals.count)",
          command: .run)
      }
      try parsed.requireApplicable(.runOutputs ... .selection)
      return .run(
        input: positionals[0], strategies: strategies, format: format ?? .table, timeline: parsed.has(Catalog.timeline),
        scene: parsed.value(OptionKeys.scene), strict: parsed.has(Catalog.strict), events: parsed.has(Catalog.events), model: model,
        ios: ios, intent: parsed.value(OptionKeys.intent),
        csvComments: try CSVCommentsOption.read(parsed, format: format ?? .table, command: .run))
    case .list:
      try requireNoPositionals(positionals, for: command)
      try parsed.requireApplicable(.runOutputs ... .selection)
      return .list(format: format ?? .table)
    case .scenarios:
      guard positionals.count <= 1 else { throw CLIError.usage("scenarios takes at most one scenario name", command: command) }
      try parsed.requireApplicable(.runOutputs ... .selection)
      return .scenarios(name: positionals.first, format: format)
    case .explain:
      guard positionals.count == 1 else { throw CLIError.usage("explain needs one strategy id", command: command) }
      try parsed.requireApplicable(.runOutputs ... .selection)
      return .explain(id: positionals[0])
    case .bench:
      try requireNoPositionals(positionals, for: command)
      try parsed.requireApplicable(.runOutputs ... .selection)
      if let format, ![.table, .json].contains(format) {
        throw CLIError.usage("bench prints table or json, not \(format.rawValue)", command: command)
      }
      var probe: Int?
      if let memoryProbe: String = parsed.value(OptionKeys.memoryProbe) {
        guard let count = Int(memoryProbe), count > 0 else {
          throw CLIError.usage("--memory-probe needs a positive trace count, got '\(memoryProbe)'", command: command)
        }
        probe = count
      }
      let only = try parsed.text(OptionKeys.only).map { list throws(CLIError) in try BenchSection.parse(list) }
      let baseline: String? = parsed.value(OptionKeys.baseline)
      if let baseline, let problem = BaselineBench.problem(with: baseline) {
        // Checked before anything is measured: a typo must not cost a full run.
        throw CLIError(.noInput, problem)
      }
      return .bench(quick: parsed.has(Catalog.quick), format: format ?? .table, memoryProbe: probe, only: only, baseline: baseline)
    case .help:
      try parsed.requireApplicable(.runOutputs ... .selection)
      if positionals == CommandName.corpusMerge.words {
        return .help(topic: CorpusMergeOptions.command)
      }
      guard positionals.count <= 1 else { throw CLIError.usage("help takes at most one command name") }
      return .help(topic: positionals.first)
    case .matrix, .corpus, .corpusMerge, .recommend, .docs, .recorder, .importing, .export, .probes:
      preconditionFailure("ParsedCommand.build: the shared parse does not read '\(name.rawValue)' (OptionScope.shared)")
    case .check:
      preconditionFailure("ParsedCommand.build: the shared parse does not read '\(name.rawValue)' (OptionScope.shared)")
    }
  }

  private static func requireNoPositionals(_ positionals: [String], for command: String) throws(CLIError) {
    if let extra = positionals.first { throw CLIError.usage("\(command) takes no argument, got '\(extra)'", command: command) }
  }
}
