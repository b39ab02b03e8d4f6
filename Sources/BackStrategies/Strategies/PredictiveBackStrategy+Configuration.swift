// Sources of the numbers below (read with the search tool; facts, not code). Units: the model's
// points are Android's dp, at density 1 (1 dp = 1 pt = 1 px), so a `getDimension` in px and a
// velocity in px/s read directly as points and points per second.
// - EBGH = packages/SystemUI/src/com/android/systemui/navigationbar/gestural/EdgeBackGestureHandler.java
//          (aosp-mirror/platform_frameworks_base @d51fc58f): `BACK_GESTURE_SLOP_MULTIPLIER` 0.75f,
//          `mLongPressTimeout = Math.min(MAX_LONG_PRESS_TIMEOUT, ViewConfiguration.getLongPressTimeout())`,
//          the pre-threshold rules in `onMotionEvent` (`dy > dx && dy > mTouchSlop` cancels,
//          `dx > dy && dx > mTouchSlop` crosses and pilfers), `isWithinInsets`/edge widths.
// - BPC  = .../gestural/BackPanelController.kt as LineageOS/android_frameworks_base @0a92c6d5 has it
//          (the Android 14 arrow: `MIN_DURATION_*`, `isPastThresholdToActive`, `isFlungAwayFromEdge`,
//          `updateArrowStateOnMove`, the ACTION_UP branches; Lineage's long-swipe extras are not modelled).
// - EPP  = .../gestural/EdgePanelParams.kt (Android 14 text): `staticTriggerThreshold`,
//          `reactivationTriggerThreshold`, `deactivationTriggerThreshold` (getter `-field`),
//          `dynamicTriggerThresholdRange`, the `PathInterpolator`s, `committedIndicator.scale = 0.86f`.
// - DIM  = packages/SystemUI/res/values/dimens.xml, recent AOSP values (AxionAOSP/android_frameworks_base
//          @0a3336fb; docs/sources.md, AOSP).
// - GEST = packages/overlays/NavigationBarModeGesturalOverlay/res/values/config.xml
//          (aosp-mirror/platform_frameworks_base @d36461a5): `config_backGestureInset` 30dp.
// - VC   = core/java/android/view/ViewConfiguration.java: `TOUCH_SLOP = 8`, `EDGE_SLOP = 12`,
//          `MINIMUM_FLING_VELOCITY = 50` (dips), `DEFAULT_LONG_PRESS_TIMEOUT = 400`.
// - BTT  = the progress tracker (`TouchTracker` in WM Shell, later `android.window.BackTouchTracker`):
//          `getProgress` (linear to `linearDistance`, then a target that moves from
//          `linearDistance + nonLinear·factor` to `maxDistance`), `setTriggerBack`, `update`.
// - BPA  = core/java/android/window/BackProgressAnimator.java (aosp-mirror @8f0d5e6a): the spring
//          `STIFFNESS_MEDIUM` (1500) with `DAMPING_RATIO_NO_BOUNCY` (1), `SCALE_FACTOR = 100f`,
//          `onBackCancelled` animates to 0.

extension PredictiveBackStrategy {
  /// The arrow's size in one state (`EdgePanelParams.BackIndicatorDimens`), in points.
  public struct PanelDimensions: Hashable, Sendable {
    /// Distance from the screen edge to the background's edge side (`horizontalTranslation`).
    public var margin: Double
    /// Background width (away from the edge) and height.
    public var width: Double
    /// Background height.
    public var height: Double
    /// Corner radius on the edge side.
    public var edgeCorner: Double
    /// Corner radius on the far side.
    public var farCorner: Double
    /// The arrow's length (along x) and height.
    public var arrowLength: Double
    /// The arrow's height.
    public var arrowHeight: Double

    /// Creates dimensions.
    public init(margin: Double, width: Double, height: Double, edgeCorner: Double, farCorner: Double, arrowLength: Double, arrowHeight: Double) {
      self.margin = margin
      self.width = width
      self.height = height
      self.edgeCorner = edgeCorner
      self.farCorner = farCorner
      self.arrowLength = arrowLength
      self.arrowHeight = arrowHeight
    }
  }

