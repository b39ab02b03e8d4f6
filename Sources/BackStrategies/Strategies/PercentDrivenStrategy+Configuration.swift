extension PercentDrivenStrategy {
  /// How far the finger must travel for the pop to count as 100 % done.
  public enum FullTravel: Hashable, Sendable {
    /// The screen's width: `percent = translation.x / view.bounds.size.width` (seeds 002, 004).
    case screenWidth
    /// A fixed distance in points: `percent = translation.x / 200` (seed 001).
    case points(Double)
  }

  /// How the two views move while the finger drives the pop.
  public enum Animation: Hashable, Sendable {
    /// A custom `animateTransition:` slides the top view to W with a `UIView` animation of
    /// `duration` seconds and `curve` over a static view under it, and a
    /// `UIPercentDrivenInteractiveTransition` scrubs that animation by time (seeds 002, 004):
    /// at `percent` p the top view sits at `curve(p)·W`, not under the finger.
    case scrubbedSlide(duration: Double, curve: TimingCurve)
    /// The pan handler sets both frames itself (seed 001): the top view at `clamp(tx, 0, W)`,
    /// the view under it at `clamp(−offset·W + tx·speed, −offset·W, 0)`. `duration` is what
    /// `transitionDuration:` reports; it does not time anything while the finger drives.
    case directFrames(underViewOffset: Double, underViewSpeed: Double, duration: Double)
    /// A `UIViewPropertyAnimator` of `duration` seconds moves the views as UIKit's pop does (the
    /// top view to W, the view under it from −0.3·W), and the pan sets its `fractionComplete`.
    /// The animator scrubs linearly (`scrubsLinearly`, YES by default), so the page stays under
    /// the finger whatever the animation's curve (WWDC16 216).
    case propertyAnimator(duration: Double)
    /// A custom `animateTransition:` moves both views as UIKit's pop does (the top view to W,
    /// the view under it from −0.3·W) with a `UIView` animation of `duration` seconds and
    /// `curve`, which a `UIPercentDrivenInteractiveTransition` scrubs by time. With a linear
    /// curve (`options: .curveLinear`) the page stays under the finger (the textbook animator).
    case scrubbedParallax(duration: Double, curve: TimingCurve)
  }

  /// What the pan's release decides.
  public enum ReleaseRule: Hashable, Sendable {
    /// Finish when `percent > threshold`, otherwise cancel; velocity is ignored (seeds 002, 004:
    /// `percent > 0.5`).
    case percent(threshold: Double)
    /// Finish when `(percent > minimumPercent && vx > 0) || vx > flickVelocity`, otherwise
    /// cancel (seed 001: 0.1 and 100 pt/s).
    case percentOrFlick(minimumPercent: Double, flickVelocity: Double)
    /// The direction of the release decides: moving back finishes, moving forward cancels, and
    /// only a finger at rest (`vx == 0`) is judged by `percent > threshold` (WWDC16 216's
    /// interruptible transitions: the animation continues the way the finger was going).
    case direction(atRestThreshold: Double)
  }

  /// What the strategy does with the views' `userInteractionEnabled` during its transition.
  public enum TransitionInteraction: Hashable, Sendable {
    /// Leaves it alone (seeds 002, 004).
    case untouched
    /// Turns it off on both views when the transition starts and back on only when a
    /// *released* pan's animation ends, not after a cancelled touch (seed 001 as published:
    /// `updateViewsInteractionWithTransitionContext:isEnabled:YES` sits only in the `.ended`
    /// branch's completion). A cancelled touch leaves the screen dead.
    case offUntilReleased
    /// Turns it off for the transition and back on whenever its animation ends (seed 001 fixed).
    case offDuringTransition
  }

  /// How the screen becomes the navigation controller's delegate, the object UIKit asks for
  /// the custom animator and interaction controller when a pop starts. The property is
  /// `weak`: when the screen that set it is popped and released, it becomes nil.
  public enum DelegateLifetime: Hashable, Sendable {
    /// Set just before `popViewControllerAnimated:` and restored right after (seed 001:
    /// `navigationController.delegate = self; [navigationController popViewControllerAnimated:YES];
    /// navigationController.delegate = navigationControllerDelegate;`): always in place when its
    /// pop asks, and back-button pops keep UIKit's animation.
    case setAroundEachPop
    /// Each screen sets `self.navigationController.delegate = self` once, in `viewDidLoad`
    /// (seeds 002 and 004 way 2). The delegate is the screen loaded last, the top one; once
    /// that screen is popped it is nil until the next push, so on the screen below a pan's
    /// `popViewControllerAnimated:` gets UIKit's own, non-interactive pop: it runs to the end
    /// as soon as the pan begins, in any direction, and the finger no longer drives it.
    case setByEachScreenOnLoad
    /// A `UINavigationController` subclass sets `delegate = self` once, in its own
    /// `viewDidLoad`: the controller lives as long as the stack, so the weak property is never
    /// nil, and its answers (the animator and the interaction controller only while its own pan
    /// drives a pop) do not depend on which screen is on top (the textbook pop).
    case navigationControllerItself
  }

  /// Which screens have the full-screen pan.
  public enum PanScreens: Hashable, Sendable {
    /// Every screen: the pan is added by a base class all view controllers share (seed 004's
    /// `BaseViewController`), so the screen under a popped one has it too.
    case everyScreen
    /// Only the screen on top when the run starts, the pushed one: seed 002's demo adds the pan
    /// in `CustomPopGestureViewController` alone ("in the demo only this screen has the pan"),
    /// and the screen under it has none.
    case pushedScreenOnly
  }

  /// How the pop runs out once the finger has decided.
  public enum RunOut: Hashable, Sendable {
    /// As ``Configuration/completion`` says, whatever the finger's speed.
    case configured
    /// `continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio:initialVelocity:),
    /// durationFactor: 0)`: a spring of `dampingRatio` over the animator's remaining time,
    /// starting at the finger's speed (its velocity divided by the distance left: the
    /// velocity hand-off of WWDC16 216), so a flick's page does not stop dead at the lift.
    case springWithVelocity(dampingRatio: Double)
    /// The percent-driven controller's `completionSpeed` is set from the finger's speed at the
    /// lift before `finish()` or `cancel()`: `max(minimumSpeed, |vx|·D / distance left)`, so the
    /// rest runs at the finger's pace (`distance left / |vx|`) and never slower than the
    /// animation itself (`minimumSpeed` 1). The curve is ``Configuration/completion``'s.
    case completionSpeedFromVelocity(minimumSpeed: Double)
  }

  /// Where the pan handler checks that there is a screen to pop (`viewControllers.count > 1`).
  ///
  /// `popViewControllerAnimated:` applies the shorter array at once: from the call on,
  /// `viewControllers` (and `childViewControllers`) no longer hold the screen being popped, and
  /// only a cancelled pop puts it back (`-[UINavigationController
  /// _applyViewControllers:transition:animated:operation:rescheduleBlock:]`; docs/model.md, "The
  /// root rule during a finishing pop"). So a check that runs on every state reads 1 on a
  /// two-screen stack as soon as its own pop has begun.
  public enum RootCheck: Hashable, Sendable {
    /// Only at `.began`, before the pop (or in `gestureRecognizerShouldBegin:`): the pop, once
    /// begun, is always updated, finished or cancelled.
    case atBegan
    /// At the top of the handler, on every state (seed 004 way 2's `if
    /// (self.navigationController.childViewControllers.count == 1) return;`, learn.md's old
    /// fragment): on a two-screen stack `.changed`, `.ended` and `.cancelled` return early, the
    /// pop is never finished or cancelled, and the transition hangs.
    case everyState
  }

  /// What a cancelled touch (`UIGestureRecognizerStateCancelled`) does to a running pop.
  public enum CancelledTouch: Hashable, Sendable {
    /// The same rule as a release (seed 002 tests `Ended || Cancelled` in one branch).
    case sameAsRelease
    /// Always cancel (seed 001: `Cancelled`/`Failed` cancel).
    case cancel
  }

  /// The strategy's tunables. Each property's default is seed 002's value and names its source;
  /// the constants below name the other seeds' numbers, and the presets combine them.
  public struct Configuration: StrategyConfiguration {
    /// Finger travel that counts as 100 %. Default the screen width: seed 002, `percent =
    /// point.x / self.view.bounds.size.width`, clamped to 0…1 (seed 004 way 2 is the same).
    public var fullTravel: FullTravel = .screenWidth
    /// Whether a `.began` callback whose `velocity.x` is exactly 0 resets the recogniser
    /// (disable, re-enable) and does nothing. Default no: seeds 002 and 004 pop at `.began`
    /// whatever the velocity; seed 001 does reset (``seed001ResetsOnZeroVelocity``).
    public var resetsOnZeroVelocityAtBegan: Bool = false
    /// How the views move. Default seed 002's: a slide of the top view to W, scrubbed by time,
    /// lasting 1.0 s (`PopAnimation`'s `transitionDuration:` returns `1.0f`) with
    /// ``customAnimationCurve`` (ease-in-out).
    public var animation: Animation = .scrubbedSlide(duration: 1.0, curve: Configuration.customAnimationCurve)
    /// What the release decides. Default seeds 002 and 004's: `if (percent > 0.5) finish else
    /// cancel`, more than half the width finishes and velocity is ignored.
    public var release: ReleaseRule = .percent(threshold: 0.5)
    /// What a cancelled touch does. Default the release rule: in seeds 002 and 004
    /// `UIGestureRecognizerStateEnded || UIGestureRecognizerStateCancelled` share one branch, so
    /// a cancelled touch past half still finishes.
    public var cancelledTouch: CancelledTouch = .sameAsRelease
    /// How the pop runs to its end after the decision. Default ``systemCompletion`` (the
    /// percent-driven controller's `completionSpeed` 1.0 and `completionCurve` ease-in-out).
    /// With ``Animation/directFrames(underViewOffset:underViewSpeed:duration:)`` the strategy
    /// animates the frames itself: use ``TransitionCompletion/timed(duration:curve:)`` and it
    /// sends its own end positions.
    public var completion: TransitionCompletion = Configuration.systemCompletion
    /// UIKit's own edge gesture. Default disabled: seed 002 sets
    /// `interactivePopGestureRecognizer.enabled = NO`. Seeds 001 and 004 way 2 do not say; every
    /// preset disables it so that a comparison shows only the seed's own gesture.
    public var systemBackGesture: GestureSetup.SystemBackGesture = .disabled
    /// The views' user interaction during the transition. Default untouched: seeds 002 and 004
    /// do not touch `userInteractionEnabled`.
    public var transitionInteraction: TransitionInteraction = .untouched
    /// How the screen becomes the navigation delegate. Default each screen in its
    /// `viewDidLoad`: seeds 002 and 004 way 2 set `self.navigationController.delegate = self`
    /// there (seed 002's `CustomPopGestureViewController`, seed 004's `BaseViewController`).
    public var delegateLifetime: DelegateLifetime = .setByEachScreenOnLoad
    /// Which screens have the pan. Default the pushed screen only: seed 002's demo adds it in
    /// `CustomPopGestureViewController`; seed 004's base class puts it on every screen, and
    /// seed 001's transition manager is attached to every pushed screen.
    public var panScreens: PanScreens = .pushedScreenOnly
    /// How the pop runs out. Default ``RunOut/configured``: seeds 001, 002 and 004 ignore the
    /// finger's speed once it lifts.
    public var runOut: RunOut = .configured
    /// Where the handler checks for a screen to pop. Default ``RootCheck/atBegan``: seeds 001
    /// and 002 return before popping; seed 004 way 2's check on every state is the
    /// `seed004-published` preset.
    public var rootCheck: RootCheck = .atBegan
    /// The view the pan is added to. Default the top screen's view (seeds 001, 002, 004 way 2:
    /// `[self.view addGestureRecognizer:]` in a view controller); the textbook subclass adds it
    /// to the navigation controller's own view (``HostView/navigationView``).
    public var panHost: HostView = .topScreen
    /// What the technique does to iOS 26's content swipe. Default left as UIKit made it: no seed
    /// mentions it; the textbook subclass switches it off (`interactiveContentPopGestureRecognizer?.isEnabled = false`).
    public var contentSwipe: GestureSetup.ContentSwipe = .uikit

    /// Seed 002 (``seed002``).
    public init() {}
  }
}

