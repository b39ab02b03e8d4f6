extension ReactNativeScreensStrategy {
  /// react-native-screens' native stack as a screen's options set it up (react-native-screens
  /// 4.27.0; React Navigation's native-stack passes the same options through).
  public struct Configuration: StrategyConfiguration {
    /// `fullScreenSwipeEnabled` (native-stack's `fullScreenGestureEnabled`).
    public enum FullScreenSwipe: String, Hashable, Sendable {
      /// Left undefined: `-[RNSScreen isFullScreenSwipeEffectivelyEnabled]` reads YES on
      /// iOS 26 and later and NO before (PR #3242, 4.17.0).
      case platformDefault = "platform-default"
      /// `true`.
      case enabled
      /// `false`.
      case disabled
    }

    /// `fullScreenSwipeEnabled`. Default left undefined (``FullScreenSwipe/platformDefault``).
    public var fullScreenSwipe: FullScreenSwipe = .platformDefault
    /// `gestureResponseDistance.start`, in points from the leading edge, measured where the
    /// recogniser begins (`locationInView:` in `gestureRecognizerShouldBegin:`); `nil` is the
    /// default `-1`, no limit (`src/components/Screen.tsx`).
    public var gestureResponseDistance: Double? = nil
    /// `customAnimationOnSwipe` with a custom `stackAnimation`: on iOS 26 the stack's own pan
    /// (`RNSPanGestureRecognizer`) drives a percent-driven transition with its own release rule
    /// instead of UIKit's content swipe. Default off, as the option is unless a screen sets it.
    public var customAnimationOnSwipe: Bool = false
    /// How much the release velocity (pt/s) counts, as seconds of travel, in the custom pan's
    /// `translation + velocity · 0.3 > width / 2` (`handleSwipe:`, the values copied from
    /// React Navigation's `Card.tsx`). Default 0.3: `handleSwipe:`'s `0.3`
    /// (`ios/RNSScreenStack.mm`, 4.27.0).
    public var velocityImpact: Double = 0.3

    /// Every option left at its default (``native``).
    public init() {}

    /// `native`: every option left at its default.
    public static let native = Configuration()
    /// `edge-only`: `fullScreenSwipeEnabled: false`.
    public static let edgeOnly = Configuration { $0.fullScreenSwipe = .disabled }
    /// `custom-animation`: `fullScreenSwipeEnabled: true`, `customAnimationOnSwipe: true` and a
    /// custom `stackAnimation`.
    public static let customAnimation = Configuration {
      $0.fullScreenSwipe = .enabled
      $0.customAnimationOnSwipe = true
    }

    /// Whether the full-screen swipe is on for a device running `ios`.
    func fullScreenSwipeIsEnabled(on ios: IOSVersion) -> Bool {
      switch fullScreenSwipe {
      case .platformDefault: ios.hasContentSwipe
      case .enabled: true
      case .disabled: false
      }
    }

    /// Whether the stack's own full-screen pan takes part on `ios`: before iOS 26 whenever the
    /// full-screen swipe is on; from iOS 26 only with a custom animation on swipe (otherwise
    /// UIKit's content swipe is the full-screen swipe).
    func usesCustomPan(on ios: IOSVersion) -> Bool {
      guard fullScreenSwipeIsEnabled(on: ios) else { return false }
      return ios.hasContentSwipe ? customAnimationOnSwipe : true
    }
  }
}