  /// The strategy's tunables; every default is AOSP's, and each property names its source (the
  /// letters EBGH, BPC, EPP, DIM, GEST, VC, BTT, BPA at the top of this file).
  public struct Configuration: StrategyConfiguration {
    /// Width of the band at each edge where a touch-down may start back (`config_backGestureInset`
    /// × the user's sensitivity 1.0). Default 30: GEST, `<dimen
    /// name="config_backGestureInset">30dp</dimen>`.
    public var backGestureInset: Double = 30.0
    /// `ViewConfiguration.getScaledTouchSlop()`. Default 8: VC, `TOUCH_SLOP = 8` dips
    /// (`config_viewConfigurationTouchSlop`).
    public var touchSlop: Double = 8.0
    /// EBGH multiplies the touch slop by this before it pilfers. Default 0.75: EBGH,
    /// `DeviceConfig.getFloat(..., BACK_GESTURE_SLOP_MULTIPLIER, 0.75f)`.
    public var slopMultiplier: Double = 0.75
    /// Before the threshold is crossed, a touch held longer than this (seconds) is a long press and
    /// cancels back. Default 0.25: EBGH, `min(MAX_LONG_PRESS_TIMEOUT = gestures.back_timeout 250,
    /// ViewConfiguration.getLongPressTimeout() = 400)` ms.
    public var longPressTimeout: Double = 0.250
    /// The arrow enters once `|x − startX|` passes this (`scaledEdgeSlop`). Default 12: VC,
    /// `EDGE_SLOP = 12` dips; BPC `dragSlopExceeded` compares with `scaledEdgeSlop`.
    public var edgeSlop: Double = 12.0
    /// The arrow can become active past this x translation (`staticTriggerThreshold`). Default
    /// 16: DIM `navigation_edge_action_drag_threshold` 16dp (EPP `staticTriggerThreshold`).
    public var staticTriggerThreshold: Double = 16.0
    /// Moving back toward the edge by this much (accumulated) deactivates the arrow. Default 32:
    /// DIM `navigation_edge_action_deactivation_drag_threshold` 32dp (EPP reads it negated).
    public var deactivationThreshold: Double = 32.0
    /// Moving away from the edge by this much (accumulated) reactivates the arrow. Default 32:
    /// DIM `navigation_edge_action_reactivation_drag_threshold` 32dp.
    public var reactivationThreshold: Double = 32.0
    /// `navigation_edge_action_progress_threshold`: progress is linear up to `min(W, this)` and the
    /// arrow is fully stretched there. Default 412: DIM, 412dp.
    public var progressThreshold: Double = 412.0
    /// `back_progress_non_linear_factor`, the `factor` of BTT's `linearDistance + nonLinear·factor`.
    /// Default 0.2: DIM `back_progress_non_linear_factor` 0.2.
    public var nonLinearFactor: Double = 0.2
    /// `scaledMinimumFlingVelocity`, points per second. Default 50: VC, `MINIMUM_FLING_VELOCITY =
    /// 50` dips per second.
    public var minimumFlingVelocity: Double = 50.0
    /// `minFlingDistance = scaledTouchSlop * 3`: the multiple. Default 3: BPC
    /// `updateConfiguration`, `minFlingDistance = viewConfiguration.scaledTouchSlop * 3`.
    public var flingDistanceSlops: Double = 3.0
    /// The arrow state machine's timings, in seconds (BPC's `MIN_DURATION_*`).
    public var timings: Timings = Timings()
    /// The arrow's sizes per state (DIM).
    public var panel: Panel = Panel()
    /// Stiffness of the progress spring. Default 1500: BPA, `SpringForce.STIFFNESS_MEDIUM`.
    public var springStiffness: Double = 1500.0
    /// Damping ratio of the progress spring. Default 1: BPA, `SpringForce.DAMPING_RATIO_NO_BOUNCY`.
    public var springDampingRatio: Double = 1.0

    /// Whether a screen that confirms leaving (``ScreenSpec/confirmsLeave``) registers an
    /// enabled `OnBackPressedCallback` that only overrides `handleOnBackPressed` (it shows the
    /// app's dialog). Default `false`.
    public var leaveCallback = false

    /// AOSP's values (``android``).
    public init() {}

    /// The slop EBGH uses before it pilfers: `touchSlop · slopMultiplier` (6).
    public var backGestureSlop: Double { touchSlop * slopMultiplier }
  }

  /// BPC's `MIN_DURATION_*` / `MAX_DURATION_*` constants, in seconds.
  public struct Timings: Hashable, Sendable {
    /// `MIN_DURATION_ACTIVE_BEFORE_INACTIVE_ANIMATION = 300L`: no deactivation sooner after entry.
    public var activeBeforeInactive = 0.300
    /// `MIN_DURATION_INACTIVE_BEFORE_ACTIVE_ANIMATION = 160F`: held past the reactivation thresholds this long.
    public var inactiveBeforeActive = 0.160
    /// `MIN_DURATION_ENTRY_BEFORE_ACTIVE_ANIMATION = 10F`: the entry delay at a fast finger.
    public var entryBeforeActiveFast = 0.010
    /// `MAX_DURATION_ENTRY_BEFORE_ACTIVE_ANIMATION = 100F`: the entry delay at a slow finger.
    public var entryBeforeActiveSlow = 0.100
    /// `convertVelocityToAnimationFactor` bounds: `slowVelocityBound = 0.5f`, `fastVelocityBound = 1f`, px/ms.
    public var slowVelocityBound = 0.5
    /// See ``slowVelocityBound``.
    public var fastVelocityBound = 1.0
    /// `MIN_DURATION_ENTRY_TO_ACTIVE_CONSIDERED_AS_FLING = 100L`.
    public var entryToActiveConsideredFling = 0.100
    /// `MIN_DURATION_INACTIVE_TO_ACTIVE_CONSIDERED_AS_FLING = 400L`.
    public var inactiveToActiveConsideredFling = 0.400
    /// `MIN_DURATION_ACTIVE_AFTER_INACTIVE_ANIMATION = 130L`: commit delay after a recent reactivation.
    public var activeAfterInactive = 0.130
    /// `MIN_DURATION_INACTIVE_BEFORE_FLUNG_ANIMATION = 50L`.
    public var inactiveBeforeFlung = 0.050
    /// `MIN_DURATION_FLING_ANIMATION = 160L`: FLUNG turns COMMITTED after this.
    public var fling = 0.160
    /// `MIN_DURATION_COMMITTED_ANIMATION = 80L`: the committed arrow fades for this long.
    public var committed = 0.080
    /// `MIN_DURATION_COMMITTED_AFTER_FLING_ANIMATION = 120L`.
    public var committedAfterFling = 0.120
    /// `MIN_DURATION_CANCELLED_ANIMATION = 200L`: the cancelled arrow retracts for this long.
    public var cancelled = 0.200
    /// Creates AOSP's timings.
    public init() {}
  }

