extension ComposeMultiplatformStrategy {
  /// A Compose Multiplatform screen on iOS as an app sets it up: hosted in a
  /// `UINavigationController` (a `ComposeUIViewController` pushed like any view controller), or
  /// one `ComposeUIViewController` whose Compose navigation answers Compose's own back gesture.
  public struct Configuration: StrategyConfiguration {
    /// Who pops the screen.
    public enum Host: String, Hashable, Sendable {
      /// A `ComposeUIViewController` in a `UINavigationController`: UIKit's edge swipe and, on
      /// iOS 26, UIKit's content swipe pop it, and Compose's touches recogniser
      /// (`TouchesGestureRecognizer`, `UserInputView.uikit.kt`) takes part in their touches.
      case navigationController = "navigation-controller"
      /// One `ComposeUIViewController` as the window's root, its screens in a Compose
      /// navigation (`NavHost`, a `BackHandler`): no navigation controller; Compose's own
      /// screen-edge recogniser (`UIKitBackGestureRecognizer`, `UIKitNavigationEventInput.kt`)
      /// drives the back (PR #1771).
      case composeNavigation = "compose-navigation"
    }

    /// Who pops the screen. Default ``Host/navigationController``.
    public var host: Host = .navigationController
    /// Whether Compose's touches recogniser, once a horizontal scrollable under the finger (a
    /// `HorizontalPager`) has consumed movement, prevents iOS 26's content swipe
    /// (compose-multiplatform-core PR #3116, CMP-9869, in 1.12.0-beta01). Before it
    /// (`false`), `TouchesGestureRecognizer.canPreventGestureRecognizer` answers NO for every
    /// `UIScreenEdgePanGestureRecognizer` (PR #1695), the content swipe's private class among
    /// them, and `canBePreventedByGestureRecognizer` answers NO while Compose's gesture is
    /// ongoing: both run. Default `true` (the current release).
    public var preventsContentSwipe = true
    /// Whether Compose's own back gesture also listens at the trailing edge as a back
    /// (`EndEdgeGestureBehavior.Back`, PR #2519). Default `false`: the end edge is
    /// `EndEdgeGestureBehavior.Disabled` by default.
    public var endEdgeIsBack = false
    /// The release speed, in pt/s towards the screen's middle, above which Compose's own back
    /// gesture completes whatever the distance. Default 100: `BACK_GESTURE_VELOCITY`
    /// (`UIKitNavigationEventInput.kt`) [source].
    public var completionVelocity = 100.0
    /// The release speed, in pt/s back towards the edge, beyond which Compose's own back
    /// gesture cancels. Default 10: the `velX < -10` of `handleEdgePan` (`UIKitNavigationEventInput.kt`) [source].
    public var cancelVelocity = 10.0
    /// The fraction of the view's width a slow release must have travelled for Compose's own
    /// back gesture to complete. Default 0.3: `BACK_GESTURE_SCREEN_SIZE`
    /// (`UIKitNavigationEventInput.kt`) [source].
    public var completionFraction = 0.3
    /// How long Compose's navigation takes to run a back gesture out, in seconds (full
    /// distance; the rest scales with what is left). Default 0.3: [estimate], no source read
    /// settles it (`NavHost`'s transition specs are the app's; docs/strategies/compose-mp.md,
    /// "Open choices").
    public var runOutDuration = 0.3

    /// The defaults: hosted, after #3116.
    public init() {}

    /// `hosted-1.12`: in a `UINavigationController`, Compose Multiplatform 1.12 and later
    /// (PR #3116).
    public static let hosted112 = Configuration()
    /// `hosted-1.11`: in a `UINavigationController`, Compose Multiplatform 1.8 to 1.11
    /// (before PR #3116).
    public static let hosted111 = Configuration { $0.preventsContentSwipe = false }
    /// `back-handler`: Compose's own back gesture (`BackHandler`, a `NavHost`), no navigation
    /// controller.
    public static let backHandler = Configuration { $0.host = .composeNavigation }
    /// `back-handler-end-edge`: Compose's own back gesture with
    /// `endEdgePanGestureBehavior = EndEdgeGestureBehavior.Back` (PR #2519).
    public static let backHandlerEndEdge = Configuration {
      $0.host = .composeNavigation
      $0.endEdgeIsBack = true
    }
  }
}
