/// The effects of one ``GestureArena/apply(_:)``, in order (``ArenaEffect``): a list that keeps
/// its first two effects in place and allocates only from the third.
///
/// Nearly every action returns at most two effects: none or one for a move's test and a
/// running member's `.changed` (every move of every run), two for a beginning (it began, and
/// the first member it may exclude) and for each exclusion answered (the failure, and the next
/// member). A plain array would allocate for each of them and release even an empty one
/// (docs/performance.md). Only a failure that lets held members go lists more.
struct ArenaEffects: Sequence, Equatable, Sendable {
  /// The first effect, if any.
  private(set) var first: ArenaEffect?
  /// The second effect, if any.
  private var second: ArenaEffect?
  /// The effects after the second, once there are any.
  private var rest: [ArenaEffect]?

  /// No effect.
  init() {}

  /// One effect, `effect`.
  init(_ effect: ArenaEffect) {
    first = effect
  }

  /// Whether there is no effect.
  var isEmpty: Bool { first == nil }

  /// Adds `effect` after the others.
  mutating func append(_ effect: ArenaEffect) {
    if first == nil {
      first = effect
    } else if second == nil {
      second = effect
    } else if rest == nil {
      rest = [effect]
    } else {
      rest?.append(effect)
    }
  }

  /// The effects in order.
  func makeIterator() -> Iterator {
    Iterator(first: first, second: second, rest: rest)
  }

  /// Walks the effects in order.
  struct Iterator: IteratorProtocol {
    fileprivate var first: ArenaEffect?
    fileprivate var second: ArenaEffect?
    fileprivate let rest: [ArenaEffect]?
    fileprivate var index = 0

    /// The next effect, or `nil` after the last.
    mutating func next() -> ArenaEffect? {
      if let effect = first {
        first = nil
        return effect
      }
      if let effect = second {
        second = nil
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