// MARK: - Named numbers, with their sources

extension PercentDrivenStrategy.Configuration {
  /// seed 001: `translationXRangeMax = 200.0`: 200 pt of travel is 100 %.
  public static let seed001FullTravelPoints = 200.0

  /// seed 001: `if (velocityX == 0.0) { enabled = NO; enabled = YES; return; }` at `.began`.
  public static let seed001ResetsOnZeroVelocity = true

  /// seed 004 way 2: `POPAnimation`'s `transitionDuration:` returns `0.25`.
  public static let seed004Duration = 0.25

  /// seeds 002 and 004: `[UIView animateWithDuration:animations:]` with no options, whose curve
  /// is UIKit's default, ease-in-out (Apple documentation of `UIView.AnimationOptions`).
  public static let customAnimationCurve = TimingCurve.easeInOut

  /// seed 004 way 2's animation: the same slide (a `CGAffineTransformMakeTranslation(W, 0)`),
  /// over 0.25 s.
  public static let seed004Animation = PercentDrivenStrategy.Animation.scrubbedSlide(
    duration: seed004Duration, curve: customAnimationCurve)

  /// seed 001: the to-view starts at `-(containerView.width / 4.0)`: a quarter of the width.
  public static let seed001UnderViewOffset = 0.25

  /// seed 001: `toView.x = … + translation.x * 0.25`: the view under moves at a quarter speed.
  public static let seed001UnderViewSpeed = 0.25

