import Testing

import BackStrategies

/// An outside strategy tested with ``StrategyHarness`` through the public API alone (no
/// `@testable`): installed, handed single events, asked `gestureRecognizerShouldBegin:`, and
/// run whole by the simulator.
@Suite("A strategy on the test harness")
struct StrategyHarnessTests {
  /// The protocol's own example (`BackStrategy`'s doc comment): a left-edge pan that pops when
  /// released more than `minimumTravel` from where it began, UIKit's swipes off.
  struct EdgeTap: BackStrategy {
    struct Configuration: Hashable, Sendable { var minimumTravel = 40.0 }
    static let descriptor = StrategyDescriptor(id: "edge-tap")
    static let presets = [StrategyPreset(name: "default", summary: "40 pt", configuration: Configuration())]
    let configuration: Configuration
    init(configuration: Configuration) { self.configuration = configuration }

    func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
      GestureSetup(
        systemBackGesture: .disabled, contentSwipe: .disabled,
        recognizers: [RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window, asksShouldBegin: true)])
    }

    func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
      context.navigation.count >= 2 ? .begin : .reject("on the root")
    }

    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
      guard case .gesture(let gesture) = event, gesture.state == .ended else { return }
      if gesture.translation.x > configuration.minimumTravel {
        context.send(.explain("released past the travel"))
        context.send(.pop(animated: true))
      } else {
        context.send(.explain("released short of the travel"))
      }
    }
  }

  static let scene = SceneSpec(stack: [ScreenSpec(id: "list"), ScreenSpec(id: "detail")])

  static func release(travelled: Double) -> StrategyEvent {
    .gesture(
      GestureEvent(
        recognizer: "edge", state: .ended, time: 0.3, location: Point(x: 5 + travelled, y: 400),
        translation: Vector(x: travelled, y: 0), velocity: Vector(x: 200, y: 0), startLocation: Point(x: 5, y: 400)))
  }

  @Test("install returns the setup and no command")
  func install() {
    var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: Self.scene)
    let installed = harness.install()
    #expect(installed.setup.systemBackGesture == .disabled)
    #expect(installed.setup.recognizers.map(\.id) == ["edge"])
    #expect(installed.commands.isEmpty)
    #expect(harness.setup == installed.setup)
  }

  @Test("each event returns only the commands it caused", arguments: [(60.0, true), (40.0, false), (10.0, false)])
  func releaseDecides(travelled: Double, pops: Bool) {
    var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: Self.scene)
    _ = harness.install()
    let commands = harness.send(Self.release(travelled: travelled), at: 0.3)
    #expect(commands.contains(.pop(animated: true)) == pops)
    #expect(commands.count == (pops ? 2 : 1))
    #expect(harness.send(.timerFired("unused"), at: 0.4).isEmpty)
  }

  @Test("shouldBegin reads the navigation the test sets")
  func shouldBeginReadsNavigation() {
    var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: Self.scene)
    let query = BeginQuery(recognizer: "edge", location: Point(x: 5, y: 400), translation: Vector(x: 12, y: 0), velocity: Vector(x: 100, y: 0))
    #expect(harness.shouldBegin(query, at: 0.1) == .begin)
    harness.setNavigation(NavigationSnapshot(count: 1, top: ScreenSpec(id: "list"), isTransitioning: false, progress: 0))
    #expect(harness.shouldBegin(query, at: 0.1) == .reject("on the root"))
  }

  @Test("a preset name it lacks is an error naming its presets")
  func unknownPreset() {
    #expect(throws: SelectionError.self) { try StrategyHarness(EdgeTap.self, preset: "defualt", scene: Self.scene) }
    do {
      _ = try StrategyHarness(EdgeTap.self, preset: "defualt", scene: Self.scene)
    } catch {
      #expect(error.message == "edge-tap has no preset 'defualt' (it has default); did you mean 'default'?")
    }
  }

  @Test("run plays a trace through the simulator with the event log")
  func runWhole() throws {
    let harness = try StrategyHarness(EdgeTap.self, scene: Self.scene)
    let touches = stride(from: 0.0, through: 0.3, by: 1.0 / 60).map { t in
      TouchSample(t: t, x: 4 + 600 * t, y: 400, phase: t == 0 ? .began : .moved)
    } + [TouchSample(t: 0.32, x: 4 + 600 * 0.32, y: 400, phase: .ended)]
    let result = harness.run(on: Trace(name: "swipe", scene: Self.scene, touches: touches))
    #expect(result.outcome == .pop)
    #expect(result.reason == "released past the travel")
    #expect(result.events?.isEmpty == false)
  }

  // MARK: Exhaustive, as TCA's TestStore

  /// The swipe of ``runWhole()``: from the left edge, 600 pt/s for 0.3 s, lifted at 0.32 s.
  static let swipe: Trace = {
    let touches = stride(from: 0.0, through: 0.3, by: 1.0 / 60).map { t in
      TouchSample(t: t, x: 4 + 600 * t, y: 400, phase: t == 0 ? .began : .moved)
    } + [TouchSample(t: 0.32, x: 4 + 600 * 0.32, y: 400, phase: .ended)]
    return Trace(name: "swipe", scene: scene, touches: touches)
  }()

  @Test("played, every step is received in order, with its commands and navigation, and finish() passes")
  func playedExhaustively() throws {
    var harness = try StrategyHarness(EdgeTap.self, scene: Self.scene)
    let result = harness.play(Self.swipe)
    #expect(result.outcome == .pop)
    #expect(harness.setup?.recognizers.map(\.id) == ["edge"])
    try harness.receive(.began, of: "edge")
    let moves = try harness.skip(.changed, of: "edge")
    #expect(!moves.isEmpty)
    let released = try harness.receive(.ended, of: "edge", sending: [.explain("released past the travel"), .pop(animated: true)])
    #expect(released.translation.x > 40)
    try harness.receive(.transitionEnded(.pop, .finished)) {
      $0 = NavigationSnapshot(count: 1, top: ScreenSpec(id: "list"), isTransitioning: false, progress: 0)
    }
    try harness.finish()
  }

  @Test("finish() fails on a step not received, naming it")
  func finishNamesWhatIsLeft() throws {
    var harness = try StrategyHarness(EdgeTap.self, scene: Self.scene)
    _ = harness.play(Self.swipe)
    try harness.receive(.began, of: "edge")
    try harness.skip(.changed, of: "edge")
    try harness.receive(.ended, of: "edge", sending: [.explain("released past the travel"), .pop(animated: true)])
    let error = try #require(throws: HarnessMismatch.self) { try harness.finish() }
    #expect(error.summary == "finish(): 1 step was not received")
    #expect(error.differences.map(\.field) == ["unreceived"])
    #expect(error.differences.first?.actual == "0.670 s pop transition ended (finished)")
    // Skipping acknowledges it.
    #expect(harness.skipUnreceived().count == 1)
    try harness.finish()
  }

  @Test("a command not named, an event not expected and a navigation change not stated are each a difference")
  func mismatchesAreDiffs() throws {
    var harness = try StrategyHarness(EdgeTap.self, scene: Self.scene)
    _ = harness.play(Self.swipe)
    try harness.receive(.began, of: "edge")
    try harness.skip(.changed, of: "edge")
    // The release sent two commands; the test names one.
    let commands = try #require(throws: HarnessMismatch.self) {
      try harness.receive(.ended, of: "edge", sending: [.pop(animated: true)])
    }
    #expect(commands.differences.map(\.field) == ["commands"])
    #expect(commands.summary.hasPrefix("step "))
    #expect(commands.summary.hasSuffix("0.320 s gesture edge .ended → explain(released past the travel), pop(animated: true)): it differs from what the test expected"))
    // The end came with the stack popped; the test says nothing changed, and expects a timer.
    let navigation = try #require(throws: HarnessMismatch.self) { try harness.receive(.timerFired("t")) }
    #expect(navigation.differences.map(\.field) == ["event", "navigation.count", "navigation.top", "navigation.underID"])
    #expect(
      navigation.description.hasSuffix(
        "\n  − navigation.count: 2\n  + navigation.count: 1\n  − navigation.top: detail\n  + navigation.top: list\n  − navigation.underID: list\n  + navigation.underID: nil"))
    // Nothing left: receiving more is a mismatch too.
    let nothing = try #require(throws: HarnessMismatch.self) { try harness.receive(.timerFired("t")) }
    #expect(nothing.differences == [.init(field: "event", expected: "timer t fired", actual: "nothing")])
    try harness.finish()
  }

  @Test("stepwise, each event sent is a step too, received with its commands; the navigation the test sets is expected")
  func stepwiseExhaustively() throws {
    var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: Self.scene)
    #expect(harness.install().commands.isEmpty)
    harness.send(Self.release(travelled: 60), at: 0.3)
    #expect(harness.unreceived.count == 1)
    try harness.receive(Self.release(travelled: 60), sending: [.explain("released past the travel"), .pop(animated: true)])
    // Navigation the test sets is what the next step is expected to see.
    harness.setNavigation(NavigationSnapshot(count: 1, top: ScreenSpec(id: "list"), isTransitioning: false, progress: 0))
    harness.send(Self.release(travelled: 10), at: 0.5)
    try harness.receive(Self.release(travelled: 10), sending: [.explain("released short of the travel")])
    try harness.finish()
    #expect(harness.receivedCount == 2)
  }
}
