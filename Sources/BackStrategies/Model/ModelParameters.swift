/// Every UIKit-derived number the headless model uses, in one place, with its source.
///
/// UIKit is not available where this package runs, so the package models the few parts of it
/// the back-swipe techniques depend on. These are the numbers and switches of that model, each
/// tagged with where it comes from. `docs/model.md` repeats each one with the rule that uses it
/// and what would change if it were different. A run can override any of them; ``uikit26`` is
/// the default set.
///
/// Source tags: **[decompiled]** read in the decompiled UIKitCore of iOS 26.1 (build 23B85),
/// named by class and method; **[doc]** Apple documentation; **[measured]** a developer's
/// measurement; **[peer]** a named peer implementation; **[estimate]** this project's choice
/// where nothing better exists.
public struct ModelParameters: Hashable, Sendable {
  /// What these parameters model, for reports (`uikit26` for the default set).
  public var name: String = "uikit26"

  // MARK: Pans

  /// Travel along one axis before a plain pan (and a scroll view's pan) begins, in points.
  /// **[decompiled]** `-[UIPanGestureRecognizer _willScrollX]` / `_willScrollY`: the distance
  /// along that axis `>=` `-_hysteresis`, which is `+_defaultHysteresis` (10.0, set by
  /// `_UIPanGestureRecognizerCommonInit`) × the window's `_touchSloppinessFactor` (1.0 on a phone).
  public var panHysteresis: Double = 10

  // MARK: App views (docs/ios26-conflicts.md)

  /// Width of a `UISlider`'s thumb, in points: its centre travels the track from half a thumb
  /// inside one end to half a thumb inside the other. **[choice]** 28, the classic thumb image
  /// (28 × 28 pt through iOS 18); iOS 26's glass thumb is drawn by Swift code the decompile
  /// does not show (`_UISliderFluidVisualElement`).
  public var sliderThumbWidth: Double = 28

  /// The smallest side of a slider thumb's hit area, in points: a touch-down inside it starts
  /// UIControl tracking and makes the slider refuse other recognisers. **[decompiled]**
  /// `-[_UISlideriOSVisualElement _shouldBeginTrackingAtPoint:pointInKnob:inKnob:]`: the thumb's
  /// bounds grown by `thumbHitEdgeInsets` to at least 48 × 48.
  public var sliderThumbHitSize: Double = 48

  /// Whether iOS 26's Liquid Glass slider answers `gestureRecognizerShouldBegin:` as the classic
  /// one does (``OpenChoice/sliderThumb``). The classic answer, `-[_UISlideriOSVisualElement
  /// gestureRecognizerShouldBegin:]` (UIKit 18.2 and 26.1): NO to every other recogniser while the
  /// slider tracks; before it tracks, NO to a one-finger pan from the thumb whose translation is
  /// more horizontal than vertical. **[choice]** YES: iOS 26's glass slider
  /// (`_UISliderGlassVisualElement`, a `_UISliderFluidVisualElement`) answers in Swift code the
  /// decompile does not show, and Apple documents the method with UISlider's refusal. `false` is
  /// the other reading: the glass slider refuses nothing, so the content swipe takes a thumb drag
  /// 30 pt in and cancels the slider's tracking. iOS 18 always answers as the classic slider.
  public var glassSliderAnswersAsClassic = true

  /// Whether a web view's own back swipe goes first when it and the navigation controller's edge
  /// pan pass their thresholds on the same move (``OpenChoice/webViewEdge``). **[choice]** YES:
  /// the deeper view first (`-[UIGestureRecognizer _depthFirstCompare:]`); the order of two
  /// recognisers recognising on one event is decided inside `_UIGestureEnvironmentUpdate`, whose
  /// body the decompile does not show. `false`: the navigation controller's goes first and the
  /// screen pops.
  public var webViewEdgeSwipeFirst = true

  /// Whether a table row's swipe-action pan begins on a swipe that uncovers no actions while the
  /// row is closed (``OpenChoice/swipeRowBegin``). **[choice]** NO: the swipe handler
  /// (`UISwipeHandler`, not in the pages read) has nothing to show, its pan fails, and the content
  /// swipe, which waited for it, may go back. `true`: the row's pan begins (and rubber-bands),
  /// so it fails the content swipe.
  public var closedRowBeginsWithoutActions = false

  /// Whether UIKit refuses a push or pop while a zoom transition's released interactive dismiss
  /// still animates (``OpenChoice/zoomNavigation``). **[choice]** YES: Apple forums 789010 and
  /// Evil-Project/Twinskaraoke PR #96 (iOS 26.5, measured) saw no navigation begin until the
  /// animation ended. `false`: the new transition preempts the dismiss, as
  /// `-[_UIZoomTransitionController shouldPreemptWithContext:]` (UIKit 18.2 and 26.1) answers
  /// when `+[UIView _fluidZoomTransitionsEnabled]`, whose body is not shown, says YES.
  public var zoomDismissRefusesNavigation = true

