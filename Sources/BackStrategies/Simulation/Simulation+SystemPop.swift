/// UIKit's own interactive pop (UIKit 26.1): the rules of `_UINavigationInteractiveTransition`
/// that decide whether its recogniser takes part in a touch and may begin, and its
/// `handleNavigationTransition:` action, which any recogniser can be forwarded to.
extension Simulation {
  /// `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]` and the
  /// `-[UINavigationController _shouldInteractivePopGestureBeEnabled]` it ends in, in their
  /// order: a running transition, a hidden bar, a hidden back button, custom left items that do
  /// not supplement the back button, the root. `nil` when UIKit's edge recogniser may receive
  /// the touch.
  func systemReceiveRefusal() -> String? {
    let top = navigation.top
    if navigation.isTransitioning {
      return "a transition is running (_isTransitioning), so UIKit's edge recogniser takes no new touch"
    }
    if top.navigationBarHidden {
      return "screen '\(top.id)' hides the navigation bar, which turns UIKit's edge gesture off"
    }
    if !top.backButton.keepsSystemBackGesture {
      let what = top.backButton == .hidden ? "hides its back button (hidesBackButton)" : "has a custom left bar button item that does not supplement the back button"
      return "screen '\(top.id)' \(what), which turns UIKit's edge gesture off (no delegate override)"
    }
    if navigation.stack.count < 2 {
      return "on the root screen UIKit keeps its edge gesture off (no previous view controller)"
    }
    return nil
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
  /// - `.changed` sets `percent = tx / W` (`≥ 1` becomes 0.999; below 0 clamps to 0), then
  ///   records a sample.
  /// - `.ended` records a last sample and decides (``PopGestureStatistics``); the rest runs at
  ///   `completionSpeed = max(remaining, T·|v| / W)`, so in `min(T, remaining distance / |v|)`.
  /// - `.cancelled` cancels at the last `completionSpeed`.
  mutating func handleSystemPop(_ event: GestureEvent) {
    let width = device.width
    let sign = device.layoutDirection.backwardSign
    let duration = parameters.transitionDuration
    switch event.state {
    case .began:
      let recordsBefore = navigation.records.count
      applyUIKit(.beginInteractivePop(animation: .parallax(curve: parameters.interactiveTransitionCurve), duration: duration))
      systemDriving = navigation.records.count > recordsBefore
      systemTransitionRecord = systemDriving ? navigation.records.count - 1 : nil
      systemChanged = false
      systemStatistics =
        systemDriving
        ? PopGestureStatistics(
          parameters: parameters, distance: width, time: event.time, translation: sign * event.translation.x,
          velocity: sign * event.velocity.x)
        : nil
    case .changed:
      guard systemDriving else { return }
      var percent = sign * event.translation.x / width
      if percent >= 1 { percent = parameters.maximumInteractivePercent }
      applyUIKit(.updateInteractivePop(percent: percent.clamped(to: 0...1)))
      systemStatistics?.add(time: event.time, translation: sign * event.translation.x, velocity: sign * event.velocity.x)
      systemChanged = true
    case .ended:
      guard systemDriving, navigation.isDrivenInteractively, let progress = navigation.transition?.progress, var statistics = systemStatistics
      else {
        if systemDriving { applyUIKit(.finishInteractivePop(.percentDriven(speed: 1, curve: parameters.completionCurve))) }
        return
      }
      statistics.add(time: event.time, translation: sign * event.translation.x, velocity: sign * event.velocity.x)
      systemStatistics = statistics
      let decision = statistics.decide(percent: progress, velocityX: event.velocity.x, changed: systemChanged)
      let remaining = decision.pops ? 1 - progress : progress
      let handOff = abs(decision.handOffVelocity)
      let speed = handOff != 0 ? max(remaining, duration * handOff / width) : remaining
      systemCompletionSpeed = speed
      let completionTime = speed > 0 ? remaining * duration / speed : 0
      let rule = parameters.popDecision
      explanation = Explanation { Self.releaseReason(decision, progress: progress, width: width, duration: duration, time: completionTime, rule: rule) }
      let completion = TransitionCompletion.percentDriven(speed: speed, curve: parameters.completionCurve)
      applyUIKit(decision.pops ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
    case .cancelled:
      guard systemDriving else { return }
      // The getter answers 1.0 for a speed that is not positive.
      let speed = systemCompletionSpeed > 0 ? systemCompletionSpeed : 1
      explanation = Explanation(text: "the touch was cancelled: the pop cancels")
      applyUIKit(.cancelInteractivePop(.percentDriven(speed: speed, curve: parameters.completionCurve)))
    case .possible, .failed:
      break
    }
  }

  /// The sentence that states UIKit's release decision with its numbers.
  static func releaseReason(
    _ decision: PopGestureStatistics.Decision, progress: Double, width: Double, duration: Double, time: Double,
    rule: PopDecisionProcedure
  ) -> String {
    let verb = decision.pops ? "finishes" : "cancels"
    let ending = "; \(verb) in \(NumberFormatting.fixed(time, 3)) s"
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
