/// A gesture recogniser a strategy installs: what it recognises, where, who gets its callbacks,
/// and how it arbitrates.
///
///     RecognizerSpec(id: "full-screen-pan", kind: .pan, host: .navigationView,
///                    target: .systemPopHandler, asksShouldBegin: true)
public struct RecognizerSpec: Hashable, Sendable {
  /// Who receives a recogniser's state callbacks (UIKit's target/action).
  public enum Target: String, Hashable, Sendable {
    /// The strategy's own handler (``BackStrategy/handle(_:context:)``).
    case strategy
    /// UIKit's private `handleNavigationTransition:` of the interactive pop: the system decides
    /// progress, completion and animation ("target forwarding", seed 003, seed 004 way 3).
    case systemPopHandler
  }

  /// Name used in events, reasons and errors.
  public var id: RecognizerID
  /// Pan or screen-edge pan.
  public var kind: RecognizerKind
  /// The view it is attached to.
  public var host: HostView
  /// Who receives its callbacks.
  public var target: Target
  /// Whether its delegate implements `gestureRecognizerShouldBegin:`; if so the strategy's
  /// ``BackStrategy/shouldBegin(_:context:)`` answers.
  public var asksShouldBegin: Bool
  /// How it gets along with scroll views' pans.
  public var scrollViews: ScrollViewPolicy
  /// Threshold distance before it begins, in points; `nil` uses the model's default for its kind.
  public var hysteresis: Double?

  /// Creates a recogniser description.
  public init(
    id: RecognizerID, kind: RecognizerKind, host: HostView, target: Target = .strategy,
    asksShouldBegin: Bool = false, scrollViews: ScrollViewPolicy = .exclusive, hysteresis: Double? = nil
  ) {
    self.id = id
    self.kind = kind
    self.host = host
    self.target = target
    self.asksShouldBegin = asksShouldBegin
    self.scrollViews = scrollViews
    self.hysteresis = hysteresis
  }
}
