import Testing

@testable import BackStrategies

/// The textbook interactive pop (`percent-driven:textbook`), its property-animator variant
/// (`textbook-interruptible`) and the fragment it replaces (`seed004-published`: the root check on
/// every state), on the two-screen stacks where they part (learn.md step 5).
@Suite("Textbook interactive pop")
struct TextbookPopTests {
  private func run(
    _ preset: String, _ trace: Trace, ios: IOSVersion = .iOS26, configuration: PercentDrivenStrategy.Configuration? = nil
  ) throws -> RunResult {
    if let configuration {
      return Simulator.run(
        PercentDrivenStrategy.self, configuration: configuration, label: "percent-driven:test", on: trace,
        options: RunOptions(ios: ios))
    }
    return try #require(Simulator.run(PercentDrivenStrategy.self, preset: preset, on: trace, options: RunOptions(ios: ios)))
  }

  @Test("the textbook preset finishes a swipe past half on a two-screen stack, and the old fragment hangs there")
  func finishesWhereTheFragmentHangs() throws {
    #expect(Scenarios.midScreenSwipe.scene.stack.count == 2)
    let textbook = try run("textbook", Scenarios.midScreenSwipe)
    #expect(textbook.outcome == .pop)
    #expect(textbook.transitions.map(\.result) == [.finished])
    #expect(textbook.distinctHazards.isEmpty)

    let fragment = try run("seed004-published", Scenarios.midScreenSwipe)
    #expect(fragment.transitions.map(\.result) == [.stuck])
    #expect(fragment.distinctHazards == [.didNotSettle])
    #expect(fragment.stackAfter == fragment.stackBefore)
    #expect(fragment.reason.contains("viewControllers.count = 1"))
  }

  @Test("only the root check's place separates the hang: seed004 (check at .began) finishes the same swipe")
  func theRuleNotTheRunHangs() throws {
    let atBegan = try run("seed004", Scenarios.midScreenSwipe)
    #expect(atBegan.transitions.map(\.result) == [.finished])
    var everyState = PercentDrivenStrategy.Configuration.seed004
    everyState.rootCheck = .everyState
    #expect(everyState == .seed004Published)
  }

  @Test("with three screens the check on every state reads 2 and does no harm")
  func threeScreensDoNotHang() throws {
    let deep = Trace(
      name: "mid-swipe-three-deep",
      scene: SceneSpec(stack: [ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")]),
      touches: Scenarios.midScreenSwipe.touches)
    let result = try run("seed004-published", deep)
    #expect(result.transitions.map(\.result) == [.finished])
    #expect(result.stackAfter == ["home", "list"])
  }

  @Test("the textbook preset cancels a swipe to a third held still, and a cancelled touch past half")
  func cancels() throws {
    for trace in [Scenarios.edgeSwipeToThird, Scenarios.touchCancelledPastHalf] {
      #expect(trace.scene.stack.count == 2)
      let result = try run("textbook", trace)
      #expect(result.outcome == .cancel, "\(trace.name)")
      #expect(result.transitions.map(\.result) == [.cancelled], "\(trace.name)")
    }
    // seed 004 (Ended and Cancelled in one branch) finishes the cancelled touch.
    #expect(try run("seed004", Scenarios.touchCancelledPastHalf).outcome == .pop)
  }

  @Test("the textbook's completion speed comes from the finger: a fast flick runs out sooner than at speed 1")
  func completionSpeedFromVelocity() throws {
    var touches = StrokeBuilder()
    touches.flick(from: Point(x: 80, y: 420), to: Point(x: 340, y: 426), duration: 0.25)
    let trace = Trace(name: "fast-mid-flick", scene: .twoScreens, touches: touches.samples)
    let flick = try run("textbook", trace)
    #expect(flick.outcome == .pop)
    #expect(flick.reason.contains("completionSpeed"))
    let record = try #require(flick.transitions.first)
    let runOut = try #require(record.settled) - (try #require(record.decided))

    var fixedSpeed = PercentDrivenStrategy.Configuration.textbook
    fixedSpeed.runOut = .configured
    let slow = try run("", trace, configuration: fixedSpeed)
    #expect(slow.outcome == .pop)
    let slowRecord = try #require(slow.transitions.first)
    let slowRunOut = try #require(slowRecord.settled) - (try #require(slowRecord.decided))
    #expect(runOut < slowRunOut, "with the finger's speed \(runOut) s, at speed 1 \(slowRunOut) s")
  }

  @Test("the interruptible variant is told apart: the release direction finishes the swipe held at a third")
  func interruptibleVariant() throws {
    #expect(try run("textbook", Scenarios.edgeSwipeToThird).outcome == .cancel)
    #expect(try run("textbook-interruptible", Scenarios.edgeSwipeToThird).outcome == .pop)
    #expect(try run("textbook-interruptible", Scenarios.midScreenSwipe).outcome == .pop)
    #expect(try run("textbook-interruptible", Scenarios.touchCancelledPastHalf).outcome == .cancel)
  }

  @Test("the textbook subclass is its own delegate, adds its pan to its view, and switches both UIKit swipes off")
  func installation() throws {
    let strategy = PercentDrivenStrategy(configuration: .textbook)
    var context = StrategyContext(
      time: 0, device: .standard,
      navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
    let setup = strategy.install(in: .twoScreens, context: &context)
    #expect(setup.systemBackGesture == .disabled)
    #expect(setup.contentSwipe == .disabled)
    #expect(setup.navigationDelegate == .customTransitions)
    #expect(setup.recognizers.map(\.host) == [.navigationView])
    #expect(setup.recognizers.first?.onlyOnScreens == nil)
  }

  @Test("the new presets are listed, and pop-then-peek pops once under the textbook (its delegate is never nil)")
  func presetsAndDelegate() throws {
    let names = PercentDrivenStrategy.presets.map(\.name)
    for name in ["textbook", "textbook-interruptible", "seed004-published"] { #expect(names.contains(name)) }
    let result = try run("textbook", Scenarios.popThenPeek)
    #expect(result.stackAfter == ["home", "list"])
    #expect(!result.reason.contains("delegate is nil"))
  }
}
