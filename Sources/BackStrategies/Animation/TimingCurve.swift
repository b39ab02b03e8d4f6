import BackStrategiesSupport

/// How an animation's fraction of completion depends on its fraction of elapsed time.
///
/// The named curves are Core Animation's `CAMediaTimingFunction` control points (Apple
/// documentation: `kCAMediaTimingFunctionEaseInEaseOut` is (0.42, 0, 0.58, 1), and so on).
/// ``criticallyDampedSpring`` is UIKit's `animate(withDuration:usingSpringWithDamping: 1.0 …)`.
public enum TimingCurve: Hashable, Sendable, Codable {
  /// Constant speed (`UIView.AnimationCurve.linear`).
  case linear
  /// Slow start (`.easeIn`: Bézier (0.42, 0, 1, 1)).
  case easeIn
  /// Slow end (`.easeOut`: Bézier (0, 0, 0.58, 1)).
  case easeOut
  /// Slow start and end (`.easeInOut`: Bézier (0.42, 0, 0.58, 1)); UIKit's default curve.
  case easeInOut
  /// A cubic Bézier from (0, 0) to (1, 1) with two control points.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring with damping ratio 1 (no overshoot) that comes to rest at the end of the duration.
  case criticallyDampedSpring
  /// Exponential slow-down, `(1 − e^(−k·u)) / (1 − e^(−k))`: a scroll view decelerating after
  /// a flick, where `k` is the decay rate times the duration.
  case exponentialDecay(steepness: Double)
  /// Flutter's `Curves.fastEaseInToSlowEaseOut`, a `ThreePointCubic`: two cubic Béziers joined
  /// at a midpoint, one Bézier cannot express it. Flutter's Cupertino back gesture settles with
  /// it (packages/flutter/lib/src/cupertino/route.dart @c460641a, `dragEnd`; the control points
  /// are packages/flutter/lib/src/animation/curves.dart's, see `FlutterThreePointCubic`).
  case fastEaseInToSlowEaseOut
  /// A damped spring with a starting velocity, over the time it takes to settle: iOS 26's fluid
  /// pop run-out (``ModelParameters/releaseSpringDampingRatio``). `initialVelocity` is in
  /// distances per second towards the end; `duration` is the spring's settling time, the
  /// animation's duration. It may overshoot the end slightly.
  case spring(dampingRatio: Double, response: Double, initialVelocity: Double, duration: Double)

  /// The fraction of completion at `fraction` of the elapsed time (both clamped to 0…1).
  public func value(at fraction: Double) -> Double {
    let u = fraction.clamped(to: 0...1)
    switch self {
    case .linear: return u
    case .easeIn: return Self.bezier(u, 0.42, 0, 1, 1)
    case .easeOut: return Self.bezier(u, 0, 0, 0.58, 1)
    case .easeInOut: return Self.bezier(u, 0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(u, x1, y1, x2, y2)
    case .criticallyDampedSpring: return CriticallyDampedSpring.value(at: u)
    case .exponentialDecay(let k):
      guard k > 1e-9 else { return u }
      return (1 - Math.exponential(-k * u)) / (1 - Math.exponential(-k))
    case .fastEaseInToSlowEaseOut:
      return FlutterThreePointCubic.fastEaseInToSlowEaseOut.value(at: u, bezier: Self.bezier)
    case .spring(let dampingRatio, let response, let initialVelocity, let duration):
      return DampedSpring(dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity).value(at: u, duration: duration)
    }
  }

  /// The short name used in reports (`easeInOut`, `spring`, …).
  public var name: String {
    switch self {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .cubicBezier: "cubicBezier"
    case .criticallyDampedSpring: "spring"
    case .exponentialDecay: "decay"
    case .fastEaseInToSlowEaseOut: "fastEaseInToSlowEaseOut"
    case .spring: "releaseSpring"
    }
  }

  /// Solves the Bézier's x(s) = u for s (Newton's method, then bisection), returns y(s).
  static func bezier(_ u: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = u
    for _ in 0..<8 {
      let error = component(s, x1, x2) - u
      if abs(error) < 1e-9 { return component(s, y1, y2) }
      let derivative = slope(s, x1, x2)
      if abs(derivative) < 1e-9 { break }
      s -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    s = u
    for _ in 0..<60 {
      let x = component(s, x1, x2)
      if abs(x - u) < 1e-9 { break }
      if x < u { low = s } else { high = s }
      s = (low + high) / 2
    }
    return component(s, y1, y2)
  }
}
