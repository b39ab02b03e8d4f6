// Sources of the numbers below (read with the search tool; facts, not code):
// - R  = packages/flutter/lib/src/cupertino/route.dart, newest text as in the flutter/flutter fork
//        bilbywilby/flutter @c460641a1fb4 (lines 31–35: `_kBackGestureWidth`, `_kMinFlingVelocity`,
//        `_kDroppedSwipePageAnimationDuration`; `_kMiddleLeftTween`; `_CupertinoBackGestureDetectorState`;
//        `_CupertinoBackGestureController.dragEnd`).
// - R0 = the same file as upstream flutter/flutter @002ec27d59a3 had it (the older release durations:
//        `_kMaxDroppedSwipePageForwardAnimationTime`, `_kMaxPageBackAnimationTime`, `fastLinearToSlowEaseIn`).
// - C  = packages/flutter/lib/src/gestures/constants.dart (`kTouchSlop`, `kMinFlingVelocity`, `kMaxFlingVelocity`).
// - V  = packages/flutter/lib/src/gestures/velocity_tracker.dart (`VelocityTracker`: `_historySize`,
//        `_horizonMilliseconds`, `_assumePointerMoveStoppedMilliseconds`, `_minSampleSize`, `solve(2)`).
// - M  = packages/flutter/lib/src/gestures/monodrag.dart @00d741ff (`isFlingGesture`, `DragStartBehavior.start`).
// - A  = packages/flutter/lib/src/gestures/arena.dart @00c84e6c (a lone member wins at once).

extension CupertinoStrategy {
  /// How the page runs to its end once the finger lifts (`_CupertinoBackGestureController.dragEnd`).
  public enum SettleAnimation: Hashable, Sendable {
    /// The newest rule (R): `animateTo(1.0)` or `animateBack(0.0)` over a fixed `duration`
    /// with `curve`, whatever the distance left; nothing runs if the page is already there.
    case fixed(duration: Double, curve: TimingCurve)
    /// The older rule (R0): staying takes `min(floor(longest·(1 − v)), longestStay)` ms and
    /// popping `floor(longest·v)` ms, with `curve` (v = the route's value at the lift, 1 = fully shown).
    case scaledByValue(longest: Double, longestStay: Double, curve: TimingCurve)
  }

  /// The strategy's tunables; every default is Flutter's newest value, and each property names
  /// its source (the letters R, R0, C, V, M, A at the top of this file).
  public struct Configuration: StrategyConfiguration {
    /// Width of the strip at the leading edge where a touch-down may start the gesture, in
    /// points (logical pixels). Default 20: R line 31, `_kBackGestureWidth = 20.0`.
    public var backGestureWidth: Double = 20.0
    /// Whether the strip widens to the view padding on its side (`max(padding, width)`, "for
    /// devices with notches"). Default yes: R, `_CupertinoBackGestureDetectorState.build`,
    /// `width: max(dragAreaWidth, _kBackGestureWidth)` with `dragAreaWidth =
    /// MediaQuery.paddingOf(context).left` (`.right` in right-to-left).
    public var widensByViewPadding: Bool = true
    /// The drag recogniser's slop when another recogniser (a scroll view's) shares the arena,
    /// in points. Default 18: C, `kTouchSlop = 18.0`; M, a drag is accepted when
    /// `|Σdx| > computeHitSlop(touch) = kTouchSlop`.
    public var touchSlop: Double = 18.0
    /// Release speed, in screen widths per second, from which the direction alone decides.
    /// Default 1.0: R line 32, `_kMinFlingVelocity = 1.0; // Screen widths per second.`
    public var minimumFlingWidthsPerSecond: Double = 1.0
    /// Below this speed (points per second) the drag recogniser reports no velocity at all.
    /// Default 50: C, `kMinFlingVelocity = 50.0`; M `isFlingGesture`, `|vx| > minVelocity &&
    /// |offset.dx| > minDistance`.
    public var minimumFlingVelocity: Double = 50.0
    /// The recogniser clamps the release velocity to ± this (points per second). Default 8000:
    /// C, `kMaxFlingVelocity = 8000.0`, the clamp of M's `considerFling`.
    public var maximumFlingVelocity: Double = 8000.0
    /// The page underneath sits at `−parallax·W·v`. Default 1/3: R `_kMiddleLeftTween`,
    /// `end: Offset(-1.0 / 3.0, 0.0)`.
    public var parallax: Double = 1.0 / 3.0
    /// How the page settles. Default the newest settle: ``flutterSettleDuration`` (350 ms)
    /// with ``flutterSettleCurve`` (`fastEaseInToSlowEaseOut`); ``legacySettle`` is the older one.
    public var settle: SettleAnimation = .fixed(
      duration: Configuration.flutterSettleDuration, curve: Configuration.flutterSettleCurve)
    /// The length the simulator reports for the transition (`transitionDuration`, used by
    /// nothing during a drag). Default 0.5 s: R, `CupertinoRouteTransitionMixin.kTransitionDuration
    /// = Duration(milliseconds: 500)`.
    public var transitionDuration: Double = 0.500
    /// Flutter's `VelocityTracker` window: how far back samples count, in seconds. Default
    /// 0.1: V, `_horizonMilliseconds = 100`.
    public var velocityHorizon: Double = 0.100
    /// A gap between samples longer than this (seconds) ends the window, and a lift this long
    /// after the last sample reads zero velocity. Default 0.04: V,
    /// `_assumePointerMoveStoppedMilliseconds = 40`.
    public var velocityStopGap: Double = 0.040

