import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Every option of `strategy-compare`, each declared once: its names, what follows it, the
/// commands it applies to, the check of its value and its help.
///
/// The order of ``all`` is the order "did you mean" weighs candidates in (ties go to the
/// earlier) and the order the "applies to" checks of one ``OptionMisuse/Stage`` run in.
enum OptionCatalog {
  /// Every option, in catalog order.
  static let all: [CommandLineOption] = [
    version, strategies, timeline, events, quick, memoryProbe, generate, families, corpus, needs, seed, emit, format, strict,
    allow, by, jobs, help, scene, intent, model, only, baseline, ios, skipInvalid, describe, strokeEnds, doubt, shard, emitScores, from, name,
    screen, rawRange, scale, columns, gap, fingers, whole, check, output, csvComments, to, topID, previousID, appID, choice, framework, probes,
  ]

  /// The long names of the options that apply to `command`, in catalog order.
  static func longNames(for command: CommandName) -> [String] {
    all.filter { $0.commands.contains(command) }.map(\.long)
  }

  /// The commands of one run: the matrix, `run`, `corpus` and `recommend`.
  private static let runs: [CommandName] = [.run, .corpus, .recommend, .matrix]

  /// What `--format` says in `corpus` and `corpus merge`.
  private static let scoreFormatLines = ["table (default), json (\(ScoresJSON.format)) or csv."]
  /// Every ``Intent`` as trace files and `--intent` spell it (`back, backToRoot, …, none`), for
  /// `--intent`'s help.
  private static let intentNames = Intent.allCases.map(\.rawValue).joined(separator: ", ")
  /// What `--by` says in `corpus` and `corpus merge`.
  private static let byFamilyLines = ["Add one table per gesture family (and family rows to CSV)."]
  /// What `--output` says in `run` and `import`.
  private static let outputLines = [
    "Write to FILE instead of stdout, atomically, and say so on stderr;",
    "a device, FIFO or /dev/stdout is written through (see --help).",
  ]

  // MARK: Every command

  /// `-h`, `--help`.
  static let help = CommandLineOption(
    long: "--help", short: "-h", commands: CommandName.allCases,
    help: [OptionHelpEntry(.matrix, ["Show this help."])])

  /// `-o`, `--output FILE`: taken out of the arguments before they are parsed (``OutputOption``).
  static let output = CommandLineOption(
    long: "--output", short: "-o", arity: .single("FILE"), commands: [],
    help: [
      OptionHelpEntry(
        .matrix,
        [
          "Write what would be printed to FILE instead, atomically (a",
          "temporary file beside it, then renamed; links are followed,",
          "permissions kept, an input never overwritten), and say",
          "'wrote FILE (SIZE)' on stderr; '-' is stdout. A device, FIFO",
          "or descriptor (/dev/stdout, /dev/fd/N, /proc/self/fd/N, a",
          "link to one) is written through, never replaced, without the",
          "line: '-o /dev/stdout >> log' appends to log.",
        ]),
      OptionHelpEntry(.run, outputLines), OptionHelpEntry(.importing, outputLines), OptionHelpEntry(.export, outputLines),
    ])

  // MARK: The matrix and run

  /// `--version`.
  static let version = CommandLineOption(
    long: "--version", commands: [.matrix], help: [OptionHelpEntry(.matrix, ["Show the version."])])

  /// `-s`, `--strategies LIST`.
  static let strategies = CommandLineOption(
    long: "--strategies", short: "-s", arity: .list("LIST"), commands: [.matrix, .run, .corpus, .recommend],
    misuse: OptionMisuse(stage: .selection, wording: .doesNotApply),
    help: [
      OptionHelpEntry(
        .matrix,
        [
          "Comma-separated ids, each 'id' or 'id:preset'; 'all' selects every",
          "preset of every strategy. Default: each strategy's default preset.",
        ]),
      OptionHelpEntry(.run, ["Comma-separated 'id' or 'id:preset'; 'all' for every preset;", "repeat it to add more."]),
      OptionHelpEntry(.corpus, ["Comma-separated 'id' or 'id:preset'; 'all' for every preset."]),
      OptionHelpEntry(.recommend, label: "-s, --strategies", ["The candidates (default: every preset of every strategy)."]),
    ])

