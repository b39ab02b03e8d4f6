import Testing
@testable import BackStrategies

@Suite("SystemEdge")
struct SystemEdgeStrategyTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    var scenario: String
    var preset: String
    var outcome: Outcome
    var hazards: [Hazard] = []
    var testDescription: String { "\(scenario) with \(preset)" }
  }

  /// What UIKit's edge gesture does with each built-in scenario, per preset.
  static let expectations: [Expectation] = {
    var all: [Expectation] = []
    func each(_ scenario: String, _ outcome: Outcome, _ hazards: [Hazard] = []) {
      for preset in ["shipped", "delegate-self", "guarded"] { all.append(.init(scenario: scenario, preset: preset, outcome: outcome, hazards: hazards)) }
    }
    each("edge-swipe-past-half", .pop)
    each("edge-swipe-to-third", .cancel)
    each("edge-flick-short", .pop)
    each("mid-screen-swipe", .none)
    each("vertical-scroll", .none)
    each("diagonal-swipe", .pop)
    each("leftward-swipe", .none)
    each("carousel-at-start", .none)
    each("carousel-mid-content", .none)
    each("custom-supplementing-back-button", .pop)
    each("right-to-left-edge-swipe", .pop)
    each("tap", .none)
    each("past-half-and-back", .cancel)
    all += [
      .init(scenario: "swipe-on-root", preset: "shipped", outcome: .none),
      .init(scenario: "swipe-on-root", preset: "delegate-self", outcome: .cancel, hazards: [.rootFreeze]),
      .init(scenario: "swipe-on-root", preset: "guarded", outcome: .none),
      .init(scenario: "root-swipe-then-swipe-again", preset: "shipped", outcome: .pop),
      .init(scenario: "root-swipe-then-swipe-again", preset: "delegate-self", outcome: .pop, hazards: [.rootFreeze, .nestedTransition]),
      .init(scenario: "root-swipe-then-swipe-again", preset: "guarded", outcome: .pop),
      .init(scenario: "second-swipe-during-finish", preset: "shipped", outcome: .pop),
      .init(scenario: "second-swipe-during-finish", preset: "delegate-self", outcome: .pop, hazards: [.nestedTransition]),
      .init(scenario: "second-swipe-during-finish", preset: "guarded", outcome: .pop, hazards: [.nestedTransition]),
      .init(scenario: "custom-back-button", preset: "shipped", outcome: .none),
      .init(scenario: "custom-back-button", preset: "delegate-self", outcome: .pop),
      .init(scenario: "custom-back-button", preset: "guarded", outcome: .pop),
      .init(scenario: "hidden-back-button", preset: "shipped", outcome: .none),
      .init(scenario: "hidden-back-button", preset: "delegate-self", outcome: .pop),
      .init(scenario: "hidden-back-button", preset: "guarded", outcome: .pop),
    ]
    return all
  }()

  @Test("each preset on each built-in scenario", arguments: expectations)
  func scenarioOutcomes(_ expectation: Expectation) throws {
    let trace = try #require(Scenarios.named(expectation.scenario))
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, preset: expectation.preset, on: trace))
    #expect(result.outcome == expectation.outcome)
    #expect(result.distinctHazards == expectation.hazards)
  }

  @Test("seed 003: a custom or hidden back button turns UIKit's edge gesture off; supplementing keeps it")
  func backButtonStyles() {
    #expect(BackButtonStyle.system.keepsSystemBackGesture)
    #expect(BackButtonStyle.customSupplementing.keepsSystemBackGesture)
    #expect(!BackButtonStyle.custom.keepsSystemBackGesture)
    #expect(!BackButtonStyle.hidden.keepsSystemBackGesture)
    let result = Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: Scenarios.customBackButton)!
    #expect(result.reason.contains("custom back button"))
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
    #expect(result.outcome == .none)
    #expect(result.reason.contains("seed 003 fix A"))
  }

  @Test("progress = tx / W while dragging, capped at 0.999; the page tracks the finger 1:1")
  func progressTracksFinger() throws {
    let result = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeSwipePastHalf, options: RunOptions(recordTimeline: true)))
    #expect(result.metrics.trackingError < 1e-9)
    let last = try #require(Scenarios.edgeSwipePastHalf.touches.last)
    #expect(abs(result.metrics.maxProgress - (last.location.x - 5) / 390) < 1e-9)
  }

  @Test(
    "release: pops when p + v/W·D > min(187.5 / W, 0.5)",
    arguments: [
      // A slow release just past the 0.48 threshold pops; just short of it cancels.
      (200.0, Outcome.pop), (180, .cancel),
    ])
  func projectedPositionRule(endX: Double, outcome: Outcome) throws {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 420), to: Point(x: endX, y: 420), duration: 0.8, holdBeforeLift: 0.1)
    let trace = Trace(name: "t", scene: .twoScreens, touches: touches.samples)
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace))
    #expect(result.outcome == outcome)
    #expect(result.reason.contains(outcome == .pop ? "> 0.48" : "≤ 0.48"))
  }

  @Test("a fast flick finishes in remaining distance / |v|, faster than D = 0.35 s")
  func flickCompletionTime() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeFlickShort))
    let transition = try #require(result.transitions.first)
    let completion = transition.settled! - transition.decided!
    #expect(completion < 0.35)
    #expect(result.outcome == .pop)
    // remaining distance (1 − p)·W over the release speed stated in the reason.
    #expect(result.reason.contains("finishes in \(NumberFormatting.fixed(completion, 3)) s"))
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
    "seed 003: a screen that switches the gesture off (popGestureClose) wins over any delegate",
    arguments: ["shipped", "delegate-self", "guarded"])
  func screenSwitch(preset: String) throws {
    var trace = Scenarios.edgeSwipePastHalf
    trace.scene.stack[1].backGestureDisabled = true
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, preset: preset, on: trace))
    #expect(result.outcome == .none)
    #expect(result.reason.contains("switched the back gesture off"))
  }

  @Test("the navigation-bar exclusion is UIKit's delegate's: delegate = self lets a swipe on the bar begin")
  func navigationBarWithDelegate() throws {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 80), to: Point(x: 260, y: 90), duration: 0.8)
    let trace = Trace(name: "bar", scene: .twoScreens, touches: touches.samples)
    #expect(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace)?.outcome == Outcome.none)
    #expect(Simulator.run(SystemEdgeStrategy.self, preset: "delegate-self", on: trace)?.outcome == .pop)
  }
}
