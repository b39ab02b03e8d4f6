extension EdgeBulgeStrategy {
  /// Where the "finger is still" window of the dwell-to-home rule is centred: a `.changed`
  /// callback whose x is more than ``Configuration/dwellTolerance`` from this x restarts the dwell.
  public enum DwellAnchor: String, Hashable, Sendable, CaseIterable {
    /// On `homeLeftPoint.x`, as the published code does. It starts at 0 and is set only when
    /// home mode is entered, so *before* home mode every `.changed` callback (even a 0.5 pt
    /// tremor) is "more than 3 pt away" and restarts the 1 s timer: a real finger, which
    /// never stops trembling, reaches home only if UIKit reports no move at all for 1 s.
    /// The tolerance protects home mode only once it has been entered.
    /// Source: seed 000, `homeLeftPoint` (set only in `changeReturnType:`).
    case homeEntry
    /// On the x where the current dwell started: the first position after the finger last
    /// moved farther than the tolerance. A finger trembling within ±3 pt of where it stopped
    /// reaches home, as the article's prose promises ("左右不超过3就算为不动").
    case dwellStart
  }

  /// What the strategy does once the release rule says "go back": the seed's delegate veto,
  /// as a policy.
  public enum NavigationPolicy: String, Hashable, Sendable, CaseIterable {
    /// Navigate: `popViewControllerAnimated:` or `popToRootViewControllerAnimated:`. The seed
    /// does this when no delegate is set, or when the delegate returns `YES`.
    case automatic
    /// Report the request (an `explain`) and do not navigate: the delegate returned `NO`
    /// ("是否自动返回"), the app pops itself, for example after saving a draft.
    case appHandles
  }

  /// What `config.navigationController` is when the app leaves it unset: the key window's root
  /// view controller, cast to `UINavigationController` without a check.
  /// Source: seed 000, the `navigationController` getter of `PopGestureRecognizerManagerConfiger`.
  public enum WindowRoot: String, Hashable, Sendable, CaseIterable {
    /// The root is the navigation controller, as the article's demo has it.
    case navigationController
    /// The root is a `UITabBarController` with two or more tabs, each holding its own
    /// navigation controller. The cast hands the manager the tab-bar controller:
    /// `viewControllers.count` reads the tabs (so the "one screen" guard passes even on a
    /// tab's root screen and the bulge is drawn there), and the first release that goes back
    /// sends `topViewController` or `popViewControllerAnimated:` (home mode:
    /// `popToRootViewControllerAnimated:`) to an object that has no such method: the app
    /// crashes (``Hazard/crash``). With one tab the guard returns at once and nothing happens.
    case tabBarController
  }

  /// The strategy's tunables. Every default is seed 000's (`PopGestureRecognizerManager` and
  /// `PopGestureRecognizerManagerConfiger`); ``asPublished`` is the default value and
  /// ``corrected`` fixes the published code's state bugs.
  ///
  /// Three flags reproduce quirks of the published code, so that both behaviours can be run
  /// and compared on the same trace: ``dwellAnchor``, ``cancelsDwellTimerAtRelease`` and
  /// ``resetsStateAtGestureStart``. ``minimumTravel`` is the seed's missing travel check.
  public struct Configuration: StrategyConfiguration {
    // MARK: The bulge

    /// The outline's and icon's numbers (40 pt, 200 pt tall, …). Source: seed 000, `createLayer:`.
    public var geometry: EdgeBulgeGeometry = EdgeBulgeGeometry()
    /// Colour of the bulge, before ``backgroundAlpha`` replaces its alpha.
    /// Source: seed 000, `backGroundColor = Gesture_COLOR_HEX(0x999999)` (a mid grey).
    public var backgroundColor: RGBA = RGBA(hex: 0x999999, alpha: 1)
    /// Opacity of the bulge's fill (`colorWithAlphaComponent:`). Source: seed 000,
    /// `_backGroundAlpha = 0.3f` in `init`; the header comment says 0.5, the code wins.
    public var backgroundAlpha: Double = 0.3
    /// Name of the icon shown while a release means "back"; empty for no icon.
    /// Source: seed 000, `returnImageName` (the article's demo uses `icon_pop_jt`).
    public var returnImageName: String = "back"
    /// Name of the icon shown once home mode is entered; empty for no icon.
    /// Source: seed 000, `returnHomeImageName` (demo: `icon_pop_home`).
    public var returnHomeImageName: String = "home"
    /// Tint of the back icon, or `nil` to keep the image's colours.
    /// Source: seed 000, `imageColor` (default `nil`).
    public var imageColor: RGBA? = nil
    /// Tint of the home icon, or `nil` to keep the image's colours.
    /// Source: seed 000, `homeImageColor` (default `nil`).
    public var homeImageColor: RGBA? = nil

    // MARK: Dwell-to-home

    /// Whether holding the finger still switches the release from "pop" to "pop to root".
    /// Off: every `.changed` redraws the bulge and a release always pops.
    /// Source: seed 000, `isCanPopToRootViewController` (default `YES`).
    public var canPopToRoot: Bool = true
    /// How long the finger must stay still before home mode is entered, in seconds.
    /// Source: seed 000, `returnHomeTime` (default `1.0f`), via `performSelector:afterDelay:`.
    public var returnHomeTime: Double = 1.0
    /// How far the finger's x may wander, in points, and still count as still (`|Δx| ≤ 3`;
    /// y is not compared). Moves within it neither redraw the bulge nor restart the timer.
    /// Source: seed 000, `homeLeftPoint.x > changePoint.x + 3 || homeLeftPoint.x < changePoint.x - 3`.
    public var dwellTolerance: Double = 3
    /// Where the tolerance window is centred. Default ``DwellAnchor/homeEntry`` (quirk of
    /// the published code: before home mode every move restarts the timer).
    /// Source: seed 000, `homeLeftPoint`.
    public var dwellAnchor: DwellAnchor = .homeEntry
    /// Whether the dwell timer is cancelled when the gesture ends (`.ended`, or `.cancelled`).
    /// Default `false` (quirk of the published code: the timer can fire after the finger
    /// lifts, turn on home mode and switch the icon of the bulge left on screen, and the next
    /// gesture starts in home mode). Source: seed 000, `.ended` branch (no
    /// `cancelPreviousPerformRequestsWithTarget:`).
    public var cancelsDwellTimerAtRelease: Bool = false
    /// Whether `.began` clears home mode, `homeLeftPoint` and a pending timer. Default `false`
    /// (quirk of the published code: `homeLeftPoint` and `isPopToRootController` are instance
    /// variables of a singleton, carried from one gesture to the next). Source: seed 000,
    /// `.began` branch (sets `farPoint` only).
    public var resetsStateAtGestureStart: Bool = false

    // MARK: Release

    /// How far, in points, the finger may come back to the right of the leftmost point it
    /// reached and still go back on release: go back if `x < farPoint.x + 20`.
    /// Source: seed 000, `if (changePoint.x < farPoint.x + 20)`.
    public var releaseRetreatLimit: Double = 20
    /// Leftward travel from touch-down, in points, that a release needs before it goes back.
    /// Default `0`: no check at all (seed 000 has none), so only `x < farPoint.x + 20` decides
    /// and a release to the right of the touch-down point still pops. A positive value adds
    /// the check. Source: seed 000 (absent: a quirk).
    public var minimumTravel: Double = 0
    /// What the manager's navigation controller really is. Default
    /// ``WindowRoot/navigationController``. Source: seed 000, `navigationController` getter
    /// (`(UINavigationController *)keyWindow.rootViewController`).
    public var windowRoot: WindowRoot = .navigationController
    /// Whether the pop or pop-to-root is animated. Source: seed 000, `isShowPopAnimated` (default `YES`).
    public var popAnimated: Bool = true
    /// What happens when a release means "pop". Default ``NavigationPolicy/automatic``.
    /// Source: seed 000, delegate `CM_GestureRecognizerPopLastController:currentController:`.
    public var popPolicy: NavigationPolicy = .automatic
    /// What happens when a release in home mode means "pop to root". Default
    /// ``NavigationPolicy/automatic``. Source: seed 000, delegate `CM_GestureRecognizerBackHomeController:`.
    public var homePolicy: NavigationPolicy = .automatic
    /// How far the bulge slides to the right on every release, in points; it is not removed
    /// and stays there until the next redraw. Source: seed 000, `anim.toValue = position.x + 55`
    /// with `fillMode = kCAFillModeForwards`, `removedOnCompletion = NO`.
    public var retreatOffset: Double = 55
    /// Duration of that slide, in seconds. Source: seed 000, `anim.duration = 0.5`.
    public var retreatDuration: Double = 0.5
    /// Pacing of that slide. Default linear: the seed sets no `timingFunction`, and a
    /// `CABasicAnimation` without one is paced linearly (Apple documentation, `CAAnimation.timingFunction`).
    public var retreatCurve: TimingCurve = .linear

    /// The published code's configuration (the ``asPublished`` preset).
    public init() {}

    /// The listed code, quirks included: tolerance centred on `homeLeftPoint` (so a trembling
    /// finger never reaches home), the timer left running after release, state carried into
    /// the next gesture, no minimum travel.
    public static let asPublished = Configuration()

    /// The same technique with its state bugs fixed: the ±3 pt window is centred where the
    /// dwell started, the timer is cancelled when the gesture ends, and each gesture starts
    /// with home mode off. Every number is unchanged.
    public static let corrected = Configuration {
      $0.dwellAnchor = .dwellStart
      $0.cancelsDwellTimerAtRelease = true
      $0.resetsStateAtGestureStart = true
    }

    /// The published code in an app whose window's root is a tab-bar controller and that leaves
    /// `config.navigationController` unset: the bulge works, the first release that goes back
    /// crashes the app.
    public static let tabBarRoot = Configuration { $0.windowRoot = .tabBarController }

    /// The fill: ``backgroundColor`` with its alpha replaced by ``backgroundAlpha``.
    public var fill: RGBA {
      RGBA(red: backgroundColor.red, green: backgroundColor.green, blue: backgroundColor.blue, alpha: backgroundAlpha)
    }
  }
}
