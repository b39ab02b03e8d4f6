import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

@Suite("Velocity estimator")
struct LeastSquaresVelocityEstimatorTests {
  @Test("the default fit is Flutter's quadratic (degree 2, LeastSquaresSolver in VelocityTracker)")
  func defaultDegree() {
    #expect(ModelParameters.uikit26.velocityFitDegree == 2)
    // On x = 2000·t² the default estimator reads the end slope, 200 pt/s, as the quadratic does.
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    for step in 0...5 {
      let t = Double(step) * 0.010
      estimator.add(time: t, position: Point(x: 2000 * t * t, y: 0))
    }
    #expect(abs(estimator.velocity.x - 200) < 1e-6)
  }

  @Test("constant speed is measured exactly", arguments: [100.0, 1000.0, -750.0])
  func constantSpeed(speed: Double) {
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    for step in 0..<6 {
      let t = Double(step) * 0.010
      estimator.add(time: t, position: Point(x: speed * t, y: 5))
    }
    #expect(abs(estimator.velocity.x - speed) < 1e-6)
    #expect(abs(estimator.velocity.y) < 1e-6)
  }

  /// An estimator over the UIKit 26 model with the fit's degree changed: 1 a line, 2 Flutter's quadratic.
  static func estimator(fitDegree: Int) -> LeastSquaresVelocityEstimator {
    var model = ModelParameters.uikit26
    model.velocityFitDegree = fitDegree
    return LeastSquaresVelocityEstimator(parameters: model)
  }

  @Test("on an accelerating path a line gives the mean velocity, Flutter's quadratic the end slope")
  func acceleration() {
    // x = 2000·t² for t in 0…0.05: mean velocity 100 pt/s, 200 pt/s at the end.
    var line = Self.estimator(fitDegree: 1)
    var quadratic = Self.estimator(fitDegree: 2)
    for step in 0...5 {
      let t = Double(step) * 0.010
      line.add(time: t, position: Point(x: 2000 * t * t, y: 0))
      quadratic.add(time: t, position: Point(x: 2000 * t * t, y: 0))
    }
    #expect(abs(line.velocity.x - 100) < 1e-6)
    #expect(abs(quadratic.velocity.x - 200) < 1e-6)
  }

  @Test("a stroke slowing to rest keeps the direction of travel at the lift (the line does; a quadratic overshoots)")
  func slowingToRest() {
    var line = Self.estimator(fitDegree: 1)
    var quadratic = Self.estimator(fitDegree: 2)
    // The last 0.1 s of a minimum-jerk reach from 300 to 60 pt over 0.4 s, lifted one frame later.
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 300, y: 400), to: Point(x: 60, y: 400), duration: 0.4)
    for sample in touches.samples {
      line.add(time: sample.t, position: sample.location)
      quadratic.add(time: sample.t, position: sample.location)
    }
    #expect(line.velocity.x < 0)
    #expect(quadratic.velocity.x > 0)
  }

  @Test("fewer than three samples give zero (Flutter's _minSampleSize)")
  func tooFewSamples() {
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    estimator.add(time: 0, position: .zero)
    estimator.add(time: 0.01, position: Point(x: 10, y: 0))
    #expect(estimator.velocity == .zero)
  }

  @Test("a gap longer than 40 ms means the finger stopped")
  func stopGap() {
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    for step in 0..<5 { estimator.add(time: Double(step) * 0.01, position: Point(x: Double(step) * 10, y: 0)) }
    // The finger rests, then lifts 50 ms later at the same place.
    estimator.add(time: 0.09, position: Point(x: 40, y: 0))
    #expect(estimator.velocity == .zero)
  }

  @Test("samples older than the 100 ms horizon are ignored")
  func horizon() {
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    // Fast movement long ago, then slow movement in the last 100 ms.
    for step in 0..<10 { estimator.add(time: Double(step) * 0.02, position: Point(x: Double(step) * 40, y: 0)) }
    let base = 9 * 40.0
    for step in 1...6 { estimator.add(time: 0.18 + Double(step) * 0.016, position: Point(x: base + Double(step) * 1.6, y: 0)) }
    #expect(abs(estimator.velocity.x - 100) < 1e-6)
  }

  @Test("reset forgets the previous stroke")
  func reset() {
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    for step in 0..<5 { estimator.add(time: Double(step) * 0.01, position: Point(x: Double(step) * 10, y: 0)) }
    estimator.reset()
    estimator.add(time: 1, position: .zero)
    #expect(estimator.velocity == .zero)
  }

  @Test("identical timestamps do not divide by zero")
  func identicalTimes() {
    var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
    for x in [0.0, 5, 10] { estimator.add(time: 0.5, position: Point(x: x, y: 0)) }
    #expect(estimator.velocity.x.isFinite)
    #expect(estimator.velocity == .zero)
  }
}