  /// seed 001: `transitionDuration` returns 0.4, and its finish/cancel animation lasts 0.4 s.
  public static let seed001Duration = 0.4

  /// seed 001's frames: the top view 1:1 with the finger, the view under it from −W/4 at a
  /// quarter speed.
  public static let seed001Animation = PercentDrivenStrategy.Animation.directFrames(
    underViewOffset: seed001UnderViewOffset, underViewSpeed: seed001UnderViewSpeed, duration: seed001Duration)

  /// seed 001: `isTransitionMadeProgress = percentComplete > 0.1` (20 pt of its 200 pt scale).
  public static let seed001MinimumPercent = 0.1

  /// seed 001: `velocity.x > 100.0` finishes whatever the distance, in points per second.
  public static let seed001FlickVelocity = 100.0

  /// seed 001's release rule: `(percent > 0.1 && vx > 0) || vx > 100`.
  public static let seed001ReleaseRule = PercentDrivenStrategy.ReleaseRule.percentOrFlick(
    minimumPercent: seed001MinimumPercent, flickVelocity: seed001FlickVelocity)

  /// seed 001: `UIGestureRecognizerStateCancelled` and `…Failed` cancel.
  public static let seed001CancelledTouch = PercentDrivenStrategy.CancelledTouch.cancel

