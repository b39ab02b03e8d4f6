/// Scores of several strategies over a corpus, folded trace by trace: one ``Scorecard`` per
/// selection, with counts of what the corpus held and what was skipped.
///
/// Folding is in trace order (``CorpusScorer`` keeps it whatever the batch and thread split),
/// and every total is an exact integer, so the same corpus always gives the same scores.
public struct CorpusScores: Sendable {
  /// One scorecard per selection, in selection order.
  public private(set) var scorecards: [Scorecard]
  /// Traces scored.
  public private(set) var traces = 0
  /// Traces per intent.
  public private(set) var intentCounts: [Intent: Int] = [:]
  /// Traces without an intent (scored for hazards, timing and memory only).
  public private(set) var unlabelled = 0
  /// Traces per family.
  public private(set) var familyCounts: [String: Int] = [:]
  /// Families in the order first seen.
  public private(set) var familiesInOrder: [String] = []
  /// Invalid entries skipped (only with skipping on; otherwise the first one stops the run).
  public private(set) var skipped = 0
  /// The first ``maximumReportedSkips`` skipped entries, with their errors.
  public private(set) var skippedExamples: [CorpusError] = []

  /// Most distinct families kept apart; traces of later new families count as ``otherFamily``,
  /// so memory stays bounded whatever a corpus' names. Families are taken in corpus order.
  public static let maximumFamilies = 64
  /// The family of traces past ``maximumFamilies``.
  public static let otherFamily = "other"
  /// Skipped entries listed by name in reports; the rest are only counted.
  public static let maximumReportedSkips = 20

  /// Empty scores for strategies labelled `strategies` (`id:preset`).
  public init(strategies: [String]) {
    scorecards = strategies.map { Scorecard(strategy: $0) }
  }

  /// Folds one evaluation in.
  ///
  /// - Throws: ``CorpusError`` for an invalid entry unless `skipsInvalid`, in which case it is
  ///   counted in ``skipped`` and, among the first few, listed in ``skippedExamples``.
  public mutating func fold(_ evaluation: TraceEvaluation, skipsInvalid: Bool) throws(CorpusError) {
    switch evaluation.result {
    case .failure(let error):
      let failure = CorpusError(location: evaluation.location, error: error)
      guard skipsInvalid else { throw failure }
      skipped += 1
      if skippedExamples.count < Self.maximumReportedSkips { skippedExamples.append(failure) }
    case .success(let evaluated):
      precondition(evaluated.verdicts.count == scorecards.count, "one verdict per selection")
      var label = evaluated.label
      if familyCounts[label.family] == nil {
        if familyCounts.count >= Self.maximumFamilies { label.family = Self.otherFamily }
        if familyCounts[label.family] == nil { familiesInOrder.append(label.family) }
      }
      familyCounts[label.family, default: 0] += 1
      traces += 1
      if let intent = label.intent { intentCounts[intent, default: 0] += 1 } else { unlabelled += 1 }
      let evidence = Need.needs(evidencedBy: label)
      for index in scorecards.indices {
        scorecards[index].add(evaluated.verdicts[index], label: label, evidence: evidence, regions: evaluated.regions[index])
      }
    }
  }

  /// Families in report order: the generator's families in their declared order, then the
  /// others in the order first seen.
  public var families: [String] {
    let known = GestureFamily.allCases.map(\.rawValue).filter { familyCounts[$0] != nil }
    return known + familiesInOrder.filter { GestureFamily(rawValue: $0) == nil }
  }

  /// The scorecard of `strategy` (`id:preset`).
  public func scorecard(for strategy: String) -> Scorecard? {
    scorecards.first { $0.strategy == strategy }
  }
}
