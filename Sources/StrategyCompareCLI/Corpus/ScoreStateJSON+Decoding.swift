import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

extension ScoreStateJSON {
  typealias Reader = StateReader

  /// Reads a `backstrategies-score-state/1` document back into the state it was written from.
  ///
  /// - Throws: ``StateReader/Failure`` naming the JSON path at fault: a syntax error, another
  ///   format, a missing or mistyped field, an unknown name, or totals that do not add up.
  static func decode(_ bytes: [UInt8]) throws(StateReader.Failure) -> ScoreState {
    let root: JSONValue
    do throws(TraceError) {
      root = try JSONParser.parse(bytes)
    } catch {
      throw Reader.Failure(place: error.place, message: error.message)
    }
    let formatName = try Reader.string(try Reader.member(root, "format", ""), "format")
    guard formatName == format else {
      throw Reader.Failure(place: "format", message: "'\(Excerpt.of(formatName))' is not \(format) (a part written by --emit-scores)")
    }
    let runValue = try Reader.member(root, "run", "")
    let strategies = try Reader.array(try Reader.member(runValue, "strategies", "run"), "run.strategies").enumerated().map {
      (offset, value) throws(Reader.Failure) in try Reader.string(value, "run.strategies[\(offset)]")
    }
    let run = ScoreState.RunIdentity(
      tool: try Reader.string(try Reader.member(root, "tool", ""), "tool"), strategies: strategies,
      model: try Reader.string(try Reader.member(runValue, "model", "run"), "run.model"),
      skipsInvalid: try Reader.bool(try Reader.member(runValue, "skipInvalid", "run"), "run.skipInvalid"),
      scene: try Reader.optionalString(try Reader.member(runValue, "scene", "run"), "run.scene"),
      intent: try Reader.optionalString(try Reader.member(runValue, "intent", "run"), "run.intent"),
      ios: try runValue["ios"].flatMap { value throws(Reader.Failure) -> Int? in
        if case .null = value.kind { return nil }
        return try Reader.count(value, "run.ios")
      },
      doubt: try runValue["doubt"].map { value throws(Reader.Failure) in try Reader.bool(value, "run.doubt") } ?? false)
    let corpusValue = try Reader.member(root, "corpus", "")
    let corpus = ScoreState.CorpusIdentity(
      source: try Reader.string(try Reader.member(corpusValue, "source", "corpus"), "corpus.source"),
      entries: try Reader.count(try Reader.member(corpusValue, "entries", "corpus"), "corpus.entries"),
      bytes: try Reader.count(try Reader.member(corpusValue, "bytes", "corpus"), "corpus.bytes"),
      digest: try Reader.string(try Reader.member(corpusValue, "digest", "corpus"), "corpus.digest"))
    let shardValue = try Reader.member(root, "shard", "")
    let index = try Reader.count(try Reader.member(shardValue, "index", "shard"), "shard.index")
    let shardCount = try Reader.count(try Reader.member(shardValue, "count", "shard"), "shard.count")
    guard let shard = CorpusShard(index: index, count: shardCount) else {
      throw Reader.Failure(place: "shard", message: "\(index)/\(shardCount) is not a shard K/N with 1 ≤ K ≤ N")
    }
    var scores = CorpusScores(strategies: strategies)
    scores.shard = shard
    try totals(try Reader.member(root, "totals", ""), into: &scores, corpus: corpus)
    let cards = try Reader.array(try Reader.member(root, "scorecards", ""), "scorecards")
    guard cards.count == strategies.count else {
      throw Reader.Failure(place: "scorecards", message: "\(cards.count) scorecards for \(strategies.count) strategies")
    }
    for (offset, value) in cards.enumerated() {
      let place = "scorecards[\(offset)]"
      let card = try scorecard(value, place, families: Set(scores.familiesInOrder))
      guard card.strategy == strategies[offset] else {
        throw Reader.Failure(place: place + ".strategy", message: "'\(card.strategy)' is not run.strategies[\(offset)] '\(strategies[offset])'")
      }
      guard card.overall.traces == scores.traces else {
        throw Reader.Failure(place: place + ".overall.traces", message: "\(card.overall.traces) traces, not totals.traces \(scores.traces)")
      }
      switch (run.doubt, card.restsOn) {
      case (true, nil):
        throw Reader.Failure(place: place, message: "no restsOn, but run.doubt is true")
      case (false, .some):
        throw Reader.Failure(place: place + ".restsOn", message: "restsOn without run.doubt")
      case (true, .some(let tally)) where tally.runs != scores.traces:
        throw Reader.Failure(place: place + ".restsOn.runs", message: "\(tally.runs) runs, not totals.traces \(scores.traces)")
      default:
        break
      }
      scores.scorecards[offset] = card
    }
    return ScoreState(run: run, corpus: corpus, shard: shard, scores: scores)
  }