  /// `--format FORMAT`.
  static let format = CommandLineOption(
    long: "--format", arity: .single("FORMAT"),
    commands: [.matrix, .run, .list, .scenarios, .bench, .corpus, .corpusMerge, .recommend, .check, .probes],
    conversion: OptionConversions.format,
    help: [
      OptionHelpEntry(
        .matrix,
        [
          "table (default), json, csv, or html (a drawn report of every",
          "scenario: one self-contained page, about 3 MiB,",
          "with an animated replay per scenario).",
        ]),
      OptionHelpEntry(
        .run,
        [
          "table (default), json (backstrategies-comparison/1), csv, or a",
          "drawing: svg (one standalone picture) or html (a self-contained",
          "page). Drawings show the finger's path, progress against time for",
          "every strategy, each strategy's screen at its key moments and the",
          "outcome table, all drawn from the runs' timeline frames.",
          "Both open with a replay: a phone per strategy,",
          "one finger and one clock, looping (SMIL in svg;",
          "CSS in html, with pause and 1/4-speed buttons).",
        ]),
      OptionHelpEntry(.corpus, scoreFormatLines), OptionHelpEntry(.corpusMerge, scoreFormatLines),
      OptionHelpEntry(.check, ["table (default) or json (\(ObservationCheck.reportFormat))."]),
      OptionHelpEntry(.probes, ["table (default) or json (\(ProbesCommand.jsonFormat))."]),
    ])

  /// `--csv-comments`: a first `#` line in CSV saying what made it (``Provenance/csvComment``).
  static let csvComments = CommandLineOption(
    long: "--csv-comments", commands: [.matrix, .run, .corpus, .corpusMerge], misuse: OptionMisuse(stage: .runOutputs),
    help: [.matrix, .run, .corpus, .corpusMerge].map { topic in OptionHelpEntry(topic, csvCommentsLines) })

  /// What `--csv-comments` says in every help that lists it.
  private static let csvCommentsLines = [
    "With --format csv, begin with a '# Made by …' line naming the tool,",
    "the model and the iOS releases. Without it the CSV is plain: a",
    "header row, then data rows, as CSV readers expect.",
  ]

  /// `--timeline`.
  static let timeline = CommandLineOption(
    long: "--timeline", commands: [.run], misuse: OptionMisuse(stage: .runOutputs),
    help: [
      OptionHelpEntry(
        .run,
        [
          "Add each strategy's frames, sampled at the device's refresh rate:",
          "progress, top and under view x, dimming, shadow, overlay",
          "(refused when it could pass \(RunOptions.maximumTimelineFrames) frames per strategy).",
        ])
    ])

  /// `--events`.
  static let events = CommandLineOption(
    long: "--events", commands: [.run], misuse: OptionMisuse(stage: .runOutputs),
    help: [
      OptionHelpEntry(
        .run,
        [
          "Add each strategy's event log, in order: every recogniser callback",
          "(time, state, location, translation, velocity) and who got it, every",
          "shouldBegin question with its answer, every failure and why, every",
          "command the strategy or UIKit's pop handler sent (table or json).",
        ])
    ])

  /// `--scene FILE.json`: the device and stack of the traces.
  static let scene = CommandLineOption(
    long: "--scene", arity: .single("FILE.json"), commands: [.run, .corpus, .importing],
    misuse: OptionMisuse(stage: .runOutputs, listed: [.run]),
    help: [
      OptionHelpEntry(
        .run,
        [
          "For CSV input: a backstrategies-trace/1 file whose device and",
          "stack are used (its touches are ignored). Default: a 390 x 844 pt",
          "phone with the stack root > detail.",
        ]),
      OptionHelpEntry(
        .corpus, ["Run every trace in this scene (a backstrategies-trace/1 file's", "device and stack): recordings carry none."]),
      OptionHelpEntry(
        .importing,
        [
          "Device and stack of every trace (a backstrategies-trace/1 file;",
          "its touches are ignored). Default: 390 x 844 pt, root > detail.",
        ]),
    ])

