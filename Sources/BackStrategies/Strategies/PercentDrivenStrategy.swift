import BackStrategiesSupport

/// A full-screen pan that drives a custom interactive pop: the "custom transition" way to swipe
/// back from anywhere on the screen (seeds 001, 002, 004 way 2).
///
/// The pan sits on the top screen's view and the system edge gesture is disabled. The pan's
/// `.began` pops with an interaction controller, `.changed` reports a percent, and the release
/// finishes or cancels. The seeds differ in how they measure the percent, how the views follow
/// it and what the release decides:
///
/// - `seed002` (default): `percent = tx / W`; a `UIPercentDrivenInteractiveTransition` scrubs a
///   1.0 s ease-in-out slide, so the page lags the finger below half the width and leads it
///   above; `percent > 0.5` finishes, velocity ignored; the rest runs over `(1 − p)·1.0 s`.
/// - `seed004`: the same with a 0.25 s animation.
/// - `seed001`: `percent = tx / 200`; a `.began` with `velocity.x == 0` resets the recogniser;
///   frames follow the finger 1:1 with the view under it at a quarter speed from −W/4;
///   `(percent > 0.1 && vx > 0) || vx > 100` finishes; a 0.4 s critically damped spring ends it.
///
/// seed 001 also turns user interaction off on both views for its transition and back on only
/// when a released pan's animation ends: during the 0.4 s spring a new touch reaches nothing on
/// the screen, and after a cancelled touch the screen stays dead (`seed001-fixed` mends it).
public struct PercentDrivenStrategy: BackStrategy {
  /// The id of the full-screen pan, in events and reasons.
  public static let recognizerID: RecognizerID = "full-screen-pan"

