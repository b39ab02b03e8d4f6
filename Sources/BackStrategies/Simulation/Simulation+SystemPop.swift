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
    // The top screen's fields are read where they are, not out of a copy of the screen.
    if navigation.isTransitioning {
      switch runningTransitionAccess() {
      case .catchesCancellingPop: return nil
      case .preempts: break
      case .refused, .catchesAtFirstMove, .pauseDoesNothing:
        return Explanation { "a transition is running (_isTransitioning), so UIKit's back recognisers take no new touch" }
      }
    }
    if navigation.top.navigationBarHidden {
      let topID = navigation.top.id
      return Explanation { [topID] in "screen '\(topID)' hides the navigation bar, which turns UIKit's edge gesture off" }
    }
    let backButton = navigation.top.backButton
    if !backButton.keepsSystemBackGesture {
      let topID = navigation.top.id
      let what = backButton == .hidden ? "hides its back button (hidesBackButton)" : "has a custom left bar button item that does not supplement the back button"
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

  func runningTransitionAccess() -> RunningTransitionAccess {
    runningTransitionAccess(on: parameters.parallaxTransitions)
  }

  /// ``runningTransitionAccess()`` on `branch`.
  func runningTransitionAccess(on branch: ParallaxTransitionBranch) -> RunningTransitionAccess {
    guard branch == .fluid, !navigation.frozen, let transition = navigation.transition,
      transition.runsUIKitAnimator, let finishes = navigation.completingFinishes
    else { return .refused }
    return !finishes && transition.kind == .pop ? .catchesCancellingPop : .preempts
  }

  /// What a `.began` reaching `handleNavigationTransition:` does to the running transition. As
  /// ``runningTransitionAccess()``, and on either branch it tries to catch a cancelling pop of
  /// UIKit's animator: `-[_UINavigationInteractiveTransitionBase _shouldPauseRunningTransition]`
  /// (the last operation a pop whose context was cancelled) is not gated by the interruptible
  /// branch, in UIKit 18.2 as in 26.1, and `.began` then calls `pauseInteractiveTransition`
  /// instead of starting a pop. On the classic branch that pause does nothing
  /// (`-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]` needs the
  /// `_interruptibleAnimator` that `-[_UINavigationParallaxTransition
  /// interruptibleAnimatorForTransition:]` returns only on the interruptible branch), and what
  /// follows is ``ModelParameters/classicCatch`` (``OpenChoice/classicCatch``). On the classic
  /// branch UIKit's own delegate keeps its recognisers out of a running transition
  /// (``systemReceiveRefusal()``), so only a pan forwarded to the handler, or a recogniser whose
  /// delegate the app replaced, gets here.
  func pauseOrPreemptAccess() -> RunningTransitionAccess {
    pauseOrPreemptAccess(on: parameters.parallaxTransitions)
  }

  /// ``pauseOrPreemptAccess()`` on `branch`, the classic catch read as `catchReading`
  /// (``ModelParameters/classicCatch`` unless given).
  func pauseOrPreemptAccess(on branch: ParallaxTransitionBranch, catchReading: ClassicCatchReading? = nil) -> RunningTransitionAccess {
    let access = runningTransitionAccess(on: branch)
    guard access == .refused, !navigation.frozen, navigation.summary.kind == .pop, navigation.completingFinishes == false,
      navigation.transition?.runsUIKitAnimator == true
    else { return access }
    switch catchReading ?? parameters.classicCatch {
    case .atBegan: return .catchesCancellingPop
    case .firstMove: return .catchesAtFirstMove
    case .noOp: return .pauseDoesNothing
    }
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
    switch event.state {
    case .began:
      if let driver = systemPop.driver, driver != event.recognizer, navigation.isTransitioning,
        !(driver.isUIKitBackRecognizer && event.recognizer.isUIKitBackRecognizer)
      {
        report(
          .handlerConflict,
          "'\(event.recognizer)' began driving UIKit's pop handler (handleNavigationTransition:) while the transition '\(driver)' drove was still running: two recognisers fight over one interaction controller")
      }
      if navigation.isTransitioning {
        noteParallaxBranchIfAccessDiffers(atBegan: true)
        noteClassicCatchIfAccessDiffers()
      }
      let commands = systemPop.began(
        event, access: navigation.isTransitioning ? pauseOrPreemptAccess() : .refused, progress: navigation.progress(at: now),
        runOutFrom: navigation.completionProgress?.from, record: navigation.transition?.record, parameters: sharedParameters,
        width: width, sign: sign)
      for command in commands {
        switch command {
        case .pause(let progress):
          found.caughtRunningTransition = true
          applyNavigation(.catchTransition(at: progress), driver: DrivenBy(event.recognizer))
        case .preempt:
          found.caughtRunningTransition = true
          applyNavigation(.preemptTransition)
        case .startPop(let command):
          // `startInteractiveTransition`: a new pop driven by UIKit's handler, on UIKit's animator.
          let recordsBefore = navigation.records.count
          applyUIKit(command)
          let started = navigation.records.count > recordsBefore ? navigation.records.count - 1 : nil
          if started != nil { applyNavigation(.runOnUIKitAnimator) }
          systemPop.startedPop(record: started, event, parameters: sharedParameters, width: width, sign: sign)
        case .explain(let explanation):
          found.explanation = explanation
        }
      }
    case .changed:
      guard systemPop.driving else { return }
      if systemPop.awaitsFirstMove && !catchAtFirstCallback(event) { return }
      if let alternatives, !alternatives.parallaxBranches.isEmpty, !found.openChoicesInPlay.contains(.parallaxBranch) {
        let percent = systemPop.interactivePercent(for: event, width: width, sign: sign)
        let shown = SystemPopHandler.shownProgress(percent, on: parameters.parallaxTransitions, parameters: parameters)
        if alternatives.parallaxBranches.contains(where: { SystemPopHandler.shownProgress(percent, on: $0, parameters: parameters) != shown }) {
          found.openChoicesInPlay.insert(.parallaxBranch)
        }
      }
      switch systemPop.progressUpdate(for: event, parameters: parameters, width: width, sign: sign) {
      case .command(let command):
        applyUIKit(command)
      case .fluidProgress(let banded):
        log(.command(.updateInteractivePop(percent: banded), from: .uikit))
        applyNavigation(.setProgress(banded))
      }
    case .ended:
      if systemPop.driving && systemPop.awaitsFirstMove && !catchAtFirstCallback(event) { return }
      guard systemPop.driving, navigation.isDrivenInteractively, let statistics = systemPop.statistics
      else {
        if systemPop.driving { applyUIKit(.finishInteractivePop(.percentDriven(speed: 1, curve: parameters.completionCurve))) }
        return
      }
      let release = systemPop.released(
        event, statistics: statistics, progress: navigation.summary.interactiveProgress, parameters: parameters, width: width,
        sign: sign)
      found.explanation = release.reason
      if alternatives != nil {
        let pops = if case .finishInteractivePop = release.command { true } else { false }
        noteReleaseReadings(pops: pops, progress: navigation.summary.interactiveProgress, velocityX: event.velocity.x)
        noteTransitionDurationAtRelease(pops: pops, progress: navigation.summary.interactiveProgress, velocityX: event.velocity.x)
      }
      applyUIKit(release.command)
    case .cancelled:
      guard systemPop.driving else { return }
      if systemPop.awaitsFirstMove {
        // `cancelInteractiveTransition` continues the tracked animator back to cancelled: the
        // run-out it already was.
        systemPop.letGo()
        return
      }
      found.explanation = Explanation(text: "the touch was cancelled: the pop cancels")
      // The branches run the cancellation out differently (curve and length): only a later
      // event could meet the difference.
      if let alternatives, !alternatives.parallaxBranches.isEmpty, laterEventsPending {
        found.openChoicesInPlay.insert(.parallaxBranch)
      }
      applyUIKit(systemPop.cancelled(progress: navigation.transition?.progress ?? 0, parameters: parameters))
    case .possible, .failed:
      break
    }
  }

  /// ``ClassicCatchReading/firstMove``: the swipe's first `.changed` or its release, after a
  /// `.began` whose pause did nothing. While the cancelling pop it met still runs, the
  /// callback's `updateInteractiveTransition:` (or `finishInteractiveTransition` /
  /// `cancelInteractiveTransition`) reaches the in-flight context's tracked animator: the pop is
  /// caught where it is, and a `.changed` then sets it to `_percentCompleteWhenPaused + tx / W`.
  /// A pop that ran out first leaves nothing to drive. Whether the handler drives on.
  mutating func catchAtFirstCallback(_ event: GestureEvent) -> Bool {
    var stillRunsAt: Double?
    if !navigation.frozen, let record = navigation.transition?.record, record == systemPop.transitionRecord,
      navigation.completingFinishes == false
    {
      stillRunsAt = navigation.progress(at: now)
    }
    guard case .pause(let progress)? = systemPop.catchAtFirstCallback(stillRunningAt: stillRunsAt) else { return false }
    applyNavigation(.catchTransition(at: progress), driver: DrivenBy(event.recognizer))
    found.caughtRunningTransition = true
    return true
  }

  // MARK: Open choices met

  /// Notes ``OpenChoice/classicCatch`` when another reading of the classic catch makes the
  /// `.began` reaching the handler do otherwise to the running transition
  /// (``pauseOrPreemptAccess(on:catchReading:)``): on the classic branch, a cancelling pop of
  /// UIKit's animator.
  mutating func noteClassicCatchIfAccessDiffers() {
    guard let alternatives, !alternatives.classicCatches.isEmpty, !found.openChoicesInPlay.contains(.classicCatch) else { return }
    let branch = parameters.parallaxTransitions
    let own = pauseOrPreemptAccess(on: branch)
    if alternatives.classicCatches.contains(where: { pauseOrPreemptAccess(on: branch, catchReading: $0) != own }) {
      found.openChoicesInPlay.insert(.classicCatch)
    }
  }

  /// Notes ``OpenChoice/parallaxBranch`` when what a new touch (``runningTransitionAccess()``)
  /// or a `.began` reaching the handler (``pauseOrPreemptAccess()``, `atBegan`) may do to the
  /// running transition differs on another branch.
  mutating func noteParallaxBranchIfAccessDiffers(atBegan: Bool) {
    guard let alternatives, !alternatives.parallaxBranches.isEmpty, !found.openChoicesInPlay.contains(.parallaxBranch) else { return }
    let own = atBegan ? pauseOrPreemptAccess() : runningTransitionAccess()
    let differs = alternatives.parallaxBranches.contains {
      (atBegan ? pauseOrPreemptAccess(on: $0) : runningTransitionAccess(on: $0)) != own
    }
    if differs { found.openChoicesInPlay.insert(.parallaxBranch) }
  }

  /// At UIKit's release decision: notes ``OpenChoice/releaseProcedure`` when another procedure
  /// decides otherwise (pop or cancel), and both it and ``OpenChoice/parallaxBranch`` when a later
  /// event could meet the run-out, which each reading hands a different velocity, curve and length.
  mutating func noteReleaseReadings(pops: Bool, progress: Double, velocityX: Double) {
    guard let alternatives else { return }
    let pending = laterEventsPending
    if !alternatives.popDecisions.isEmpty {
      if pending {
        found.openChoicesInPlay.insert(.releaseProcedure)
      } else if let statistics = systemPop.statistics {
        let changed = systemPop.changed
        if alternatives.popDecisions.contains(where: {
          statistics.decide(percent: progress, velocityX: velocityX, changed: changed, procedure: $0).pops != pops
        }) {
          found.openChoicesInPlay.insert(.releaseProcedure)
        }
      }
    }
    if !alternatives.parallaxBranches.isEmpty && pending { found.openChoicesInPlay.insert(.parallaxBranch) }
  }

  /// Whether anything can still happen after now that a transition's run-out could meet: a
  /// later touch sample, a strategy's timer, or a strategy's own animation of the top view or
  /// overlay. Without one, a run-out of another length or curve ends the run in the same state.
  var laterEventsPending: Bool {
    nextTouchIndex < trace.touches.count || !timers.entries.isEmpty || navigation.manualTopTag != nil
      || (navigation.overlayOffset.map { $0.duration > 0 } ?? false) || stroke.edgeDeadline != nil
  }
}
