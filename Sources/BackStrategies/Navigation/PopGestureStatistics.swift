/// What UIKit's pop handler remembers about a back gesture to decide its release, and the
/// decision itself: `-[_UINavigationInteractiveTransitionBase _updateStatistics:firstSample:finalSample:]`
/// and `-popGesture:withRemainingDuration:shouldPopWithVelocity:` (UIKit 26.1).
///
/// Every callback of the recogniser adds a sample: `.began` the first, each `.changed` after
/// the percent is updated, `.ended` a last one. A sample is its progress `max(tx, 0) / W` and
/// its velocity `vx / W` (progress per second, from `velocityInView:`). A sample is kept only
/// if at least 0.01 s passed since the previous callback (kept or not), or more than 0.001 s and
/// the progress differs from the last kept sample's. Kept samples feed running averages of
/// velocity and acceleration over the last three (a cumulative mean until there are three);
/// each acceleration may differ from the previous one by at most 5 progress/s².
///
/// At the release, with at least three kept samples and a gesture that changed, UIKit
/// projects `p + v̄·T + ½·ā·T²` over the transition's duration `T` and pops past
/// `min(187.5 / W, 0.5)`; otherwise it pops when `v̄ > 0` and the gesture changed at least once.
/// The legacy procedure pops when `velocityInView:.x >= 0`. The third reading,
/// ``PopDecisionProcedure/fittedIOS27``, is no reading of the code: it keeps the augmented
/// statistics and fallback, and projects `p + v̄·H` over ``ModelParameters/fittedVelocityHorizon``
/// against ``ModelParameters/fittedReleaseThreshold``, fitted to three device captures of
/// iOS 27.0.1 (docs/model.md, "The release procedure").
///
/// On iOS 26 the statistics also keep the edge-flick phase: it starts with the gesture and ends
/// for good once the mean velocity falls below ``ModelParameters/edgeFlickBoostThreshold``; on
/// the fluid branch a release still in it hands ``ModelParameters/edgeFlickVelocityBoostFactor``
/// times its velocity to the run-out (`popGesture:…`), without changing the decision.
struct PopGestureStatistics: Sendable {
  /// The decision, with everything it was made from.
  struct Decision: Sendable {
    var pops: Bool
    /// Velocity handed to the run-out, in points per second (0 for the legacy rule).
    var handOffVelocity: Double
    /// The projected progress and the threshold, when the projection decided.
    var projected: Double?
    var threshold: Double
    var averageVelocity: Double
    var averageAcceleration: Double
    var samples: Int
    /// Whether the gesture reached `.changed`.
    var changed: Bool
    /// Whether the edge-flick boost multiplied ``handOffVelocity``.
    var boosted = false
  }

  /// Whether the gesture is still in its edge-flick phase (`_isInEdgeFlickPhase`).
  private(set) var inEdgeFlickPhase = true

  /// The run's parameters, held by reference (``SharedModelParameters``): the statistics are
  /// made at every `.began` UIKit's handler drives and copied at its release, and a copy of
  /// ``ModelParameters`` held inline was most of their size (docs/performance.md).
  private var sharedParameters: SharedModelParameters
  /// The parameters the statistics read, borrowed from ``sharedParameters``.
  private var parameters: ModelParameters {
    _read { yield sharedParameters.value }
  }
  private let distance: Double
  private var count = 0
  private var lastCallTime = 0.0
  private var lastKeptTime = 0.0
  private var lastProgress = 0.0
  private var lastVelocity = 0.0
  private var lastAcceleration = 0.0
  private(set) var averageVelocity = 0.0
  private(set) var averageAcceleration = 0.0
  /// The last kept samples' velocity and acceleration, a ring of ``ModelParameters/popAveragedSamples``
  /// entries (at least one): entry `i` holds the sample kept `i`-th modulo the ring's size.
  /// One array of pairs, not two arrays: a kept sample writes both at one place, so the array
  /// is checked for a unique owner once (docs/performance.md).
  private var ring: [RingEntry]
  /// The ring's size, as the averages' divisor.
  private let ringSize: Double
  /// The entry the next kept sample goes in: ``count`` modulo the ring's size, kept as the
  /// samples are, without a division.
  private var nextSlot: Int

  /// One kept sample's rates in the ring.
  private struct RingEntry: Sendable {
    var velocity = 0.0
    var acceleration = 0.0
  }

  /// Starts the statistics of one gesture at its `.began`: `distance` is the view's width
  /// (`_totalDistance`), `translation` and `velocity` the recogniser's, signed towards back.
  init(parameters: ModelParameters, distance: Double, time: Double, translation: Double, velocity: Double) {
    self.init(sharedParameters: SharedModelParameters(parameters), distance: distance, time: time, translation: translation, velocity: velocity)
  }

