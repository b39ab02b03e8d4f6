import BackStrategiesTestSupport
import Testing

@testable import BackStrategies

/// `corpus --doubt` in the core: a corpus that weighs the open choices (``OpenChoice``) counts,
/// per strategy, the runs that rest on one (``Scorecard/restsOn``), exactly as the runs of a
/// ``Comparison`` report them (``RunResult/restsOn``); the counts merge exactly; and weighing
/// changes no other score. `recommend`'s check of its first pick under the other readings
/// (``OtherReadingCheck``): CorpusRecommendationTests' hand-made scores and a generated corpus.
@Suite("Corpus open-choice doubt")
struct CorpusDoubtTests: HandMadeScores {
  /// A small generated corpus of every family, and the default strategies.
  static let traces: [Trace] = Array(CorpusGenerator(seed: 3).traces(count: 96))
  static let selections = StrategyCatalog.builtIn.defaultSelections

  @Test("the doubt counts are exactly the restsOn of Comparison runs on the same traces, in all and per choice")
  func countsMatchComparison() throws {
    let scores = try CorpusScorer(selections: Self.selections, weighsOpenChoices: true).score(Self.traces)
    #expect(scores.weighsOpenChoices)
    var expected = Self.selections.map { _ in OpenChoiceTally() }
    for trace in Self.traces where trace.intent != nil {
      let comparison = Comparison(trace: trace, selections: Self.selections, options: RunOptions(weighsOpenChoices: true))
      for (index, result) in comparison.results.enumerated() {
        expected[index].add(restingOn: result.restsOn.map(\.choice))
      }
    }
    var resting = 0
    for (card, tally) in zip(scores.scorecards, expected) {
      let counted = try #require(card.restsOn)
      #expect(counted == tally, "\(card.strategy)")
      #expect(counted.runs == card.overall.traces)
      resting += counted.restingRuns
    }
    // The corpus holds runs that rest on a choice, or the comparison above proves little.
    #expect(resting > 0)
  }

  @Test("weighing the open choices changes no other score, and without it there is no tally")
  func weighingChangesNothingElse() throws {
    let plain = try CorpusScorer(selections: Self.selections).score(Self.traces)
    let weighed = try CorpusScorer(selections: Self.selections, weighsOpenChoices: true).score(Self.traces)
    #expect(!plain.weighsOpenChoices)
    #expect(plain.scorecards.allSatisfy { $0.restsOn == nil })
    var stripped = weighed.scorecards
    for index in stripped.indices { stripped[index].restsOn = nil }
    #expect(stripped == plain.scorecards)
    #expect(weighed.traces == plain.traces && weighed.familyCounts == plain.familyCounts)
  }

  @Test("the doubt counts of shards merge into exactly the whole corpus' counts")
  func shardsMerge() throws {
    let whole = try CorpusScorer(selections: Self.selections, weighsOpenChoices: true).score(Self.traces)
    var parts: [CorpusScores] = []
    for k in 1...3 {
      var scorer = CorpusScorer(selections: Self.selections, weighsOpenChoices: true)
      let shard = try #require(CorpusShard(index: k, count: 3))
      scorer.shard = shard
      parts.append(try scorer.score(Self.traces.enumerated().filter { shard.contains(entryIndex: $0.offset) }.map(\.element)))
    }
    let merged = CorpusScores.merged(parts.reversed())
    #expect(merged.scorecards == whole.scorecards)
    #expect(merged.weighsOpenChoices)
  }

  @Test("a tally adds runs and merges as the sum of its parts")
  func tallyArithmetic() {
    var first = OpenChoiceTally()
    first.add(restingOn: [])
    first.add(restingOn: [.releaseProcedure, .whoWaits])
    var second = OpenChoiceTally()
    second.add(restingOn: [.whoWaits])
    first.merge(second)
    #expect(first.runs == 3 && first.restingRuns == 2)
    #expect(first.byChoice == [.releaseProcedure: 1, .whoWaits: 2])
    #expect(first.choicesRestedOn == [.releaseProcedure, .whoWaits])
    #expect(first.proportion == Proportion(count: 2, of: 3))
    #expect(first.proportion(of: .edgeStrip) == Proportion(count: 0, of: 3))
  }

