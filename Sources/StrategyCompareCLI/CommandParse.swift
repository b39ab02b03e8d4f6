import BackStrategiesSupport

/// One parse of the command line, ``OptionScope``, with the step that turns what it read into
/// the command: the one place where the parses meet the commands they build.
struct CommandParse: Sendable {
  /// What the parse reads.
  var scope: OptionScope
  /// Turns what was read into the command (`--help` into `help` for the command).
  var build: @Sendable (ParsedOptions) throws(CLIError) -> ParsedCommand

  /// Every parse: those selected by words first, longest first.
  static let all: [CommandParse] = [
    CommandParse(scope: .corpusMerge) { parsed throws(CLIError) in
      parsed.wantsHelp ? .help(topic: CorpusMergeOptions.command) : .corpusMerge(try CorpusMergeOptions.build(parsed))
    },
    CommandParse(scope: .corpus) { parsed throws(CLIError) in
      parsed.wantsHelp
        ? .help(topic: CommandName.corpus.rawValue) : .corpus(try CorpusOptions.build(command: CommandName.corpus.rawValue, parsed))
    },
    CommandParse(scope: .recommend) { parsed throws(CLIError) in
      parsed.wantsHelp
        ? .help(topic: CommandName.recommend.rawValue)
        : .recommend(
          try CorpusOptions.build(command: CommandName.recommend.rawValue, parsed),
          framework: parsed.value(OptionKeys.framework) ?? .uikit)
    },
    CommandParse(scope: .docs, build: DocsCommand.build),
    CommandParse(scope: .recorder) { parsed in
      // `--output` is already taken out, and ``OptionParser`` refused any other argument.
      parsed.wantsHelp ? .help(topic: CommandName.recorder.rawValue) : .recorder
    },
    CommandParse(scope: .importing) { parsed throws(CLIError) in
      parsed.wantsHelp ? .help(topic: CommandName.importing.rawValue) : .importing(try ImportOptions.build(parsed))
    },
    CommandParse(scope: .export) { parsed throws(CLIError) in
      parsed.wantsHelp ? .help(topic: CommandName.export.rawValue) : .export(try ExportOptions.build(parsed))
    },
    CommandParse(scope: .checking) { parsed throws(CLIError) in
      parsed.wantsHelp ? .help(topic: CommandName.check.rawValue) : .check(try CheckOptions.build(parsed))
    },
    CommandParse(scope: .probes, build: ProbesCommand.build),
    CommandParse(scope: .shared, build: ParsedCommand.build),
  ]

  /// The parse `arguments` select, and the arguments after its words.
  static func selected(by arguments: [String]) -> (parse: CommandParse, rest: [String]) {
    for parse in all where !parse.scope.words.isEmpty && arguments.starts(with: parse.scope.words) {
      return (parse, Array(arguments.dropFirst(parse.scope.words.count)))
    }
    return (all[all.count - 1], arguments)
  }
}

extension ImportOptions {
  /// The options `import` takes, in the order "did you mean" weighs them.
  static var flags: [String] { OptionScope.importing.suggestedNames }
}

/// The parses of the command line, and what each one reads.
extension OptionScope {
  /// Every parse: the scopes with words first, longest first.
  static var all: [OptionScope] { CommandParse.all.map(\.scope) }

  /// The matrix, `run`, `list`, `scenarios`, `explain`, `bench` and `help`.
  static let shared = OptionScope(
    words: [], commands: [.matrix, .run, .list, .scenarios, .explain, .bench, .help], command: nil, helpStopsParsing: false,
    unknownOption: .suggesting)

  /// `corpus`.
  static let corpus = OptionScope(
    words: CommandName.corpus.words, commands: [.corpus], command: CommandName.corpus.rawValue, formats: CorpusOptions.corpusFormats)

  /// `recommend`.
  static let recommend = OptionScope(
    words: CommandName.recommend.words, commands: [.recommend], command: CommandName.recommend.rawValue, formats: CorpusOptions.recommendFormats)

  /// `corpus merge`.
  static let corpusMerge = OptionScope(
    words: CommandName.corpusMerge.words, commands: [.corpusMerge], command: CommandName.corpusMerge.rawValue,
    unknownOption: .namingCommand(related: .corpus, note: " (it applies to the runs that write the parts)"),
    formats: CorpusOptions.corpusFormats)

  /// `docs`.
  static let docs = OptionScope(
    words: CommandName.docs.words, commands: [.docs], command: CommandName.docs.rawValue, readsInlineValues: false, unknownOption: .plain(note: ""),
    positionalLimit: PositionalLimit(maximum: 1) { _ in "docs takes at most one directory" })

  /// `recorder`.
  static let recorder = OptionScope(
    words: CommandName.recorder.words, commands: [.recorder], command: CommandName.recorder.rawValue, readsInlineValues: false,
    unknownOption: .plain(note: " (it takes only --output FILE)"),
    positionalLimit: PositionalLimit(maximum: 0) { "recorder takes no argument, got '\($0)'; write the page with --output FILE" })

  /// `import`.
  static let importing = OptionScope(
    words: CommandName.importing.words, commands: [.importing], command: CommandName.importing.rawValue, suggestsHelpLast: true)

  /// `export`.
  static let export = OptionScope(
    words: CommandName.export.words, commands: [.export], command: CommandName.export.rawValue, suggestsHelpLast: true)

  /// `check`.
  static let checking = OptionScope(
    words: CommandName.check.words, commands: [.check], command: CommandName.check.rawValue,
    positionalLimit: PositionalLimit(maximum: 1) { "check takes one file of observations, got another: '\($0)'" },
    formats: CheckOptions.formats)
  /// `probes`.
  static let probes = OptionScope(
    words: CommandName.probes.words, commands: [.probes], command: CommandName.probes.rawValue, formats: ProbesCommand.formats)
}
