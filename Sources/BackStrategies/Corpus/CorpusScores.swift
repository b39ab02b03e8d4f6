/// Scores of several strategies over a corpus, folded trace by trace: one ``Scorecard`` per
/// selection, with counts of what the corpus held and what was skipped.
///
/// Folding is in trace order (``CorpusScorer`` keeps it whatever the batch and thread split),
/// and every total is an exact integer, so the same corpus always gives the same scores.
public struct CorpusScores: Sendable, Codable {
  /// One scorecard per selection, in selection order.
  public package(set) var scorecards: [Scorecard]
  /// Traces scored.
  public package(set) var traces = 0
  /// Traces per intent.
  public package(set) var intentCounts: [Intent: Int] = [:]
  /// Traces without an intent, read but left out of every score (``leftOut``): with no intent
  /// there is no verdict, and a run counted for its hazards and timing only would weigh the
  /// scores towards whatever the unlabelled traces happen to be. `--intent` labels them all.
  public package(set) var unlabelled = 0
  /// Traces per family.
  public package(set) var familyCounts: [String: Int] = [:]
  /// Families in the order first seen.
  public package(set) var familiesInOrder: [String] = []
  /// Invalid entries skipped (only with skipping on; otherwise the first one stops the run).
  public package(set) var skipped = 0
  /// The first ``maximumReportedSkips`` skipped entries, with their errors.
  public package(set) var skippedExamples: [CorpusError] = []

  /// The shard of the corpus these scores fold (the whole corpus unless set before folding):
  /// it turns the position of a folded entry into its index in the corpus.
  package var shard = CorpusShard.whole
  /// The corpus index (0-based) of the first trace of each family in ``familyCounts``.
  package var familyFirstEntry: [String: Int] = [:]
  /// The corpus index of each of ``skippedExamples``.
  package var skippedEntryIndices: [Int] = []
  /// Whether traces of a family past ``maximumFamilies`` were counted as ``otherFamily`` (their
  /// own name lost, so these scores cannot be merged exactly with another shard's).
  package var familiesOverflowed = false
  /// Where each family is kept in the scorecards' groups (``Scorecard/familySlot(of:)``), so
  /// that a trace's family is looked up once for all its scorecards (``TraceScoreKeys``); not
  /// coded: a missing or stale slot only makes each scorecard search for the family.
  private var familySlots: [String: Int] = [:]

  private enum CodingKeys: String, CodingKey {
    case scorecards, traces, intentCounts, unlabelled, familyCounts, familiesInOrder, skipped, skippedExamples, shard
    case familyFirstEntry, skippedEntryIndices, familiesOverflowed
  }

  /// Traces read but not scored: the unlabelled ones.
  public var leftOut: Int { unlabelled }

  /// Entries folded so far: traces scored, traces left out and entries skipped.
  package var entriesFolded: Int { traces + unlabelled + skipped }

  /// Most distinct families kept apart; traces of later new families count as ``otherFamily``,
  /// so memory stays bounded whatever a corpus' names. Families are taken in corpus order.
  public static let maximumFamilies = 64
  /// The family of traces past ``maximumFamilies``.
  public static let otherFamily = "other"
  /// Skipped entries listed by name in reports; the rest are only counted.
  public static let maximumReportedSkips = 20

  /// Empty scores for strategies labelled `strategies` (`id:preset`); with
  /// `weighsOpenChoices`, each scorecard starts an empty ``Scorecard/restsOn`` tally.
  public init(strategies: [String], weighsOpenChoices: Bool = false) {
    scorecards = strategies.map { Scorecard(strategy: $0, weighsOpenChoices: weighsOpenChoices) }
  }

  /// Whether the open choices were weighed (every scorecard has a ``Scorecard/restsOn`` tally).
  public var weighsOpenChoices: Bool { !scorecards.isEmpty && scorecards.allSatisfy { $0.restsOn != nil } }

  /// Folds one evaluation in.
  ///
  /// - Throws: ``CorpusError`` for an invalid entry unless `skipsInvalid`, in which case it is
  ///   counted in ``skipped`` and, among the first few, listed in ``skippedExamples``.
  public mutating func fold(_ evaluation: TraceEvaluation, skipsInvalid: Bool) throws(CorpusError) {
    let entryIndex = shard.entryIndex(ofPosition: entriesFolded)
    switch evaluation.result {
    case .failure(let error):
      let failure = CorpusError(location: evaluation.location, error: error)
      guard skipsInvalid else { throw failure }
      skipped += 1
      if skippedExamples.count < Self.maximumReportedSkips {
        skippedExamples.append(failure)
        skippedEntryIndices.append(entryIndex)
      }
    case .success(let evaluated):
      precondition(evaluated.summaries.count == scorecards.count, "one run summary per selection")
      var label = evaluated.label
      guard label.intent != nil else {
        unlabelled += 1
        return
      }
      if familyCounts[label.family] == nil {
        if familyCounts.count >= Self.maximumFamilies {
          if label.family != Self.otherFamily { familiesOverflowed = true }
          label.family = Self.otherFamily
        }
        if familyCounts[label.family] == nil {
          familiesInOrder.append(label.family)
          familyFirstEntry[label.family] = entryIndex
        }
      }
      familyCounts[label.family, default: 0] += 1
      traces += 1
      if let intent = label.intent { intentCounts[intent, default: 0] += 1 }
      // The trace's groups, worked out once for all its scorecards.
      var keys = TraceScoreKeys(label: label)
      (keys.family, keys.familySlot) = familySlot(of: label.family)
      for index in scorecards.indices {
        scorecards[index].add(evaluated.summaries[index], keys: keys, regions: evaluated.regions[index])
      }
      if let restsOn = evaluated.restsOn {
        precondition(restsOn.count == scorecards.count, "one list of open choices per selection")
        for index in scorecards.indices { scorecards[index].addWeighed(restingOn: restsOn[index]) }
      }
    }
  }

  /// The slot of `family` in the scorecards' groups, as the first scorecard keeps it (or will
  /// when it first adds it), remembered; with the family's name as first remembered, the
  /// same `String` as the scorecards keep, so that each compares it by identity.
  private mutating func familySlot(of family: String) -> (name: String, slot: Int) {
    if let known = familySlots.index(forKey: family) {
      let (name, slot) = familySlots[known]
      return (name, slot)
    }
    let slot = scorecards.first?.familySlot(of: family) ?? 0
    familySlots[family] = slot
    return (family, slot)
  }

  /// Families in report order: the generator's families in their declared order, then the
  /// others in the order first seen.
  public var families: [String] {
    let known = GestureFamily.allCases.map(\.rawValue).filter { familyCounts[$0] != nil }
    return known + familiesInOrder.filter { GestureFamily(rawValue: $0) == nil }
  }

  /// These scores with only the scorecards of `strategies` (`id:preset`), in their order here:
  /// what a scoring of those strategies alone gives, since each scorecard folds its own runs
  /// and the counts of the corpus are the same whatever the strategies.
  package func restricted(to strategies: Set<String>) -> CorpusScores {
    var restricted = self
    restricted.scorecards = scorecards.filter { strategies.contains($0.strategy) }
    return restricted
  }

  /// The scorecard of `strategy` (`id:preset`).
  public func scorecard(for strategy: String) -> Scorecard? {
    scorecards.first { $0.strategy == strategy }
  }
}
