import BackStrategies

extension ScoreStateJSON {
  typealias R = StateReader

  /// Reads a `backstrategies-score-state/1` document back into the state it was written from.
  ///
  /// - Throws: ``StateReader/Failure`` naming the JSON path at fault: a syntax error, another
  ///   format, a missing or mistyped field, an unknown name, or totals that do not add up.
  static func decode(_ bytes: [UInt8]) throws(StateReader.Failure) -> ScoreState {
    let root: JSONValue
    do throws(TraceError) {
      root = try JSONParser.parse(bytes)
    } catch {
      throw R.Failure(place: error.place, message: error.message)
    }
    let formatName = try R.string(try R.member(root, "format", ""), "format")
    guard formatName == format else {
      throw R.Failure(place: "format", message: "'\(Excerpt.of(formatName))' is not \(format) (a part written by --emit-scores)")
    }
    let runValue = try R.member(root, "run", "")
    let strategies = try R.array(try R.member(runValue, "strategies", "run"), "run.strategies").enumerated().map {
      (offset, value) throws(R.Failure) in try R.string(value, "run.strategies[\(offset)]")
    }
    let run = ScoreState.RunIdentity(
      tool: try R.string(try R.member(root, "tool", ""), "tool"), strategies: strategies,
      model: try R.string(try R.member(runValue, "model", "run"), "run.model"),
      skipsInvalid: try R.bool(try R.member(runValue, "skipInvalid", "run"), "run.skipInvalid"),
      scene: try R.optionalString(try R.member(runValue, "scene", "run"), "run.scene"),
      intent: try R.optionalString(try R.member(runValue, "intent", "run"), "run.intent"))
    let corpusValue = try R.member(root, "corpus", "")
    let corpus = ScoreState.CorpusIdentity(
      source: try R.string(try R.member(corpusValue, "source", "corpus"), "corpus.source"),
      entries: try R.count(try R.member(corpusValue, "entries", "corpus"), "corpus.entries"),
      bytes: try R.count(try R.member(corpusValue, "bytes", "corpus"), "corpus.bytes"),
      digest: try R.string(try R.member(corpusValue, "digest", "corpus"), "corpus.digest"))
    let shardValue = try R.member(root, "shard", "")
    let index = try R.count(try R.member(shardValue, "index", "shard"), "shard.index")
    let shardCount = try R.count(try R.member(shardValue, "count", "shard"), "shard.count")
    guard let shard = CorpusShard(index: index, count: shardCount) else {
      throw R.Failure(place: "shard", message: "\(index)/\(shardCount) is not a shard K/N with 1 ≤ K ≤ N")
    }
    var scores = CorpusScores(strategies: strategies)
    scores.shard = shard
    try totals(try R.member(root, "totals", ""), into: &scores, corpus: corpus)
    let cards = try R.array(try R.member(root, "scorecards", ""), "scorecards")
    guard cards.count == strategies.count else {
      throw R.Failure(place: "scorecards", message: "\(cards.count) scorecards for \(strategies.count) strategies")
    }
    for (offset, value) in cards.enumerated() {
      let place = "scorecards[\(offset)]"
      let card = try scorecard(value, place, families: Set(scores.familiesInOrder))
      guard card.strategy == strategies[offset] else {
        throw R.Failure(place: place + ".strategy", message: "'\(card.strategy)' is not run.strategies[\(offset)] '\(strategies[offset])'")
      }
      guard card.overall.traces == scores.traces else {
        throw R.Failure(place: place + ".overall.traces", message: "\(card.overall.traces) traces, not totals.traces \(scores.traces)")
      }
      scores.scorecards[offset] = card
    }
    return ScoreState(run: run, corpus: corpus, shard: shard, scores: scores)
  }

  /// The `totals` object: counts, skipped examples and families.
  static func totals(_ value: JSONValue, into scores: inout CorpusScores, corpus: ScoreState.CorpusIdentity) throws(R.Failure) {
    scores.traces = try R.count(try R.member(value, "traces", "totals"), "totals.traces")
    for member in try R.object(try R.member(value, "intents", "totals"), "totals.intents") {
      let place = "totals.intents.\(member.key)"
      scores.intentCounts[try R.name(member.key, as: Intent.self, place)] = try R.count(member.value, place)
    }
    scores.unlabelled = try R.count(try R.member(value, "unlabelled", "totals"), "totals.unlabelled")
    scores.skipped = try R.count(try R.member(value, "skipped", "totals"), "totals.skipped")
    let examples = try R.array(try R.member(value, "skippedExamples", "totals"), "totals.skippedExamples")
    guard examples.count <= min(scores.skipped, CorpusScores.maximumReportedSkips) else {
      throw R.Failure(place: "totals.skippedExamples", message: "\(examples.count) examples of \(scores.skipped) skipped entries")
    }
    for (offset, example) in examples.enumerated() {
      let place = "totals.skippedExamples[\(offset)]"
      let entry = try entryIndex(try R.member(example, "entry", place), place + ".entry", scores.shard, corpus)
      let error = TraceError(
        place: try R.string(try R.member(example, "place", place), place + ".place"),
        message: try R.string(try R.member(example, "message", place), place + ".message"))
      scores.skippedEntryIndices.append(entry)
      scores.skippedExamples.append(CorpusError(location: try R.string(try R.member(example, "location", place), place + ".location"), error: error))
    }
    var familyTraces = 0
    for (offset, family) in try R.array(try R.member(value, "families", "totals"), "totals.families").enumerated() {
      let place = "totals.families[\(offset)]"
      let name = try R.string(try R.member(family, "name", place), place + ".name")
      guard scores.familyCounts[name] == nil else { throw R.Failure(place: place + ".name", message: "family '\(name)' is listed twice") }
      scores.familyFirstEntry[name] = try entryIndex(try R.member(family, "firstEntry", place), place + ".firstEntry", scores.shard, corpus)
      scores.familyCounts[name] = try R.count(try R.member(family, "traces", place), place + ".traces")
      scores.familiesInOrder.append(name)
      familyTraces += scores.familyCounts[name]!
    }
    guard familyTraces == scores.traces else {
      throw R.Failure(place: "totals.families", message: "\(familyTraces) traces in the families, not totals.traces \(scores.traces)")
    }
    scores.familiesOverflowed = try R.bool(try R.member(value, "familiesOverflowed", "totals"), "totals.familiesOverflowed")
  }

