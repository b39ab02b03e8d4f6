/// One strategy-and-preset's scores over a corpus: overall, per family and per facet, and the
/// start regions it listens in.
public struct Scorecard: Hashable, Sendable, Codable {
  /// `id:preset`.
  public var strategy: String
  /// Every region the strategy listened in, over the corpus' scenes (read from what it
  /// installs; see ``StartRegion``).
  public package(set) var regions: Set<StartRegion>
  /// Scores over every trace.
  public package(set) var overall: ScoreAccumulator
  /// Scores per family (a family is a trace name's stem: ``GestureFamily/stem(ofTraceNamed:)``).
  public package(set) var byFamily: [String: ScoreAccumulator]
  /// Scores per facet.
  public package(set) var byFacet: [TraceFacet: ScoreAccumulator]
  /// Scores per set of needs the traces are evidence of (``Need/needs(evidencedBy:)``; the
  /// empty set holds the common gestures, evidence of no need). At most one entry per subset of
  /// ``Need``, whatever the corpus; ``scores(inScopeOf:)`` merges them.
  public package(set) var byEvidence: [Set<Need>: ScoreAccumulator]
  /// How many of the runs rest on an open choice of the model (``OpenChoiceTally``), when the
  /// corpus weighed them (``CorpusScorer/weighsOpenChoices``, `corpus --doubt`); `nil` when it
  /// did not.
  public package(set) var restsOn: OpenChoiceTally?

  /// An empty scorecard; `weighsOpenChoices` starts an empty ``restsOn`` tally.
  public init(strategy: String, weighsOpenChoices: Bool = false) {
    self.strategy = strategy
    regions = []
    overall = ScoreAccumulator()
    byFamily = [:]
    byFacet = [:]
    byEvidence = [:]
    restsOn = weighsOpenChoices ? OpenChoiceTally() : nil
  }

  /// Adds one run of this strategy over a trace with `label`, as its ``RunSummary``.
  public mutating func add(_ summary: RunSummary, label: TraceLabel, regions listened: Set<StartRegion>) {
    add(summary, label: label, evidence: Need.needs(evidencedBy: label), regions: listened)
  }

  /// Adds one run, given the needs its trace is evidence of (``Need/needs(evidencedBy:)`` of
  /// `label`).
  public mutating func add(_ summary: RunSummary, label: TraceLabel, evidence: Set<Need>, regions listened: Set<StartRegion>) {
    // Once every region is in, a union adds nothing (and would hash every member again).
    if regions.count < StartRegion.allCases.count { regions.formUnion(listened) }
    // The run is judged once, then counted in each group it belongs to.
    let run = ScoreAccumulator.Contribution(summary, intent: label.intent)
    overall.add(run)
    byFamily[label.family, default: ScoreAccumulator()].add(run)
    for facet in label.facets {
      byFacet[facet, default: ScoreAccumulator()].add(run)
    }
    byEvidence[evidence, default: ScoreAccumulator()].add(run)
  }

  /// Counts one weighed run of this strategy that rests on `choices` (empty: on none) in
  /// ``restsOn``. The run itself is added by ``add(_:label:evidence:regions:)``.
  public mutating func addWeighed(restingOn choices: [OpenChoice]) {
    if restsOn == nil { restsOn = OpenChoiceTally() }
    restsOn!.add(restingOn: choices)
  }

  /// Adds everything `other` (of the same strategy) holds.
  public mutating func merge(_ other: Scorecard) {
    regions.formUnion(other.regions)
    overall.merge(other.overall)
    byFamily.merge(other.byFamily) { first, second in
      var sum = first
      sum.merge(second)
      return sum
    }
    byFacet.merge(other.byFacet) { first, second in
      var sum = first
      sum.merge(second)
      return sum
    }
    byEvidence.merge(other.byEvidence) { first, second in
      var sum = first
      sum.merge(second)
      return sum
    }
    if let theirs = other.restsOn {
      if restsOn == nil { restsOn = OpenChoiceTally() }
      restsOn!.merge(theirs)
    }
  }

  /// The scores of the traces in scope of `needs`: those every need they are evidence of is
  /// among `needs` (with no needs, the common gestures only).
  public func scores(inScopeOf needs: Set<Need>) -> ScoreAccumulator {
    var scope = ScoreAccumulator()
    for key in byEvidence.keys.sorted(by: { $0.map(\.rawValue).sorted().lexicographicallyPrecedes($1.map(\.rawValue).sorted()) })
    where key.isSubset(of: needs) {
      scope.merge(byEvidence[key]!)
    }
    return scope
  }

  /// The scores of the traces that are evidence of `need` (``Need/isEvidence(_:)``).
  public func scores(evidencing need: Need) -> ScoreAccumulator {
    var evidence = ScoreAccumulator()
    for (key, scores) in byEvidence where key.contains(need) { evidence.merge(scores) }
    return evidence
  }

  /// The scores of the traces with `facet`, or an empty accumulator.
  public func scores(for facet: TraceFacet) -> ScoreAccumulator { byFacet[facet] ?? ScoreAccumulator() }
}

/// What a trace is, for scoring: its intent, family and facets.
public struct TraceLabel: Hashable, Sendable {
  /// What the person meant, if labelled.
  public var intent: Intent?
  /// Its family (name stem, or ``CorpusScores/otherFamily`` past the family limit).
  public var family: String
  /// Its facets.
  public var facets: Set<TraceFacet>
  /// Where it first touches down.
  public var region: StartRegion?

  /// Creates a label.
  public init(intent: Intent?, family: String, facets: Set<TraceFacet>, region: StartRegion?) {
    self.intent = intent
    self.family = family
    self.facets = facets
    self.region = region
  }

  /// The label of `trace`, its family read from its name.
  public init(trace: Trace, parameters: ModelParameters = .uikit26) {
    self.init(
      intent: trace.intent, family: GestureFamily.stem(ofTraceNamed: trace.name),
      facets: TraceFacet.facets(of: trace, parameters: parameters), region: StartRegion(firstTouchOf: trace, parameters: parameters))
  }
}

extension Scorecard: Identifiable {
  /// The strategy's label (`id:preset`): unique among the scorecards of one corpus run.
  public var id: String { strategy }
}
