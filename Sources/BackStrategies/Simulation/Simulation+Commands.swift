import BackStrategiesSupport

/// Applying a strategy's commands: navigation's to ``NavigationModel`` (which answers with the
/// ``NavigationEffect``s acted on here), the rest (timers, recognisers, explanations, a crash)
/// to the simulation.
extension Simulation {
  /// Applies `command`. `byBackButton`: the navigation bar's back button sent it, so no
  /// recogniser drives the transition it begins. Inlined into its two callers (the strategy's
  /// queue and UIKit's commands), as is navigation's reducer: a command is switched on once.
  @inline(__always)
  mutating func apply(_ command: StrategyCommand, byBackButton: Bool = false) {
    // After a crash the app is gone: the rest of the queue never runs.
    if found.terminated { return }
    switch command {
    case .beginInteractivePop, .pop, .popToRoot:
      applyNavigation(.command(command), driver: byBackButton ? nil : currentDriver)
    case .finishInteractivePop, .cancelInteractivePop, .push, .desyncAfterVeto, .updateInteractivePop, .setTransitionViews,
      .moveTopView, .animateTopView, .captureScreenshot, .releaseScreenshots, .showOverlay, .hideOverlay, .animateOverlay,
      .setOverlayIcon, .setUserInteraction:
      applyNavigation(.command(command))
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
    case .zoomDismissReleased(let aftermath):
      noteZoomDismissReleased(aftermath)
    }
  }

  /// Applies `action` to navigation (``NavigationModel/apply(_:at:driver:)``) and acts on what
  /// it answers, in order. The only way the simulation changes navigation. Inlined, with the
  /// reducer's entry, so that a command is not copied into an action and out of it again.
  @inline(__always)
  mutating func applyNavigation(_ action: NavigationAction, driver: DrivenBy? = nil) {
    let effects = navigation.apply(action, at: now, driver: driver)
    for effect in effects { act(on: effect) }
  }

  /// Does what navigation asks of the rest of the run.
  private mutating func act(on effect: NavigationEffect) {
    switch effect {
    case .hazard(let hazard, let detail):
      switch hazard {
      case .nestedTransition: report(.nestedTransition, detail)
      case .rootFreeze: report(.rootFreeze, detail)
      case .frozenAfterVeto: report(.frozenAfterVeto, detail)
      }
    case .explanation(let explanation):
      found.explanation = explanation
    case .requestedDuringTransition(let record):
      noteHandlerConflict(runningRecord: record)
    case .transitionEnded(let kind, let result, let record):
      systemPop.transitionEnded(record: record)
      deliver(.transitionEnded(kind, result))
    case .transitionEndsNow(let kind):
      dispatch.pendingTransitionEnds.append(kind)
    case .screensRemoved(let screens):
      noteLeftBehindDialog(removing: screens)
    case .animationEnded(let tag):
      deliver(.animationEnded(tag))
    case .animationTimedByTransitionDuration(let start):
      noteTransitionDuration { start + $0 }
    case .percentDrivenRunOut(let duration, let remaining, let speed):
      noteTransitionDuration(percentDrivenRunOutOf: duration, remaining: remaining, speed: speed)
    }
  }

  /// Who drives a transition begun now: the recogniser whose callback is being handled, else
  /// (a timer, a later event) the last back recogniser that began.
  var currentDriver: DrivenBy? {
    (dispatch.callbackRecognizerSlot.map { recognizerIDs[$0] } ?? dispatch.lastBeganBackRecognizer).map { DrivenBy($0) }
  }

  /// One handler asked for a transition while the other's, record `record`, ran: the strategy's
  /// own handler during a pop UIKit's handler drives, or UIKit's handler during the strategy's own.
  mutating func noteHandlerConflict(runningRecord record: Int) {
    let uikitRuns = record == systemPop.transitionRecord
    guard uikitRuns != dispatch.applyingUIKitCommand else { return }
    report(
      .handlerConflict,
      uikitRuns
        ? "the strategy's own handler began a pop while UIKit's pop handler still ran one (started by '\(systemPop.driver.map(\.description) ?? "UIKit")')"
        : "UIKit's pop handler began a pop while the strategy's own transition still ran")
  }

  /// Disabling and re-enabling a recogniser: running → cancelled (with a callback), possible → failed.
  mutating func resetRecognizer(_ id: RecognizerID) {
    for index in arena.members.indices where recognizerIDs[arena.members[index].recognizer] == id {
      switch arena.members[index].state {
      case .began, .changed:
        _ = arena.apply(.finish(index, in: .cancelled))
        notify(index, .cancelled)
      case .possible:
        fail(index, "reset by the strategy")
      default:
        break
      }
    }
  }
}
