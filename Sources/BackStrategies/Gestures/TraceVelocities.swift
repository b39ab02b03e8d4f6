/// The finger's velocity after each touch sample of one trace, worked out once for every
/// strategy's run on it.
///
/// A corpus runs every strategy on each trace, and the velocity a run reads (`velocityInView:`,
/// ``FingerVelocity``) depends on the touches and the estimator's parameters only, never on the
/// strategy: the estimator hears the touch-down and every move that changes the finger's
/// position while it is down, and nothing a strategy does changes which. So the corpus works the
/// estimates out once per trace and release (``CorpusScorer``) and each run reads them
/// (``RunStorage/traceVelocities``), instead of every run feeding its own estimator. A run takes
/// them only when its estimator is configured the same (``matches(_:)``); otherwise (another
/// reading of the parameters, a run outside a corpus) it estimates as it goes. Either way the
/// numbers are the same, bit for bit: the same estimator is fed the same samples in the same
/// order (docs/performance.md, "Why the code is shaped this way").
package struct TraceVelocities: Sendable {
  /// The estimator as it was before the first sample: its parameters.
  private let start: FingerVelocity
  /// How many touch samples the estimates are for.
  let sampleCount: Int
  /// The estimate before any sample is handled.
  private let beforeAnySample: Vector
  /// `afterSample[k]`: the estimate once sample `k` has been handled.
  private let afterSample: [Vector]

  /// The estimates for `touches`, with the estimator `parameters` configure. The estimator is
  /// fed as ``Simulation`` feeds its own: a touch-down (`.began`) restarts it; a move while the
  /// finger is down that changes its position is added; a stationary move, and a move after a
  /// lift, add nothing; a lift adds nothing.
  package init(touches: [TouchSample], parameters: ModelParameters) {
    var velocity = FingerVelocity(parameters: parameters)
    start = velocity
    sampleCount = touches.count
    beforeAnySample = velocity.current()
    var fingerDown = false
    var location = Point.zero
    var estimates: [Vector] = []
    estimates.reserveCapacity(touches.count)
    for sample in touches {
      switch sample.phase {
      case .began:
        fingerDown = true
        location = sample.location
        velocity.touchDown(at: sample.location, time: sample.t)
      case .moved:
        if fingerDown && sample.location != location {
          location = sample.location
          velocity.moved(to: sample.location, time: sample.t)
        }
      case .ended, .cancelled:
        fingerDown = false
      }
      estimates.append(velocity.current())
    }
    afterSample = estimates
  }

  /// Whether these estimates are those of a run whose estimator is `velocity` before its first
  /// sample, over `sampleCount` samples.
  func matches(_ velocity: FingerVelocity, sampleCount: Int) -> Bool {
    sampleCount == self.sampleCount && velocity == start
  }

  /// The estimate once the first `handled` samples have been handled.
  @inline(__always)
  func velocity(afterHandling handled: Int) -> Vector {
    handled == 0 ? beforeAnySample : afterSample[handled - 1]
  }
}
