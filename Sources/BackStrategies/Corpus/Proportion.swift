/// A measured share, `count` of `of`, with its 95 % Wilson score interval: what every rate of
/// the corpus scores and of a recommendation is.
///
///     let recall = Proportion(count: 81, of: 263)
///     recall.value   // 0.308
///     recall.low     // 0.2553
///     recall.high    // 0.3662
///
/// **Why Wilson.** The interval of E. B. Wilson, "Probable inference, the law of succession, and
/// statistical inference", *Journal of the American Statistical Association* 22 (1927) 209–212,
/// keeps to 0…1 and stays honest at 0 % and 100 % (0 of 10 is 0–28 %, not 0–0 %), where the
/// textbook normal ("Wald") interval collapses; R. G. Newcombe, "Two-sided confidence intervals
/// for the single proportion: comparison of seven methods", *Statistics in Medicine* 17 (1998)
/// 857–872, recommends it for that reason, and its Table I gives the values the tests check.
///
/// **How to read it.** If the corpus were drawn again the same way, the true share would lie in
/// `low…high` 95 times in 100. Two shares whose intervals overlap cannot be told apart on this
/// corpus; a larger corpus narrows both (the width shrinks as 1/√`of`).
public struct Proportion: Hashable, Sendable, Codable {
  /// How many of the ``of`` counted (a pop, a right verdict).
  public var count: Int
  /// How many were measured; 0 when there was nothing to measure.
  public var of: Int

  /// The share `count` of `of`.
  ///
  /// - Precondition: `0 ≤ count ≤ of`.
  public init(count: Int, of: Int) {
    precondition(count >= 0 && count <= of, "a proportion counts at most what it measures")
    self.count = count
    self.of = of
  }

  /// The z of a two-sided 95 % interval: the 97.5th percentile of the standard normal
  /// distribution, Φ⁻¹(0.975) = 1.959963984540054 (to double precision; the "1.96" of tables).
  public static let z95 = 1.959963984540054

  /// `count ÷ of`, or `nil` when nothing was measured.
  public var value: Double? { of == 0 ? nil : Double(count) / Double(of) }

  /// The lower end of the 95 % Wilson interval, or `nil` when nothing was measured.
  public var low: Double? { interval?.low }

  /// The upper end of the 95 % Wilson interval, or `nil` when nothing was measured.
  public var high: Double? { interval?.high }

  /// Both ends of the 95 % Wilson score interval: with p̂ = count/of, n = of, z = ``z95``,
  /// (p̂ + z²/2n ± z·√(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n), clamped to 0…1 against rounding
  /// (exactly 0 at 0 of n and 1 at n of n).
  public var interval: (low: Double, high: Double)? {
    guard of > 0 else { return nil }
    let n = Double(of)
    let share = Double(count) / n
    let z = Self.z95
    let zSquared = z * z
    let denominator = 1 + zSquared / n
    let centre = (share + zSquared / (2 * n)) / denominator
    let halfWidth = z * (share * (1 - share) / n + zSquared / (4 * n * n)).squareRoot() / denominator
    let low = count == 0 ? 0 : max(0, centre - halfWidth)
    let high = count == of ? 1 : min(1, centre + halfWidth)
    return (low, high)
  }

  /// Whether the two intervals share a point (either measured nothing: `false`).
  public func overlaps(_ other: Proportion) -> Bool {
    guard let mine = interval, let theirs = other.interval else { return false }
    return mine.low <= theirs.high && theirs.low <= mine.high
  }
}
