import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// A recommendation on a hand-made corpus (BackStrategiesTests/CorpusRecommendationTests.swift) as
/// its text and JSON say it.
@Suite("Recommendation text and JSON")
struct RecommendationTextTests: HandMadeScores {
  @Test("candidates whose score intervals overlap share a rank (competition ranking); the text says they are tied")
  func ties() throws {
    // a: 95 of 100 right, b: 93 of 100 (overlapping a), c: 60 of 100 (apart from both).
    let rights = [95, 93, 60]
    let rows = (0..<100).map { index in
      Row(label: Self.label(.back), summaries: rights.map { Self.summary(popped: index < $0 ? 1 : 0) })
    }
    let scores = try Self.scores(["a:one", "b:one", "c:one"], rows)
    let recommendation = Recommendation(scores: scores, needs: [], facts: ["a": Self.clean, "b": Self.clean, "c": Self.clean])
    #expect(recommendation.ranked.map(\.strategy) == ["a:one", "b:one", "c:one"])
    #expect(recommendation.ranked.map(\.rank) == [1, 1, 3])
    #expect(recommendation.ties.map { $0.map(\.strategy) } == [["a:one", "b:one"]])
    #expect(recommendation.topTie.map(\.strategy) == ["a:one", "b:one"])
    let a = recommendation.ranked[0]
    #expect(a.low < a.score && a.score < a.high)
    #expect(abs(a.low - Proportion(count: 95, of: 100).low!) < 1e-12, "one part: its own interval")
    let text = RecommendationText.render(recommendation, source: "hand-made", width: 200, notesStability: true)
    #expect(text.contains("1. a:one  score 0.950 (0.888–0.978)"))
    #expect(text.contains("1. b:one  score 0.930"))
    #expect(text.contains("3. c:one  score 0.600"))
    // The tie at rank 1 is said first, with what would separate the two.
    #expect(text.contains("\n\n2 strategies tie at rank 1: a:one, b:one. What would separate them: they differ on common gestures: right 93% to 95%"))
    #expect(!text.contains("tied: a:one, b:one"))
    #expect(try #require(text.range(of: "tie at rank 1")).lowerBound < text.range(of: "RANKED")!.lowerBound)
    #expect(text.contains("Stability: the top 2 candidates' score intervals overlap (a:one, b:one)"))
    #expect(!RecommendationText.render(recommendation, source: "generated", width: 200).contains("Stability:"))
    let json = RecommendationText.json(recommendation, source: "hand-made").render(pretty: false)
    #expect(json.contains(#""ties":[["a:one","b:one"]]"#))
    #expect(json.contains(#""rate":{"value":0.95,"low":0.888"#))
  }
}
