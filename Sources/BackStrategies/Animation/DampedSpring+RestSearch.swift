/// React Native's rest rule for `Animated.spring` with `overshootClamping`, searched over a
/// damped spring one ``DampedSpring/settlingSearchStep`` at a time: the spring stops at the first
/// step where it has reached its end, or is within the displacement threshold of it while moving
/// slower than the speed threshold.
///
/// ``restTime(distance:displacementThreshold:speedThreshold:)`` finds the same step as the plain
/// scan, ``restTimeByScan(distance:displacementThreshold:speedThreshold:)``, to the bit. For a spring
/// that does not oscillate (`ζ ≥ 1`) it skips whole strides of steps where it can show that no step
/// stops (issue #28; the critically damped spring React Native runs every `ζ ≥ 1` spec as, issue
/// #56): that proof is written out on ``restTime(distance:displacementThreshold:speedThreshold:)``.
extension DampedSpring {
  /// How many search steps the rest search tries to skip at once, halving the stride when it cannot.
  /// **[estimate]** 64 steps (64 ms): an overdamped iOS spring takes one to two seconds to rest,
  /// so a stride of this length skips most of the search in a few dozen checks.
  package static let restSearchStride = 64

  /// A bound on the relative error of one evaluation of ``remaining(at:)``, used as the safety
  /// margin of a skip. **[estimate]** 10⁻⁹: an evaluation is two `exp` calls (each within an ulp), a
  /// product of `rate × t` (an error of `|rate × t|` ulps in the exponent, under 746 ulps wherever
  /// the term has not underflowed) and three roundings, so its true error is under 10⁻¹³ of the
  /// spring's ``bound(at:)``; a factor of ten thousand to spare.
  package static let evaluationErrorBound = 1e-9

  /// An absolute floor under the skip margin, for a bound so small that subnormal roundings matter.
  /// **[estimate]** 10⁻²⁹⁰, far above the smallest subnormal (5·10⁻³²⁴) and far below any distance.
  package static let evaluationErrorFloor = 1e-290

  /// How far apart, as a fraction of the faster rate, the two decay rates must be for the search to
  /// skip. **[estimate]** a millionth: closer rates (`ζ` within about 10⁻¹² of 1) make the turning
  /// points' logarithms lose their precision, and the search scans every step instead.
  package static let distinctRatesFraction = 1e-6

  /// The safety added to the later turning point, in seconds and as a fraction of it.
  /// **[estimate]** a microsecond and a millionth: the logarithm's rounding is some 10⁻¹⁵ of it.
  package static let turningPointSafety = 1e-6

  /// The seconds until React Native would stop the spring over `distance` points: the first
  /// search step `t` (a sum of ``settlingSearchStep``s) at which what is left, `remaining(t) ×
  /// distance`, is at most 0, or is at most `displacementThreshold` while the speed over the next
  /// step is at most `speedThreshold`; ``longestSettlingDuration`` or just past it if none is.
  ///
  /// **Why the skip finds the same step.** For `ζ > 1` what is left is `a·e^(r₁t) + b·e^(r₂t)` with
  /// `r₂ < r₁ < 0`. Such a sum, and its rate of change (a sum of the same form), each turn at most
  /// once; after both turning points (``monotoneAfter``) what is left moves towards 0 without
  /// turning, and its speed shrinks. So once `t` is past them, a step `b` where what is left is
  /// clearly above 0, and clearly above the displacement threshold or clearly faster than the speed
  /// threshold, vouches for every step before it: those are further from the end and faster.
  /// "Clearly" means by more than twice ``evaluationErrorBound`` of the spring's ``bound(at:)`` at the
  /// stride's start (the bound only shrinks), so rounding cannot move a step across a threshold.
  /// The search then resumes at `b` with the value the scan would have there.
  package func restTime(distance: Double, displacementThreshold: Double, speedThreshold: Double) -> Double {
    guard let settledShape = monotoneAfter else {
      return restTimeByScan(distance: distance, displacementThreshold: displacementThreshold, speedThreshold: speedThreshold)
    }
    let step = Self.settlingSearchStep
    let longest = Self.longestSettlingDuration
    var t = 0.0
    var left = remaining(at: t) * distance
    var mayStillSkip = true
    while t < longest {
      if mayStillSkip && t >= settledShape {
        mayStillSkip = false
        skipStrides(from: &t, left: &left, distance: distance, displacementThreshold: displacementThreshold, speedThreshold: speedThreshold)
        if t >= longest { break }
      }
      let next = remaining(at: t + step) * distance
      let speedNow = abs(next - left) / step
      if left <= 0 || (abs(left) <= displacementThreshold && speedNow <= speedThreshold) { break }
      t += step
      left = next
    }
    return t
  }

