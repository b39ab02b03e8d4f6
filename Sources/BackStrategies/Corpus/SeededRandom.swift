/// A small, fast, seeded pseudo-random generator: xoshiro256** (Blackman & Vigna, 2018),
/// seeded through SplitMix64 (Steele, Lea & Flood, 2014), as the xoshiro authors recommend.
///
/// It is the only source of randomness in the package. The same seed gives the same numbers
/// on every platform and every Swift version: it never uses `SystemRandomNumberGenerator`, and
/// the helpers below (``unit()``, ``uniform(_:)``, ``integer(_:)``) are defined here bit for bit
/// instead of relying on the standard library's `random(in:using:)`, whose algorithm is not
/// guaranteed to stay the same between releases.
///
///     var random = SeededRandom(seed: 1)
///     random.uniform(0.2...0.6)   // the same value every time
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator whose 256-bit state is four SplitMix64 outputs of `seed` (never all zero).
  public init(seed: UInt64) {
    var mixer = SplitMix64(state: seed)
    s0 = mixer.next()
    s1 = mixer.next()
    s2 = mixer.next()
    s3 = mixer.next()
  }

  /// The generator of item `index` of a stream seeded with `seed`: each item gets its own
  /// independent generator, so item 1 234 can be regenerated without drawing items 0…1 233,
  /// and items can be drawn in parallel in any order.
  public init(seed: UInt64, index: Int) {
    self.init(seed: SplitMix64.mix(SplitMix64.mix(seed) &+ UInt64(truncatingIfNeeded: index)))
  }

  /// The next 64 random bits (xoshiro256**).
  public mutating func next() -> UInt64 {
    let result = Self.rotateLeft(s1 &* 5, 7) &* 9
    let shifted = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = Self.rotateLeft(s3, 45)
    return result
  }

  /// A number in `0 ..< 1` with 53 random bits (every representable multiple of 2⁻⁵³).
  public mutating func unit() -> Double {
    Double(next() >> 11) * Self.unitScale
  }

  /// A number spread evenly over `range` (its upper bound is reached only as a limit).
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// An integer spread evenly over `range`, without modulo bias (rejection sampling).
  public mutating func integer(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) &+ 1
    if span == 0 { return Int(truncatingIfNeeded: next()) }  // the whole 64-bit range
    let limit = UInt64.max - UInt64.max % span
    var value = next()
    while value >= limit { value = next() }
    return range.lowerBound + Int(value % span)
  }

  /// `true` with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// +1 or −1, each with probability ½.
  public mutating func sign() -> Double {
    next() >> 63 == 0 ? 1 : -1
  }

  /// One of `items` (which must not be empty), each equally likely.
  public mutating func pick<Element>(_ items: [Element]) -> Element {
    items[integer(0...(items.count - 1))]
  }

  /// One of `items` with probability proportional to its weight (weights must not all be 0).
  public mutating func pick<Element>(weighted items: [(Element, Double)]) -> Element {
    let total = items.reduce(0) { $0 + $1.1 }
    var target = unit() * total
    for (item, weight) in items {
      if target < weight { return item }
      target -= weight
    }
    return items[items.count - 1].0
  }

  /// 2⁻⁵³: turns the top 53 bits of a draw into a `Double` in `0 ..< 1`.
  static let unitScale = 1.0 / 9_007_199_254_740_992.0

  private static func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014):
/// used to spread a seed over xoshiro's state and to derive per-item seeds.
package struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The counter; each draw adds the golden-ratio increment.
  public var state: UInt64

  /// Creates the generator at `state`.
  public init(state: UInt64) { self.state = state }

  /// The golden-ratio increment 2⁶⁴/φ, the "gamma" of SplitMix64.
  public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The next 64 bits.
  public mutating func next() -> UInt64 {
    state &+= Self.increment
    return Self.finalize(state)
  }

  /// The output of a generator whose state is `value` before its draw: a strong 64-bit mix.
  public static func mix(_ value: UInt64) -> UInt64 {
    finalize(value &+ increment)
  }

  /// SplitMix64's finaliser (a variant of MurmurHash3's, constants by Stafford, "mix13").
  private static func finalize(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
