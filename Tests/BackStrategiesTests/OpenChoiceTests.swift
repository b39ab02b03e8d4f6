import BackStrategiesTestSupport
@testable import BackStrategies
import Testing

/// The questions UIKit's decompiled code leaves open (``OpenChoice``), the other reading of each,
/// and what every result says it rests on (``RunResult/restsOn``).
@Suite("Open choices")
struct OpenChoiceTests {
  @Test("each choice's other reading flips exactly its own switch, and flipping twice returns the default", arguments: OpenChoice.allCases)
  func otherReadingFlipsOneSwitch(_ choice: OpenChoice) throws {
    // The classic catch is asked on the classic branch only, which iOS 18 takes.
    let ios: IOSVersion = choice == .classicCatch ? .iOS18 : .iOS26
    let other = try #require(choice.otherReading(of: .uikit26, on: ios, screenWidth: 390))
    #expect(other != .uikit26)
    #expect(choice.reading(of: other) != choice.reading(of: .uikit26))
    let back = try #require(choice.otherReading(of: other, on: ios, screenWidth: 390))
    #expect(back == .uikit26)
  }

  @Test("the parallax branch is asked on iOS 26 only: iOS 18 takes the classic branch whatever the set says")
  func parallaxBranchOnIOS26Only() {
    #expect(OpenChoice.parallaxBranch.otherReading(of: .uikit26, on: .iOS18, screenWidth: 390) == nil)
    #expect(OpenChoice.parallaxBranch.otherReading(of: .uikit26, on: .iOS26, screenWidth: 390)?.parallaxTransitions == .classic)
  }

  @Test("-[_UISEGestureFeatureSettings init]: the wide strip is 0.09 × the screen's width (35.1 pt at 390 pt); a hand-set width has no other reading")
  func wideStrip() {
    #expect(ModelParameters.wideEdgeRegionWidth(screenWidth: 390) == 35.1)
    #expect(OpenChoice.edgeStrip.otherReading(of: .uikit26, on: .iOS26, screenWidth: 390)?.edgeRegionWidth == 35.1)
    var handSet = ModelParameters.uikit26
    handSet.edgeRegionWidth = 20
    #expect(OpenChoice.edgeStrip.otherReading(of: handSet, on: .iOS26, screenWidth: 390) == nil)
  }

