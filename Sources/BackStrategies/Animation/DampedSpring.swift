/// A damped spring run from rest at one end towards the other, with a starting velocity: the
/// run-out of iOS 26's fluid parallax pop after a release (`UIView.HybridPropertyAnimator`
/// driven by `parallaxSettings.interactiveSpring`, started with `setStartingVelocity:`).
///
/// Positions are fractions of the distance: 0 at the start, 1 at the target. The spring is
/// `UISpringTimingParameters(dampingRatio:response:)`'s: natural frequency `ω = 2π / response`,
/// damping ratio `ζ`; `initialVelocity` is in distances per second towards the target. It
/// overshoots a little when `ζ < 1`. It has ended (``settlingDuration``) when the bound on what
/// is left stays under the settling fraction; the model then snaps to the target.
/// Source: the closed-form damped oscillator; the settling fraction is this model's choice
/// (``ModelParameters/springSettlingFraction``).
package struct DampedSpring: Hashable, Sendable {
  /// `ζ`: 1 is critically damped, below 1 overshoots.
  package var dampingRatio: Double
  /// The undamped period, in seconds.
  package var response: Double
  /// Towards the target, in distances per second.
  package var initialVelocity: Double

  /// The longest run-out the model lets a spring take, in seconds. **[estimate]** far beyond any
  /// UIKit spring (a weak one settles in about a second), so that a degenerate spring ends.
  package static let longestSettlingDuration = 10.0

  /// The step, in seconds, at which the settling time of a spring without oscillation (`ζ ≥ 1`)
  /// is searched. **[estimate]** a millisecond: far finer than a frame, so the run-out ends within
  /// 1 ms of its true settling time.
  package static let settlingSearchStep = 0.001

  /// Creates a spring; non-finite or non-positive values become a critically damped spring of
  /// the longest response that still ends.
  package init(dampingRatio: Double, response: Double, initialVelocity: Double) {
    self.dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
    self.response = response.isFinite && response > 0 ? response : 1
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// The undamped angular frequency `ω = 2π / response`, in radians per second.
  var omega: Double { 2 * Double.pi / response }

  /// What is left of the distance `t` seconds in (1 at the start; negative past the target).
  package func remaining(at t: Double) -> Double {
    let w = omega
    let z = dampingRatio
    let v = initialVelocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      return Math.exponential(-z * w * t) * (Math.cosine(wd * t) + (z * w - v) / wd * Math.sine(wd * t))
    }
    if z == 1 { return Math.exponential(-w * t) * (1 + (w - v) * t) }
    let (r1, r2, c2) = overdamped
    return (1 - c2) * Math.exponential(r1 * t) + c2 * Math.exponential(r2 * t)
  }

  /// `ζ > 1`: the two decay rates and the second one's share, from `x(0) = 1`, `x'(0) = −v`.
  var overdamped: (r1: Double, r2: Double, c2: Double) {
    let w = omega
    let root = (dampingRatio * dampingRatio - 1).squareRoot()
    let r1 = -w * (dampingRatio - root)
    let r2 = -w * (dampingRatio + root)
    return (r1, r2, (-initialVelocity - r1) / (r2 - r1))
  }

  /// A bound on |``remaining(at:)``| from `t` on: the envelope of the oscillation.
  func bound(at t: Double) -> Double {
    let w = omega
    let z = dampingRatio
    let v = initialVelocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (z * w - v) / wd
      return Math.exponential(-z * w * t) * (1 + b * b).squareRoot()
    }
    if z == 1 { return Math.exponential(-w * t) * (1 + abs(w - v) * t) }
    let (r1, r2, c2) = overdamped
    return abs(1 - c2) * Math.exponential(r1 * t) + abs(c2) * Math.exponential(r2 * t)
  }

  /// When what is left stays under `fraction` of the distance, in seconds, at most
  /// ``longestSettlingDuration``: closed form for `ζ < 1`, otherwise the first millisecond at
  /// which the (eventually decreasing) bound is under it.
  package func settlingDuration(fraction: Double) -> Double {
    let epsilon = fraction.isFinite && fraction > 0 ? fraction : 0.001
    if dampingRatio < 1 {
      let amplitude = bound(at: 0)
      guard amplitude > epsilon else { return 0 }
      return min(Math.logarithm(amplitude / epsilon) / (dampingRatio * omega), Self.longestSettlingDuration)
    }
    let step = Self.settlingSearchStep
    var t = 0.0
    while t < Self.longestSettlingDuration {
      if bound(at: t) <= epsilon && bound(at: t + step) <= bound(at: t) { return t }
      t += step
    }
    return Self.longestSettlingDuration
  }

  /// Fraction of the distance covered at `fraction` of `duration` (1 at the end: the model snaps).
  package func value(at fraction: Double, duration: Double) -> Double {
    if fraction >= 1 || duration <= 0 { return 1 }
    if fraction <= 0 { return 0 }
    return 1 - remaining(at: fraction * duration)
  }
}
