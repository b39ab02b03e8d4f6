import BackStrategies

/// One hand-made trace: what it is and what each strategy did with it.
package struct HandMadeRow {
  package var label: TraceLabel
  package var summaries: [RunSummary]

  package init(label: TraceLabel, summaries: [RunSummary]) {
    self.label = label
    self.summaries = summaries
  }
}

/// A suite that builds corpus scores from hand-made rows with known answers (the core's
/// CorpusRecommendationTests and the report's RecommendationTextTests).
package protocol HandMadeScores {}

extension HandMadeScores {
  package typealias Row = HandMadeRow

  package static func label(_ intent: Intent, _ facets: Set<TraceFacet> = [], region: StartRegion = .backEdge) -> TraceLabel {
    TraceLabel(intent: intent, family: "hand-made", facets: facets, region: region)
  }

  package static func summary(popped: Int = 0, inReach: Bool = true, hazards: [Hazard] = []) -> RunSummary {
    RunSummary(outcome: popped > 0 ? .pop : .unchanged, screensPopped: popped, reachedRoot: false, started: popped > 0, inReach: inReach, hazards: hazards)
  }

  /// Folds `rows` into scores of `strategies`.
  package static func scores(_ strategies: [String], _ rows: [Row]) throws -> CorpusScores {
    var scores = CorpusScores(strategies: strategies)
    for (index, row) in rows.enumerated() {
      let evaluated = EvaluatedTrace(
        trace: Scenarios.tap, label: row.label, summaries: row.summaries,
        regions: row.summaries.map { $0.inReach ? [row.label.region ?? .backEdge] : [.backEdge] })
      try scores.fold(TraceEvaluation(location: "row \(index)", result: .success(evaluated)), skipsInvalid: false)
    }
    return scores
  }

  /// Facts with no cost at all.
  package static var clean: StrategyFacts {
    StrategyFacts(privateAPI: [], iOSVersions: "any", replacesUIKitAnimation: false, screenshotMemory: StrategyFacts.noScreenshots)
  }
}
