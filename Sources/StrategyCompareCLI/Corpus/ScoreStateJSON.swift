import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// ``ScoreState`` as JSON, `backstrategies-score-state/1`: one line, so that a tool that
/// collects lines (Spark's `RDD.pipe`) collects one part per line.
///
///     {"format":"backstrategies-score-state/1","tool":"strategy-compare 0.1.0 (BackStrategies)",
///      "run":{"strategies":["system-edge:shipped",…],"model":"uikit26","skipInvalid":false,
///             "scene":null,"intent":null,"ios":null},
///      "corpus":{"source":"corpus.jsonl","entries":8000,"bytes":51234567,"digest":"…"},
///      "shard":{"index":2,"count":4},
///      "totals":{"traces":2000,"intents":{…},"unlabelled":0,"skipped":0,"skippedExamples":[],
///                "families":[{"name":"edge-slow","firstEntry":1,"traces":91},…],"familiesOverflowed":false},
///      "scorecards":[{"strategy":…,"listensAt":[…],"overall":{…},"byFamily":{…},"byFacet":{…},
///                     "byEvidence":[{"needs":[…],"scores":{…}}]}]}
///
/// With `--doubt`, `run` ends in `"doubt":true` and each scorecard in `"restsOn"` (``tally(_:)``);
/// without it neither is written, so a part is the same bytes as before the flag existed.
///
/// Every number is a whole number (counts, sums of milliseconds, millipoints and bytes, the
/// decision-time histogram), so a part holds its scores exactly. Keys are written in a fixed
/// order (families by first trace, facets and hazards in declaration order, histogram keys
/// rising), so the same shard always gives the same bytes.
enum ScoreStateJSON {
  /// Format identifier.
  static let format = "backstrategies-score-state/1"

  /// The one-line document, ending in a newline.
  static func render(_ state: ScoreState) -> String {
    document(state).render(pretty: false) + "\n"
  }

  static func document(_ state: ScoreState) -> JSONOutput {
    let scores = state.scores
    let families = scores.familiesInOrder
    return .object([
      ("format", .string(format)),
      ("tool", .string(state.run.tool)),
      ("run", run(state.run)),
      ("corpus", .object([
        ("source", .string(state.corpus.source)), ("entries", count(state.corpus.entries)),
        ("bytes", count(state.corpus.bytes)), ("digest", .string(state.corpus.digest)),
      ])),
      ("shard", .object([("index", count(state.shard.index)), ("count", count(state.shard.count))])),
      ("totals", .object([
        ("traces", count(scores.traces)),
        ("intents", ScorecardJSON.countsByCase(scores.intentCounts)),
        ("unlabelled", count(scores.unlabelled)),
        ("skipped", count(scores.skipped)),
        ("skippedExamples", .array(zip(scores.skippedEntryIndices, scores.skippedExamples).map { index, example in
          .object([
            ("entry", count(index)), ("location", .string(example.location)), ("place", .string(example.error.place)),
            ("message", .string(example.error.message)),
          ])
        })),
        ("families", .array(families.map { family in
          .object([
            ("name", .string(family)), ("firstEntry", count(scores.familyFirstEntry[family] ?? 0)),
            ("traces", count(scores.familyCounts[family] ?? 0)),
          ])
        })),
        ("familiesOverflowed", .bool(scores.familiesOverflowed)),
      ])),
      ("scorecards", .array(scores.scorecards.map { scorecard($0, families: families) })),
    ])
  }

  /// What the run was; `doubt` is written only when it is on.
  static func run(_ run: ScoreState.RunIdentity) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("strategies", .array(run.strategies.map { .string($0) })),
      ("model", .string(run.model)),
      ("skipInvalid", .bool(run.skipsInvalid)),
      ("scene", run.scene.map { .string($0) } ?? .null),
      ("intent", run.intent.map { .string($0) } ?? .null),
      ("ios", iosValue(run.ios)),
    ]
    if run.doubt { members.append(("doubt", .bool(true))) }
    return .object(members)
  }

  /// One scorecard; its `restsOn` tally last, when the run weighed the open choices.
  static func scorecard(_ card: Scorecard, families: [String]) -> JSONOutput {
    var members = ScorecardJSON.members(card, families: families, overallKey: "overall", accumulator: accumulator)
    members.append(
      ("byEvidence", .array(card.byEvidence.keys.map(needNames).sorted(by: { $0.lexicographicallyPrecedes($1) }).map { names in
        .object([
          ("needs", .array(names.map { .string($0) })),
          ("scores", accumulator(card.byEvidence[Set(names.compactMap(Need.init(rawValue:)))]!)),
        ])
      })))
    if let restsOn = card.restsOn { members.append(("restsOn", tally(restsOn))) }
    return .object(members)
  }

  /// The names of a set of needs, sorted.
  static func needNames(_ needs: Set<Need>) -> [String] { needs.map(\.rawValue).sorted() }

  /// A whole number as JSON.
  static func count(_ value: Int) -> JSONOutput { ScorecardJSON.count(value) }

  /// The `--ios` release as a number, or `null` for each trace's own.
  static func iosValue(_ ios: Int?) -> JSONOutput {
    guard let ios else { return .null }
    return .number(Double(ios))
  }

  /// A scorecard's ``OpenChoiceTally`` (written only with `--doubt`): runs weighed, runs resting
  /// on an open choice, and the runs resting on each choice some run rests on, in declaration
  /// order: `{"runs":2000,"resting":41,"byChoice":{"release-procedure":30,"who-waits":12}}`.
  static func tally(_ tally: OpenChoiceTally) -> JSONOutput {
    .object([
      ("runs", count(tally.runs)), ("resting", count(tally.restingRuns)),
      ("byChoice", .object(tally.choicesRestedOn.map { ($0.rawValue, count(tally.byChoice[$0]!)) })),
    ])
  }

  /// The accumulator's counts, the runs per hazard, and the decision-time histogram.
  static func accumulator(_ scores: ScoreAccumulator) -> JSONOutput {
    .object(
      ScoreAccumulator.counters.map { ($0.name, count(scores[keyPath: $0.keyPath])) } + [
        ("hazardRuns", ScorecardJSON.countsByCase(scores.hazardRuns)),
        ("decisionMilliseconds", .object(scores.decisionHistogram.keys.sorted().map { (String($0), count(scores.decisionHistogram[$0]!)) })),
      ])
  }
}
