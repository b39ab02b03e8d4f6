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
  public package(set) var byFamily: [String: ScoreAccumulator] {
    get { familyGroups.dictionary }
    set { familyGroups = ScoreGroups(newValue) }
  }
  /// Scores per facet.
  public package(set) var byFacet: [TraceFacet: ScoreAccumulator] {
    get {
      var groups: [TraceFacet: ScoreAccumulator] = [:]
      for facet in TraceFacet.allCases where facetsHeld & Self.bit(facet) != 0 { groups[facet] = facetGroups[facet.caseIndex] }
      return groups
    }
    set {
      facetGroups = Self.noFacetGroups
      facetsHeld = 0
      for (facet, scores) in newValue {
        facetGroups[facet.caseIndex] = scores
        facetsHeld |= Self.bit(facet)
      }
    }
  }
  /// Scores per set of needs the traces are evidence of (``Need/needs(evidencedBy:)``; the
  /// empty set holds the common gestures, evidence of no need). At most one entry per subset of
  /// ``Need``, whatever the corpus; ``scores(inScopeOf:)`` merges them.
  public package(set) var byEvidence: [Set<Need>: ScoreAccumulator] {
    get {
      var groups: [Set<Need>: ScoreAccumulator] = [:]
      for slot in evidenceGroups.keys.indices { groups[Need.needs(inBits: evidenceGroups.keys[slot])] = evidenceGroups.scores[slot] }
      return groups
    }
    set {
      evidenceGroups = ScoreGroups()
      for (needs, scores) in newValue { evidenceGroups.merge(scores, into: Need.bits(of: needs)) }
    }
  }
  /// How many of the runs rest on an open choice of the model (``OpenChoiceTally``), when the
  /// corpus weighed them (``CorpusScorer/weighsOpenChoices``, `corpus --doubt`); `nil` when it
  /// did not.
  public package(set) var restsOn: OpenChoiceTally?

  // Why groups in slots, not dictionaries: docs/performance.md#scoring
  /// ``byFamily``, kept in slots.
  private var familyGroups = ScoreGroups<String>()
  /// ``byFacet``, one entry per ``TraceFacet/caseIndex``; those of ``facetsHeld`` only are
  /// groups (not optionals, so that adding a run changes the entry in place).
  private var facetGroups: [ScoreAccumulator] = Self.noFacetGroups
  /// The facets of ``facetGroups`` that hold a group (``TraceFacet/bits(of:)``).
  private var facetsHeld: UInt8 = 0
  /// ``byEvidence``, keyed by the needs as bits (``Need/bits(of:)``).
  private var evidenceGroups = ScoreGroups<UInt8>()

  /// One empty entry per facet.
  private static let noFacetGroups = [ScoreAccumulator](repeating: ScoreAccumulator(), count: TraceFacet.allCases.count)

  /// The bit of `facet` in ``facetsHeld``.
  private static func bit(_ facet: TraceFacet) -> UInt8 { 1 << UInt8(facet.caseIndex) }

  /// An empty scorecard; `weighsOpenChoices` starts an empty ``restsOn`` tally.
  public init(strategy: String, weighsOpenChoices: Bool = false) {
    self.strategy = strategy
    regions = []
    overall = ScoreAccumulator()
    restsOn = weighsOpenChoices ? OpenChoiceTally() : nil
  }

  /// Adds one run of this strategy over a trace with `label`, as its ``RunSummary``.
  public mutating func add(_ summary: RunSummary, label: TraceLabel, regions listened: Set<StartRegion>) {
    add(summary, keys: TraceScoreKeys(label: label), regions: listened)
  }

  /// Adds one run, given the needs its trace is evidence of (``Need/needs(evidencedBy:)`` of
  /// `label`).
  public mutating func add(_ summary: RunSummary, label: TraceLabel, evidence: Set<Need>, regions listened: Set<StartRegion>) {
    add(summary, keys: TraceScoreKeys(label: label, evidence: evidence), regions: listened)
  }

  /// Adds one run over a trace whose groups are `keys` (worked out once for every strategy's
  /// run on the trace): the same totals as ``add(_:label:evidence:regions:)`` of its label.
  package mutating func add(_ summary: RunSummary, keys: TraceScoreKeys, regions listened: Set<StartRegion>) {
    // Once every region is in, a union adds nothing (and would hash every member again).
    if regions.count < StartRegion.allCases.count { regions.formUnion(listened) }
    // The run is judged once, then counted in each group it belongs to.
    let run = ScoreAccumulator.Contribution(summary, intent: keys.intent)
    overall.add(run)
    familyGroups.add(run, to: keys.family, hint: keys.familySlot)
    facetsHeld |= keys.facetBits
    var facets = keys.facetBits
    while facets != 0 {
      facetGroups[facets.trailingZeroBitCount].add(run)
      facets &= facets - 1
    }
    evidenceGroups.add(run, to: keys.evidenceBits, hint: ScoreGroups<UInt8>.unknownSlot)
  }

  /// The slot of `family` in these scores' families (``ScoreGroups``), or the slot it takes
  /// when first added: where every scorecard folded from the same traces keeps it.
  package func familySlot(of family: String) -> Int {
    familyGroups.slot(of: family, hint: ScoreGroups<String>.unknownSlot) ?? familyGroups.count
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
    for slot in other.familyGroups.keys.indices {
      familyGroups.merge(other.familyGroups.scores[slot], into: other.familyGroups.keys[slot])
    }
    // An entry outside the held facets is empty, so merging it changes nothing.
    for index in facetGroups.indices { facetGroups[index].merge(other.facetGroups[index]) }
    facetsHeld |= other.facetsHeld
    for slot in other.evidenceGroups.keys.indices {
      evidenceGroups.merge(other.evidenceGroups.scores[slot], into: other.evidenceGroups.keys[slot])
    }
    if let theirs = other.restsOn {
      if restsOn == nil { restsOn = OpenChoiceTally() }
      restsOn!.merge(theirs)
    }
  }

  /// The scores of the traces in scope of `needs`: those every need they are evidence of is
  /// among `needs` (with no needs, the common gestures only).
  public func scores(inScopeOf needs: Set<Need>) -> ScoreAccumulator {
    let stated = Need.bits(of: needs)
    var scope = ScoreAccumulator()
    for slot in evidenceGroups.keys.indices where evidenceGroups.keys[slot] & ~stated == 0 {
      scope.merge(evidenceGroups.scores[slot])
    }
    return scope
  }

  /// The scores of the traces that are evidence of `need` (``Need/isEvidence(_:)``).
  public func scores(evidencing need: Need) -> ScoreAccumulator {
    var evidence = ScoreAccumulator()
    for slot in evidenceGroups.keys.indices where evidenceGroups.keys[slot] & Need.bit(need) != 0 {
      evidence.merge(evidenceGroups.scores[slot])
    }
    return evidence
  }

  /// The scores of the traces with `facet`, or an empty accumulator.
  public func scores(for facet: TraceFacet) -> ScoreAccumulator { facetGroups[facet.caseIndex] }

  // MARK: Equality, hashing and coding: by the groups' contents, whatever their slots

  /// Whether two scorecards hold the same strategy, regions and scores (groups compared by
  /// key, whatever their order).
  public static func == (lhs: Scorecard, rhs: Scorecard) -> Bool {
    lhs.strategy == rhs.strategy && lhs.regions == rhs.regions && lhs.overall == rhs.overall && lhs.restsOn == rhs.restsOn
      && lhs.facetsHeld == rhs.facetsHeld && lhs.facetGroups == rhs.facetGroups && lhs.byFamily == rhs.byFamily && lhs.byEvidence == rhs.byEvidence
  }

  /// Hashes the strategy and the overall scores (equal scorecards have equal ones).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(strategy)
    hasher.combine(overall)
  }

  private enum CodingKeys: String, CodingKey {
    case strategy, regions, overall, byFamily, byFacet, byEvidence, restsOn
  }

  /// Decodes the members a scorecard encodes (``encode(to:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    strategy = try container.decode(String.self, forKey: .strategy)
    regions = try container.decode(Set<StartRegion>.self, forKey: .regions)
    overall = try container.decode(ScoreAccumulator.self, forKey: .overall)
    restsOn = try container.decodeIfPresent(OpenChoiceTally.self, forKey: .restsOn)
    byFamily = try container.decode([String: ScoreAccumulator].self, forKey: .byFamily)
    byFacet = try container.decode([TraceFacet: ScoreAccumulator].self, forKey: .byFacet)
    byEvidence = try container.decode([Set<Need>: ScoreAccumulator].self, forKey: .byEvidence)
  }

  /// Encodes the strategy, regions, each group of scores as a dictionary and the tally, under
  /// the names of the properties.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(strategy, forKey: .strategy)
    try container.encode(regions, forKey: .regions)
    try container.encode(overall, forKey: .overall)
    try container.encode(byFamily, forKey: .byFamily)
    try container.encode(byFacet, forKey: .byFacet)
    try container.encode(byEvidence, forKey: .byEvidence)
    try container.encodeIfPresent(restsOn, forKey: .restsOn)
  }
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
