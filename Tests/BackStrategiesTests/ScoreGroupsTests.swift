import Testing
@testable import BackStrategies

/// Scorecards keep their groups in slots and a corpus works a trace's groups out once for all
/// its scorecards (``TraceScoreKeys``): the scores must be those of adding each run to the
/// dictionaries keyed by family, facet and set of needs, as a scorecard did before.
@Suite("Score groups")
struct ScoreGroupsTests {
  static let families = ["edge-slow", "vertical-scroll", "mid-screen-swipe", "a-family-name-longer-than-fifteen-bytes"]
  static let intents: [Intent] = [.back, .backToRoot, .stay, .scroll, .noNavigation]
  static let strategies = ["one:a", "two:b", "three:c"]

  /// A deterministic mix of labels and summaries: every family, facet, intent and several
  /// hazards and decision times, different for each strategy.
  static func rows(count: Int) -> [(label: TraceLabel, summaries: [RunSummary])] {
    (0..<count).map { row in
      var facets: Set<TraceFacet> = []
      for (index, facet) in TraceFacet.allCases.enumerated() where (row * 7 + index * 3) % 5 == 0 { facets.insert(facet) }
      let label = TraceLabel(
        intent: intents[row % intents.count], family: families[(row * 5 / 3) % families.count], facets: facets,
        region: [StartRegion.backEdge, .interior, .forwardEdge][row % 3])
      let summaries = strategies.indices.map { strategy in
        let popped = (row + strategy) % 3 == 0 ? 1 : ((row + strategy) % 7 == 0 ? 2 : 0)
        return CorpusScoringTests.summary(
          popped: popped, root: popped == 2, started: popped > 0 || (row + strategy) % 4 == 0,
          hazards: (row + strategy) % 6 == 0 ? [.scrollConflict] : ((row + strategy) % 11 == 0 ? [.nestedTransition, .scrollConflict] : []),
          decision: popped > 0 ? 100 + (row * 13 + strategy * 17) % 40 : nil, tracking: popped > 0 ? row * 10 : nil,
          bytes: (row + strategy) % 5 == 0 ? 1_000 * strategy : 0)
      }
      return (label, summaries)
    }
  }

  /// The scores each strategy's scorecard should hold, added to dictionaries one run at a
  /// time as a scorecard kept them before slots.
  struct Expected {
    var overall = ScoreAccumulator()
    var byFamily: [String: ScoreAccumulator] = [:]
    var byFacet: [TraceFacet: ScoreAccumulator] = [:]
    var byEvidence: [Set<Need>: ScoreAccumulator] = [:]

    mutating func add(_ summary: RunSummary, label: TraceLabel) {
      overall.add(summary, intent: label.intent)
      byFamily[label.family, default: ScoreAccumulator()].add(summary, intent: label.intent)
      for facet in label.facets { byFacet[facet, default: ScoreAccumulator()].add(summary, intent: label.intent) }
      byEvidence[Need.needs(evidencedBy: label), default: ScoreAccumulator()].add(summary, intent: label.intent)
    }

    /// ``Scorecard/scores(inScopeOf:)`` as it was: the groups whose needs are all stated.
    func scores(inScopeOf needs: Set<Need>) -> ScoreAccumulator {
      var scope = ScoreAccumulator()
      for (key, scores) in byEvidence where key.isSubset(of: needs) { scope.merge(scores) }
      return scope
    }
  }

  static func expected(_ rows: [(label: TraceLabel, summaries: [RunSummary])]) -> [Expected] {
    var expected = [Expected](repeating: Expected(), count: strategies.count)
    for row in rows {
      for index in strategies.indices { expected[index].add(row.summaries[index], label: row.label) }
    }
    return expected
  }

  static func folded(_ rows: [(label: TraceLabel, summaries: [RunSummary])]) throws -> CorpusScores {
    var scores = CorpusScores(strategies: strategies)
    for (index, row) in rows.enumerated() {
      let evaluated = EvaluatedTrace(
        trace: Scenarios.tap, label: row.label, summaries: row.summaries, regions: row.summaries.map { _ in [.backEdge] })
      try scores.fold(TraceEvaluation(location: "row \(index)", result: .success(evaluated)), skipsInvalid: false)
    }
    return scores
  }