  /// seeds 002 and 004: `finishInteractiveTransition`/`cancelInteractiveTransition` of a
  /// `UIPercentDrivenInteractiveTransition` with its defaults, `completionSpeed` 1.0 and
  /// `completionCurve` ease-in-out (Apple documentation): the rest runs over `(1 − p)·D`
  /// (or `p·D` to cancel).
  public static let systemCompletion = TransitionCompletion.percentDriven(speed: 1.0, curve: .easeInOut)

  /// seed 001: `animateWithDuration:0.4 … usingSpringWithDamping:1.0 initialSpringVelocity:0.0`
  /// to the end positions (finish: to-view 0, from-view W; cancel: to-view −W/4, from-view 0).
  public static let seed001Completion = TransitionCompletion.timed(
    duration: seed001Duration, curve: .criticallyDampedSpring)

  /// seed 001: `startInteractiveTransition:` turns interaction off on both views; only the
  /// `.ended` branch's completion turns it back on.
  public static let seed001Interaction = PercentDrivenStrategy.TransitionInteraction.offUntilReleased

  /// The fix of seed 001's dead screen: interaction comes back whenever the animation ends.
  public static let seed001FixedInteraction = PercentDrivenStrategy.TransitionInteraction.offDuringTransition

  /// seed 001: the transition manager makes itself the delegate around its own
  /// `popViewControllerAnimated:` and restores the previous one.
  public static let seed001Delegate = PercentDrivenStrategy.DelegateLifetime.setAroundEachPop

