import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// A swipe from the left edge: touch-down at x = 5, y = 420, then `moves` moves of `step` pt at
/// 60 Hz, lifted one frame after the last move where it stopped. At constant speed every
/// `velocityInView:` sample is `60·step` pt/s from the first move on, so UIKit's release
/// statistics see a mean acceleration of 0. The edge pan begins on the first move more than
/// 15 pt out, and its translation lacks the travel before that move.
private func constantEdgeSwipe(step: Double, moves: Int) -> [TouchSample] {
  var samples = [TouchSample(t: 0, x: 5, y: 420, phase: .began)]
  for index in 1...moves {
    samples.append(TouchSample(t: Double(index) / 60, x: 5 + step * Double(index), y: 420, phase: .moved))
  }
  samples.append(TouchSample(t: Double(moves + 1) / 60, x: 5 + step * Double(moves), y: 420, phase: .ended))
  return samples
}

@Suite("SystemEdge")
struct SystemEdgeStrategyTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    var scenario: String
    var preset: String
    var outcome: Outcome
    var hazards: [Hazard] = []
    var ios: IOSVersion = .iOS18
    var testDescription: String { "\(scenario) with \(preset) on \(ios.label)" }
  }

  /// What UIKit's edge gesture does with each built-in scenario, per preset, on iOS 18 (the edge
  /// swipe alone), then on iOS 26, where the content swipe stands beside it.
  static let expectations: [Expectation] = {
    let ios18 = edgeOnlyExpectations
    // iOS 26: the same, except where the content swipe (30 pt towards back, nearly horizontal,
    // anywhere but where the edge pan began) or the fluid branch's interruptible pop changes it.
    var ios26 = ios18.map { expectation -> Expectation in
      var copy = expectation
      copy.ios = .iOS26
      return copy
    }
    func on26(_ scenario: String, _ outcome: Outcome, _ hazards: [Hazard] = []) {
      ios26.removeAll { $0.scenario == scenario }
      for preset in ["shipped", "delegate-self", "guarded"] {
        ios26.append(.init(scenario: scenario, preset: preset, outcome: outcome, hazards: hazards, ios: .iOS26))
      }
    }
    // Mid-screen the content swipe begins; released braking, the projection cancels it.
    on26("mid-screen-swipe", .cancel)
    on26("deep-stack-swipe", .cancel)
    // The second swipe catches the first one's cancelling pop (`_shouldPauseRunningTransition`,
    // `pauseInteractiveTransition`) and drives it on to a pop: no nested transition.
    on26("second-swipe-during-finish", .pop)
    // Strokes the edge pan refuses (steep first move, 25 pt drift, mid-screen flick) but the
    // content swipe accepts.
    on26("short-fast-mid-swipe", .pop)
    on26("downward-25-swipe", .pop)
    on26("steep-first-move", .pop)
    return ios18 + ios26
  }()

  static let edgeOnlyExpectations: [Expectation] = {
    var all: [Expectation] = []
    func each(_ scenario: String, _ outcome: Outcome, _ hazards: [Hazard] = []) {
      for preset in ["shipped", "delegate-self", "guarded"] { all.append(.init(scenario: scenario, preset: preset, outcome: outcome, hazards: hazards)) }
    }
    each("edge-swipe-past-half", .pop)
    each("edge-swipe-to-third", .cancel)
    each("edge-flick-short", .pop)
    each("mid-screen-swipe", .unchanged)
    each("vertical-scroll", .unchanged)
    // Released at rest after slowing hard (a minimum-jerk reach): UIKit's augmented projection
    // p + v̄T + ½āT² falls short (0.26 from progress 0.59, ā ≈ −2400 pt/s²), so it cancels.
    each("diagonal-swipe", .cancel)
    each("leftward-swipe", .unchanged)
    // A touch-down in the edge strip makes the carousel wait for UIKit's edge recogniser at any
    // offset: `-[_UIParallaxTransitionPanGestureRecognizer _needsDynamicDependentRequirementForGestureRecognizer:]`
    // asks the delegate while the edge pan has the touch, and UIKit's
    // `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:]`
    // answers YES. An app's delegate (`delegate = self`) replaces that method: nothing waits,
    // and the carousel's 10 pt beats the edge's 15 pt.
    all += [
      .init(scenario: "carousel-at-start", preset: "shipped", outcome: .pop),
      .init(scenario: "carousel-at-start", preset: "delegate-self", outcome: .unchanged),
      .init(scenario: "carousel-at-start", preset: "guarded", outcome: .unchanged),
      .init(scenario: "carousel-mid-content", preset: "shipped", outcome: .pop),
      .init(scenario: "carousel-mid-content", preset: "delegate-self", outcome: .unchanged),
      .init(scenario: "carousel-mid-content", preset: "guarded", outcome: .unchanged),
    ]
    each("custom-supplementing-back-button", .pop)
    each("right-to-left-edge-swipe", .pop)
    each("tap", .unchanged)
    each("past-half-and-back", .cancel)
    all += [
      .init(scenario: "swipe-on-root", preset: "shipped", outcome: .unchanged),
      .init(scenario: "swipe-on-root", preset: "delegate-self", outcome: .cancel, hazards: [.rootFreeze]),
      .init(scenario: "swipe-on-root", preset: "guarded", outcome: .unchanged),
      .init(scenario: "root-swipe-then-swipe-again", preset: "shipped", outcome: .pop),
      .init(scenario: "root-swipe-then-swipe-again", preset: "delegate-self", outcome: .pop, hazards: [.rootFreeze, .nestedTransition]),
      .init(scenario: "root-swipe-then-swipe-again", preset: "guarded", outcome: .pop),
      // The first swipe slows to rest before its lift: UIKit's projection (0.09 from progress 0.55)
      // cancels it, and the second swipe comes during the cancelling animation. UIKit's own delegate
      // refuses it on iOS 18 (_isTransitioning, not interruptible); an app's delegate lets it
      // begin, and `handleNavigationTransition:` catches the cancelling pop
      // (`-[_UINavigationInteractiveTransitionBase _shouldPauseRunningTransition]`, not gated by the
      // interruptible branch in UIKit 18.2) and drives it on to a pop.
      .init(scenario: "second-swipe-during-finish", preset: "shipped", outcome: .cancel),
      .init(scenario: "second-swipe-during-finish", preset: "delegate-self", outcome: .pop),
      .init(scenario: "second-swipe-during-finish", preset: "guarded", outcome: .pop),
      .init(scenario: "custom-back-button", preset: "shipped", outcome: .unchanged),
      .init(scenario: "custom-back-button", preset: "delegate-self", outcome: .pop),
      .init(scenario: "custom-back-button", preset: "guarded", outcome: .pop),
      .init(scenario: "hidden-back-button", preset: "shipped", outcome: .unchanged),
      .init(scenario: "hidden-back-button", preset: "delegate-self", outcome: .pop),
      .init(scenario: "hidden-back-button", preset: "guarded", outcome: .pop),
    ]
    return all
  }()

  @Test("each preset on each built-in scenario", arguments: expectations)
  func scenarioOutcomes(_ expectation: Expectation) throws {
    let trace = try #require(Scenarios.named(expectation.scenario))
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, preset: expectation.preset, on: trace, options: RunOptions(ios: expectation.ios)))
    #expect(result.outcome == expectation.outcome)
    #expect(result.distinctHazards == expectation.hazards)
    #expect(result.ios == expectation.ios)
  }

  @Test("seed 003: a custom or hidden back button turns UIKit's edge gesture off; supplementing keeps it")
  func backButtonStyles() {
    #expect(BackButtonStyle.system.keepsSystemBackGesture)
    #expect(BackButtonStyle.customSupplementing.keepsSystemBackGesture)
    #expect(!BackButtonStyle.custom.keepsSystemBackGesture)
    #expect(!BackButtonStyle.hidden.keepsSystemBackGesture)
    let result = Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: Scenarios.customBackButton)!
    #expect(result.reason.contains("custom left bar button item that does not supplement the back button"))
  }

  @Test("seed 004 way 1: delegate = self on the root freezes navigation, and a later stroke cannot navigate")
  func rootFreezeBlocksLaterStrokes() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "delegate-self", on: Scenarios.rootSwipeThenSwipeAgain))
    #expect(result.transitions.map(\.result) == [.finished, .stuck])
    let freeze = try #require(result.hazards.first { $0.hazard == .rootFreeze })
    let refused = try #require(result.hazards.first { $0.hazard == .nestedTransition })
    #expect(refused.time > freeze.time)
    #expect(result.stackAfter == ["home"])
  }

  @Test("seed 003 fix A: the guarded delegate refuses on the root, so nothing freezes")
  func guardedRoot() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, preset: "guarded", on: Scenarios.swipeOnRoot))
    #expect(result.outcome == .unchanged)
    #expect(result.reason.contains("seed 003 fix A"))
  }

  @Test("progress = tx / W on each .changed, not at .began; tx has the edge pan's 15 pt hysteresis removed before its recognising move")
  func progressTracksFinger() throws {
    // Touch-down at x = 5, then 10 pt per frame. At x = 15 the finger is 10 pt out (≤ 15: waiting);
    // at x = 25 it is 20 pt out (> 15): it begins, with translation shrink(10, 15) + 10 = 10
    // (`featureDidChangeState:` removes the hysteresis before the pan records the move). From
    // then on tx = x − 15.
    let trace = Trace(name: "edge-10pt-steps", scene: .twoScreens, touches: constantEdgeSwipe(step: 10, moves: 25))
    try trace.validate()
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(recordTimeline: true, recordEvents: true)))
    let events = try #require(result.events)
    var percents: [Double] = []
    var began: GestureEvent?
    for event in events {
      switch event.kind {
      case .callback(let gesture, _) where gesture.state == .began:
        began = gesture
        #expect(percents.isEmpty)
      case .callback(let gesture, _) where gesture.state == .changed:
        #expect(abs(gesture.translation.x - (gesture.location.x - 15)) < 1e-9)
      case .command(.updateInteractivePop(let percent), _):
        percents.append(percent)
      default:
        break
      }
    }
    let first = try #require(began)
    #expect(first.location.x == 25)
    #expect(first.translation.x == 10)
    // One update per .changed, from x = 35 to 255: (x − 15) / 390; none at .began.
    #expect(percents.count == 23)
    for (index, percent) in percents.enumerated() {
      #expect(abs(percent - (Double(index) * 10 + 20) / 390) < 1e-9)
    }
    #expect(abs(result.metrics.maxProgress - 240 / 390) < 1e-9)
    // The page follows tx: 10 pt behind the finger's travel from touch-down on each .changed. The
    // .began move leaves the page at 0 (progress 0), so it is not measured (trackingError counts
    // only samples with the page moved back: docs/model.md, Metrics).
    #expect(result.metrics.trackedSamples == 23)
    #expect(abs(result.metrics.trackingError - 10) < 1e-9)
  }

  @Test(
    "release, still moving at constant speed: pops when p + v̄·T > min(187.5 / W, 0.5) (ā = 0)",
    arguments: [
      // (step per 60 Hz frame, moves, outcome). Step 1 pt (60 pt/s): the hysteresis removes 15 pt,
      // v̄·T = 21 pt. 200 moves: tx 185 pt, p 0.474 < 0.48 yet projected 0.528 > 0.48: pops; 160
      // moves: tx 145, projected 0.426: cancels. Step 4 pt (240 pt/s): 12 pt removed, v̄·T = 84 pt.
      // 38 moves: tx 140, projected 0.574: pops; 18 moves: tx 60, projected 0.369: cancels.
      (1.0, 200, Outcome.pop), (1.0, 160, .cancel), (4.0, 38, .pop), (4.0, 18, .cancel),
    ])
  func projectedPositionRule(step: Double, moves: Int, outcome: Outcome) throws {
    let trace = Trace(name: "t", scene: .twoScreens, touches: constantEdgeSwipe(step: step, moves: moves))
    try trace.validate()
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace))
    #expect(result.outcome == outcome)
    let removed = step * (15 / step).rounded(.down)
    let tx = step * Double(moves) - removed
    let projected = (tx + step * 60 * 0.35) / 390
    #expect(
      result.reason.hasPrefix(
        "released with projected progress \(NumberFormatting.fixed(projected, 2)) \(outcome == .pop ? ">" : "≤") 0.48 (progress \(NumberFormatting.fixed(tx / 390, 2)), mean velocity \(NumberFormatting.short(step * 60, 0)) pt/s and acceleration 0 pt/s²"),
      "\(result.reason)")
  }

  @Test("release: a swipe that slows hard before the lift projects short (ā < 0) and cancels past half; the legacy rule pops it")
  func deceleratingReleaseCancels() throws {
    // A minimum-jerk reach from x = 5 to 240 in 0.45 s, lifted where it stopped: progress ends
    // past half, but the last three samples decelerate hard, and ½·ā·T² outweighs p + v̄·T.
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 420), to: Point(x: 240, y: 420), duration: 0.45)
    let trace = Trace(name: "decelerating", scene: .twoScreens, touches: touches.samples)
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace))
    #expect(result.outcome == .cancel)
    #expect(result.metrics.maxProgress > 0.5)
    #expect(result.reason.contains("≤ 0.48"))
    #expect(result.reason.contains("acceleration -"), "\(result.reason)")
    // The same stroke still moving at the lift: 10 pt per frame to the same progress pops.
    let moving = Trace(name: "moving", scene: .twoScreens, touches: constantEdgeSwipe(step: 10, moves: 24))
    #expect(try #require(Simulator.run(SystemEdgeStrategy.self, on: moving)).outcome == .pop)
    // `ModelParameters.uikit26LegacyPopDecision`: pops iff velocity.x >= 0, so this one pops.
    let legacy = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: .uikit26LegacyPopDecision)))
    #expect(legacy.outcome == .pop)
    #expect(legacy.reason.hasPrefix("released with velocity.x ≥ 0 (legacy rule"))
  }

  @Test("-[_UINavigationInteractiveTransition _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:]: a carousel waits for UIKit's edge recogniser at any offset; under the scroll-view-branch reading only at its leading end")
  func scrollViewWaitsForEdge() throws {
    for scenario in [Scenarios.carouselAtStart, Scenarios.carouselMidContent] {
      let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: scenario))
      #expect(result.outcome == .pop, "\(scenario.name)")
      #expect(result.metrics.scrolled == 0, "\(scenario.name)")
      #expect(result.hazards.isEmpty, "\(scenario.name)")
    }
    var other = ModelParameters.uikit26
    other.backGestureDependencies = .scrollViewBranch
    let midContent = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.carouselMidContent, options: RunOptions(parameters: other)))
    #expect(midContent.outcome == .unchanged)
    #expect(midContent.metrics.scrolled > 0)
    // The default result names the reading it rests on and what the other one gives.
    let shipped = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.carouselMidContent, options: RunOptions(weighsOpenChoices: true)))
    #expect(shipped.restsOn.contains { $0.choice == .whoWaits && $0.outcome == .unchanged && $0.other == "scroll-view-branch" })
  }

  @Test("classic branch (iOS 18): a fast flick finishes in remaining distance / |v|, faster than D = 0.35 s")
  func flickCompletionTime() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeFlickShort, options: RunOptions(ios: .iOS18)))
    let transition = try #require(result.transitions.first)
    let completion = transition.settled! - transition.decided!
    #expect(completion < 0.35)
    #expect(result.outcome == .pop)
    // remaining distance (1 − p)·W over the release speed stated in the reason.
    #expect(result.reason.contains("finishes in \(NumberFormatting.fixed(completion, 3)) s"))
  }

  @Test("fluid branch (iOS 26): a flick still in its edge-flick phase hands 4.25× its velocity to a spring run-out (popGesture:…, setStartingVelocity:)")
  func flickOnFluidBranch() throws {
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeFlickShort, options: RunOptions(recordTimeline: true, ios: .iOS26)))
    #expect(result.outcome == .pop)
    #expect(result.reason.contains("(edge-flick boost)"))
    let transition = try #require(result.transitions.first)
    let completion = transition.settled! - transition.decided!
    #expect(result.reason.contains("finishes on a spring from"))
    #expect(result.reason.hasSuffix("in \(NumberFormatting.fixed(completion, 3)) s"))
    // The spring (damping 0.85) overshoots: the top view passes W before it settles.
    let frames = try #require(result.frames)
    #expect(frames.contains { $0.topX > 390 })
    // Without the boost (classic parameters on iOS 26) the run-out is percent-driven again.
    let classic = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeFlickShort, options: RunOptions(parameters: .uikit26ClassicParallax, ios: .iOS26)))
    #expect(!classic.reason.contains("spring"))
  }

  @Test("fluid branch: the tracked percent rubber-bands past 1 (1 + e·(1 − 1 / (1 + c·(p − 1) / e))) instead of stopping at 0.999")
  func rubberBand() throws {
    // A drag from the edge to 40 pt past the right edge of the screen.
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, 5, 420, .began)]
    for index in 1...30 { samples.append((Double(index) / 60, 5 + 15 * Double(index), 420, .moved)) }
    samples.append((31.0 / 60, 455, 420, .ended))
    let trace = samplesTrace(samples)
    let fluid = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(recordEvents: true, ios: .iOS26)))
    let classic = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(recordEvents: true, ios: .iOS18)))
    func percents(_ result: RunResult) -> [Double] {
      (result.events ?? []).compactMap { event in
        if case .command(.updateInteractivePop(let percent), _) = event.kind { return percent }
        return nil
      }
    }
    #expect(percents(classic).max() == 0.999)
    let stretched = try #require(percents(fluid).max())
    // tx = 455 − 5 − 15 (the edge's hysteresis) = 435 pt: p = 1.115, banded 1 + 0.5·(1 − 1 / (1 + 0.55·0.115 / 0.5)).
    let p = 435.0 / 390
    let expected = 1 + 0.5 * (1 - 1 / (1 + 0.55 * (p - 1) / 0.5))
    #expect(abs(stretched - expected) < 1e-9)
  }

  @Test("right-to-left: the back edge is the right one and progress counts leftward travel")
  func rightToLeft() throws {
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.rightToLeftEdgeSwipe, options: RunOptions(recordTimeline: true)))
    #expect(result.outcome == .pop)
    let frames = try #require(result.frames)
    #expect(frames.contains { $0.topX < -100 })
    #expect(frames.allSatisfy { $0.topX <= 0 })
  }

  @Test(
    "seed 003: a screen that switches the edge swipe off (popGestureClose) wins over any delegate; on iOS 26 the content swipe stays on",
    arguments: ["shipped", "delegate-self", "guarded"])
  func screenSwitch(preset: String) throws {
    var trace = Scenarios.edgeSwipePastHalf
    trace.scene.stack[1].backGestureDisabled = true
    let ios18 = try #require(Simulator.run(SystemEdgeStrategy.self, preset: preset, on: trace, options: RunOptions(ios: .iOS18)))
    #expect(ios18.outcome == .unchanged)
    #expect(ios18.reason.contains("switched the edge swipe off"))
    // UIKit 26.1: nothing in `_gestureRecognizer:shouldReceiveEvent:`, `gestureRecognizerShouldBegin:`
    // or `_shouldInteractivePopGestureBeEnabled` reads the edge recogniser's `enabled`; a disabled
    // recogniser is never an unmet failure requirement, so the content swipe begins at 30 pt.
    let ios26 = try #require(
      Simulator.run(SystemEdgeStrategy.self, preset: preset, on: trace, options: RunOptions(recordEvents: true, ios: .iOS26)))
    #expect(ios26.outcome != .unchanged)
    let began = ios26.events?.contains { event in
      if case .callback(let gesture, _) = event.kind { return gesture.recognizer == .systemContentPan && gesture.state == .began }
      return false
    }
    #expect(began == true)
  }

  @Test("contentSwipeDisabled (interactiveContentPopGestureRecognizer.isEnabled = false) turns off the content swipe only")
  func contentSwitch() throws {
    var trace = Scenarios.midScreenSwipe
    trace.scene.stack[1].contentSwipeDisabled = true
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(recordEvents: true, ios: .iOS26)))
    #expect(result.outcome == .unchanged)
    let refusal = result.events?.compactMap { event -> String? in
      if case .failed(let id, let why) = event.kind, id == .systemContentPan { return why }
      return nil
    }.first
    #expect(refusal?.contains("switched the content swipe off") == true)
    var edge = Scenarios.edgeSwipePastHalf
    edge.scene.stack[1].contentSwipeDisabled = true
    #expect(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: edge, options: RunOptions(ios: .iOS26))?.outcome == .pop)
  }

  @Test("the navigation-bar exclusion is UIKit's delegate's and the edge swipe's: delegate = self lets a swipe on the bar begin; on iOS 26 the content swipe takes it")
  func navigationBarWithDelegate() throws {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 80), to: Point(x: 260, y: 90), duration: 0.8)
    let trace = Trace(name: "bar", scene: .twoScreens, touches: touches.samples)
    let ios18 = RunOptions(ios: .iOS18)
    #expect(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: ios18)?.outcome == Outcome.unchanged)
    #expect(Simulator.run(SystemEdgeStrategy.self, preset: "delegate-self", on: trace, options: ios18)?.outcome == .pop)
    // `gestureRecognizer:shouldReceiveTouch:` answers YES for the content recogniser.
    let content = try #require(
      Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(recordEvents: true, ios: .iOS26)))
    #expect(content.events?.contains { event in
      if case .callback(let gesture, _) = event.kind { return gesture.recognizer == .systemContentPan && gesture.state == .began }
      return false
    } == true)
  }

  @Test(
    "-[_UINavigationInteractiveTransition gestureRecognizer:shouldReceiveTouch:]: the band is the bar's own bounds: 44 pt below the status bar, 96 pt with a large title; the status-bar strip is not refused",
    arguments: [(20.0, false, true), (50.0, false, false), (90.0, false, false), (91.0, false, true), (120.0, true, false), (142.0, true, false), (143.0, true, true)])
  func barBand(y: Double, largeTitle: Bool, begins: Bool) throws {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: y), to: Point(x: 260, y: y), duration: 0.8)
    var scene = SceneSpec.twoScreens
    scene.stack[1].largeTitle = largeTitle
    let trace = Trace(name: "bar", scene: scene, touches: touches.samples)
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace, options: RunOptions(recordEvents: true, ios: .iOS18)))
    let edgeBegan = result.events?.contains { event in
      if case .callback(let gesture, _) = event.kind { return gesture.recognizer == .systemEdgePan && gesture.state == .began }
      return false
    }
    #expect(edgeBegan == begins)
  }
}