  @Test("_UISEBackProjectEdgesFailGestureFeature: a swipe from 25 pt fails the 13 pt strip's back-projection and passes the 35.1 pt one's: the result rests on the strip")
  func restsOnTheStrip() throws {
    let trace = strokeTrace([Point(x: 25, y: 400), Point(x: 330, y: 405)], durations: [0.6], profile: StrokeBuilder.minimumJerk)
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(ios: .iOS18, weighsOpenChoices: true)))
    #expect(result.outcome == .unchanged)
    let strip = try #require(result.restsOn.first { $0.choice == .edgeStrip })
    #expect(strip.other == "35.1 pt")
    #expect(strip.outcome == .pop)
    // Run under that reading, the pop is the result and the 13 pt strip is the other reading.
    var wide = ModelParameters.uikit26
    wide.edgeRegionWidth = 35.1
    let widened = try #require(
      Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: wide, ios: .iOS18, weighsOpenChoices: true)))
    #expect(widened.outcome == .pop)
    #expect(widened.restsOn.contains { $0.choice == .edgeStrip && $0.other == "13 pt" && $0.outcome == .unchanged })
  }

  @Test("the release procedure: mid-screen-swipe cancels under the augmented projection and would pop under the legacy velocity sign")
  func restsOnTheReleaseProcedure() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.midScreenSwipe, options: RunOptions(weighsOpenChoices: true)))
    #expect(result.outcome == .cancel)
    #expect(result.restsOn.contains { $0.choice == .releaseProcedure && $0.other == "legacy" && $0.outcome == .pop })
  }

  @Test("a result that holds under every reading rests on nothing; a run that does not weigh them rests on nothing either")
  func holdsEitherWay() throws {
    // Lifted while still moving fast: the projection clears the line under either duration.
    let brisk = strokeTrace([Point(x: 5, y: 400), Point(x: 300, y: 405)], durations: [0.3])
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: brisk, options: RunOptions(weighsOpenChoices: true)))
    #expect(result.outcome == .pop)
    #expect(result.restsOn.isEmpty)
    let unweighed = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.midScreenSwipe, options: RunOptions(weighsOpenChoices: false)))
    #expect(unweighed.restsOn.isEmpty)
    // The default weighs nothing either.
    #expect(try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.midScreenSwipe)).restsOn.isEmpty)
  }

  @Test("each entry is what a run under that reading gives: the same verdict as running the other parameters directly", arguments: [
    Scenarios.carouselMidContent, Scenarios.midScreenSwipe, Scenarios.secondSwipeDuringFinish, Scenarios.carouselAtStart,
  ])
  func entriesAreRealRuns(_ trace: Trace) throws {
    var entries = 0
    defer { #expect(entries > 0, "\(trace.name): no run rests on a choice, so nothing was checked") }
    for selection in StrategyCatalog.builtIn.defaultSelections {
      let result = selection.run(on: trace, options: RunOptions(weighsOpenChoices: true))
      entries += result.restsOn.count
      for entry in result.restsOn {
        let parameters = try #require(entry.choice.otherReading(of: .uikit26, on: result.ios, screenWidth: trace.scene.device.width))
        let direct = selection.run(on: trace, options: RunOptions(parameters: parameters, weighsOpenChoices: false))
        #expect(direct.outcome == entry.outcome, "\(selection.label) on \(trace.name), \(entry.choice.rawValue)")
        #expect(Set(direct.distinctHazards) == Set(entry.runSummary.hazards))
        #expect(direct.outcome != result.outcome || Set(direct.distinctHazards) != Set(result.distinctHazards)
          || direct.stackAfter != result.stackAfter || direct.transitions.map(\.result) != result.transitions.map(\.result))
      }
    }
  }

  @Test("the same trace and options give the same restsOn, run after run")
  func deterministic() {
    let options = RunOptions(weighsOpenChoices: true)
    let a = Comparison(trace: Scenarios.carouselMidContent, selections: StrategyCatalog.builtIn.allSelections, options: options)
    let b = Comparison(trace: Scenarios.carouselMidContent, selections: StrategyCatalog.builtIn.allSelections, options: options)
    #expect(a.results.map(\.restsOn) == b.results.map(\.restsOn))
    #expect(a.results.contains { !$0.restsOn.isEmpty })
  }
}

/// `-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]`'s first gate:
/// a navigation delegate with custom transitions shuts UIKit's back recognisers out once its
/// animator ran.
@Suite("Custom-transition delegate gate")
struct CustomTransitionGateTests {
  /// A technique like seed 002: its own pan pops with its own animator, the navigation delegate
  /// supplies custom transitions, the edge swipe is off and iOS 26's content swipe is left on.
  static func setup(delegate: GestureSetup.NavigationDelegate) -> ProbeStrategy.Configuration {
    let pan = RecognizerSpec(id: "own", kind: .pan, host: .topScreen)
    return ProbeStrategy.Configuration(
      setup: GestureSetup(systemBackGesture: .disabled, navigationDelegate: delegate, recognizers: [pan]),
      script: [
        .init(recognizer: "own", state: .began, commands: [.beginInteractivePop(animation: .slide(curve: .easeInOut), duration: 0.25)]),
        .init(recognizer: "own", state: .ended, commands: [.finishInteractivePop(.timed(duration: 0.1, curve: .linear))]),
      ])
  }