  /// seed 002: a 1.0 s ease-in-out slide scrubbed by width percent; `percent > 0.5` finishes.
  public static let seed002 = PercentDrivenStrategy.Configuration()

  /// seed 004 way 2: seed 002 with a 0.25 s animation, the pan on every screen (`BaseViewController`).
  public static let seed004 = PercentDrivenStrategy.Configuration {
    $0.animation = seed004Animation
    $0.panScreens = .everyScreen
  }

  /// seed 001: a 200 pt scale, zero-velocity reset, frames set directly, the velocity rule, a
  /// 0.4 s critically damped spring.
  public static let seed001 = PercentDrivenStrategy.Configuration {
    $0.fullTravel = .points(seed001FullTravelPoints)
    $0.resetsOnZeroVelocityAtBegan = seed001ResetsOnZeroVelocity
    $0.animation = seed001Animation
    $0.release = seed001ReleaseRule
    $0.cancelledTouch = seed001CancelledTouch
    $0.completion = seed001Completion
    $0.transitionInteraction = seed001Interaction
    $0.delegateLifetime = seed001Delegate
    $0.panScreens = .everyScreen
  }

  /// WWDC16 216: the duration of the property animator, UIKit's own for a push or pop
  /// (``ModelParameters/transitionDuration``, 0.35 s), so the technique keeps the system's timing.
  public static let propertyAnimatorDuration = 0.35

  /// WWDC16 216: the run-out spring is critically damped (`dampingRatio: 1`), so the page
  /// reaches its end without bouncing past it.
  public static let propertyAnimatorDampingRatio = 1.0

  /// The run-out spring of ``propertyAnimatorDampingRatio`` fitted once (``FittedSpringShape``),
  /// for the settling fraction every built-in model uses
  /// (``ModelParameters/springSettlingFraction``), not by a bisection at every release: the same
  /// spring to the bit. A run-out of another ratio, or a run with another settling fraction, is
  /// fitted at its release as before.
  static let propertyAnimatorRunOutSpring = FittedSpringShape(
    dampingRatio: propertyAnimatorDampingRatio, settlingFraction: ModelParameters.uikit26.springSettlingFraction)

  /// WWDC16 216: a finger at rest at the lift is judged by position: past half the width
  /// finishes.
  public static let propertyAnimatorAtRestThreshold = 0.5

  /// The reference technique of WWDC16 216 ("Advances in UIKit Animations and Transitions"): a
  /// full-screen pan on every screen sets a linear `UIViewPropertyAnimator`'s
  /// `fractionComplete` (the page under the finger), the release direction decides, and the
  /// animator continues on a spring from the finger's speed. The navigation delegate hands
  /// UIKit the animator for the pan's pop only, so back-button pops keep UIKit's animation.
  public static let propertyAnimator = PercentDrivenStrategy.Configuration {
    $0.animation = .propertyAnimator(duration: propertyAnimatorDuration)
    $0.release = .direction(atRestThreshold: propertyAnimatorAtRestThreshold)
    $0.cancelledTouch = .cancel
    $0.runOut = .springWithVelocity(dampingRatio: propertyAnimatorDampingRatio)
    $0.delegateLifetime = .setAroundEachPop
    $0.panScreens = .everyScreen
  }

  /// seed 001 with its dead-screen bug fixed: user interaction comes back after a cancelled
  /// touch too. Every number is seed 001's.
  public static let seed001Fixed: PercentDrivenStrategy.Configuration = {
    var configuration = seed001
    configuration.transitionInteraction = seed001FixedInteraction
    return configuration
  }()

  // MARK: The textbook pop