  @Test("a corpus under one choice's other reading scores as one run with those parameters")
  func otherReadingScoresAsParameters() throws {
    let traces = Array(Self.traces.prefix(48))
    var scorer = CorpusScorer(selections: Self.selections)
    scorer.otherReading = .releaseProcedure
    let under = try scorer.score(traces)
    // Every generated trace is on the standard phone and iOS 26, so one set of parameters fits all.
    let legacy = try #require(OpenChoice.releaseProcedure.otherReading(of: .uikit26, on: .iOS26, screenWidth: Device.standard.width))
    let direct = try CorpusScorer(selections: Self.selections, options: RunOptions(parameters: legacy)).score(traces)
    #expect(under.scorecards == direct.scorecards)
  }

  @Test("the first pick under another reading: a hand-made flip is named, a hold is not")
  func checkNamesTheFlip() throws {
    let strategies = ["a:x", "b:y"]
    let facts = ["a": Self.clean, "b": Self.clean]
    // Under the model's reading a pops every back swipe and b half of them; under who-waits'
    // other reading the two swap.
    func rows(better: Int) -> [Row] {
      (0..<40).map { index in
        let strong = Self.summary(popped: 1)
        let weak = Self.summary(popped: index.isMultiple(of: 2) ? 1 : 0)
        return Row(label: Self.label(.back), summaries: better == 0 ? [strong, weak] : [weak, strong])
      }
    }
    let recommendation = Recommendation(scores: try Self.scores(strategies, rows(better: 0)), needs: [], facts: facts)
    #expect(recommendation.best?.strategy == "a:x")
    #expect(recommendation.rescorable == Set(strategies))
    let choices = Recommendation.checkableChoices(parameters: .uikit26, ios: nil)
    #expect(choices.map(\.choice) == OpenChoice.askedOfEveryTrace)
    let checked = try recommendation.checkingOtherReadings(choices, rescored: strategies, traces: 40, facts: facts) { choice in
      try Self.scores(strategies, rows(better: choice == .whoWaits ? 1 : 0))
    }
    let check = try #require(checked.otherReadings)
    #expect(!check.holds)
    #expect(check.changed.map(\.choice) == [.whoWaits])
    #expect(check.changed.first?.best == "b:y" && check.changed.first?.reading == "scroll-view-branch")
    #expect(check.picks.count == OpenChoice.askedOfEveryTrace.count && check.original == "a:x")
    // On iOS 18 the parallax branch is not asked.
    #expect(!Recommendation.checkableChoices(parameters: .uikit26, ios: .iOS18).map(\.choice).contains(.parallaxBranch))
  }

  @Test("a strategy excluded by a declared fact is not scored again; one excluded by a measured score is")
  func rescorableLeavesOutDeclaredFacts() throws {
    let strategies = ["a:x", "p:private", "h:hazard"]
    var privateFacts = Self.clean
    privateFacts.privateAPI = ["handleNavigationTransition:"]
    let facts = ["a": Self.clean, "p": privateFacts, "h": Self.clean]
    let rows = (0..<40).map { _ in
      Row(label: Self.label(.back), summaries: [Self.summary(popped: 1), Self.summary(popped: 1), Self.summary(popped: 1, hazards: [.rootFreeze])])
    }
    let recommendation = Recommendation(scores: try Self.scores(strategies, rows), needs: [], facts: facts)
    #expect(recommendation.excluded.map(\.strategy) == ["p:private", "h:hazard"])
    #expect(recommendation.rescorable == ["a:x", "h:hazard"])
  }

  @Test("the library's recommend checks the other readings when asked: each pick is the ranking of a corpus scored under that reading")
  func libraryCheckIsTruthful() throws {
    let selections = StrategyCatalog.builtIn.defaultSelections
    let count = 96
    let checked = Recommendation.recommend(needs: [.fullScreen], selections: selections, count: count, checksOtherReadings: true)
    let check = try #require(checked.otherReadings)
    #expect(check.original == checked.best?.strategy && check.traces == count)
    #expect(Recommendation.recommend(needs: [.fullScreen], selections: selections, count: count).otherReadings == nil)
    let facts = StrategyCatalog.facts(of: selections)
    let traces = CorpusGenerator().traces(count: count)
    for pick in check.picks {
      let parameters = try #require(pick.choice.otherReading(of: .uikit26, on: .iOS26, screenWidth: Device.standard.width))
      let scores = try CorpusScorer(selections: selections, options: RunOptions(parameters: parameters)).score(traces)
      let direct = Recommendation(scores: scores, needs: [.fullScreen], facts: facts)
      #expect(direct.best?.strategy == pick.best, "\(pick.choice.rawValue)")
    }
  }
}
