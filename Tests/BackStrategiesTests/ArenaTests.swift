import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The arena's rules: the first to begin excludes the others, ties on one move to the deepest
/// view, `shouldBegin`, simultaneity, require-to-fail and UIKit's scroll-view priority.
private let log0998 = -0.0020020026706730793

@Suite("Arena")
struct ArenaTests {
  static let carouselScene = SceneSpec(stack: [
    ScreenSpec(id: "home"),
    ScreenSpec(
      id: "gallery",
      scrollViews: [
        ScrollViewSpec(
          id: "carousel", frame: Rect(x: 0, y: 300, width: 390, height: 200), contentSize: Size(width: 1170, height: 200))
      ]),
  ])

  static func edgeSwipeOverCarousel() -> Trace {
    strokeTrace([Point(x: 5, y: 400), Point(x: 260, y: 405)], durations: [0.8], scene: carouselScene, profile: StrokeBuilder.minimumJerk)
  }

  static func config(_ spec: RecognizerSpec, system: GestureSetup.SystemBackGesture = .disabled) -> ProbeStrategy.Configuration {
    ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: system, contentSwipe: .disabled, recognizers: [spec]))
  }

  @Test("-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]: a carousel at its start waits for UIKit's edge pan, which pops")
  func carouselAtStartWaits() {
    let result = Simulator.run(SystemEdgeStrategy.self, on: Self.edgeSwipeOverCarousel())!
    #expect(result.outcome == .pop)
    #expect(result.metrics.scrolled == 0)
    #expect(result.hazards.isEmpty)
  }

  @Test("-[UIGestureEnvironment _updateForEvent:window:] sends touchesBegan: before the graph is updated, so the edge pan's delegate branch decides: mid-content the carousel waits too, and the edge pan pops")
  func carouselMidContentWaits() {
    var middle = Self.edgeSwipeOverCarousel()
    middle.scene.stack[1].scrollViews[0].contentOffset = Point(x: 390, y: 0)
    let result = Simulator.run(SystemEdgeStrategy.self, on: middle)!
    #expect(result.outcome == .pop)
    #expect(result.metrics.scrolled == 0)
    // Under the scroll-view branch (asked before the touch reached the edge pan) mid-content
    // does not wait, and the carousel's 10 pt beats the edge's 15 pt.
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let other = Simulator.run(SystemEdgeStrategy.self, on: middle, options: RunOptions(parameters: branch))!
    #expect(other.outcome == .unchanged)
    #expect(other.reason.contains("scroll view 'carousel' began first"))
    #expect(other.metrics.scrolled > 0)
  }

  @Test("-[_UINavigationInteractiveTransition _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:] answers YES for a technique's own pan too: it waits for UIKit's edge pan in the strip, not beyond it")
  func strategyPanWaitsForEdge() {
    let spec = RecognizerSpec(id: "own", kind: .pan, host: .topScreen)
    let scene = SceneSpec(stack: [ScreenSpec(id: "home"), ScreenSpec(id: "detail")])
    let inStrip = strokeTrace([Point(x: 5, y: 400), Point(x: 260, y: 405)], durations: [0.8], scene: scene, profile: StrokeBuilder.minimumJerk)
    let (_, waited) = probe(Self.config(spec, system: .enabled), on: inStrip)
    #expect(waited.outcome == .pop)
    #expect(waited.drivenBy?.recognizer == .systemEdgePan)
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let (_, raced) = probe(Self.config(spec, system: .enabled), on: inStrip, options: RunOptions(parameters: branch))
    #expect(raced.drivenBy == nil, "the pan's 10 pt beats the edge's 15 pt and nothing pops")
  }

  @Test("an app that made itself the edge recogniser's delegate (delegate = self) replaces _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:: nothing waits, and the carousel takes the swipe")
  func appDelegateLosesPrecedence() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "delegate-self", on: Self.edgeSwipeOverCarousel()))
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.scrolled > 0)
  }

  @Test("_needsDynamicDependentRequirementForGestureRecognizer: a scroll view that cannot scroll horizontally waits too")
  func verticalListWaits() {
    let list = SceneSpec(stack: [
      ScreenSpec(id: "home"),
      ScreenSpec(
        id: "list",
        scrollViews: [ScrollViewSpec(id: "table", frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 3000))]),
    ])
    var edge = Self.edgeSwipeOverCarousel()
    edge.scene = list
    let result = Simulator.run(SystemEdgeStrategy.self, on: edge)!
    #expect(result.outcome == .pop)
    #expect(result.metrics.scrolled == 0)
  }

  @Test("_willBeginAfterSatisfyingFailureRequirements: when the edge pan fails, the waiting carousel begins from translation zero")
  func waitingScrollViewStartsAtZero() throws {
    // The carousel passes its 10 pt at x = 16 while the edge pan still waits (11 pt < 15 pt);
    // at (18, 340) the edge pan fails (60 pt of vertical travel before its hysteresis) and the
    // carousel begins there, from zero: it follows only the last 42 pt.
    let trace = samplesTrace(
      [
        (0, 5, 400, .began), (0.016, 12, 400, .moved), (0.033, 16, 400, .moved), (0.05, 18, 340, .moved),
        (0.066, 60, 340, .moved), (0.083, 60, 340, .ended),
      ], scene: Self.carouselScene)
    let result = Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(recordTimeline: true))!
    #expect(result.outcome == .unchanged)
    #expect(result.reason.contains("vertically before it was 15 pt"))
    let frame = try #require(result.frames?.first { $0.t > 0.066 && $0.t < 0.083 })
    let offset = try #require(frame.scrollOffsets.first?.offset.x)
    // Past its start the content rubber-bands: 390·0.55·x / (390 + 0.55·x) for a drag of x.
    func band(_ x: Double) -> Double { 390 * 0.55 * x / (390 + 0.55 * x) }
    #expect(abs(offset + band(42)) < 1e-9)
  }

  /// A short flick towards the carousel's start (mid-content: it coasts for about a second
  /// without reaching the end), then an edge swipe from x = 5 while it still coasts.
  static func edgeSwipeOverCoastingCarousel() -> Trace {
    var touches = StrokeBuilder()
    touches.flick(from: Point(x: 100, y: 400), to: Point(x: 140, y: 400), duration: 0.08)
    touches.pause(0.1)
    touches.swipe(from: Point(x: 5, y: 400), to: Point(x: 260, y: 405), duration: 0.8)
    var scene = carouselScene
    scene.stack[1].scrollViews[0].contentOffset = Point(x: 390, y: 0)
    return Trace(name: "catch", scene: scene, touches: touches.samples)
  }

  @Test(
    "-[UIScrollViewPanGestureRecognizer touchesBegan:withEvent:] begins the pan on coasting content, and -[UIGestureRecognizer _updateGestureForActiveEvents] holds it while the edge pan it must wait for is undecided: the edge swipe pops"
  )
  func coastingCarouselWaitsForTheEdgePan() throws {
    let trace = Self.edgeSwipeOverCoastingCarousel()
    func run(_ parameters: ModelParameters) throws -> RunResult {
      try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: parameters, recordEvents: true)))
    }
    func failures(_ result: RunResult, of id: RecognizerID) -> [String] {
      result.events!.compactMap { event in
        if case .failed(let failed, let why) = event.kind, failed == id { return why }
        return nil
      }
    }
    // Active touches (the default): the caught carousel waits for the edge pan
    // (`_needsDynamicDependentRequirementForGestureRecognizer:` asks UIKit's delegate, YES), is
    // held, and fails when the edge pan begins at 15 pt.
    let held = try run(.uikit26)
    #expect(held.outcome == .pop)
    // The edge pan fails only for the flick, which starts mid-screen.
    #expect(failures(held, of: "system-edge-pan") == ["touch-down at x = 100 is not within 33 pt of the left edge"])
    #expect(held.drivenBy?.recognizer == "system-edge-pan")
    #expect(held.metrics.scrolled > 0)  // the flick's own drag and coast, before the swipe
    // The scroll-view branch makes only a scroll view at rest wait: coasting content is not at
    // rest, so nothing holds the carousel's pan and the catch fails the edge pan at touch-down.
    let caught = try run(.uikit26ScrollViewBranch)
    #expect(caught.outcome == .unchanged)
    #expect(failures(caught, of: "system-edge-pan").last == "scroll view 'carousel' caught the touch while its content was still moving")
    // Without the catch, under the scroll-view-branch reading the carousel, mid-content, does
    // not wait and takes the swipe by its 10 pt.
    var parameters = ModelParameters.uikit26ScrollViewBranch
    parameters.scrollViewCatchesMovingContent = false
    #expect(failures(try run(parameters), of: "system-edge-pan").last?.hasPrefix("scroll view 'carousel' began first") == true)
    // Each result names the reading that decides otherwise.
    let weighed = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(weighsOpenChoices: true)))
    #expect(weighed.restsOn.contains { $0.choice == .whoWaits && $0.other == "scroll-view-branch" && $0.outcome == .unchanged })
  }

  @Test("the priority is UIKit's edge recogniser's alone: a strategy's pan forwarded to UIKit gets none")
  func priorityIsUIKitsOnly() {
    let spec = RecognizerSpec(id: "full", kind: .pan, host: .navigationView, target: .systemPopHandler)
    let (_, result) = probe(Self.config(spec), on: Self.edgeSwipeOverCarousel())
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.scrolled > 0)
    var off = ModelParameters.uikit26
    off.backGestureDependencies = .none
    #expect(Simulator.run(SystemEdgeStrategy.self, on: Self.edgeSwipeOverCarousel(), options: RunOptions(parameters: off))!.outcome == .unchanged)
  }

  @Test("_needsDynamicDependentRequirementForGestureRecognizer: (scroll-view branch) in right-to-left layouts the carousel waits at its maximum offset")
  func rightToLeftPriority() {
    var scene = Self.carouselScene
    scene.device.layoutDirection = .rightToLeft
    scene.stack[1].scrollViews[0].contentOffset = Point(x: 780, y: 0)
    let trace = strokeTrace([Point(x: 385, y: 400), Point(x: 130, y: 405)], durations: [0.8], scene: scene, profile: StrokeBuilder.minimumJerk)
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let options = RunOptions(parameters: branch)
    #expect(Simulator.run(SystemEdgeStrategy.self, on: trace, options: options)!.outcome == .pop)
    var start = trace
    start.scene.stack[1].scrollViews[0].contentOffset = .zero
    #expect(Simulator.run(SystemEdgeStrategy.self, on: start, options: options)!.outcome == .unchanged)
    // The default reading: the carousel waits for the right-edge pan at either offset.
    #expect(Simulator.run(SystemEdgeStrategy.self, on: start)!.outcome == .pop)
  }

  @Test("past its start a scroll view rubber-bands: d·c·x / (d + c·x), and springs back")
  func rubberBand() {
    var model = ScrollViewModel(spec: Self.carouselScene.stack[1].scrollViews[0], screen: 1, parameters: .uikit26)
    model.beginDrag(at: 0)
    model.drag(translation: Vector(x: 100, y: 0))
    let expected = -(390 * 0.55 * 100 / (390 + 0.55 * 100))
    #expect(abs(model.offset(at: 0).x - expected) < 1e-9)
    model.drag(translation: Vector(x: -50, y: 0))
    #expect(model.offset(at: 0).x == 50)
    model.drag(translation: Vector(x: -900, y: 0))
    #expect(abs(model.offset(at: 0).x - (780 + 390 * 0.55 * 120 / (390 + 0.55 * 120))) < 1e-9)
    model.release(velocity: .zero, at: 1)
    #expect(model.animationEnd == 1 + ModelParameters.uikit26.bounceBackDuration)
    #expect(model.offset(at: 2) == Point(x: 780, y: 0))

    // A plain pan on the screen loses to the deeper carousel, which rubber-bands past its start.
    let (_, result) = probe(
      Self.config(RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)), on: Self.edgeSwipeOverCarousel(),
      options: RunOptions(recordTimeline: true))
    let offsets = result.frames!.compactMap { $0.scrollOffsets.first?.offset.x }
    #expect(offsets.min()! < -50 && offsets.min()! > -390 * 0.55)
    #expect(offsets.last == 0)
  }

  @Test("a flicked scroll view decelerates and stops inside its content")
  func deceleration() {
    var model = ScrollViewModel(spec: Self.carouselScene.stack[1].scrollViews[0], screen: 1, parameters: .uikit26)
    model.beginDrag(at: 0)
    model.drag(translation: Vector(x: -100, y: 0))
    model.release(velocity: Vector(x: -1000, y: 0), at: 0)
    // v/k·(1 − rest/v) with k = −1000·ln 0.998 ≈ 2.002 /s: about 497 pt further.
    let end = model.offset(at: model.animationEnd!).x
    #expect(abs(end - (100 + 1000 / (-1000 * log0998) * (1 - 5.0 / 1000))) < 1e-6)
    model.release(velocity: Vector(x: -100_000, y: 0), at: 0)
    #expect(model.offset(at: model.animationEnd!).x == 780)
  }

  @Test("with a simultaneous policy both recognise and the run reports scroll-conflict")
  func simultaneous() {
    let spec = RecognizerSpec(id: "full", kind: .pan, host: .navigationView, target: .systemPopHandler, scrollViews: .simultaneous)
    let (_, result) = probe(Self.config(spec), on: Self.edgeSwipeOverCarousel())
    #expect(result.outcome == .pop)
    #expect(result.metrics.scrolled > 0)
    #expect(result.distinctHazards == [.scrollConflict])
  }

  @Test("simultaneous at the leading edge only: at offset 0 both move, mid-content the scroll view wins")
  func simultaneousAtLeadingEdge() {
    let spec = RecognizerSpec(
      id: "full", kind: .pan, host: .navigationView, target: .systemPopHandler, scrollViews: .simultaneousAtLeadingEdge)
    #expect(probe(Self.config(spec), on: Self.edgeSwipeOverCarousel()).result.outcome == .pop)
    var middle = Self.edgeSwipeOverCarousel()
    middle.scene.stack[1].scrollViews[0].contentOffset = Point(x: 390, y: 0)
    let (_, result) = probe(Self.config(spec), on: middle)
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.scrolled > 0)
  }

  @Test("require-to-fail: scroll views that wait let the back pan win, and scroll when it fails")
  func requireToFail() {
    let spec = RecognizerSpec(
      id: "full", kind: .pan, host: .navigationView, target: .systemPopHandler, asksShouldBegin: true,
      scrollViews: .scrollViewsWait)
    let (_, popped) = probe(Self.config(spec), on: Self.edgeSwipeOverCarousel())
    #expect(popped.outcome == .pop)
    #expect(popped.metrics.scrolled == 0)
    var rejecting = Self.config(spec)
    rejecting.rejections = ["full": "not today"]
    let (_, scrolled) = probe(rejecting, on: Self.edgeSwipeOverCarousel())
    #expect(scrolled.outcome == .unchanged)
    #expect(scrolled.metrics.scrolled > 0)
    #expect(scrolled.reason == "full: shouldBegin said no: not today")
  }

  @Test("a shouldBegin rejection fails the recogniser and becomes the reason")
  func shouldBeginRejects() throws {
    var config = Self.config(RecognizerSpec(id: "pan", kind: .pan, host: .topScreen, asksShouldBegin: true))
    config.rejections = ["pan": "guard says no"]
    let trace = strokeTrace([Point(x: 100, y: 400), Point(x: 300, y: 400)], durations: [0.3])
    let run = played(config, on: trace)
    #expect(run.strategy.states(of: "pan").isEmpty)
    #expect(run.result.reason == "pan: shouldBegin said no: guard says no")
    // Refused, the pan hands the strategy nothing at all.
    try run.harness.finish()
  }

  @Test("a tie on the same move goes to the deepest view (_depthFirstCompare:): the screen's pan beats the window's edge pan")
  func tieGoesToDeepestNotEdge() throws {
    // One jump of 20 pt passes both thresholds at once.
    let trace = samplesTrace([(0, 5, 400, .began), (0.016, 25, 400, .moved), (0.033, 60, 400, .moved), (0.05, 60, 400, .ended)])
    let setup = ProbeStrategy.Configuration(
      setup: GestureSetup(
        systemBackGesture: .disabled,
        recognizers: [
          RecognizerSpec(id: "pan", kind: .pan, host: .topScreen),
          RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window),
        ]))
    var run = played(setup, on: trace)
    #expect(run.strategy.states(of: "pan") == [.began, .changed, .ended])
    #expect(run.strategy.states(of: "edge").isEmpty)
    #expect(run.result.reason.contains("'pan' began first"))
    // Exhaustively: the pan's three callbacks and nothing from the edge pan.
    let began = try run.harness.receive(.began, of: "pan")
    #expect(began.time == 0.016)
    try run.harness.receive(.changed, of: "pan")
    try run.harness.receive(.ended, of: "pan")
    try run.harness.finish()
  }

  @Test("on a tie between plain pans the deepest view wins: a scroll view beats the screen's pan")
  func tieGoesToDeepest() {
    let trace = samplesTrace(
      [(0, 100, 400, .began), (0.016, 125, 400, .moved), (0.033, 160, 400, .moved), (0.05, 160, 400, .ended)],
      scene: Self.carouselScene)
    let (strategy, result) = probe(Self.config(RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)), on: trace)
    #expect(strategy.states(of: "pan").isEmpty)
    #expect(result.metrics.scrolled > 0)
  }

  @Test("-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]: a carousel shown vertical travel waits instead of beginning, so the screen's pan takes it")
  func scrollViewWaitsOffAxis() {
    let trace = strokeTrace([Point(x: 100, y: 450), Point(x: 110, y: 320)], durations: [0.3], scene: Self.carouselScene)
    let (strategy, result) = probe(Self.config(RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)), on: trace)
    #expect(strategy.states(of: "pan").first == .began)
    #expect(result.metrics.scrolled == 0)
  }

  @Test("resetting a running recogniser cancels it for the rest of the touch")
  func reset() throws {
    var config = Self.config(RecognizerSpec(id: "pan", kind: .pan, host: .topScreen))
    config.script = [.init(recognizer: "pan", state: .began, commands: [.resetRecognizer("pan")])]
    let trace = strokeTrace([Point(x: 100, y: 400), Point(x: 300, y: 400)], durations: [0.3])
    var run = played(config, on: trace)
    #expect(run.strategy.states(of: "pan") == [.began, .cancelled])
    // Exhaustively: the reset sent at .began cancels at once; the rest of the touch hands nothing.
    let began = try run.harness.receive(.began, of: "pan", sending: [.resetRecognizer("pan")])
    let cancelled = try run.harness.receive(.cancelled, of: "pan")
    #expect(cancelled.time == began.time)
    try run.harness.finish()
  }
}

