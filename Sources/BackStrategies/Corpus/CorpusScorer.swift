/// Runs strategies over a corpus and folds the results into ``CorpusScores``, streaming: it
/// pulls at most ``batchSize`` entries from a lazy sequence, evaluates that batch (serially, or
/// in parallel through the `evaluateBatch` hook), folds the batch in trace order, and only then
/// pulls the next. Memory depends on the batch size and the number of strategies, not on the
/// number of traces. The one entry point for "scores over a corpus" (for one trace, use
/// ``Comparison``):
///
///     let scorer = CorpusScorer(selections: [BuiltIn.systemEdge.shipped, BuiltIn.cupertino.flutter])
///     let scores = try scorer.score(CorpusGenerator(seed: 1).traces(count: 2_000))
///     scores.scorecards.map { ($0.strategy, $0.overall.backRecall) }
public struct CorpusScorer: Sendable {
  /// Entries evaluated together by default: enough to keep every core busy between folds, few
  /// enough that a batch of traces and run summaries stays a few MiB.
  public static let defaultBatchSize = 256

  /// The strategies and presets scored, in report order.
  public var selections: [StrategySelection]
  /// The model the runs use.
  public var options: RunOptions
  /// Most entries in memory at once.
  public var batchSize: Int
  /// Skip invalid entries (counting and listing them) instead of stopping at the first.
  public var skipsInvalid: Bool
  /// A scene and an intent applied to every trace before it runs (validated again then).
  public var override: TraceOverride?
  /// Whether each run is repeated under the other reading of every open choice of the model
  /// (``OpenChoice``; one more run per choice that applies, to its ``RunSummary`` only), so that the
  /// scores count the runs that rest on one (``Scorecard/restsOn``). Off by default:
  /// `corpus --doubt`.
  public var weighsOpenChoices: Bool
  /// An open choice whose other reading every run takes (``OpenChoice/otherReading(of:on:screenWidth:)``
  /// of ``options``' parameters, for each trace's release and screen; a trace where the choice
  /// is not asked keeps ``options``): the scores `recommend` ranks again to see whether its
  /// first pick holds, which it gets in the pass that scores the corpus (``readingCheck``).
  /// `nil` (the default) runs ``options`` as they are.
  package var otherReading: OpenChoice?
  /// The shard of the corpus the entries are (``CorpusScores/shard``): the scorer folds what it
  /// is given, and the shard turns each entry's position into its corpus index.
  package var shard = CorpusShard.whole
  /// Open choices whose other reading the corpus is scored under too, in the same pass
  /// (``ReadingCheck``: `recommend`'s check of its first pick); `nil` (the default) scores the
  /// model's own reading only.
  package var readingCheck: ReadingCheck?

  /// Creates a scorer of `selections` (by default every built-in strategy's default preset).
  public init(
    selections: [StrategySelection] = StrategyCatalog.builtIn.defaultSelections, options: RunOptions = RunOptions(),
    batchSize: Int = CorpusScorer.defaultBatchSize,
    skipsInvalid: Bool = false, override: TraceOverride? = nil, weighsOpenChoices: Bool = false
  ) {
    self.selections = selections
    self.options = options
    self.batchSize = max(1, batchSize)
    self.skipsInvalid = skipsInvalid
    self.override = override
    self.weighsOpenChoices = weighsOpenChoices
  }

  /// Reads one entry and runs every selection on it. Pure: safe to call from any thread.
  public func evaluate(_ entry: CorpusEntry) -> TraceEvaluation {
    var storage = RunStorage()
    return evaluate(entry, storage: &storage)
  }

  /// As ``evaluate(_:)-(CorpusEntry)``, the runs handing `storage` on (``RunStorage``): a worker
  /// that evaluates many entries passes the same storage to each.
  package func evaluate(_ entry: CorpusEntry, storage: inout RunStorage) -> TraceEvaluation {
    do throws(TraceError) {
      var trace = try entry.trace()
      if let override {
        trace = override.applied(to: trace)
        try trace.validate()
      }
      return TraceEvaluation(location: entry.location, result: .success(evaluate(trace, storage: &storage)))
    } catch {
      return TraceEvaluation(location: entry.location, result: .failure(error))
    }
  }

  /// Runs every selection on a valid trace; with ``weighsOpenChoices``, each run again under
  /// the other reading of each open choice (``EvaluatedTrace/restsOn``).
  public func evaluate(_ trace: Trace) -> EvaluatedTrace {
    var storage = RunStorage()
    return evaluate(trace, storage: &storage)
  }

