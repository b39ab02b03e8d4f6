import Testing

@testable import BackStrategies

/// Every stored field of a ``NavigationModel``, comparable: the state a test of the reducer
/// expects whole. (Its caches, the transition summary and the stack version, follow these.)
struct NavigationState: Equatable {
  var screens: [ScreenSpec]
  var stack: [Int]
  var transition: NavigationModel.ActiveTransition?
  var lastStartRanUIKitAnimator: Bool?
  var frozen: Bool
  var interactionDisabled: ScreenIndexSet
  var screenshotCount: Int
  var peakScreenshotCount: Int
  var manualTop: Tween?
  var manualTopTag: AnimationTag?
  var overlay: Overlay?
  var overlayOffset: Tween?
  var records: [TransitionRecord]
  var backFeedbackShown: Bool
  var hidesPushedBackButtons: Bool

  init(_ model: NavigationModel) {
    screens = model.screens
    stack = model.stack
    transition = model.transition
    lastStartRanUIKitAnimator = model.lastStartRanUIKitAnimator
    frozen = model.frozen
    interactionDisabled = model.interactionDisabled
    screenshotCount = model.screenshotCount
    peakScreenshotCount = model.peakScreenshotCount
    manualTop = model.manualTop
    manualTopTag = model.manualTopTag
    overlay = model.overlay
    overlayOffset = model.overlayOffset
    records = model.records
    backFeedbackShown = model.backFeedbackShown
    hidesPushedBackButtons = model.hidesPushedBackButtons
  }
}

/// A store in the manner of The Composable Architecture's `TestStore`, without a simulation:
/// each action sent states the effects it must return, exactly and in order, and every change
/// it makes to the state; a change it does not state fails the test.
struct NavigationTestStore {
  private(set) var model: NavigationModel
  private(set) var state: NavigationState

  init(scene: SceneSpec = .twoScreens, parameters: ModelParameters = .uikit26) {
    model = NavigationModel(scene: scene, parameters: parameters)
    state = NavigationState(model)
  }

  /// The device's width and the sign of "towards back" (+1 left to right).
  var width: Double { model.device.width }
  var sign: Double { model.device.layoutDirection.backwardSign }

  mutating func send(
    _ action: NavigationAction, at time: Double, driver: DrivenBy? = nil, effects expected: [NavigationEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout NavigationState) -> Void = { _ in }
  ) {
    let effects = model.apply(action, at: time, driver: driver)
    state = expectReducerStep(
      effects: effects, expected: expected, state: state, observed: NavigationState(model), sourceLocation: sourceLocation, change)
  }
}

