import Testing
@testable import BackStrategies

/// Target forwarding (seed 003 "移花接木", seed 004 way 3, FDFullscreenPopGesture's README recipe):
/// the guards, UIKit's inherited rules, scroll views, right-to-left, and what seed 004's missing
/// guards cost.
@Suite("TargetForwarding")
struct TargetForwardingStrategyTests {
  typealias Strategy = TargetForwardingStrategy

  // MARK: Helpers

  func scenario(_ name: String) throws -> Trace {
    try #require(Scenarios.named(name), "no built-in scenario '\(name)'")
  }

  func run(_ preset: String, on name: String) throws -> RunResult {
    try #require(Simulator.run(Strategy.self, preset: preset, on: try scenario(name)))
  }

  func run(_ configuration: Strategy.Configuration, on name: String) throws -> RunResult {
    Simulator.run(Strategy.self, configuration: configuration, label: "target-forwarding:custom", on: try scenario(name))
  }

  /// The delegate's answer for a pan recognised with `translation`, on a stack of `count` screens.
  func decision(
    _ configuration: Strategy.Configuration = .seed003, count: Int = 2, transitioning: Bool = false,
    translation: Vector = Vector(x: 12, y: 0), direction: LayoutDirection = .leftToRight, screen: ScreenSpec = ScreenSpec(id: "detail")
  ) -> BeginDecision {
    let context = StrategyContext(
      time: 0, device: Device(layoutDirection: direction),
      navigation: NavigationSnapshot(count: count, top: screen, isTransitioning: transitioning, progress: transitioning ? 0.7 : 0))
    let query = BeginQuery(
      recognizer: Strategy.recognizerID, location: Point(x: 200 + translation.x, y: 420 + translation.y),
      translation: translation, velocity: Vector(x: translation.x * 10, y: translation.y * 10))
    return Strategy(configuration: configuration).shouldBegin(query, context: context)
  }

  func rejection(_ decision: BeginDecision) -> String? {
    if case .reject(let why) = decision { return why }
    return nil
  }

  // MARK: Installation and registration