  /// As ``evaluate(_:)-(Trace)``, the runs handing `storage` on (``RunStorage``).
  package func evaluate(_ trace: Trace, storage: inout RunStorage) -> EvaluatedTrace {
    var options = options
    if let otherReading,
      let parameters = otherReading.otherReading(
        of: options.parameters, on: options.ios ?? trace.scene.device.ios, screenWidth: trace.scene.device.width)
    {
      options.parameters = parameters
    }
    let label = TraceLabel(trace: trace, parameters: options.parameters)
    // The runs note the open choices they meet only when the corpus weighs them, or when its
    // other readings are checked (a run that met none of a choice is reused under its other
    // reading). Noting changes no run: it only records where another reading would decide.
    options.weighsOpenChoices = weighsOpenChoices || readingCheck != nil
    var summaries: [RunSummary] = []
    var regions: [Set<StartRegion>] = []
    var restsOn: [[OpenChoice]] = []
    // For the check of the other readings: what each run installed, and the choices it met.
    var setups: [GestureSetup] = []
    var met: [OpenChoiceSet] = []
    summaries.reserveCapacity(selections.count)
    regions.reserveCapacity(selections.count)
    // The scene on the release the runs use (`RunOptions.ios` overrides the trace's).
    var scene = trace.scene
    if let ios = options.ios { scene.device.ios = ios }
    let parameters = options.parameters.resolved(for: scene.device.ios)
    let touchDown = trace.touches.first { $0.phase == .began }
    let touchDownTime = touchDown?.t ?? 0
    // The velocity estimates every run reads, worked out once for the trace (`TraceVelocities`).
    storage.traceVelocities = TraceVelocities(touches: trace.touches, parameters: parameters)
    defer { storage.traceVelocities = nil }
    // The parameters' box, found or made once for the trace: each run below is given it
    // (`RunStorage.nextRunParameters`) instead of resolving `options`' parameters again and
    // comparing them with the kept box's.
    let sharedParameters: SharedModelParameters
    if let kept = storage.sharedParameters, kept.value == parameters {
      sharedParameters = kept
    } else {
      sharedParameters = SharedModelParameters(parameters)
      storage.sharedParameters = sharedParameters
    }
    // Each selection's label and runner are read in place: a `for … in`, or a method called on
    // the element, copies the whole selection (a dozen references, shared by every worker
    // thread, retained and released).
    for index in selections.indices {
      // The run reports its summary and what it installed: the setup `gestureSetup(in:parameters:)`
      // gives for this scene, installed once rather than twice. A corpus keeps only the
      // summary, so the run's result is never built.
      storage.nextRunParameters = sharedParameters
      let run = selections[index].summaryRunner(selections[index].label, trace, touchDownTime, options, &storage)
      storage.nextRunParameters = nil
      var summary = run.summary
      let listened = Self.listening(run.setup, scene: scene, parameters: parameters, summary: &summary, touchDown: touchDown)
      summaries.append(summary)
      regions.append(listened)
      if readingCheck != nil {
        setups.append(run.setup)
        met.append(run.openChoicesMet)
      }
      if weighsOpenChoices {
        restsOn.append(
          selections[index].otherReadings(
            on: trace, touchDownTime: touchDownTime, options: options, against: summary,
            met: options.weighsEveryReading ? nil : run.openChoicesMet
          ).map(\.choice))
      }
    }
    var evaluated = EvaluatedTrace(
      trace: trace, label: label, summaries: summaries, regions: regions, restsOn: weighsOpenChoices ? restsOn : nil)
    if let readingCheck {
      evaluated.underOtherReadings = underOtherReadings(
        readingCheck, of: evaluated, scene: scene, options: options, touchDown: touchDown, setups: setups,
        met: options.weighsEveryReading ? nil : met, storage: &storage)
    }
    return evaluated
  }

  /// The start regions `setup` listens in on `scene` (worked out once for both questions,
  /// `startRegions` and `listens(at:)`), and `summary`'s ``RunSummary/inReach``: whether the
  /// trace's first touch-down (`touchDown`; none leaves it as it is) lands where it listens.
  static func listening(
    _ setup: GestureSetup, scene: SceneSpec, parameters: ModelParameters, summary: inout RunSummary, touchDown: TouchSample?
  ) -> Set<StartRegion> {
    // One pass over the areas, not gathered into an array (one allocation fewer per run).
    var listened: StartRegion.Flags = []
    var reaches = false
    let down = touchDown?.location
    setup.forEachListeningArea(device: scene.device, parameters: parameters) { area in
      listened.formUnion(area.startRegionFlags(device: scene.device, parameters: parameters))
      if let down, !reaches, area.contains(down, in: scene) { reaches = true }
    }
    if down != nil { summary.inReach = reaches }
    return listened.regions
  }

  /// Scores `entries`, evaluating each batch with `evaluateBatch` (which must return one
  /// evaluation per entry, in order, each as ``evaluate(_:)-(CorpusEntry)`` gives it; `nil`
  /// evaluates serially) and calling
  /// `afterEachBatch` with the scores so far (for progress reports and emitters).
  ///
  /// - Throws: ``CorpusError`` naming the first invalid entry, unless ``skipsInvalid``.
  public func score<Entries: Sequence<CorpusEntry>>(
    _ entries: Entries,
    evaluateBatch: (([CorpusEntry]) -> [TraceEvaluation])? = nil,
    afterEachBatch: (_ scores: CorpusScores, _ batch: [TraceEvaluation]) -> Void = { _, _ in }
  ) throws(CorpusError) -> CorpusScores {
    // Serial: each batch is evaluated only when its fold is due (nothing runs ahead).
    try score(
      entries,
      startingBatch: { batch in { evaluateBatch?(batch) ?? batch.map(evaluate) } }, readsAhead: false,
      afterEachBatch: afterEachBatch)
  }

