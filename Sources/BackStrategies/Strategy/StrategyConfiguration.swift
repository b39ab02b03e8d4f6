/// A strategy's tunables stated once: each is a stored property whose inline default is the
/// technique as published, with one doc comment that says what it is and where that default
/// comes from (file, line, commit). So ``init()`` is the published technique, the base preset,
/// and ``init(_:)`` a variation of it that reads as the list of what it changes:
///
///     let legacy = CupertinoStrategy.Configuration { $0.settle = CupertinoStrategy.Configuration.legacySettle }
///
/// Numbers a preset uses that are no property's default (another seed's value, a number
/// documented for completeness) stay named `static let`s beside the configuration, each with
/// its source.
public protocol StrategyConfiguration: Hashable, Sendable {
  /// The technique as published: every property at its inline default.
  init()
}

extension StrategyConfiguration {
  /// The technique as published with the changes `adjust` makes, and no others: for example
  /// `Configuration { $0.direction = .left }`.
  public init(_ adjust: (inout Self) -> Void) {
    self.init()
    adjust(&self)
  }
}