/// The arena features added for the peer libraries: a recogniser on the top screen's scroll
/// views, "every other recogniser waits for this one to fail", and a first-move direction test.
@Suite("Arena: peer-library features")
struct ArenaPeerFeatureTests {
  static let carouselScene = SceneSpec(
    device: .standard,
    stack: [
      ScreenSpec(id: "home"),
      ScreenSpec(
        id: "gallery",
        scrollViews: [
          ScrollViewSpec(
            id: "carousel", frame: Rect(x: 0, y: 300, width: 390, height: 200), contentSize: Size(width: 1170, height: 200),
            contentOffset: Point(x: 390, y: 0))
        ]),
    ])

  /// A rightward stroke at y from x, `moves` moves of 6 pt at 60 Hz.
  static func stroke(x: Double = 100, y: Double, moves: Int = 20, step: Double = 6) -> Trace {
    Trace(
      name: "stroke", scene: carouselScene,
      touches: [TouchSample(t: 0, x: x, y: y, phase: .began)]
        + (1...moves).map { TouchSample(t: Double($0) / 60, x: x + step * Double($0), y: y, phase: .moved) }
        + [TouchSample(t: Double(moves + 1) / 60, x: x + step * Double(moves), y: y, phase: .ended)])
  }

  @Test("HostView.scrollViews: a recogniser added to the scroll views takes part only when the touch-down lands on one")
  func scrollViewHost() throws {
    let setup = ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "on-scroll", kind: .pan, host: .scrollViews)]))
    let (onCarousel, _) = probe(setup, on: Self.stroke(y: 400))
    #expect(onCarousel.states(of: "on-scroll").first == .began)
    let offCarousel = played(setup, on: Self.stroke(y: 700))
    #expect(offCarousel.strategy.states(of: "on-scroll").isEmpty)
    // Off the carousel the recogniser takes no part: nothing at all is handed to the strategy.
    try offCarousel.harness.finish()
  }

  @Test("HostView.scrollViews: it sits at the scroll view's depth: a tie with the navigation view's pan goes to it, not the other way")
  func scrollViewDepth() {
    let recognizers = [
      RecognizerSpec(id: "nav", kind: .pan, host: .navigationView),
      RecognizerSpec(id: "on-scroll", kind: .pan, host: .scrollViews, scrollViews: .simultaneous),
    ]
    let (strategy, _) = probe(
      ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: recognizers)), on: Self.stroke(y: 400))
    #expect(strategy.states(of: "on-scroll").first == .began)
    #expect(strategy.states(of: "nav").isEmpty)
  }

  @Test("othersWaitForFailure (shouldBeRequiredToFailByGestureRecognizer: YES): while it may begin, the scroll view and UIKit's edge wait; when it begins they fail")
  func othersWaitAndFail() {
    // 30 pt threshold: the carousel passes its 10 pt first and must wait.
    let spec = RecognizerSpec(id: "first", kind: .pan, host: .scrollViews, hysteresis: 30, othersWaitForFailure: true)
    let (strategy, result) = probe(
      ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .enabled, recognizers: [spec])), on: Self.stroke(x: 5, y: 400))
    #expect(strategy.states(of: "first").first == .began)
    #expect(result.metrics.scrolled == 0)
  }

  @Test("othersWaitForFailure: when it fails, a scroll view that had passed its threshold begins from translation zero (_willBeginAfterSatisfyingFailureRequirements)")
  func waitersBeginFromZero() {
    let spec = RecognizerSpec(id: "first", kind: .pan, host: .scrollViews, asksShouldBegin: true, hysteresis: 30, othersWaitForFailure: true)
    var config = ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [spec]))
    config.rejections = ["first": "no"]
    // 20 moves of 6 pt: refused at 30 pt, 90 pt of travel are left for the carousel.
    let (_, waited) = probe(config, on: Self.stroke(y: 400))
    let free = ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled))
    let (_, alone) = probe(free, on: Self.stroke(y: 400))
    // Alone the carousel begins at 12 pt keeping 2 pt (110 pt of drag); waiting, it starts from
    // zero at 30 pt (90 pt of drag). The release, and so the coasting, is the same.
    #expect(abs((alone.metrics.scrolled - waited.metrics.scrolled) - 20) < 1e-6)
  }

  @Test("firstMoveDirection: the first move with a non-zero velocity fails a pan that does not point its way, before the 10 pt hysteresis")
  func firstMoveDirection() throws {
    let spec = RecognizerSpec(id: "right", kind: .pan, host: .navigationView, firstMoveDirection: .right)
    let config = ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [spec]))
    // 2 pt right and 3 pt down first (56°), then right.
    let steep = samplesTrace([(0, 100, 420, .began), (0.017, 102, 423, .moved), (0.034, 140, 424, .moved), (0.05, 200, 425, .moved), (0.067, 200, 425, .ended)])
    let failed = played(config, on: steep)
    #expect(failed.strategy.states(of: "right").isEmpty)
    #expect(failed.result.reason.contains("does not point right"))
    try failed.harness.finish()
    // 3 pt right and 2 pt down first (34°).
    let shallow = samplesTrace([(0, 100, 420, .began), (0.017, 103, 422, .moved), (0.034, 140, 424, .moved), (0.05, 200, 425, .moved), (0.067, 200, 425, .ended)])
    let (began, _) = probe(config, on: shallow)
    #expect(began.states(of: "right").first == .began)
  }

  @Test("PanDirection.dominates: strictly the largest of +vx, −vx, +vy, −vy; an exact 45° tie does not count")
  func dominance() {
    #expect(PanDirection.right.dominates(Vector(x: 10, y: 9.9)))
    #expect(!PanDirection.right.dominates(Vector(x: 10, y: 10)))
    #expect(!PanDirection.right.dominates(Vector(x: 10, y: -10.1)))
    #expect(!PanDirection.right.dominates(Vector(x: -1, y: 0)))
    #expect(PanDirection.up.dominates(Vector(x: 3, y: -4)))
  }
}