    /// Whether a screen that confirms leaving (``ScreenSpec/confirmsLeave``) wraps its page in
    /// `PopScope(canPop: false)`. Default `false`.
    public var popScope = false

    /// Flutter's newest back gesture (``flutter``).
    public init() {}
  }
}

// MARK: - Named numbers, with their sources

extension CupertinoStrategy.Configuration {
  /// R line 35: `_kDroppedSwipePageAnimationDuration = Duration(milliseconds: 350)`.
  public static let flutterSettleDuration = 0.350
  /// R `dragEnd`: `const Curve animationCurve = Curves.fastEaseInToSlowEaseOut`.
  public static let flutterSettleCurve = TimingCurve.fastEaseInToSlowEaseOut
  /// R0: `_kMaxDroppedSwipePageForwardAnimationTime = 800; // Milliseconds.`
  public static let legacyLongestSettle = 0.800
  /// R0: `_kMaxPageBackAnimationTime = 300; // Milliseconds.`
  public static let legacyLongestStay = 0.300
  /// R0 `dragEnd`: `const Curve animationCurve = Curves.fastLinearToSlowEaseIn` (curves.dart:
  /// `Cubic(0.18, 1.0, 0.04, 1.0)`).
  public static let legacySettleCurve = TimingCurve.cubicBezier(x1: 0.18, y1: 1.0, x2: 0.04, y2: 1.0)
  /// The older settle: durations scaled by the distance left, `fastLinearToSlowEaseIn`.
  public static let legacySettle = CupertinoStrategy.SettleAnimation.scaledByValue(
    longest: legacyLongestSettle, longestStay: legacyLongestStay, curve: legacySettleCurve)
  /// V: `_historySize = 20`.
  public static let flutterVelocityHistory = 20
  /// V: `_minSampleSize = 3`.
  public static let flutterVelocityMinimumSamples = 3
  /// V: `LeastSquaresSolver(time, x, w).solve(2)`: a quadratic.
  public static let flutterVelocityFitDegree = 2

  /// Flutter's newest `CupertinoPageRoute` back gesture.
  public static let flutter = CupertinoStrategy.Configuration()
  /// The same with the older release durations and curve (R0).
  public static let flutterLegacy = CupertinoStrategy.Configuration { $0.settle = legacySettle }
  /// Flutter's newest back gesture with `PopScope(canPop: false)` on the screen that confirms
  /// leaving (`pop-scope`).
  public static let popScope = CupertinoStrategy.Configuration { $0.popScope = true }

  /// Model parameters whose least-squares estimator is Flutter's `VelocityTracker` (V).
  var trackerParameters: ModelParameters {
    var parameters = ModelParameters.uikit26
    parameters.velocityEstimation = .leastSquares
    parameters.velocityHorizon = velocityHorizon
    parameters.velocityStopGap = velocityStopGap
    parameters.velocitySampleLimit = Self.flutterVelocityHistory
    parameters.velocityMinimumSamples = Self.flutterVelocityMinimumSamples
    parameters.velocityFitDegree = Self.flutterVelocityFitDegree
    return parameters
  }
}
