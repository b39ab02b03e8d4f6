/// Every UIKit-derived number the headless model uses, in one place, with its source.
///
/// UIKit is not available on this machine, so the package models the few parts of it the
/// back-swipe techniques depend on. These are the numbers of that model. `docs/model.md`
/// repeats each one with what would change if it were different. A run can override any of
/// them; ``uikit`` is the default set.
///
/// Source tags: **[decompiled]** reported from decompiled UIKitCore (peers-ios §0),
/// **[doc]** Apple documentation, **[measured]** a developer's measurement, **[peer]** a
/// named peer implementation, **[estimate]** this project's estimate where nothing better exists.
public struct ModelParameters: Hashable, Sendable {
  // MARK: Gestures

  /// Distance the finger must travel from touch-down before a plain pan (and a scroll
  /// view's pan) begins, in points. **[estimate]**: UIKit's value is not public; Flutter's
  /// `kTouchSlop` is 18, its 2017 value 8.
  public var panHysteresis: Double = 10

  /// Width of the strip along a screen edge where an edge pan's touch-down must land, in
  /// points. **[decompiled]** `_UIScreenEdgePanRecognizerEdgeSettings setEdgeRegionSize: 13.0`.
  public var edgeRegionWidth: Double = 13

  /// Distance an edge pan must travel before it begins, in points.
  /// **[decompiled]** `setHysteresis: 15.0`.
  public var edgeHysteresis: Double = 15

  /// The cone of directions, in radians, centred on "straight away from the edge", in which an
  /// edge pan's movement must lie when it crosses its hysteresis; steeper movement fails it.
  /// **[decompiled]** `setEdgeAngleWindow: 2.70526034` (≈ 155°, so ±77.5° from horizontal).
  /// The window's 0.5 s decay is not modelled.
  public var edgeAngleWindow: Double = 2.70526034

  /// How far back the velocity estimator looks, in seconds. **[peer]** Flutter
  /// `VelocityTracker._horizonMilliseconds = 100`.
  public var velocityHorizon: Double = 0.100

  /// Most samples the velocity estimator uses. **[peer]** Flutter `_historySize = 20`.
  public var velocitySampleLimit: Int = 20

  /// A gap between samples longer than this, in seconds, means the finger had stopped: older
  /// samples are ignored. **[peer]** Flutter `_assumePointerMoveStoppedMilliseconds = 40`.
  public var velocityStopGap: Double = 0.040

  /// Fewest samples that give a velocity; fewer give zero. **[peer]** Flutter `_minSampleSize = 3`.
  public var velocityMinimumSamples: Int = 3

  /// Degree of the least-squares polynomial fitted to position against time: 1 (a line: the
  /// mean velocity over the window) or 2 (Flutter's quadratic: the slope at the newest sample).
  /// **[estimate]** 1. Flutter fits degree 2, but at the lift of a stroke that slows to rest the
  /// quadratic's end slope overshoots to the opposite sign (−20 to −57 pt/s after rightward
  /// swipes, +116 pt/s after a leftward one in the built-in scenarios), which would let seed 001's
  /// `velocity.x > 0` rule pop a leftward swipe; UIKit reports a small velocity in the direction
  /// of travel, as a line does.
  public var velocityFitDegree: Int = 1

  /// Height of a visible navigation bar below the top safe area, in points; UIKit's edge
  /// recogniser ignores touches that land on it. **[doc]** Human Interface Guidelines, 44 pt.
  public var navigationBarHeight: Double = 44

  // MARK: Scroll views

  /// Rubber-band stiffness: past an end, content moves `(d·c·x) / (d + c·x)` for a drag of `x`
  /// over a frame of size `d`. **[estimate]** the widely reported UIKit constant 0.55.
  public var rubberBandCoefficient: Double = 0.55

  /// Fraction of scrolling speed kept per millisecond after the finger lifts.
  /// **[doc]** `UIScrollView.DecelerationRate.normal` = 0.998.
  public var decelerationRate: Double = 0.998

  /// Scrolling slower than this, in points per second, has stopped. **[estimate]**.
  public var scrollRestingSpeed: Double = 5

  /// Time a scroll view takes to spring back from past an end, in seconds. **[estimate]**
  /// (UIKit's bounce-back looks settled after about half a second).
  public var bounceBackDuration: Double = 0.5

  // MARK: Navigation

  /// Duration of a push or pop transition, in seconds. **[measured]**
  /// `[_UINavigationParallaxTransition transitionDuration:]` read in LLDB as 0.35.
  public var transitionDuration: Double = 0.35

  /// Where the view under the top view starts a pop, as a fraction of the width to the
  /// "forward" side: −0.3·W. **[decompiled]** `parallaxOffset = round(width·0.7)`.
  public var parallaxFraction: Double = 0.3

  /// Dimming of the view under the top view at the start of a pop (black at this alpha).
  /// **[peer]** SloppySwiper's 0.1 (UIKit's own value is not recorded).
  public var underViewDimming: Double = 0.1

  /// The system pop's completion rule pops when the projected position passes
  /// `min(projectionDistance / W, projectionThresholdCap)`. **[decompiled]**
  /// `fmin(187.5 / totalDistance, 0.5)` in `popGesture:withRemainingDuration:shouldPopWithVelocity:`.
  public var projectionDistance: Double = 187.5

  /// The cap of the completion threshold; see ``projectionDistance``. **[decompiled]**
  public var projectionThresholdCap: Double = 0.5

  /// The system's interactive percent never reaches 1 while tracking. **[decompiled]**
  /// `if (percent >= 1.0) percent = 0.999`.
  public var maximumInteractivePercent: Double = 0.999

  /// `completionSpeed` UIKit's pop handler uses when a touch is cancelled (the documented
  /// default of a percent-driven transition). **[doc]**
  /// `UIPercentDrivenInteractiveTransition.completionSpeed` = 1.0. Strategies with their own
  /// interaction controller name their own (percent-driven's `systemCompletion`).
  public var completionSpeed: Double = 1.0

  /// `completionCurve` of UIKit's pop handler after a release or a cancelled touch (the
  /// documented default of a percent-driven transition). **[doc]** `.easeInOut`.
  public var completionCurve: TimingCurve = .easeInOut

  /// Curve of a non-interactive (animated) push or pop. **[estimate]** UIKit's default
  /// `UIView` curve, ease-in-out; the real parallax transition's curve is not recorded.
  public var animatedTransitionCurve: TimingCurve = .easeInOut

  /// Curve of the top view while a system pop is tracked by a finger. **[decompiled]**
  /// "Interactive → curve 3" (`UIViewAnimationCurveLinear`).
  public var interactiveTransitionCurve: TimingCurve = .linear

  // MARK: Simulation

  /// How long the simulation may run after the last touch for animations and timers to
  /// settle, in seconds; past it the run reports `did-not-settle`. **[estimate]** far longer
  /// than any animation here (the longest is seed 002's 1 s), short enough to stop a runaway timer.
  public var settleLimit: Double = 10

  /// Creates the default parameters; change properties to explore "what if UIKit did X".
  public init() {}

  /// The model of UIKit as documented: every default above.
  public static let uikit = ModelParameters()
}
