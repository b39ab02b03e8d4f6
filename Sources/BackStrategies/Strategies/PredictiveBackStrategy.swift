import BackStrategiesSupport

/// Android 14's predictive back (`predictive-back`), as an app sees a back swipe inside its own
/// navigation stack, over the UIKit model.
///
/// Three AOSP parts, each a step here:
/// 1. **Who may start** (`EdgeBackGestureHandler`): a touch-down within 30 pt of *either* edge.
///    Before the threshold, more than 250 ms held, or `dy > dx` past the reduced slop
///    (0.75 × 8 = 6 pt), cancels; `dx > dy` past it crosses the threshold: SystemUI pilfers the
///    touch and back starts (the app's `onBackStarted`).
/// 2. **The arrow** (`BackPanelController`): ENTRY past the 12 pt edge slop; ACTIVE past 16 pt held
///    for a velocity-dependent 10–100 ms; INACTIVE after 32 pt back toward the edge (or `y > 2x`),
///    not before 300 ms; ACTIVE again after 32 pt away, held 160 ms. At the lift ACTIVE commits
///    (FLUNG when it went active less than 100 ms after entry); ENTRY and INACTIVE commit only
///    when flung away from the edge (more than 24 pt since the last direction change, faster than
///    50 pt/s by AOSP's `VelocityTracker`), ENTRY also past 16 pt; anything else cancels.
/// 3. **The app's progress** (`BackTouchTracker`, `BackProgressAnimator`): `deltaX / W` (linear
///    up to `min(W, 412)`, then a moving target), measured from the touch where back started or
///    from where it was last deactivated, smoothed by a 1500-stiffness critically damped spring.
///    Commit pops; cancel springs the progress back to 0.
///
/// The panel is drawn with `PredictiveBackArrow` as the overlay. docs/strategies/predictive-back.md
/// teaches it; the configuration names each number's source.
public struct PredictiveBackStrategy: BackStrategy {
  /// The system gesture's recogniser: a pan on the window (SystemUI's input monitor sees every
  /// touch), with no hysteresis: the rules above decide.
  public static let recognizerID: RecognizerID = "predictive-back"
  /// Ends the arrow's last animation (its fade or retraction) by hiding the overlay.
  public static let arrowGoneTimer: TimerID = "back-arrow-gone"
  /// One display frame of BackProgressAnimator's spring (Choreographer): the progress moves on
  /// between touch samples until the spring rests.
  public static let progressFrameTimer: TimerID = "back-progress-frame"
  /// The spring counts as resting once within this of its target (in progress units) and slower
  /// than this per second: the model's choice, below a thousandth of the width.
  static let springRestThreshold = 0.0005

