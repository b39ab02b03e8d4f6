import BackStrategies

/// A command line, parsed and validated, before anything runs.
public enum ParsedCommand: Sendable, Equatable {
  /// No command: every built-in scenario × the selected strategies.
  /// `ios`: the releases of `--ios` (`nil`: each trace's own).
  case matrix(strategies: String?, format: OutputFormat, model: ModelParameters = .uikit26, ios: [IOSVersion]? = nil)
  /// `run`: one trace (file, scenario name or `-`) × the selected strategies; `strict`
  /// turns unknown fields in the trace into an error.
  /// `intent` (`--intent`): the intent the trace is judged against, replacing its own (a CSV
  /// trace has none).
  case run(
    input: String, strategies: String?, format: OutputFormat, timeline: Bool, scene: String?, strict: Bool = false, events: Bool = false,
    model: ModelParameters = .uikit26, ios: [IOSVersion]? = nil, intent: Intent? = nil)
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
  /// `recommend`: rank strategies for stated needs.
  case recommend(CorpusOptions)
  /// `--help` or `help [COMMAND]`.
  case help(topic: String?)
  /// `--version`.
  case version
  /// `bench`: speed of decoding and simulation; `only` lists the sections of `--only`.
  case bench(quick: Bool, format: OutputFormat, memoryProbe: Int?, only: Set<BenchSection>? = nil)
  /// `docs [--check] [DIR]`: draw (or check) the documentation's pictures.
  case docs(check: Bool, directory: String?)
  /// `recorder`: the recorder page (docs/recording-iphone.md).
  case recorder
  /// `import FILE --from FORMAT`: a touch recording to JSON Lines of traces.
  case importing(ImportOptions)

  /// The subcommands, for `help` and suggestions.
  public static let commandNames = ["run", "list", "scenarios", "explain", "corpus", "recommend", "bench", "docs", "import", "recorder", "help"]