  /// How the finger's velocity is estimated for every recogniser and every strategy.
  /// **[decompiled]** ``VelocityEstimation/uikit``: `-[UIPanGestureRecognizer velocityInView:]`.
  public var velocityEstimation: VelocityEstimation = .uikit

  /// Weight of the latest move in `velocityInView:`; the move before it has `1 −` this.
  /// **[decompiled]** `-[UIPanGestureRecognizer velocityInView:]`: `v·0.2 + v(previous)·0.8`.
  public var velocityLatestMoveWeight: Double = 0.2

  /// A move shorter than this, in seconds, counts as zero velocity. **[decompiled]**
  /// `-[UIPanGestureRecognizer _convertVelocitySample:fromSceneReferenceCoordinatesToView:]`:
  /// `dt >= 0.001`.
  public var velocityShortestMoveInterval: Double = 0.001

  /// ``VelocityEstimation/leastSquares`` only: how far back the fit looks, in seconds.
  /// **[peer]** Flutter `VelocityTracker._horizonMilliseconds = 100`.
  public var velocityHorizon: Double = 0.100

  /// ``VelocityEstimation/leastSquares`` only: most samples used. **[peer]** Flutter
  /// `_historySize = 20`.
  public var velocitySampleLimit: Int = 20

  /// ``VelocityEstimation/leastSquares`` only: a gap between samples longer than this, in
  /// seconds, means the finger had stopped. **[peer]** Flutter `_assumePointerMoveStoppedMilliseconds = 40`.
  public var velocityStopGap: Double = 0.040

  /// ``VelocityEstimation/leastSquares`` only: fewest samples that give a velocity.
  /// **[peer]** Flutter `_minSampleSize = 3`.
  public var velocityMinimumSamples: Int = 3

  /// ``VelocityEstimation/leastSquares`` only: degree of the polynomial fitted to position
  /// against time, 2 (Flutter's quadratic: the slope at the newest sample) or 1 (a line: the
  /// mean velocity over the window). **[peer]** Flutter `LeastSquaresSolver.solve(2)`.
  public var velocityFitDegree: Int = 2

  // MARK: Screen-edge pans

  /// Width of the strip along an edge where an edge pan must start, in points: the point
  /// mirrored through the touch-down from the first move (`2·down − first`) must lie within it.
  /// **[decompiled]** `-[_UISEGestureFeatureSettings init]`: `_edgeRegionSize = 13.0`
  /// (`_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues`: the same), used by
  /// `_UISEBackProjectEdgesFailGestureFeature`.
  public var edgeRegionWidth: Double = 13

  /// The wider strip some iPhones get, as a share of the screen's width: the other reading of
  /// ``OpenChoice/edgeStrip``. **[decompiled]** `-[_UISEGestureFeatureSettings init]` (UIKit 26.1
  /// and 18.2): on a phone, when a MobileGestalt answer (not shown) is YES, `_edgeRegionSize` is
  /// the reference bounds' width × 0.09 (× 0.1 under a second answer) instead of 13: 35.1 pt on
  /// a 390 pt screen. Which devices answer YES is not in the decompile.
  public static let wideEdgeRegionFraction = 0.09

  /// ``wideEdgeRegionFraction`` of `screenWidth`, to a tenth of a point (35.1 at 390 pt).
  public static func wideEdgeRegionWidth(screenWidth: Double) -> Double {
    (screenWidth * wideEdgeRegionFraction * tenthsPerPoint).rounded() / tenthsPerPoint
  }

  /// 10: the wide strip is kept to a tenth of a point, as it is printed.
  static let tenthsPerPoint = 10.0

  /// Extra width of the strip the touch-down itself must land in, in points (so 13 + 20 = 33).
  /// **[decompiled]** `_UISEInitialEdgesFailGestureFeature`: `edgeRegionSize + 20.0`.
  public var edgeTouchDownSlack: Double = 20

  /// Travel away from the edge, along x from touch-down, that an edge pan needs: it begins on
  /// the move that takes it **past** this. **[decompiled]** `_UISEGestureFeatureSettings`:
  /// `_hysteresis = 15.0`; `_UISEOrthogonalHysteresisGestureFeature` recognises when the
  /// distance is `> hysteresis`.
  public var edgeHysteresis: Double = 15

  /// The cone of directions, in radians, centred on "straight away from the edge", that an
  /// edge pan's travel from touch-down must lie in (strictly) on the move that passes the
  /// hysteresis. **[decompiled]** `_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues`:
  /// `setEdgeAngleWindow: 2.70526034` (155°, so ±77.5°); `_UISEVelocityDirectionEdgesGestureFeature`.
  public var edgeAngleWindow: Double = 2.70526034

  /// Before the hysteresis is passed, vertical travel from touch-down may be at most
  /// `max(b·tan(window/2)·(1 − t/decay), floor)`; this is the decay time, in seconds.
  /// **[decompiled]** `setEdgeAngleWindowDecayTime: 0.5`; `_UISEOrthogonalHysteresisGestureFeature`.
  public var edgeAngleWindowDecayTime: Double = 0.5

