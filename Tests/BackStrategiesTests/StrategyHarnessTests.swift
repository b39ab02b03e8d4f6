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
}
