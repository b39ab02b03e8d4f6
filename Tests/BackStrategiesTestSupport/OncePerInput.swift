import Foundation

/// Values computed once per distinct input and shared by every caller that asks with an equal
/// one, thread-safely: the first caller computes, the others wait for it. A failure is shared
/// as a value is. The CLI's `SharedRecommendScoring` and `SharedCorpusScoring` keep their
/// scoring passes in one.
public final class OncePerInput<Input: Equatable, Value>: @unchecked Sendable {
  /// One input's value, computed by the first caller that asks.
  private final class Entry: @unchecked Sendable {
    let input: Input
    let lock = NSLock()
    var value: Value?

    init(_ input: Input) { self.input = input }
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  /// Creates an empty store.
  public init() {}

  /// How many distinct inputs were asked for (each computed once).
  public var count: Int { lock.withLock { entries.count } }

  /// The value for `input`: computed now by `compute` if no caller asked for an equal input
  /// before, else the value computed then (waiting for it if it is being computed).
  public func value(for input: Input, compute: () -> Value) -> Value {
    let entry = lock.withLock {
      if let known = entries.first(where: { $0.input == input }) { return known }
      let new = Entry(input)
      entries.append(new)
      return new
    }
    return entry.lock.withLock {
      if let value = entry.value { return value }
      let value = compute()
      entry.value = value
      return value
    }
  }
}