  /// `b` of that allowance, in points: `min(hysteresis, 10)`, so 10·tan(77.5°) = 45.1 pt at
  /// touch-down. **[decompiled]** `_UISEOrthogonalHysteresisGestureFeature`: `fmin(h, 10.0)`.
  public var edgeOffAxisBase: Double = 10

  /// The least that allowance shrinks to, in points (reached after 0.278 s).
  /// **[decompiled]** `_UISEOrthogonalHysteresisGestureFeature`: `fmax(…, 20.0)`.
  public var edgeOffAxisFloor: Double = 20

  /// A move farther than this from the previous one, in points, fails an edge pan ("touches
  /// have teleported"). **[decompiled]** `_UISETeleportFailGestureFeature`: `hypot(…) > 100.0`.
  public var edgeTeleportDistance: Double = 100

  /// An edge pan that has not begun this long after touch-down, in seconds, fails; `nil`: no
  /// deadline. **[decompiled]** `_UISEGestureFeatureSettings`: `_maximumSwipeDuration = 0.25`,
  /// used by `_UISEIdleTimerFailGestureFeature`. Default `nil`: the older engine
  /// (`-[_UIScreenEdgePanRecognizer _incorporateInitialTouchAtLocation:…]`) starts that timer
  /// only for recogniser types 2, 3 and 5, and `UIScreenEdgePanGestureRecognizer` is type 1
  /// (`_commonInit(self, 1, 0)`); which features 26.1 builds for type 1 is not in the decompile.
  /// Set 0.25 to model the deadline.
  public var edgeMaximumSwipeDuration: Double? = nil

  /// iOS 26's content swipe: horizontal travel, in points, before it begins (and leftward
  /// travel that fails it). **[decompiled]** `-[_UIParallaxTransitionPanGestureRecognizer
  /// _shouldTryToBeginWithEvent:]`, the "complex hysteresis" path: `h = 30` for touches
  /// (50 for scroll events); begins at `tx >= h`, fails with "unsupportedEdge" at `tx <= −h`.
  public var contentSwipeHysteresis: Double = 30

  /// iOS 26's content swipe fails when its vertical travel reaches
  /// `min(slope·|tx| + intercept, cap)` (`exceededYTranslation`). **[decompiled]** (same method):
  /// `min((h − 10) / 25·|tx| + 10, 25)`: slope 0.8, intercept 10 pt, cap 25 pt.
  public var contentSwipeVerticalIntercept: Double = 10

  /// The cap of that vertical limit, in points; see ``contentSwipeVerticalIntercept``. **[decompiled]**
  public var contentSwipeVerticalCap: Double = 25

  /// The hysteresis the vertical limit's slope is taken from, `(h − this) / 25`. **[decompiled]**
  /// (same method): `(h - 10) / 25`, with 25 the run: 0.8 for touches.
  public var contentSwipeSlopeRun: Double = 25

  /// Height of a visible navigation bar below the top safe area, in points; UIKit's edge
  /// recogniser refuses touches that land on it (`-[_UINavigationInteractiveTransition
  /// gestureRecognizer:shouldReceiveTouch:]`). **[doc]** Human Interface Guidelines, 44 pt.
  public var navigationBarHeight: Double = 44

  /// Height of a navigation bar showing an expanded large title (`prefersLargeTitles`), below
  /// the top safe area, in points: the band UIKit's edge recogniser refuses then.
  /// **[doc]** Human Interface Guidelines: the standard bar's 44 pt plus the 52 pt large-title
  /// row, 96 pt; the refusal reads the bar's own bounds (`-[_UINavigationInteractiveTransition
  /// gestureRecognizer:shouldReceiveTouch:]`), so it grows with them.
  public var largeTitleNavigationBarHeight: Double = 96

  /// The bar's height on a screen with or without a large title.
  public func navigationBarHeight(largeTitle: Bool) -> Double {
    largeTitle ? largeTitleNavigationBarHeight : navigationBarHeight
  }

  // MARK: Scroll views

  /// Who waits for UIKit's back recognisers: how `_needsDynamicDependentRequirementForGestureRecognizer:`
  /// is read (docs/model.md, "Who waits for whom"). **[decompiled]**
  /// `-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]`
  /// asks the edge recogniser's delegate (`-[_UINavigationInteractiveTransition
  /// _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:]`, YES for nearly everyone)
  /// while the recogniser has active touches, and uses its own scroll-view branch only without
  /// them; whether the question is asked after the touch reached the edge pan is the open part
  /// (``BackGestureDependencyReading``). The default, ``BackGestureDependencyReading/activeTouches``,
  /// is the reading of `-[UIGestureEnvironment _updateForEvent:window:]`, which delivers
  /// `touchesBegan:` before it updates the gesture graph.
  public var backGestureDependencies: BackGestureDependencyReading = .activeTouches

