import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The options of `corpus` and `recommend`, parsed and checked.
public struct CorpusOptions: Sendable, Equatable {
  /// A JSON Lines file or a directory of trace files (`corpus FILE.jsonl`, `recommend --corpus FILE`).
  public var input: String?
  /// `--generate N`: synthesise N traces instead of reading them.
  public var generate: Int?
  /// `--seed S` of the generator.
  public var seed: UInt64 = CorpusGenerator.defaultSeed
  /// `--emit FILE.jsonl`: also write the generated corpus there.
  public var emit: String?
  /// `--families LIST`: generate only these families (default: every family).
  public var families: [GestureFamily] = []
  /// `--strategies`, as typed.
  public var strategies: String?
  /// `--format`.
  public var format: OutputFormat = .table
  /// `--csv-comments` (corpus only): a first `#` line in CSV naming what made the scores.
  public var csvComments = false
  /// `--by family`.
  public var byFamily = false
  /// `--jobs N`; `nil` uses every core.
  public var jobs: Int?
  /// `--skip-invalid`.
  public var skipsInvalid = false
  /// `--needs` (recommend only).
  public var needs: [Need] = []
  /// `--allow` (recommend only): exclusions lifted.
  public var allowed: Set<Recommendation.Allowance> = []
  /// `--screen KIND|FILE` (recommend only): advise on a kind of screen (``ScreenKind``) or on
  /// the kinds a trace file's screens have, instead of ranking strategies on a corpus.
  public var screen: String?
  /// `--scene FILE.json`: the scene of every trace (corpus only).
  public var scene: String?
  /// `--intent INTENT`: the intent of every trace (corpus only).
  public var intent: Intent?
  /// `--describe`: print per-family stroke statistics instead of scores (corpus only).
  public var describe = false
  /// `--stroke-ends`: print per-family statistics of how strokes end instead of scores
  /// (corpus only; ``StrokeEndStatistics``).
  public var strokeEnds = false
  /// `--doubt`: weigh the open choices of the model in every run, and give each strategy's
  /// share of runs resting on one (corpus only; ``CorpusScorer/weighsOpenChoices``).
  public var doubt = false
  /// `--model NAME`: the model parameters the runs use (``ModelParameters/named``).
  public var model = ModelParameters.uikit26
  /// `--ios 18|26|18,26`: the releases the runs use, overriding each trace's `device.ios`;
  /// `nil` keeps each trace's own.
  public var ios: [IOSVersion]?
  /// `--shard K/N`: score only the corpus entries whose index `i` has `i mod N == K − 1`
  /// (corpus only).
  package var shard: CorpusShard?
  /// `--emit-scores PART.json`: also write the exact, mergeable state of the scores there
  /// (corpus only; ``ScoreStateJSON``).
  package var emitScores: String?

  /// Creates default options.
  public init() {}

  /// The formats `corpus` prints.
  static let corpusFormats: [OutputFormat] = [.table, .json, .csv]
  /// The formats `recommend` prints.
  static let recommendFormats: [OutputFormat] = [.table, .json]

