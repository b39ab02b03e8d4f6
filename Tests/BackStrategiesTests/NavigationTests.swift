import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Interactive percent-driven transitions, animated pops, root-freeze and nested transitions.
@Suite("Navigation")
struct NavigationTests {
  /// A pan that begins an interactive pop (duration `duration`), sets `percent` at began, and
  /// at release sends `release`.
  static func config(duration: Double, percent: Double, release: StrategyCommand) -> ProbeStrategy.Configuration {
    ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [
        .init(
          recognizer: "pan", state: .began,
          commands: [
            .beginInteractivePop(animation: .parallax(curve: .linear), duration: duration),
            .updateInteractivePop(percent: percent),
          ]),
        .init(recognizer: "pan", state: .ended, commands: [release]),
      ])
  }

  static let drag = strokeTrace([Point(x: 100, y: 400), Point(x: 160, y: 400)], durations: [0.2])

  @Test(
    "finish runs (1 − p)·D / speed and cancel p·D / speed (UIPercentDrivenInteractiveTransition)",
    arguments: [
      (StrategyCommand.cancelInteractivePop(.percentDriven(speed: 1, curve: .easeInOut)), 0.3, TransitionResult.cancelled),
      (.finishInteractivePop(.percentDriven(speed: 1, curve: .easeInOut)), 0.7, .finished),
      (.finishInteractivePop(.percentDriven(speed: 2, curve: .easeInOut)), 0.35, .finished),
      (.cancelInteractivePop(.timed(duration: 0.4, curve: .criticallyDampedSpring)), 0.4, .cancelled),
    ])
  func completionTiming(release: StrategyCommand, expectedDuration: Double, expected: TransitionResult) throws {
    let config = Self.config(duration: 1.0, percent: 0.3, release: release)
    var run = played(config, on: Self.drag)
    let result = run.result
    let transition = try #require(result.transitions.first)
    #expect(transition.result == expected)
    let decided = try #require(transition.decided)
    let settled = try #require(transition.settled)
    #expect(abs(settled - decided - expectedDuration) < 1e-9)
    #expect(result.outcome == (expected == .finished ? .pop : .cancel))
    #expect(result.stackAfter == (expected == .finished ? ["root"] : ["root", "detail"]))
    // Exhaustively, step by step: the pan's began starts the pop at 30 %; the moves see it
    // driven; the release ends it; the strategy hears the end with the stack as it settled.
    try run.harness.receive(.began, of: "pan", sending: config.script[0].commands)
    try run.harness.receive(.changed, of: "pan") {
      $0.isTransitioning = true
      $0.progress = 0.3
    }
    try run.harness.skip(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan", sending: [release])
    try run.harness.receive(.transitionEnded(.pop, expected)) {
      $0 = expected == .finished ? Self.atRest(["root"]) : Self.atRest(["root", "detail"])
    }
    try run.harness.finish()
  }

  /// Navigation at rest on a stack of plain screens with these ids.
  static func atRest(_ ids: [String]) -> NavigationSnapshot {
    NavigationSnapshot(
      count: ids.count, top: ScreenSpec(id: ids[ids.count - 1]), underID: ids.count > 1 ? ids[ids.count - 2] : nil,
      isTransitioning: false, progress: 0)
  }

  @Test("frames follow the completion curve from the release progress to the end")
  func completionFrames() throws {
    let release = StrategyCommand.finishInteractivePop(.percentDriven(speed: 1, curve: .linear))
    let (_, result) = probe(Self.config(duration: 1.0, percent: 0.3, release: release), on: Self.drag, options: RunOptions(recordTimeline: true))
    let frames = try #require(result.frames)
    let decided = try #require(result.transitions.first?.decided)
    let halfway = try #require(frames.first { $0.t >= decided + 0.35 - 1e-9 })
    #expect(abs(halfway.progress - (0.3 + 0.7 * (halfway.t - decided) / 0.7)) < 1e-9)
    #expect(abs(halfway.topX - halfway.progress * 390) < 1e-9)
    #expect(abs(halfway.underX! - (-0.3 * 390 * (1 - halfway.progress))) < 1e-9)
    #expect(frames.last?.stack == ["root"])
  }

  @Test("a pop requested during a running transition is a nested-transition hazard and is ignored")
  func nestedTransition() throws {
    var config = Self.config(duration: 1.0, percent: 0.3, release: .finishInteractivePop(.percentDriven(speed: 1, curve: .linear)))
    config.script.append(.init(recognizer: "pan", state: .ended, commands: [.pop(animated: true)]))
    var scene = SceneSpec.twoScreens
    scene.stack.append(ScreenSpec(id: "third"))
    let trace = strokeTrace([Point(x: 100, y: 400), Point(x: 160, y: 400)], durations: [0.2], scene: scene)
    var run = played(config, on: trace)
    #expect(run.result.distinctHazards == [.nestedTransition])
    #expect(run.result.stackAfter == ["root", "detail"])
    // Exhaustively: one transition ends (the interactive pop); the ignored pop ends nothing.
    try run.harness.receive(.began, of: "pan", sending: config.script[0].commands)
    try run.harness.receive(.changed, of: "pan") {
      $0.isTransitioning = true
      $0.progress = 0.3
    }
    try run.harness.skip(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan", sending: config.script[1].commands + config.script[2].commands)
    try run.harness.receive(.transitionEnded(.pop, .finished)) { $0 = Self.atRest(["root", "detail"]) }
    try run.harness.finish()
  }

  @Test("an interactive pop begun on the root freezes navigation: root-freeze, stuck, later pops refused")
  func rootFreeze() throws {
    let config = Self.config(duration: 0.35, percent: 0.5, release: .finishInteractivePop(.percentDriven(speed: 1, curve: .linear)))
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
    touches.pause(0.5)
    touches.swipe(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
    let trace = Trace(name: "root", scene: SceneSpec(stack: [ScreenSpec(id: "root")]), touches: touches.samples)
    var run = played(config, on: trace)
    let result = run.result
    #expect(result.distinctHazards == [.rootFreeze, .nestedTransition])
    #expect(result.transitions.map(\.result) == [.stuck])
    #expect(result.transitions.first?.settled == nil)
    #expect(result.outcome == .cancel)
    // The second stroke sees navigation still transitioning.
    #expect(run.strategy.navigationAtEvents.last?.isTransitioning == true)
    // Exhaustively: from the first .began on, navigation is transitioning, stuck at progress 0,
    // through both strokes; the strategy never hears the transition end.
    for stroke in 1...2 {
      try run.harness.receive(.began, of: "pan", sending: config.script[0].commands) {
        if stroke == 2 { $0.isTransitioning = true }
      }
      try run.harness.receive(.changed, of: "pan") { $0.isTransitioning = true }
      try run.harness.skip(.changed, of: "pan")
      try run.harness.receive(.ended, of: "pan", sending: config.script[1].commands)
    }
    try run.harness.finish()
  }

  @Test("an animated pop runs the model's 0.35 s; an unanimated one is immediate")
  func animatedPop() throws {
    for (animated, duration) in [(true, 0.35), (false, 0.0)] {
      let config = ProbeStrategy.Configuration(
        setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
        script: [.init(recognizer: "pan", state: .ended, commands: [.pop(animated: animated)])])
      var run = played(config, on: Self.drag)
      let result = run.result
      let transition = try #require(result.transitions.first)
      #expect(transition.interactive == false)
      #expect(abs(transition.settled! - transition.began - duration) < 1e-9)
      #expect(result.outcome == .pop)
      // Exhaustively: the drag, the pop at the release, its end `duration` later on the root.
      try run.harness.receive(.began, of: "pan")
      try run.harness.skip(.changed, of: "pan")
      let released = try run.harness.receive(.ended, of: "pan", sending: [.pop(animated: animated)])
      let ended = try run.harness.receive(.transitionEnded(.pop, .finished)) { $0 = Self.atRest(["root"]) }
      #expect(abs(ended.time - released.time - duration) < 1e-9)
      try run.harness.finish()
    }
  }

  @Test("pop-to-root removes every screen above the root")
  func popToRoot() throws {
    let config = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [.init(recognizer: "pan", state: .ended, commands: [.popToRoot(animated: true)])])
    let scene = SceneSpec(stack: ["a", "b", "c", "d"].map { ScreenSpec(id: $0) })
    let trace = strokeTrace([Point(x: 100, y: 400), Point(x: 160, y: 400)], durations: [0.2], scene: scene)
    var run = played(config, on: trace)
    #expect(run.result.outcome == .popToRoot)
    #expect(run.result.stackAfter == ["a"])
    try run.harness.receive(.began, of: "pan")
    try run.harness.skip(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan", sending: [.popToRoot(animated: true)])
    try run.harness.receive(.transitionEnded(.popToRoot, .finished)) { $0 = Self.atRest(["a"]) }
    try run.harness.finish()
  }

  @Test("timers fire at their deadline; rescheduling replaces; cancelling removes")
  func timers() throws {
    let config = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [
        .init(recognizer: "pan", state: .began, commands: [.scheduleTimer("a", delay: 5), .scheduleTimer("b", delay: 1)]),
        .init(recognizer: "pan", state: .ended, commands: [.scheduleTimer("a", delay: 0.5), .cancelTimer("b")]),
      ])
    var run = played(config, on: Self.drag)
    let fired = run.strategy.events.filter { if case .timerFired = $0 { true } else { false } }
    #expect(fired == [.timerFired("a")])
    #expect(abs(run.result.settledAt - (Self.drag.duration + 0.5)) < 1e-9)
    // Exhaustively: b never fires, a fires once, half a second after the release.
    try run.harness.receive(.began, of: "pan", sending: config.script[0].commands)
    try run.harness.skip(.changed, of: "pan")
    let released = try run.harness.receive(.ended, of: "pan", sending: config.script[1].commands)
    let timer = try run.harness.receive(.timerFired("a"))
    #expect(abs(timer.time - (released.time + 0.5)) < 1e-9)
    try run.harness.finish()
  }

  @Test("a timer due after the 10 s settle limit is cut off: did-not-settle")
  func didNotSettle() throws {
    let config = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [.init(recognizer: "pan", state: .ended, commands: [.scheduleTimer("late", delay: 60)])])
    var run = played(config, on: Self.drag)
    #expect(run.result.distinctHazards == [.didNotSettle])
    // Exhaustively: the timer is scheduled at the release and never fires.
    try run.harness.receive(.began, of: "pan")
    try run.harness.skip(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan", sending: [.scheduleTimer("late", delay: 60)])
    try run.harness.finish()
  }

  @Test("a push slides the new screen in over 0.35 s; after a root-freeze a push is refused")
  func push() throws {
    let pushConfig = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [.init(recognizer: "pan", state: .ended, commands: [.push(ScreenSpec(id: "next"), animated: true)])])
    var pushRun = played(pushConfig, on: Self.drag, options: RunOptions(recordTimeline: true))
    let pushed = pushRun.result
    #expect(pushed.stackAfter == ["root", "detail", "next"])
    // Exhaustively: the push sent at the release ends with "next" on top.
    try pushRun.harness.receive(.began, of: "pan")
    try pushRun.harness.skip(.changed, of: "pan")
    try pushRun.harness.receive(.ended, of: "pan", sending: pushConfig.script[0].commands)
    try pushRun.harness.receive(.transitionEnded(.push, .finished)) { $0 = Self.atRest(["root", "detail", "next"]) }
    try pushRun.harness.finish()
    #expect(pushed.outcome == .unchanged)
    let transition = try #require(pushed.transitions.first)
    #expect(transition.kind == .push)
    #expect(abs(transition.settled! - transition.began - 0.35) < 1e-9)
    let frames = try #require(pushed.frames)
    #expect(frames.contains { $0.topX > 100 && $0.stack.last == "next" })

    // FDFullscreenPopGesture #131: a swipe on the root, then a push: the app hangs.
    var frozen = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [
        .init(recognizer: "pan", state: .began, commands: [.beginInteractivePop(animation: .parallax(curve: .linear), duration: 0.35)]),
        .init(recognizer: "pan", state: .ended, commands: [.cancelInteractivePop(.percentDriven(speed: 1, curve: .linear)), .push(ScreenSpec(id: "next"), animated: true)]),
      ])
    frozen.rejections = [:]
    let rootOnly = strokeTrace([Point(x: 100, y: 400), Point(x: 160, y: 400)], durations: [0.2], scene: SceneSpec(stack: [ScreenSpec(id: "root")]))
    var frozenRun = played(frozen, on: rootOnly)
    let result = frozenRun.result
    #expect(result.distinctHazards == [.rootFreeze, .nestedTransition])
    #expect(result.stackAfter == ["root"])
    // Exhaustively: frozen, neither the cancel nor the push ever ends.
    try frozenRun.harness.receive(.began, of: "pan", sending: frozen.script[0].commands)
    try frozenRun.harness.receive(.changed, of: "pan") { $0.isTransitioning = true }
    try frozenRun.harness.skip(.changed, of: "pan")
    try frozenRun.harness.receive(.ended, of: "pan", sending: frozen.script[1].commands)
    try frozenRun.harness.finish()
  }

  @Test("a trace that ends with the finger down is lifted one frame later and reported")
  func unterminatedStroke() {
    let trace = samplesTrace([(0, 5, 400, .began), (0.1, 100, 400, .moved), (0.2, 220, 400, .moved)])
    let result = Simulator.run(SystemEdgeStrategy.self, on: trace)!
    #expect(result.distinctHazards == [.unterminatedStroke])
    #expect(result.outcome == .pop)
    #expect(result.transitions.first?.decided == 0.2 + 1.0 / 60)
  }

  /// Reschedules the same zero-delay timer every time it fires.
  struct RunawayTimer: BackStrategy {
    static let descriptor = StrategyDescriptor(
      id: "runaway", title: "Runaway", summary: "", origin: "tests", rules: [], pitfalls: [], whenToChoose: "")
    static let presets = [StrategyPreset(name: "default", summary: "", configuration: 0)]
    init(configuration: Int) {}
    func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
      context.send(.scheduleTimer("again", delay: 0))
      return GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled)
    }
    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
      context.send(.scheduleTimer("again", delay: 0))
    }
  }

  @Test("a timer rescheduled with no delay forever cannot hang the run: did-not-settle")
  func runawayTimer() throws {
    let result = try #require(Simulator.run(RunawayTimer.self, on: Self.drag))
    #expect(result.distinctHazards == [.didNotSettle])
  }

  @Test("an unanimated pop reports its end to the strategy like an animated one")
  func unanimatedPopEnds() throws {
    let config = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)]),
      script: [.init(recognizer: "pan", state: .ended, commands: [.pop(animated: false)])])
    var run = played(config, on: Self.drag)
    #expect(run.strategy.events.last == .transitionEnded(.pop, .finished))
    // Exhaustively: the end comes right after the release, with the stack already popped.
    try run.harness.receive(.began, of: "pan")
    try run.harness.skip(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan", sending: [.pop(animated: false)])
    try run.harness.receive(.transitionEnded(.pop, .finished)) { $0 = Self.atRest(["root"]) }
    try run.harness.finish()
  }

  @Test("during the run-out, strategies read the animated progress, not the release value")
  func snapshotProgressDuringRunOut() throws {
    var config = Self.config(duration: 1.0, percent: 0.3, release: .finishInteractivePop(.percentDriven(speed: 1, curve: .linear)))
    config.script.append(.init(recognizer: "pan", state: .ended, commands: [.scheduleTimer("probe", delay: 0.35)]))
    var run = played(config, on: Self.drag)
    let index = run.strategy.events.firstIndex(of: .timerFired("probe"))!
    #expect(abs(run.strategy.navigationAtEvents[index].progress - 0.65) < 1e-9)
    // Exhaustively: at the release the pop is still at 30 %; the timer, halfway through the
    // 0.7 s run-out, reads 65 % and viewControllers already without the top (a pop running to
    // its finish has left the array); the end sees the stack popped.
    try run.harness.receive(.began, of: "pan", sending: config.script[0].commands)
    try run.harness.receive(.changed, of: "pan") {
      $0.isTransitioning = true
      $0.progress = 0.3
    }
    try run.harness.skip(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan", sending: config.script[1].commands + config.script[2].commands)
    try run.harness.receive(.timerFired("probe")) {
      $0.count = 1
      $0.progress = 0.65
    }
    try run.harness.receive(.transitionEnded(.pop, .finished)) { $0 = Self.atRest(["root"]) }
    try run.harness.finish()
  }
}