  /// Whether a navigation delegate with custom transitions shuts UIKit's back recognisers out
  /// while the last transition ran the delegate's animator. **[decompiled]**
  /// `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]` (UIKit 26.1
  /// and 18.2): NO when `-[UINavigationController _shouldUseBuiltinInteractionController]` is NO
  /// and neither back recogniser has failure links beyond the built-in content-on-edge pair;
  /// that method is NO when the delegate implements the custom-transition methods (the
  /// `0xC00000` flags of `setDelegate:`) and UIKit's animator is not in use. `false`: UIKit's
  /// recognisers take part under every technique, as this model had it before.
  public var customTransitionDelegateGate: Bool = true

  /// When UIKit's `_usingBuiltinAnimator` is YES (``OpenChoice/builtinAnimatorTiming``), which
  /// ``customTransitionDelegateGate`` reads. **[decompiled]** the flag's only writers (UIKit 26.1
  /// and 18.2): `-[UINavigationController _customTransitionController:]`, which sets it NO when it
  /// asks for a transition's animator and YES when it falls back to UIKit's own
  /// (`_createBuiltInTransitionControllerForOperation:`), and `-[UINavigationController
  /// transitionConductor:didEndCustomTransitionWithContext:didComplete:]`, which sets it NO as
  /// every animated transition ends; the ivar starts NO. **[choice]**
  /// ``BuiltinAnimatorFlagTiming/resetAtTransitionEnd``, the code as read: NO at rest, YES only
  /// while a transition of UIKit's animator runs. ``BuiltinAnimatorFlagTiming/setAtStart`` is the
  /// reading this model took before the writers were found.
  public var builtinAnimatorFlagTiming: BuiltinAnimatorFlagTiming = .resetAtTransitionEnd

  /// Whether a touch on a scroll view that is still moving (coasting or bouncing back) begins
  /// its pan at once, catching the content, so that nothing else gets the touch.
  /// **[decompiled]** `-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:]`:
  /// `_shouldTrackImmediatelyWhileDecelerating` → `setState:1` at touch-down.
  public var scrollViewCatchesMovingContent: Bool = true

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

  // MARK: UIKit's interactive pop

  /// Duration of a push or pop transition, in seconds; also the horizon `T` of the release
  /// rule. **[estimate]** `-[_UINavigationParallaxTransition transitionDuration:]` returns the
  /// static `defaultSlidingTransitionDuration`, whose value neither decompile (18.2, 26.1)
  /// shows; 0.35 s is the value developers quote and a third-party reading of a later UIKitCore
  /// gives, not a measurement this project made (docs/model.md, "Which release procedure is live").
  /// An open choice (``OpenChoice/transitionDuration``): its readings are
  /// ``transitionDurationReadings``.
  public var transitionDuration: Double = 0.35

  /// The values of ``transitionDuration`` the evidence allows, the default first: the readings
  /// of ``OpenChoice/transitionDuration``. 0.35 s (the default's evidence) and
  /// ``longTransitionDuration``.
  public static let transitionDurationReadings: [Double] = [ModelParameters().transitionDuration, longTransitionDuration]

  /// 0.5 s: the other value of ``transitionDuration`` the evidence allows. **[peer]** Flutter's
  /// iOS-style route lasts 500 ms (`CupertinoRouteTransitionMixin.kTransitionDuration`),
  /// SloppySwiper's animator gives 0.5 s as the "approximated length" of UIKit's non-interactive
  /// animation (`SSWAnimator.m`), and react-native-screens#2413 moved its push to 500 ms to look
  /// native; each a perceived length, none a reading of UIKit's static.
  public static let longTransitionDuration = 0.5

  /// Where the view under the top view starts a pop, as a fraction of the width to the
  /// "forward" side: −0.3·W. **[decompiled]** `_UINavigationParallaxTransition`:
  /// `parallaxOffset = round(width·0.7)`.
  public var parallaxFraction: Double = 0.3

  /// Dimming of the view under the top view at the start of a pop (black at this alpha).
  /// **[peer]** SloppySwiper's 0.1 (UIKit's own value is not recorded).
  public var underViewDimming: Double = 0.1

  /// How UIKit decides, at the release, whether the pop finishes. **[decompiled]**
  /// `-[_UINavigationInteractiveTransitionBase popGesture:withRemainingDuration:shouldPopWithVelocity:]`.
  public var popDecision: PopDecisionProcedure = .augmented

  /// The augmented rule pops when the projected progress passes
  /// `min(projectionDistance / W, projectionThresholdCap)`. **[decompiled]**
  /// `fmin(187.5 / totalDistance, 0.5)` in `popGesture:withRemainingDuration:shouldPopWithVelocity:`.
  public var projectionDistance: Double = 187.5

  /// The cap of the completion threshold; see ``projectionDistance``. **[decompiled]**
  public var projectionThresholdCap: Double = 0.5

