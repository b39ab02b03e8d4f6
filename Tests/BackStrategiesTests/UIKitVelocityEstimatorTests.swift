import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `-[UIPanGestureRecognizer velocityInView:]` and `_centroidMovedTo:atTime:affectingTranslation:`
/// (UIKit 26.1): two samples, blended 0.2 / 0.8.
@Suite("UIKit velocity")
struct UIKitVelocityEstimatorTests {
  @Test("velocityInView: after one move the velocity is that move's displacement over its interval, not zero")
  func firstMove() {
    var estimator = UIKitVelocityEstimator(parameters: .uikit26)
    estimator.touchDown(at: Point(x: 100, y: 400), time: 0)
    #expect(estimator.velocity == .zero)
    estimator.moved(to: Point(x: 120, y: 410), time: 0.010)
    #expect(estimator.velocity == Point(x: 2000, y: 1000))
  }

  @Test("velocityInView: 0.2 × the latest move + 0.8 × the one before")
  func blend() {
    var estimator = UIKitVelocityEstimator(parameters: .uikit26)
    estimator.touchDown(at: Point(x: 100, y: 0), time: 0)
    estimator.moved(to: Point(x: 120, y: 0), time: 0.010)  // 2000 pt/s
    estimator.moved(to: Point(x: 125, y: 0), time: 0.020)  // 500 pt/s
    #expect(abs(estimator.velocity.x - (0.2 * 500 + 0.8 * 2000)) < 1e-9)
    estimator.moved(to: Point(x: 126, y: 0), time: 0.030)  // 100 pt/s; 2000 drops out
    #expect(abs(estimator.velocity.x - (0.2 * 100 + 0.8 * 500)) < 1e-9)
  }

  @Test(
    "_convertVelocitySample:fromSceneReferenceCoordinatesToView: a move shorter than 1 ms counts as zero",
    arguments: [(0.0009, 0.0), (0.001, 10_000.0)])
  func shortMove(interval: Double, expected: Double) {
    var estimator = UIKitVelocityEstimator(parameters: .uikit26)
    estimator.touchDown(at: Point(x: 0, y: 0), time: 0)
    estimator.moved(to: Point(x: 10, y: 0), time: interval)
    #expect(abs(estimator.velocity.x - expected) < 1e-6)
  }

  @Test("_centroidMovedTo:atTime:…: a move at the same instant moves the location but makes no sample")
  func sameInstant() {
    var estimator = UIKitVelocityEstimator(parameters: .uikit26)
    estimator.touchDown(at: Point(x: 0, y: 0), time: 0)
    estimator.moved(to: Point(x: 10, y: 0), time: 0.01)
    estimator.moved(to: Point(x: 50, y: 0), time: 0.01)
    #expect(estimator.velocity.x == 1000)
    // The next sample starts from the moved location.
    estimator.moved(to: Point(x: 60, y: 0), time: 0.02)
    #expect(abs(estimator.velocity.x - (0.2 * 1000 + 0.8 * 1000)) < 1e-9)
  }

  @Test("a finger that stops keeps reporting its last moves' velocity at the lift (no touchesMoved, no sample)")
  func stoppedFingerKeepsVelocity() throws {
    let trace = samplesTrace([
      (0, 200, 400, .began), (0.016, 215, 400, .moved), (0.033, 230, 400, .moved), (0.05, 245, 400, .moved),
      (0.3, 245, 400, .moved), (0.6, 245, 400, .ended),
    ])
    let config = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]))
    var run = played(config, on: trace)
    let last = try #require(run.strategy.gestures(of: "pan").last)
    #expect(last.state == .ended)
    // Exhaustively: began at 15 pt, two changes, no callback for the resting sample, the lift.
    try run.harness.receive(.began, of: "pan")
    let changes = try run.harness.skip(.changed, of: "pan")
    #expect(changes.count == 2)
    let ended = try run.harness.receive(.ended, of: "pan")
    try run.harness.finish()
    #expect(ended == last)
    // 15 pt in 17 ms, then in 17 ms: about 900 pt/s, 0.55 s after the finger stopped.
    #expect(ended.velocity.x > 800)
  }

  @Test("the issue's flick: at 120 Hz seed 001's .began reads UIKit's velocity and the flick pops")
  func seed001FlickPops() throws {
    // x = 100, 120, 140 … 220 over 50 ms (120 Hz), stack of two.
    var samples: [(Double, Double, Double, TouchPhase)] = []
    for step in 0...6 { samples.append((Double(step) / 120, 100 + 20 * Double(step), 400, step == 0 ? .began : .moved)) }
    samples.append((7 / 120.0, 220, 400, .ended))
    var trace = samplesTrace(samples)
    trace.scene.device.refreshRate = 120
    let result = try #require(Simulator.run(PercentDrivenStrategy.self, preset: "seed001", on: trace))
    #expect(result.outcome == .pop)
    #expect(result.reason.contains("vx = 2400 pt/s > 100"))
    // Flutter's least-squares estimator needs three samples: at .began it has two and reads 0,
    // so seed 001 resets its recogniser and nothing happens (what this model said before).
    var flutter = ModelParameters.uikit26
    flutter.velocityEstimation = .leastSquares
    let lagging = try #require(Simulator.run(PercentDrivenStrategy.self, preset: "seed001", on: trace, options: RunOptions(parameters: flutter)))
    #expect(lagging.outcome == .unchanged)
    #expect(lagging.reason.contains("velocity.x = 0"))
  }
}
