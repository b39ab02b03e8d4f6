extension CorpusScores {
  /// The scores of the whole corpus from the scores of its shards, exactly as one unsplit run
  /// folds them, whatever the order of `parts`.
  ///
  /// Every count and sum is an integer (``ScoreAccumulator``), so adding shards is exact and
  /// commutative. What depends on corpus order is rebuilt from the corpus index each shard
  /// recorded: families are ordered by their first trace's index, the first
  /// ``maximumFamilies`` of them kept apart and the rest counted as ``otherFamily`` as an
  /// unsplit run counts them; the skipped entries listed are the first
  /// ``maximumReportedSkips`` by index.
  ///
  /// - Precondition: `parts` is not empty, every part scores the same strategies in the same
  ///   order, and no part has ``familiesOverflowed`` (its lost family names cannot be
  ///   rebuilt) unless it is the only one; the caller checks these and that the parts are
  ///   disjoint shards.
  package static func merged(_ parts: [CorpusScores]) -> CorpusScores {
    precondition(!parts.isEmpty, "at least one part")
    let labels = parts[0].scorecards.map(\.strategy)
    var result = CorpusScores(strategies: labels, weighsOpenChoices: parts[0].weighsOpenChoices)
    var familyTraces: [String: Int] = [:]
    var firstEntry: [String: Int] = [:]
    var skips: [(index: Int, error: CorpusError)] = []
    for part in parts {
      precondition(part.scorecards.map(\.strategy) == labels, "parts of the same strategies")
      precondition(!part.familiesOverflowed || parts.count == 1, "no family names lost")
      precondition(part.weighsOpenChoices == parts[0].weighsOpenChoices, "parts all weighed the open choices, or none did")
      result.traces += part.traces
      result.intentCounts.merge(part.intentCounts, uniquingKeysWith: +)
      result.unlabelled += part.unlabelled
      result.skipped += part.skipped
      skips += zip(part.skippedEntryIndices, part.skippedExamples).map { (index: $0.0, error: $0.1) }
      familyTraces.merge(part.familyCounts, uniquingKeysWith: +)
      firstEntry.merge(part.familyFirstEntry, uniquingKeysWith: min)
      for index in result.scorecards.indices { result.scorecards[index].merge(part.scorecards[index]) }
    }
    skips.sort { $0.index < $1.index }
    let listed = skips.prefix(maximumReportedSkips)
    result.skippedExamples = listed.map(\.error)
    result.skippedEntryIndices = listed.map(\.index)

    // The family each raw family is counted under, deciding in corpus order as `fold` does.
    var countedAs: [String: String] = [:]
    let byFirstEntry = firstEntry.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
    for (family, index) in byFirstEntry {
      var name = family
      if result.familyFirstEntry[name] == nil && result.familyFirstEntry.count >= maximumFamilies {
        if name != otherFamily { result.familiesOverflowed = true }
        name = otherFamily
      }
      if result.familyFirstEntry[name] == nil {
        result.familyFirstEntry[name] = index
        result.familiesInOrder.append(name)
      }
      countedAs[family] = name
    }
    for (family, traces) in familyTraces { result.familyCounts[countedAs[family]!, default: 0] += traces }
    if result.familiesOverflowed {
      for index in result.scorecards.indices {
        var regrouped: [String: ScoreAccumulator] = [:]
        for (family, scores) in result.scorecards[index].byFamily {
          regrouped[countedAs[family]!, default: ScoreAccumulator()].merge(scores)
        }
        result.scorecards[index].byFamily = regrouped
      }
    }
    return result
  }
}