  /// `--strict`.
  static let strict = CommandLineOption(
    long: "--strict", commands: [.run], misuse: OptionMisuse(stage: .strictness),
    help: [
      OptionHelpEntry(
        .run,
        [
          "Reject fields the trace format does not define (exit 65);",
          "without it they are ignored, with one note on stderr, and",
          "a warning for each one that belongs in another object.",
        ])
    ])

  /// `--intent INTENT`.
  static let intent = CommandLineOption(
    long: "--intent", arity: .single("INTENT"), commands: [.run, .corpus, .importing],
    misuse: OptionMisuse(stage: .beforeHelp), conversion: OptionConversions.intent,
    help: [
      OptionHelpEntry(
        .run,
        [
          "What the person meant (\(intentNames)),",
          "replacing the trace's own: a CSV trace, which has none, then",
          "gets a verdict per strategy.",
        ]),
      OptionHelpEntry(.corpus, ["Score every trace against this intent (back, scroll, none, ...)."]),
      OptionHelpEntry(.importing, ["The intent of every trace (\(intentNames))."]),
    ])

  /// `--model NAME`.
  static let model = CommandLineOption(
    long: "--model", arity: .single("NAME"), commands: runs, misuse: OptionMisuse(stage: .runSettings),
    conversion: OptionConversions.model,
    help: [CommandName.matrix, .run, .corpus, .recommend].map { OptionHelpEntry($0, ModelHelp.lines) })

  /// `--ios 18|26|18,26` (``IOSOption``).
  static let ios = CommandLineOption(
    long: "--ios", arity: .list("18|26|18,26"), commands: runs + [.probes], misuse: OptionMisuse(stage: .runSettings),
    help: [
      OptionHelpEntry(
        .matrix,
        [
          "The iOS release, overriding each trace's device.ios (default 26:",
          "every navigation controller has the content swipe). 18,26 runs",
          "both and marks every cell that changes, with the rule responsible.",
        ]),
      OptionHelpEntry(
        .run,
        [
          "The iOS release, overriding the trace's device.ios; 18,26 shows",
          "both rows per strategy and marks (≠) the one that changes.",
        ]),
      OptionHelpEntry(
        .corpus,
        [
          "The iOS release, overriding each trace's device.ios; 18,26 scores",
          "the corpus once per release (not with --shard, --emit-scores,",
          "--emit or a corpus on standard input).",
        ]),
      OptionHelpEntry(
        .recommend,
        [
          "The iOS release (default: each trace's device.ios, 26 for generated",
          "traces); 18,26 recommends for each.",
        ]),
      OptionHelpEntry(.probes, ["Only the probes that separate the readings on this release,", "with its predictions only (default: both)."]),
    ])

  // MARK: bench

  /// `--quick`.
  static let quick = CommandLineOption(
    long: "--quick", commands: [.bench], misuse: OptionMisuse(stage: .benchOptions, wording: .withoutOffender))

  /// `--memory-probe N`: the child process of the memory section (not in help).
  static let memoryProbe = CommandLineOption(
    long: "--memory-probe", arity: .single("N"), commands: [.bench],
    misuse: OptionMisuse(stage: .benchOptions, wording: .withoutOffender))

  /// `--only LIST` (``BenchSection``).
  static let only = CommandLineOption(
    long: "--only", arity: .list("LIST"), commands: [.bench], misuse: OptionMisuse(stage: .benchOptions, wording: .withoutOffender))

  /// `--baseline PATH`: another build's executable, measured in the same run (``BaselineBench``).
  static let baseline = CommandLineOption(
    long: "--baseline", arity: .single("PATH"), commands: [.bench],
    misuse: OptionMisuse(stage: .benchOptions, wording: .withoutOffender))

  // MARK: corpus and recommend

  /// `--generate N`.
  static let generate = CommandLineOption(
    long: "--generate", arity: .single("N"), commands: [.corpus, .recommend], conversion: OptionConversions.generated,
    help: [
      OptionHelpEntry(.corpus, .input, ["Synthesise N labelled traces (docs/corpus.md lists the families)."]),
      OptionHelpEntry(
        .recommend,
        [
          "Judge on N generated traces (default \(Recommendation.defaultCorpusSize)), seeded by --seed (default \(CorpusGenerator.defaultSeed))."
        ]),
    ])

