/// The effects of one ``GestureArena/apply(_:)``, in order (``ArenaEffect``): a list that keeps
/// its first effect in place and allocates only from the second.
///
/// Most actions return no effect or one (a test that waits or recognises, `.changed`, a
/// failure that lets nobody go), and they run on every move of every run: a plain array would
/// allocate for each single effect and release even an empty one. A beginning, with its
/// exclusions, is the one common list longer than that (docs/performance.md).
struct ArenaEffects: Sequence, Equatable, Sendable {
  /// The first effect, if any.
  private(set) var first: ArenaEffect?
  /// The effects after the first, once there are any.
  private var rest: [ArenaEffect]?

  /// No effect.
  init() {}

  /// One effect, `effect`.
  init(_ effect: ArenaEffect) {
    first = effect
  }

  /// Room for `count` effects: a list that will hold more than one allocates once.
  init(reservingCapacity count: Int) {
    if count > 1 {
      rest = []
      rest?.reserveCapacity(count - 1)
    }
  }

  /// Whether there is no effect.
  var isEmpty: Bool { first == nil }

  /// Adds `effect` after the others.
  mutating func append(_ effect: ArenaEffect) {
    if first == nil {
      first = effect
    } else if rest == nil {
      rest = [effect]
    } else {
      rest?.append(effect)
    }
  }

  /// The effects in order.
  func makeIterator() -> Iterator {
    Iterator(first: first, rest: rest)
  }

  /// Walks the effects in order.
  struct Iterator: IteratorProtocol {
    fileprivate var first: ArenaEffect?
    fileprivate let rest: [ArenaEffect]?
    fileprivate var index = 0

    /// The next effect, or `nil` after the last.
    mutating func next() -> ArenaEffect? {
      if let effect = first {
        first = nil
        return effect
      }
      guard let rest, index < rest.count else { return nil }
      index += 1
      return rest[index - 1]
    }
  }

  /// The same effects in the same order.
  static func == (lhs: ArenaEffects, rhs: ArenaEffects) -> Bool {
    Array(lhs) == Array(rhs)
  }
}