  /// Id, rules and pitfalls.
  public static let descriptor = StrategyDescriptor(
    id: "percent-driven",
    title: "Full-screen pan driving a custom interactive pop",
    summary:
      "A pan anywhere on the screen pops with a custom animation and an interaction controller; the finger's travel sets the percent, the release finishes or cancels.",
    origin: "seed 002 (UIPercentDrivenInteractiveTransition), seed 004 way 2 (the same, 0.25 s, on a base class), seed 001 (LBTransitionManager: frames, velocity rule, spring), WWDC16 216 (UIViewPropertyAnimator)",
    rules: [
      "Which screens have the pan: seed 002's demo adds it in the pushed screen alone (CustomPopGestureViewController; the screen under it has none); seed 004's BaseViewController and seed 001's manager put it on every screen.",
      "A UIPanGestureRecognizer on the top screen's view: it begins anywhere once the finger has moved 10 pt along either axis, in any direction, and its translation starts from there (UIKit removes the 10 pt at .began). UIKit's edge gesture is disabled (seed 002: interactivePopGestureRecognizer.enabled = NO).",
      "With one screen on the stack nothing happens (seed 002 returns at once; seed 001's popViewControllerAnimated: on the root does nothing).",
      "On .began the strategy calls popViewControllerAnimated:YES with its own animation and interaction controller: every pan starts a pop, even a leftward or vertical one, which then cancels at 0 %.",
      "seed 002 / 004: the screen sets navigationController.delegate = self in viewDidLoad, so the delegate, which hands UIKit the custom animator and the interaction controller, is the screen loaded last. The property is weak: once that screen is popped it is nil until the next push. In seed 004, whose base class gives every screen the pan, the pan on the screen below then calls popViewControllerAnimated: and gets UIKit's own pop, not interactive, which runs to its end at once; in seed 002's demo the screen below has no pan, so the trap never springs. seed 001 (and property-animator) set the delegate around their own popViewControllerAnimated: and restore the previous one, so they never meet a nil delegate.",
      "seed 002 / 004: percent = clamp(tx / W, 0, 1). A UIPercentDrivenInteractiveTransition scrubs the custom animation by time, and that animation is a UIView animation with the default ease-in-out curve, so the page sits at easeInOut(percent)·W: behind the finger below half the width, ahead of it above (at 25 % of the width the page is at 13 %).",
      "seed 002 / 004: on release (or a cancelled touch) percent > 0.5 finishes, otherwise cancels; velocity is ignored, so a fast flick over a third of the width goes back.",
      "seed 002 / 004: the rest of the animation plays at completionSpeed 1.0 with an ease-in-out curve: (1 − p)·D to finish, p·D to cancel, with D = 1.0 s (seed 002) or 0.25 s (seed 004). A seed 002 cancel at 30 % takes 0.3 s.",
      "seed 001: percent = clamp(tx / 200, 0, 1): 200 pt of travel is 100 %, whatever the width.",
      "seed 001: a .began whose velocity.x is exactly 0 disables and re-enables the recogniser and returns: the touch is lost, nothing happens until the next stroke. UIKit's velocity (0.2 × the latest move + 0.8 × the one before) is not zero after one move, so this only fires when the last two moves had no horizontal component.",
      "seed 001: startInteractiveTransition: turns user interaction off on both views; only a released pan's completion turns it back on. During the 0.4 s spring a new touch on the screen reaches nothing, and after a cancelled touch the screen stays dead (seed001-fixed turns it back on after any ending).",
      "seed 001: the pan sets both frames: the top view at clamp(tx, 0, W), 1:1 with the finger; the view under it at clamp(−W/4 + tx·0.25, −W/4, 0).",
      "seed 001: on release, finish when (percent > 0.1 and vx > 0) or vx > 100 pt/s: 20 pt moving right is enough, and any flick faster than 100 pt/s pops. A cancelled touch cancels.",
      "seed 001: both views then move to their ends with a 0.4 s spring of damping 1.0 (no overshoot): finished, the top view at W and the one under it at 0; cancelled, the top view at 0 and the one under it back at −W/4.",
      "property-animator (WWDC16 216): percent = clamp(tx / W, 0, 1) sets a 0.35 s UIViewPropertyAnimator's fractionComplete; it scrubs linearly, so the page moves with the finger and the screen under it slides in from −0.3·W as in UIKit's pop.",
      "property-animator: on release the direction decides: vx > 0 finishes, vx < 0 cancels, and only vx = 0 is judged by position (more than half finishes). The animator then continues over its remaining time on a critically damped spring whose initial velocity is the finger's speed over the distance left (continueAnimation(withTimingParameters:durationFactor: 0)).",
      "textbook: a UINavigationController subclass sets delegate = self once (never nil), adds the pan to its own view, switches UIKit's edge swipe and iOS 26's content swipe off, and returns its animator and interaction controller only while its pan drives a pop (back-button pops keep UIKit's). The root check (viewControllers.count > 1) runs at .began only. The 0.35 s animator moves both views as UIKit does with a linear curve, so the scrubbed page stays under the finger.",
      "textbook: on release, finish when vx > 300 pt/s, or percent > 0.5 and vx > 0; a cancelled touch cancels. Before finish() or cancel() it sets completionSpeed = max(1, |vx|·D / distance left) with a linear completionCurve: the rest runs at the finger's pace, never slower than the animation's own. textbook-interruptible keeps the subclass and replaces the animator by WWDC16 216's interruptibleAnimator(using:) and the release by property-animator's.",
      "seed004-published: seed 004's handler starts with if (childViewControllers.count == 1) return; on every state. popViewControllerAnimated: has already taken the top screen out of the array, so on a two-screen stack .changed, .ended and .cancelled return: the pop is never updated, finished or cancelled, and the run does not settle.",
    ],
    pitfalls: [
      "A full-screen pan steals every horizontal gesture of the screen: sliders, swipe-to-delete, maps; scroll views under the finger win instead (their pan is deeper and crosses the same 10 pt threshold), so a carousel or a list swallows the swipe.",
      "Every pan begins a pop, even leftward or vertical ones on a screen without a scroll view: the transition starts and cancels at once, and the screens' appearance callbacks fire for nothing.",
      "seed 002 / 004: the page does not stick to the finger (ease-in-out scrubbing): trackingError shows the lag.",
      "seed 004: after the first pop the navigation delegate is nil (weak, set in the popped screen's viewDidLoad): on the screen below, which has the pan too (BaseViewController), any pan that begins, even a short peek or a leftward drag, pops it with UIKit's own animation, and the finger no longer drives the page (pop-then-peek pops twice). seed 002's demo escapes it only because the screen below has no pan.",
      "seed 002: the 1.0 s animation makes every ending slow: a cancel from 30 % takes 0.3 s, a finish from 60 % takes 0.4 s, and a second swipe during that time is a nested pop.",
      "seed 002 / 004: velocity is ignored: a quick flick that does not cross half the width goes back.",
      "seed 002 / 004: a cancelled touch past half the width still finishes the pop (Ended and Cancelled share one branch).",
      "seed 001: a stroke whose last two moves before recognition are purely vertical begins with velocity.x = 0 and is thrown away: the swipe right that follows does nothing.",
      "seed 001: a finger that stops before lifting still reads the velocity of its last moves (UIKit's velocityInView: gets no new sample while the finger rests), so a swipe held still and then lifted finishes if it was moving right when it stopped, however long it rested.",
      "seed 001: any rightward flick over 100 pt/s pops, even a short one meant for content.",
      "None of the seeds mirrors the gesture for right-to-left layouts: there a back swipe (leftward) reads as 0 %.",
      "property-animator: UIKit's velocityInView: keeps the last moves' velocity while the finger rests, so a swipe held still and then lifted is judged by the direction it last moved in: edge-swipe-to-third finishes. Judge by position below a speed you choose, or hand the animator a velocity only above it.",
      "seed004-published: a root check at the top of the pan handler runs on every state and, once its own pop has begun, reads the stack without the top screen: on a two-screen stack the pop hangs mid-way (did-not-settle). Check at .began or in gestureRecognizerShouldBegin:.",
    ],
    whenToChoose:
      "Choose it when you need full-screen back with your own animation and can keep horizontal controls off the screens that use it. Write property-animator's shape (WWDC16 216: a linear UIViewPropertyAnimator under the finger, the release's velocity handed to a spring), or at least seed 001's (frames that follow the finger, a velocity rule, a short spring), never seed 002's: scrubbing a UIView animation lags the finger, and a 1.0 s duration makes every ending slow. If UIKit's own animation is enough, target forwarding is simpler.",
    teaching: StrategyTeaching(
      onIOS26:
        "The seeds switch UIKit's edge swipe off (seed 002) or keep it, but none touches the content swipe, which stays on beside their full-screen pan. Their pan, on the top screen, begins after 10 pt, before the content swipe's 30 pt, and excludes it, so most swipes are the seed's as before. The content swipe, on the navigation controller's view, still sees touches the seed's pan cannot: on a screen seed 001 left with user interaction off, a later swipe still reaches the content swipe, which starts UIKit's own pop there. Nothing waits for the content swipe (its delegate answers NO to _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:), so a scroll view under the finger still comes first, as on iOS 18: a carousel at its first page takes the swipe. Seeds 002 and 004 keep a navigation delegate with their own animator: once it has run, UIKit's back recognisers, the content swipe included, get no events (_shouldUseBuiltinInteractionController NO).",
      tryIt: "mid-screen-swipe", breaks: "edge-flick-short"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 7 and later (UIViewControllerAnimatedTransitioning, UIPercentDrivenInteractiveTransition)",
      replacesUIKitAnimation: true, screenshotMemory: "none")
  )