  /// A corpus index that belongs to `shard` of a corpus of `corpus.entries` entries.
  static func entryIndex(_ value: JSONValue, _ place: String, _ shard: CorpusShard, _ corpus: ScoreState.CorpusIdentity) throws(R.Failure) -> Int {
    let index = try R.count(value, place)
    guard index < corpus.entries, shard.contains(entryIndex: index) else {
      throw R.Failure(place: place, message: "entry \(index) is not in shard \(shard) of \(corpus.entries) entries")
    }
    return index
  }

  /// One scorecard.
  static func scorecard(_ value: JSONValue, _ place: String, families: Set<String>) throws(R.Failure) -> Scorecard {
    var card = Scorecard(strategy: try R.string(try R.member(value, "strategy", place), place + ".strategy"))
    for (offset, region) in try R.array(try R.member(value, "listensAt", place), place + ".listensAt").enumerated() {
      let regionPlace = place + ".listensAt[\(offset)]"
      card.regions.insert(try R.name(try R.string(region, regionPlace), as: StartRegion.self, regionPlace))
    }
    card.overall = try accumulator(try R.member(value, "overall", place), place + ".overall")
    for member in try R.object(try R.member(value, "byFamily", place), place + ".byFamily") {
      let memberPlace = place + ".byFamily.\(member.key)"
      guard families.contains(member.key) else { throw R.Failure(place: memberPlace, message: "family '\(member.key)' is not in totals.families") }
      card.byFamily[member.key] = try accumulator(member.value, memberPlace)
    }
    for member in try R.object(try R.member(value, "byFacet", place), place + ".byFacet") {
      let memberPlace = place + ".byFacet.\(member.key)"
      card.byFacet[try R.name(member.key, as: TraceFacet.self, memberPlace)] = try accumulator(member.value, memberPlace)
    }
    for (offset, group) in try R.array(try R.member(value, "byEvidence", place), place + ".byEvidence").enumerated() {
      let groupPlace = place + ".byEvidence[\(offset)]"
      var needs: Set<Need> = []
      for (needOffset, need) in try R.array(try R.member(group, "needs", groupPlace), groupPlace + ".needs").enumerated() {
        let needPlace = groupPlace + ".needs[\(needOffset)]"
        needs.insert(try R.name(try R.string(need, needPlace), as: Need.self, needPlace))
      }
      guard card.byEvidence[needs] == nil else { throw R.Failure(place: groupPlace + ".needs", message: "this set of needs is listed twice") }
      card.byEvidence[needs] = try accumulator(try R.member(group, "scores", groupPlace), groupPlace + ".scores")
    }
    return card
  }

  /// One accumulator: its counts, runs per hazard and decision-time histogram.
  static func accumulator(_ value: JSONValue, _ place: String) throws(R.Failure) -> ScoreAccumulator {
    var scores = ScoreAccumulator()
    for (name, field) in countFields {
      scores[keyPath: field] = try R.count(try R.member(value, name, place), place + "." + name)
    }
    for member in try R.object(try R.member(value, "hazardRuns", place), place + ".hazardRuns") {
      let memberPlace = place + ".hazardRuns.\(member.key)"
      scores.hazardRuns[try R.name(member.key, as: Hazard.self, memberPlace)] = try R.count(member.value, memberPlace)
    }
    var decisions = 0
    for member in try R.object(try R.member(value, "decisionMilliseconds", place), place + ".decisionMilliseconds") {
      let memberPlace = place + ".decisionMilliseconds.\(member.key)"
      guard let milliseconds = Int(member.key), milliseconds >= 0 else {
        throw R.Failure(place: memberPlace, message: "'\(Excerpt.of(member.key))' is not a whole number of milliseconds")
      }
      let runs = try R.count(member.value, memberPlace)
      scores.decisionHistogram[milliseconds] = runs
      decisions += runs
    }
    guard decisions == scores.decisions else {
      throw R.Failure(place: place + ".decisionMilliseconds", message: "\(decisions) decisions in the histogram, not decisions \(scores.decisions)")
    }
    return scores
  }
}