  /// ``PopDecisionProcedure/fittedIOS27`` only: the projected progress past which a release
  /// pops, as a fraction of the width. **[fitted]**, **unverified**, from iOS 27 evidence only:
  /// three device captures on iOS 27.0.1, iPhone 16 Pro (morph notes). A still release at 0.27 W
  /// returns, so the line is at least 0.27; a still release at 0.32 W pops, so it is under 0.32;
  /// 0.295 is the middle of `[0.27, 0.32)`. Not a reading of any decompile (docs/model.md, "The
  /// release procedure").
  public var fittedReleaseThreshold: Double = 0.295

  /// ``PopDecisionProcedure/fittedIOS27`` only: how far ahead, in seconds, the fitted rule
  /// projects the mean velocity (`p + v̄·H`; it has no acceleration term: the captures constrain
  /// none). **[fitted]**, **unverified**, from iOS 27 evidence only (morph notes, iOS 27.0.1,
  /// iPhone 16 Pro): a release at 0.51 W moving back at 1.02 W/s pops, so
  /// `0.51 − 1.02·H > 0.295`, `H < 0.21 s`; no capture bounds it from below but 0, and 0.105 s is
  /// the middle of `[0, 0.21)`.
  public var fittedVelocityHorizon: Double = 0.105

  /// Fewest recorded samples the augmented rule projects from; with fewer it pops only when the
  /// average velocity points back. **[decompiled]** `popGesture:…`: `sampleCount >= 3`.
  public var popMinimumSamples: Int = 3

  /// Samples the running averages of the augmented rule cover. **[decompiled]**
  /// `-[_UINavigationInteractiveTransitionBase _updateStatistics:firstSample:finalSample:]`: a
  /// ring of 3 (`n % 3`).
  public var popAveragedSamples: Int = 3

  /// A callback this soon after the previous one, in seconds, is skipped by the statistics...
  /// **[decompiled]** `_updateStatistics:…`: accepted iff `dt >= 0.01 || (dt > 0.001 && moved)`.
  public var popSampleInterval: Double = 0.01

  /// ...unless the progress changed and at least this much time passed. **[decompiled]** (same line).
  public var popSampleMovedInterval: Double = 0.001

  /// Most the acceleration may change from one accepted sample to the next, in progress per
  /// second². **[decompiled]** `_updateStatistics:…`: `if (fabs(a − prevA) > 5.0) a = prevA ± 5.0`.
  public var popAccelerationChangeLimit: Double = 5.0

  /// Which branch UIKit's parallax pop takes: iOS 26's fluid, interruptible one, or the classic
  /// one of iOS 18. **[decompiled]** `+[UIView _fluidParallaxTransitionsEnabledWithTraitCollection:]`
  /// and `_interruptibleParallaxTransitionsEnabledWithTraitCollection:` (bodies not in the
  /// decompile) gate the rubber-banded percent, the edge-flick boost, the spring run-out (the
  /// one reader of the `setStartingVelocity:` that `.ended` calls on every branch) and
  /// interrupting a running pop; the evidence that iPhones on iOS 26 take
  /// the fluid branch is in docs/model.md. ``resolved(for:)`` gives iOS 18 the classic branch.
  public var parallaxTransitions: ParallaxTransitionBranch = .fluid

  /// Fluid branch: how far past 0 or 1 the tracked percent may stretch, as a fraction of the
  /// width. **[decompiled]** `handleNavigationTransition:` rubber-bands the percent with
  /// `_UIScrollViewRubberBandOffsetWithoutDecorationForOffset(…, parallaxSettings.rubberBandExtent)`;
  /// 0.5 is `-[_UIFluidParallaxTransitionSettings setDefaultValues]` in UIKit 18.2 (26.1 moved
  /// the settings to Swift, whose defaults the decompile does not show).
  public var fluidRubberBandExtent: Double = 0.5

  /// Fluid branch: the rubber band's coefficient: past 1 the percent is
  /// `1 + e·(1 − 1 / (1 + c·(p − 1) / e))` (and the same below 0). **[decompiled]**
  /// `_UIScrollViewRubberBandCoefficient` for touches, 0.55.
  public var fluidRubberBandCoefficient: Double = 0.55

  /// Fluid branch: the edge-flick phase, which starts with the gesture, ends for good once the
  /// mean velocity falls below this many widths per second. **[decompiled]**
  /// `_updateStatistics:firstSample:finalSample:` (`_isInEdgeFlickPhase`,
  /// `parallaxSettings.edgeFlickBoostThreshold`); **[estimate]** the value, 1.5, is a
  /// third-party reading of a later UIKitCore (26.1's Swift default is not in the decompile).
  public var edgeFlickBoostThreshold: Double = 1.5

  /// Fluid branch: a release still in the edge-flick phase hands this many times its velocity
  /// to the run-out (the decision is unchanged). **[decompiled]**
  /// `popGesture:withRemainingDuration:shouldPopWithVelocity:`: `velocity *= edgeFlickVelocityBoostFactor`;
  /// **[estimate]** the value, 4.25, from the same third-party reading.
  public var edgeFlickVelocityBoostFactor: Double = 4.25