  /// `seed002` (default), `seed001`, `seed004`, `property-animator`, `seed001-fixed`, `textbook`,
  /// `textbook-interruptible`, `seed004-published`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "seed002",
      summary: "seed 002: tx / W scrubs a 1.0 s ease-in-out slide; more than half finishes, velocity ignored.",
      configuration: .seed002),
    StrategyPreset(
      name: "seed001",
      summary: "seed 001: tx / 200 pt, frames 1:1 with parallax, (p > 0.1 and vx > 0) or vx > 100 finishes, 0.4 s spring.",
      configuration: .seed001),
    StrategyPreset(
      name: "seed004",
      summary: "seed 004 way 2: seed 002 with a 0.25 s animation, and the pan and the delegate line on every screen (its BaseViewController).",
      configuration: .seed004),
    StrategyPreset(
      name: "property-animator",
      summary: "WWDC16 216: a linear UIViewPropertyAnimator under the finger; the release direction decides; a spring continues from the finger's speed.",
      configuration: .propertyAnimator),
    StrategyPreset(
      name: "seed001-fixed",
      summary: "seed 001 with user interaction turned back on after a cancelled touch too (the published code leaves the screen dead).",
      configuration: .seed001Fixed),
    StrategyPreset(
      name: "textbook",
      summary: "The textbook pop done right: a navigation-controller subclass is its own delegate, owns the animator and the pan (root check at .began), cancels a cancelled touch, and sets completionSpeed from the finger.",
      configuration: .textbook),
    StrategyPreset(
      name: "textbook-interruptible",
      summary: "The textbook subclass with WWDC16 216's interruptibleAnimator(using:): a linear UIViewPropertyAnimator, the release direction decides, a spring from the finger's speed.",
      configuration: .textbookInterruptible),
    StrategyPreset(
      name: "seed004-published",
      summary: "seed 004 way 2 as published: its root check runs on every state, so on a two-screen stack the pop it began is never finished or cancelled and hangs.",
      configuration: .seed004Published),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Whether this stroke's pan started a pop that it still drives.
  private var driving = false
  /// Screens whose user interaction this strategy turned off for its transition.
  private var disabledScreens: [String] = []
  /// Whether the transition's end turns their interaction back on.
  private var reenablesAtEnd = false
  /// The navigation controller's delegate, as far as this run has seen it
  /// (``DelegateLifetime/setByEachScreenOnLoad``).
  private var delegate = NavigationDelegate.unknown
  /// Whether the run already said that the root check on every state returned.
  private var reportedRootCheck = false

  /// Who is the navigation controller's (weak) delegate.
  private enum NavigationDelegate: Hashable, Sendable {
    /// Not seen yet: the screen on top when the run starts set it last.
    case unknown
    /// The screen that set it in its `viewDidLoad` and is still on the stack.
    case screen(String)
    /// That screen (its id, when the run saw it) was popped: the weak property is nil.
    case released(String?)
  }

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Installs the full-screen pan on the top screen's view and sets UIKit's edge gesture.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(
      systemBackGesture: configuration.systemBackGesture,
      contentSwipe: configuration.contentSwipe,
      // Seeds 002 and 004 make each screen the delegate, which hands UIKit the custom animator
      // and interaction controller; seed 001 is the delegate only around its own pop call.
      // The textbook subclass is its own delegate for good.
      navigationDelegate: configuration.delegateLifetime == .setAroundEachPop ? .none : .customTransitions,
      recognizers: [
        RecognizerSpec(
          id: Self.recognizerID, kind: .pan, host: configuration.panHost,
          onlyOnScreens: configuration.panScreens == .pushedScreenOnly ? scene.stack.last.map { [$0.id] } : nil)
      ])
  }

  /// Reacts to the pan's callbacks.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    trackDelegate(event, context: context)
    if case .transitionEnded(.pop, _) = event, reenablesAtEnd {
      // The animation's completion block: `updateViewsInteractionWithTransitionContext:isEnabled:YES`.
      for screen in disabledScreens { context.send(.setUserInteraction(enabled: true, screen: screen)) }
      disabledScreens = []
      reenablesAtEnd = false
      return
    }
    // The callback handed on as it is: bound by a `guard case` and read through the whole
    // handler, the event was copied first (as zoom's was; docs/performance.md).
    if case .gesture(let gesture) = event { handleGesture(gesture, context: &context) }
  }

  /// A callback of a recogniser: the pan's drives the transition.
  private mutating func handleGesture(_ gesture: GestureEvent, context: inout StrategyContext) {
    guard gesture.recognizer == Self.recognizerID else { return }
    if gesture.state != .began, driving, configuration.rootCheck == .everyState, rootCheckReturns(gesture, context: &context) {
      return
    }
    switch gesture.state {
    case .began:
      began(gesture, context: &context)
    case .changed:
      if driving { follow(gesture, context: &context) }
    case .ended:
      if driving { release(gesture, touchCancelled: false, context: &context) }
    case .cancelled:
      if driving { release(gesture, touchCancelled: true, context: &context) }
    case .possible, .failed:
      break
    }
  }

  // MARK: Steps

  /// Follows `navigationController.delegate` through pushes and pops: a pushed screen sets it in
  /// its `viewDidLoad`; a finished pop releases the top screen, the one that set it last.
  private mutating func trackDelegate(_ event: StrategyEvent, context: StrategyContext) {
    guard configuration.delegateLifetime == .setByEachScreenOnLoad else { return }
    switch event {
    case .transitionEnded(.push, .finished):
      delegate = .screen(context.navigation.top.id)
    case .transitionEnded(.pop, .finished), .transitionEnded(.popToRoot, .finished):
      switch delegate {
      case .screen(let screen): delegate = .released(screen)
      case .unknown: delegate = .released(nil)
      case .released: break
      }
    default:
      if case .unknown = delegate { delegate = .screen(context.navigation.top.id) }
    }
  }

  /// ``RootCheck/everyState``: the handler's first line, `guard viewControllers.count > 1 else
  /// { return }`, on a state after `.began`. Its own pop has already taken the top screen out of
  /// `viewControllers` (UIKit applies the shorter array when `popViewControllerAnimated:` is
  /// called; a cancel puts it back), so the count it reads is one less than the stack the
  /// frames still show. Returns whether the guard returned; says so once.
  private mutating func rootCheckReturns(_ gesture: GestureEvent, context: inout StrategyContext) -> Bool {
    let counted = context.navigation.count - 1
    guard counted <= 1 else { return false }
    if !reportedRootCheck {
      reportedRootCheck = true
      context.send(
        .explain(
          ".\(gesture.state.rawValue): viewControllers.count = \(counted) (the pop begun at .began already took '\(context.navigation.top.id)' out), so the root check on every state returns: the pop is never updated, finished or cancelled"
        ))
    }
    return true
  }

  private mutating func began(_ gesture: GestureEvent, context: inout StrategyContext) {
    guard context.navigation.count > 1 else {
      context.send(.explain("the stack holds one screen: nothing to pop"))
      return
    }
    if configuration.resetsOnZeroVelocityAtBegan && gesture.velocity.x == 0 {
      context.send(.resetRecognizer(Self.recognizerID))
      context.send(.explain("seed 001: began with velocity.x = 0: recognizer reset, nothing happens"))
      return
    }
    if configuration.delegateLifetime == .setByEachScreenOnLoad, case .released(let screen) = delegate {
      // No delegate, so no custom animator and no interaction controller: UIKit's own pop.
      context.send(.pop(animated: true))
      context.send(
        .explain(
          "the navigation delegate is nil: \(screen.map { "'\($0)'" } ?? "the screen on top") set it in viewDidLoad and was popped (the property is weak), so popViewControllerAnimated: runs UIKit's own pop, not interactive; the pan's percent and release reach nothing"
        ))
      return
    }
    switch configuration.animation {
    case .scrubbedSlide(let duration, let curve):
      context.send(.beginInteractivePop(animation: .slide(curve: curve), duration: duration))
    case .directFrames(_, _, let duration):
      context.send(.beginInteractivePop(animation: .direct, duration: duration))
    case .propertyAnimator(let duration):
      context.send(.beginInteractivePop(animation: .parallax(curve: .linear), duration: duration))
    case .scrubbedParallax(let duration, let curve):
      context.send(.beginInteractivePop(animation: .parallax(curve: curve), duration: duration))
    }
    if context.navigation.isTransitioning {
      // The seeds pop without looking: UIKit ignores a pop during a transition (a nested pop).
      context.send(
        .explain("the pan began while a transition was running: popViewControllerAnimated: is ignored, the pan drives nothing"))
      return
    }
    if case .directFrames(let offset, _, _) = configuration.animation {
      // seed 001's `prepareTransitionWithTransitionContext:`: the to-view at −offset·W, the from-view at 0.
      context.send(.setTransitionViews(topX: 0, underX: -offset * context.device.width))
    }
    if configuration.transitionInteraction != .untouched {
      // seed 001's `startInteractiveTransition:`: `updateViewsInteractionWithTransitionContext:isEnabled:NO`.
      disabledScreens = [context.navigation.top.id] + (context.navigation.underID.map { [$0] } ?? [])
      for screen in disabledScreens { context.send(.setUserInteraction(enabled: false, screen: screen)) }
    }
    driving = true
  }

  /// Inlined: called out of line from a mutating method, it was given a copy of the whole
  /// strategy at every move (a `memcpy` a callback).
  @inline(__always)
  private func follow(_ gesture: GestureEvent, context: inout StrategyContext) {
    let percent = percent(of: gesture, width: context.device.width)
    if case .directFrames(let offset, let speed, _) = configuration.animation {
      let width = context.device.width
      let tx = gesture.translation.x
      context.send(
        .setTransitionViews(
          topX: tx.clamped(to: 0...width),
          underX: (-offset * width + tx * speed).clamped(to: -offset * width...0)))
    }
    context.send(.updateInteractivePop(percent: percent))
  }

  private mutating func release(_ gesture: GestureEvent, touchCancelled: Bool, context: inout StrategyContext) {
    driving = false
    switch configuration.transitionInteraction {
    case .untouched: break
    case .offUntilReleased: reenablesAtEnd = !touchCancelled
    case .offDuringTransition: reenablesAtEnd = true
    }
    let percent = percent(of: gesture, width: context.device.width)
    let (finish, why) = decide(gesture, percent: percent, touchCancelled: touchCancelled)
    let (completion, how) = completion(
      finishing: finish, progress: context.navigation.progress, width: context.device.width, velocity: gesture.velocity.x,
      springSettling: context.parameters.springSettlingFraction)
    context.send(finish ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
    context.send(.explain { why() + "; " + how() })
  }

  /// The release rule, and the sentence that states it with the numbers (written only when read).
  private func decide(_ gesture: GestureEvent, percent: Double, touchCancelled: Bool) -> (Bool, @Sendable () -> String) {
    let verb = touchCancelled ? "the touch was cancelled" : "released"
    if touchCancelled && configuration.cancelledTouch == .cancel {
      return (false, { "the touch was cancelled at \(Self.percentText(percent)): cancel" })
    }
    switch configuration.release {
    case .percent(let threshold):
      let finish = percent > threshold
      return (
        finish, { "\(verb) at \(Self.percentText(percent)) \(finish ? ">" : "≤") \(Self.percentText(threshold)): \(finish ? "finish" : "cancel") (velocity ignored)" })
    case .percentOrFlick(let minimum, let flick):
      let vx = gesture.velocity.x
      if vx > flick {
        return (true, { "\(verb) with vx = \(NumberFormatting.short(vx, 0)) pt/s > \(NumberFormatting.short(flick, 0)): finish (at \(Self.percentText(percent)))" })
      }
      if percent > minimum && vx > 0 {
        return (
          true, { "\(verb) at \(Self.percentText(percent)) > \(Self.percentText(minimum)) moving right (vx = \(NumberFormatting.short(vx, 0)) pt/s > 0): finish" })
      }
      if percent <= minimum {
        return (
          false, { "\(verb) at \(Self.percentText(percent)) ≤ \(Self.percentText(minimum)) with vx = \(NumberFormatting.short(vx, 0)) pt/s ≤ \(NumberFormatting.short(flick, 0)): cancel" })
      }
      return (
        false, { "\(verb) at \(Self.percentText(percent)) > \(Self.percentText(minimum)) but vx = \(NumberFormatting.short(vx, 0)) pt/s ≤ 0, not moving right: cancel" })
    case .direction(let threshold):
      let vx = gesture.velocity.x
      if vx != 0 {
        return (vx > 0, { "\(verb) moving \(vx > 0 ? "back" : "forward") (vx = \(NumberFormatting.short(vx, 0)) pt/s): \(vx > 0 ? "finish" : "cancel") (at \(Self.percentText(percent)))" })
      }
      let finish = percent > threshold
      return (
        finish, { "\(verb) at rest at \(Self.percentText(percent)) \(finish ? ">" : "≤") \(Self.percentText(threshold)): \(finish ? "finish" : "cancel")" })
    }
  }

  /// The command's completion, and a sentence saying how long the ending takes (written only when read).
  private func completion(
    finishing: Bool, progress: Double, width: Double, velocity: Double, springSettling: Double
  ) -> (TransitionCompletion, @Sendable () -> String) {
    if case .springWithVelocity(let damping) = configuration.runOut {
      // `durationFactor: 0`: the animator's remaining time; the initial velocity is the finger's
      // speed towards the end over the distance left (UISpringTimingParameters' relative units).
      let remaining = finishing ? 1 - progress : progress
      let duration = remaining * animationDuration
      let distance = remaining * width
      let towardsEnd = finishing ? velocity : -velocity
      let initial = distance > 0 ? max(0, towardsEnd) / distance : 0
      let fitted = Configuration.propertyAnimatorRunOutSpring
      guard let spring = fitted.spring(dampingRatio: damping, duration: duration, settlingFraction: springSettling) else {
        return (.timed(duration: 0, curve: .linear), { "the views are already at their ends" })
      }
      let curve = TimingCurve.spring(dampingRatio: damping, response: spring.response, initialVelocity: initial, duration: duration)
      return (
        .timed(duration: duration, curve: curve),
        {
          "the animator continues \(finishing ? "on" : "back") over its remaining \(NumberFormatting.short(duration)) s on a spring (damping ratio \(NumberFormatting.short(damping))) starting at the finger's \(NumberFormatting.short(max(0, towardsEnd), 0)) pt/s"
        }
      )
    }
    if case .completionSpeedFromVelocity(let minimum) = configuration.runOut,
      case .percentDriven(_, let curve) = configuration.completion
    {
      // `completionSpeed = max(minimum, |vx|·D / distance left)`: the rest at the finger's pace.
      let remaining = finishing ? 1 - progress : progress
      let duration = animationDuration
      let distance = remaining * width
      let speed = distance > 0 ? max(minimum, abs(velocity) * duration / distance) : minimum
      let time = remaining * duration / speed
      return (
        .percentDriven(speed: speed, curve: curve),
        {
          "completionSpeed \(NumberFormatting.short(speed, 2)) from the finger's \(NumberFormatting.short(abs(velocity), 0)) pt/s: the \(finishing ? "remaining" : "played") \(Self.percentText(remaining)) of the \(NumberFormatting.short(duration)) s animation runs \(finishing ? "on" : "back") in \(NumberFormatting.short(time)) s (\(curve.name))"
        }
      )
    }
    let configured = configuration.completion
    switch (configured, configuration.animation) {
    case (.percentDriven(let speed, let curve), _):
      let remaining = finishing ? 1 - progress : progress
      let duration = animationDuration
      let time = speed > 0 ? remaining * duration / speed : 0
      return (
        configured, { "the \(finishing ? "remaining" : "played") \(Self.percentText(remaining)) of the \(NumberFormatting.short(duration)) s animation runs \(finishing ? "on" : "back") in \(NumberFormatting.short(time)) s (\(curve.name))" })
    case (.timed(let duration, let curve), .directFrames(let offset, _, _)):
      let completion = TransitionCompletion.timedTo(
        topX: finishing ? width : 0, underX: finishing ? 0 : -offset * width, duration: duration, curve: curve)
      return (
        completion, { "both views reach their \(finishing ? "final" : "starting") places in \(NumberFormatting.short(duration)) s (\(curve.name))" })
    case (.timed(let duration, let curve), _), (.timedTo(_, _, let duration, let curve), _):
      return (configured, { "the views reach their ends in \(NumberFormatting.short(duration)) s (\(curve.name))" })
    }
  }

  // MARK: Numbers

  /// `clamp(tx / full travel, 0, 1)`.
  private func percent(of gesture: GestureEvent, width: Double) -> Double {
    let full: Double
    switch configuration.fullTravel {
    case .screenWidth: full = width
    case .points(let points): full = points
    }
    guard full > 0 else { return 0 }
    return (gesture.translation.x / full).clamped(to: 0...1)
  }

  /// The duration the custom animation reports (`transitionDuration:`).
  private var animationDuration: Double {
    switch configuration.animation {
    case .scrubbedSlide(let duration, _), .directFrames(_, _, let duration), .propertyAnimator(let duration),
      .scrubbedParallax(let duration, _):
      duration
    }
  }

  /// `0.62` as `"62 %"`.
  static func percentText(_ fraction: Double) -> String {
    NumberFormatting.short(fraction * 100, 1) + " %"
  }
}

