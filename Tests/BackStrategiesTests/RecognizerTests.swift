import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Begin and fail rules of each recogniser kind, as UIKit 26.1's code has them, each on both
/// sides of its threshold (docs/model.md, "Recognisers").
@Suite("Recognisers")
struct RecognizerTests {
  static let pan = RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)
  static let leftEdge = RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window)
  static let rightEdge = RecognizerSpec(id: "right", kind: .screenEdge(.right), host: .window)

  static func setup(_ specs: RecognizerSpec...) -> ProbeStrategy.Configuration {
    ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: specs))
  }

  /// A stroke from samples: `(t, x, y)`, the first `began`, the last `ended` at the last point.
  static func stroke(_ points: [(Double, Double, Double)], scene: SceneSpec = .twoScreens) -> Trace {
    liftedStroke(points, liftAfter: 0.016, scene: scene)
  }

  /// Receives, exhaustively, `id`'s whole gesture when it `began` (began, its changes, ended
  /// at the lift), and then that nothing else was handed to the strategy: when it never began,
  /// nothing at all.
  static func receiveWholeGesture(_ run: inout PlayedProbe, of id: RecognizerID, began: Bool) throws {
    if began {
      try run.harness.receive(.began, of: id)
      try run.harness.skip(.changed, of: id)
      try run.harness.receive(.ended, of: id)
    }
    try run.harness.finish()
  }

  // MARK: Plain pans

  @Test(
    "-[UIPanGestureRecognizer _willScrollX]: a pan begins when one axis reaches 10 pt (>=), not on 9.9 pt",
    arguments: [(9.9, false), (10.0, true)])
  func panHysteresisPerAxis(travel: Double, begins: Bool) throws {
    let trace = Self.stroke([(0, 200, 400), (0.016, 200 + travel, 400)])
    var run = played(Self.setup(Self.pan), on: trace)
    #expect((run.strategy.states(of: "pan").first == .began) == begins)
    // Exhaustively: the pan's began and ended, or nothing at all.
    if begins {
      try run.harness.receive(.began, of: "pan")
      try run.harness.receive(.ended, of: "pan")
    }
    try run.harness.finish()
  }

  @Test("-[UIPanGestureRecognizer _willScrollX] / _willScrollY: per axis, not the straight-line distance (8, 8) does not begin")
  func panHysteresisNotEuclidean() throws {
    // 11.3 pt from touch-down, but 8 pt along each axis.
    let trace = Self.stroke([(0, 200, 400), (0.016, 208, 408)])
    let run = played(Self.setup(Self.pan), on: trace)
    #expect(run.strategy.states(of: "pan").isEmpty)
    // Nothing at all was handed to the strategy.
    try run.harness.finish()
  }

  @Test("-[UIPanGestureRecognizer _removeHysteresisFromTranslation]: each axis loses 10 pt toward zero at .began")
  func panRemovesHysteresis() throws {
    let trace = Self.stroke([(0, 200, 400), (0.016, 212.5, 403), (0.033, 220, 405)])
    let gestures = probe(Self.setup(Self.pan), on: trace).strategy.gestures(of: "pan")
    let began = try #require(gestures.first)
    #expect(began.state == .began)
    // x: 12.5 − 10 = 2.5; y: 3 is inside the hysteresis and becomes 0.
    #expect(began.translation == Point(x: 2.5, y: 0))
    // Later translations are measured from the moved origin (210, 403).
    #expect(gestures[1].translation == Point(x: 10, y: 2))
  }

  @Test("-[UIPanGestureRecognizer _removeHysteresisFromTranslation]: a pan that begins through vertical travel reads translation.x = 0")
  func panBeginsVertically() throws {
    let trace = Self.stroke([(0, 200, 400), (0.016, 205, 412)])
    let began = try #require(probe(Self.setup(Self.pan), on: trace).strategy.gestures(of: "pan").first)
    #expect(began.translation == Point(x: 0, y: 2))
  }

  @Test("-[UIPanGestureRecognizer touchesEnded:withEvent:]: the lift moves neither the location nor the translation")
  func liftDoesNotMove() throws {
    let trace = samplesTrace([(0, 200, 400, .began), (0.016, 230, 400, .moved), (0.033, 260, 400, .moved), (0.05, 300, 400, .ended)])
    let gestures = probe(Self.setup(Self.pan), on: trace).strategy.gestures(of: "pan")
    let ended = try #require(gestures.last)
    #expect(ended.state == .ended)
    #expect(ended.location == Point(x: 260, y: 400))
    #expect(ended.translation == gestures[gestures.count - 2].translation)
  }

  @Test("a sample at the same place is a stationary touch: no .changed")
  func stationarySample() throws {
    let trace = samplesTrace([
      (0, 200, 400, .began), (0.016, 215, 400, .moved), (0.033, 215, 400, .moved), (0.05, 230, 400, .moved), (0.066, 230, 400, .ended),
    ])
    var run = played(Self.setup(Self.pan), on: trace)
    #expect(run.strategy.states(of: "pan") == [.began, .changed, .ended])
    let began = try run.harness.receive(.began, of: "pan")
    #expect(began.time == 0.016)
    let changed = try run.harness.receive(.changed, of: "pan")
    #expect(changed.time == 0.05)
    let ended = try run.harness.receive(.ended, of: "pan")
    #expect(ended.time == 0.066)
    try run.harness.finish()
  }

  @Test("a pan begins in any direction, vertical included")
  func panAnyDirection() {
    let trace = strokeTrace([Point(x: 200, y: 600), Point(x: 200, y: 300)], durations: [0.3])
    #expect(probe(Self.setup(Self.pan), on: trace).strategy.states(of: "pan").first == .began)
  }

  // MARK: Screen-edge pans

  @Test(
    "_UISEInitialEdgesFailGestureFeature: the touch-down must be within 13 + 20 pt of the edge",
    arguments: [(32.9, true), (33.0, false)])
  func edgeTouchDownStrip(startX: Double, begins: Bool) throws {
    // One fast first move, so that its mirror point lies within 13 pt of the edge.
    let trace = Self.stroke([(0, startX, 400), (0.016, startX + 40, 400), (0.033, startX + 80, 400)])
    var run = played(Self.setup(Self.leftEdge), on: trace)
    #expect((run.strategy.states(of: "edge").first == .began) == begins)
    if !begins { #expect(run.result.reason.contains("is not within 33 pt of the left edge")) }
    // Exhaustively: begun on the first move, changed on the second, ended at the lift; or nothing.
    if begins {
      let began = try run.harness.receive(.began, of: "edge")
      #expect(began.time == 0.016)
      let changed = try run.harness.receive(.changed, of: "edge")
      #expect(changed.time == 0.033)
      try run.harness.receive(.ended, of: "edge")
    }
    try run.harness.finish()
  }

  @Test(
    "_UISEBackProjectEdgesFailGestureFeature: the first move mirrored through the touch-down must land within 13 pt",
    arguments: [(12.9, true), (13.0, false)])
  func edgeBackProjection(mirrored: Double, begins: Bool) throws {
    // Touch-down at x = 20; the first move to 2·20 − mirrored, then straight on.
    let first = 40 - mirrored
    let trace = Self.stroke([(0, 20, 400), (0.016, first, 400), (0.033, first + 30, 400), (0.05, first + 60, 400)])
    var run = played(Self.setup(Self.leftEdge), on: trace)
    #expect((run.strategy.states(of: "edge").first == .began) == begins)
    if !begins { #expect(run.result.reason.contains("mirrored through the touch-down")) }
    try Self.receiveWholeGesture(&run, of: "edge", began: begins)
  }

  @Test("_UISEOrthogonalHysteresisGestureFeature: an edge pan begins past 15 pt (>), not at 15 pt")
  func edgeHysteresisStrict() throws {
    let trace = Self.stroke([(0, 5, 400), (0.016, 12, 400), (0.033, 20, 400), (0.05, 20.1, 400), (0.066, 30, 400)])
    let gestures = probe(Self.setup(Self.leftEdge), on: trace).strategy.gestures(of: "edge")
    let began = try #require(gestures.first)
    #expect(began.state == .began)
    #expect(began.time == 0.05)
  }

  @Test(
    "_UISEVelocityDirectionEdgesGestureFeature: the travel must be strictly within 77.5° of straight off the edge",
    arguments: [(77.0, true), (78.0, false)])
  func edgeAngle(degrees: Double, begins: Bool) throws {
    let radians = degrees * Double.pi / 180
    // One 80 pt move: it passes the 15 pt hysteresis (80·cos 78° = 16.6) and is judged by its angle.
    let end = (5 + 80 * cosine(radians), 500 - 80 * sine(radians))
    let trace = Self.stroke([(0, 5, 500), (0.016, end.0, end.1)])
    var run = played(Self.setup(Self.leftEdge), on: trace)
    #expect((run.strategy.states(of: "edge").first == .began) == begins)
    if !begins { #expect(run.result.reason.contains("limit 77.5°")) }
    try Self.receiveWholeGesture(&run, of: "edge", began: begins)
  }

  @Test(
    "_UISEOrthogonalHysteresisGestureFeature: before 15 pt, vertical travel may be 10·tan(77.5°)·(1 − t/0.5) = 43.7 pt at 16 ms",
    arguments: [(43.5, true), (43.8, false)])
  func edgeOffAxisAllowance(across: Double, survives: Bool) throws {
    let trace = Self.stroke([(0, 5, 500), (0.016, 10, 500 - across), (0.033, 40, 500 - across)])
    var run = played(Self.setup(Self.leftEdge), on: trace)
    #expect((run.strategy.states(of: "edge").first == .began) == survives)
    if !survives { #expect(run.result.reason.contains("vertically before it was 15 pt")) }
    try Self.receiveWholeGesture(&run, of: "edge", began: survives)
  }

  @Test(
    "_UISEOrthogonalHysteresisGestureFeature: the vertical allowance decays to its 20 pt floor",
    arguments: [(19.9, true), (20.1, false)])
  func edgeOffAxisFloor(across: Double, survives: Bool) throws {
    let trace = Self.stroke([(0, 5, 500), (0.016, 6, 500), (0.3, 10, 500 - across), (0.316, 40, 500 - across)])
    var run = played(Self.setup(Self.leftEdge), on: trace)
    #expect((run.strategy.states(of: "edge").first == .began) == survives)
    try Self.receiveWholeGesture(&run, of: "edge", began: survives)
  }

  @Test("_UISETeleportFailGestureFeature: a move of more than 100 pt fails the edge pan", arguments: [(99.5, true), (100.5, false)])
  func edgeTeleport(jump: Double, survives: Bool) throws {
    let trace = Self.stroke([(0, 5, 400), (0.016, 8, 400), (0.033, 8 + jump, 400)])
    var run = played(Self.setup(Self.leftEdge), on: trace)
    #expect((run.strategy.states(of: "edge").first == .began) == survives)
    if !survives { #expect(run.result.reason.contains("touches teleported")) }
    try Self.receiveWholeGesture(&run, of: "edge", began: survives)
  }

  @Test("-[UIScreenEdgePanGestureRecognizer featureDidChangeState:]: the hysteresis is removed before the recognising move")
  func edgeBeganTranslation() throws {
    // Recognised at x = 25: the previous move's 9 pt shrink to 0, the recognising move adds 11.
    let late = Self.stroke([(0, 5, 400), (0.016, 14, 400), (0.033, 25, 400), (0.05, 40, 400)])
    let began = try #require(probe(Self.setup(Self.leftEdge), on: late).strategy.gestures(of: "edge").first)
    #expect(began.translation == Point(x: 11, y: 0))
    // Recognised on its first move: nothing is removed.
    let first = Self.stroke([(0, 5, 400), (0.016, 30, 400), (0.033, 40, 400)])
    let immediate = try #require(probe(Self.setup(Self.leftEdge), on: first).strategy.gestures(of: "edge").first)
    #expect(immediate.translation == Point(x: 25, y: 0))
  }

  @Test("an edge pan moved toward its edge never passes its hysteresis and fails at the lift")
  func edgeWrongDirection() throws {
    let trace = Self.stroke([(0, 385, 400), (0.016, 387, 400), (0.033, 389, 401), (0.05, 389, 420)])
    let run = played(Self.setup(Self.rightEdge), on: trace)
    #expect(run.strategy.states(of: "right").isEmpty)
    #expect(run.result.reason == "right: the finger lifted before it passed its 15 pt threshold")
    try run.harness.finish()
  }

  @Test("_UISEIdleTimerFailGestureFeature: no deadline by default; with maximumSwipeDuration 0.25 s a resting finger fails")
  func edgeMaximumSwipeDuration() throws {
    // The finger rests 0.4 s at the edge, then swipes.
    let trace = Self.stroke([(0, 5, 400), (0.4, 6, 400), (0.416, 30, 400), (0.433, 60, 400)])
    #expect(probe(Self.setup(Self.leftEdge), on: trace).strategy.states(of: "edge").first == .began)
    var parameters = ModelParameters.uikit26
    parameters.edgeMaximumSwipeDuration = 0.25
    let failed = played(Self.setup(Self.leftEdge), on: trace, options: RunOptions(parameters: parameters))
    #expect(failed.strategy.states(of: "edge").isEmpty)
    #expect(failed.result.reason == "edge: it had not begun 0.25 s after touch-down (maximumSwipeDuration)")
    // Failed, the recogniser hands the strategy nothing at all.
    try failed.harness.finish()
    // Begun before the deadline, it is not affected.
    let quick = Self.stroke([(0, 5, 400), (0.1, 30, 400), (0.5, 60, 400)])
    #expect(probe(Self.setup(Self.leftEdge), on: quick, options: RunOptions(parameters: parameters)).strategy.states(of: "edge").first == .began)
  }

  @Test("the right edge is the back edge of a right-to-left layout")
  func backEdge() {
    #expect(ScreenEdge.backEdge(for: .leftToRight) == .left)
    #expect(ScreenEdge.backEdge(for: .rightToLeft) == .right)
  }

  // MARK: UIKit's edge recogniser

  @Test("-[_UINavigationInteractiveTransition gestureRecognizer:shouldReceiveTouch:]: a touch-down on the visible navigation bar is refused")
  func navigationBarExclusion() {
    // 47 pt safe area + 44 pt bar: a touch at y = 80 is on the bar, at y = 95 below it.
    for (y, refused) in [(80.0, true), (95.0, false)] {
      var touches = StrokeBuilder()
      touches.swipe(from: Point(x: 5, y: y), to: Point(x: 300, y: y + 10), duration: 0.4)
      let trace = Trace(name: "bar", scene: .twoScreens, touches: touches.samples)
      // iOS 18: the edge swipe alone (on iOS 26 the content swipe may take a touch on the bar).
      let result = Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(ios: .iOS18))!
      #expect(result.reason.contains("on the navigation bar") == refused)
      #expect((result.recognizedAt == nil) == refused)
    }
  }

  @Test("-[UINavigationController _shouldInteractivePopGestureBeEnabled]: the first refusal in UIKit's order is the reason")
  func receiveOrder() {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 400), to: Point(x: 300, y: 410), duration: 0.4)
    // A root screen that also hides its back button: the back button is checked before the root.
    var scene = SceneSpec(stack: [ScreenSpec(id: "home", backButton: .hidden)])
    let hidden = Simulator.run(SystemEdgeStrategy.self, on: Trace(name: "t", scene: scene, touches: touches.samples))!
    #expect(hidden.reason.contains("hides its back button"))
    // A hidden bar is checked before the back button.
    scene.stack[0].navigationBarHidden = true
    let bar = Simulator.run(SystemEdgeStrategy.self, on: Trace(name: "t", scene: scene, touches: touches.samples))!
    #expect(bar.reason.contains("hides the navigation bar"))
    // The root alone.
    let root = Simulator.run(SystemEdgeStrategy.self, on: Trace(name: "t", scene: SceneSpec(stack: [ScreenSpec(id: "home")]), touches: touches.samples))!
    #expect(root.reason.contains("on the root screen"))
  }

  @Test("a recogniser that was running gets cancelled when the touch is cancelled")
  func cancelledTouch() throws {
    var touches = StrokeBuilder()
    touches.stroke(through: [Point(x: 200, y: 400), Point(x: 300, y: 400)], durations: [0.2], lift: .cancelled)
    let trace = Trace(name: "c", scene: .twoScreens, touches: touches.samples)
    var run = played(Self.setup(Self.pan), on: trace)
    #expect(run.strategy.states(of: "pan").last == .cancelled)
    // Exhaustively: began, the moves, then cancelled and nothing after (no ended).
    try run.harness.receive(.began, of: "pan")
    let moves = try run.harness.skip(.changed, of: "pan")
    #expect(!moves.isEmpty)
    try run.harness.receive(.cancelled, of: "pan")
    try run.harness.finish()
  }
}

extension ProbeStrategy {
  /// The callbacks one recogniser delivered, in order.
  func gestures(of id: RecognizerID) -> [GestureEvent] {
    events.compactMap { event in
      if case .gesture(let gesture) = event, gesture.recognizer == id { return gesture }
      return nil
    }
  }
}

func sine(_ x: Double) -> Double { cosine(x - Double.pi / 2) }

func cosine(_ x: Double) -> Double {
  // The Taylor series is plenty for test angles (|x| < 2).
  var term = 1.0
  var sum = 1.0
  for n in 1...20 {
    term *= -x * x / Double((2 * n - 1) * (2 * n))
    sum += term
  }
  return sum
}
