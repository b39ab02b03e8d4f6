import BackStrategiesSupport

/// Applying a strategy's commands to navigation, as UIKit would, and noticing hazards.
extension Simulation {
  mutating func apply(_ command: StrategyCommand) {
    // After a crash the app is gone: the rest of the queue never runs.
    if found.terminated { return }
    switch command {
    case .beginInteractivePop(let animation, let duration):
      beginInteractivePop(animation: animation, duration: duration)
    case .finishInteractivePop(let completion):
      endInteractivePop(finishing: true, completion: completion)
    case .cancelInteractivePop(let completion):
      endInteractivePop(finishing: false, completion: completion)
    case .pop(let animated):
      startPop(.pop, animated: animated)
    case .popToRoot(let animated):
      startPop(.popToRoot, animated: animated)
    case .push(let screen, let animated):
      push(screen, animated: animated)
    case .updateInteractivePop, .setTransitionViews, .moveTopView, .animateTopView, .captureScreenshot, .releaseScreenshots,
      .showOverlay, .hideOverlay, .animateOverlay, .setOverlayIcon, .setUserInteraction:
      navigation.apply(command, at: now)
    case .scheduleTimer(let id, let delay):
      timers.schedule(id, at: now + (delay.isFinite ? max(0, delay) : 0))
    case .cancelTimer(let id):
      timers.cancel(id)
    case .resetRecognizer(let id):
      resetRecognizer(id)
    case .explain(let text):
      found.explanation = text
    case .unrecognizedSelector(let message):
      let detail = "\(message): unrecognized selector sent to instance; NSInvalidArgumentException terminates the app"
      report(.crash, detail)
      found.explanation = Explanation(text: detail)
      found.terminated = true
    case .showLeaveDialog(let screen):
      showLeaveDialog(over: screen)
    case .desyncAfterVeto(let detail):
      report(.frozenAfterVeto, detail)
      navigation.frozen = true
    case .zoomDismissReleased(let aftermath):
      noteZoomDismissReleased(aftermath)
    }
  }

  /// `popViewControllerAnimated:` with an interaction controller.
  mutating func beginInteractivePop(animation: TransitionAnimation, duration: Double) {
    if navigation.isTransitioning {
      report(.nestedTransition, "an interactive pop was requested while a transition was running; UIKit ignores it")
      noteHandlerConflict()
      return
    }
    navigation.backFeedbackShown = true
    let stuck = navigation.stack.count < 2
    navigation.records.append(
      TransitionRecord(
        kind: .pop, interactive: true, result: stuck ? .stuck : .cancelled, began: now, decided: nil, settled: nil,
        drivenBy: currentDriver))
    let (top, under) = startingPositions(for: animation)
    navigation.replaceTransition(NavigationModel.ActiveTransition(
      kind: .pop, record: navigation.records.count - 1, animation: animation, duration: max(0, duration),
      phase: .interactive, progress: 0, directTop: top, directUnder: under, stuck: stuck))
    if stuck {
      navigation.frozen = true
      report(.rootFreeze, "an interactive pop began with one screen on the stack; UIKit's _isTransitioning stays set and navigation is stuck")
      found.explanation = Explanation(text: "an interactive pop began on the root screen, where there is nothing to pop: navigation is now stuck (root-freeze)")
    }
  }

  /// Who drives a transition begun now: the recogniser whose callback is being handled, else
  /// (a timer, a later event) the last back recogniser that began.
  var currentDriver: DrivenBy? {
    (dispatch.callbackRecognizer ?? dispatch.lastBeganBackRecognizer).map { DrivenBy($0) }
  }