  /// Fluid branch: damping ratio of the spring that runs the pop out after a release, starting at
  /// the release velocity (`setStartingVelocity: v / W`). **[decompiled]** `UIView.HybridPropertyAnimator`
  /// picks `parallaxSettings.interactiveSpring` for a continued animation; **[measured]** 0.85,
  /// as UIKit 18.2's default and a third-party device measurement on a later iOS agree.
  public var releaseSpringDampingRatio: Double = 0.85

  /// Fluid branch: the response (undamped period) of that spring, in seconds. **[measured]** 0.3,
  /// a third-party device measurement on a later iOS (UIKit 18.2's settings default: 0.45).
  public var releaseSpringResponse: Double = 0.3

  /// Fluid branch: the spring run-out ends when what is left of its distance stays under this
  /// fraction. **[estimate]** 0.1 %, as `CriticallyDampedSpring` (UIKit's rest threshold is
  /// not in the decompile).
  public var springSettlingFraction: Double = 0.001

  /// UIKit's tracked percent never reaches 1 while a finger drives it. **[decompiled]**
  /// `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]`:
  /// `if (percent >= 1.0) percent = 0.999` (the non-fluid path).
  public var maximumInteractivePercent: Double = 0.999

  /// `completionSpeed` of UIKit's interaction controller before any release has set one; a
  /// cancelled touch uses whatever the last release set. **[decompiled]**
  /// `-[UIPercentDrivenInteractiveTransition init]`: `_completionSpeed = 1.0`.
  public var completionSpeed: Double = 1.0

  /// `completionCurve` of UIKit's pop run-out after a release or a cancelled touch.
  /// **[doc]** `UIPercentDrivenInteractiveTransition.completionCurve`, `.easeInOut` (the
  /// decompile sets a private value 7 that it does not name).
  public var completionCurve: TimingCurve = .easeInOut

  /// Curve of a non-interactive (animated) push or pop. **[estimate]** UIKit's default
  /// `UIView` curve, ease-in-out; the real parallax transition's curve is not recorded.
  public var animatedTransitionCurve: TimingCurve = .easeInOut

  /// Curve of the top view while a system pop is tracked by a finger. **[decompiled]**
  /// `_UINavigationParallaxTransition`: curve 3 (`UIViewAnimationCurveLinear`) when interactive.
  public var interactiveTransitionCurve: TimingCurve = .linear

  /// Classic branch: what a second swipe reaching UIKit's pop handler does to a pop of UIKit's
  /// animator running back to cancelled (``OpenChoice/classicCatch``). **[decompiled]**
  /// `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]` calls
  /// `pauseInteractiveTransition` there on either branch (`_shouldPauseRunningTransition`), and
  /// `-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]` does nothing without
  /// the `_interruptibleAnimator` that `-[_UINavigationParallaxTransition
  /// interruptibleAnimatorForTransition:]` returns only on the interruptible branch (UIKit 18.2
  /// and 26.1). **[choice]** ``ClassicCatchReading/firstMove``: the run-out goes on until the
  /// swipe's first move, whose `updateInteractiveTransition:` reaches the tracked animator of the
  /// still-in-flight context and catches the pop from the release percent. The fluid branch
  /// pauses at `.began` whatever this says.
  public var classicCatch: ClassicCatchReading = .firstMove

  /// Compose Multiplatform from 1.12 (``GestureSetup/ContentSwipeConflictFix/composeScrollablesKeepSwipe``):
  /// whether a horizontal Compose scrollable at its start (a `HorizontalPager` on its first
  /// page) lets a backward swipe go to iOS 26's content swipe (``OpenChoice/composePagerAtStart``).
  /// **[choice]** NO: it keeps the swipe, as compose-multiplatform-core PR #3116's test states
  /// ("swiping over `HorizontalPager` does not pop"; a pager starts on its first page); the PR's
  /// code was not read. `true`: it does not begin on a backward move while the content swipe
  /// takes part, and the screen pops, as react-native-pager-view's and Bluesky's rule does.
  public var composeScrollableYieldsAtStart = false

  // MARK: Simulation

  /// How long the simulation may run after the last touch for animations and timers to
  /// settle, in seconds; past it the run reports `did-not-settle`. **[estimate]** far longer
  /// than any animation here (the longest is seed 002's 1 s), short enough to stop a runaway timer.
  public var settleLimit: Double = 10

  /// Creates the default parameters; change properties to explore "what if UIKit did X".
  public init() {}

  /// UIKit as iOS 26.1's decompiled code decides: every default above.
  public static let uikit26 = ModelParameters()

  /// The named parameter sets, default first: what `--model NAME` selects on the command line.
  public static let named: [ModelParameters] = [
    .uikit26, .uikit26LegacyPopDecision, .uikit26ClassicParallax, .uikit26ScrollViewBranch, .uikit26WideEdgeStrip,
    .uikit26SliderTracksOnly, .uikit26NavigationEdgeFirst, .uikit26ClosedRowBegins, .uikit26FittedIOS27Pop,
    .uikit26AnimatorFlagSetAtStart, .uikit26LongTransition, .uikit26ComposePagerYields, .uikit26ZoomNavigationPreempts,
  ]

