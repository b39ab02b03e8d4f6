/// One entry of a run's event log (`strategy-compare run … --events`): what a recogniser's target
/// heard, what a delegate was asked and answered, and what was commanded, in the order it
/// happened. It shows the numbers every rule used, so a doubtful result can be checked by hand.
public struct RunEvent: Hashable, Sendable, Codable {
  /// Who handled a callback, answered a question or sent a command.
  public enum Party: String, Hashable, Sendable, Codable {
    /// The strategy under test (its `handle`, `shouldBegin`, or the commands it sent).
    case strategy
    /// UIKit's own code: `_UINavigationInteractiveTransition`'s delegate methods and its
    /// `handleNavigationTransition:` action.
    case uikit
    /// A view of the app under the finger (``ScreenSpec/views``): its own recogniser's target
    /// and delegate, a map's pan, a row's swipe actions, a web view's back swipe.
    case app
  }

  /// What happened.
  public enum Kind: Hashable, Sendable, Codable {
    /// A recogniser changed state and its target was told (UIKit's target/action).
    case callback(GestureEvent, target: Party)
    /// `gestureRecognizerShouldBegin:` was asked, of the strategy or of UIKit's delegate.
    case question(BeginQuery, askedOf: Party, answer: BeginDecision)
    /// A back recogniser failed (no callback is sent for that), and why.
    case failed(RecognizerID, reason: String)
    /// A timer fired, a transition or a tagged animation ended: delivered to the strategy.
    case delivered(StrategyEvent)
    /// A command, sent by the strategy or by UIKit's pop handler.
    case command(StrategyCommand, from: Party)
  }

  /// When, in trace seconds.
  public var time: Double
  /// What.
  public var kind: Kind

  /// Creates an entry.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
