import BackStrategiesSupport

/// UIKit's own interactive pop (UIKit 26.1): the rules of `_UINavigationInteractiveTransition`
/// that decide whether its recogniser takes part in a touch and may begin, and its
/// `handleNavigationTransition:` action, which any recogniser can be forwarded to.
extension Simulation {
  /// `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]` and the
  /// `-[UINavigationController _shouldInteractivePopGestureBeEnabled]` it ends in, in their
  /// order: a running transition, a hidden bar, a hidden back button, custom left items that do
  /// not supplement the back button, the root. `nil` when UIKit's edge recogniser may receive
  /// the touch.
  ///
  /// On the fluid branch a running transition of UIKit's own animator does not refuse:
  /// a cancelling pop lets the touch in whatever the rest says (`_shouldPauseRunningTransition`
  /// with interruptible transitions), and any other is preemptable (`_isCurrentTransitionPreemptable`),
  /// so the rest decides, with the root rule read from `viewControllers` after the running pop.
  func systemReceiveRefusal() -> Explanation? {
    let top = navigation.top
    if navigation.isTransitioning {
      switch runningTransitionAccess() {
      case .catchesCancellingPop: return nil
      case .preempts: break
      case .refused:
        return Explanation { "a transition is running (_isTransitioning), so UIKit's back recognisers take no new touch" }
      }
    }
    let topID = top.id
    if top.navigationBarHidden {
      return Explanation { [topID] in "screen '\(topID)' hides the navigation bar, which turns UIKit's edge gesture off" }
    }
    if !top.backButton.keepsSystemBackGesture {
      let what = top.backButton == .hidden ? "hides its back button (hidesBackButton)" : "has a custom left bar button item that does not supplement the back button"
      return Explanation { [topID] in "screen '\(topID)' \(what), which turns UIKit's edge gesture off (no delegate override)" }
    }
    if navigation.viewControllerCount < 2 {
      if navigation.stack.count >= 2 {
        return Explanation {
          "the running pop leaves the root screen on top (viewControllers.count = 1), where UIKit keeps its back gestures off"
        }
      }
      return Explanation { "on the root screen UIKit keeps its edge gesture off (no previous view controller)" }
    }
    return nil
  }

  /// What a new touch may do to the transition that is running, as UIKit's pop handler sees it.
  enum RunningTransitionAccess {
    /// Classic branch, a stuck pop, or a strategy's own animator: no new back gesture.
    case refused
    /// Fluid branch, a pop of UIKit's animator running back to cancelled: the next `.began`
    /// pauses it and drives it from where it is (`pauseInteractiveTransition`).
    case catchesCancellingPop
    /// Fluid branch, any other transition of UIKit's animator: the next `.began` stops it at its
    /// end (`preemptWithContext:`) and starts a new pop.
    case preempts
  }

  func runningTransitionAccess() -> RunningTransitionAccess {
    guard parameters.parallaxTransitions == .fluid, !navigation.frozen, let transition = navigation.transition,
      transition.runsUIKitAnimator, let finishes = navigation.completingFinishes
    else { return .refused }
    return !finishes && transition.kind == .pop ? .catchesCancellingPop : .preempts
  }

  /// What a `.began` reaching `handleNavigationTransition:` does to the running transition. As
  /// ``runningTransitionAccess()``, and on either branch it catches a cancelling pop of UIKit's
  /// animator: `-[_UINavigationInteractiveTransitionBase _shouldPauseRunningTransition]` (the
  /// last operation a pop whose context was cancelled) is not gated by the interruptible branch,
  /// in UIKit 18.2 as in 26.1. On the classic branch UIKit's own delegate keeps its recognisers
  /// out of a running transition (``systemReceiveRefusal()``), so only a pan forwarded to the
  /// handler, or a recogniser whose delegate the app replaced, gets here.
  func pauseOrPreemptAccess() -> RunningTransitionAccess {
    let access = runningTransitionAccess()
    guard access == .refused, !navigation.frozen, navigation.summary.kind == .pop, navigation.completingFinishes == false,
      navigation.transition?.runsUIKitAnimator == true
    else { return access }
    return .catchesCancellingPop
  }

  /// `-[_UINavigationInteractiveTransition gestureRecognizerShouldBegin:]`: the direction rule,
  /// `translation.x >= 0` for a left edge (`<= 0` for a right edge), on the translation the
  /// recogniser reports at `.began`.
  func systemShouldBegin(_ query: BeginQuery) -> BeginDecision {
    let towardsBack = device.layoutDirection.backwardSign * query.translation.x
    if towardsBack < 0 {
      return .reject("translation.x = \(NumberFormatting.short(query.translation.x, 1)) points away from back")
    }
    return .begin
  }

