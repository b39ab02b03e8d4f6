import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Helpers shared by the peer libraries that forward a pan to UIKit's pop handler.
enum PeerForwarding {
  typealias Strategy = TargetForwardingStrategy

  static func scenario(_ name: String) throws -> Trace {
    try #require(Scenarios.named(name), "no built-in scenario '\(name)'")
  }

  static func run(_ preset: String, on trace: Trace) throws -> RunResult {
    try #require(Simulator.run(Strategy.self, preset: preset, on: trace, options: RunOptions(ios: .iOS18)))
  }

  static func run(_ preset: String, on name: String) throws -> RunResult {
    try run(preset, on: try scenario(name))
  }

  /// The delegate's answer to `gestureRecognizerShouldBegin:` for one query.
  static func decision(
    _ configuration: Strategy.Configuration, count: Int = 2, transitioning: Bool = false,
    location: Point = Point(x: 200, y: 420), translation: Vector = Vector(x: 2, y: 0),
    velocity: Vector = Vector(x: 300, y: 0), direction: InterfaceLayoutDirection = .leftToRight,
    screen: ScreenSpec = ScreenSpec(id: "detail")
  ) -> BeginDecision {
    let context = StrategyContext(
      time: 0, device: Device(layoutDirection: direction),
      navigation: NavigationSnapshot(count: count, top: screen, isTransitioning: transitioning, progress: transitioning ? 0.7 : 0))
    let query = BeginQuery(recognizer: Strategy.recognizerID, location: location, translation: translation, velocity: velocity)
    return Strategy(configuration: configuration).shouldBegin(query, context: context)
  }

  static func rejection(_ decision: BeginDecision) -> String? {
    if case .reject(let why) = decision { return why.description }
    return nil
  }

  /// A straight stroke from `start`, `moves` equal moves of `step` at 60 Hz, lifted where it stopped.
  static func constantStroke(from start: Point, step: Vector, moves: Int, scene: SceneSpec = .twoScreens) -> Trace {
    var samples = [TouchSample(t: 0, x: start.x, y: start.y, phase: .began)]
    for index in 1...moves {
      let point = Point(x: start.x + step.x * Double(index), y: start.y + step.y * Double(index))
      samples.append(TouchSample(t: Double(index) / 60, x: point.x, y: point.y, phase: .moved))
    }
    let end = Point(x: start.x + step.x * Double(moves), y: start.y + step.y * Double(moves))
    samples.append(TouchSample(t: Double(moves + 1) / 60, x: end.x, y: end.y, phase: .ended))
    return Trace(name: "constant-stroke", scene: scene, touches: samples)
  }
}

/// FDFullscreenPopGesture 1.1 (commit 44ddc103fd7c): `target-forwarding:fd`, `fd-max-100`, `fd-recipe`.
///
/// Runs on iOS 18 (`RunOptions(ios: .iOS18)`): the technique beside UIKit's edge swipe alone, as
/// its source was written. `IOS26TechniqueTests` puts it beside iOS 26's content swipe.
@Suite("FDFullscreenPopGesture")
struct FDFullscreenPopGestureTests {
  typealias Strategy = TargetForwardingStrategy
  let fd = Strategy.Configuration.fd