  /// The build step of `corpus` and `recommend` (`command`): the options ``OptionParser``
  /// read, checked together.
  ///
  /// - Throws: ``CLIError`` (usage) naming the bad option or combination.
  static func build(command: String, _ parsed: ParsedOptions) throws(CLIError) -> CorpusOptions {
    typealias Catalog = OptionCatalog
    let recommending = command == CommandName.recommend.rawValue
    var options = CorpusOptions()
    let positionals = parsed.positionals
    options.generate = parsed.value(OptionKeys.generate)
    let seed: UInt64? = parsed.value(OptionKeys.seed)
    let seedGiven = seed != nil
    if let seed { options.seed = seed }
    options.families = parsed.list(OptionKeys.families)
    options.emit = parsed.value(OptionKeys.emit)
    if recommending { options.input = parsed.value(OptionKeys.corpus) }
    options.strategies = parsed.text(OptionKeys.strategies)
    if let format: OutputFormat = parsed.value(OptionKeys.format) { options.format = format }
    if !recommending { options.csvComments = try CSVCommentsOption.read(parsed, format: options.format, command: .corpus) }
    options.byFamily = parsed.has(Catalog.by)
    options.jobs = parsed.value(OptionKeys.jobs)
    options.skipsInvalid = parsed.has(Catalog.skipInvalid)
    options.needs = parsed.list(OptionKeys.needs)
    options.allowed = Set(parsed.list(OptionKeys.allow))
    options.scene = parsed.value(OptionKeys.scene)
    options.intent = parsed.value(OptionKeys.intent)
    options.describe = parsed.has(Catalog.describe)
    options.strokeEnds = parsed.has(Catalog.strokeEnds)
    options.doubt = parsed.has(Catalog.doubt)
    options.shard = parsed.value(OptionKeys.shard)
    options.emitScores = parsed.value(OptionKeys.emitScores)
    if let model: ModelParameters = parsed.value(OptionKeys.model) { options.model = model }
    let iosText = parsed.text(OptionKeys.ios)
    options.ios = try iosText.map { text throws(CLIError) in try IOSOption.parse(text, command: command) }
    if recommending { options.screen = parsed.value(OptionKeys.recommendScreen) }
    if recommending, options.screen != nil {
      if let extra = positionals.first {
        throw CLIError.usage("recommend takes no argument, got '\(extra)'", command: command)
      }
      let corpusOnly: [(CommandLineOption, Bool)] = [
        (Catalog.corpus, options.input != nil), (Catalog.generate, options.generate != nil), (Catalog.seed, seedGiven),
        (Catalog.needs, !options.needs.isEmpty), (Catalog.allow, !options.allowed.isEmpty),
        (Catalog.strategies, options.strategies != nil), (Catalog.jobs, options.jobs != nil),
        (Catalog.skipInvalid, options.skipsInvalid),
      ]
      if let given = corpusOnly.first(where: \.1) {
        throw CLIError.usage(
          "\(given.0.long) ranks strategies on a corpus; --screen runs its own candidates on its own scenarios", command: command)
      }
      return options
    }
    if recommending {
      if let extra = positionals.first {
        throw CLIError.usage("recommend takes no argument, got '\(extra)' (a corpus is given with --corpus)", command: command)
      }
      if options.input != nil && options.generate != nil {
        throw CLIError.usage("--corpus and --generate cannot be combined", command: command)
      }
      if options.input != nil && seedGiven {
        throw CLIError.usage("--seed applies to a generated corpus, not to --corpus", command: command)
      }
      if options.input == nil && options.generate == nil { options.generate = Recommendation.defaultCorpusSize }
      if let ios = options.ios, ios.count > 1, options.input == "-" {
        throw CLIError.usage("--ios 18,26 reads the corpus once per release; standard input can be read only once", command: command)
      }
      return options
    }
    guard positionals.count <= 1 else {
      throw CLIError.usage("corpus takes one input, got \(positionals.count)", command: command)
    }
    options.input = positionals.first
    if let ios = options.ios, ios.count > 1 {
      if options.shard != nil || options.emitScores != nil {
        throw CLIError.usage("--shard and --emit-scores score one release; give --ios 18 or --ios 26", command: command)
      }
      if options.emit != nil { throw CLIError.usage("--emit writes one corpus; with --ios 18,26 give it without --emit, or one release", command: command) }
      if options.input == "-" { throw CLIError.usage("--ios 18,26 reads the corpus once per release; standard input can be read only once", command: command) }
      if options.describe { throw CLIError.usage("--describe prints stroke statistics, which no release changes; drop --ios", command: command) }
      if options.strokeEnds { throw CLIError.usage("--stroke-ends prints stroke statistics, which no release changes; drop --ios", command: command) }
    }
    if options.describe && options.strokeEnds {
      throw CLIError.usage("--describe and --stroke-ends print different tables; give one", command: command)
    }
    for (given, name) in [(options.describe, "--describe"), (options.strokeEnds, "--stroke-ends")] where given {
      if options.doubt {
        throw CLIError.usage("\(name) prints no scores; --doubt weighs the runs of scoring", command: command)
      }
      if options.shard != nil || options.emitScores != nil {
        throw CLIError.usage("\(name) prints no scores; --shard and --emit-scores apply to scoring", command: command)
      }
    }
    if options.describe {
      // What `--describe` would otherwise take and ignore: it runs no strategy and prints text.
      let ignored: [(CommandLineOption, Bool)] = [
        (Catalog.emit, options.emit != nil), (Catalog.strategies, options.strategies != nil), (Catalog.by, options.byFamily),
        (Catalog.format, options.format != .table), (Catalog.jobs, options.jobs != nil), (Catalog.intent, options.intent != nil),
        (Catalog.model, parsed.has(Catalog.model)),
      ]
      if let given = ignored.first(where: \.1) {
        throw CLIError.usage(
          "--describe prints only the strokes' motion, as a table, and runs no strategy: \(given.0.long) would be ignored; drop it",
          command: command)
      }
    }
    switch (options.input, options.generate) {
    case (nil, nil):
      throw CLIError.usage("corpus needs a FILE.jsonl, a directory of traces, or --generate N", command: command)
    case (.some, .some):
      throw CLIError.usage("corpus reads a file or generates traces, not both", command: command)
    case (.some, nil):
      if options.emit != nil { throw CLIError.usage("--emit writes a generated corpus; use it with --generate", command: command) }
      if seedGiven { throw CLIError.usage("--seed applies to --generate", command: command) }
      if !options.families.isEmpty { throw CLIError.usage("--families applies to --generate", command: command) }
    case (nil, .some):
      break
    }
    return options
  }
}
