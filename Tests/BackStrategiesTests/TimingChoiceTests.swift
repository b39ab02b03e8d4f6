import BackStrategiesTestSupport
import Testing

@testable import BackStrategies

/// The two open choices about UIKit's timing: when `_usingBuiltinAnimator` is YES
/// (``OpenChoice/builtinAnimatorTiming``) and how long a transition lasts
/// (``OpenChoice/transitionDuration``).
@Suite("Timing open choices")
struct TimingChoiceTests {
  static func transition(runsUIKitAnimator: Bool) -> NavigationModel.ActiveTransition {
    var transition = NavigationModel.ActiveTransition(
      kind: .pop, record: 0, animation: .parallax(curve: .linear), duration: 0.35, phase: .interactive, progress: 0,
      directTop: 0, directUnder: 0, stuck: false)
    transition.runsUIKitAnimator = runsUIKitAnimator
    return transition
  }

  @Test("-[UINavigationController _customTransitionController:] sets _usingBuiltinAnimator as a transition starts; transitionConductor:didEndCustomTransitionWithContext:didComplete: resets it as it ends (reset-at-end), or it is kept (set-at-start)")
  func flagUnderEachTiming() {
    var navigation = NavigationModel(scene: .twoScreens, parameters: .uikit26)
    // Before any transition: NO as read (the ivar starts NO), YES under the earlier reading.
    #expect(!navigation.usingBuiltinAnimator(under: .resetAtTransitionEnd))
    #expect(navigation.usingBuiltinAnimator(under: .setAtStart))
    // A transition of UIKit's animator runs: YES under both.
    navigation.replaceTransition(Self.transition(runsUIKitAnimator: true))
    #expect(navigation.usingBuiltinAnimator(under: .resetAtTransitionEnd))
    #expect(navigation.usingBuiltinAnimator(under: .setAtStart))
    #expect(navigation.usingBuiltinAnimator)
    // It ends: reset to NO, or kept.
    navigation.replaceTransition(nil)
    #expect(!navigation.usingBuiltinAnimator(under: .resetAtTransitionEnd))
    #expect(navigation.usingBuiltinAnimator(under: .setAtStart))
    #expect(!navigation.usingBuiltinAnimator)
    // The delegate's own animator: NO under both, during and after.
    navigation.replaceTransition(Self.transition(runsUIKitAnimator: false))
    #expect(!navigation.usingBuiltinAnimator(under: .resetAtTransitionEnd))
    #expect(!navigation.usingBuiltinAnimator(under: .setAtStart))
    navigation.replaceTransition(nil)
    #expect(!navigation.usingBuiltinAnimator(under: .setAtStart))
    // UIKit's interactive pop is marked after it starts (startInteractiveTransition).
    navigation.replaceTransition(Self.transition(runsUIKitAnimator: false))
    navigation.markUIKitAnimator()
    #expect(navigation.usingBuiltinAnimator(under: .resetAtTransitionEnd))
  }

  @Test("the readings of each choice, the default first, and the named set of each other reading")
  func readings() throws {
    #expect(ModelParameters.uikit26.builtinAnimatorFlagTiming == .resetAtTransitionEnd)
    #expect(OpenChoice.builtinAnimatorTiming.reading(of: .uikit26) == "reset-at-end")
    #expect(OpenChoice.builtinAnimatorTiming.reading(of: .uikit26AnimatorFlagSetAtStart) == "set-at-start")
    #expect(ModelParameters.transitionDurationReadings == [0.35, 0.5])
    #expect(OpenChoice.transitionDuration.reading(of: .uikit26) == "0.35 s")
    #expect(OpenChoice.transitionDuration.reading(of: .uikit26LongTransition) == "0.5 s")
    let others = OpenChoice.transitionDuration.otherReadings(of: .uikit26, on: .iOS18, screenWidth: 390)
    #expect(others.map(\.transitionDuration) == [0.5])
    let back = OpenChoice.transitionDuration.otherReadings(of: .uikit26LongTransition, on: .iOS26, screenWidth: 390)
    #expect(back.map(\.transitionDuration) == [0.35])
    // A hand-set duration stands outside the readings: nothing to weigh.
    var handSet = ModelParameters.uikit26
    handSet.transitionDuration = 0.4
    #expect(OpenChoice.transitionDuration.otherReadings(of: handSet, on: .iOS26, screenWidth: 390).isEmpty)
    #expect(OpenChoice.transitionDuration.otherReading(of: handSet, on: .iOS26, screenWidth: 390) == nil)
    #expect(OpenChoice.builtinAnimatorTiming.isAsked(on: Scenarios.edgeSwipePastHalf))
    #expect(OpenChoice.askedOfEveryTrace.contains(.transitionDuration))
  }

  @Test("the release projection over D: edge-swipe-past-half, eased to rest, pops at 0.35 s and cancels at 0.5 s (½·ā·D² grows with D)")
  func projectionOverEachDuration() throws {
    for ios in [IOSVersion.iOS26, .iOS18] {
      let short = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeSwipePastHalf, options: RunOptions(ios: ios)))
      let long = try #require(
        Simulator.run(
          SystemEdgeStrategy.self, on: Scenarios.edgeSwipePastHalf, options: RunOptions(parameters: .uikit26LongTransition, ios: ios)))
      #expect(short.outcome == .pop)
      #expect(long.outcome == .cancel)
      #expect(long.reason.contains("projected 0.5 s"))
    }
  }

  @Test("a custom-transition delegate's gate: at rest UIKit's back recognisers are refused under reset-at-end, and take part under set-at-start")
  func gateAtRest() throws {
    let trace = try #require(Scenarios.named("steep-first-move"))
    let selection = try StrategyCatalog.builtIn.select("directional-pan:sloppyswiper")
    let asRead = selection.run(on: trace, options: RunOptions(ios: .iOS26))
    var kept = RunOptions(ios: .iOS26)
    kept.parameters = .uikit26AnimatorFlagSetAtStart
    let earlier = selection.run(on: trace, options: kept)
    #expect(asRead.outcome == .unchanged)
    #expect(earlier.outcome == .pop)
  }
}
