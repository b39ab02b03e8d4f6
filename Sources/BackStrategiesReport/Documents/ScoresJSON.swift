import BackStrategies
import BackStrategiesSupport

/// The JSON form of corpus scores: `backstrategies-scores/2`.
///
///     { "format": "backstrategies-scores/2",
///       "corpus": { "source": "generated: seed 1", "traces": 2000, "intents": {…}, "unlabelled": 0,
///                   "skipped": 0, "skippedExamples": [], "families": {"edge-slow": 91, …} },
///       "strategies": [ { "strategy": "system-edge:shipped", "listensAt": ["back-edge"],
///                         "scores": {…}, "byFamily": {…}, "byFacet": {…} } ] }
///
/// Every share is a ``rate(_:)`` object, `{"value", "low", "high", "count", "of"}`: the share,
/// its 95 % Wilson interval (`Proportion`) and the counts behind it (`null` value and bounds
/// when `of` is 0, nothing measured); other scores are a number or `null`. The counts come
/// with every score, so consumers can pool corpora. Version 2 made the shares objects (in
/// version 1 they were bare numbers) and added `right` and `corpus.leftOut`. With
/// `corpus --doubt` each strategy also has `restsOn` (``restsOn(_:)``); without it the member
/// is absent.
public enum ScoresJSON {
  /// Format identifier.
  public static let format = "backstrategies-scores/2"

  /// The whole document; `ios` is the release the runs were forced to (`--ios`), `null` when
  /// each trace ran on its own `device.ios`. With `provenance`, what made it in a `madeBy`
  /// member after `format` (``Provenance/json``).
  public static func document(
    _ scores: CorpusScores, source: String, ios: IOSVersion? = nil, provenance: Provenance? = nil
  ) -> JSONOutput {
    .object(Provenance.members([
      ("format", .string(format)),
      ("ios", ios.map { .number(Double($0.number)) } ?? .null),
      ("corpus", corpus(scores, source: source)),
      ("strategies", .array(scores.scorecards.map { scorecard($0, families: scores.families) })),
    ], madeBy: provenance))
  }

  /// What the corpus held.
  static func corpus(_ scores: CorpusScores, source: String) -> JSONOutput {
    .object([
      ("source", .string(source)),
      ("traces", .number(Double(scores.traces))),
      ("intents", ScorecardJSON.countsByCase(scores.intentCounts)),
      ("unlabelled", .number(Double(scores.unlabelled))),
      ("leftOut", .number(Double(scores.leftOut))),
      ("skipped", .number(Double(scores.skipped))),
      ("skippedExamples", .array(scores.skippedExamples.map { .string($0.description) })),
      ("families", .object(scores.families.map { ($0, .number(Double(scores.familyCounts[$0] ?? 0))) })),
    ])
  }

  /// One strategy's scorecard; with `--doubt`, its `restsOn` last (``restsOn(_:)``).
  static func scorecard(_ card: Scorecard, families: [String]) -> JSONOutput {
    var members = ScorecardJSON.members(card, families: families, overallKey: "scores", accumulator: accumulator)
    if let tally = card.restsOn { members.append(("restsOn", restsOn(tally))) }
    return .object(members)
  }

  /// The runs that rest on an open choice (`--doubt`): `{"runs": 41, "of": 2000, "share": rate,
  /// "byChoice": {"release-procedure": rate, …}}`, `runs` of the `of` runs weighed resting on at
  /// least one choice, and every choice (`OpenChoice.allCases`) with the share resting on it.
  public static func restsOn(_ tally: OpenChoiceTally) -> JSONOutput {
    .object([
      ("runs", .number(Double(tally.restingRuns))),
      ("of", .number(Double(tally.runs))),
      ("share", rate(tally.proportion)),
      ("byChoice", .object(OpenChoice.allCases.map { ($0.rawValue, rate(tally.proportion(of: $0))) })),
    ])
  }

  /// The scores of one group, with their counts.
  public static func accumulator(_ scores: ScoreAccumulator) -> JSONOutput {
    func share(_ value: Double?) -> JSONOutput { value.map { .number($0) } ?? .null }
    func count(_ value: Int) -> JSONOutput { .number(Double(value)) }
    return .object([
      ("traces", count(scores.traces)),
      ("reach", rate(scores.reachProportion)),
      ("accuracy", rate(scores.accuracyProportion)),
      ("right", rate(scores.rightProportion)),
      ("backRecall", rate(scores.backRecallProportion)),
      ("homeRecall", rate(scores.homeRecallProportion)),
      ("falseBackRate", rate(scores.falseBackProportion)),
      ("cancelCorrectness", rate(scores.cancelProportion)),
      ("hazardsPerThousand", share(scores.hazardsPerThousand)),
      ("hazards", ScorecardJSON.countsByCase(scores.hazardRuns)),
      ("medianDecisionTime", share(scores.medianDecisionTime)),
      ("meanTrackingError", share(scores.meanTrackingError)),
      ("meanScreenshotBytes", share(scores.meanScreenshotBytes)),
      ("counts", .object(countedTotals.map { ($0.name, count(scores[keyPath: $0.keyPath])) })),
    ])
  }

  /// The counters `backstrategies-scores/2` lists under `counts`, with the names and in the
  /// order it writes them (``ScoreAccumulator/Counter/scoresCount``).
  static let countedTotals: [(name: String, keyPath: KeyPath<ScoreAccumulator, Int> & Sendable)] =
    ScoreAccumulator.counters
    .compactMap { counter in counter.scoresCount.map { (position: $0.position, name: $0.name, keyPath: counter.keyPath) } }
    .sorted { $0.position < $1.position }
    .map { (name: $0.name, keyPath: $0.keyPath) }

  /// A share as JSON: `{"value": 0.62, "low": 0.58, "high": 0.66, "count": 93, "of": 150}`, the
  /// bounds those of its 95 % Wilson interval; `value`, `low` and `high` are `null` when `of`
  /// is 0.
  public static func rate(_ proportion: Proportion) -> JSONOutput {
    let interval = proportion.interval
    return .object([
      ("value", proportion.value.map { .number($0) } ?? .null),
      ("low", interval.map { .number($0.low) } ?? .null),
      ("high", interval.map { .number($0.high) } ?? .null),
      ("count", .number(Double(proportion.count))),
      ("of", .number(Double(proportion.of))),
    ])
  }
}
