import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// TZScrollViewPopGesture 1.0.6 (commit fecb8f13eb11,
/// `UINavigationController+TZPopGesture.m`): `scroll-view-pop:tz`.
@Suite("TZScrollViewPopGesture")
struct ScrollViewPopStrategyTests {
  typealias Strategy = ScrollViewPopStrategy
  let tz = Strategy.Configuration.tz

  static func run(_ trace: Trace) throws -> RunResult {
    try #require(Simulator.run(Strategy.self, preset: "tz", on: trace, options: RunOptions(recordEvents: true)))
  }

  static func scenario(_ name: String) throws -> Trace {
    try #require(Scenarios.named(name), "no built-in scenario '\(name)'")
  }

  /// The delegate's answer to `gestureRecognizerShouldBegin:` for one query.
  func decision(
    recognizer: RecognizerID = Strategy.recognizerID, count: Int = 2, transitioning: Bool = false,
    location: Point = Point(x: 20, y: 400), translation: Vector = Vector(x: 2, y: 0),
    screen: ScreenSpec = ScreenSpec(id: "gallery")
  ) -> BeginDecision {
    let context = StrategyContext(
      time: 0, device: .standard,
      navigation: NavigationSnapshot(count: count, top: screen, isTransitioning: transitioning, progress: transitioning ? 0.7 : 0))
    let query = BeginQuery(recognizer: recognizer, location: location, translation: translation, velocity: Vector(x: 300, y: 0))
    return Strategy(configuration: tz).shouldBegin(query, context: context)
  }

  func rejection(_ decision: BeginDecision) -> String? {
    if case .reject(let why) = decision { return why.description }
    return nil
  }

  /// A carousel screen pushed over home; the carousel covers y 300…500.
  static func carouselScene(offsetX: Double) -> SceneSpec {
    SceneSpec(
      device: .standard,
      stack: [
        ScreenSpec(id: "home"),
        ScreenSpec(
          id: "gallery",
          scrollViews: [
            ScrollViewSpec(
              id: "carousel", frame: Rect(x: 0, y: 300, width: 390, height: 200), contentSize: Size(width: 1170, height: 200),
              contentOffset: Point(x: offsetX, y: 0))
          ]),
      ])
  }

  @Test("TZScrollViewPopGesture 1.0.6: guards in the source's order (lines 60–76): _isTransitioning, count, tz_interactivePopDisabled, the strip")
  func guardOrder() {
    #expect(tz.guards == [.transitioning, .root, .interactivePopDisabled, .leftEdgeStrip(width: 40)])
    #expect(Strategy.Configuration.tzEdgeStripWidth == 40)
    // `_isTransitioning` comes before the root test: a transition on a one-screen stack names the transition.
    #expect(rejection(decision(count: 1, transitioning: true))?.hasPrefix("_isTransitioning") == true)
  }

  @Test("TZScrollViewPopGesture 1.0.6: 0 < translation.x: zero refuses, a tenth of a point right begins", arguments: [(0.0, false), (-3, false), (0.1, true)])
  func positiveTranslation(tx: Double, begins: Bool) {
    let answer = decision(translation: Vector(x: tx, y: 0))
    #expect((answer == .begin) == begins)
  }