  @Test("seed 003: one full-screen pan forwarded to handleNavigationTransition:, the system edge gesture disabled")
  func installsForwardedPan() throws {
    for preset in Strategy.presets {
      var context = StrategyContext(time: 0, device: .standard, navigation: NavigationSnapshot(
        count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
      let setup = Strategy(configuration: preset.configuration).install(in: Scene.twoScreens, context: &context)
      #expect(setup.systemBackGesture == .disabled)
      #expect(setup.recognizers.count == 1)
      let pan = try #require(setup.recognizers.first)
      #expect(pan.kind == .pan)
      #expect(pan.target == .systemPopHandler)
      #expect(pan.asksShouldBegin)
      #expect(pan.hysteresis == nil, "a plain pan keeps UIKit's default threshold")
      #expect(pan.scrollViews == preset.configuration.scrollViews)
      #expect(context.commands.isEmpty)
    }
  }

  @Test("presets: seed003 (default), seed004, fd-recipe, with their sources' values")
  func presets() throws {
    #expect(Strategy.presets.map(\.name) == ["seed003", "seed004", "fd-recipe"])
    #expect(Strategy.presets.first?.configuration == .seed003)
    #expect(Strategy.Configuration.seed003.scrollViews == .simultaneous)
    #expect(Strategy.Configuration.seed003.host == .navigationView)
    #expect(Strategy.Configuration.seed004.scrollViews == .exclusive)
    #expect(Strategy.Configuration.seed004.host == .topScreen)
    #expect(Strategy.Configuration.fdRecipe.scrollViews == .simultaneousAtLeadingEdge)
    let selection = try StrategyCatalog.builtIn.select("target-forwarding")
    #expect(selection.label == "target-forwarding:seed003")
    #expect(try StrategyCatalog.builtIn.select("target-forwarding:fd-recipe").label == "target-forwarding:fd-recipe")
  }

  // MARK: The guards, each on both sides

  @Test("seed 003: viewControllers.count <= 1 → NO; two screens begin", arguments: [(1, false), (2, true), (3, true)])
  func rootGuard(count: Int, begins: Bool) {
    let answer = decision(count: count)
    #expect((answer == .begin) == begins)
    if !begins { #expect(rejection(answer) == "viewControllers.count = 1 ≤ 1: nothing to pop") }
  }

  @Test("seed 003: the root guard refuses a swipe on the root; without it the pop freezes navigation")
  func rootGuardOnScenario() throws {
    let guarded = try run("seed003", on: "swipe-on-root")
    #expect(guarded.outcome == .none)
    #expect(guarded.hazards.isEmpty)
    #expect(guarded.reason == "full-screen-pan: shouldBegin said no: viewControllers.count = 1 ≤ 1: nothing to pop")
    let unguarded = try run(Strategy.Configuration(refusesOnRoot: false), on: "swipe-on-root")
    #expect(unguarded.distinctHazards == [.rootFreeze])
    #expect(unguarded.transitions.map(\.result) == [.stuck])
  }

  @Test("seed 003: _isTransitioning → NO; an idle navigation controller begins", arguments: [true, false])
  func transitioningGuard(transitioning: Bool) {
    let answer = decision(transitioning: transitioning)
    #expect((answer == .begin) == !transitioning)
    if transitioning { #expect(rejection(answer) == "_isTransitioning: a transition is running (progress 0.70)") }
    #expect(decision(.seed004, transitioning: transitioning) == .begin, "seed 004 has no such guard")
  }

  @Test("seed 003: a second swipe during the finishing pop is refused; seed 004 asks for a nested pop")
  func secondSwipeDuringFinish() throws {
    let guarded = try run("seed003", on: "second-swipe-during-finish")
    #expect(guarded.outcome == .pop)
    #expect(guarded.hazards.isEmpty)
    #expect(guarded.transitions.count == 1)
    #expect(guarded.stackAfter == ["home", "list"])
    let seed004 = try run("seed004", on: "second-swipe-during-finish")
    #expect(seed004.distinctHazards == [.nestedTransition])
    #expect(seed004.transitions.count == 1, "UIKit ignores the nested pop")
    #expect(seed004.stackAfter == ["home", "list"])
    let onlyThatGuardOff = try run(Strategy.Configuration(refusesWhileTransitioning: false), on: "second-swipe-during-finish")
    #expect(onlyThatGuardOff.distinctHazards == [.nestedTransition])
  }

  @Test(
    "seed 003: translation.x <= 0 → NO (leftward or straight vertical); rightward begins",
    arguments: [(Vector(x: -12, y: 0), false), (Vector(x: 0, y: -12), false), (Vector(x: 0.5, y: -11), true), (Vector(x: 12, y: 3), true)])
  func directionGuard(translation: Vector, begins: Bool) {
    let answer = decision(translation: translation)
    #expect((answer == .begin) == begins)
    if !begins { #expect(rejection(answer)?.hasPrefix("translation.x = ") == true) }
    #expect(decision(.seed004, translation: translation) == .begin, "seed 004 has no direction guard")
  }

  @Test("seed 003: a leftward swipe is refused at recognition, with the number")
  func leftwardSwipeRefused() throws {
    let result = try run("seed003", on: "leftward-swipe")
    #expect(result.outcome == .none)
    #expect(result.transitions.isEmpty)
    #expect(
      result.reason
        == "full-screen-pan: shouldBegin said no: translation.x = -15.5 ≤ 0 when recognised: only left-to-right swipes begin")
  }

  @Test("seed 004: a leftward swipe begins UIKit's pop, progress clamps at 0, and the release cancels")
  func leftwardSwipeCostsSeed004() throws {
    let result = try run("seed004", on: "leftward-swipe")
    #expect(result.outcome == .cancel)
    #expect(result.stackAfter == ["home", "detail"])
    #expect(result.metrics.maxProgress == 0)
    let record = try #require(result.transitions.first)
    #expect(record.interactive)
    #expect(record.result == .cancelled)
    #expect(record.settled == record.decided, "nothing to animate back from progress 0")
    #expect(result.reason.contains("(progress 0.00,"))
    #expect(result.reason.contains("cancels in 0.000 s"))
    #expect(result.metrics.trackingError > 100, "the page stays put while the finger travels 240 pt")
  }

  @Test("seed 003: popGestureClose switches the pan off with every recogniser on the navigation view; seed 004's pan is not on it")
  func screenSwitch() throws {
    let switchedOff = ScreenSpec(id: "scanner", backGestureDisabled: true)
    #expect(rejection(decision(screen: switchedOff))?.hasPrefix("screen 'scanner' turned the back gesture off") == true)
    #expect(decision(.seed004, screen: switchedOff) == .begin)
    var trace = try scenario("mid-screen-swipe")
    trace.scene = Scene(stack: [ScreenSpec(id: "home"), switchedOff])
    try trace.validate()
    #expect(try #require(Simulator.run(Strategy.self, preset: "seed003", on: trace)).outcome == .none)
    #expect(try #require(Simulator.run(Strategy.self, preset: "seed004", on: trace)).outcome == .pop)
  }

  // MARK: Full screen, and everything else is UIKit's

  @Test("seed 003: a mid-screen swipe pops (full screen), where UIKit's edge gesture sees nothing")
  func midScreenSwipePops() throws {
    for preset in Strategy.presets.map(\.name) {
      let result = try run(preset, on: "mid-screen-swipe")
      #expect(result.outcome == .pop, "\(preset)")
      #expect(result.stackAfter == ["home"])
      #expect(result.reason.hasPrefix("released with projected progress"))
    }
    let system = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: try scenario("mid-screen-swipe")))
    #expect(system.outcome == .none)
  }

  @Test("seed 003: on an edge swipe progress, completion and animation are system-edge's; only recognition is earlier (10 pt vs 15 pt)")
  func identicalToSystemEdge() throws {
    let trace = try scenario("edge-swipe-past-half")
    let system = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace))
    let forwarded = try #require(Simulator.run(Strategy.self, preset: "seed003", on: trace))
    #expect(forwarded.outcome == system.outcome)
    #expect(forwarded.reason == system.reason)
    #expect(forwarded.stackAfter == system.stackAfter)
    #expect(forwarded.settledAt == system.settledAt)
    #expect(forwarded.hazards == system.hazards)
    #expect(forwarded.transitions.count == system.transitions.count)
    for (a, b) in zip(forwarded.transitions, system.transitions) {
      #expect(a.kind == b.kind)
      #expect(a.interactive == b.interactive)
      #expect(a.result == b.result)
      #expect(a.decided == b.decided)
      #expect(a.settled == b.settled)
      #expect(a.began < b.began, "the plain pan's 10 pt threshold is crossed before the edge pan's 15 pt")
    }
    #expect(forwarded.metrics.maxProgress == system.metrics.maxProgress)
    #expect(forwarded.metrics.scrolled == system.metrics.scrolled)
    #expect(abs(forwarded.metrics.trackingError - system.metrics.trackingError) < 1e-9)
    let forwardedFrames = try #require(
      Simulator.run(Strategy.self, preset: "seed003", on: trace, options: RunOptions(recordTimeline: true))?.frames)
    let systemFrames = try #require(
      Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(recordTimeline: true))?.frames)
    let release = try #require(system.transitions.first?.decided)
    let afterRelease = { (frame: Frame) in frame.t >= release }
    #expect(!systemFrames.filter(afterRelease).isEmpty)
    #expect(forwardedFrames.filter(afterRelease) == systemFrames.filter(afterRelease), "the same hand-off animation")
  }

  @Test(
    "seed 003: UIKit's own begin rules are bypassed: a custom or hidden back button does not stop the pan",
    arguments: ["custom-back-button", "hidden-back-button", "custom-supplementing-back-button"])
  func bypassesUIKitRules(name: String) throws {
    #expect(try run("seed003", on: name).outcome == .pop)
  }

  // MARK: Scroll views

  @Test("seed 003: the UIScrollView category (simultaneous) pops over a carousel at its start and reports scroll-conflict")
  func simultaneousConflict() throws {
    let result = try run("seed003", on: "carousel-at-start")
    #expect(result.outcome == .pop)
    #expect(result.distinctHazards == [.scrollConflict])
    #expect(result.metrics.scrolled > 0, "the carousel rubber-bands while the page pops")
  }

  @Test("seed 003: simultaneous pops a carousel in the middle of its content too, against the intent to scroll")
  func simultaneousMidContent() throws {
    let result = try run("seed003", on: "carousel-mid-content")
    #expect(result.outcome == .pop)
    #expect(result.distinctHazards == [.scrollConflict])
  }

  @Test(
    "seed 004: without the category (exclusive) the carousel wins: no pop, no conflict",
    arguments: ["carousel-at-start", "carousel-mid-content"])
  func exclusiveCarouselWins(name: String) throws {
    for result in [try run("seed004", on: name), try run(Strategy.Configuration(scrollViews: .exclusive), on: name)] {
      #expect(result.outcome == .none)
      #expect(result.hazards.isEmpty)
      #expect(result.transitions.isEmpty)
      #expect(result.metrics.scrolled > 0)
      #expect(result.reason == "full-screen-pan: scroll view 'carousel' began first (both crossed their threshold on the same touch and the deeper view wins ties)")
    }
  }

  @Test("FDFullscreenPopGesture README: together at offset 0 the page pops; in the middle of its content the carousel scrolls")
  func leadingEdgeRecipe() throws {
    let atStart = try run("fd-recipe", on: "carousel-at-start")
    #expect(atStart.outcome == .pop)
    #expect(atStart.distinctHazards == [.scrollConflict], "the bouncing carousel still moves with the page")
    let midContent = try run("fd-recipe", on: "carousel-mid-content")
    #expect(midContent.outcome == .none)
    #expect(midContent.hazards.isEmpty)
    #expect(midContent.metrics.scrolled > 0)
  }

  @Test("seed 003: the category also pairs the pan with a vertical list; FDFullscreenPopGesture's recipe (on horizontal scroll views) does not")
  func verticalList() throws {
    let category = try run("seed003", on: "vertical-scroll")
    #expect(category.outcome == .cancel, "a 0.6 pt rightward drift at recognition passes translation.x > 0")
    #expect(category.distinctHazards == [.scrollConflict])
    for preset in ["seed004", "fd-recipe"] {
      let result = try run(preset, on: "vertical-scroll")
      #expect(result.outcome == .none, "\(preset)")
      #expect(result.hazards.isEmpty, "\(preset)")
    }
  }

  // MARK: Right-to-left

  @Test("seed 003: translation.x is tested literally, so a right-to-left back swipe (leftwards) is refused")
  func rightToLeftNotMirrored() throws {
    let result = try run("seed003", on: "right-to-left-edge-swipe")
    #expect(result.outcome == .none)
    #expect(result.reason.contains("not mirrored"))
    let rightward = decision(translation: Vector(x: 12, y: 0), direction: .rightToLeft)
    #expect(rightward == .begin, "the forward direction passes the literal check")
  }

  @Test("seed 004 (no direction guard) and a mirrored guard (FDFullscreenPopGesture PR #138) pop in right-to-left layouts")
  func rightToLeftMirrored() throws {
    #expect(try run("seed004", on: "right-to-left-edge-swipe").outcome == .pop)
    let mirrored = try run(Strategy.Configuration(mirrorsForRightToLeft: true), on: "right-to-left-edge-swipe")
    #expect(mirrored.outcome == .pop)
    #expect(mirrored.stackAfter == ["home"])
    #expect(
      rejection(decision(Strategy.Configuration(mirrorsForRightToLeft: true), translation: Vector(x: 12, y: 0), direction: .rightToLeft))
        == "−translation.x = -12 ≤ 0 when recognised: only right-to-left swipes begin")
  }

  // MARK: Every scenario

  @Test("every preset runs every built-in scenario without freezing or leaving work pending", arguments: Strategy.presets.map(\.name))
  func allScenarios(preset: String) throws {
    for trace in Scenarios.all {
      let result = try #require(Simulator.run(Strategy.self, preset: preset, on: trace))
      #expect(!result.distinctHazards.contains(.rootFreeze), "\(trace.name)")
      #expect(!result.distinctHazards.contains(.didNotSettle), "\(trace.name)")
      #expect(result.strategy == "target-forwarding:\(preset)")
    }
  }
}