  /// The textbook's animator lasts UIKit's own push or pop (``ModelParameters/transitionDuration``,
  /// 0.35 s), so a custom pop keeps the system's pace. [estimate]: a choice, as
  /// ``propertyAnimatorDuration`` is; no source fixes a custom animator's duration.
  public static let textbookDuration = 0.35

  /// The textbook's animation: both views as UIKit moves them, `options: .curveLinear`, so the
  /// percent-driven scrubbing keeps the page under the finger (a curved animation scrubbed by
  /// time would not: seed 002's lag).
  public static let textbookAnimation = PercentDrivenStrategy.Animation.scrubbedParallax(
    duration: textbookDuration, curve: .linear)

  /// Past half the width and still moving back finishes: the half of seeds 002 and 004
  /// (`percent > 0.5`), with the velocity they ignore.
  public static let textbookMinimumPercent = 0.5

  /// A flick faster than this finishes wherever the finger is, in points per second. [estimate]:
  /// no source settles it; 300 pt/s is about the slowest a deliberate flick on a phone's width
  /// reaches, and above seed 001's 100 pt/s, which pops on any quick nudge.
  public static let textbookFlickVelocity = 300.0

  /// The textbook's release: `vx > 300 || (percent > 0.5 && vx > 0)`.
  public static let textbookReleaseRule = PercentDrivenStrategy.ReleaseRule.percentOrFlick(
    minimumPercent: textbookMinimumPercent, flickVelocity: textbookFlickVelocity)

  /// `completionSpeed` is never below 1: a slow finger does not slow the rest of the animation
  /// below its own pace (`UIPercentDrivenInteractiveTransition`'s default speed).
  public static let textbookMinimumCompletionSpeed = 1.0

  /// The textbook's completion: a linear curve (`completionCurve = .linear`), so the rest runs on
  /// at the finger's speed without a jump; the speed comes from the finger (``RunOut/completionSpeedFromVelocity(minimumSpeed:)``).
  public static let textbookCompletion = TransitionCompletion.percentDriven(speed: 1.0, curve: .linear)

  /// The textbook interactive pop (the WWDC13 218 technique, done right): a
  /// `UINavigationController` subclass is its own delegate (never nil), owns the animator and
  /// the full-screen pan on its own view, checks for a screen to pop only at `.began`, treats a
  /// cancelled touch as a cancel, and sets the completion speed from the finger's velocity. It
  /// switches UIKit's edge swipe and iOS 26's content swipe off, so that only its pan pops.
  public static let textbook = PercentDrivenStrategy.Configuration {
    $0.animation = textbookAnimation
    $0.release = textbookReleaseRule
    $0.cancelledTouch = .cancel
    $0.completion = textbookCompletion
    $0.runOut = .completionSpeedFromVelocity(minimumSpeed: textbookMinimumCompletionSpeed)
    $0.delegateLifetime = .navigationControllerItself
    $0.panScreens = .everyScreen
    $0.panHost = .navigationView
    $0.contentSwipe = .disabled
  }

  /// The textbook subclass with WWDC16 216's animator: `interruptibleAnimator(using:)` returns
  /// one linear `UIViewPropertyAnimator` that the pan scrubs through the percent-driven
  /// controller; the release direction decides, and the animator continues on a spring from
  /// the finger's speed. Everything else is ``textbook``'s.
  public static let textbookInterruptible: PercentDrivenStrategy.Configuration = {
    var configuration = textbook
    configuration.animation = .propertyAnimator(duration: propertyAnimatorDuration)
    configuration.release = .direction(atRestThreshold: propertyAnimatorAtRestThreshold)
    configuration.completion = systemCompletion
    configuration.runOut = .springWithVelocity(dampingRatio: propertyAnimatorDampingRatio)
    return configuration
  }()

  /// seed 004 way 2 as published: ``seed004`` with its `childViewControllers.count == 1` return
  /// at the top of the handler, run on every state (``RootCheck/everyState``).
  public static let seed004Published: PercentDrivenStrategy.Configuration = {
    var configuration = seed004
    configuration.rootCheck = .everyState
    return configuration
  }()
}