  /// `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]`.
  ///
  /// - `.began` starts the pop (`startInteractiveTransition` → `popViewControllerAnimated:YES`)
  ///   and records the first sample of the release statistics; it does not update the percent.
  ///   On the fluid branch, during a pop of UIKit's animator running back to cancelled it
  ///   pauses that pop instead and drives it from its percent (`_percentCompleteWhenPaused`);
  ///   during any other transition of UIKit's animator it first stops that one at its end
  ///   (`preemptWithContext:`), so a finishing pop completes and the new one pops the next screen.
  /// - `.changed` sets `percent = paused + tx / W`: on the classic branch `≥ 1` becomes 0.999 and
  ///   below 0 clamps to 0; on the fluid branch it rubber-bands past either end; then records a sample.
  /// - `.ended` records a last sample and decides (``PopGestureStatistics``). Classic branch: the
  ///   rest runs at `completionSpeed = max(remaining, T·|v| / W)`, so in
  ///   `min(T, remaining distance / |v|)`, with the completion curve. Fluid branch: a spring runs
  ///   it out from the release velocity (`setStartingVelocity: v / W`, boosted after an edge flick).
  /// - `.cancelled` cancels at the last `completionSpeed` (fluid: the spring, from rest).
  mutating func handleSystemPop(_ event: GestureEvent) {
    let width = device.width
    let sign = device.layoutDirection.backwardSign
    let duration = parameters.transitionDuration
    switch event.state {
    case .began:
      if let driver = systemDriver, driver != event.recognizer, navigation.isTransitioning,
        !(driver.isUIKitBackRecognizer && event.recognizer.isUIKitBackRecognizer)
      {
        report(
          .handlerConflict,
          "'\(event.recognizer)' began driving UIKit's pop handler (handleNavigationTransition:) while the transition '\(driver)' drove was still running: two recognisers fight over one interaction controller")
      }
      systemPausedPercent = 0
      systemTakeOverNote = ""
      switch navigation.isTransitioning ? pauseOrPreemptAccess() : .refused {
      case .catchesCancellingPop:
        caughtRunningTransition = true
        let progress = navigation.progress(at: now)
        navigation.pauseTransition(at: progress)
        systemPausedPercent = progress
        systemTransitionRecord = navigation.transition?.record
        if let record = systemTransitionRecord { navigation.records[record].drivenBy = DrivenBy(event.recognizer) }
        systemDriving = true
        systemTakeOverNote = "caught the cancelling pop at \(NumberFormatting.fixed(progress, 2)) (pauseInteractiveTransition), then "
      case .preempts:
        caughtRunningTransition = true
        systemTakeOverNote = "stopped the running transition at its end and began another pop (preemption), then "
        if let finishes = navigation.completingFinishes { completeTransition(finishing: finishes) }
        startSystemPop(duration: duration)
      case .refused:
        startSystemPop(duration: duration)
      }
      systemDriver = systemDriving ? event.recognizer : nil
      systemChanged = false
      systemStatistics =
        systemDriving
        ? PopGestureStatistics(
          parameters: parameters, distance: width, time: event.time, translation: sign * event.translation.x,
          velocity: sign * event.velocity.x)
        : nil
    case .changed:
      guard systemDriving else { return }
      let percent = systemPausedPercent + sign * event.translation.x / width
      switch parameters.parallaxTransitions {
      case .classic:
        let capped = percent >= 1 ? parameters.maximumInteractivePercent : percent
        applyUIKit(.updateInteractivePop(percent: capped.clamped(to: 0...1)))
      case .fluid:
        let banded = rubberBanded(percent)
        log(.command(.updateInteractivePop(percent: banded), from: .uikit))
        navigation.setInteractiveProgress(banded)
      }
      systemStatistics?.add(time: event.time, translation: sign * event.translation.x, velocity: sign * event.velocity.x)
      systemChanged = true
    case .ended:
      guard systemDriving, navigation.isDrivenInteractively, var statistics = systemStatistics
      else {
        if systemDriving { applyUIKit(.finishInteractivePop(.percentDriven(speed: 1, curve: parameters.completionCurve))) }
        return
      }
      let progress = navigation.summary.interactiveProgress
      statistics.add(time: event.time, translation: sign * event.translation.x, velocity: sign * event.velocity.x)
      systemStatistics = statistics
      let decision = statistics.decide(percent: progress, velocityX: event.velocity.x, changed: systemChanged)
      let other: PopDecisionProcedure = parameters.popDecision == .augmented ? .legacyVelocitySign : .augmented
      let otherPops = statistics.decide(percent: progress, velocityX: event.velocity.x, changed: systemChanged, procedure: other).pops
      let otherName = other == .legacyVelocitySign ? "legacy" : "augmented"
      releaseRuleNote = otherPops == decision.pops ? nil : "the \(otherName) release rule would \(otherPops ? "pop" : "cancel")"
      let remaining = decision.pops ? 1 - progress : progress
      let handOff = abs(decision.handOffVelocity)
      let speed = handOff != 0 ? max(remaining, duration * handOff / width) : remaining
      systemCompletionSpeed = speed
      let rule = parameters.popDecision
      let completion: TransitionCompletion
      let completionTime: Double
      switch parameters.parallaxTransitions {
      case .classic:
        completionTime = speed > 0 ? remaining * duration / speed : 0
        completion = .percentDriven(speed: speed, curve: parameters.completionCurve)
      case .fluid:
        (completion, completionTime) = releaseSpring(from: progress, finishing: decision.pops, velocity: decision.handOffVelocity / width)
      }
      let fluid = parameters.parallaxTransitions == .fluid
      let takeOver = systemTakeOverNote
      explanation = Explanation {
        takeOver
          + Self.releaseReason(decision, progress: progress, width: width, duration: duration, time: completionTime, rule: rule, spring: fluid)
      }
      applyUIKit(decision.pops ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
    case .cancelled:
      guard systemDriving else { return }
      explanation = Explanation(text: "the touch was cancelled: the pop cancels")
      switch parameters.parallaxTransitions {
      case .classic:
        // The getter answers 1.0 for a speed that is not positive.
        let speed = systemCompletionSpeed > 0 ? systemCompletionSpeed : 1
        applyUIKit(.cancelInteractivePop(.percentDriven(speed: speed, curve: parameters.completionCurve)))
      case .fluid:
        let progress = navigation.transition?.progress ?? 0
        applyUIKit(.cancelInteractivePop(releaseSpring(from: progress, finishing: false, velocity: 0).completion))
      }
    case .possible, .failed:
      break
    }
  }

  /// `startInteractiveTransition`: a new pop driven by UIKit's handler, on UIKit's animator.
  private mutating func startSystemPop(duration: Double) {
    let recordsBefore = navigation.records.count
    applyUIKit(.beginInteractivePop(animation: .parallax(curve: parameters.interactiveTransitionCurve), duration: duration))
    systemDriving = navigation.records.count > recordsBefore
    systemTransitionRecord = systemDriving ? navigation.records.count - 1 : nil
    if systemDriving { navigation.markUIKitAnimator() }
  }

  /// The fluid branch's percent: `_UIScrollViewRubberBandOffsetWithoutDecorationForOffset`,
  /// past 1 `1 + e·(1 − 1 / (1 + c·(p − 1) / e))`, below 0 the mirror image.
  func rubberBanded(_ percent: Double) -> Double {
    let extent = parameters.fluidRubberBandExtent
    let c = parameters.fluidRubberBandCoefficient
    guard extent > 0, percent.isFinite else { return percent.isFinite ? percent.clamped(to: 0...1) : 0 }
    func band(_ over: Double) -> Double { extent * (1 - 1 / (1 + c * over / extent)) }
    if percent > 1 { return 1 + band(percent - 1) }
    if percent < 0 { return -band(-percent) }
    return percent
  }

  /// The fluid run-out from `progress`: a spring towards the end (`finishing`) or the start,
  /// starting at `velocity` (progress per second, signed towards back).
  func releaseSpring(from progress: Double, finishing: Bool, velocity: Double) -> (completion: TransitionCompletion, time: Double) {
    let target = finishing ? 1.0 : 0.0
    let distance = abs(target - progress)
    let towards = (target - progress) >= 0 ? velocity : -velocity
    let spring = DampedSpring(
      dampingRatio: parameters.releaseSpringDampingRatio, response: parameters.releaseSpringResponse,
      initialVelocity: distance > 0 ? towards / distance : 0)
    let time = distance > 0 ? spring.settlingDuration(fraction: parameters.springSettlingFraction) : 0
    let curve = TimingCurve.spring(
      dampingRatio: spring.dampingRatio, response: spring.response, initialVelocity: spring.initialVelocity, duration: time)
    return (.timed(duration: time, curve: curve), time)
  }

  /// The sentence that states UIKit's release decision with its numbers.
  static func releaseReason(
    _ decision: PopGestureStatistics.Decision, progress: Double, width: Double, duration: Double, time: Double,
    rule: PopDecisionProcedure, spring: Bool = false
  ) -> String {
    let verb = decision.pops ? "finishes" : "cancels"
    let how = spring ? " on a spring from \(NumberFormatting.short(decision.handOffVelocity, 0)) pt/s\(decision.boosted ? " (edge-flick boost)" : "")" : ""
    let ending = "; \(verb)\(how) in \(NumberFormatting.fixed(time, 3)) s"
    let velocity = NumberFormatting.short(decision.averageVelocity * width, 0)
    switch rule {
    case .legacyVelocitySign:
      return "released with velocity.x \(decision.pops ? "≥" : "<") 0 (legacy rule: the velocity's sign alone)" + ending
    case .augmented:
      if let projected = decision.projected {
        let acceleration = NumberFormatting.short(decision.averageAcceleration * width, 0)
        return "released with projected progress \(NumberFormatting.fixed(projected, 2)) \(decision.pops ? ">" : "≤") \(NumberFormatting.fixed(decision.threshold, 2))"
          + " (progress \(NumberFormatting.fixed(progress, 2)), mean velocity \(velocity) pt/s and acceleration \(acceleration) pt/s²"
          + " over the last \(min(decision.samples, 3)) samples, projected \(NumberFormatting.short(duration)) s)" + ending
      }
      if !decision.changed {
        return "released before any .changed callback: UIKit does not pop a gesture that only began" + ending
      }
      return "released with \(decision.samples) sample\(decision.samples == 1 ? "" : "s"), fewer than 3: mean velocity \(velocity) pt/s \(decision.pops ? "> 0" : "≤ 0")" + ending
    }
  }
}
