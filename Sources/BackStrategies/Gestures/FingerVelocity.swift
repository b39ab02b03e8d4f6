/// The velocity estimator a run uses, chosen by ``ModelParameters/velocityEstimation``, fed
/// with the same events whichever it is: the touch-down and every move that changes the
/// finger's position (what `touchesBegan:` and `touchesMoved:` deliver). A stationary sample and
/// the lift add nothing, as in UIKit.
struct FingerVelocity: Equatable, Sendable {
  // Exactly one is set; two optionals (not an enum) so that updates mutate in place.
  private var uikit: UIKitVelocityEstimator?
  private var leastSquares: LeastSquaresVelocityEstimator?
  /// The estimate since the last event, once asked for: several rules read the velocity of one
  /// sample (a begin test, a callback, the pop handler), and it changes only with an event.
  private var cached: Vector?

  /// An estimator that is neither fed nor asked: the one a run holds when it reads the trace's
  /// estimates worked out once (``TraceVelocities``), made without reading the parameters.
  static var unused: FingerVelocity { FingerVelocity() }

  private init() {}

  init(parameters: ModelParameters) {
    switch parameters.velocityEstimation {
    case .uikit: uikit = UIKitVelocityEstimator(parameters: parameters)
    case .leastSquares: leastSquares = LeastSquaresVelocityEstimator(parameters: parameters)
    }
  }

  /// A new stroke begins at `location`.
  mutating func touchDown(at location: Point, time: Double) {
    cached = nil
    uikit?.touchDown(at: location, time: time)
    leastSquares?.reset()
    leastSquares?.add(time: time, position: location)
  }

  /// The finger moved to `location`.
  mutating func moved(to location: Point, time: Double) {
    cached = nil
    uikit?.moved(to: location, time: time)
    leastSquares?.add(time: time, position: location)
  }

  /// The velocity now, in points per second.
  var velocity: Vector {
    uikit?.velocity ?? leastSquares?.velocity ?? .zero
  }

  /// ``velocity``, estimated once per event (`velocityInView:` asked again before the next
  /// touch event gives the same answer).
  /// Inlined, so that a read the cache answers costs a test, not a call.
  @inline(__always)
  mutating func current() -> Vector {
    if let cached { return cached }
    return estimateOnce()
  }

  /// Estimates the velocity and keeps it until the next event.
  @inline(never)
  private mutating func estimateOnce() -> Vector {
    let estimate = velocity
    cached = estimate
    return estimate
  }
}
