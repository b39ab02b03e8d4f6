/// What a strategy installs before the first touch: its recognisers, and what happens to UIKit's
/// own edge gesture.
public struct GestureSetup: Hashable, Sendable {
  /// The state of UIKit's `interactivePopGestureRecognizer`.
  public enum SystemBackGesture: Hashable, Sendable {
    /// On, with UIKit's own delegate: off on the root, with a custom or hidden back button,
    /// with a hidden bar, and during a transition.
    case enabled
    /// On, with the strategy as its delegate (`interactivePopGestureRecognizer.delegate = self`,
    /// seed 004 way 1): the strategy's ``BackStrategy/shouldBegin(_:context:)`` replaces every
    /// UIKit rule, the root guard included.
    case enabledWithStrategyDelegate
    /// `interactivePopGestureRecognizer.enabled = NO` (seed 002; target forwarding disables the duplicate).
    case disabled
  }

  /// UIKit's edge gesture; on by default, as in any navigation controller.
  public var systemBackGesture: SystemBackGesture
  /// The strategy's own recognisers.
  public var recognizers: [RecognizerSpec]
  /// Whether the navigation controller also installs iOS 26's content swipe
  /// (`interactiveContentPopGestureRecognizer`, "UINavigationController.contentSwipe"): a second
  /// back recogniser for the whole content area that waits for the edge recogniser to fail.
  /// Only with UIKit's edge gesture on (`systemBackGesture` not `.disabled`). Default `false`:
  /// UIKit before 26, or an app built against an older SDK.
  public var contentSwipe: Bool

  /// Creates a setup.
  public init(systemBackGesture: SystemBackGesture = .enabled, recognizers: [RecognizerSpec] = [], contentSwipe: Bool = false) {
    self.systemBackGesture = systemBackGesture
    self.recognizers = recognizers
    self.contentSwipe = contentSwipe
  }
}
