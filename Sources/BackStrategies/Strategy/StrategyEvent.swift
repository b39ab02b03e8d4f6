/// Something that happened which a strategy may react to.
public enum StrategyEvent: Hashable, Sendable, Codable {
  /// A strategy-owned recogniser changed state.
  case gesture(GestureEvent)
  /// A timer the strategy scheduled reached its deadline.
  case timerFired(TimerID)
  /// A transition finished animating (popped, or cancelled and back in place).
  case transitionEnded(TransitionKind, TransitionResult)
  /// An animation the strategy started with a tag reached its end.
  case animationEnded(AnimationTag)
}

/// The name of a strategy's timer (seed 000's dwell-to-home `performSelector:afterDelay:`).
public struct TimerID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
  /// The name.
  public var name: String
  /// Creates an identifier.
  public init(_ name: String) { self.name = name }
  /// Creates an identifier from a literal.
  public init(stringLiteral value: String) { self.name = value }
  /// The name.
  public var description: String { name }
}

/// A tag a strategy attaches to an animation to hear when it ends (UIKit's completion block).
public struct AnimationTag: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
  /// The name.
  public var name: String
  /// Creates a tag.
  public init(_ name: String) { self.name = name }
  /// Creates a tag from a literal.
  public init(stringLiteral value: String) { self.name = value }
  /// The name.
  public var description: String { name }
}
