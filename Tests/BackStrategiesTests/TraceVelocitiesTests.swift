import Testing
@testable import BackStrategies

/// `TraceVelocities`, the velocity estimates a corpus works out once per trace for every
/// strategy's run: each estimate is, bit for bit, what a run's own `FingerVelocity` answers
/// after the same samples (fed as `Simulation` feeds it: `touchesBegan:` restarts it, a
/// `touchesMoved:` that moves the finger adds a sample, a stationary touch and the lift add
/// nothing, as `-[UIPanGestureRecognizer velocityInView:]` reads them), and a run takes them
/// only when its parameters configure the same estimator.
@Suite("Trace velocities")
struct TraceVelocitiesTests {
  /// What a run's own estimator answers after each number of samples handled (0 through all),
  /// fed sample by sample as the simulation feeds it.
  static func fedOneByOne(_ touches: [TouchSample], parameters: ModelParameters) -> [Vector] {
    var velocity = FingerVelocity(parameters: parameters)
    var estimates = [velocity.current()]
    var fingerDown = false
    var location = Point.zero
    for sample in touches {
      switch sample.phase {
      case .began:
        fingerDown = true
        location = sample.location
        velocity.touchDown(at: sample.location, time: sample.t)
      case .moved where fingerDown && sample.location != location:
        location = sample.location
        velocity.moved(to: sample.location, time: sample.t)
      case .moved, .ended, .cancelled:
        if sample.phase != .moved { fingerDown = false }
      }
      estimates.append(velocity.current())
    }
    return estimates
  }

  /// The model's parameters and readings of the estimator's that change its numbers.
  static var estimatorReadings: [(String, ModelParameters)] {
    var leastSquares = ModelParameters()
    leastSquares.velocityEstimation = .leastSquares
    var linear = leastSquares
    linear.velocityFitDegree = 1
    linear.velocitySampleLimit = 4
    var heavyLatest = ModelParameters()
    heavyLatest.velocityLatestMoveWeight = 0.7
    heavyLatest.velocityShortestMoveInterval = 0.02
    return [
      ("uikit", .uikit26), ("least squares", leastSquares),
      ("least squares, linear, 4 samples", linear), ("uikit, weights changed", heavyLatest),
    ]
  }

  /// Touches that exercise every feeding rule: two strokes, a stationary sample, moves at the
  /// same instant, a move after the lift, a cancelled stroke.
  static let edgeTouches: [TouchSample] = [
    TouchSample(t: 0, x: 5, y: 300, phase: .moved),
    TouchSample(t: 0.01, x: 5, y: 300, phase: .began), TouchSample(t: 0.016, x: 40, y: 300, phase: .moved),
    TouchSample(t: 0.016, x: 44, y: 301, phase: .moved), TouchSample(t: 0.033, x: 44, y: 301, phase: .moved),
    TouchSample(t: 0.05, x: 90, y: 302, phase: .moved), TouchSample(t: 0.0505, x: 91, y: 302, phase: .moved),
    TouchSample(t: 0.06, x: 91, y: 302, phase: .ended), TouchSample(t: 0.07, x: 120, y: 302, phase: .moved),
    TouchSample(t: 0.2, x: 10, y: 100, phase: .began), TouchSample(t: 0.21, x: 30, y: 90, phase: .moved),
    TouchSample(t: 0.25, x: 60, y: 80, phase: .moved), TouchSample(t: 0.26, x: 60, y: 80, phase: .cancelled),
  ]

  @Test("every estimate is what the run's own estimator answers after the same samples, bit for bit")
  func estimatesAreTheRunsOwn() throws {
    let generator = CorpusGenerator(seed: 11)
    let traces = try Scenarios.all.map(\.touches) + (0..<40).map { try CorpusEntry.generated(generator, index: $0).trace().touches }
    var moving = 0
    for (name, parameters) in Self.estimatorReadings {
      for touches in traces + [Self.edgeTouches, []] {
        let table = TraceVelocities(touches: touches, parameters: parameters)
        let expected = Self.fedOneByOne(touches, parameters: parameters)
        #expect(table.sampleCount == touches.count)
        for handled in expected.indices {
          let estimate = table.velocity(afterHandling: handled)
          #expect(
            estimate.x.bitPattern == expected[handled].x.bitPattern && estimate.y.bitPattern == expected[handled].y.bitPattern,
            "\(name), after \(handled) of \(touches.count) samples")
          if estimate != .zero { moving += 1 }
        }
      }
    }
    // The traces move the finger: most estimates are not zero, so a wrong one would show.
    #expect(moving > 1000)
  }

  @Test("a run takes the estimates only when its parameters configure the same estimator over as many samples")
  func matchesTheSameEstimatorOnly() {
    let touches = Self.edgeTouches
    for (name, parameters) in Self.estimatorReadings {
      let table = TraceVelocities(touches: touches, parameters: parameters)
      #expect(table.matches(parameters, sampleCount: touches.count), "\(name)")
      #expect(!table.matches(parameters, sampleCount: touches.count + 1), "\(name)")
      for (other, otherParameters) in Self.estimatorReadings where other != name {
        #expect(!table.matches(otherParameters, sampleCount: touches.count), "\(name) against \(other)")
      }
    }
    // Each parameter an estimator reads makes a difference; one it does not read (the touch
    // slop) makes none.
    var changes: [(inout ModelParameters) -> Void] = [
      { $0.velocityEstimation = .leastSquares }, { $0.velocityLatestMoveWeight += 0.1 },
      { $0.velocityShortestMoveInterval *= 2 }, { $0.velocitySampleLimit += 1 }, { $0.velocityHorizon *= 2 },
      { $0.velocityStopGap *= 2 }, { $0.velocityMinimumSamples += 1 }, { $0.velocityFitDegree = 1 },
    ]
    // A NaN never equals itself: a run with one estimates as it goes.
    changes.append { $0.velocityHorizon = .nan }
    let table = TraceVelocities(touches: touches, parameters: .uikit26)
    for (index, change) in changes.enumerated() {
      var parameters = ModelParameters.uikit26
      change(&parameters)
      #expect(!table.matches(parameters, sampleCount: touches.count), "change \(index)")
    }
    var unrelated = ModelParameters.uikit26
    unrelated.panHysteresis += 1
    #expect(table.matches(unrelated, sampleCount: touches.count))
  }

  @Test("equal estimator configurations make equal estimators (what the run's own would start from)")
  func equalConfigurationsEqualEstimators() {
    for (_, lhs) in Self.estimatorReadings {
      for (_, rhs) in Self.estimatorReadings {
        let sameConfiguration = TraceVelocities.Estimator(parameters: lhs) == TraceVelocities.Estimator(parameters: rhs)
        if sameConfiguration { #expect(FingerVelocity(parameters: lhs) == FingerVelocity(parameters: rhs)) }
      }
    }
  }
}
