import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Target forwarding (seed 003 "移花接木", seed 004 way 3, FDFullscreenPopGesture's README recipe):
/// the guards, UIKit's inherited rules, scroll views, right-to-left, and what seed 004's missing
/// guards cost.
///
/// Runs on iOS 18 (`RunOptions(ios: .iOS18)`): the technique beside UIKit's edge swipe alone, as
/// its source was written. `IOS26TechniqueTests` puts it beside iOS 26's content swipe.
@Suite("TargetForwarding")
struct TargetForwardingStrategyTests {
  typealias Strategy = TargetForwardingStrategy

  // MARK: Helpers

  func scenario(_ name: String) throws -> Trace {
    try #require(Scenarios.named(name), "no built-in scenario '\(name)'")
  }

  func run(_ preset: String, on name: String) throws -> RunResult {
    try #require(Simulator.run(Strategy.self, preset: preset, on: try scenario(name), options: RunOptions(ios: .iOS18)))
  }

  func run(_ configuration: Strategy.Configuration, on name: String) throws -> RunResult {
    Simulator.run(Strategy.self, configuration: configuration, label: "target-forwarding:custom", on: try scenario(name), options: RunOptions(ios: .iOS18))
  }

  /// The delegate's answer for a pan recognised with `translation`, on a stack of `count` screens.
  func decision(
    _ configuration: Strategy.Configuration = .seed003, count: Int = 2, transitioning: Bool = false,
    translation: Vector = Vector(x: 12, y: 0), direction: InterfaceLayoutDirection = .leftToRight, screen: ScreenSpec = ScreenSpec(id: "detail")
  ) -> BeginDecision {
    let context = StrategyContext(
      time: 0, device: Device(layoutDirection: direction),
      navigation: NavigationSnapshot(count: count, top: screen, isTransitioning: transitioning, progress: transitioning ? 0.7 : 0))
    let query = BeginQuery(
      recognizer: Strategy.recognizerID, location: Point(x: 200 + translation.x, y: 420 + translation.y),
      translation: translation, velocity: Vector(x: translation.x * 10, y: translation.y * 10))
    return Strategy(configuration: configuration).shouldBegin(query, context: context)
  }

  /// A straight horizontal stroke at y = 420 from `x`, `moves` moves of `step` pt at 60 Hz from
  /// `t0`, lifted one frame after the last move where it stopped: at constant speed UIKit's
  /// velocity is `60·step` pt/s from the first move on, and its release statistics see ā = 0.
  func constantSwipe(from x: Double, step: Double, moves: Int, at t0: Double = 0) -> [TouchSample] {
    var samples = [TouchSample(t: t0, x: x, y: 420, phase: .began)]
    for index in 1...moves {
      samples.append(TouchSample(t: t0 + Double(index) / 60, x: x + step * Double(index), y: 420, phase: .moved))
    }
    samples.append(TouchSample(t: t0 + Double(moves + 1) / 60, x: x + step * Double(moves), y: 420, phase: .ended))
    return samples
  }

  /// A mid-screen swipe still moving at its lift: 150 → 354 pt at 720 pt/s, on root > detail.
  /// The pan begins on the first move (12 pt, tx 2 > 0 for seed 003's guard; a move landing on
  /// exactly 10 pt would read tx = 0 and be refused). Released at translation 194 pt (0.497)
  /// projecting 0.497 + 0.646, so UIKit pops.
  func movingMidScreenSwipe() -> Trace {
    Trace(name: "moving-mid-screen-swipe", scene: .twoScreens, touches: constantSwipe(from: 150, step: 12, moves: 17))
  }

  func rejection(_ decision: BeginDecision) -> String? {
    if case .reject(let why) = decision { return why.description }
    return nil
  }

  // MARK: Installation and registration

  @Test("seed 003: one full-screen pan forwarded to handleNavigationTransition:, the system edge gesture disabled")
  func installsForwardedPan() throws {
    for preset in Strategy.presets {
      var context = StrategyContext(time: 0, device: .standard, navigation: NavigationSnapshot(
        count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
      let setup = Strategy(configuration: preset.configuration).install(in: SceneSpec.twoScreens, context: &context)
      #expect(setup.systemBackGesture == .disabled)
      #expect(setup.recognizers.count == 1)
      let pan = try #require(setup.recognizers.first)
      #expect(pan.kind == .pan)
      // seed004-after-way-1 reads its target after way 1 replaced the delegate: the screen.
      let expectedTarget: RecognizerSpec.Target = preset.configuration.forwardingTarget == .systemPopHandler ? .systemPopHandler : .strategy
      #expect(pan.target == expectedTarget, "\(preset.name)")
      #expect(pan.asksShouldBegin)
      #expect(pan.hysteresis == nil, "a plain pan keeps UIKit's default threshold")
      #expect(pan.scrollViews == preset.configuration.scrollViews)
      #expect(context.commands.isEmpty)
    }
  }

  @Test("presets: seed003 (default), seed003-as-published, seed004, seed004-after-way-1, fd-recipe, fd, fd-max-100, mltransition, with their sources' values")
  func presets() throws {
    #expect(
      Strategy.presets.map(\.name) == [
        "seed003", "seed003-as-published", "seed004", "seed004-after-way-1", "fd-recipe", "fd", "fd-max-100", "mltransition",
      ])
    #expect(Strategy.Configuration.seed004AfterWay1.guards == Strategy.Configuration.seed004.guards)
    #expect(Strategy.Configuration.seed004AfterWay1.forwardingTarget == .screenAfterDelegateReplaced)
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
    #expect(guarded.outcome == .unchanged)
    #expect(guarded.hazards.isEmpty)
    #expect(guarded.reason == "full-screen-pan: shouldBegin said no: viewControllers.count = 1 ≤ 1: nothing to pop")
    let unguarded = try run(Strategy.Configuration { $0.guards = Strategy.Configuration.seed003Guards(refusesOnRoot: false) }, on: "swipe-on-root")
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
    // Three screens. A swipe released still moving at 360 pt/s at 59 % (240 pt of travel, 230 pt of
    // translation: UIKit's projection pops; the rest takes 0.35 s, the remaining 160 pt at 360 pt/s
    // being longer), then a second swipe one frame after the lift, which crosses its 10 pt threshold
    // on its second move (12 pt, tx 2) while that finish is still running.
    let first = constantSwipe(from: 100, step: 6, moves: 40)
    let lift = try #require(first.last?.t)
    let trace = Trace(
      name: "second-swipe-during-finish", scene: SceneSpec(stack: ["home", "list", "detail"].map { ScreenSpec(id: $0) }),
      touches: first + constantSwipe(from: 100, step: 6, moves: 40, at: lift + 1.0 / 60))
    try trace.validate()
    func run(_ preset: String) throws -> RunResult { try #require(Simulator.run(Strategy.self, preset: preset, on: trace, options: RunOptions(ios: .iOS18))) }
    func run(_ configuration: Strategy.Configuration) -> RunResult {
      Simulator.run(Strategy.self, configuration: configuration, label: "target-forwarding:custom", on: trace, options: RunOptions(ios: .iOS18))
    }
    let guarded = try run("seed003")
    // The second stroke's pan is refused by the _isTransitioning guard, not by any other.
    let logged = try #require(
      Simulator.run(Strategy.self, preset: "seed003", on: trace, options: RunOptions(recordEvents: true, ios: .iOS18))?.events)
    let refusals = logged.compactMap { event -> String? in
      if case .question(_, _, .reject(let why)) = event.kind { return why.description }
      return nil
    }
    #expect(refusals.count == 1)
    #expect(refusals.first?.hasPrefix("_isTransitioning: a transition is running") == true, "\(refusals)")
    #expect(guarded.outcome == .pop)
    #expect(guarded.hazards.isEmpty)
    #expect(guarded.transitions.count == 1)
    #expect(guarded.stackAfter == ["home", "list"])
    let seed004 = try run("seed004")
    #expect(seed004.distinctHazards == [.nestedTransition])
    #expect(seed004.transitions.count == 1, "UIKit ignores the nested pop")
    #expect(seed004.stackAfter == ["home", "list"])
    let onlyThatGuardOff = run(Strategy.Configuration { $0.guards = Strategy.Configuration.seed003Guards(refusesWhileTransitioning: false) })
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

  @Test("seed 003: a leftward swipe is refused at recognition, with the hysteresis-removed number")
  func leftwardSwipeRefused() throws {
    // The pan begins at −15.5 pt of travel and reports −15.5 + 10 = −5.5: shouldBegin sees the
    // translation with its 10 pt hysteresis removed (`_removeHysteresisFromTranslation`).
    let result = try run("seed003", on: "leftward-swipe")
    #expect(result.outcome == .unchanged)
    #expect(result.transitions.isEmpty)
    #expect(
      result.reason
        == "full-screen-pan: shouldBegin said no: translation.x = -5.5 ≤ 0 when recognised: only left-to-right swipes begin")
  }

  @Test("seed 004: a leftward swipe begins UIKit's pop that cannot move (progress 0); still moving left at the lift it cancels")
  func leftwardSwipeCostsSeed004() throws {
    // 300 → 60 pt at 480 pt/s, lifted moving: every statistics sample has progress 0 and velocity
    // −480/390, so ā = 0 and p + v̄·T = −0.43 ≤ 0.48.
    let trace = Trace(name: "moving-leftward", scene: .twoScreens, touches: constantSwipe(from: 300, step: -8, moves: 30))
    try trace.validate()
    let result = try #require(Simulator.run(Strategy.self, preset: "seed004", on: trace, options: RunOptions(ios: .iOS18)))
    #expect(result.outcome == .cancel)
    #expect(result.stackAfter == ["root", "detail"])
    #expect(result.metrics.maxProgress == 0)
    let record = try #require(result.transitions.first)
    #expect(record.interactive)
    #expect(record.result == .cancelled)
    #expect(record.settled == record.decided, "nothing to animate back from progress 0")
    #expect(result.reason.hasPrefix("released with projected progress -0.43 ≤ 0.48 (progress 0.00, mean velocity -480 pt/s and acceleration 0 pt/s²"), "\(result.reason)")
    #expect(result.reason.contains("cancels in 0.000 s"))
    // The page never moves back, so there is nothing to track: no sample, no tracking error
    // (before issue 14 this reported the finger's 240 pt of leftward travel as an error).
    #expect(result.metrics.trackedSamples == 0)
    #expect(result.metrics.trackingError == 0)
  }

  @Test("seed 004: a leftward swipe that slows to rest pops: the deceleration (ā > 0) projects progress 0 past the threshold")
  func leftwardDeceleratingSwipePopsSeed004() throws {
    // UIKit's projection p + v̄·T + ½·ā·T² (`popGesture:withRemainingDuration:shouldPopWithVelocity:`)
    // has no floor at v = 0: a leftward finger slowing down has a positive acceleration, and the
    // leftward-swipe scenario (a minimum-jerk reach, lifted at rest) projects 0.74 from progress 0.
    let result = try run("seed004", on: "leftward-swipe")
    #expect(result.metrics.maxProgress == 0)
    #expect(result.outcome == .pop)
    #expect(result.stackAfter == ["home"])
    #expect(result.reason.contains("> 0.48 (progress 0.00, mean velocity -"), "\(result.reason)")
    #expect(!result.reason.contains("acceleration -"), "the mean acceleration is positive")
    // seed 003's direction guard never lets it begin.
    #expect(try run("seed003", on: "leftward-swipe").transitions.isEmpty)
  }

  @Test("seed 003: popGestureClose switches the pan off with every recogniser on the navigation view; seed 004's pan is not on it")
  func screenSwitch() throws {
    let switchedOff = ScreenSpec(id: "scanner", backGestureDisabled: true)
    #expect(rejection(decision(screen: switchedOff))?.hasPrefix("screen 'scanner' turned the back gesture off") == true)
    #expect(decision(.seed004, screen: switchedOff) == .begin)
    var trace = movingMidScreenSwipe()
    trace.scene = SceneSpec(stack: [ScreenSpec(id: "home"), switchedOff])
    try trace.validate()
    #expect(try #require(Simulator.run(Strategy.self, preset: "seed003", on: trace, options: RunOptions(ios: .iOS18))).outcome == .unchanged)
    #expect(try #require(Simulator.run(Strategy.self, preset: "seed004", on: trace, options: RunOptions(ios: .iOS18))).outcome == .pop)
  }

  // MARK: Full screen, and everything else is UIKit's

  @Test("seed 003: a mid-screen swipe pops (full screen), where UIKit's edge gesture sees nothing")
  func midScreenSwipePops() throws {
    let moving = movingMidScreenSwipe()
    // fd-max-100 refuses a swipe recognised 160 pt from the edge (its own test below);
    // seed003-as-published refuses every swipe (its own test below); seed004-after-way-1
    // crashes when its pan begins (AsPublishedBugTests).
    let skipped: Set = ["fd-max-100", "seed003-as-published", "seed004-after-way-1"]
    for preset in Strategy.presets.map(\.name) where !skipped.contains(preset) {
      let result = try #require(Simulator.run(Strategy.self, preset: preset, on: moving, options: RunOptions(ios: .iOS18)))
      #expect(result.outcome == .pop, "\(preset)")
      #expect(result.stackAfter == ["root"])
      #expect(result.reason.hasPrefix("released with projected progress"))
      // The built-in mid-screen-swipe starts UIKit's pop too, but it slows to rest before the lift:
      // the projection (0.24 from progress 0.54, ā ≈ −2100 pt/s²) cancels it.
      let scenario = try run(preset, on: "mid-screen-swipe")
      #expect(scenario.transitions.first?.interactive == true, "\(preset)")
      #expect(scenario.outcome == .cancel, "\(preset)")
      #expect(scenario.reason.contains("≤ 0.48"), "\(preset)")
    }
    for trace in [moving, try scenario("mid-screen-swipe")] {
      let system = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(ios: .iOS18)))
      #expect(system.outcome == .unchanged)
    }
  }

  @Test("seed 003: on an edge swipe the plain pan begins first (10 pt vs the edge pan's 15 pt) and reports its own translation")
  func recognisesBeforeSystemEdge() throws {
    let trace = try scenario("edge-swipe-past-half")
    let system = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(ios: .iOS18)))
    let forwarded = try #require(Simulator.run(Strategy.self, preset: "seed003", on: trace, options: RunOptions(ios: .iOS18)))
    #expect(system.outcome == .pop)
    #expect(forwarded.outcome == .pop)
    let began = try #require(forwarded.transitions.first?.began)
    #expect(began < (try #require(system.transitions.first?.began)))
    // The pan's translation is the travel minus 10 pt, the edge pan's the travel minus what it had
    // moved before its recognising move (≤ 15 pt): the forwarded pan's progress runs ahead.
    #expect(forwarded.metrics.maxProgress > system.metrics.maxProgress)
    let end = try #require(trace.touches.last?.location.x)
    let start = try #require(trace.touches.first?.location.x)
    #expect(abs(forwarded.metrics.maxProgress - (end - start - 10) / 390) < 1e-9)
  }

  @Test("seed 004: given the same translations, UIKit's handler does what it does for system-edge: same progress, decision and hand-off animation")
  func identicalToSystemEdge() throws {
    // 10 pt per frame from x = 5. The plain pan begins on the first move (exactly 10 pt: tx 0);
    // the edge pan at x = 25 (20 pt > 15) with translation shrink(10, 15) + 10 = 10, which is the
    // plain pan's tx there too. From then on both report tx = x − 15 and 600 pt/s, so every
    // percent update and statistics sample after the plain pan's first one is the same. seed 004
    // (no direction guard) is used: seed 003 refuses the plain pan's tx = 0 at .began.
    let trace = Trace(name: "ten-point-steps", scene: .twoScreens, touches: constantSwipe(from: 5, step: 10, moves: 25))
    try trace.validate()
    let options = RunOptions(recordTimeline: true)
    let system = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: options))
    let forwarded = try #require(Simulator.run(Strategy.self, preset: "seed004", on: trace, options: options))
    #expect(forwarded.outcome == .pop)
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
      #expect(abs(b.began - a.began - 1.0 / 60) < 1e-9, "the plain pan begins one move earlier")
    }
    #expect(forwarded.metrics.maxProgress == system.metrics.maxProgress)
    #expect(abs(forwarded.metrics.maxProgress - 240 / 390) < 1e-9)
    let release = try #require(system.transitions.first?.decided)
    let afterRelease = { (frame: Frame) in frame.t >= release }
    let systemFrames = try #require(system.frames).filter(afterRelease)
    #expect(!systemFrames.isEmpty)
    #expect(try #require(forwarded.frames).filter(afterRelease) == systemFrames, "the same hand-off animation")
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
    for result in [try run("seed004", on: name), try run(Strategy.Configuration { $0.scrollViews = .exclusive }, on: name)] {
      #expect(result.outcome == .unchanged)
      #expect(result.hazards.isEmpty)
      #expect(result.transitions.isEmpty)
      #expect(result.metrics.scrolled > 0)
      // Ties on one move go to the deepest view (`_depthFirstCompare:`): the scroll view is deeper.
      #expect(result.reason == "full-screen-pan: scroll view 'carousel' began first (both passed their threshold on the same move and the deeper view goes first)")
    }
  }

  @Test("FDFullscreenPopGesture README: together at offset 0 the page pops; in the middle of its content the carousel scrolls")
  func leadingEdgeRecipe() throws {
    let atStart = try run("fd-recipe", on: "carousel-at-start")
    #expect(atStart.outcome == .pop)
    #expect(atStart.distinctHazards == [.scrollConflict], "the bouncing carousel still moves with the page")
    let midContent = try run("fd-recipe", on: "carousel-mid-content")
    #expect(midContent.outcome == .unchanged)
    #expect(midContent.hazards.isEmpty)
    #expect(midContent.metrics.scrolled > 0)
  }

  @Test("seed 003: a vertical list scroll begins the pan through vertical travel with tx = 0 after the hysteresis, so the direction guard refuses it")
  func verticalList() throws {
    // The pan begins when |ty| reaches 10 pt; the 0.3 pt rightward drift is inside the x hysteresis
    // and `_removeHysteresisFromTranslation` makes it 0: translation.x <= 0 refuses, and the
    // category's simultaneity never starts a pop.
    let category = try run("seed003", on: "vertical-scroll")
    #expect(category.outcome == .unchanged)
    #expect(category.hazards.isEmpty)
    #expect(category.metrics.scrolled > 0)
    #expect(category.reason == "full-screen-pan: shouldBegin said no: translation.x = 0 ≤ 0 when recognised: only left-to-right swipes begin")
    for preset in ["seed004", "fd-recipe"] {
      let result = try run(preset, on: "vertical-scroll")
      #expect(result.outcome == .unchanged, "\(preset)")
      #expect(result.hazards.isEmpty, "\(preset)")
    }
  }

  // MARK: Right-to-left

  @Test("seed 003: translation.x is tested literally, so a right-to-left back swipe (leftwards) is refused")
  func rightToLeftNotMirrored() throws {
    let result = try run("seed003", on: "right-to-left-edge-swipe")
    #expect(result.outcome == .unchanged)
    #expect(result.reason.contains("not mirrored"))
    let rightward = decision(translation: Vector(x: 12, y: 0), direction: .rightToLeft)
    #expect(rightward == .begin, "the forward direction passes the literal check")
  }

  @Test("seed 004 (no direction guard) and a mirrored guard (FDFullscreenPopGesture PR #138) pop in right-to-left layouts")
  func rightToLeftMirrored() throws {
    #expect(try run("seed004", on: "right-to-left-edge-swipe").outcome == .pop)
    let mirrored = try run(Strategy.Configuration { $0.guards = Strategy.Configuration.seed003Guards(mirrorsForRightToLeft: true) }, on: "right-to-left-edge-swipe")
    #expect(mirrored.outcome == .pop)
    #expect(mirrored.stackAfter == ["home"])
    #expect(
      rejection(decision(Strategy.Configuration { $0.guards = Strategy.Configuration.seed003Guards(mirrorsForRightToLeft: true) }, translation: Vector(x: 12, y: 0), direction: .rightToLeft))
        == "−translation.x = -12 ≤ 0 when recognised: only right-to-left swipes begin")
  }

  // MARK: Every scenario

  @Test("every preset runs every built-in scenario without freezing or leaving work pending", arguments: Strategy.presets.map(\.name))
  func allScenarios(preset: String) throws {
    for trace in Scenarios.all {
      let result = try #require(Simulator.run(Strategy.self, preset: preset, on: trace, options: RunOptions(ios: .iOS18)))
      #expect(!result.distinctHazards.contains(.rootFreeze), "\(trace.name)")
      #expect(!result.distinctHazards.contains(.didNotSettle), "\(trace.name)")
      #expect(result.strategy == "target-forwarding:\(preset)")
    }
  }

  @Test("seed 003 as published: the root guard reads self.navigationController (nil on the navigation controller), so on iOS 18 it never pops; on iOS 26 only UIKit's content swipe does (taps on the back button left out: UIKit's button pops)")
  func seed003AsPublishedNeverPops() {
    let selection = BuiltIn.targetForwarding.seed003AsPublished
    for trace in Scenarios.all where trace.name != Scenarios.doubleBackTap.name {
      let ios18 = selection.run(on: trace, options: RunOptions(ios: .iOS18))
      #expect(ios18.transitions.allSatisfy { $0.drivenBy?.owner != .strategy }, "\(trace.name)")
      #expect(ios18.outcome != .pop && ios18.outcome != .popToRoot, "\(trace.name)")
      let ios26 = selection.run(on: trace, options: RunOptions(ios: .iOS26))
      #expect(ios26.transitions.allSatisfy { $0.drivenBy?.owner != .strategy }, "\(trace.name)")
    }
    let refused = selection.run(on: Scenarios.edgeSwipePastHalf, options: RunOptions(ios: .iOS18))
    #expect(refused.reason.contains("self.navigationController.viewControllers.count reads 0"))
    #expect(BuiltIn.targetForwarding.seed003.run(on: Scenarios.edgeSwipePastHalf, options: RunOptions(ios: .iOS18)).outcome == .pop)
  }
}
