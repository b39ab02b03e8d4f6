import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `Trace` and `RunResult` are `Codable` through the standard library's protocols alone (the
/// core imports nothing), so an app can store or send them with any coder; here Foundation's
/// JSON coders, which the tests may use, carry every built-in scenario and every built-in
/// strategy's full result (timeline and event log included) there and back unchanged.
@Suite("Codable traces and results")
struct CodableTests {
  static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test("every built-in scenario survives a Codable round trip", arguments: Scenarios.all)
  func traceRoundTrip(trace: Trace) throws {
    #expect(try Self.roundTrip(trace) == trace)
  }

  @Test("every built-in strategy's result, with timeline and events, survives a Codable round trip",
        arguments: StrategyCatalog.builtIn.defaultSelections)
  func resultRoundTrip(selection: StrategySelection) throws {
    let options = RunOptions(recordTimeline: true, recordEvents: true)
    for trace in [Scenarios.edgeSwipePastHalf, Scenarios.carouselAtStart, Scenarios.rightEdgePull] {
      let result = selection.run(on: trace, options: options)
      let again = try Self.roundTrip(result)
      #expect(again == result, "\(selection.label) on \(trace.name)")
      #expect(again.reason == result.reason)
    }
  }

  @Test("a decoded trace is not validated until asked: validate() names the fault")
  func decodedTraceIsValidatedOnRequest() throws {
    var trace = Scenarios.edgeSwipePastHalf
    trace.touches[3].t = -1
    let decoded = try Self.roundTrip(trace)
    #expect(throws: TraceError.self) { try decoded.validate() }
  }

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