  /// Scores `entries` with the fold of one batch overlapping the evaluation of the next.
  ///
  /// `startBatch` is given each batch and returns a function that waits for its evaluations
  /// (one per entry, in order). The scorer reads batch *k + 1* while batch *k* is evaluated,
  /// starts it as soon as batch *k*'s evaluations are in, then folds batch *k*: an evaluator
  /// that works in the background (the CLI's worker threads) waits neither for the reader nor
  /// for the fold. The fold itself stays in trace order, so the scores are the same as a
  /// serial run's, bit for bit. At most two batches are in memory. Each waiting function is
  /// called exactly once, in batch order, also when the fold stops at an invalid entry (so no
  /// work is left running after this returns).
  ///
  /// With `readsAhead` false the next batch is read and started only after this one has
  /// folded: a serial evaluator gains nothing from running ahead, and only one batch is then
  /// in memory.
  ///
  /// - Throws: ``CorpusError`` naming the first invalid entry, unless ``skipsInvalid``.
  package func score<Entries: Sequence<CorpusEntry>>(
    _ entries: Entries,
    startingBatch startBatch: ([CorpusEntry]) -> () -> [TraceEvaluation], readsAhead: Bool = true,
    afterEachBatch: (_ scores: CorpusScores, _ batch: [TraceEvaluation]) -> Void = { _, _ in }
  ) throws(CorpusError) -> CorpusScores {
    try scoreCheckingReadings(entries, startingBatch: startBatch, readsAhead: readsAhead, afterEachBatch: afterEachBatch).scores
  }

  /// As ``score(_:startingBatch:readsAhead:afterEachBatch:)``, with the scores under the other
  /// reading of each of ``readingCheck``'s choices folded in the same pass (one per choice, in
  /// its order, of its selections; each as a scorer with ``otherReading`` set to that choice
  /// scores them: ``ReadingCheck``). Without a check, `underOtherReadings` is empty.
  ///
  /// - Throws: ``CorpusError`` naming the first invalid entry, unless ``skipsInvalid``.
  package func scoreCheckingReadings<Entries: Sequence<CorpusEntry>>(
    _ entries: Entries,
    startingBatch startBatch: ([CorpusEntry]) -> () -> [TraceEvaluation], readsAhead: Bool = true,
    afterEachBatch: (_ scores: CorpusScores, _ batch: [TraceEvaluation]) -> Void = { _, _ in }
  ) throws(CorpusError) -> (scores: CorpusScores, underOtherReadings: [CorpusScores]) {
    var scores = CorpusScores(strategies: selections.map(\.label), weighsOpenChoices: weighsOpenChoices)
    scores.shard = shard
    var underOtherReadings: [CorpusScores] = []
    if let readingCheck {
      var under = CorpusScores(strategies: readingCheck.selections.map { selections[$0].label })
      under.shard = shard
      underOtherReadings = Array(repeating: under, count: readingCheck.choices.count)
    }
    var iterator = entries.makeIterator()
    func nextBatch() -> [CorpusEntry] {
      var batch: [CorpusEntry] = []
      batch.reserveCapacity(batchSize)
      while batch.count < batchSize, let entry = iterator.next() { batch.append(entry) }
      return batch
    }
    var batch = nextBatch()
    guard !batch.isEmpty else { return (scores, underOtherReadings) }
    var pending = startBatch(batch)
    while true {
      var following: [CorpusEntry] = []
      // The next batch is read (split into lines, for a file) while this one is evaluated, so
      // the workers never wait for the reader; it starts the moment they are free, and runs
      // while this one folds.
      if readsAhead { following = batch.count < batchSize ? [] : nextBatch() }
      let evaluations = pending()
      precondition(evaluations.count == batch.count, "a batch's evaluation must return one evaluation per entry")
      if !following.isEmpty { pending = startBatch(following) }
      do throws(CorpusError) {
        for evaluation in evaluations {
          try scores.fold(evaluation, skipsInvalid: skipsInvalid)
          for index in underOtherReadings.indices {
            try underOtherReadings[index].fold(evaluation.underOtherReading(index), skipsInvalid: skipsInvalid)
          }
        }
      } catch {
        if !following.isEmpty { _ = pending() }
        throw error
      }
      afterEachBatch(scores, evaluations)
      if !readsAhead {
        following = batch.count < batchSize ? [] : nextBatch()
        if !following.isEmpty { pending = startBatch(following) }
      }
      if following.isEmpty { return (scores, underOtherReadings) }
      batch = following
    }
  }

  /// Scores traces (validating each), serially, in bounded batches.
  ///
  /// - Throws: ``CorpusError`` naming the first invalid trace (`trace 3`), unless ``skipsInvalid``.
  public func score<Traces: Sequence<Trace>>(_ traces: Traces) throws(CorpusError) -> CorpusScores {
    try score(traces.lazy.enumerated().map { CorpusEntry(location: "trace \($0.offset)", source: .trace($0.element)) })
  }
}
