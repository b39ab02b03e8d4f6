import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("Timing curves")
struct TimingCurveTests {
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .criticallyDampedSpring, .exponentialDecay(steepness: 3),
    .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
  ]

  @Test("every curve starts at 0, ends at 1 and never goes backwards", arguments: curves)
  func endpointsAndMonotonic(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    var previous = 0.0
    for step in 0...100 {
      let value = curve.value(at: Double(step) / 100)
      #expect(value >= previous - 1e-12)
      previous = value
    }
  }

  @Test("ease-in-out is Core Animation's (0.42, 0, 0.58, 1): symmetric, half at half")
  func easeInOut() {
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    let quarter = TimingCurve.easeInOut.value(at: 0.25)
    #expect(abs(quarter + TimingCurve.easeInOut.value(at: 0.75) - 1) < 1e-9)
    #expect(quarter < 0.25)
  }

  @Test("the critically damped spring has 0.1 % left just before its duration ends")
  func spring() {
    #expect(abs(CriticallyDampedSpring.value(at: 0.999999) - 0.999) < 1e-4)
    #expect(CriticallyDampedSpring.value(at: 0.5) > 0.9)
  }
}
