import BackStrategiesSupport

extension ReactNativeScreensStrategy {
  /// react-native-screens' native stack as a screen's options set it up (react-native-screens
  /// 4.27.0; React Navigation's native-stack passes the same options through).
  public struct Configuration: StrategyConfiguration {
    /// What the stack does when UIKit's pop removed a screen with `preventNativeDismiss`.
    public enum PreventRemove: String, Hashable, Sendable, CaseIterable {
      /// The app prevents nothing.
      case none
      /// `-[RNSScreen viewDidDisappear:]`: with `preventNativeDismiss` it sends no dismissal;
      /// it calls the stack's `updateContainer`, which puts the screen the JavaScript stack still
      /// holds back on the navigation controller, then `notifyDismissCancelledWithDismissCount:`,
      /// whose `onNativeDismissCancelled` reaches `usePreventRemove`'s callback: the app's
      /// dialog (react-native-screens PR #801, "the navigation state can be restored after the
      /// end of the transition"; PR #3886 exempts such screens from the reattachment filter).
      case restoresScreen
      /// react-native-screens 4.23.0: the filter of PR #3584 (`iosPreventReattachmentOfDismissedScreens`)
      /// leaves the removed screen out of `viewControllers`, so `updateContainer` does not put
      /// it back: the JavaScript stack and UIKit's disagree and touches stop (PR #3886's
      /// description; React Navigation #13072, Expo SDK 55).
      case desynchronises
    }

    /// `fullScreenSwipeEnabled` (native-stack's `fullScreenGestureEnabled`).
    public enum FullScreenSwipe: String, Hashable, Sendable {
      /// Left undefined: `-[RNSScreen isFullScreenSwipeEffectivelyEnabled]` reads YES on
      /// iOS 26 and later and NO before (PR #3242, 4.17.0).
      case platformDefault = "platform-default"
      /// `true`.
      case enabled
      /// `false`: `-[RNSScreenStackView gestureRecognizer:shouldReceivePressOrTouchEvent:]` (what
      /// `gestureRecognizer:shouldReceiveTouch:` calls) refuses the content swipe (iOS 26) and the
      /// stack's pan every touch. UIKit's edge recogniser is not touched: it falls through to that
      /// method's closing YES, and `gestureRecognizerShouldBegin:` lets it begin (its last branch),
      /// on iOS 26 as on iOS 18. Nothing in `ios/` sets its `enabled`; 4.26.0 (`7c1b4915`) and
      /// 4.27.0 (`42c1615f`) read the same.
      case disabled
    }

    /// `fullScreenSwipeEnabled`. Default left undefined (``FullScreenSwipe/platformDefault``).
    public var fullScreenSwipe: FullScreenSwipe = .platformDefault
    /// `gestureResponseDistance`: the rectangle in which the content swipe and the stack's own
    /// pan may begin. Default ``GestureResponseDistance/unlimited`` (every side `-1`).
    public var gestureResponseDistance = GestureResponseDistance.unlimited
    /// `customAnimationOnSwipe` with a custom `stackAnimation`: on iOS 26 the stack's own pan
    /// (`RNSPanGestureRecognizer`) drives a percent-driven transition with its own release rule
    /// instead of UIKit's content swipe. Default off, as the option is unless a screen sets it.
    public var customAnimationOnSwipe: Bool = false
    /// How much the release velocity (pt/s) counts, as seconds of travel, in the custom pan's
    /// `translation + velocity · 0.3 > width / 2` (`handleSwipe:`, the values copied from
    /// React Navigation's `Card.tsx`). Default 0.3: `handleSwipe:`'s `0.3`
    /// (`ios/RNSScreenStack.mm`, 4.27.0).
    public var velocityImpact: Double = 0.3
    /// `animationDuration` (the screen's `transitionDuration`), in seconds: the custom
    /// animation's `UIViewPropertyAnimator` duration, over which the stack's own pan scrubs the
    /// pop and, scaled by `1 − fraction`, runs it out. Default 0.5: `RNSDefaultTransitionDuration`
    /// (`ios/RNSScreenStackAnimator.mm`, 4.27.0).
    public var animationDuration: Double = 0.5
    /// The damping ratio of the spring the stack's own pan finishes or cancels with
    /// (`continueAnimationWithTimingParameters:` with `timingParamsForAnimationCompletion`).
    /// Default 4.56: `defaultSpringTimingParametersApprox`, `initWithDampingRatio:4.56`
    /// (`ios/RNSScreenStackAnimator.mm`, 4.27.0; its comment derives it from mass 3,
    /// stiffness 1000, damping 500).
    public var completionDampingRatio: Double = Self.completionDampingRatioAsPublished {
      didSet { completionSpring = Self.fittedShape(completionDampingRatio) }
    }
    /// The run-out spring of ``completionDampingRatio`` fitted once, when the configuration is
    /// made or the ratio changes, not at every release
    /// (``ReactNativeScreensStrategy/runOut(context:)``). A function of the ratio, so two
    /// configurations are equal exactly when they were before it was kept.
    private(set) var completionSpring = Self.fittedShape(Self.completionDampingRatioAsPublished)
    /// What the stack view, as the content swipe's delegate, answers for horizontal scroll
    /// views. Default ``GestureSetup/HorizontalScrollViewRule/waitsForAll``: 4.19's
    /// `shouldRequireFailureOfGestureRecognizer:` (#3420). t3code's patch
    /// (``GestureSetup/HorizontalScrollViewRule/waitsUnlessAtLeadingEdge``) is the
    /// `leading-edge-rule` preset.
    public var horizontalScrollViews: GestureSetup.HorizontalScrollViewRule = .waitsForAll

