import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("Trace validation")
struct TraceValidationTests {
  @Test("time going backwards names the sample and both times")
  func timeBackwards() {
    let trace = Trace(
      name: "t", scene: .twoScreens,
      touches: [
        TouchSample(t: 0, x: 5, y: 400, phase: .began),
        TouchSample(t: 0.196, x: 20, y: 400, phase: .moved),
        TouchSample(t: 0.180, x: 30, y: 400, phase: .ended),
      ])
    #expect(throws: TraceError(place: "touches[2].t", message: "time goes backwards (0.180 after 0.196)")) {
      try trace.validate()
    }
  }
}
