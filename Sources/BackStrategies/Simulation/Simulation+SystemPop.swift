/// UIKit's own interactive pop: the rules of `_UINavigationInteractiveTransition` that decide
/// whether its recogniser may begin, and its `handleNavigationTransition:` action, which any
/// recogniser can be forwarded to (peers-ios §0.3, §0.5).
extension Simulation {
  /// `gestureRecognizerShouldBegin:` of UIKit's own delegate, checked in this order: the root,
  /// the back button, the bar, a running transition. (A screen's switch turns the recogniser off
  /// altogether: see `hitTestRefusal`.)
  func systemShouldBegin(_ query: BeginQuery) -> BeginDecision {
    let top = navigation.top
    if navigation.stack.count < 2 {
      return .reject("on the root screen UIKit keeps its edge gesture off")
    }
    if !top.backButton.keepsSystemBackGesture {
      return .reject("screen '\(top.id)' has a \(top.backButton.rawValue) back button, which turns UIKit's edge gesture off (no delegate override)")
    }
    if top.navigationBarHidden {
      return .reject("screen '\(top.id)' hides the navigation bar, which turns UIKit's edge gesture off")
    }
    if navigation.isTransitioning {
      return .reject("a transition is running (_isTransitioning)")
    }
    // UIKit's direction rule (`translation.x >= 0` for a left edge) never decides here: the edge
    // pan has already failed on any movement toward its edge.
    return .begin
  }

  /// `handleNavigationTransition:`: began starts an interactive pop with UIKit's parallax
  /// animation; changed sets `percent = tx / W` (capped at 0.999); ended decides by the projected
  /// position and finishes in `min(D, remaining distance / |v|)`; cancelled cancels.
  mutating func handleSystemPop(_ event: GestureEvent) {
    let width = device.width
    let sign = device.layoutDirection.backwardSign
    let duration = parameters.transitionDuration
    switch event.state {
    case .began:
      let recordsBefore = navigation.records.count
      apply(.beginInteractivePop(animation: .parallax(curve: parameters.interactiveTransitionCurve), duration: duration))
      systemDriving = navigation.records.count > recordsBefore
      systemTransitionRecord = systemDriving ? navigation.records.count - 1 : nil
      if systemDriving { updateSystemPercent(event) }
    case .changed:
      updateSystemPercent(event)
    case .ended:
      guard systemDriving, navigation.isDrivenInteractively, let progress = navigation.transition?.progress else {
        if systemDriving { apply(.finishInteractivePop(.percentDriven(speed: 1, curve: parameters.completionCurve))) }
        return
      }
      let velocity = sign * event.velocity.x / width
      let projected = progress + velocity * duration
      let threshold = min(parameters.projectionDistance / width, parameters.projectionThresholdCap)
      let finishing = projected > threshold
      let remaining = finishing ? 1 - progress : progress
      let speed = max(remaining, duration * abs(velocity))
      let completionTime = speed > 0 ? remaining * duration / speed : 0
      let releaseVelocity = sign * event.velocity.x
      explanation = Explanation {
        "released with projected progress \(NumberFormatting.fixed(projected, 2)) \(finishing ? ">" : "≤") \(NumberFormatting.fixed(threshold, 2))"
        + " (progress \(NumberFormatting.fixed(progress, 2)), velocity \(NumberFormatting.short(releaseVelocity, 0)) pt/s over \(NumberFormatting.short(duration)) s);"
        + " \(finishing ? "finishes" : "cancels") in \(NumberFormatting.fixed(completionTime, 3)) s"
      }
      let completion = TransitionCompletion.percentDriven(speed: speed, curve: parameters.completionCurve)
      apply(finishing ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
    case .cancelled:
      guard systemDriving else { return }
      explanation = Explanation(text: "the touch was cancelled: the pop cancels")
      apply(.cancelInteractivePop(.percentDriven(speed: parameters.completionSpeed, curve: parameters.completionCurve)))
    case .possible, .failed:
      break
    }
  }

  private mutating func updateSystemPercent(_ event: GestureEvent) {
    guard systemDriving else { return }
    let percent = (device.layoutDirection.backwardSign * event.translation.x / device.width)
      .clamped(to: 0...parameters.maximumInteractivePercent)
    apply(.updateInteractivePop(percent: percent))
  }
}