  /// The arrow panel's sizes per state (DIM, EPP) and where it sits (DIM).
  public struct Panel: Hashable, Sendable {
    /// ENTRY at rest: `navigation_edge_entry_*` (margin 1.5, background 0 × 48, corners 6/6, arrow 0 × 13.5).
    public var entry = PanelDimensions(margin: 1.5, width: 0, height: 48, edgeCorner: 6, farCorner: 6, arrowLength: 0, arrowHeight: 13.5)
    /// What ENTRY and INACTIVE stretch toward: `navigation_edge_pre_threshold_*` (margin 1.5, 51 × 46, corners 16/20, arrow 14 × 11.5).
    public var preThreshold = PanelDimensions(margin: 1.5, width: 51, height: 46, edgeCorner: 16, farCorner: 20, arrowLength: 14, arrowHeight: 11.5)
    /// ACTIVE at rest: `navigation_edge_active_*` (margin 14, 48 × 48, corners 24/24, arrow 12 × 13.5).
    public var active = PanelDimensions(margin: 14, width: 48, height: 48, edgeCorner: 24, farCorner: 24, arrowLength: 12, arrowHeight: 13.5)
    /// ACTIVE fully stretched: `navigation_edge_stretch_*` (margin 18, 60 × 48, corners 24/24, arrow 11 × 13).
    public var fullyStretched = PanelDimensions(margin: 18, width: 60, height: 48, edgeCorner: 24, farCorner: 24, arrowLength: 11, arrowHeight: 13)
    /// EPP `committedIndicator`: `scale = 0.86f` (and background alpha → 0).
    public var committedScale = 0.86
    /// `navigation_edge_finger_offset` 64dp: the arrow sits this far above the touch-down.
    public var fingerOffset = 64.0
    /// `navigation_edge_arrow_min_y` 64dp.
    public var minimumArrowY = 64.0
    /// `navigation_edge_panel_height` 268dp: the panel window, clamped to the screen top.
    public var panelHeight = 268.0
    /// Colour of the background. BackPanel reads it from the theme; the model's choice, a dark grey
    /// at 90 % (not an AOSP number).
    public var fill = RGBA(hex: 0x303030, alpha: 0.9)
    /// Creates AOSP's panel.
    public init() {}
  }
}

// MARK: - Named numbers, with their sources

extension PredictiveBackStrategy.Configuration {
  /// EPP `entryWidthInterpolator = PathInterpolator(.19f, 1.27f, .71f, .86f)` (also `arrowAngleInterpolator`).
  public static let entryWidthCurve = TimingCurve.cubicBezier(x1: 0.19, y1: 1.27, x2: 0.71, y2: 0.86)
  /// EPP `activeWidthInterpolator = PathInterpolator(.7f, -0.24f, .48f, 1.21f)`.
  public static let activeWidthCurve = TimingCurve.cubicBezier(x1: 0.7, y1: -0.24, x2: 0.48, y2: 1.21)
  /// EPP `horizontalTranslationInterpolator = PathInterpolator(0.2f, 1.0f, 1.0f, 1.0f)`.
  public static let horizontalTranslationCurve = TimingCurve.cubicBezier(x1: 0.2, y1: 1, x2: 1, y2: 1)
  /// EPP `heightInterpolator = PathInterpolator(1f, .05f, .9f, -0.29f)`.
  public static let heightCurve = TimingCurve.cubicBezier(x1: 1, y1: 0.05, x2: 0.9, y2: -0.29)

  /// Android 14 gesture navigation, as an app sees it inside its own back stack.
  public static let android = PredictiveBackStrategy.Configuration()
  /// `callback`: AOSP's values with an enabled `OnBackPressedCallback` on the screen that
  /// confirms leaving.
  public static let callback = PredictiveBackStrategy.Configuration { $0.leaveCallback = true }

  /// How long BPA's spring (from rest) takes to come within the model's 0.1 % of its target:
  /// `CriticallyDampedSpring.naturalFrequency / √stiffness` (≈ 0.238 s at 1500, unit mass).
  var springSettleDuration: Double {
    CriticallyDampedSpring.naturalFrequency / springStiffness.squareRoot()
  }
}