  /// One handler asked for a pop while the other's transition ran: the strategy's own handler
  /// during a pop UIKit's handler drives, or UIKit's handler during the strategy's own.
  mutating func noteHandlerConflict() {
    guard let transition = navigation.transition, !transition.stuck else { return }
    let uikitRuns = transition.record == systemPop.transitionRecord
    guard uikitRuns != dispatch.applyingUIKitCommand else { return }
    report(
      .handlerConflict,
      uikitRuns
        ? "the strategy's own handler began a pop while UIKit's pop handler still ran one (started by '\(systemPop.driver.map(\.description) ?? "UIKit")')"
        : "UIKit's pop handler began a pop while the strategy's own transition still ran")
  }

  func startingPositions(for animation: TransitionAnimation) -> (Double, Double) {
    let sign = device.layoutDirection.backwardSign
    switch animation {
    case .parallax: return (0, -sign * parameters.parallaxFraction * device.width)
    case .slide: return (0, 0)
    case .direct: return (0, -sign * parameters.parallaxFraction * device.width)
    }
  }

  /// `finishInteractiveTransition` / `cancelInteractiveTransition`.
  mutating func endInteractivePop(finishing: Bool, completion: TransitionCompletion) {
    guard var transition = navigation.transition, case .interactive = transition.phase else { return }
    navigation.records[transition.record].decided = now
    if transition.stuck { return }
    let progress = transition.progress
    let target = finishing ? 1.0 : 0.0
    let duration: Double
    let curve: TimingCurve
    switch completion {
    case .percentDriven(let speed, let completionCurve):
      let remaining = finishing ? 1 - progress : progress
      noteTransitionDuration(percentDrivenRunOutOf: transition, remaining: remaining, speed: speed)
      let scaled = speed > 0 && speed.isFinite ? remaining * transition.duration / speed : 0
      duration = scaled.isNaN ? 0 : scaled  // 0 × an endless duration
      curve = completionCurve
    case .timed(let fixed, let completionCurve), .timedTo(_, _, let fixed, let completionCurve):
      duration = fixed.isFinite ? max(0, fixed) : 0
      curve = completionCurve
    }
    let (currentTop, currentUnder) = navigation.positions(of: transition, progress: progress)
    let sign = device.layoutDirection.backwardSign
    var endTop = finishing ? sign * device.width : 0
    var endUnder = finishing ? 0 : -sign * parameters.parallaxFraction * device.width
    if case .timedTo(let topX, let underX, _, _) = completion, topX.isFinite, underX.isFinite {
      (endTop, endUnder) = (topX.clamped(to: TraceLimits.positionRange), underX.clamped(to: TraceLimits.positionRange))
    }
    transition.phase = .completing(
      progress: Tween(from: progress, to: target, start: now, duration: duration, curve: curve),
      top: Tween(from: currentTop, to: endTop, start: now, duration: duration, curve: curve),
      under: Tween(from: currentUnder, to: transition.animation == .direct ? endUnder : 0, start: now, duration: duration, curve: curve),
      finishing: finishing)
    navigation.replaceTransition(transition)
  }

  /// `popViewControllerAnimated:` / `popToRootViewControllerAnimated:` without interaction.
  mutating func startPop(_ kind: TransitionKind, animated: Bool) {
    if navigation.isTransitioning {
      noteHandlerConflict()
      report(
        .nestedTransition,
        "\(kind == .pop ? "a pop" : "a pop-to-root") was requested while a transition was running (\"nested pop animation can result in corrupted navigation bar\"); UIKit ignores it")
      return
    }
    guard navigation.stack.count > 1 else { return }
    navigation.backFeedbackShown = true
    navigation.records.append(
      TransitionRecord(kind: kind, interactive: false, result: .cancelled, began: now, decided: now, settled: nil, drivenBy: currentDriver))
    let record = navigation.records.count - 1
    guard animated, parameters.transitionDuration > 0 else {
      navigation.replaceTransition(nil)
      finishStackChange(kind, record: record)
      dispatch.pendingTransitionEnds.append(kind)
      return
    }
    let duration = parameters.transitionDuration
    noteTransitionDuration { [now] in now + $0 }
    let curve = parameters.animatedTransitionCurve
    var transition = NavigationModel.ActiveTransition(
      kind: kind, record: record, animation: .parallax(curve: .linear), duration: duration, phase: .interactive,
      progress: 0, directTop: 0, directUnder: 0, stuck: false)
    transition.phase = .completing(
      progress: Tween(from: 0, to: 1, start: now, duration: duration, curve: curve), top: .constant(0),
      under: .constant(0), finishing: true)
    transition.runsUIKitAnimator = true
    navigation.replaceTransition(transition)
  }

