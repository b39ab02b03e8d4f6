/// The effects of one ``GestureArena/apply(_:)``, in order (``ArenaEffect``): at most
/// ``capacity``, kept in place, so that a list of effects never allocates nor retains anything.
///
/// The arena's actions run on every move of every run (a test, `.changed`), and a plain array
/// would allocate for each effect and release even an empty one (docs/performance.md). No action
/// returns more than three: a beginning returns two (it began, and the first member it may
/// exclude), a failure two (it failed, and the first held member it may let go), and an
/// answer (``ArenaAction/exclude(_:_:simultaneous:)``, ``ArenaAction/release(_:byFailureOf:location:lifted:excludedBy:)``)
/// at most those two and the next member to exclude or let go.
struct ArenaEffects: Sequence, Equatable, Sendable {
  /// The most effects one action returns.
  static let capacity = 3

  private var first: ArenaEffect?
  private var second: ArenaEffect?
  private var third: ArenaEffect?

  /// No effect.
  init() {}

  /// One effect, `effect`.
  init(_ effect: ArenaEffect) {
    first = effect
  }

  /// Whether there is no effect.
  var isEmpty: Bool { first == nil }

  /// The first effect, if any.
  var head: ArenaEffect? { first }

  /// Adds `effect` after the others (at most ``capacity`` in all).
  mutating func append(_ effect: ArenaEffect) {
    if first == nil {
      first = effect
    } else if second == nil {
      second = effect
    } else {
      assert(third == nil, "an arena action returns at most \(Self.capacity) effects")
      third = effect
    }
  }

  /// The effects in order.
  func makeIterator() -> Iterator {
    Iterator(effects: self)
  }

  /// Walks the effects in order.
  struct Iterator: IteratorProtocol {
    fileprivate var effects: ArenaEffects

    /// The next effect, or `nil` after the last.
    mutating func next() -> ArenaEffect? {
      guard let effect = effects.first else { return nil }
      effects.first = effects.second
      effects.second = effects.third
      effects.third = nil
      return effect
    }
  }
}
