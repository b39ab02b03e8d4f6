/// A set of screen indices (into ``NavigationModel``'s screens): those whose view has
/// `userInteractionEnabled = NO` (``StrategyCommand/setUserInteraction(enabled:screen:)``).
///
/// Why not `Set<Int>`: seed 001 turns a screen's interaction off at every interactive pop, and
/// the first insertion into an empty `Set` allocated its hashed storage: this set saved
/// 1,650–1,900 instructions a run in bench's two seed 001 rows (docs/performance.md, "The
/// bench's rows counted in instructions"). A stack rarely holds 64 screens: the first 64
/// indices are bits of one word, and the rest, if any, a sorted array.
struct ScreenIndexSet: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Bit `i` set: index `i` (for `0 ≤ i < 64`) is in the set.
  private var low: UInt64 = 0
  /// The indices of 64 and over in the set, ascending (and the negative ones, which no screen
  /// has, kept the same way so that the set behaves as `Set<Int>` would).
  private var others: [Int] = []

  /// The empty set.
  init() {}

  /// The set of `elements`.
  init(_ elements: some Sequence<Int>) {
    for element in elements { insert(element) }
  }

  /// The set of `elements`.
  init(arrayLiteral elements: Int...) {
    self.init(elements)
  }

  /// Whether `index` is in the set.
  func contains(_ index: Int) -> Bool {
    if let bit = Self.bit(index) { return low & bit != 0 }
    return others.contains(index)
  }

  /// Adds `index`.
  mutating func insert(_ index: Int) {
    if let bit = Self.bit(index) {
      low |= bit
    } else if !others.contains(index) {
      others.insert(index, at: others.firstIndex { $0 > index } ?? others.count)
    }
  }

  /// Removes `index`, if it is in the set.
  mutating func remove(_ index: Int) {
    if let bit = Self.bit(index) {
      low &= ~bit
    } else if let position = others.firstIndex(of: index) {
      others.remove(at: position)
    }
  }

  /// The number of indices in the set.
  var count: Int { low.nonzeroBitCount + others.count }

  /// The word bit of `index`, or `nil` outside `0..<64`.
  private static func bit(_ index: Int) -> UInt64? {
    (0..<UInt64.bitWidth).contains(index) ? 1 << UInt64(index) : nil
  }
}