    /// Every option left at its default (``native``).
    /// Whether a screen that confirms leaving (``ScreenSpec/confirmsLeave``) sets
    /// `preventNativeDismiss` (native-stack passes `usePreventRemove`'s state), and what the
    /// stack does after the swipe's pop. Default ``PreventRemove/none``.
    public var preventRemove: PreventRemove = .none

    public init() {}

    /// `native`: every option left at its default.
    public static let native = Configuration()
    /// `prevent-remove`: `usePreventRemove` on the screen that confirms leaving, after
    /// react-native-screens PR #3886: the swipe's pop completes, then the stack puts the screen
    /// back and the app's dialog shows.
    public static let preventRemove = Configuration { $0.preventRemove = .restoresScreen }
    /// `prevent-remove-4-23`: the same on react-native-screens 4.23.0 (Expo SDK 55) with
    /// `iosPreventReattachmentOfDismissedScreens`: the screen is not put back and the stack
    /// stops responding (React Navigation #13072, react-native-screens #3885).
    public static let preventRemove423 = Configuration { $0.preventRemove = .desynchronises }
    /// `edge-only`: `fullScreenSwipeEnabled: false`: UIKit's edge swipe only
    /// (``FullScreenSwipe/disabled``). superset-sh/superset #6831 and #6835 saw the edge swipe die
    /// too, in Maestro's synthesised edge swipes on an iOS 26.5 simulator; the stack view's code
    /// keeps it (docs/strategies/rn-screens.md, "edge-only and the simulator report").
    public static let edgeOnly = Configuration { $0.fullScreenSwipe = .disabled }
    /// `leading-edge-rule`: the defaults with t3code's patch of `RNSScreenStack.mm` (#9493): the
    /// content swipe waits only for horizontal scroll views not at their leading edge, and
    /// those at it wait for the content swipe.
    public static let leadingEdgeRule = Configuration { $0.horizontalScrollViews = .waitsUnlessAtLeadingEdge }
    /// `custom-animation`: `fullScreenSwipeEnabled: true`, `customAnimationOnSwipe: true` and a
    /// custom `stackAnimation`.
    public static let customAnimation = Configuration {
      $0.fullScreenSwipe = .enabled
      $0.customAnimationOnSwipe = true
    }

    /// ``completionDampingRatio``'s default: `defaultSpringTimingParametersApprox`'s
    /// `initWithDampingRatio:4.56` (`ios/RNSScreenStackAnimator.mm`, 4.27.0).
    static let completionDampingRatioAsPublished = 4.56

    /// The settling fraction ``completionSpring`` is fitted for: the one every built-in model
    /// uses (``ModelParameters/springSettlingFraction``); a run with another one fits its
    /// spring at the release, as before.
    static let fittedSettlingFraction = ModelParameters.uikit26.springSettlingFraction

    /// The run-out spring of damping ratio `ratio`, fitted for ``fittedSettlingFraction``.
    private static func fittedShape(_ ratio: Double) -> FittedSpringShape {
      FittedSpringShape(dampingRatio: ratio, settlingFraction: fittedSettlingFraction)
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

extension ReactNativeScreensStrategy {
  /// `gestureResponseDistance` (`src/components/Screen.tsx`): four optional bounds, in points,
  /// of where the recogniser may begin, read at `locationInView:` of its view in
  /// `gestureRecognizerShouldBegin:`; `x` is mirrored (`width − x`) in right-to-left layouts.
  /// `isInGestureResponseDistance:topScreen:` (`ios/RNSScreenStack.mm`, 4.27.0) refuses when
  /// `(start ≠ −1 && x < start) || (end ≠ −1 && x > end) || (top ≠ −1 && y < top) ||
  /// (bottom ≠ −1 && y > bottom)`: `start` is a smallest x, `end` a largest x, `top` and
  /// `bottom` the same for y. `nil` is the prop's `-1`: no bound on that side.
  public struct GestureResponseDistance: Hashable, Sendable {
    /// The smallest x from the leading edge at which it may begin.
    public var start: Double?
    /// The largest x from the leading edge at which it may begin.
    public var end: Double?
    /// The smallest y.
    public var top: Double?
    /// The largest y.
    public var bottom: Double?

    /// Creates the bounds; each `nil` is unbounded.
    public init(start: Double? = nil, end: Double? = nil, top: Double? = nil, bottom: Double? = nil) {
      self.start = start
      self.end = end
      self.top = top
      self.bottom = bottom
    }

    /// Every side `-1`, the prop's default: no limit.
    public static let unlimited = GestureResponseDistance()

    /// Why a recogniser beginning at `x` from the leading edge and at `y` is refused (worded
    /// only if it is read), or `nil` if it is inside every bound.
    func refusal(x: Double, y: Double) -> Explanation? {
      @Sendable func pt(_ value: Double) -> String { NumberFormatting.short(value, 1) }
      if let start, x < start { return Explanation { "x = \(pt(x)) pt from the leading edge < gestureResponseDistance.start = \(pt(start)) pt" } }
      if let end, x > end { return Explanation { "x = \(pt(x)) pt from the leading edge > gestureResponseDistance.end = \(pt(end)) pt" } }
      if let top, y < top { return Explanation { "y = \(pt(y)) pt < gestureResponseDistance.top = \(pt(top)) pt" } }
      if let bottom, y > bottom { return Explanation { "y = \(pt(y)) pt > gestureResponseDistance.bottom = \(pt(bottom)) pt" } }
      return nil
    }
  }
}