  /// Two rightward swipes from mid-screen on a three-screen stack, the second after the first pop settled.
  static let twoSwipes: Trace = {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 150, y: 400), to: Point(x: 330, y: 405), duration: 0.4)
    touches.pause(0.6)
    touches.swipe(from: Point(x: 150, y: 400), to: Point(x: 330, y: 405), duration: 0.4)
    let scene = SceneSpec(stack: [ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")])
    return Trace(name: "two-swipes", scene: scene, touches: touches.samples)
  }()

  /// The content swipe's refusals at touch-down, in order.
  static func contentSwipeRefusals(_ configuration: ProbeStrategy.Configuration, parameters: ModelParameters = .uikit26) -> [String] {
    let (_, result) = probe(configuration, on: twoSwipes, options: RunOptions(parameters: parameters, recordEvents: true))
    return result.events!.compactMap { event in
      if case .failed(RecognizerID.systemContentPan, let why) = event.kind, why.contains("_shouldUseBuiltinInteractionController") { return why }
      return nil
    }
  }

  @Test("-[UINavigationController _shouldUseBuiltinInteractionController]: _usingBuiltinAnimator is NO at rest (reset as each transition ends), so neither touch reaches the content swipe")
  func shutOutAtRest() {
    let refusals = Self.contentSwipeRefusals(Self.setup(delegate: .customTransitions))
    #expect(refusals.count == 2)
    #expect(refusals.allSatisfy { $0.contains("no transition of UIKit's animator is running") && $0.contains("get no events") })
  }

  @Test("under builtin-animator-timing's other reading (set-at-start), the first touch reaches the content swipe (the stack was pushed by UIKit's animator); after the delegate's animator popped, the second does not")
  func shutOutAfterCustomAnimator() {
    let refusals = Self.contentSwipeRefusals(Self.setup(delegate: .customTransitions), parameters: .uikit26AnimatorFlagSetAtStart)
    #expect(refusals.count == 1)
    #expect(refusals.first?.contains("the last transition ran its animator") == true)
  }

  @Test("without custom transitions, or with the gate switched off, UIKit's recognisers take part in every touch")
  func openWithoutCustomTransitions() {
    #expect(Self.contentSwipeRefusals(Self.setup(delegate: .none)).isEmpty)
    var off = ModelParameters.uikit26
    off.customTransitionDelegateGate = false
    #expect(Self.contentSwipeRefusals(Self.setup(delegate: .customTransitions), parameters: off).isEmpty)
  }

  @Test("seeds 002 and 004 and SloppySwiper declare custom transitions; seed 001 is the delegate only around its own pop call")
  func techniquesDeclareIt() throws {
    let scene = SceneSpec.twoScreens
    let catalog = StrategyCatalog.builtIn
    for (label, expected) in [
      ("percent-driven:seed002", GestureSetup.NavigationDelegate.customTransitions), ("percent-driven:seed004", .customTransitions),
      ("percent-driven:seed001", .none), ("directional-pan:sloppyswiper", .customTransitions), ("system-edge:shipped", .none),
    ] {
      let setup = try catalog.select(label).gestureSetup(in: scene, parameters: .uikit26)
      #expect(setup.navigationDelegate == expected, "\(label)")
    }
  }

  @Test("-[_UINavigationInteractiveTransitionBase _shouldPauseRunningTransition] is not gated by the interruptible branch: on iOS 18 a forwarded pan's second .began catches the cancelling pop instead of asking for a nested one")
  func iOS18CatchesCancellingPop() throws {
    let result = try BuiltInRuns.run("target-forwarding:seed004", Scenarios.secondSwipeDuringFinish, .iOS18)
    #expect(result.caughtRunningTransition)
    #expect(!result.distinctHazards.contains(.nestedTransition))
    #expect(result.outcome == .pop)
    // UIKit's own delegate still keeps its recogniser out of a running transition on iOS 18.
    let shipped = try BuiltInRuns.run("system-edge:shipped", Scenarios.secondSwipeDuringFinish, .iOS18)
    #expect(!shipped.caughtRunningTransition)
    #expect(shipped.outcome == .cancel)
  }
}

/// Built-in presets run by label.
enum BuiltInRuns: IOSVersionRuns {}