  /// `--seed S`.
  static let seed = CommandLineOption(
    long: "--seed", arity: .single("S"), commands: [.corpus, .recommend], conversion: OptionConversions.seed,
    help: [
      OptionHelpEntry(
        .corpus, .input,
        ["The generator's seed (default \(CorpusGenerator.defaultSeed)); the same seed gives the same", "corpus, byte for byte."])
    ])

  /// `--families LIST`.
  static let families = CommandLineOption(
    long: "--families", arity: .list("LIST"), commands: [.corpus], conversion: OptionConversions.families,
    help: [
      OptionHelpEntry(
        .corpus, .input, ["Generate only these families (comma-separated; default: all \(GestureFamily.allCases.count))."])
    ])

  /// `--emit FILE.jsonl`.
  static let emit = CommandLineOption(
    long: "--emit", arity: .single("FILE.jsonl"), commands: [.corpus], conversion: OptionConversions.sideFile,
    help: [OptionHelpEntry(.corpus, .input, ["Also write the generated corpus there, one trace per line."])])

  /// `--corpus FILE` of `recommend`.
  static let corpus = CommandLineOption(
    long: "--corpus", arity: .single("FILE"), commands: [.recommend],
    help: [
      OptionHelpEntry(
        .recommend, ["Judge on this corpus (JSON Lines, a directory of traces, or '-'", "for JSON Lines on standard input)."])
    ])

  /// `--needs LIST`.
  static let needs = CommandLineOption(
    long: "--needs", arity: .list("LIST"), commands: [.recommend], conversion: OptionConversions.needs)

  /// `--allow LIST`.
  static let allow = CommandLineOption(
    long: "--allow", arity: .list("LIST"), commands: [.recommend], conversion: OptionConversions.allowances,
    help: [
      OptionHelpEntry(
        .recommend, ["Lift exclusions: \(Recommendation.Allowance.allCases.map(\.rawValue).joined(separator: ", "))."])
    ])

  /// `--by family`.
  static let by = CommandLineOption(
    long: "--by", arity: .single("family"), commands: [.corpus, .corpusMerge], conversion: OptionConversions.grouping,
    help: [OptionHelpEntry(.corpus, byFamilyLines), OptionHelpEntry(.corpusMerge, byFamilyLines)])

  /// `-j`, `--jobs N`.
  static let jobs = CommandLineOption(
    long: "--jobs", short: "-j", arity: .single("N"), commands: [.corpus, .recommend], conversion: OptionConversions.jobs,
    help: [
      OptionHelpEntry(
        .corpus, ["Threads (default: every core; more than the cores warns and", "uses the cores). Results are identical for any N."]),
      OptionHelpEntry(.recommend, ["Threads (default: every core; at most the cores)."]),
    ])

  /// `--skip-invalid`.
  static let skipInvalid = CommandLineOption(
    long: "--skip-invalid", commands: [.corpus, .recommend],
    help: [
      OptionHelpEntry(
        .corpus, ["Skip traces that fail to decode or validate, and list them;", "without it the first one stops the run (exit 65)."]),
      OptionHelpEntry(.recommend, ["Skip invalid traces of --corpus instead of stopping."]),
    ])

  /// `--describe`.
  static let describe = CommandLineOption(
    long: "--describe", commands: [.corpus],
    help: [
      OptionHelpEntry(
        .corpus,
        [
          "Print each family's stroke motion instead of scores: duration,",
          "main-axis travel, mean and peak speed, drift, sample interval",
          "(p10 / p50 / p90), to compare a corpus with real strokes.",
        ])
    ])

  /// `--stroke-ends`.
  static let strokeEnds = CommandLineOption(
    long: "--stroke-ends", commands: [.corpus],
    help: [
      OptionHelpEntry(
        .corpus,
        [
          "Print how each family's strokes end instead of scores: share at",
          "rest at the lift, speed at the lift, lift / peak speed, slowing",
          "over the last 50 ms (p10 / p50 / p90), under real strokes' figures.",
        ])
    ])

