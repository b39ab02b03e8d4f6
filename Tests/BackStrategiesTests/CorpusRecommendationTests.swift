import Testing
@testable import BackStrategies

/// Recommendation: exclusions by design (from what a strategy installs) and by measured score,
/// ranks as the mean of the listed scores, unmeasured needs, and the one-call library API.
@Suite("Corpus recommendation")
struct CorpusRecommendationTests {
  /// One generated corpus with every family, scored once for all tests.
  static let scores: CorpusScores = {
    (try? CorpusScorer(selections: StrategyCatalog.builtIn.allSelections).score(CorpusGenerator(seed: 1).traces(count: 440)))!
  }()

  @Test("without needs every strategy is ranked, best first, by the mean of its scores")
  func noNeeds() {
    let recommendation = Recommendation(scores: Self.scores, needs: [])
    #expect(recommendation.excluded.isEmpty)
    #expect(recommendation.ranked.count == Self.scores.scorecards.count)
    #expect(zip(recommendation.ranked, recommendation.ranked.dropFirst()).allSatisfy { $0.score >= $1.score })
    for candidate in recommendation.ranked {
      let mean = candidate.components.map(\.value).reduce(0, +) / Double(candidate.components.count)
      #expect(abs(candidate.score - mean) < 1e-12)
      #expect(candidate.components.map(\.name) == ["back recall", "no false back", "cancel ok", "no hazard"])
    }
  }

  @Test("full-screen excludes edge-only strategies by design, read from what they install")
  func fullScreen() throws {
    let recommendation = Recommendation(scores: Self.scores, needs: [.fullScreen])
    for exclusion in recommendation.excluded {
      let card = try #require(Self.scores.scorecard(for: exclusion.strategy))
      let shortfall = try #require(exclusion.shortfalls.first)
      #expect(shortfall.byDesign == !card.regions.contains(.interior))
      if !shortfall.byDesign { #expect(shortfall.value! < Recommendation.minimumNeedScore) }
    }
    let excluded = Set(recommendation.excluded.map(\.strategy))
    #expect(excluded.isSuperset(of: ["system-edge:shipped", "system-edge:guarded", "edge-bulge:corrected"]))
    for candidate in recommendation.ranked {
      let need = try #require(candidate.components.last)
      #expect(need.name == "full-screen: back recall" && need.value >= Recommendation.minimumNeedScore)
    }
    #expect(recommendation.best != nil)
  }

  @Test("measured needs: pop-to-root keeps only strategies that reach the root; low-memory drops screenshots")
  func measuredNeeds() {
    let home = Recommendation(scores: Self.scores, needs: [.popToRoot])
    #expect(home.ranked.allSatisfy { $0.strategy.hasPrefix("edge-bulge:") })
    #expect(home.excluded.allSatisfy { $0.shortfalls.allSatisfy { !$0.byDesign } })
    let memory = Recommendation(scores: Self.scores, needs: [.lowMemory, .lowMemory])
    #expect(memory.needs == [.lowMemory])
    #expect(memory.excluded.map(\.strategy) == ["screenshot-stack:classic"])
  }

  @Test("a need with no evidence in the corpus is reported, not judged")
  func unmeasured() throws {
    let corpus = CorpusGenerator(seed: 1, families: [.edgeSlow, .tap]).traces(count: 20)
    let scores = try CorpusScorer(selections: StrategyCatalog.builtIn.defaultSelections).score(corpus)
    let recommendation = Recommendation(scores: scores, needs: [.rightToLeft, .popToRoot])
    #expect(recommendation.unmeasuredNeeds == [.rightToLeft, .popToRoot])
    #expect(recommendation.excluded.isEmpty)
    #expect(RecommendationText.render(recommendation, source: "test").contains("Not judged: right-to-left"))
  }

  @Test("the one-call API for code that chooses at run time")
  func oneCall() throws {
    let selections = try ["system-edge", "target-forwarding:fd-recipe"].map { try StrategyCatalog.builtIn.select($0) }
    let recommendation = Recommendation.recommend(needs: [.fullScreen], selections: selections, count: 66)
    #expect(recommendation.best?.strategy == "target-forwarding:fd-recipe")
    #expect(recommendation.excluded.map(\.strategy) == ["system-edge:shipped"])
  }
}