extension BuiltInStrategy where Strategy == PercentDrivenStrategy {
  /// `seed002`: seed 002: tx / W scrubs a 1.0 s ease-in-out slide; more than half finishes, velocity ignored.
  public var seed002: StrategySelection { preset("seed002") }

  /// `seed001`: seed 001: tx / 200 pt, frames 1:1 with parallax, (p > 0.1 and vx > 0) or vx > 100 finishes, 0.4 s
  /// spring.
  public var seed001: StrategySelection { preset("seed001") }

  /// `seed004`: seed 004 way 2: seed 002 with a 0.25 s animation.
  public var seed004: StrategySelection { preset("seed004") }

  /// `property-animator`: WWDC16 216: a linear UIViewPropertyAnimator under the finger; the release direction
  /// decides; a spring continues from the finger's speed.
  public var propertyAnimator: StrategySelection { preset("property-animator") }

  /// `seed001-fixed`: seed 001 with user interaction turned back on after a cancelled touch too (the published code
  /// leaves the screen dead).
  public var seed001Fixed: StrategySelection { preset("seed001-fixed") }

  /// `textbook`: the textbook pop done right (a navigation-controller subclass as its own
  /// delegate, the root check at `.began`, a cancelled touch cancels, completionSpeed from the finger).
  public var textbook: StrategySelection { preset("textbook") }

  /// `textbook-interruptible`: the textbook subclass with WWDC16 216's `interruptibleAnimator(using:)`.
  public var textbookInterruptible: StrategySelection { preset("textbook-interruptible") }

  /// `seed004-published`: seed 004 way 2 with its root check on every state: it hangs on a two-screen stack.
  public var seed004Published: StrategySelection { preset("seed004-published") }
}