  @Test("FDFullscreenPopGesture 1.1: guards in the source's order: the root refuses before fd_interactivePopDisabled")
  func guardOrder() {
    #expect(fd.guards == [
      .root, .screenSwitch(.fdInteractivePopDisabled), .maximumInitialDistance(0), .transitioning(.isTransitioning),
      .backwardTranslation(mirrored: true),
    ])
    let disabled = ScreenSpec(id: "detail", backGestureDisabled: true)
    let both = PeerForwarding.decision(fd, count: 1, screen: disabled)
    #expect(PeerForwarding.rejection(both) == "viewControllers.count = 1 ≤ 1: nothing to pop")
  }

  @Test("FDFullscreenPopGesture 1.1: fd_interactivePopDisabled refuses; a screen without it begins", arguments: [true, false])
  func interactivePopDisabled(disabled: Bool) {
    let answer = PeerForwarding.decision(fd, screen: ScreenSpec(id: "detail", backGestureDisabled: disabled))
    #expect((answer == .begin) == !disabled)
    if disabled { #expect(PeerForwarding.rejection(answer) == "screen 'detail' sets fd_interactivePopDisabled") }
  }

  @Test(
    "FDFullscreenPopGesture 1.1: a pan recognised right of the maximum initial distance does not begin; at it, it begins",
    arguments: [(100.0, true), (100.5, false), (30.0, true)])
  func maximumInitialDistance(x: Double, begins: Bool) {
    let answer = PeerForwarding.decision(.fdMax100, location: Point(x: x, y: 420))
    #expect((answer == .begin) == begins)
    if !begins { #expect(PeerForwarding.rejection(answer)?.hasPrefix("location.x = 100.5 > 100") == true) }
  }

  @Test("FDFullscreenPopGesture 1.1: a maximum initial distance of 0 means unlimited, and the setter clamps below 0")
  func unlimitedDistance() {
    #expect(PeerForwarding.decision(fd, location: Point(x: 389, y: 420)) == .begin)
    #expect(Strategy.Configuration.fdGuards(maximumInitialDistance: -5).contains(.maximumInitialDistance(0)))
  }

  @Test("FDFullscreenPopGesture 1.1: the distance is where the finger is at recognition, not the touch-down")
  func distanceAtRecognition() throws {
    // Touch-down at 95 pt, 4 pt moves: the pan passes 10 pt at x = 107, beyond 100.
    let late = PeerForwarding.constantStroke(from: Point(x: 95, y: 420), step: Vector(x: 4, y: 0), moves: 40)
    let refused = try PeerForwarding.run("fd-max-100", on: late)
    #expect(refused.outcome == .unchanged)
    #expect(refused.reason.contains("location.x = 107 > 100"))
    let early = PeerForwarding.constantStroke(from: Point(x: 85, y: 420), step: Vector(x: 4, y: 0), moves: 40)
    #expect(try PeerForwarding.run("fd-max-100", on: early).recognizedAt != nil)
  }

  @Test("FDFullscreenPopGesture 1.1: _isTransitioning refuses; an idle navigation controller begins", arguments: [true, false])
  func transitioning(transitioning: Bool) {
    let answer = PeerForwarding.decision(fd, transitioning: transitioning)
    #expect((answer == .begin) == !transitioning)
  }

  @Test(
    "FDFullscreenPopGesture 1.1: translation.x × multiplier <= 0 refuses, multiplier −1 in right-to-left (PR #138)",
    arguments: [
      (0.0, InterfaceLayoutDirection.leftToRight, false), (0.5, .leftToRight, true), (-2, .leftToRight, false),
      (-2, .rightToLeft, true), (2, .rightToLeft, false),
    ])
  func direction(tx: Double, direction: InterfaceLayoutDirection, begins: Bool) {
    let answer = PeerForwarding.decision(fd, translation: Vector(x: tx, y: 0), direction: direction)
    #expect((answer == .begin) == begins)
  }

  @Test("FDFullscreenPopGesture 1.1: installed on the first push: a trace on the root keeps UIKit's edge gesture; a pushed stack has the pan only")
  func installedOnFirstPush() throws {
    var context = StrategyContext(
      time: 0, device: .standard, navigation: NavigationSnapshot(count: 1, top: ScreenSpec(id: "home"), isTransitioning: false, progress: 0))
    let root = SceneSpec(device: .standard, stack: [ScreenSpec(id: "home")])
    let onRoot = Strategy(configuration: fd).install(in: root, context: &context)
    #expect(onRoot.systemBackGesture == .enabled)
    #expect(onRoot.recognizers.isEmpty)
    let pushed = Strategy(configuration: fd).install(in: .twoScreens, context: &context)
    #expect(pushed.systemBackGesture == .disabled)
    #expect(pushed.recognizers.map(\.id) == [Strategy.recognizerID])
    // On the root, UIKit's own delegate refuses the edge swipe; seed 003 (installed at launch) refuses with its pan.
    let rootRun = try PeerForwarding.run("fd", on: "swipe-on-root")
    #expect(rootRun.outcome == .unchanged)
    #expect(rootRun.reason.hasPrefix("system-edge-pan:"))
    #expect(try PeerForwarding.run("seed003", on: "swipe-on-root").reason.hasPrefix("full-screen-pan:"))
  }

  @Test("FDFullscreenPopGesture 1.1: no scroll-view handling: a carousel at its start takes the swipe; the README subclass pops")
  func scrollViews() throws {
    let published = try PeerForwarding.run("fd", on: "carousel-at-start")
    #expect(published.outcome == .unchanged)
    #expect(published.reason.contains("scroll view 'carousel' began first"))
    let recipe = try PeerForwarding.run("fd-recipe", on: "carousel-at-start")
    #expect(recipe.outcome == .pop)
    // The recipe recognises together only at offset 0: in mid-content the carousel wins.
    #expect(try PeerForwarding.run("fd-recipe", on: "carousel-mid-content").outcome == .unchanged)
  }

  @Test("FDFullscreenPopGesture 1.1: fd-max-100 refuses a mid-screen flick and pops an edge swipe")
  func maximumDistanceOnScenarios() throws {
    #expect(try PeerForwarding.run("fd-max-100", on: "downward-25-swipe").outcome == .unchanged)
    #expect(try PeerForwarding.run("fd", on: "downward-25-swipe").outcome == .pop)
    #expect(try PeerForwarding.run("fd-max-100", on: "edge-swipe-past-half").outcome == .pop)
  }
}

/// MLTransition 2.1.3 in pan mode (tag 2.1.3, `Classes/MLTransition.m`): `target-forwarding:mltransition`.
///
/// Runs on iOS 18 (`RunOptions(ios: .iOS18)`): the technique beside UIKit's edge swipe alone, as
/// its source was written. `IOS26TechniqueTests` puts it beside iOS 26's content swipe.
@Suite("MLTransition")
struct MLTransitionTests {
  typealias Strategy = TargetForwardingStrategy
  let ml = Strategy.Configuration.mlTransition

  @Test("MLTransition 2.1.3: guards in the source's order: transitionCoordinator.isAnimated before the stack count")
  func guardOrder() {
    let answer = PeerForwarding.decision(ml, count: 1, transitioning: true)
    #expect(PeerForwarding.rejection(answer)?.hasPrefix("transitionCoordinator.isAnimated") == true)
    #expect(PeerForwarding.decision(ml, count: 1) != .begin)
    #expect(PeerForwarding.decision(ml, count: 2) == .begin)
    let disabled = PeerForwarding.decision(ml, screen: ScreenSpec(id: "detail", backGestureDisabled: true))
    #expect(PeerForwarding.rejection(disabled) == "screen 'detail' sets disableMLTransition")
  }

  @Test("MLTransition 2.1.3: velocity.x <= 0 refuses; any rightward velocity begins", arguments: [(0.0, false), (-40, false), (0.1, true)])
  func velocity(vx: Double, begins: Bool) {
    let answer = PeerForwarding.decision(ml, velocity: Vector(x: vx, y: 0))
    #expect((answer == .begin) == begins)
  }

  @Test(
    "MLTransition 2.1.3: |ty/tx| > 0.618 downward or > 0.2 upward refuses; at the limit it begins",
    arguments: [
      (Vector(x: 10, y: 6.18), true), (Vector(x: 10, y: 6.2), false), (Vector(x: 10, y: -2), true),
      (Vector(x: 10, y: -2.1), false), (Vector(x: 0, y: 0), true), (Vector(x: 0, y: 1), false),
    ])
  func cone(translation: Vector, begins: Bool) {
    let answer = PeerForwarding.decision(ml, translation: translation)
    #expect((answer == .begin) == begins, "\(translation)")
  }

  @Test("MLTransition 2.1.3: the cone reads the hysteresis-removed translation: a 40° swipe in 3 pt moves begins, one 30 pt jump at 40° does not")
  func coneAfterHysteresis() throws {
    // Small moves: tx reaches 10 first, ty (8.4) shrinks to 0, so the cone sees a flat pan.
    let small = PeerForwarding.constantStroke(from: Point(x: 100, y: 300), step: Vector(x: 3, y: 2.52), moves: 40)
    #expect(try PeerForwarding.run("mltransition", on: small).recognizedAt != nil)
    // One large first move: (30, 25.2) becomes (20, 15.2) after the hysteresis, ratio 0.76.
    let jump = PeerForwarding.constantStroke(from: Point(x: 100, y: 300), step: Vector(x: 30, y: 25.2), moves: 3)
    let refused = try PeerForwarding.run("mltransition", on: jump)
    #expect(refused.recognizedAt == nil)
    #expect(refused.reason.contains("(downward cone)"))
  }

  @Test("MLTransition 2.1.3: a diagonal swipe upward is refused by the 0.2 cone; a 25° downward flick pops")
  func coneOnScenarios() throws {
    #expect(try PeerForwarding.run("mltransition", on: "diagonal-swipe").reason.contains("(upward cone)"))
    #expect(try PeerForwarding.run("mltransition", on: "downward-25-swipe").outcome == .pop)
  }

  @Test(
    "MLTransition 2.1.3: UIScrollView category: within 10 pt of the left edge a horizontal scroll view waits (pop); beyond, it competes and wins",
    arguments: [(10.0, true), (10.5, false)])
  func edgeStrip(x: Double, pops: Bool) throws {
    let scene = SceneSpec(
      device: .standard,
      stack: [ScreenSpec(id: "home"), ScreenSpec(id: "gallery", scrollViews: [Scenarios.carousel(offsetX: 390)])])
    let trace = PeerForwarding.constantStroke(from: Point(x: x, y: 400), step: Vector(x: 12, y: 0), moves: 20, scene: scene)
    let result = try PeerForwarding.run("mltransition", on: trace)
    #expect((result.outcome == .pop) == pops, "\(result.reason)")
    #expect((result.metrics.scrolled > 0) == !pops)
  }

  @Test("MLTransition 2.1.3: UIScrollView category on the scenarios: carousel touched at 5 pt pops, at 30 pt scrolls; a vertical list waits, then scrolls")
  func scrollCategoryOnScenarios() throws {
    #expect(try PeerForwarding.run("mltransition", on: "carousel-mid-content").outcome == .pop)
    let near = try PeerForwarding.run("mltransition", on: "carousel-mid-content-near-edge")
    #expect(near.outcome == .unchanged)
    #expect(near.metrics.scrolled > 0)
    let list = try PeerForwarding.run("mltransition", on: "vertical-scroll")
    #expect(list.outcome == .unchanged)
    #expect(list.metrics.scrolled > 0)
  }

  @Test("MLTransition 2.1.3: installed at launch with the edge recogniser disabled, scroll views by its category")
  func installation() {
    var context = StrategyContext(
      time: 0, device: .standard, navigation: NavigationSnapshot(count: 1, top: ScreenSpec(id: "home"), isTransitioning: false, progress: 0))
    let setup = Strategy(configuration: ml).install(in: SceneSpec(device: .standard, stack: [ScreenSpec(id: "home")]), context: &context)
    #expect(setup.systemBackGesture == .disabled)
    #expect(setup.recognizers.first?.scrollViews == .scrollViewsWaitUnlessHorizontal)
  }
}