  /// `--doubt`: weigh the open choices of the model in every run (``CorpusScorer/weighsOpenChoices``).
  static let doubt = CommandLineOption(
    long: "--doubt", commands: [.corpus],
    help: [
      OptionHelpEntry(
        .corpus,
        [
          "Also give each strategy's share of runs that rest on an open",
          "choice of the model (its outcome, verdict or hazards differ under",
          "the other reading: docs/model.md), in all and per choice. Runs",
          "each trace once more per choice: about five times the time.",
        ])
    ])

  /// `--shard K/N`.
  static let shard = CommandLineOption(
    long: "--shard", arity: .single("K/N"), commands: [.corpus], conversion: OptionConversions.shard,
    help: [
      OptionHelpEntry(
        .corpus, .splitAndMerge,
        [
          "Score only the entries whose index i has i mod N = K-1.",
          "The index counts entries from 0: non-blank lines of a",
          ".jsonl file (blank lines are not entries), the files and",
          "lines of a directory in name order, generated traces.",
          "Each shard reads all the input, decodes only its own.",
        ])
    ])

  /// `--emit-scores PART.json`.
  static let emitScores = CommandLineOption(
    long: "--emit-scores", arity: .single("PART.json"), commands: [.corpus], conversion: OptionConversions.sideFile,
    help: [
      OptionHelpEntry(
        .corpus, .splitAndMerge,
        [
          "Also write the exact state of the scores (every count,",
          "sum and histogram; backstrategies-score-state/1, one line).",
        ])
    ])

  // MARK: docs

  /// `--check` of `docs`.
  static let check = CommandLineOption(
    long: "--check", commands: [.docs],
    help: [
      OptionHelpEntry(
        .docs,
        [
          "Write nothing; exit 1 naming every picture that is missing or differs from",
          "what the tool draws now. The test suite does the same check.",
        ])
    ])

  // MARK: import

  /// `--from FORMAT` of `import`.
  static let from = CommandLineOption(
    long: "--from", arity: .single("FORMAT"), commands: [.importing], conversion: OptionConversions.importFormat)

  /// `--name PREFIX`.
  static let name = CommandLineOption(
    long: "--name", arity: .single("PREFIX"), commands: [.importing], conversion: OptionConversions.tracePrefix,
    help: [
      OptionHelpEntry(
        .importing,
        [
          "Name traces PREFIX-1, PREFIX-2, ... (default: the file's name;",
          "'stdin' for '-', which has none), so a corpus groups them",
          "('corpus --by family').",
        ])
    ])

  /// `--screen WxH` of `import`; `--screen KIND|FILE` of `recommend` (``ScreenKind``), kept as
  /// typed and resolved by ``ScreenRecommendation``.
  static let screen = CommandLineOption(
    long: "--screen", arity: .single("WxH"), commands: [.importing, .recommend], conversion: OptionConversions.screen,
    help: [
      OptionHelpEntry(.importing, ["The screen in points that raw units map to (default: the scene's)."]),
      OptionHelpEntry(
        .recommend, .screenAdvice, label: "--screen KIND|FILE",
        [
          "Advise which content-swipe fix suits a kind of screen:",
          "\(ScreenKind.names.joined(separator: ", ")); or a trace",
          "file, whose screens' views and scroll views say which kinds",
          "apply; 'all' prints the fix × screen matrix.",
        ]),
    ])

  /// `--raw-range XMIN:XMAX,YMIN:YMAX`.
  static let rawRange = CommandLineOption(
    long: "--raw-range", arity: .single("XMIN:XMAX,YMIN:YMAX"), commands: [.importing], conversion: OptionConversions.rawRange,
    help: [OptionHelpEntry(.importing, ["The digitiser's axis ranges, when the file gives none."])])

  /// `--scale S`.
  static let scale = CommandLineOption(
    long: "--scale", arity: .single("S"), commands: [.importing], conversion: OptionConversions.scale,
    help: [
      OptionHelpEntry(
        .importing, ["CSV positions are pixels: divide by S (default for the research", "shape: the scene's scale)."])
    ])

