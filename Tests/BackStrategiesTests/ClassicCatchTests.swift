import BackStrategiesTestSupport
import Testing

@testable import BackStrategies

/// iOS 18's catch of a cancelling pop (``OpenChoice/classicCatch``): on the classic branch
/// `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]` calls
/// `pauseInteractiveTransition` for a second swipe's `.began` during a pop running back to
/// cancelled (`_shouldPauseRunningTransition`), and `-[UIPercentDrivenInteractiveTransition
/// pauseInteractiveTransition]` does nothing without the `_interruptibleAnimator` that
/// `-[_UINavigationParallaxTransition interruptibleAnimatorForTransition:]` returns only on the
/// interruptible branch (UIKit 18.2 and 26.1).
@Suite("Classic catch of a cancelling pop")
struct ClassicCatchTests {
  /// An app-delegated edge recogniser (delegate = self) lets the second swipe of
  /// `second-swipe-during-finish` reach UIKit's handler while the first, released at rest,
  /// cancels.
  static let label = "system-edge:delegate-self"

  static func run(_ reading: ClassicCatchReading, ios: IOSVersion = .iOS18, weighs: Bool = false) throws -> RunResult {
    var parameters = ModelParameters.uikit26
    parameters.classicCatch = reading
    let selection = try StrategyCatalog.builtIn.select(label)
    return selection.run(on: Scenarios.secondSwipeDuringFinish, options: RunOptions(parameters: parameters, ios: ios, weighsOpenChoices: weighs))
  }

  @Test(
    "-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition] is a no-op without an interruptible animator: the first move's updateInteractiveTransition: catches the pop from the release percent (first-move); at-began pauses at .began; no-op lets it run out"
  )
  func threeReadings() throws {
    let firstMove = try Self.run(.firstMove)
    #expect(firstMove.outcome == .pop)
    #expect(firstMove.reason.contains("on the swipe's first move"))
    #expect(firstMove.reason.contains("from the release percent 0.55"))
    // From the release percent plus the second swipe's travel: the view jumps ahead of the finger.
    #expect(firstMove.metrics.maxProgress == ModelParameters.uikit26.maximumInteractivePercent)
    let atBegan = try Self.run(.atBegan)
    #expect(atBegan.outcome == .pop)
    #expect(atBegan.reason.hasPrefix("caught the cancelling pop at 0.04 (pauseInteractiveTransition)"))
    let noOp = try Self.run(.noOp)
    #expect(noOp.outcome == .cancel)
    #expect(noOp.stackAfter == ["home", "list", "detail"])
    #expect(noOp.reason.contains("pauseInteractiveTransition did nothing"))
  }

  @Test("the second swipe shows the catch's open choice in restsOn on iOS 18; on iOS 26 (fluid, interruptible) the pause works and the choice is not asked")
  func restsOnTheCatch() throws {
    let result = try Self.run(.firstMove, weighs: true)
    #expect(result.restsOn.contains { $0.choice == .classicCatch && $0.other == "no-op" && $0.outcome == .cancel })
    // at-began pops too: not listed.
    #expect(!result.restsOn.contains { $0.choice == .classicCatch && $0.other == "at-began" })
    let fluid = try Self.run(.firstMove, ios: .iOS26, weighs: true)
    #expect(!fluid.restsOn.contains { $0.choice == .classicCatch })
    for reading in ClassicCatchReading.allCases {
      let other = try Self.run(reading, ios: .iOS26)
      #expect(other.outcome == fluid.outcome && other.reason == fluid.reason, "\(reading)")
    }
  }