  @Test("TZScrollViewPopGesture 1.0.6: location.x <= 40 when recognised: 40 begins, 40.1 refuses", arguments: [(40.0, true), (40.1, false), (5, true)])
  func edgeStrip(x: Double, begins: Bool) {
    let answer = decision(location: Point(x: x, y: 400))
    #expect((answer == .begin) == begins)
    if !begins { #expect(rejection(answer)?.contains("location.x <= 40 is false") == true) }
  }

  @Test("TZScrollViewPopGesture 1.0.6: _isTransitioning refuses; an idle navigation controller begins", arguments: [true, false])
  func transitioning(_ transitioning: Bool) {
    #expect((decision(transitioning: transitioning) == .begin) == !transitioning)
  }

  @Test("TZScrollViewPopGesture 1.0.6: childViewControllers.count <= 1 refuses; two screens begin", arguments: [(1, false), (2, true)])
  func root(count: Int, begins: Bool) {
    #expect((decision(count: count) == .begin) == begins)
  }

  @Test("TZScrollViewPopGesture 1.0.6: tz_interactivePopDisabled refuses; a screen without it begins", arguments: [true, false])
  func interactivePopDisabled(_ disabled: Bool) {
    let answer = decision(screen: ScreenSpec(id: "gallery", backGestureDisabled: disabled))
    #expect((answer == .begin) == !disabled)
  }

  @Test("TZScrollViewPopGesture 1.0.6: didShowViewController: removes the edge recogniser's delegate on pushed screens (it begins) and gives the root UIKit's (it refuses)")
  func edgeDelegate() {
    #expect(decision(recognizer: .systemEdgePan, count: 2) == .begin)
    #expect(rejection(decision(recognizer: .systemEdgePan, count: 1)) != nil)
    var context = StrategyContext(time: 0, device: .standard, navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "gallery"), isTransitioning: false, progress: 0))
    var strategy = Strategy(configuration: tz)
    let pushed = strategy.install(in: Self.carouselScene(offsetX: 0), context: &context)
    #expect(pushed.systemBackGesture == .enabledWithStrategyDelegate)
    #expect(pushed.recognizers.map(\.host) == [.scrollViews])
    #expect(pushed.recognizers.map(\.othersWaitForFailure) == [true])
    #expect(pushed.recognizers.map(\.target) == [.systemPopHandler])
    let root = strategy.install(in: SceneSpec(device: .standard, stack: [ScreenSpec(id: "home")]), context: &context)
    #expect(root.systemBackGesture == .enabled)
    strategy = Strategy(configuration: Strategy.Configuration { $0.systemEdge = .disabled })
    #expect(strategy.install(in: Self.carouselScene(offsetX: 0), context: &context).systemBackGesture == .disabled)
  }

  @Test("TZScrollViewPopGesture 1.0.6: an edge swipe over a carousel in mid-content pops (everything waits for the TZ pan); UIKit alone, under the scroll-view-branch reading, lets the carousel scroll")
  func carouselMidContentPops() throws {
    let trace = try Self.scenario("carousel-mid-content")
    let result = try Self.run(trace)
    #expect(result.outcome == .pop)
    #expect(result.metrics.scrolled == 0)
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let system = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(parameters: branch)))
    #expect(system.outcome == .unchanged)
    #expect(system.metrics.scrolled > 0)
  }

  @Test("TZScrollViewPopGesture 1.0.6: the 40 pt strip is read at recognition: a touch-down 30 pt in that moves 12 pt is refused and the carousel scrolls; one 25 pt in pops")
  func stripAtRecognition() throws {
    func stroke(from x: Double) -> Trace {
      var samples = [TouchSample(t: 0, x: x, y: 400, phase: .began)]
      for index in 1...12 { samples.append(TouchSample(t: Double(index) / 60, x: x + 12 * Double(index), y: 400, phase: .moved)) }
      samples.append(TouchSample(t: 13 / 60, x: x + 144, y: 400, phase: .ended))
      return Trace(name: "strip", scene: Self.carouselScene(offsetX: 390), touches: samples)
    }
    // 30 + 12 = 42 > 40 at recognition.
    let refused = try Self.run(stroke(from: 30))
    #expect(refused.outcome == .unchanged)
    #expect(refused.metrics.scrolled > 0)
    let failures = refused.events?.compactMap { event -> String? in
      if case .failed(let id, let why) = event.kind, id == Strategy.recognizerID { return why }
      return nil
    }
    #expect(failures?.contains { $0.contains("location.x = 42 > 40") } == true)
    // 25 + 12 = 37 ≤ 40.
    let popped = try Self.run(stroke(from: 25))
    #expect(popped.outcome == .pop)
    #expect(popped.metrics.scrolled == 0)
  }

  @Test("TZScrollViewPopGesture 1.0.6: a leftward swipe on the carousel fails the TZ pan (0 < translation.x) and the carousel scrolls")
  func leftwardScrolls() throws {
    let trace = Trace(
      name: "leftward", scene: Self.carouselScene(offsetX: 390),
      touches: [TouchSample(t: 0, x: 200, y: 400, phase: .began)]
        + (1...10).map { TouchSample(t: Double($0) / 60, x: 200 - 8 * Double($0), y: 400, phase: .moved) }
        + [TouchSample(t: 11 / 60, x: 120, y: 400, phase: .ended)])
    let result = try Self.run(trace)
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.scrolled > 0)
  }

  @Test("TZScrollViewPopGesture 1.0.6: the pan is added to the scroll views only: an edge swipe off the carousel is UIKit's edge gesture alone")
  func offTheScrollView() throws {
    let trace = Trace(
      name: "off", scene: Self.carouselScene(offsetX: 390),
      touches: [TouchSample(t: 0, x: 5, y: 700, phase: .began)]
        + (1...20).map { TouchSample(t: Double($0) / 60, x: 5 + 12 * Double($0), y: 700, phase: .moved) }
        + [TouchSample(t: 21 / 60, x: 245, y: 700, phase: .ended)])
    let result = try Self.run(trace)
    #expect(result.outcome == .pop)
    let callbacks = result.events?.compactMap { event -> RecognizerID? in
      if case .callback(let gesture, _) = event.kind { return gesture.recognizer }
      return nil
    }
    #expect(callbacks?.allSatisfy { $0 == .systemEdgePan } == true)
    #expect(callbacks?.isEmpty == false)
  }
}