  /// `--columns SPEC` (``CSVColumns``).
  static let columns = CommandLineOption(
    long: "--columns", arity: .single("SPEC"), commands: [.importing], conversion: OptionConversions.columns,
    help: [
      OptionHelpEntry(
        .importing,
        [
          "Which CSV columns hold what, each by header name or position",
          "from 1, written without spaces:",
          "t=NAME[:s|ms|us],x=NAME,y=NAME [,stroke=NAME+NAME]",
          "[,phase=NAME]",
        ])
    ])

  /// `--gap SECONDS`.
  static let gap = CommandLineOption(
    long: "--gap", arity: .single("SECONDS"), commands: [.importing], conversion: OptionConversions.gap,
    help: [
      OptionHelpEntry(
        .importing,
        ["CSV without stroke or phase column: a new stroke after such a gap", "(default \(NumberFormattingDefaults.gap))."])
    ])

  /// `--fingers all|first`.
  static let fingers = CommandLineOption(
    long: "--fingers", arity: .single("all|first"), commands: [.importing], conversion: OptionConversions.fingers,
    help: [
      OptionHelpEntry(
        .importing, label: "--fingers all",
        ["One trace per finger; by default only the first finger of each", "contact is kept and the others are counted."])
    ])

  /// `--whole`.
  static let whole = CommandLineOption(
    long: "--whole", commands: [.importing],
    help: [OptionHelpEntry(.importing, ["One trace holding every stroke of the recording."])])

  // MARK: export

  /// `--to TOOL` of `export` (``ExportTarget``).
  static let to = CommandLineOption(
    long: "--to", arity: .single("TOOL"), commands: [.export], conversion: OptionConversions.exportTarget,
    help: [
      OptionHelpEntry(
        .export,
        [
          "xcuitest (Swift: an XCTestCase, a test per",
          "gesture), maestro (a YAML flow) or w3c-actions",
          "(JSON for Appium's performActions).",
        ])
    ])

  /// `--top-id ID` of `export`.
  static let topID = CommandLineOption(
    long: "--top-id", arity: .single("ID"), commands: [.export],
    help: [
      OptionHelpEntry(
        .export,
        [
          "Accessibility identifier of the screen on top",
          "before each gesture (default '\(ExportSettings.defaultTopID)'): still on",
          "top afterwards means 'stayed'.",
        ])
    ])

  /// `--previous-id ID` of `export`.
  static let previousID = CommandLineOption(
    long: "--previous-id", arity: .single("ID"), commands: [.export],
    help: [
      OptionHelpEntry(
        .export,
        [
          "Accessibility identifier of the screen under it",
          "(default '\(ExportSettings.defaultPreviousID)'): on top afterwards means",
          "'popped'.",
        ])
    ])

  /// `--app-id ID` of `export --to maestro`.
  static let appID = CommandLineOption(
    long: "--app-id", arity: .single("ID"), commands: [.export],
    help: [
      OptionHelpEntry(
        .export, ["The Maestro flow's appId (default", "'\(ExportSettings.defaultAppID)')."])
    ])

  // MARK: probes

  /// `--choice NAME` of `probes`.
  static let choice = CommandLineOption(
    long: "--choice", arity: .single("NAME"), commands: [.probes, .export],
    help: [
      OptionHelpEntry(
        .probes,
        ["Only this open choice's probes: release-procedure, who-waits,", "edge-strip, transition-duration, or any other open choice."]),
      OptionHelpEntry(.export, ["With --probes: only this open choice's probes."]),
    ])

  /// `--probes` of `export`: every probe (``Scenarios/probes``) instead of one input.
  static let probes = CommandLineOption(
    long: "--probes", commands: [.export],
    help: [
      OptionHelpEntry(
        .export,
        [
          "Export the probes (strategy-compare probes), every one or",
          "--choice's, in place of a trace file or scenario.",
        ])
    ])

  /// `--framework NAME` of `recommend` (``StrategyFacts/Framework``).
  static let framework = CommandLineOption(
    long: "--framework", arity: .single("NAME"), commands: [.recommend], conversion: OptionConversions.framework,
    help: [
      OptionHelpEntry(
        .recommend,
        [
          "Rank and advise within one framework's techniques:",
          "\(StrategyFacts.Framework.names.joined(separator: ", ")) (default \(StrategyFacts.Framework.uikit.name)).",
        ])
    ])
}