  static func check(_ card: Scorecard, _ expected: Expected) {
    #expect(card.overall == expected.overall, "\(card.strategy)")
    #expect(card.byFamily == expected.byFamily, "\(card.strategy)")
    #expect(card.byFacet == expected.byFacet, "\(card.strategy)")
    #expect(card.byEvidence == expected.byEvidence, "\(card.strategy)")
    for facet in TraceFacet.allCases {
      #expect(card.scores(for: facet) == expected.byFacet[facet] ?? ScoreAccumulator(), "\(card.strategy), \(facet)")
    }
  }

  @Test("a corpus folding each trace's groups once gives the scores of adding every run to dictionaries", arguments: [1, 17, 120])
  func foldedOnceAsPerStrategy(count: Int) throws {
    let rows = Self.rows(count: count)
    let scores = try Self.folded(rows)
    let expected = Self.expected(rows)
    for (card, expected) in zip(scores.scorecards, expected) { Self.check(card, expected) }
  }

  @Test("each public way of adding a run gives the same scorecard as the corpus' per-trace keys")
  func publicAddsAgree() throws {
    let rows = Self.rows(count: 60)
    let folded = try Self.folded(rows)
    for (index, strategy) in Self.strategies.enumerated() {
      var byLabel = Scorecard(strategy: strategy)
      var byEvidence = Scorecard(strategy: strategy)
      var byStaleSlot = Scorecard(strategy: strategy)
      for (row, (label, summaries)) in rows.enumerated() {
        byLabel.add(summaries[index], label: label, regions: [.backEdge])
        byEvidence.add(summaries[index], label: label, evidence: Need.needs(evidencedBy: label), regions: [.backEdge])
        // A slot that is wrong as often as not: the scorecard finds the family itself.
        byStaleSlot.add(summaries[index], keys: TraceScoreKeys(label: label, familySlot: row % 3 - 1), regions: [.backEdge])
      }
      #expect(byLabel == folded.scorecards[index])
      #expect(byEvidence == folded.scorecards[index])
      #expect(byStaleSlot == folded.scorecards[index])
    }
  }

  @Test("the scores in scope of each set of needs, and of each need's evidence, are those of the dictionary")
  func scopesAgree() throws {
    let rows = Self.rows(count: 90)
    let card = try Self.folded(rows).scorecards[0]
    let expected = Self.expected(rows)[0]
    #expect(Need.allCases.count <= UInt8.bitWidth && TraceFacet.allCases.count <= UInt8.bitWidth, "a set fits in a byte")
    for bits in 0...UInt8.max {
      let needs = Need.needs(inBits: bits)
      #expect(Need.bits(of: needs) == bits)
      #expect(card.scores(inScopeOf: needs) == expected.scores(inScopeOf: needs), "\(needs)")
    }
    for need in Need.allCases {
      var evidence = ScoreAccumulator()
      for (key, scores) in expected.byEvidence where key.contains(need) { evidence.merge(scores) }
      #expect(card.scores(evidencing: need) == evidence, "\(need)")
    }
  }

  @Test("merging scorecards of two halves, or setting the groups back, gives the whole")
  func mergeAndSetAgree() throws {
    let rows = Self.rows(count: 80)
    let whole = try Self.folded(rows)
    let first = try Self.folded(Array(rows[..<30]))
    let second = try Self.folded(Array(rows[30...]))
    for index in Self.strategies.indices {
      // The second half first: its families come in another order, so the slots differ.
      var merged = second.scorecards[index]
      merged.merge(first.scorecards[index])
      #expect(merged == whole.scorecards[index])
      var rebuilt = Scorecard(strategy: Self.strategies[index])
      rebuilt.regions = whole.scorecards[index].regions
      rebuilt.overall = whole.scorecards[index].overall
      rebuilt.byFamily = whole.scorecards[index].byFamily
      rebuilt.byFacet = whole.scorecards[index].byFacet
      rebuilt.byEvidence = whole.scorecards[index].byEvidence
      #expect(rebuilt == whole.scorecards[index])
      #expect(rebuilt.hashValue == whole.scorecards[index].hashValue)
    }
  }
}
