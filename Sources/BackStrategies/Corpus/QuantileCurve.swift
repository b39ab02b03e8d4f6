import BackStrategiesSupport

/// A distribution given by its quantiles: a piecewise-linear quantile function through
/// `(probability, value)` knots. Drawing `value(at: u)` with `u` uniform on 0…1 reproduces the
/// knots' percentiles exactly, so a family can be fitted to a measured p10 / p50 / p90 table
/// (the knots at 0 and 1 bound the tails).
package struct QuantileCurve: Hashable, Sendable {
  /// The knots, probabilities rising from 0 to 1, values not falling.
  public var knots: [Knot]

  /// One point of the quantile function.
  public struct Knot: Hashable, Sendable {
    /// The probability, 0…1.
    public var probability: Double
    /// The value at that probability.
    public var value: Double
  }

  /// A curve through `(probability, value)` pairs, from probability 0 to 1.
  public init(_ pairs: [(Double, Double)]) {
    knots = pairs.map { Knot(probability: $0.0, value: $0.1) }
  }

  /// The value at probability `u` (clamped to 0…1), interpolated linearly between knots.
  public func value(at u: Double) -> Double {
    let u = u.clamped(to: 0...1)
    for (low, high) in zip(knots, knots.dropFirst()) where u <= high.probability {
      let span = high.probability - low.probability
      return span > 0 ? low.value + (high.value - low.value) * (u - low.probability) / span : high.value
    }
    return knots.last?.value ?? 0
  }
}
