/// A critically damped spring (damping ratio 1) fitted to a duration, as UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` with damping 1.0
/// and initial velocity 0 (seed 001's finish and cancel animation).
///
/// The displacement still to go at normalised time `u` is `(1 + ω·u)·e^(−ω·u)`. UIKit fits the
/// spring so it looks settled at the given duration; the model takes "settled" to mean 0.1 % of
/// the distance left, which gives ``naturalFrequency`` ω ≈ 9.2334, and snaps to the end at `u = 1`.
/// Source: the closed-form critically damped oscillator; the 0.1 % settling threshold is this
/// model's choice (documented in `docs/model.md`).
package enum CriticallyDampedSpring {
  /// ω in units of 1 / duration: the root of `(1 + ω)·e^(−ω) = 0.001`.
  public static let naturalFrequency = 9.233413476

  /// Fraction of the distance covered at `fraction` of the duration.
  public static func value(at fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    let omegaT = naturalFrequency * fraction
    return 1 - (1 + omegaT) * Math.exponential(-omegaT)
  }
}