  /// The first swipe of `second-swipe-during-finish` (released at rest past half: it cancels),
  /// then a second edge swipe that begins 0.1 s later and holds still for 0.6 s, longer than the
  /// cancelling run-out, before it moves on and lifts far out.
  static func secondSwipeHeldStill() -> Trace {
    let first = Scenarios.secondSwipeDuringFinish.touches
    let lift = first.firstIndex { $0.phase == .ended }!
    var touches = Array(first[...lift])
    let y = first[0].location.y
    let t0 = first[lift].t + 0.1
    let frame = 1.0 / 120
    touches.append(TouchSample(t: t0, x: 5, y: y, phase: .began))
    touches.append(TouchSample(t: t0 + frame, x: 12, y: y, phase: .moved))
    touches.append(TouchSample(t: t0 + 2 * frame, x: 22, y: y, phase: .moved))  // the edge pan begins: 17 pt
    for step in 0..<20 {
      let x = 60 + 10 * Double(step)
      touches.append(TouchSample(t: t0 + 0.6 + Double(step) * frame, x: x, y: y, phase: .moved))
    }
    touches.append(TouchSample(t: t0 + 0.6 + 20 * frame, x: 250, y: y, phase: .ended))
    return Trace(name: "held-still", scene: Scenarios.secondSwipeDuringFinish.scene, touches: touches)
  }

  @Test("first-move: a cancelling pop that runs out before the second swipe's first move leaves it nothing to drive (no new pop: startInteractiveTransition is on the other branch of .began); at-began caught it and pops")
  func runOutEndsBeforeTheFirstMove() throws {
    let selection = try StrategyCatalog.builtIn.select(Self.label)
    func run(_ reading: ClassicCatchReading) -> RunResult {
      var parameters = ModelParameters.uikit26
      parameters.classicCatch = reading
      return selection.run(on: Self.secondSwipeHeldStill(), options: RunOptions(parameters: parameters, ios: .iOS18))
    }
    let firstMove = run(.firstMove)
    #expect(firstMove.outcome == .cancel)
    #expect(firstMove.stackAfter == ["home", "list", "detail"])
    #expect(firstMove.transitions.count == 1)
    #expect(run(.noOp).outcome == .cancel)
    let atBegan = run(.atBegan)
    #expect(atBegan.outcome == .pop)
    #expect(atBegan.reason.contains("(pauseInteractiveTransition)"))
  }

  @Test("otherReadings: the two readings not taken, on the classic branch only")
  func readingsOnTheClassicBranch() {
    let iOS18 = OpenChoice.classicCatch.otherReadings(of: .uikit26, on: .iOS18, screenWidth: 390)
    #expect(iOS18.map(\.classicCatch) == [.atBegan, .noOp])
    #expect(OpenChoice.classicCatch.otherReadings(of: .uikit26, on: .iOS26, screenWidth: 390).isEmpty)
    let classic26 = OpenChoice.classicCatch.otherReadings(of: .uikit26ClassicParallax, on: .iOS26, screenWidth: 390)
    #expect(classic26.map(\.classicCatch) == [.atBegan, .noOp])
    #expect(OpenChoice.classicCatch.reading(of: .uikit26) == "first-move")
    #expect(!OpenChoice.askedOfEveryTrace.contains(.classicCatch))
  }

  @Test("lazy weighing meets classic-catch only where a second swipe reaches the handler during a cancelling pop, and agrees with weighing every reading under each reading")
  func lazyAgreesUnderEachReading() throws {
    let selection = try StrategyCatalog.builtIn.select(Self.label)
    for reading in ClassicCatchReading.allCases {
      var parameters = ModelParameters.uikit26
      parameters.classicCatch = reading
      for trace in [Scenarios.secondSwipeDuringFinish, Scenarios.edgeSwipePastHalf] {
        var lazy = RunOptions(parameters: parameters, ios: .iOS18, weighsOpenChoices: true)
        var every = lazy
        lazy.weighsEveryReading = false
        every.weighsEveryReading = true
        #expect(selection.run(on: trace, options: lazy).restsOn == selection.run(on: trace, options: every).restsOn, "\(reading), \(trace.name)")
      }
    }
    let met = try LazyWeighingTests.choicesMet(Self.label, on: Scenarios.secondSwipeDuringFinish, options: LazyWeighingTests.options(ios: .iOS18, every: false))
    #expect(met.contains(.classicCatch))
    let plain = try LazyWeighingTests.choicesMet(Self.label, on: Scenarios.edgeSwipePastHalf, options: LazyWeighingTests.options(ios: .iOS18, every: false))
    #expect(!plain.contains(.classicCatch))
  }
}
