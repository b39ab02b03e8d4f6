import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `Trace` and `RunResult` are `Codable` through the standard library's protocols alone (the
/// core imports nothing), so an app can store or send them with any coder; here Foundation's
/// JSON coders, which the tests may use, carry every built-in scenario and every built-in
/// strategy's full result (timeline and event log included) there and back unchanged.
@Suite("Codable traces and results")
struct CodableTests: CodableRoundTrips {
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
}
