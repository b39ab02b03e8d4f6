/// The JSON form of corpus scores: `backstrategies-scores/1`.
///
///     { "format": "backstrategies-scores/1",
///       "corpus": { "source": "generated: seed 1", "traces": 2000, "intents": {…}, "unlabelled": 0,
///                   "skipped": 0, "skippedExamples": [], "families": {"edge-slow": 91, …} },
///       "strategies": [ { "strategy": "system-edge:shipped", "listensAt": ["back-edge"],
///                         "scores": {…}, "byFamily": {…}, "byFacet": {…} } ] }
///
/// Every score is a number or `null` (nothing measured); the counts behind each share come
/// with it, so consumers can pool corpora.
public enum ScoresJSON {
  /// Format identifier.
  public static let format = "backstrategies-scores/1"

  /// The whole document; `ios` is the release the runs were forced to (`--ios`), `null` when
  /// each trace ran on its own `device.ios`.
  public static func document(_ scores: CorpusScores, source: String, ios: IOSVersion? = nil) -> JSONOutput {
    .object([
      ("format", .string(format)),
      ("ios", ios.map { .number(Double($0.number)) } ?? .null),
      ("corpus", corpus(scores, source: source)),
      ("strategies", .array(scores.scorecards.map { scorecard($0, families: scores.families) })),
    ])
  }

  /// What the corpus held.
  static func corpus(_ scores: CorpusScores, source: String) -> JSONOutput {
    .object([
      ("source", .string(source)),
      ("traces", .number(Double(scores.traces))),
      ("intents", .object(Intent.allCases.compactMap { intent in
        scores.intentCounts[intent].map { (intent.rawValue, JSONOutput.number(Double($0))) }
      })),
      ("unlabelled", .number(Double(scores.unlabelled))),
      ("skipped", .number(Double(scores.skipped))),
      ("skippedExamples", .array(scores.skippedExamples.map { .string($0.description) })),
      ("families", .object(scores.families.map { ($0, .number(Double(scores.familyCounts[$0] ?? 0))) })),
    ])
  }

  /// One strategy's scorecard.
  static func scorecard(_ card: Scorecard, families: [String]) -> JSONOutput {
    .object([
      ("strategy", .string(card.strategy)),
      ("listensAt", .array(card.regions.sorted().map { .string($0.rawValue) })),
      ("scores", accumulator(card.overall)),
      ("byFamily", .object(families.compactMap { family in card.byFamily[family].map { (family, accumulator($0)) } })),
      ("byFacet", .object(TraceFacet.allCases.compactMap { facet in card.byFacet[facet].map { (facet.rawValue, accumulator($0)) } })),
    ])
  }

  /// The scores of one group, with their counts.
  public static func accumulator(_ scores: ScoreAccumulator) -> JSONOutput {
    func share(_ value: Double?) -> JSONOutput { value.map { .number($0) } ?? .null }
    func count(_ value: Int) -> JSONOutput { .number(Double(value)) }
    return .object([
      ("traces", count(scores.traces)),
      ("reach", share(scores.reach)),
      ("accuracy", share(scores.accuracy)),
      ("backRecall", share(scores.backRecall)),
      ("homeRecall", share(scores.homeRecall)),
      ("falseBackRate", share(scores.falseBackRate)),
      ("cancelCorrectness", share(scores.cancelCorrectness)),
      ("hazardsPerThousand", share(scores.hazardsPerThousand)),
      ("hazards", .object(Hazard.allCases.compactMap { hazard in scores.hazardRuns[hazard].map { (hazard.rawValue, count($0)) } })),
      ("medianDecisionTime", share(scores.medianDecisionTime)),
      ("meanTrackingError", share(scores.meanTrackingError)),
      ("meanScreenshotBytes", share(scores.meanScreenshotBytes)),
      ("counts", .object([
        ("inReach", count(scores.tracesInReach)), ("labelled", count(scores.labelled)), ("fulfilled", count(scores.fulfilled)),
        ("back", count(scores.backTraces)), ("backPopped", count(scores.backPopped)),
        ("backToRoot", count(scores.homeTraces)), ("backToRootReached", count(scores.homeReached)),
        ("notBack", count(scores.nonBackTraces)), ("notBackPopped", count(scores.nonBackPopped)),
        ("stayStarted", count(scores.stayStarted)), ("stayKept", count(scores.stayKept)),
        ("runsWithHazards", count(scores.runsWithHazards)), ("decisions", count(scores.decisions)),
        ("trackedRuns", count(scores.trackedRuns)), ("runsWithScreenshots", count(scores.runsWithScreenshots)),
        ("largestScreenshotBytes", count(scores.largestScreenshotBytes)),
      ])),
    ])
  }
}