  /// The `totals` object: counts, skipped examples and families.
  static func totals(_ value: JSONValue, into scores: inout CorpusScores, corpus: ScoreState.CorpusIdentity) throws(Reader.Failure) {
    scores.traces = try Reader.count(try Reader.member(value, "traces", "totals"), "totals.traces")
    for member in try Reader.object(try Reader.member(value, "intents", "totals"), "totals.intents") {
      let place = "totals.intents.\(member.key)"
      scores.intentCounts[try Reader.name(member.key, as: Intent.self, place)] = try Reader.count(member.value, place)
    }
    scores.unlabelled = try Reader.count(try Reader.member(value, "unlabelled", "totals"), "totals.unlabelled")
    scores.skipped = try Reader.count(try Reader.member(value, "skipped", "totals"), "totals.skipped")
    let examples = try Reader.array(try Reader.member(value, "skippedExamples", "totals"), "totals.skippedExamples")
    guard examples.count <= min(scores.skipped, CorpusScores.maximumReportedSkips) else {
      throw Reader.Failure(place: "totals.skippedExamples", message: "\(examples.count) examples of \(scores.skipped) skipped entries")
    }
    for (offset, example) in examples.enumerated() {
      let place = "totals.skippedExamples[\(offset)]"
      let entry = try entryIndex(try Reader.member(example, "entry", place), place + ".entry", scores.shard, corpus)
      let error = TraceError(
        place: try Reader.string(try Reader.member(example, "place", place), place + ".place"),
        message: try Reader.string(try Reader.member(example, "message", place), place + ".message"))
      scores.skippedEntryIndices.append(entry)
      scores.skippedExamples.append(CorpusError(location: try Reader.string(try Reader.member(example, "location", place), place + ".location"), error: error))
    }
    var familyTraces = 0
    for (offset, family) in try Reader.array(try Reader.member(value, "families", "totals"), "totals.families").enumerated() {
      let place = "totals.families[\(offset)]"
      let name = try Reader.string(try Reader.member(family, "name", place), place + ".name")
      guard scores.familyCounts[name] == nil else { throw Reader.Failure(place: place + ".name", message: "family '\(name)' is listed twice") }
      scores.familyFirstEntry[name] = try entryIndex(try Reader.member(family, "firstEntry", place), place + ".firstEntry", scores.shard, corpus)
      scores.familyCounts[name] = try Reader.count(try Reader.member(family, "traces", place), place + ".traces")
      scores.familiesInOrder.append(name)
      familyTraces += scores.familyCounts[name]!
    }
    guard familyTraces == scores.traces else {
      throw Reader.Failure(place: "totals.families", message: "\(familyTraces) traces in the families, not totals.traces \(scores.traces)")
    }
    scores.familiesOverflowed = try Reader.bool(try Reader.member(value, "familiesOverflowed", "totals"), "totals.familiesOverflowed")
  }

  /// A corpus index that belongs to `shard` of a corpus of `corpus.entries` entries.
  static func entryIndex(_ value: JSONValue, _ place: String, _ shard: CorpusShard, _ corpus: ScoreState.CorpusIdentity) throws(Reader.Failure) -> Int {
    let index = try Reader.count(value, place)
    guard index < corpus.entries, shard.contains(entryIndex: index) else {
      throw Reader.Failure(place: place, message: "entry \(index) is not in shard \(shard) of \(corpus.entries) entries")
    }
    return index
  }