/// ``NavigationModel`` as a reducer: actions in, the whole state and the exact effects out, each
/// rule with the UIKit method it models.
@Suite("Navigation reducer")
struct NavigationReducerTests {
  static let threeScreens = SceneSpec(stack: [ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")])
  static let edge = DrivenBy(.systemEdgePan)
  static let content = DrivenBy(.systemContentPan)
  static let parallax = TransitionAnimation.parallax(curve: .linear)

  /// The edge swipe begins an interactive pop at 1 s (`popViewControllerAnimated:` with an
  /// interaction controller, `-[UINavigationController _startInteractiveTransition:…]`): a record
  /// that counts as cancelled until it is decided, the top view at 0 and the one under it at its
  /// parallax start.
  static func beginEdgePop(_ store: inout NavigationTestStore, sourceLocation: SourceLocation = #_sourceLocation) {
    let (width, sign) = (store.width, store.sign)
    store.send(
      .command(.beginInteractivePop(animation: parallax, duration: 0.35)), at: 1, driver: edge, sourceLocation: sourceLocation
    ) {
      $0.backFeedbackShown = true
      $0.records = [
        TransitionRecord(kind: .pop, interactive: true, result: .cancelled, began: 1, decided: nil, settled: nil, drivenBy: edge)
      ]
      $0.transition = NavigationModel.ActiveTransition(
        kind: .pop, record: 0, animation: parallax, duration: 0.35, phase: .interactive, progress: 0, directTop: 0,
        directUnder: -sign * 0.3 * width, stuck: false)
      $0.lastStartRanUIKitAnimator = false
    }
  }

  /// The non-interactive transition of UIKit's animator every push and non-interactive pop runs.
  static func uikitAnimated(_ kind: TransitionKind, record: Int, start: Double) -> NavigationModel.ActiveTransition {
    let parameters = ModelParameters.uikit26
    let (from, to) = kind == .push ? (1.0, 0.0) : (0.0, 1.0)
    return NavigationModel.ActiveTransition(
      kind: kind, record: record, animation: parallax, duration: parameters.transitionDuration,
      phase: .completing(
        progress: Tween(
          from: from, to: to, start: start, duration: parameters.transitionDuration, curve: parameters.animatedTransitionCurve),
        top: .constant(0), under: .constant(0), finishing: true),
      progress: from, directTop: 0, directUnder: 0, stuck: false, runsUIKitAnimator: true)
  }

  @Test("an interactive pop driven to 0.5 and finished: -[UINavigationController _finishInteractiveTransition:transitionContext:] pops the top screen at the run-out's end")
  func interactivePopFinishes() {
    var store = NavigationTestStore()
    let (width, sign) = (store.width, store.sign)
    Self.beginEdgePop(&store)
    // `-[UINavigationController _customTransitionController:]` picked UIKit's own animator.
    store.send(.runOnUIKitAnimator, at: 1) {
      $0.transition?.runsUIKitAnimator = true
      $0.lastStartRanUIKitAnimator = true
    }
    // `updateInteractiveTransition:`.
    store.send(.command(.updateInteractivePop(percent: 0.5)), at: 1.2) { $0.transition?.progress = 0.5 }
    // `finishInteractiveTransition` at `completionSpeed` 1: the remaining half of 0.35 s.
    store.send(
      .command(.finishInteractivePop(.percentDriven(speed: 1, curve: .linear))), at: 1.4,
      effects: [.percentDrivenRunOut(duration: 0.35, remaining: 0.5, speed: 1)]
    ) {
      $0.records[0].decided = 1.4
      $0.transition?.phase = .completing(
        progress: Tween(from: 0.5, to: 1, start: 1.4, duration: 0.175, curve: .linear),
        top: Tween(from: sign * width * 0.5, to: sign * width, start: 1.4, duration: 0.175, curve: .linear),
        under: Tween(from: -sign * 0.3 * width * (1 - 0.5), to: 0, start: 1.4, duration: 0.175, curve: .linear),
        finishing: true)
    }
    store.send(
      .deadlineReached, at: 1.575, effects: [.screensRemoved(["detail"]), .transitionEnded(.pop, .finished, record: 0)]
    ) {
      $0.transition = nil
      $0.stack = [0]
      $0.records[0].result = .finished
      $0.records[0].settled = 1.575
    }
  }

  @Test("a cancelling pop caught by a new swipe (-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]) and cancelled again: -[UINavigationController _cancelInteractiveTransition:transitionContext:] leaves the stack")
  func cancellingPopCaughtAndCancelled() {
    var store = NavigationTestStore()
    let (width, sign) = (store.width, store.sign)
    Self.beginEdgePop(&store)
    store.send(.command(.updateInteractivePop(percent: 0.4)), at: 1.5) { $0.transition?.progress = 0.4 }
    store.send(.command(.cancelInteractivePop(.timed(duration: 0.3, curve: .linear))), at: 2) {
      $0.records[0].decided = 2
      $0.transition?.phase = .completing(
        progress: Tween(from: 0.4, to: 0, start: 2, duration: 0.3, curve: .linear),
        top: Tween(from: sign * width * 0.4, to: 0, start: 2, duration: 0.3, curve: .linear),
        under: Tween(from: -sign * 0.3 * width * (1 - 0.4), to: 0, start: 2, duration: 0.3, curve: .linear),
        finishing: false)
    }
    // Caught where it is, and driven by the swipe that caught it.
    store.send(.catchTransition(at: 0.3), at: 2.1, driver: Self.content) {
      $0.transition?.phase = .interactive
      $0.transition?.progress = 0.3
      $0.records[0].drivenBy = Self.content
    }
    store.send(.command(.cancelInteractivePop(.timed(duration: 0, curve: .linear))), at: 2.2) {
      $0.records[0].decided = 2.2
      $0.transition?.phase = .completing(
        progress: Tween(from: 0.3, to: 0, start: 2.2, duration: 0, curve: .linear),
        top: Tween(from: sign * width * 0.3, to: 0, start: 2.2, duration: 0, curve: .linear),
        under: Tween(from: -sign * 0.3 * width * (1 - 0.3), to: 0, start: 2.2, duration: 0, curve: .linear),
        finishing: false)
    }
    store.send(.deadlineReached, at: 2.2, effects: [.transitionEnded(.pop, .cancelled, record: 0)]) {
      $0.transition = nil
      $0.records[0].settled = 2.2
    }
  }

  @Test("an interactive pop on the root: UIKit's _isTransitioning stays set for good (root-freeze); every later request is ignored")
  func rootFreeze() {
    var store = NavigationTestStore(scene: SceneSpec(stack: [ScreenSpec(id: "root")]))
    let (width, sign) = (store.width, store.sign)
    store.send(
      .command(.beginInteractivePop(animation: Self.parallax, duration: 0.35)), at: 0.5, driver: Self.edge,
      effects: [
        .hazard(.rootFreeze, "an interactive pop began with one screen on the stack; UIKit's _isTransitioning stays set and navigation is stuck"),
        .explanation(Explanation(text: "an interactive pop began on the root screen, where there is nothing to pop: navigation is now stuck (root-freeze)")),
      ]
    ) {
      $0.backFeedbackShown = true
      $0.records = [
        TransitionRecord(kind: .pop, interactive: true, result: .stuck, began: 0.5, decided: nil, settled: nil, drivenBy: Self.edge)
      ]
      $0.transition = NavigationModel.ActiveTransition(
        kind: .pop, record: 0, animation: Self.parallax, duration: 0.35, phase: .interactive, progress: 0, directTop: 0,
        directUnder: -sign * 0.3 * width, stuck: true)
      $0.lastStartRanUIKitAnimator = false
      $0.frozen = true
    }
    // A stuck transition is decided but never runs out.
    store.send(.command(.finishInteractivePop(.percentDriven(speed: 1, curve: .linear))), at: 0.8) { $0.records[0].decided = 0.8 }
    // A stuck transition is no running one another handler could fight over: the hazard alone.
    store.send(
      .command(.pop(animated: true)), at: 0.9,
      effects: [
        .hazard(
          .nestedTransition,
          "a pop was requested while a transition was running (\"nested pop animation can result in corrupted navigation bar\"); UIKit ignores it")
      ])
  }

  @Test("requests during a running pop are ignored (-[UINavigationController popViewControllerAnimated:]: \"nested pop animation can result in corrupted navigation bar\"); -[_UINavigationParallaxTransition preemptWithContext:] ends it at once as it was heading")
  func nestedRequestsThenPreemption() {
    var store = NavigationTestStore(scene: Self.threeScreens)
    store.send(.command(.pop(animated: true)), at: 0, effects: [.animationTimedByTransitionDuration(start: 0)]) {
      $0.backFeedbackShown = true
      $0.records = [TransitionRecord(kind: .pop, interactive: false, result: .cancelled, began: 0, decided: 0, settled: nil)]
      $0.transition = Self.uikitAnimated(.pop, record: 0, start: 0)
      $0.lastStartRanUIKitAnimator = true
    }
    store.send(
      .command(.beginInteractivePop(animation: Self.parallax, duration: 0.35)), at: 0.1, driver: Self.edge,
      effects: [
        .hazard(.nestedTransition, "an interactive pop was requested while a transition was running; UIKit ignores it"),
        .requestedDuringTransition(runningRecord: 0),
      ])
    store.send(
      .command(.popToRoot(animated: false)), at: 0.1,
      effects: [
        .requestedDuringTransition(runningRecord: 0),
        .hazard(
          .nestedTransition,
          "a pop-to-root was requested while a transition was running (\"nested pop animation can result in corrupted navigation bar\"); UIKit ignores it"),
      ])
    store.send(
      .command(.push(ScreenSpec(id: "more"), animated: true)), at: 0.1,
      effects: [.hazard(.nestedTransition, "a push of 'more' was requested while a transition was running; UIKit ignores it")])
    store.send(.preemptTransition, at: 0.2, effects: [.screensRemoved(["detail"]), .transitionEnded(.pop, .finished, record: 0)]) {
      $0.transition = nil
      $0.stack = [0, 1]
      $0.records[0].result = .finished
      $0.records[0].settled = 0.2
    }
    // Nothing completes: preempting changes nothing.
    store.send(.preemptTransition, at: 0.3)
  }

  @Test("popToRootViewControllerAnimated:NO changes the stack at once; the strategy hears the end as a deadline at the same instant")
  func unanimatedPopToRoot() {
    var store = NavigationTestStore(scene: Self.threeScreens)
    store.send(
      .command(.popToRoot(animated: false)), at: 0.5, driver: Self.edge,
      effects: [.screensRemoved(["list", "detail"]), .transitionEndsNow(.popToRoot)]
    ) {
      $0.backFeedbackShown = true
      $0.stack = [0]
      $0.records = [
        TransitionRecord(kind: .popToRoot, interactive: false, result: .finished, began: 0.5, decided: 0.5, settled: 0.5, drivenBy: Self.edge)
      ]
    }
    // On the root there is nothing to pop.
    store.send(.command(.pop(animated: true)), at: 0.6)
  }

  @Test("pushViewController:animated: puts the screen on the stack at once, behind a hidden back button when the app hides them (navigationItem.hidesBackButton); the push animates 1 → 0 on UIKit's animator")
  func pushes() {
    var store = NavigationTestStore()
    store.send(.hideBackButtons, at: 0) {
      $0.screens[1].backButton = .hidden
      $0.hidesPushedBackButtons = true
    }
    store.send(.command(.push(ScreenSpec(id: "next"), animated: true)), at: 1, effects: [.animationTimedByTransitionDuration(start: 1)]) {
      $0.screens.append(ScreenSpec(id: "next", backButton: .hidden))
      $0.stack = [0, 1, 2]
      $0.records = [TransitionRecord(kind: .push, interactive: false, result: .finished, began: 1, decided: 1, settled: nil)]
      $0.transition = Self.uikitAnimated(.push, record: 0, start: 1)
      $0.lastStartRanUIKitAnimator = true
    }
    store.send(.deadlineReached, at: 1.35, effects: [.transitionEnded(.push, .finished, record: 0)]) {
      $0.transition = nil
      $0.records[0].settled = 1.35
    }
    // A screen already on the stack is not pushed again.
    store.send(.command(.push(ScreenSpec(id: "detail"), animated: false)), at: 2)
    store.send(.command(.push(ScreenSpec(id: "last"), animated: false)), at: 2, effects: [.transitionEndsNow(.push)]) {
      $0.screens.append(ScreenSpec(id: "last", backButton: .hidden))
      $0.stack = [0, 1, 2, 3]
      $0.records.append(TransitionRecord(kind: .push, interactive: false, result: .finished, began: 2, decided: 2, settled: 2))
    }
  }

  @Test("the scene's push still animating at the first touch runs from pushedAt, as pushViewController:animated:YES sent then")
  func scenePush() {
    let scene = SceneSpec(stack: [ScreenSpec(id: "root"), ScreenSpec(id: "detail", pushedAt: 0.05)])
    var store = NavigationTestStore(scene: scene)
    store.send(.startScenePush, at: 0, effects: [.animationTimedByTransitionDuration(start: 0.05)]) {
      $0.records = [TransitionRecord(kind: .push, interactive: false, result: .finished, began: 0.05, decided: 0.05, settled: nil)]
      $0.transition = Self.uikitAnimated(.push, record: 0, start: 0.05)
      $0.lastStartRanUIKitAnimator = true
    }
    // Without `pushedAt` nothing runs.
    var still = NavigationTestStore()
    still.send(.startScenePush, at: 0)
  }

  @Test("the views a strategy animates itself (+[UIView animateWithDuration:animations:completion:]): the completion is the effect")
  func ownAnimations() {
    var store = NavigationTestStore()
    store.send(.command(.animateTopView(x: 120, duration: 0.25, curve: .linear, tag: "peek")), at: 0) {
      $0.manualTop = Tween(from: 0, to: 120, start: 0, duration: 0.25, curve: .linear)
      $0.manualTopTag = "peek"
    }
    store.send(.deadlineReached, at: 0.25, effects: [.animationEnded("peek")]) {
      $0.manualTop = .constant(120)
      $0.manualTopTag = nil
    }
    store.send(.command(.moveTopView(x: 0)), at: 0.3) { $0.manualTop = .constant(0) }
    store.send(.command(.captureScreenshot), at: 0.3) {
      $0.screenshotCount = 1
      $0.peakScreenshotCount = 1
    }
    store.send(.command(.releaseScreenshots(count: 3)), at: 0.4) { $0.screenshotCount = 0 }
    store.send(.command(.setUserInteraction(enabled: false, screen: "detail")), at: 0.4) { $0.interactionDisabled = [1] }
    // Not navigation's: nothing changes.
    store.send(.command(.explain(Explanation(text: "not navigation's"))), at: 0.5)
  }

  @Test("a desync after a veto freezes navigation; a run that ends mid-interactive-transition leaves its record stuck; iOS 26's content swipe turned off on a screen")
  func freezesAndSwitches() {
    var store = NavigationTestStore()
    let (width, sign) = (store.width, store.sign)
    store.send(.disableContentSwipe(screen: 1), at: 0) { $0.screens[1].contentSwipeDisabled = true }
    store.send(.disableContentSwipe(screen: 7), at: 0)
    store.send(.command(.beginInteractivePop(animation: .direct, duration: 0.35)), at: 1) {
      $0.backFeedbackShown = true
      $0.records = [TransitionRecord(kind: .pop, interactive: true, result: .cancelled, began: 1, decided: nil, settled: nil)]
      $0.transition = NavigationModel.ActiveTransition(
        kind: .pop, record: 0, animation: .direct, duration: 0.35, phase: .interactive, progress: 0, directTop: 0,
        directUnder: -sign * 0.3 * width, stuck: false)
      $0.lastStartRanUIKitAnimator = false
    }
    store.send(.command(.setTransitionViews(topX: 40, underX: -10)), at: 1.1) {
      $0.transition?.directTop = 40
      $0.transition?.directUnder = -10
    }
    store.send(.abandonInteractiveTransition, at: 5) { $0.records[0].result = .stuck }
    store.send(.command(.desyncAfterVeto("the veto left the bar behind")), at: 5, effects: [.hazard(.frozenAfterVeto, "the veto left the bar behind")]) {
      $0.frozen = true
    }
  }

  // MARK: UIKit's pop handler

  @Test("handleNavigationTransition:'s .began answers commands: during a finishing transition of UIKit's animator, preempt it then start a pop (fluid branch)")
  func handlerPreemptsThenStarts() {
    let parameters = ModelParameters.uikit26
    var handler = SystemPopHandler(parameters: parameters)
    let event = GestureEvent(recognizer: .systemEdgePan, state: .began, time: 1, location: Point(x: 30, y: 300), translation: Vector(x: 12, y: 0), velocity: Vector(x: 400, y: 0), startLocation: Point(x: 18, y: 300))
    let commands = handler.began(
      event, access: .preempts, progress: 0.7, runOutFrom: 0.5, record: 0, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
    #expect(
      commands == [
        .preempt,
        .startPop(.beginInteractivePop(animation: .parallax(curve: parameters.interactiveTransitionCurve), duration: parameters.transitionDuration)),
      ])
    #expect(handler.takeOverNote == "stopped the running transition at its end and began another pop (preemption), then ")
    // The handler drives what began.
    handler.startedPop(record: 1, event, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
    #expect(handler.driving && handler.transitionRecord == 1 && handler.driver == .systemEdgePan && handler.statistics != nil)
    handler.transitionEnded(record: 0)
    #expect(handler.driving)
    handler.transitionEnded(record: 1)
    #expect(!handler.driving && handler.driver == nil)
  }

  @Test(".began during a cancelling pop of UIKit's animator: pause it where it is (pauseInteractiveTransition); on the classic branch's no-op reading, nothing to do but explain")
  func handlerPausesOrExplains() {
    let parameters = ModelParameters.uikit26
    let event = GestureEvent(recognizer: .systemContentPan, state: .began, time: 2, location: Point(x: 200, y: 300), translation: Vector(x: 8, y: 0), velocity: Vector(x: 300, y: 0), startLocation: Point(x: 192, y: 300))
    var handler = SystemPopHandler(parameters: parameters)
    #expect(
      handler.began(event, access: .catchesCancellingPop, progress: 0.25, runOutFrom: 0.6, record: 3, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
        == [.pause(at: 0.25)])
    #expect(handler.driving && handler.transitionRecord == 3 && handler.pausedPercent == 0.25 && handler.driver == .systemContentPan)
    var classic = SystemPopHandler(parameters: parameters)
    let answer = classic.began(event, access: .pauseDoesNothing, progress: 0.25, runOutFrom: 0.6, record: 3, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
    #expect(answer.count == 1)
    if case .explain(let text)? = answer.first { #expect(text.description.contains("pauseInteractiveTransition did nothing")) } else { Issue.record("no explanation: \(answer)") }
    #expect(!classic.driving && classic.driver == nil && classic.statistics == nil && classic.transitionRecord == nil)
    var firstMove = SystemPopHandler(parameters: parameters)
    #expect(firstMove.began(event, access: .catchesAtFirstMove, progress: 0.25, runOutFrom: 0.6, record: 3, parameters: SharedModelParameters(parameters), width: 390, sign: 1).isEmpty)
    #expect(firstMove.awaitsFirstMove && firstMove.pausedPercent == 0.6 && firstMove.driving)
  }

  @Test("classic branch, the first-move reading: the swipe's first callback catches the cancelling pop while it still runs (updateInteractiveTransition: reaches the tracked animator), else the handler lets go")
  func handlerCatchesAtFirstMove() {
    let parameters = ModelParameters.uikit26
    let event = GestureEvent(
      recognizer: .systemEdgePan, state: .began, time: 2, location: Point(x: 20, y: 300), translation: Vector(x: 8, y: 0),
      velocity: Vector(x: 300, y: 0), startLocation: Point(x: 12, y: 300))
    var handler = SystemPopHandler(parameters: parameters)
    _ = handler.began(event, access: .catchesAtFirstMove, progress: 0.3, runOutFrom: 0.45, record: 0, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
    #expect(handler.catchAtFirstCallback(stillRunningAt: 0.2) == .pause(at: 0.2))
    #expect(!handler.awaitsFirstMove && handler.driving && handler.driver == .systemEdgePan)
    #expect(handler.takeOverNote.hasPrefix("caught the cancelling pop at 0.20 on the swipe's first move"))
    #expect(handler.takeOverNote.contains("from the release percent 0.45"))
    var ranOut = SystemPopHandler(parameters: parameters)
    _ = ranOut.began(event, access: .catchesAtFirstMove, progress: 0.3, runOutFrom: 0.45, record: 0, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
    #expect(ranOut.catchAtFirstCallback(stillRunningAt: nil) == nil)
    #expect(!ranOut.awaitsFirstMove && !ranOut.driving && ranOut.driver == nil)
    var cancelled = SystemPopHandler(parameters: parameters)
    _ = cancelled.began(event, access: .catchesAtFirstMove, progress: 0.3, runOutFrom: 0.45, record: 0, parameters: SharedModelParameters(parameters), width: 390, sign: 1)
    cancelled.letGo()
    #expect(!cancelled.awaitsFirstMove && !cancelled.driving && cancelled.driver == nil)
  }
}
