/// The declarations of every command, in the order the overview's `USAGE` lists them.
extension CommandSpec {
  /// Every command, the matrix first.
  static let all: [CommandSpec] = [
    matrix, run, list, scenarios, explain, corpus, corpusMerge, recommend, bench, docs, recorder, importing, probes, export, check, help,
  ]

  /// The declaration of `name`.
  static func named(_ name: CommandName) -> CommandSpec {
    guard let spec = all.first(where: { $0.name == name }) else {
      preconditionFailure("CommandSpec.all has no declaration for '\(name.rawValue)'")
    }
    return spec
  }

  /// The declaration of the command whose help `topic` asks for (`help corpus merge`), if any:
  /// the matrix has none (its help is the overview).
  static func topic(_ topic: String) -> CommandSpec? {
    all.first { $0.name != .matrix && $0.name.rawValue == topic }
  }

  /// The commands the overview's `COMMANDS` lists, in order: those "did you mean" chooses from.
  static var listed: [CommandSpec] { all.filter { !$0.summary.isEmpty } }

  /// The names of ``listed``.
  static var commandNames: [String] { listed.map(\.name.rawValue) }

  private typealias Catalog = OptionCatalog

  /// The value names usage shows for `--format` of commands that print a table or JSON.
  private static let tableOrJSON = "table|json"

  /// No command: every built-in scenario × the selected strategies.
  static let matrix = CommandSpec(
    name: .matrix, title: "run iOS swipe-back techniques side by side on the same touch trace.",
    usage: [
      UsageForm([
        .option(Catalog.strategies), .option(Catalog.format, value: "table|json|csv|html"), .option(Catalog.csvComments),
        .option(Catalog.ios), .option(Catalog.model), .option(Catalog.output),
      ])
    ],
    helpOrder: [
      Catalog.strategies, Catalog.format, Catalog.csvComments, Catalog.ios, Catalog.model, Catalog.output, Catalog.help, Catalog.version,
    ])

  /// `run`.
  static let run = CommandSpec(
    name: .run, summary: ["Run one trace through the strategies and show what each did."],
    title: "run one trace through the strategies.",
    usage: [
      UsageForm([
        .argument("<TRACE|SCENARIO|->"),
        .everyOtherOption(values: [Catalog.format.long: OutputFormat.allCases.map(\.rawValue).joined(separator: "|")]),
      ])
    ],
    synopsis: [
      UsageForm([
        .argument("<TRACE|SCENARIO|->"), .option(Catalog.strategies), .option(Catalog.format), .option(Catalog.timeline),
        .option(Catalog.events), .option(Catalog.scene, value: "FILE"), .option(Catalog.strict), .option(Catalog.output),
      ])
    ],
    helpOrder: [
      Catalog.strategies, Catalog.format, Catalog.csvComments, Catalog.timeline, Catalog.events, Catalog.scene, Catalog.strict,
      Catalog.intent, Catalog.ios, Catalog.model, Catalog.output,
    ],
    details: { HelpText.run })

  /// `list`.
  static let list = CommandSpec(
    name: .list, summary: ["List the strategies and their presets."], title: "list the strategies and their presets.",
    usage: [UsageForm([.option(Catalog.format, value: tableOrJSON)])], helpOrder: [Catalog.format], details: { HelpText.list })

  /// `scenarios`.
  static let scenarios = CommandSpec(
    name: .scenarios, summary: ["List the built-in scenarios, or print one as a trace file."], title: "the built-in scenarios.",
    usage: [UsageForm([.option(Catalog.format, value: tableOrJSON)]), UsageForm([.argument("NAME")])],
    synopsis: [UsageForm([.argument("[NAME]"), .option(Catalog.format, value: tableOrJSON)])], helpOrder: [Catalog.format],
    details: { HelpText.scenarios })

  /// `explain`.
  static let explain = CommandSpec(
    name: .explain, summary: ["Teach one technique: its rules with numbers, presets and pitfalls."],
    title: "how a technique works.", usage: [UsageForm([.argument("<ID[:PRESET]>")])], details: { HelpText.explain })

  /// `corpus`.
  static let corpus = CommandSpec(
    name: .corpus,
    summary: [
      "Score the strategies over a labelled corpus (generated or read);",
      "split it into shards and merge their scores exactly (docs/scale.md).",
    ],
    title: "score the strategies over a labelled corpus of gestures.",
    usage: [
      UsageForm([.argument("FILE.jsonl|DIR|-"), .moreOptions]),
      UsageForm([.required(Catalog.generate), .option(Catalog.seed), .option(Catalog.families), .option(Catalog.emit), .moreOptions]),
    ],
    synopsis: [
      UsageForm(
        [
          .oneOf([.argument("FILE.jsonl|DIR"), .required(Catalog.generate)]), .option(Catalog.by), .option(Catalog.format),
          .optional([.required(Catalog.shard), .required(Catalog.emitScores)]),
        ], hang: .firstArgument)
    ],
    helpOrder: [
      Catalog.generate, Catalog.seed, Catalog.families, Catalog.emit, Catalog.strategies, Catalog.by, Catalog.format,
      Catalog.csvComments, Catalog.jobs, Catalog.skipInvalid, Catalog.scene, Catalog.intent, Catalog.describe, Catalog.strokeEnds,
      Catalog.doubt, Catalog.ios, Catalog.model, Catalog.shard,
      Catalog.emitScores,
    ],
    details: { HelpText.corpus })