  /// One scorecard.
  static func scorecard(_ value: JSONValue, _ place: String, families: Set<String>) throws(Reader.Failure) -> Scorecard {
    var card = Scorecard(strategy: try Reader.string(try Reader.member(value, "strategy", place), place + ".strategy"))
    for (offset, region) in try Reader.array(try Reader.member(value, "listensAt", place), place + ".listensAt").enumerated() {
      let regionPlace = place + ".listensAt[\(offset)]"
      card.regions.insert(try Reader.name(try Reader.string(region, regionPlace), as: StartRegion.self, regionPlace))
    }
    card.overall = try accumulator(try Reader.member(value, "overall", place), place + ".overall")
    for member in try Reader.object(try Reader.member(value, "byFamily", place), place + ".byFamily") {
      let memberPlace = place + ".byFamily.\(member.key)"
      guard families.contains(member.key) else { throw Reader.Failure(place: memberPlace, message: "family '\(member.key)' is not in totals.families") }
      card.byFamily[member.key] = try accumulator(member.value, memberPlace)
    }
    for member in try Reader.object(try Reader.member(value, "byFacet", place), place + ".byFacet") {
      let memberPlace = place + ".byFacet.\(member.key)"
      card.byFacet[try Reader.name(member.key, as: TraceFacet.self, memberPlace)] = try accumulator(member.value, memberPlace)
    }
    for (offset, group) in try Reader.array(try Reader.member(value, "byEvidence", place), place + ".byEvidence").enumerated() {
      let groupPlace = place + ".byEvidence[\(offset)]"
      var needs: Set<Need> = []
      for (needOffset, need) in try Reader.array(try Reader.member(group, "needs", groupPlace), groupPlace + ".needs").enumerated() {
        let needPlace = groupPlace + ".needs[\(needOffset)]"
        needs.insert(try Reader.name(try Reader.string(need, needPlace), as: Need.self, needPlace))
      }
      guard card.byEvidence[needs] == nil else { throw Reader.Failure(place: groupPlace + ".needs", message: "this set of needs is listed twice") }
      card.byEvidence[needs] = try accumulator(try Reader.member(group, "scores", groupPlace), groupPlace + ".scores")
    }
    if let value = value["restsOn"] { card.restsOn = try tally(value, place + ".restsOn") }
    return card
  }

  /// A scorecard's open-choice tally (``ScoreStateJSON/tally(_:)``).
  static func tally(_ value: JSONValue, _ place: String) throws(Reader.Failure) -> OpenChoiceTally {
    var tally = OpenChoiceTally()
    tally.runs = try Reader.count(try Reader.member(value, "runs", place), place + ".runs")
    tally.restingRuns = try Reader.count(try Reader.member(value, "resting", place), place + ".resting")
    guard tally.restingRuns <= tally.runs else {
      throw Reader.Failure(place: place + ".resting", message: "\(tally.restingRuns) resting runs of \(tally.runs)")
    }
    for member in try Reader.object(try Reader.member(value, "byChoice", place), place + ".byChoice") {
      let memberPlace = place + ".byChoice.\(member.key)"
      let runs = try Reader.count(member.value, memberPlace)
      guard runs <= tally.restingRuns else {
        throw Reader.Failure(place: memberPlace, message: "\(runs) runs, more than the \(tally.restingRuns) resting on any choice")
      }
      tally.byChoice[try Reader.name(member.key, as: OpenChoice.self, memberPlace)] = runs
    }
    return tally
  }

  /// One accumulator: its counts, runs per hazard and decision-time histogram.
  static func accumulator(_ value: JSONValue, _ place: String) throws(Reader.Failure) -> ScoreAccumulator {
    var scores = ScoreAccumulator()
    for counter in ScoreAccumulator.counters {
      scores[keyPath: counter.keyPath] = try Reader.count(try Reader.member(value, counter.name, place), place + "." + counter.name)
    }
    for member in try Reader.object(try Reader.member(value, "hazardRuns", place), place + ".hazardRuns") {
      let memberPlace = place + ".hazardRuns.\(member.key)"
      scores.hazardRuns[try Reader.name(member.key, as: Hazard.self, memberPlace)] = try Reader.count(member.value, memberPlace)
    }
    var decisions = 0
    for member in try Reader.object(try Reader.member(value, "decisionMilliseconds", place), place + ".decisionMilliseconds") {
      let memberPlace = place + ".decisionMilliseconds.\(member.key)"
      guard let milliseconds = Int(member.key), milliseconds >= 0 else {
        throw Reader.Failure(place: memberPlace, message: "'\(Excerpt.of(member.key))' is not a whole number of milliseconds")
      }
      let runs = try Reader.count(member.value, memberPlace)
      scores.decisionHistogram[milliseconds] = runs
      decisions += runs
    }
    guard decisions == scores.decisions else {
      throw Reader.Failure(place: place + ".decisionMilliseconds", message: "\(decisions) decisions in the histogram, not decisions \(scores.decisions)")
    }
    return scores
  }
}