  /// `android` (default).
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "android",
      summary: "Android 14 gesture navigation: 30 pt at both edges, 6 pt slop, the arrow's states and timings, lsq2 velocity, progress through a spring.",
      configuration: .android),
    StrategyPreset(
      name: "callback",
      summary: "An enabled OnBackPressedCallback on a screen with unsaved changes: the arrow shows, the page does not move, and the commit calls handleOnBackPressed, which shows the dialog.",
      configuration: .callback),
  ]

  /// The configuration of this run.
  public let configuration: Configuration

  private enum Phase: Sendable { case idle, waitingForThreshold, started, finished }

  private var phase = Phase.idle
  /// This back gesture goes to the app's enabled `OnBackPressedCallback`
  /// (``Configuration/leaveCallback`` on a screen that confirms leaving): no pop animation, and
  /// the commit shows the app's dialog.
  private var toCallback = false
  private var edge = ScreenEdge.left
  private var down = Point.zero
  private var downTime = 0.0
  /// AOSP's `VelocityTracker` as `BackPanelController` feeds it.
  private var tracker = AndroidVelocityTracker()

  // BackPanelController's fields.
  private var state = PredictiveBackArrowState.gone
  private var previousState = PredictiveBackArrowState.gone
  private var hasPassedDragSlop = false
  private var previousXTranslation = 0.0
  private var xTranslationAtActive = 0.0
  private var totalTouchDeltaActive = 0.0
  private var totalTouchDeltaInactive = 0.0
  private var touchDeltaStartX = 0.0
  private var entryTime = 0.0
  private var inactiveTime = 0.0
  private var pastThresholdSince: Double?
  private var entryToActiveDelay = 0.0
  private var arrowCentreY = 0.0
  /// The panel's dimensions last sent, once worked out (``pendingDraw`` may still hold newer ones).
  private var lastDimensions: PanelDimensions?
  /// In a run that draws nothing: a finite stand-in overlay is shown, and nothing since has
  /// hidden or moved it. Another stand-in would change nothing (it is the same overlay, and a
  /// stand-in that is not finite is ignored), so the panel's dimensions are not worked out at
  /// every move, only when they are read (``pendingDraw``).
  private var standInShown = false
  /// The state and stretch of the last draw while ``standInShown``, its dimensions not yet
  /// worked out (``resolvedDimensions()``).
  private var pendingDraw: (state: PredictiveBackArrowState, progress: Double)?

  // BackTouchTracker's and BackProgressAnimator's fields.
  private var initTouchX = 0.0
  private var startThresholdX = 0.0
  private var triggerBack = false
  private var springValue = 0.0
  private var springVelocity = 0.0
  private var springTarget = 0.0
  private var springTime = 0.0

  /// Draws the panel with the configuration's sizes.
  private let arrow: PredictiveBackArrow

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
    self.arrow = PredictiveBackArrow(panel: configuration.panel)
  }

  /// The window pan; no UIKit back recogniser (an Android app has no navigation controller,
  /// so neither the edge swipe nor iOS 26's content swipe).
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(
      systemBackGesture: .disabled, contentSwipe: .noNavigationController,
      recognizers: [
        RecognizerSpec(
          id: Self.recognizerID, kind: .pan, host: .window, asksShouldBegin: true, hysteresis: 0,
          // isWithinInsets: only a touch-down within the inset of either edge may start back.
          listensAt: TouchArea(side: .bothEdges, width: configuration.backGestureInset))
      ])
  }

  /// `isWithinInsets`: the touch-down within the inset of either edge; the app must have a back
  /// callback (more than one screen) and no transition may be running.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    if context.navigation.count < 2 {
      return .reject("the app's stack holds one screen: no in-app back callback (the system would go home; not modelled)")
    }
    if context.navigation.isTransitioning { return .reject("a transition is running") }
    let downX = query.location.x - query.translation.x
    let inset = configuration.backGestureInset
    let width = context.device.width
    if downX < inset || downX >= width - inset { return .begin }
    return .reject(
      "touch-down at x = \(NumberFormatting.short(downX, 1)) is outside the \(NumberFormatting.short(inset)) pt back-gesture inset of both edges")
  }

  /// Reacts to the window pan's callbacks and the arrow timer.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    switch event {
    // The frame timer first: it fires at every frame of the spring. Its id is too long to be
    // stored inline in the `String`, the arrow's is not, so comparing the one with the other
    // takes `String`'s slow path (about 70 instructions); compared with itself it is equal at once.
    case .timerFired(let timer) where timer == Self.progressFrameTimer:
      guard phase == .started else { return }
      advanceSpring(to: context.time)
      context.send(.updateInteractivePop(percent: springValue.clamped(to: 0...1)))
      scheduleFrame(context: &context)
    case .timerFired(let timer) where timer == Self.arrowGoneTimer:
      context.send(.hideOverlay)
      standInShown = false
      setState(.gone)
    case .gesture(let gesture) where gesture.recognizer == Self.recognizerID:
      switch gesture.state {
      case .began:
        touchDown(gesture, context: &context)
        move(gesture, context: &context)
      case .changed:
        move(gesture, context: &context)
      case .ended:
        lift(gesture, context: &context)
      case .cancelled:
        touchCancelled(context: &context)
      case .possible, .failed:
        break
      }
    default:
      break
    }
  }

  // MARK: EdgeBackGestureHandler

  private mutating func touchDown(_ gesture: GestureEvent, context: inout StrategyContext) {
    down = gesture.startLocation
    downTime = gesture.startTime ?? gesture.time
    edge = down.x < configuration.backGestureInset ? .left : .right
    phase = .waitingForThreshold
    tracker.addDown(time: downTime, position: down)
    // BackPanelController ACTION_DOWN.
    state = .gone
    previousState = .gone
    hasPassedDragSlop = false
    previousXTranslation = 0
    totalTouchDeltaActive = 0
    totalTouchDeltaInactive = 0
    pastThresholdSince = nil
    arrowCentreY = arrow.centreY(touchY: down.y)
    lastDimensions = nil
    pendingDraw = nil
    standInShown = false
    context.send(.cancelTimer(Self.arrowGoneTimer))
  }

  private mutating func move(_ gesture: GestureEvent, context: inout StrategyContext) {
    guard phase == .waitingForThreshold || phase == .started else { return }
    let time = gesture.time
    let location = gesture.location
    tracker.addMove(time: time, position: location)
    if phase == .waitingForThreshold {
      let slop = configuration.backGestureSlop
      let dx = abs(location.x - down.x)
      let dy = abs(location.y - down.y)
      if time - downTime > configuration.longPressTimeout {
        let (held, timeout) = (time - downTime, configuration.longPressTimeout)
        cancelBeforeThreshold(
          {
            "held \(NumberFormatting.short(held * 1000, 0)) ms > \(NumberFormatting.short(timeout * 1000, 0)) ms before crossing the threshold: a long press, back cancelled"
          },
          context: &context)
        return
      }
      if dy > dx && dy > slop {
        cancelBeforeThreshold(
          {
            "moved \(NumberFormatting.short(dy, 1)) pt vertically (more than dx \(NumberFormatting.short(dx, 1)) and the \(NumberFormatting.short(slop, 1)) pt slop) before the threshold: back cancelled"
          },
          context: &context)
        return
      }
      if dx > dy && dx > slop {
        phase = .started
        // BackAnimationController: onBackStarted at the touch that crossed the threshold.
        initTouchX = location.x
        startThresholdX = location.x
        triggerBack = false
        springValue = 0
        springVelocity = 0
        springTarget = 0
        springTime = time
        toCallback = configuration.leaveCallback && context.navigation.count > 1 && context.navigation.top.confirmsLeave
        if !toCallback {
          context.send(.beginInteractivePop(animation: .parallax(curve: .linear), duration: context.parameters.transitionDuration))
        }
        context.send(.explain { [slop, dx] in "dx \(NumberFormatting.short(dx, 1)) pt > dy and the \(NumberFormatting.short(slop, 1)) pt slop: the threshold is crossed, SystemUI pilfers the touch, back starts" })
      }
    }
    panelMove(location, time: time, context: &context)
    if phase == .started { progress(location.x, time: time, context: &context) }
  }

  /// Back cancelled before the threshold; `why` is worded only when read (a corpus reads few).
  private mutating func cancelBeforeThreshold(_ why: @escaping @Sendable () -> String, context: inout StrategyContext) {
    phase = .finished
    setState(.gone)
    context.send(.hideOverlay)
    standInShown = false
    context.send(.resetRecognizer(Self.recognizerID))
    context.send(.explain(why))
  }

  // MARK: BackPanelController

  private var inward: Double { edge.inwardSign }

  private mutating func setState(_ next: PredictiveBackArrowState) {
    guard next != state else { return }
    previousState = state
    state = next
  }

  private mutating func enter(_ next: PredictiveBackArrowState, time: Double) {
    guard next != state else { return }
    setState(next)
    switch next {
    case .entry:
      entryTime = time
      setTriggerBack(false)
    case .active:
      xTranslationAtActive = previousXTranslation
      setTriggerBack(true)
    case .inactive:
      inactiveTime = time
      totalTouchDeltaInactive = -configuration.deactivationThreshold
      setTriggerBack(false)
    default:
      break
    }
  }

  private mutating func panelMove(_ location: Point, time: Double, context: inout StrategyContext) {
    if !hasPassedDragSlop {
      guard abs(location.x - down.x) > configuration.edgeSlop else { return }
      hasPassedDragSlop = true
      enter(.entry, time: time)
    }
    guard state == .entry || state == .active || state == .inactive else { return }
    let yTranslation = abs(location.y - down.y)
    let xTranslation = max(0, inward * (location.x - down.x))
    let xDelta = xTranslation - previousXTranslation
    previousXTranslation = xTranslation
    if abs(xDelta) > 0 {
      // `isInDynamicRange = totalTouchDeltaActive in dynamicTriggerThresholdRange`, a range from
      // +32 to −32: empty in Kotlin, so only the direction decides.
      if xDelta.sign == totalTouchDeltaActive.sign && totalTouchDeltaActive != 0 {
        totalTouchDeltaActive += xDelta
      } else {
        totalTouchDeltaActive = xDelta
        touchDeltaStartX = location.x
      }
      totalTouchDeltaInactive = max(totalTouchDeltaInactive + xDelta, -configuration.touchSlop)
    }
    let withinY = xTranslation * 2 >= yTranslation
    let pastStatic = xTranslation > configuration.staticTriggerThreshold
    let timings = configuration.timings
    switch state {
    case .entry:
      // The delay is read only when the condition first holds (``pastThreshold``): the velocity
      // behind it is worked out then, not at every move.
      let delay = pastStatic && pastThresholdSince == nil ? entryDelay() : 0
      if pastThreshold(pastStatic, time: time, delay: delay) {
        enter(.active, time: time)
        context.send(.explain { [xTranslation] in "x translation \(NumberFormatting.short(xTranslation, 1)) pt > 16 pt, held past the entry delay: the arrow is ACTIVE (a release now goes back)" })
      }
    case .inactive:
      let past = pastStatic && totalTouchDeltaInactive >= configuration.reactivationThreshold && withinY
      if pastThreshold(past, time: time, delay: timings.inactiveBeforeActive) {
        enter(.active, time: time)
        context.send(.explain("moved 32 pt away from the edge again, held 160 ms: the arrow is ACTIVE again"))
      }
    case .active:
      let pastDeactivation = totalTouchDeltaActive <= -configuration.deactivationThreshold
      if (!withinY || pastDeactivation) && time - entryTime > timings.activeBeforeInactive {
        enter(.inactive, time: time)
        let back = -totalTouchDeltaActive
        context.send(
          .explain {
            let why = pastDeactivation ? "moved \(NumberFormatting.short(back, 1)) pt back toward the edge (≥ 32)" : "y translation more than twice x"
            return "\(why), 300 ms after entry: the arrow is INACTIVE (a release now cancels)"
          })
      }
    default:
      break
    }
    let stretch: Double
    switch state {
    case .active: stretch = (xTranslation - xTranslationAtActive) / min(context.device.width, configuration.progressThreshold)
    case .entry: stretch = xTranslation / configuration.staticTriggerThreshold
    case .inactive: stretch = totalTouchDeltaInactive / configuration.reactivationThreshold
    default: stretch = 0
    }
    draw(state, progress: stretch, context: &context)
  }

  /// `isPastThresholdToActive`: true once the condition has held longer than `delay`; the delay
  /// is fixed when the condition first holds.
  private mutating func pastThreshold(_ condition: Bool, time: Double, delay: Double) -> Bool {
    guard condition else {
      pastThresholdSince = nil
      return false
    }
    if pastThresholdSince == nil {
      pastThresholdSince = time
      entryToActiveDelay = delay
    }
    return time - (pastThresholdSince ?? time) > entryToActiveDelay
  }

  /// `convertVelocityToAnimationFactor`: `lerp(10, 100, 1 − smoothStep(0.5, 1, |vx| px/ms))` ms.
  private func entryDelay() -> Double {
    let timings = configuration.timings
    let speed = abs(tracker.velocity.x) / 1000
    let t = ((speed - timings.slowVelocityBound) / (timings.fastVelocityBound - timings.slowVelocityBound)).clamped(to: 0...1)
    let factor = t * t * (3 - 2 * t)
    return timings.entryBeforeActiveFast + (timings.entryBeforeActiveSlow - timings.entryBeforeActiveFast) * (1 - factor)
  }

  /// `isFlungAwayFromEdge`: more than 3 slops since the last direction change, and faster than
  /// the minimum fling velocity away from the edge.
  private func flungAwayFromEdge(endX: Double) -> (Bool, @Sendable () -> String) {
    let distance = inward * (endX - touchDeltaStartX)
    let velocity = inward * tracker.velocity.x
    let minimumDistance = configuration.touchSlop * configuration.flingDistanceSlops
    let minimumVelocity = configuration.minimumFlingVelocity
    let flung = distance > minimumDistance && velocity > minimumVelocity
    let text: @Sendable () -> String = {
      "\(NumberFormatting.short(distance, 1)) pt since the last turn (needs > \(NumberFormatting.short(minimumDistance)))"
        + ", \(NumberFormatting.short(velocity, 0)) pt/s away from the edge (needs > \(NumberFormatting.short(minimumVelocity)))"
    }
    return (flung, text)
  }

  /// Shows the panel in `state` at `progress`, when its dimensions changed. In a run that draws
  /// nothing, once a finite stand-in shows, only the request is kept (``pendingDraw``).
  private mutating func draw(_ state: PredictiveBackArrowState, progress: Double, context: inout StrategyContext) {
    if standInShown {
      pendingDraw = (state, progress)
      return
    }
    let dimensions = arrow.dimensions(state, progress: progress)
    guard dimensions != lastDimensions else { return }
    lastDimensions = dimensions
    let width = context.device.width
    if context.drawsFrames {
      context.send(.showOverlay(arrow.overlay(dimensions, edge: edge, centreY: arrowCentreY, screenWidth: width)))
    } else {
      let standIn = arrow.standIn(dimensions, edge: edge, centreY: arrowCentreY, screenWidth: width)
      standInShown = standIn.isFinite
      context.send(.showOverlay(standIn))
    }
  }

  /// The dimensions last drawn (``lastDimensions``), working out a pending draw's first.
  private mutating func resolvedDimensions() -> PanelDimensions? {
    if let pending = pendingDraw {
      pendingDraw = nil
      lastDimensions = arrow.dimensions(pending.state, progress: pending.progress)
    }
    return lastDimensions
  }

  // MARK: The lift

  private mutating func lift(_ gesture: GestureEvent, context: inout StrategyContext) {
    tracker.liftOff(time: gesture.time)
    guard phase == .waitingForThreshold || phase == .started else { return }
    let started = phase == .started
    phase = .finished
    let timings = configuration.timings
    var commits = false
    // The reason is worded only when read (a corpus reads few): each branch captures its numbers.
    let why: @Sendable () -> String
    var arrowEnd = timings.cancelled
    let (flung, flingText) = flungAwayFromEdge(endX: gesture.location.x)
    switch state {
    case .entry:
      if flung || previousXTranslation > configuration.staticTriggerThreshold {
        commits = true
        why = { "released in ENTRY, " + (flung ? "flung away from the edge (\(flingText()))" : "past 16 pt") + ": FLUNG, back" }
        arrowEnd = timings.fling + timings.committedAfterFling
      } else {
        why = { "released in ENTRY (\(flingText())), not past 16 pt: CANCELLED" }
      }
    case .inactive:
      if flung {
        commits = true
        why = { "released INACTIVE but flung away from the edge (\(flingText())): FLUNG, back" }
        arrowEnd = timings.inactiveBeforeFlung + timings.fling + timings.committedAfterFling
      } else {
        why = { "released INACTIVE, not flung (\(flingText())): CANCELLED" }
      }
    case .active:
      commits = true
      if previousState == .entry && gesture.time - entryTime < timings.entryToActiveConsideredFling {
        let sinceEntry = gesture.time - entryTime
        why = { "released ACTIVE \(NumberFormatting.short(sinceEntry * 1000, 0)) ms after entry (< 100): FLUNG, back" }
        arrowEnd = timings.fling + timings.committedAfterFling
      } else if previousState == .inactive && gesture.time - inactiveTime < timings.inactiveToActiveConsideredFling {
        why = { "released ACTIVE, reactivated less than 400 ms ago: COMMITTED after 130 ms, back" }
        arrowEnd = timings.activeAfterInactive + timings.committed
      } else {
        why = { "released ACTIVE: COMMITTED, back" }
        arrowEnd = timings.committed
      }
    case .gone, .flung, .committed, .cancelled:
      let slop = configuration.backGestureSlop
      why = {
        started ? "released before the arrow entered (12 pt edge slop): CANCELLED" : "lifted before the \(NumberFormatting.short(slop, 1)) pt threshold: no back"
      }
    }
    if commits && started {
      enter(.committed, time: gesture.time)
      draw(.committed, progress: 0, context: &context)
      if toCallback {
        let screen = context.navigation.top.id
        context.send(.showLeaveDialog(screen: screen))
        context.send(
          .explain { [why] in
            why() + "; the enabled OnBackPressedCallback of screen '\(screen)' gets handleOnBackPressed and shows the app's dialog: no pop"
          })
      } else {
        context.send(.finishInteractivePop(.percentDriven(speed: 1, curve: .linear)))
        let progress = springValue
        context.send(.explain { [why] in why() + "; the app pops from progress \(NumberFormatting.short(progress, 2))" })
      }
    } else {
      enter(.cancelled, time: gesture.time)
      if let shown = resolvedDimensions() {
        let retreat = -inward * (shown.margin + shown.width)
        context.send(.animateOverlay(offsetX: retreat, duration: timings.cancelled, curve: .easeOut))
        standInShown = false
      }
      if started {
        context.send(
          .cancelInteractivePop(.timed(duration: configuration.springSettleDuration, curve: .criticallyDampedSpring)))
      }
      context.send(.explain { [why] in why() + (started ? "; the progress springs back to 0 (onBackCancelled)" : "") })
    }
    context.send(.cancelTimer(Self.progressFrameTimer))
    if lastDimensions != nil || pendingDraw != nil { context.send(.scheduleTimer(Self.arrowGoneTimer, delay: arrowEnd)) }
  }

  private mutating func touchCancelled(context: inout StrategyContext) {
    let started = phase == .started
    phase = .finished
    setState(.gone)
    context.send(.hideOverlay)
    standInShown = false
    context.send(.cancelTimer(Self.progressFrameTimer))
    if started {
      context.send(.cancelInteractivePop(.timed(duration: configuration.springSettleDuration, curve: .criticallyDampedSpring)))
    }
    context.send(.explain("the touch was cancelled: the arrow is GONE" + (started ? ", back cancelled" : "")))
  }

  // MARK: BackTouchTracker and BackProgressAnimator

  private mutating func setTriggerBack(_ value: Bool) {
    guard phase == .started || phase == .waitingForThreshold else { return }
    if triggerBack != value && !value { startThresholdX = lastTouchX }
    triggerBack = value
  }

  private var lastTouchX = 0.0

  private mutating func progress(_ x: Double, time: Double, context: inout StrategyContext) {
    // `update`: going back past the start threshold toward the edge restarts it there.
    if (edge == .left && x < startThresholdX) || (edge == .right && x > startThresholdX) { startThresholdX = x }
    lastTouchX = x
    let startX = triggerBack ? initTouchX : startThresholdX
    let deltaX = max(0, inward * (x - startX))
    let maxDistance = max(context.device.width, 1)
    let linearDistance = min(maxDistance, configuration.progressThreshold)
    let target: Double
    if linearDistance < maxDistance {
      let nonLinear = maxDistance - linearDistance
      let initialTarget = linearDistance + nonLinear * configuration.nonLinearFactor
      if deltaX <= linearDistance {
        target = deltaX / initialTarget
      } else {
        let amount = (deltaX - linearDistance) / nonLinear
        target = deltaX / (initialTarget + (maxDistance - initialTarget) * amount)
      }
    } else {
      target = deltaX / maxDistance
    }
    advanceSpring(to: time)
    springTarget = target.clamped(to: 0...1)
    context.send(.updateInteractivePop(percent: springValue.clamped(to: 0...1)))
    scheduleFrame(context: &context)
  }

  /// The next frame of the spring, unless it rests. Inlined: called out of line from a
  /// mutating method, it was given a copy of the whole strategy (about 1 KB) at every frame.
  @inline(__always)
  private func scheduleFrame(context: inout StrategyContext) {
    let resting = abs(springValue - springTarget) < Self.springRestThreshold && abs(springVelocity) < Self.springRestThreshold
    if resting { return }
    context.send(.scheduleTimer(Self.progressFrameTimer, delay: 1 / max(context.device.refreshRate, 1)))
  }

  /// Runs BPA's spring (critically damped when the damping ratio is 1, unit mass) from the last
  /// event to `time`, toward the last target.
  private mutating func advanceSpring(to time: Double) {
    let dt = max(0, time - springTime)
    springTime = time
    guard dt > 0 else { return }
    let omega = configuration.springStiffness.squareRoot()
    let offset = springValue - springTarget
    let c2 = springVelocity + omega * offset
    let decay = Math.exponential(-omega * dt)
    springValue = springTarget + (offset + c2 * dt) * decay
    springVelocity = (c2 - omega * (offset + c2 * dt)) * decay
  }
}

extension BuiltInStrategy where Strategy == PredictiveBackStrategy {
  /// `android`: Android 14 gesture navigation: 30 pt at both edges, 6 pt slop, the arrow's states and timings, lsq2
  /// velocity, progress through a spring.
  public var android: StrategySelection { preset("android") }

  /// `callback`: an enabled `OnBackPressedCallback` on a screen with unsaved changes: the arrow
  /// shows, the page stays, the commit shows the app's dialog.
  public var callback: StrategySelection { preset("callback") }
}
