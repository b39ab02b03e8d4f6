import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Scores and recommendations survive a Codable round trip, and print the same after it.
@Suite("Codable scores")
struct ScoresCodableTests: CodableRoundTrips {
  @Test("corpus scores and a recommendation survive a Codable round trip; results and scorecards are Identifiable by label")
  func scoresRoundTrip() throws {
    let traces = Array(CorpusGenerator(seed: 3).traces(count: 80))
    let scores = try CorpusScorer().score(traces)
    let again = try Self.roundTrip(scores)
    #expect(again.scorecards == scores.scorecards)
    #expect(again.traces == scores.traces && again.intentCounts == scores.intentCounts && again.familyCounts == scores.familyCounts)
    // What the tool prints from them is the same, to the byte.
    #expect(ScoresJSON.document(again, source: "s").render(pretty: true) == ScoresJSON.document(scores, source: "s").render(pretty: true))
    let recommendation = Recommendation(scores: scores, needs: [.fullScreen])
    let recommended = try Self.roundTrip(recommendation)
    #expect(recommended.ranked == recommendation.ranked && recommended.excluded == recommendation.excluded)
    #expect(scores.scorecards.map(\.id) == StrategyCatalog.builtIn.defaultSelections.map(\.label))
    let comparison = Comparison(trace: Scenarios.tap)
    #expect(Set(comparison.results.map(\.id)).count == comparison.results.count)
  }
}