  /// Starts the statistics as ``init(parameters:distance:time:translation:velocity:)`` does,
  /// reading the run's parameters where they are held.
  init(sharedParameters: SharedModelParameters, distance: Double, time: Double, translation: Double, velocity: Double) {
    self.sharedParameters = sharedParameters
    self.distance = distance
    let size = max(1, sharedParameters.value.popAveragedSamples)
    ring = Array(repeating: RingEntry(), count: size)
    ringSize = Double(size)
    nextSlot = size > 1 ? 1 : 0
    let progress = Self.progress(translation, distance)
    let rate = distance > 0 ? velocity / distance : 0
    lastCallTime = time
    lastKeptTime = time
    lastProgress = progress
    lastVelocity = rate
    averageVelocity = rate
    ring[0].velocity = rate
    count = 1
  }

  private static func progress(_ translation: Double, _ distance: Double) -> Double {
    translation >= 0 && distance > 0 ? translation / distance : 0
  }

  /// Samples kept so far.
  var samples: Int { count }

  /// Adds the sample of a `.changed` or `.ended` callback.
  mutating func add(time: Double, translation: Double, velocity: Double) {
    let sinceCall = time - lastCallTime
    lastCallTime = time
    let progress = Self.progress(translation, distance)
    guard sinceCall >= parameters.popSampleInterval || (sinceCall > parameters.popSampleMovedInterval && progress != lastProgress)
    else { return }
    let interval = time - lastKeptTime
    let rate = distance > 0 ? velocity / distance : 0
    let slot = nextSlot
    nextSlot = slot + 1 == ring.count ? 0 : slot + 1
    let full = count >= ring.count
    let leaving = ring[slot]
    let n = Double(count)
    averageVelocity = full ? (rate + ringSize * averageVelocity - leaving.velocity) / ringSize : (rate + averageVelocity * n) / (n + 1)
    if inEdgeFlickPhase && abs(averageVelocity) < parameters.edgeFlickBoostThreshold { inEdgeFlickPhase = false }
    var acceleration = interval > 0 ? (rate - lastVelocity) / interval : lastAcceleration
    let limit = parameters.popAccelerationChangeLimit
    if abs(acceleration - lastAcceleration) > limit {
      acceleration = lastAcceleration + (acceleration - lastAcceleration > 0 ? limit : -limit)
    }
    averageAcceleration =
      full
      ? (acceleration + ringSize * averageAcceleration - leaving.acceleration) / ringSize
      : (acceleration + averageAcceleration * n) / (n + 1)
    ring[slot] = RingEntry(velocity: rate, acceleration: acceleration)
    lastAcceleration = acceleration
    lastVelocity = rate
    lastProgress = progress
    lastKeptTime = time
    count += 1
  }

  /// The release decision for a gesture at `percent` (`percentComplete`) whose recogniser
  /// reports `velocityX` (`velocityInView:.x`, points per second, as measured: UIKit does not
  /// mirror it here for right-to-left layouts) and which `changed` at least once.
  func decide(percent: Double, velocityX: Double, changed: Bool) -> Decision {
    decide(percent: percent, velocityX: velocityX, changed: changed, procedure: parameters.popDecision)
  }

  /// The decision under `procedure`, whichever is live: `run` says where the other one would
  /// have decided otherwise.
  func decide(percent: Double, velocityX: Double, changed: Bool, procedure: PopDecisionProcedure) -> Decision {
    let threshold = min(parameters.projectionDistance / distance, parameters.projectionThresholdCap)
    switch procedure {
    case .legacyVelocitySign:
      return Decision(
        pops: velocityX >= 0, handOffVelocity: 0, projected: nil, threshold: threshold, averageVelocity: averageVelocity,
        averageAcceleration: averageAcceleration, samples: count, changed: changed)
    case .augmented, .fittedIOS27:
      var decision: Decision
      if count >= parameters.popMinimumSamples && changed {
        let projected: Double
        let line: Double
        if procedure == .augmented {
          let horizon = parameters.transitionDuration
          projected = percent + averageAcceleration * 0.5 * horizon * horizon + averageVelocity * horizon
          line = threshold
        } else {
          // The fitted rule: no acceleration term (the captures constrain none), a shorter horizon.
          projected = percent + averageVelocity * parameters.fittedVelocityHorizon
          line = parameters.fittedReleaseThreshold
        }
        decision = Decision(
          pops: projected > line, handOffVelocity: distance * lastVelocity, projected: projected, threshold: line,
          averageVelocity: averageVelocity, averageAcceleration: averageAcceleration, samples: count, changed: changed)
      } else {
        decision = Decision(
          pops: averageVelocity > 0 && changed, handOffVelocity: velocityX, projected: nil, threshold: threshold,
          averageVelocity: averageVelocity, averageAcceleration: averageAcceleration, samples: count, changed: changed)
      }
      if parameters.parallaxTransitions == .fluid && inEdgeFlickPhase {
        decision.handOffVelocity *= parameters.edgeFlickVelocityBoostFactor
        decision.boosted = true
      }
      return decision
    }
  }
}

extension PopGestureStatistics {
  /// These statistics deciding under `parameters` (the samples already kept stay as they are):
  /// the release decision under another reading of ``OpenChoice/transitionDuration``, the
  /// projection's horizon (`Simulation.noteTransitionDurationAtRelease`).
  func deciding(with parameters: ModelParameters) -> PopGestureStatistics {
    var copy = self
    copy.sharedParameters = SharedModelParameters(parameters)
    return copy
  }
}