  /// Parses arguments (without the program name).
  ///
  /// - Throws: ``CLIError`` with status `usage` naming the unknown command, flag or value.
  public static func parse(_ arguments: [String]) throws(CLIError) -> ParsedCommand {
    if let first = arguments.first, first == "corpus" || first == "recommend" {
      return try CorpusOptions.parse(command: first, Array(arguments.dropFirst()))
    }
    if arguments.first == "docs" { return try DocsCommand.parse(Array(arguments.dropFirst())) }
    if arguments.first == "recorder" { return try RecorderCommand.parse(Array(arguments.dropFirst())) }
    if arguments.first == "import" { return try ImportOptions.parse(Array(arguments.dropFirst())) }
    var positionals: [String] = []
    var format: OutputFormat?
    var strategies: String?
    var timeline = false
    var events = false
    var model = ModelParameters.uikit26
    var modelGiven = false
    var iosText: String?
    var intent: Intent?
    var quick = false
    var memoryProbe: String?
    var onlySections: String?
    var strict = false
    var scene: String?
    var wantsHelp = false
    var wantsVersion = false
    var index = 0
    var command: String?
    func value(for flag: String, inline: String? = nil) throws(CLIError) -> String {
      try InlineOption.value(of: flag, inline: inline, in: arguments, at: &index, command: command)
    }
    var repeated = RepeatedOption(singleValued: Self.singleValuedFlags, command: nil)
    while index < arguments.count {
      let argument = arguments[index]
      let option = InlineOption(argument)
      let flag = option.flag
      let inlineValue = option.inline
      try repeated.note(flag, command: command)
      switch flag {
      case "--help", "-h":
        wantsHelp = true
      case "--version":
        wantsVersion = true
      case "--timeline":
        timeline = true
      case "--events":
        events = true
      case "--quick":
        quick = true
      case "--memory-probe":
        memoryProbe = try value(for: flag, inline: inlineValue)
      case "--only":
        onlySections = RepeatedOption.joined(onlySections, try value(for: flag, inline: inlineValue))
      case "--strict":
        strict = true
      case "--format":
        let text = try value(for: flag, inline: inlineValue)
        guard let parsed = OutputFormat(rawValue: text) else {
          let hint = Suggestion.closest(to: text, in: OutputFormat.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
          throw CLIError.usage("unknown format '\(text)'\(hint) (formats: \(OutputFormat.names))", command: command)
        }
        format = parsed
      case "--strategies", "-s":
        strategies = RepeatedOption.joined(strategies, try value(for: flag, inline: inlineValue))
      case "--scene":
        scene = try value(for: flag, inline: inlineValue)
      case "--model":
        model = try Self.model(named: try value(for: flag, inline: inlineValue), command: command)
        modelGiven = true
      case "--ios":
        iosText = RepeatedOption.joined(iosText, try value(for: flag, inline: inlineValue))
      case "--intent":
        let text = try value(for: flag, inline: inlineValue)
        guard let parsed = Intent(rawValue: text) else {
          throw CLIError.usage(Suggestion.unknownNameMessage("intent", text, expected: Intent.allCases.map(\.rawValue)), command: command)
        }
        intent = parsed
      default:
        if argument.hasPrefix("-") && argument != "-" {
          let known = [
            "--help", "--version", "--timeline", "--events", "--format", "--strategies", "--scene", "--quick", "--memory-probe", "--strict",
            "--model", "--only", "--ios", "--intent",
          ]
          let hint = Suggestion.closest(to: flag, in: known).map { "; did you mean '\($0)'?" } ?? ""
          throw CLIError.usage("unknown option '\(flag)'\(hint)", command: command)
        }
        if command == nil && positionals.isEmpty {
          command = argument
        } else {
          positionals.append(argument)
        }
      }
      index += 1
    }
    let ios = try iosText.map { text throws(CLIError) in try IOSOption.parse(text, command: command) }
    if intent != nil && command != "run" { throw CLIError.usage("--intent applies to 'run', 'corpus' and 'import', not \(command ?? "the matrix")", command: command) }
    if wantsVersion && command == nil { return .version }
    if wantsHelp { return .help(topic: command) }
    if (quick || memoryProbe != nil) && command != "bench" { throw CLIError.usage("\(quick ? "--quick" : "--memory-probe") applies to 'bench' only", command: command) }
    if onlySections != nil && command != "bench" { throw CLIError.usage("--only applies to 'bench' only", command: command) }
    if strict && command != "run" { throw CLIError.usage("--strict applies to 'run' only, not \(command ?? "the matrix")", command: command) }
    guard let command else {
      try requireNo(timeline: timeline, events: events, scene: scene, for: nil)
      return .matrix(strategies: strategies, format: format ?? .table, model: model, ios: ios)
    }
    if modelGiven && command != "run" {
      throw CLIError.usage("--model applies to 'run', 'corpus', 'recommend' and the matrix, not \(command)", command: command)
    }
    if ios != nil && command != "run" {
      throw CLIError.usage("--ios applies to 'run', 'corpus', 'recommend' and the matrix, not \(command)", command: command)
    }
    switch command {
    case "run":
      guard positionals.count == 1 else {
        throw CLIError.usage(
          positionals.isEmpty ? "run needs a trace file, a scenario name or '-' for stdin" : "run takes one input, got \(positionals.count)",
          command: "run")
      }
      return .run(
        input: positionals[0], strategies: strategies, format: format ?? .table, timeline: timeline, scene: scene, strict: strict,
        events: events, model: model, ios: ios, intent: intent)
    case "list":
      try requireNoPositionals(positionals, for: "list")
      try requireNo(timeline: timeline, events: events, scene: scene, for: "list", strategies: strategies)
      return .list(format: format ?? .table)
    case "scenarios":
      guard positionals.count <= 1 else { throw CLIError.usage("scenarios takes at most one scenario name", command: "scenarios") }
      try requireNo(timeline: timeline, events: events, scene: scene, for: "scenarios", strategies: strategies)
      return .scenarios(name: positionals.first, format: format)
    case "explain":
      guard positionals.count == 1 else { throw CLIError.usage("explain needs one strategy id", command: "explain") }
      try requireNo(timeline: timeline, events: events, scene: scene, for: "explain", strategies: strategies)
      return .explain(id: positionals[0])
    case "bench":
      try requireNoPositionals(positionals, for: "bench")
      try requireNo(timeline: timeline, events: events, scene: scene, for: "bench", strategies: strategies)
      if format == .csv { throw CLIError.usage("bench prints table or json, not csv", command: "bench") }
      var probe: Int?
      if let memoryProbe {
        guard let count = Int(memoryProbe), count > 0 else {
          throw CLIError.usage("--memory-probe needs a positive trace count, got '\(memoryProbe)'", command: "bench")
        }
        probe = count
      }
      let only = try onlySections.map { list throws(CLIError) in try BenchSection.parse(list) }
      return .bench(quick: quick, format: format ?? .table, memoryProbe: probe, only: only)
    case "help":
      if positionals == ["corpus", "merge"] { return .help(topic: CorpusMergeOptions.command) }
      guard positionals.count <= 1 else { throw CLIError.usage("help takes at most one command name") }
      return .help(topic: positionals.first)
    default:
      let hint = Suggestion.closest(to: command, in: commandNames).map { "; did you mean '\($0)'?" } ?? ""
      throw CLIError.usage("unknown command '\(command)'\(hint)")
    }
  }

  /// The options of the matrix and of `run`, `list`, `scenarios`, `explain` and `bench` that
  /// take one value: given twice, a usage error (``RepeatedOption``).
  static let singleValuedFlags: Set<String> = ["--format", "--scene", "--model", "--memory-probe", "--intent"]

  /// The named model parameters, or a usage error listing the names.
  static func model(named name: String, command: String?) throws(CLIError) -> ModelParameters {
    guard let found = ModelParameters.named(name) else {
      throw CLIError.usage(
        "unknown model '\(Excerpt.of(name))' (expected one of: \(ModelParameters.named.map(\.name).joined(separator: ", ")))", command: command)
    }
    return found
  }

  private static func requireNoPositionals(_ positionals: [String], for command: String) throws(CLIError) {
    if let extra = positionals.first { throw CLIError.usage("\(command) takes no argument, got '\(extra)'", command: command) }
  }

  private static func requireNo(timeline: Bool, events: Bool, scene: String?, for command: String?, strategies: String? = nil) throws(CLIError) {
    let name = command ?? "the matrix"
    if timeline { throw CLIError.usage("--timeline applies to 'run' only, not \(name)", command: command) }
    if events { throw CLIError.usage("--events applies to 'run' only, not \(name)", command: command) }
    if scene != nil { throw CLIError.usage("--scene applies to 'run' only, not \(name)", command: command) }
    if strategies != nil { throw CLIError.usage("--strategies does not apply to \(name)", command: command) }
  }
}