  /// The rest search without skipping: every step evaluated in turn. The reference that
  /// ``restTime(distance:displacementThreshold:speedThreshold:)`` must match, and its path for
  /// springs it cannot skip over (`ζ ≤ 1`).
  package func restTimeByScan(distance: Double, displacementThreshold: Double, speedThreshold: Double) -> Double {
    let step = Self.settlingSearchStep
    var t = 0.0
    // Each step's far end is the next step's near end (`t += step` is the same sum as
    // `t + step`), so the spring is evaluated once per step, not twice.
    var left = remaining(at: t) * distance
    while t < Self.longestSettlingDuration {
      let next = remaining(at: t + step) * distance
      let speedNow = abs(next - left) / step
      if left <= 0 || (abs(left) <= displacementThreshold && speedNow <= speedThreshold) { break }
      t += step
      left = next
    }
    return t
  }

  /// Moves `t` (and `left`, what is left there) forward over strides in which no step can stop,
  /// halving the stride when the step at its end might; `t` stays a sum of steps and under
  /// ``longestSettlingDuration``. Only called past ``monotoneAfter``.
  private func skipStrides(from t: inout Double, left: inout Double, distance: Double, displacementThreshold: Double, speedThreshold: Double) {
    let step = Self.settlingSearchStep
    var stride = Self.restSearchStride
    while stride >= 1 {
      var end = t
      for _ in 0..<stride { end += step }
      guard end < Self.longestSettlingDuration else {
        stride /= 2
        continue
      }
      let margin = Self.evaluationErrorBound * bound(at: t) * distance + Self.evaluationErrorFloor
      let here = remaining(at: end) * distance
      let next = remaining(at: end + step) * distance
      let speedThere = abs(next - here) / step
      let speedMargin = 5 * margin / step + Self.evaluationErrorBound * speedThere
      let clearlyMoving = here > 2 * margin && (here > displacementThreshold + 2 * margin || speedThere > speedThreshold + speedMargin)
      if clearlyMoving {
        t = end
        left = here
      } else {
        stride /= 2
      }
    }
  }

  /// For a spring that does not oscillate (`ζ ≥ 1`): a time after which what is left and its rate
  /// of change both head to 0 without turning again, or `nil` when the spring oscillates or its
  /// two rates are too close to tell apart.
  ///
  /// Over-damped (`ζ > 1`), what is left is `a·e^(r₁t) + b·e^(r₂t)`; it turns where
  /// `e^((r₁−r₂)t) = −b·r₂ / (a·r₁)` and its rate turns where `e^((r₁−r₂)t) = −b·r₂² / (a·r₁²)`,
  /// each when the right side is positive. Critically damped (`ζ = 1`, ``criticallyDampedMonotoneAfter``),
  /// what is left is `(1 + B·t)·e^(−ωt)`. The later turning point, plus a microsecond and a
  /// millionth for the rounding.
  var monotoneAfter: Double? {
    if dampingRatio == 1 { return criticallyDampedMonotoneAfter }
    guard dampingRatio > 1 else { return nil }
    let (r1, r2, c2) = overdamped
    let a = 1 - c2
    guard r1 < 0, r2 < r1, r1 - r2 > Self.distinctRatesFraction * abs(r2), a.isFinite, c2.isFinite else { return nil }
    if a == 0 || c2 == 0 { return 0 }
    var latest = 0.0
    for ratio in [-c2 * r2 / (a * r1), -c2 * r2 * r2 / (a * r1 * r1)] where ratio > 0 {
      let turn = Math.logarithm(ratio) / (r1 - r2)
      guard turn.isFinite else { return nil }
      latest = max(latest, turn)
    }
    return latest + Self.turningPointSafety * (1 + latest)
  }

  /// ``monotoneAfter`` of a critically damped spring. What is left, ``remaining(at:)``, is
  /// `f(t) = (1 + B·t)·e^(−ωt)` with `B = ω − v`. Then `f′(t) = (B − ω − ωB·t)·e^(−ωt)` is 0 only at
  /// `t₁ = 1/ω − 1/B`, and `f″(t) = ω(ω − 2B + ωB·t)·e^(−ωt)` only at `t₂ = 2/ω − 1/B = t₁ + 1/ω`: past
  /// `t₂` neither turns again, so what is left heads to 0 and its speed shrinks. With `B = 0` it
  /// is `e^(−ωt)`, which never turns. Its ``bound(at:)``, `(1 + |B|·t)·e^(−ωt)`, turns at
  /// `1/ω − 1/|B|`, before `t₂`, so it only shrinks past it, as the skip needs.
  private var criticallyDampedMonotoneAfter: Double? {
    let w = omega
    let b = w - initialVelocity
    guard w > 0, w.isFinite, b.isFinite else { return nil }
    if b == 0 { return 0 }
    let turn = 2 / w - 1 / b
    guard turn.isFinite else { return nil }
    let latest = max(0, turn)
    return latest + Self.turningPointSafety * (1 + latest)
  }
}
