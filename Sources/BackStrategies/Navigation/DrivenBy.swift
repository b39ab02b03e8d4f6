/// Which recogniser began and drove a transition, and whose it is: the strategy's own, or one
/// of UIKit's (the edge swipe, or on iOS 26 the content swipe). On iOS 26 UIKit's content swipe
/// sits beside every technique, so a pop can be UIKit's work although a strategy was installed
/// to do it; this says which.
public struct DrivenBy: Hashable, Sendable, Codable {
  /// Whose recogniser it is.
  public enum Owner: String, Hashable, Sendable, Codable {
    /// One the strategy installed (its own target, or forwarded to UIKit's pop handler).
    case strategy
    /// UIKit's `interactivePopGestureRecognizer` or `interactiveContentPopGestureRecognizer`.
    case uikit
  }

  /// The recogniser (`system-edge-pan`, `system-content-pan`, or the strategy's id).
  public var recognizer: RecognizerID
  /// Whose it is.
  public var owner: Owner

  /// Creates a record of who drove a transition.
  public init(recognizer: RecognizerID, owner: Owner) {
    self.recognizer = recognizer
    self.owner = owner
  }

  /// The recogniser `id`, owned by UIKit when it is one of UIKit's back recognisers.
  public init(_ id: RecognizerID) {
    self.init(recognizer: id, owner: id.isUIKitBackRecognizer ? .uikit : .strategy)
  }

  /// `UIKit's edge swipe (system-edge-pan)`, `UIKit's content swipe (system-content-pan)` or
  /// `the strategy's full-screen-pan`.
  public var phrase: String {
    switch recognizer {
    case .systemEdgePan: "UIKit's edge swipe (\(recognizer))"
    case .systemContentPan: "UIKit's content swipe (\(recognizer))"
    default: "the strategy's \(recognizer)"
    }
  }
}
