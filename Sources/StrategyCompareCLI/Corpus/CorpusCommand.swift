import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strategy-compare corpus`: streams a corpus (generated, or read from a JSON Lines file or a
/// directory) through the strategies in bounded batches, on every core, and prints the scores.
struct CorpusCommand {
  let catalog: StrategyCatalog
  var options: CorpusOptions
  /// The columns the table may use.
  var width = TextWrapping.terminalWidth
  /// Standard input's bytes, for `--scene -`.
  var readStandardInput: () -> [UInt8] = { [] }

  /// Runs it and returns what it prints; with two releases (`--ios 18,26`), the scores of each,
  /// oldest first.
  func run() throws(CLIError) -> String {
    var notes: [String] = []
    return try run(notes: &notes)
  }

  /// The same, adding a note for stderr when unlabelled traces were left out.
  func run(notes: inout [String]) throws(CLIError) -> String {
    guard let releases = options.ios, releases.count > 1 else { return try runOne(notes: &notes) }
    var parts: [(IOSVersion, CorpusScores, String)] = []
    for release in releases {
      var one = self
      one.options.ios = [release]
      let (scores, source) = try one.scoreOne()
      parts.append((release, scores, source))
    }
    if let first = parts.first, let note = Self.leftOutNote(first.1, source: first.2) { notes.append(note) }
    let provenance = Provenance.strategyCompare(options.model, ios: releases)
    switch options.format {
    case .json:
      return JSONOutput.object([
        ("format", .string(Self.byReleaseFormat)),
        (Provenance.jsonKey, provenance.json),
        ("releases", .array(parts.map { release, scores, source in
          .object([
            ("ios", .number(Double(release.number))),
            ("scores", ScoresJSON.document(scores, source: source, ios: release, provenance: .strategyCompare(options.model, ios: [release]))),
          ])
        })),
      ]).render(pretty: true) + "\n"
    case .csv:
      return ScoresCSV.render(
        releases: parts.map { ($0.0, $0.1) }, byFamily: options.byFamily, provenance: options.csvComments ? provenance : nil)
    default:
      return parts.map { release, scores, source in
        "\(release.label):\n"
          + Self.render(
            scores, source: source, format: options.format, byFamily: options.byFamily, width: width, ios: release,
            provenance: .strategyCompare(options.model, ios: [release]))
      }.joined(separator: "\n")
    }
  }

  /// Format identifier of the scores of several releases (`corpus --ios 18,26 --format json`).
  static let byReleaseFormat = "backstrategies-scores-by-release/1"

  /// One release (or each trace's own): the scores and the corpus' name.
  func scoreOne() throws(CLIError) -> (CorpusScores, String) {
    let selections = try catalog.selections(for: options.strategies, command: CommandName.corpus.rawValue)
    let input = try Self.input(options)
    let override = try Self.override(options, readStandardInput: readStandardInput)
    let scores = try Self.score(input, selections: selections, options: options, emitter: nil, override: override)
    return (scores, input.description)
  }

  /// The corpus in words, with the release when `--ios` gave one.
  static func sourceDescription(_ input: CorpusInput, _ options: CorpusOptions) -> String {
    guard let ios = options.ios, ios.count == 1 else { return input.description }
    return "\(input.description); \(ios[0].label)"
  }

  func runOne(notes: inout [String]) throws(CLIError) -> String {
    let selections = try catalog.selections(for: options.strategies, command: CommandName.corpus.rawValue)
    let input = try Self.input(options)
    let override = try Self.override(options, readStandardInput: readStandardInput)
    if options.describe || options.strokeEnds {
      return try Self.describe(input, override: override, skipsInvalid: options.skipsInvalid, strokeEnds: options.strokeEnds)
    }
    if let path = options.emitScores, let input = options.input, AtomicFile.sameFile(input, path) {
      throw CLIError(.cantCreate, "refusing to write '\(path)': it is also an input ('\(input)'); write elsewhere")
    }
    if let path = options.emitScores, let corpus = options.emit, path == corpus || AtomicFile.sameFile(corpus, path) {
      throw CLIError.usage("--emit and --emit-scores name the same file '\(path)'; give each its own", command: .corpus)
    }
    var emitter: FileHandle?
    if let path = options.emit { emitter = try Self.createEmitFile(path) }
    defer { try? emitter?.close() }
    // Entries are counted (and digested) only when a shard or a part needs it.
    let shard = options.shard != nil || options.emitScores != nil
      ? ShardedEntries(input.entries, shard: options.shard ?? .whole, digests: options.emitScores != nil) : nil
    let scores = try Self.score(input, shard: shard, selections: selections, options: options, emitter: emitter, override: override)
    if let path = options.emitScores, let shard {
      let state = ScoreState(
        run: Self.identity(selections: selections, options: options, override: override),
        corpus: ScoreState.CorpusIdentity(
          source: input.description, entries: shard.entriesSeen, bytes: input.counter.bytesRead, digest: shard.digest.hexadecimal),
        shard: shard.shard, scores: scores)
      try AtomicFile.write(ScoreStateJSON.render(state), to: path)
    }
    if let note = Self.leftOutNote(scores, source: input.description) { notes.append(note) }
    return Self.render(
      scores, source: input.description, format: options.format, byFamily: options.byFamily, width: width, ios: options.ios?.first,
      provenance: .strategyCompare(options.model, ios: options.ios ?? []), csvComments: options.csvComments)
  }

  /// The scores as `corpus` prints them (and `corpus merge`, from the merged parts).
  /// `ios` is the `--ios` release the runs used (`nil`: each trace's own): the table names it
  /// after the source, JSON in its `ios` member. `provenance` (what made the scores) goes under
  /// the table's summary and into JSON's `madeBy`, and into CSV as a first `#` line only with
  /// `csvComments` (`--csv-comments`).
  static func render(
    _ scores: CorpusScores, source: String, format: OutputFormat, byFamily: Bool, width: Int = TextWrapping.terminalWidth,
    ios: IOSVersion? = nil, provenance: Provenance? = nil, csvComments: Bool = false
  ) -> String {
    switch format {
    case .json: ScoresJSON.document(scores, source: source, ios: ios, provenance: provenance).render(pretty: true) + "\n"
    case .csv: ScoresCSV.render(scores, byFamily: byFamily, provenance: csvComments ? provenance : nil)
    default:
      ScoresTable.render(
        scores, source: ios.map { "\(source); \($0.label)" } ?? source, byFamily: byFamily, width: width, provenance: provenance)
    }
  }

  /// What identifies the run in a `--emit-scores` part: parts merge only if these agree.
  static func identity(selections: [StrategySelection], options: CorpusOptions, override: TraceOverride?) -> ScoreState.RunIdentity {
    ScoreState.RunIdentity(
      tool: ToolVersion.text, strategies: selections.map(\.label), model: options.model.name, skipsInvalid: options.skipsInvalid,
      scene: override?.scene.map { TraceEncoder.encodeJSON(Trace(name: "scene", scene: $0, touches: []), pretty: false) },
      intent: override?.intent?.rawValue, ios: options.ios?.first?.number, doubt: options.doubt)
  }

  /// The corpus the options name: generated, or read from files.
  static func input(_ options: CorpusOptions) throws(CLIError) -> CorpusInput {
    if let count = options.generate {
      return .generated(CorpusGenerator(seed: options.seed, families: options.families), count: count)
    }
    return try .files(at: options.input ?? "")
  }

  /// Scores `input`: bounded batches, evaluated on `--jobs` threads, folded in corpus order;
  /// generated traces are written to `emitter` in order as their batch completes. With
  /// `shard`, only that shard's entries of `input` are scored.
  static func score(
    _ input: CorpusInput, shard: ShardedEntries? = nil, selections: [StrategySelection], options: CorpusOptions,
    emitter: FileHandle?, override: TraceOverride? = nil
  ) throws(CLIError) -> CorpusScores {
    try scoreCheckingReadings(input, shard: shard, selections: selections, options: options, emitter: emitter, override: override)
      .scores
  }

  /// As ``score(_:shard:selections:options:emitter:override:)``, with `readingCheck`'s
  /// choices scored in the same pass (`CorpusScorer.ReadingCheck`: `recommend`'s check), one
  /// set of scores per choice in `underOtherReadings`; empty without a check.
  static func scoreCheckingReadings(
    _ input: CorpusInput, shard: ShardedEntries? = nil, selections: [StrategySelection], options: CorpusOptions,
    emitter: FileHandle?, override: TraceOverride? = nil, readingCheck: CorpusScorer.ReadingCheck? = nil
  ) throws(CLIError) -> (scores: CorpusScores, underOtherReadings: [CorpusScores]) {
    // Capped at the cores (JobCount): more threads cannot change the scores, only the memory.
    let jobs = JobCount.workers(requested: options.jobs)
    var scorer = CorpusScorer(
      selections: selections, options: RunOptions(parameters: options.model, ios: options.ios?.first),
      batchSize: max(CorpusScorer.defaultBatchSize, jobs * batchesPerJob),
      skipsInvalid: options.skipsInvalid, override: override, weighsOpenChoices: options.doubt)
    if let shard { scorer.shard = shard.shard }
    scorer.readingCheck = readingCheck
    let entries = shard.map { AnySequence($0) } ?? input.entries
    let total = input.count.map { (shard?.shard ?? .whole).share(of: $0) }
    let evaluator = ParallelEvaluator(jobs: jobs, encodesTraces: emitter != nil)
    let progress = ProgressLine()
    defer { progress.finish() }
    var pendingLines: [String?] = []
    var writeError: String?
    let scores: CorpusScores
    let underOtherReadings: [CorpusScores]
    do throws(CorpusError) {
      (scores, underOtherReadings) = try scorer.scoreCheckingReadings(
        entries,
        startingBatch: { batch in
          let waitForBatch = evaluator.start(batch, with: scorer)
          // Called just before this batch folds, after the previous batch's lines were written.
          return {
            let evaluated = waitForBatch()
            pendingLines = evaluated.map(\.jsonLine)
            return evaluated.map(\.evaluation)
          }
        },
        afterEachBatch: { scores, _ in
          if let emitter, writeError == nil {
            var text = ""
            for line in pendingLines { if let line { text += line + "\n" } }
            do { try emitter.write(contentsOf: Data(text.utf8)) } catch { writeError = error.localizedDescription }
          }
          pendingLines.removeAll(keepingCapacity: true)
          let fraction = input.totalBytes.map { $0 > 0 ? Double(input.counter.bytesRead) / Double($0) : 1 }
          progress.update(done: scores.traces + scores.unlabelled + scores.skipped, total: total, fraction: fraction)
        })
    } catch {
      throw CLIError(.dataError, error.description, hint: options.skipsInvalid ? nil : "--skip-invalid skips invalid traces and counts them")
    }
    if let writeError, let path = options.emit {
      throw CLIError(.cantCreate, "\(path): could not write the corpus (\(writeError))")
    }
    // A shard may hold no scored trace while the whole corpus does (`corpus merge` checks the
    // whole); a shard of a corpus without a single entry is refused as the corpus is.
    if shard == nil, let error = nothingScored(scores, source: input.description) { throw error }
    if let shard, shard.entriesSeen == 0, let error = nothingScored(CorpusScores(strategies: []), source: input.description) {
      throw error
    }
    return (scores, underOtherReadings)
  }

  /// The error for the scores of a whole corpus in which no trace was scored (`nil` when one
  /// was): scores of nothing would be a table of `n/a`. Exit 65, naming the corpus and why:
  /// no trace has an intent, every entry was invalid (`--skip-invalid` skipped them all), or
  /// the input holds no trace (empty, or only blank lines). `corpus merge` asks the same of
  /// the merged parts.
  static func nothingScored(_ scores: CorpusScores, source: String) -> CLIError? {
    guard scores.traces == 0 else { return nil }
    if scores.unlabelled > 0 {
      return CLIError(
        .dataError,
        "\(source): no trace has an intent: pass --intent back|backToRoot|stay|scroll|none to label every trace, or label each trace's \"intent\"")
    }
    if scores.skipped > 0 {
      let entries = scores.skipped == 1 ? "its one entry is invalid" : "all \(scores.skipped) entries are invalid"
      return CLIError(.dataError, "\(source): no trace to score: \(entries) (skipped by --skip-invalid)")
    }
    return CLIError(.dataError, "\(source): no trace to score: the input is empty or holds only blank lines")
  }

  /// The stderr note of a partly labelled corpus (`nil` when every trace had an intent).
  static func leftOutNote(_ scores: CorpusScores, source: String) -> String? {
    guard scores.leftOut > 0 else { return nil }
    let read = scores.traces + scores.leftOut
    return "\(source): \(scores.leftOut) of \(read) traces have no intent and were left out of the scores (--intent labels them all)"
  }

  /// The `--scene` and `--intent` override, when either is given.
  static func override(
    _ options: CorpusOptions, readStandardInput: @escaping () -> [UInt8] = { [] }
  ) throws(CLIError) -> TraceOverride? {
    guard options.scene != nil || options.intent != nil else { return nil }
    if options.scene == "-" && options.input == "-" {
      throw CLIError.usage("the corpus and --scene cannot both be '-' (standard input is one stream)", command: .corpus)
    }
    let scene = try options.scene.map { path throws(CLIError) in
      try TraceLoader(readStandardInput: readStandardInput).loadScene(path).scene
    }
    return TraceOverride(scene: scene, intent: options.intent)
  }

  /// `--describe`: per-family stroke statistics of the corpus, read one trace at a time; with
  /// `strokeEnds` (`--stroke-ends`), how the strokes end instead.
  static func describe(_ input: CorpusInput, override: TraceOverride?, skipsInvalid: Bool, strokeEnds: Bool = false) throws(CLIError) -> String {
    var statistics = StrokeStatistics()
    var ends = StrokeEndStatistics()
    var skipped = 0
    var described = 0
    for entry in input.entries {
      do throws(TraceError) {
        var trace = try entry.trace()
        if let override {
          trace = override.applied(to: trace)
          try trace.validate()
        }
        if strokeEnds { ends.add(trace) } else { statistics.add(trace) }
        described += 1
      } catch {
        guard skipsInvalid else { throw CLIError(.dataError, CorpusError(location: entry.location, error: error).description) }
        skipped += 1
      }
    }
    if described == 0 {
      var nothing = CorpusScores(strategies: [])
      nothing.skipped = skipped
      if let error = nothingScored(nothing, source: input.description) { throw error }
    }
    let table = strokeEnds ? ends.render(source: input.description) : statistics.render(source: input.description)
    return table + (skipped > 0 ? "Skipped \(skipped) invalid entries.\n" : "")
  }

  /// Batches hold at least this many entries per thread, so that every thread stays busy.
  static let batchesPerJob = 32

  /// Creates (or truncates) the `--emit` file as a shell's `>` does: a symbolic link is
  /// followed, a device or FIFO written through, an existing file keeps its permissions; a
  /// path naming a descriptor (`/dev/stdout`, `/dev/fd/N`) is written through that
  /// descriptor, never truncating the file it reaches (``AtomicFile/openForStreaming(_:shownAs:)``).
  static func createEmitFile(_ path: String) throws(CLIError) -> FileHandle {
    let descriptor = try AtomicFile.openForStreaming(OutputTarget.resolve(path), shownAs: path)
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }
}