  /// `pushViewController:animated:`: the screen joins the stack at once and, when animated,
  /// slides in over the model's transition duration (a pop played backwards).
  mutating func push(_ screen: ScreenSpec, animated: Bool) {
    if navigation.isTransitioning {
      report(.nestedTransition, "a push of '\(Excerpt.of(screen.id))' was requested while a transition was running; UIKit ignores it")
      return
    }
    guard navigation.stack.count < SimulationLimits.maximumStackDepth,
      !navigation.stack.contains(where: { navigation.screens[$0].id == screen.id })
    else { return }
    var pushed = screen
    if installedSetup.hidesBackButton { pushed.backButton = .hidden }
    navigation.screens.append(pushed)
    navigation.stack.append(navigation.screens.count - 1)
    navigation.manualTop = nil
    let instant = !animated || parameters.transitionDuration <= 0
    // The stack holds the new screen at once (UIKit's `viewControllers` does), so the record is
    // finished at once; `settled` waits for the animation's end.
    navigation.records.append(
      TransitionRecord(kind: .push, interactive: false, result: .finished, began: now, decided: now, settled: instant ? now : nil))
    guard !instant else {
      dispatch.pendingTransitionEnds.append(.push)
      return
    }
    let duration = parameters.transitionDuration
    noteTransitionDuration { [now] in now + $0 }
    var transition = NavigationModel.ActiveTransition(
      kind: .push, record: navigation.records.count - 1, animation: .parallax(curve: .linear), duration: duration,
      phase: .interactive, progress: 1, directTop: 0, directUnder: 0, stuck: false)
    transition.phase = .completing(
      progress: Tween(from: 1, to: 0, start: now, duration: duration, curve: parameters.animatedTransitionCurve),
      top: .constant(0), under: .constant(0), finishing: true)
    transition.runsUIKitAnimator = true
    navigation.replaceTransition(transition)
  }

  /// A completing transition reached its end.
  mutating func completeTransition(finishing: Bool) {
    guard let transition = navigation.transition else { return }
    navigation.replaceTransition(nil)
    if finishing {
      finishStackChange(transition.kind, record: transition.record)
    } else {
      navigation.records[transition.record].result = .cancelled
      navigation.records[transition.record].settled = now
    }
    if transition.record == systemPop.transitionRecord {
      systemPop.driving = false
      systemPop.driver = nil
    }
    deliver(.transitionEnded(transition.kind, finishing ? .finished : .cancelled))
  }

  mutating func finishStackChange(_ kind: TransitionKind, record: Int) {
    noteLeftBehindDialog(kind)
    switch kind {
    case .pop: navigation.stack.removeLast()
    case .popToRoot: navigation.stack.removeLast(navigation.stack.count - 1)
    case .push: break
    }
    navigation.records[record].result = .finished
    navigation.records[record].settled = now
    navigation.manualTop = nil
    navigation.manualTopTag = nil
  }

  /// Disabling and re-enabling a recogniser: running → cancelled (with a callback), possible → failed.
  mutating func resetRecognizer(_ id: RecognizerID) {
    for index in arena.members.indices where recognizers[arena.members[index].recognizer].id == id {
      switch arena.members[index].state {
      case .began, .changed:
        arena.finish(index, in: .cancelled)
        notify(index, .cancelled)
      case .possible:
        fail(index, "reset by the strategy")
      default:
        break
      }
    }
  }
}
