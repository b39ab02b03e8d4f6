/// The finger's velocity after each touch sample of one trace, worked out once for every
/// strategy's run on it.
///
/// A corpus runs every strategy on each trace, and the velocity a run reads (`velocityInView:`,
/// ``FingerVelocity``) depends on the touches and the estimator's parameters only, never on the
/// strategy: the estimator hears the touch-down and every move that changes the finger's
/// position while it is down, and nothing a strategy does changes which. So the corpus works the
/// estimates out once per trace and release (``CorpusScorer``) and each run reads them
/// (``RunStorage/traceVelocities``), instead of every run feeding its own estimator. A run takes
/// them only when its estimator is configured the same (``matches(_:sampleCount:)``: the
/// parameters the estimators read, compared without making an estimator); otherwise (another
/// reading of the parameters, a run outside a corpus) it estimates as it goes. Either way the
/// numbers are the same, bit for bit: the same estimator (``UIKitVelocityEstimator`` or
/// ``LeastSquaresVelocityEstimator``, as ``FingerVelocity`` picks it) is fed the same samples in
/// the same order, and an estimate is the estimator's ``UIKitVelocityEstimator/velocity`` in the
/// state the run's would be in (docs/performance.md, "Why the code is shaped this way").
package struct TraceVelocities: Sendable {
  /// The parameters the estimator was made with (those it reads).
  private let estimator: Estimator
  /// How many touch samples the estimates are for.
  let sampleCount: Int
  /// `estimates[k]`: the estimate once the first `k` samples have been handled (`estimates[0]`:
  /// before any), so that a read is one index, without a test.
  private let estimates: [Vector]

  /// The parameters a ``FingerVelocity`` reads when it is made (``FingerVelocity/init(parameters:)``,
  /// its estimators' initialisers), all of them whichever estimator they pick: two equal
  /// configurations make equal estimators. Plain values, compared field by field: a run checks
  /// whether the trace's estimates are its own without making an estimator
  /// (``matches(_:sampleCount:)``). A `NaN` compares unequal, so a run with one estimates as it
  /// goes, as it did when estimators were compared.
  package struct Estimator: Equatable, Sendable {
    /// ``ModelParameters/velocityEstimation``.
    let estimation: VelocityEstimation
    /// ``ModelParameters/velocityLatestMoveWeight`` (``UIKitVelocityEstimator``).
    let latestMoveWeight: Double
    /// ``ModelParameters/velocityShortestMoveInterval`` (``UIKitVelocityEstimator``).
    let shortestMoveInterval: Double
    /// ``ModelParameters/velocitySampleLimit`` (``LeastSquaresVelocityEstimator``).
    let sampleLimit: Int
    /// ``ModelParameters/velocityHorizon`` (``LeastSquaresVelocityEstimator``).
    let horizon: Double
    /// ``ModelParameters/velocityStopGap`` (``LeastSquaresVelocityEstimator``).
    let stopGap: Double
    /// ``ModelParameters/velocityMinimumSamples`` (``LeastSquaresVelocityEstimator``).
    let minimumSamples: Int
    /// ``ModelParameters/velocityFitDegree`` (``LeastSquaresVelocityEstimator``).
    let fitDegree: Int

    /// The configuration `parameters` give an estimator.
    @inline(__always)
    package init(parameters: ModelParameters) {
      estimation = parameters.velocityEstimation
      latestMoveWeight = parameters.velocityLatestMoveWeight
      shortestMoveInterval = parameters.velocityShortestMoveInterval
      sampleLimit = parameters.velocitySampleLimit
      horizon = parameters.velocityHorizon
      stopGap = parameters.velocityStopGap
      minimumSamples = parameters.velocityMinimumSamples
      fitDegree = parameters.velocityFitDegree
    }
  }

  /// The estimates for `touches`, with the estimator `parameters` configure. The estimator is
  /// fed as ``Simulation`` feeds its own: a touch-down (`.began`) restarts it; a move while the
  /// finger is down that changes its position is added; a stationary move, and a move after a
  /// lift, add nothing; a lift adds nothing. A sample that adds nothing leaves the estimate as
  /// it was (the estimate is a function of the estimator's state), so only a fed sample is
  /// estimated.
  package init(touches: [TouchSample], parameters: ModelParameters) {
    estimator = Estimator(parameters: parameters)
    sampleCount = touches.count
    switch parameters.velocityEstimation {
    case .uikit: estimates = Self.estimates(of: touches, feeding: UIKitVelocityEstimator(parameters: parameters))
    case .leastSquares: estimates = Self.estimates(of: touches, feeding: LeastSquaresVelocityEstimator(parameters: parameters))
    }
  }

  /// The estimate before any sample, then after each of `touches`, from `estimator` fed as
  /// ``init(touches:parameters:)`` says.
  private static func estimates<Fed: FedVelocityEstimator>(of touches: [TouchSample], feeding estimator: Fed) -> [Vector] {
    var estimator = estimator
    var estimates: [Vector] = []
    estimates.reserveCapacity(touches.count + 1)
    var estimate = estimator.velocity
    estimates.append(estimate)
    var fingerDown = false
    var location = Point.zero
    for sample in touches {
      switch sample.phase {
      case .began:
        fingerDown = true
        location = sample.location
        estimator.restart(at: sample.location, time: sample.t)
        estimate = estimator.velocity
      case .moved:
        if fingerDown && sample.location != location {
          location = sample.location
          estimator.moved(to: sample.location, time: sample.t)
          estimate = estimator.velocity
        }
      case .ended, .cancelled:
        fingerDown = false
      }
      estimates.append(estimate)
    }
    return estimates
  }

  /// Whether these estimates are those of a run whose estimator `parameters` configure, over
  /// `sampleCount` samples.
  @inline(__always)
  func matches(_ parameters: ModelParameters, sampleCount: Int) -> Bool {
    sampleCount == self.sampleCount && Estimator(parameters: parameters) == estimator
  }

  /// The estimate once the first `handled` samples have been handled (0 through
  /// ``sampleCount``).
  @inline(__always)
  func velocity(afterHandling handled: Int) -> Vector {
    estimates[handled]
  }
}

/// An estimator fed as ``FingerVelocity`` feeds the one it holds.
private protocol FedVelocityEstimator {
  /// A new stroke begins at `location` (``FingerVelocity/touchDown(at:time:)``).
  mutating func restart(at location: Point, time: Double)
  /// The finger moved to `location` (``FingerVelocity/moved(to:time:)``).
  mutating func moved(to location: Point, time: Double)
  /// The estimate now.
  var velocity: Vector { get }
}

extension UIKitVelocityEstimator: FedVelocityEstimator {
  /// As ``FingerVelocity/touchDown(at:time:)`` restarts it.
  @inline(__always)
  fileprivate mutating func restart(at location: Point, time: Double) {
    touchDown(at: location, time: time)
  }
}

extension LeastSquaresVelocityEstimator: FedVelocityEstimator {
  /// As ``FingerVelocity/touchDown(at:time:)`` restarts it: emptied, then the touch-down added.
  @inline(__always)
  fileprivate mutating func restart(at location: Point, time: Double) {
    reset()
    add(time: time, position: location)
  }

  /// As ``FingerVelocity/moved(to:time:)`` feeds it.
  @inline(__always)
  fileprivate mutating func moved(to location: Point, time: Double) {
    add(time: time, position: location)
  }
}