  /// UIKit 26.1 with a push or pop during a zoom transition's released dismiss preempting the
  /// dismiss instead of being refused (``OpenChoice/zoomNavigation``).
  public static let uikit26ZoomNavigationPreempts: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-zoom-navigation-preempts"
    parameters.zoomDismissRefusesNavigation = false
    return parameters
  }()

  /// UIKit 26.1 with a Compose Multiplatform 1.12 scrollable at its start letting a backward
  /// swipe go to the content swipe (``OpenChoice/composePagerAtStart``).
  public static let uikit26ComposePagerYields: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-compose-pager-yields"
    parameters.composeScrollableYieldsAtStart = true
    return parameters
  }()

  /// UIKit 26.1 with `_usingBuiltinAnimator` read as this model read it before its writers were
  /// found (``OpenChoice/builtinAnimatorTiming``): YES at the first touch, set as each transition
  /// starts and kept after it ends.
  public static let uikit26AnimatorFlagSetAtStart: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-animator-flag-set-at-start"
    parameters.builtinAnimatorFlagTiming = .setAtStart
    return parameters
  }()

  /// UIKit 26.1 with pushes and pops lasting ``longTransitionDuration`` (0.5 s), also the release
  /// rule's horizon (``OpenChoice/transitionDuration``).
  public static let uikit26LongTransition: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-long-transition"
    parameters.transitionDuration = longTransitionDuration
    return parameters
  }()

  /// UIKit 26.1 with the release decided by the rule fitted to iOS 27.0.1's device captures
  /// (``PopDecisionProcedure/fittedIOS27``, ``OpenChoice/releaseProcedure``'s third reading):
  /// `p + v̄·0.105 s > 0.295`. Unverified, and evidence about iOS 27, not 26.
  public static let uikit26FittedIOS27Pop: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-fitted-ios27-pop"
    parameters.popDecision = .fittedIOS27
    return parameters
  }()

  /// UIKit 26.1 with a glass slider that refuses no recogniser, even while it tracks
  /// (``OpenChoice/sliderThumb``).
  public static let uikit26SliderTracksOnly: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-slider-tracks-only"
    parameters.glassSliderAnswersAsClassic = false
    return parameters
  }()

  /// UIKit 26.1 with the navigation controller's edge pan first when it and a web view's back
  /// swipe recognise on the same move (``OpenChoice/webViewEdge``).
  public static let uikit26NavigationEdgeFirst: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-navigation-edge-first"
    parameters.webViewEdgeSwipeFirst = false
    return parameters
  }()

  /// UIKit 26.1 with a closed row's swipe-action pan beginning even where the swipe uncovers no
  /// actions (``OpenChoice/swipeRowBegin``).
  public static let uikit26ClosedRowBegins: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-closed-row-begins"
    parameters.closedRowBeginsWithoutActions = true
    return parameters
  }()

  /// UIKit 26.1 with the other reading of who waits for the back recognisers
  /// (``OpenChoice/whoWaits``): only a scroll view at rest that cannot scroll horizontally or
  /// sits at its leading end waits, for the edge swipe and the content swipe alike
  /// (``BackGestureDependencyReading/scrollViewBranch``).
  public static let uikit26ScrollViewBranch: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-scroll-view-branch"
    parameters.backGestureDependencies = .scrollViewBranch
    return parameters
  }()

  /// UIKit 26.1 with the wide edge strip of some iPhones (``OpenChoice/edgeStrip``):
  /// ``wideEdgeRegionFraction`` × 390 pt, 35.1 pt, the standard device's width. On a device of
  /// another width the open choice's other reading is that width's share, not this set.
  public static let uikit26WideEdgeStrip: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-wide-edge-strip"
    parameters.edgeRegionWidth = wideEdgeRegionWidth(screenWidth: Device.standard.width)
    return parameters
  }()

  /// UIKit 26.1 with the classic (not fluid, not interruptible) parallax pop: the 0.999 cap, no
  /// edge-flick boost, the percent-driven run-out, no new pop during a running one. The branch
  /// iOS 18 takes; on iOS 26 it is what a phone would do if `_fluidParallaxTransitionsEnabledWithTraitCollection:`
  /// answered NO (docs/model.md says why the default is the fluid branch).
  public static let uikit26ClassicParallax: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-classic-parallax"
    parameters.parallaxTransitions = .classic
    return parameters
  }()

  /// The named set called `name`, if any.
  public static func named(_ name: String) -> ModelParameters? {
    named.first { $0.name == name }
  }

  /// UIKit 26.1 with the pop decided by the legacy procedure UIKit keeps behind a preference
  /// (`UIUseAugmentedPopGesture` off): the release pops whenever the finger's velocity is
  /// `>= 0`, whatever the progress, and the run-out always takes the full duration.
  public static let uikit26LegacyPopDecision: ModelParameters = {
    var parameters = ModelParameters()
    parameters.name = "uikit26-legacy-pop"
    parameters.popDecision = .legacyVelocitySign
    return parameters
  }()
}

