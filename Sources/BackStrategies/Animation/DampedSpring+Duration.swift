/// A spring given only a damping ratio and run over a duration, as a `UIViewPropertyAnimator`
/// does with `UISpringTimingParameters(dampingRatio:)`: the animator scales the spring's time so
/// that it has settled at the end of its duration.
extension DampedSpring {
  /// How many halvings the response search makes. **[estimate]** 200: far more than a `Double`
  /// needs to pin the response down to its last bit between the search's bounds.
  static let fittingIterations = 200

  /// The spring of damping ratio `dampingRatio`, started from rest, whose bound on what is left
  /// (``bound(at:)``) is `settlingFraction` of the distance at `duration` seconds: the spring a
  /// `UIViewPropertyAnimator` of that duration runs with `UISpringTimingParameters(dampingRatio:)`
  /// (react-native-screens' `continueAnimationWithTimingParameters:` run-out). "Settled" is this
  /// model's ``ModelParameters/springSettlingFraction``, as for ``CriticallyDampedSpring``. The
  /// response is found by bisection (what is left at a fixed time shrinks as the response
  /// shortens), so the result is the same on every run. `nil` for a duration that is not
  /// positive and finite.
  package static func fitted(dampingRatio: Double, duration: Double, settlingFraction: Double) -> DampedSpring? {
    guard duration.isFinite, duration > 0,
      let perSecond = fittedResponsePerSecond(dampingRatio: dampingRatio, settlingFraction: settlingFraction)
    else { return nil }
    return DampedSpring(dampingRatio: dampingRatio, response: perSecond * duration, initialVelocity: 0)
  }

  /// The response of ``fitted(dampingRatio:duration:settlingFraction:)``'s spring per second of
  /// its duration: a spring of response `r · duration` at time `duration` is the spring of
  /// response `r` at time 1, so the fit depends on the damping ratio and the settling fraction
  /// only, and the duration scales it. Found by bisection; `nil` when no response is positive.
  package static func fittedResponsePerSecond(dampingRatio: Double, settlingFraction: Double) -> Double? {
    let epsilon = settlingFraction.isFinite && settlingFraction > 0 && settlingFraction < 1 ? settlingFraction : 0.001
    var low = 0.0
    var high = 1.0
    while DampedSpring(dampingRatio: dampingRatio, response: high, initialVelocity: 0).bound(at: 1) < epsilon { high *= 2 }
    for _ in 0..<fittingIterations {
      let middle = (low + high) / 2
      guard middle > low && middle < high else { break }
      if DampedSpring(dampingRatio: dampingRatio, response: middle, initialVelocity: 0).bound(at: 1) < epsilon {
        low = middle
      } else {
        high = middle
      }
    }
    return low > 0 ? low : nil
  }
}
