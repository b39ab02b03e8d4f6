import BackStrategiesTestSupport
import Testing

@testable import BackStrategies

/// `recommend`'s check of the other readings in one pass (``CorpusScorer/ReadingCheck``): the
/// scores under each open choice's other reading, from runs that note the choices they meet and
/// are reused where they met none, are exactly those of scoring the corpus again with every run
/// under that reading (``CorpusScorer/otherReading``), on both releases; the same when every run
/// is made again (``RunOptions/weighsEveryReading``); and the model's own scores do not change.
@Suite("Other readings checked in one pass")
struct ReadingCheckTests {
  /// Every preset: the runs that meet a choice differ from strategy to strategy.
  static let selections = StrategyCatalog.builtIn.allSelections
  /// A generated corpus of every family, large enough that runs meet several choices.
  static let traces: [Trace] = Array(CorpusGenerator(seed: 7).traces(count: 96))
  static let releases: [IOSVersion] = [.iOS26, .iOS18]

  /// Whether two scores agree in every scorecard and every count of the corpus.
  static func same(_ one: CorpusScores, _ other: CorpusScores) -> Bool {
    one.scorecards == other.scorecards && one.traces == other.traces && one.intentCounts == other.intentCounts
      && one.unlabelled == other.unlabelled && one.familyCounts == other.familyCounts
      && one.familiesInOrder == other.familiesInOrder && one.skipped == other.skipped
  }

  /// `scorer`'s scores of ``traces`` with its reading check.
  static func scoreChecking(_ scorer: CorpusScorer) throws -> (scores: CorpusScores, underOtherReadings: [CorpusScores]) {
    let entries = traces.enumerated().map { CorpusEntry(location: "trace \($0.offset)", source: .trace($0.element)) }
    return try scorer.scoreCheckingReadings(entries, startingBatch: { batch in { batch.map(scorer.evaluate) } }, readsAhead: false)
  }

  @Test(
    "each choice's scores from one pass are exactly a second scoring under its other reading, lazily and with every run made again",
    arguments: releases)
  func onePassIsExact(ios: IOSVersion) throws {
    let options = RunOptions(ios: ios)
    let choices = Recommendation.checkableChoices(parameters: options.parameters, ios: ios).map(\.choice)
    // On iOS 18 the parallax branch has no other reading.
    #expect(choices.count == OpenChoice.askedOfEveryTrace.count - (ios == .iOS18 ? 1 : 0))
    // Every other selection: the check's scores are its selections', in their order.
    let checked = Self.selections.indices.filter { $0.isMultiple(of: 2) }
    var scorer = CorpusScorer(selections: Self.selections, options: options)
    scorer.readingCheck = CorpusScorer.ReadingCheck(choices: choices, selections: checked)
    var eager = scorer
    eager.options.weighsEveryReading = true
    let lazy = try Self.scoreChecking(scorer)
    let every = try Self.scoreChecking(eager)
    let own = try CorpusScorer(selections: Self.selections, options: options).score(Self.traces)
    // Noting the choices changes none of the model's own scores.
    #expect(Self.same(lazy.scores, own))
    #expect(Self.same(every.scores, own))
    #expect(lazy.underOtherReadings.count == choices.count && every.underOtherReadings.count == choices.count)
    var changed: [OpenChoice] = []
    for (index, choice) in choices.enumerated() {
      var again = CorpusScorer(selections: checked.map { Self.selections[$0] }, options: options)
      again.otherReading = choice
      let direct = try again.score(Self.traces)
      #expect(Self.same(lazy.underOtherReadings[index], direct), "\(choice.rawValue) on iOS \(ios.rawValue)")
      #expect(Self.same(every.underOtherReadings[index], direct), "\(choice.rawValue) on iOS \(ios.rawValue), every run again")
      if direct.scorecards != own.restricted(to: Set(direct.scorecards.map(\.strategy))).scorecards { changed.append(choice) }
    }
    // The corpus meets several choices (their other reading changes some score), or the
    // comparison above proves little.
    #expect(changed.count >= 3, "choices that change a score: \(changed.map(\.rawValue))")
  }

  @Test("a reading check under weighing keeps the tallies of the open choices: restsOn as without the check")
  func weighingKeepsItsTallies() throws {
    let traces = Array(Self.traces.prefix(48))
    let selections = StrategyCatalog.builtIn.defaultSelections
    var scorer = CorpusScorer(selections: selections, weighsOpenChoices: true)
    let plain = try scorer.score(traces)
    scorer.readingCheck = CorpusScorer.ReadingCheck(choices: OpenChoice.askedOfEveryTrace, selections: Array(selections.indices))
    let checked = try scorer.score(traces)
    #expect(Self.same(checked, plain))
    #expect(checked.weighsOpenChoices)
  }

  /// Every preset's scores on a few traces (the ranking's measured reasons need some).
  static let fewScores = try? CorpusScorer(selections: selections).score(traces.prefix(24))

  @Test(
    "the strategies no declared fact excludes are exactly the rescorable ones, for every framework and allowance",
    arguments: StrategyFacts.Framework.allCases)
  func declaredFactsGiveTheRescorable(framework: StrategyFacts.Framework) throws {
    let scores = try #require(Self.fewScores)
    let facts = StrategyCatalog.facts(of: Self.selections)
    let allowances: [Set<Recommendation.Allowance>] = [[], [.privateAPI], [.otherFrameworks], Set(Recommendation.Allowance.allCases)]
    for allowing in allowances {
      let recommendation = Recommendation(scores: scores, needs: [.fullScreen], facts: facts, allowing: allowing, framework: framework)
      let known = Self.selections.map(\.label).filter {
        !Recommendation.isExcludedByDeclaredFacts($0, facts: facts, allowing: allowing, framework: framework)
      }
      #expect(Set(known) == recommendation.rescorable, "\(framework) allowing \(allowing.map(\.rawValue).sorted())")
    }
  }
}