/// How the finger's velocity is estimated.
public enum VelocityEstimation: String, Hashable, Sendable, CaseIterable {
  /// `-[UIPanGestureRecognizer velocityInView:]`: 0.2 × the latest move's velocity + 0.8 × the
  /// one before it (`UIKitVelocityEstimator`).
  case uikit
  /// Flutter's `VelocityTracker`: a least-squares fit over the last 100 ms
  /// (``LeastSquaresVelocityEstimator``, with the `velocity…` parameters).
  case leastSquares
}

/// The branch of UIKit's parallax pop transition (``ModelParameters/parallaxTransitions``).
public enum ParallaxTransitionBranch: String, Hashable, Sendable, CaseIterable {
  /// iOS 26: the percent rubber-bands past 0 and 1, an edge flick boosts the hand-off
  /// velocity, a spring runs the pop out from the release velocity, and a new swipe may catch a
  /// cancelling pop or start another pop during a finishing one.
  case fluid
  /// iOS 18: the percent stops at 0.999, the run-out is percent-driven with the completion
  /// curve, and no swipe begins while a transition runs.
  case classic
}

/// How the model reads the dynamic failure requirements of UIKit's back recognisers
/// (``ModelParameters/backGestureDependencies``): who waits for the edge swipe and for iOS 26's
/// content swipe before beginning.
///
/// `-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]`
/// has two branches. With touches active on the back recogniser (and its root feature not
/// failed) it asks the recogniser's delegate: for the edge swipe, UIKit's
/// `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` answers YES for every other
/// recogniser but another parallax recogniser, force, hover, passthrough-scroll and sidebar
/// recognisers; for the content swipe the base class answers NO. Without active touches it
/// makes a scroll view that cannot scroll horizontally, or sits at its leading end, wait.
public enum BackGestureDependencyReading: String, Hashable, Sendable, CaseIterable {
  /// The graph is updated after `touchesBegan:` reached the back recognisers, so the delegate
  /// branch decides: a touch-down that UIKit's edge recogniser takes (inside the edge strip)
  /// makes every other recogniser of the touch wait for it, scroll views at any offset, a
  /// technique's own pans and taps; nothing waits for the content swipe. The default.
  case activeTouches = "active-touches"
  /// The scroll-view branch decides: only a scroll view at rest that cannot scroll horizontally
  /// or sits at its leading end waits, for the edge swipe and the content swipe alike. What this
  /// model did before the gesture environment was read (its first release on UIKit 26.1).
  case scrollViewBranch = "scroll-view-branch"
  /// No dynamic requirement: the first recogniser across its threshold wins (what this model
  /// did before it read the method at all). Not a reading of the code; kept for comparison.
  case none
}

/// The rule UIKit's pop handler applies at the release.
public enum PopDecisionProcedure: String, Hashable, Sendable, CaseIterable {
  /// `__useAugmentedShouldPopDecisionProcedure`: with three or more samples, project the
  /// progress over the duration from the running averages of velocity and acceleration and pop
  /// past `min(187.5 / W, 0.5)`; with fewer, pop when the average velocity points back and the
  /// gesture changed at least once. The default (see docs/model.md for why).
  case augmented
  /// The legacy branch: `velocityInView:.x >= 0` pops; progress plays no part.
  case legacyVelocitySign
  /// Not a reading of any decompile: the rule three device captures on iOS 27.0.1 imply, fitted
  /// to them and **unverified**. The augmented statistics and fallback, but with three or more
  /// samples it pops when `p + v̄·H > θ` (``ModelParameters/fittedVelocityHorizon`` `H`,
  /// ``ModelParameters/fittedReleaseThreshold`` `θ`; no acceleration term). Evidence about iOS 27,
  /// offered as a reading so results show what they would be under it.
  case fittedIOS27 = "fitted-ios27"
}

/// When UIKit's `_usingBuiltinAnimator` is YES (``ModelParameters/builtinAnimatorFlagTiming``):
/// with a navigation delegate that supplies its own transitions, UIKit's back recognisers take
/// part in a touch only while it is YES (`-[UINavigationController _shouldUseBuiltinInteractionController]`).
public enum BuiltinAnimatorFlagTiming: String, Hashable, Sendable, CaseIterable {
  /// The code as read (UIKit 26.1 and 18.2): NO from the start, set as a transition's animator is
  /// chosen (YES for UIKit's own), and NO again as the transition ends
  /// (`transitionConductor:didEndCustomTransitionWithContext:didComplete:`). YES only while a
  /// transition of UIKit's animator runs. The default.
  case resetAtTransitionEnd = "reset-at-end"
  /// YES at the first touch (the stack having been pushed by UIKit's animator), set as each
  /// transition starts and kept after it ends: what this model did before the writers were read.
  case setAtStart = "set-at-start"
}