  /// `corpus merge`.
  static let corpusMerge = CommandSpec(
    name: .corpusMerge, title: "the scores of a corpus from its shards' parts.",
    usage: [UsageForm([.argument("PART.json..."), .option(Catalog.format), .option(Catalog.csvComments), .option(Catalog.by)])],
    synopsis: [UsageForm([.argument("PART.json..."), .option(Catalog.by), .option(Catalog.format)])],
    helpOrder: [Catalog.format, Catalog.csvComments, Catalog.by], details: { HelpText.corpusMerge })

  /// `recommend`.
  static let recommend = CommandSpec(
    name: .recommend,
    summary: [
      "Rank the strategies for stated needs, with the scores behind each rank;",
      "with --screen, the iOS 26 content-swipe fix for a kind of screen.",
    ],
    title: "rank the strategies for stated needs.",
    usage: [
      UsageForm([.everyOtherOption(values: [Catalog.corpus.long: "FILE.jsonl|DIR", Catalog.format.long: tableOrJSON])]),
      UsageForm([.required(Catalog.screen, value: "KIND|FILE")]),
    ],
    synopsis: [
      UsageForm([.option(Catalog.needs), .option(Catalog.corpus, value: "FILE.jsonl")]),
      UsageForm([.required(Catalog.screen, value: "KIND|FILE.json")]),
    ],
    helpOrder: [
      Catalog.needs, Catalog.allow, Catalog.corpus, Catalog.generate, Catalog.seed, Catalog.strategies, Catalog.format, Catalog.jobs,
      Catalog.skipInvalid, Catalog.ios, Catalog.model, Catalog.screen, Catalog.framework,
    ],
    details: { HelpText.recommend })

  /// `bench`, whose figures mean something only in a release build.
  static let bench = CommandSpec(
    name: .bench, summary: ["Measure decoding and simulation speed (use a release build)."],
    title: "measure decoding and simulation speed.",
    usage: [UsageForm(launcher: "swift run -c release " + UsageForm.program, benchElements)],
    synopsis: [UsageForm(benchElements)],
    helpOrder: [Catalog.quick, Catalog.only, Catalog.baseline, Catalog.format], details: { HelpText.bench })

  /// The groups of `bench`'s usage.
  private static let benchElements: [UsageElement] = [
    .option(Catalog.quick), .option(Catalog.only), .option(Catalog.baseline), .option(Catalog.format, value: tableOrJSON),
  ]

  /// `docs`.
  static let docs = CommandSpec(
    name: .docs, summary: ["Draw the documentation's pictures into docs/images (or check them)."],
    title: "draw the pictures the documentation shows.", usage: [UsageForm([.option(Catalog.check), .argument("[DIR]")])],
    helpOrder: [Catalog.check], details: { HelpText.docs })

  /// `recorder`.
  static let recorder = CommandSpec(
    name: .recorder, summary: ["Write the recorder page: record your own traces on an iPhone."],
    title: "write the recorder page, to record traces on a phone.",
    usage: [UsageForm([.option(Catalog.output, value: "recorder.html")])], helpOrder: [Catalog.output], details: { HelpText.recorder })

  /// `import`.
  static let importing = CommandSpec(
    name: .importing, summary: ["Turn a touch recording (getevent, evemu, CSV) into traces, one per stroke."],
    title: "turn a touch recording into backstrategies-trace/1 traces.",
    usage: [
      UsageForm(
        [
          .argument("<FILE|->"), .required(Catalog.from, value: "getevent|evemu|csv"), .moreOptions,
          .option(Catalog.output, value: "FILE.jsonl"),
        ], hang: .firstArgument)
    ],
    helpOrder: [
      Catalog.from, Catalog.scene, Catalog.intent, Catalog.name, Catalog.screen, Catalog.rawRange, Catalog.scale, Catalog.columns,
      Catalog.gap, Catalog.fingers, Catalog.whole, Catalog.output,
    ],
    details: { HelpText.importing })

  /// `help`.
  static let help = CommandSpec(
    name: .help, summary: ["Show help for a command."], title: "show help.", usage: [UsageForm([.argument("[COMMAND]")])])

  /// `export`.
  static let export = CommandSpec(
    name: .export, summary: ["Write traces as UI tests: XCUITest, Maestro or W3C actions (Appium)."],
    title: "write traces as UI tests for XCUITest, Maestro or Appium.",
    usage: [
      UsageForm(
        [
          .oneOf([.argument("TRACE|SCENARIO|-"), .required(Catalog.probes)]), .required(Catalog.to, value: "xcuitest|maestro|w3c-actions"), .moreOptions,
          .option(Catalog.output),
        ], hang: .firstArgument)
    ],
    helpOrder: [Catalog.to, Catalog.probes, Catalog.choice, Catalog.topID, Catalog.previousID, Catalog.appID, Catalog.output],
    details: { HelpText.export })
  /// `check`.
  static let check = CommandSpec(
    name: .check, summary: ["Score observations from a phone against every reading of the open choices."],
    title: "score observed outcomes against the model and each open choice's readings.",
    usage: [UsageForm([.argument("<OBSERVATIONS.jsonl|->"), .option(Catalog.format, value: tableOrJSON)])],
    helpOrder: [Catalog.format], details: { HelpText.check })
  /// `probes`.
  static let probes = CommandSpec(
    name: .probes, summary: ["Gestures that settle the model's open choices on a phone, with each", "reading's predicted outcome."],
    title: "gestures that settle the model's open choices on a phone or simulator.",
    usage: [UsageForm([.option(Catalog.choice), .option(Catalog.ios, value: "18|26"), .option(Catalog.format, value: tableOrJSON)])],
    helpOrder: [Catalog.choice, Catalog.ios, Catalog.format], details: { HelpText.probes })
}
