import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Bugs of the published code that the model reproduces instead of fixing: the crashes of seed
/// 000 with a tab-bar root and of seed 004's way 3 installed after its way 1, and seeds 002 and
/// 004's weak navigation delegate.
@Suite("As-published bugs: crashes and the weak delegate")
struct AsPublishedBugTests: IOSVersionRuns {
  static let defaultRelease: IOSVersion = .iOS18

  /// Three screens and two strokes from mid-screen: `first`, a pause of `pause` seconds, `second`.
  static func twoStrokes(
    first: (Point, Point), second: (Point, Point), pause: Double = 1.2, secondHold: Double = 0.15
  ) -> Trace {
    var builder = StrokeBuilder()
    builder.flick(from: first.0, to: first.1, duration: 0.25)
    builder.pause(pause)
    builder.swipe(from: second.0, to: second.1, duration: 0.45, holdBeforeLift: secondHold)
    return Trace(
      name: "two-strokes", intent: .back,
      scene: SceneSpec(device: .standard, stack: [ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")]),
      touches: builder.samples)
  }

  // MARK: The crash hazard

  @Test("seed 000, navigationController getter: with a tab-bar root the first release that goes back sends popViewControllerAnimated: to the UITabBarController and the app crashes", arguments: IOSVersion.allCases)
  func tabBarRootCrashes(ios: IOSVersion) throws {
    let result = try Self.run("edge-bulge:tab-bar-root", Scenarios.rightEdgePull, ios)
    #expect(result.distinctHazards == [.crash])
    #expect(result.reason.contains("-[UITabBarController popViewControllerAnimated:]"))
    #expect(result.stackAfter == result.stackBefore)
    // The same trace with the window's root a navigation controller pops.
    let published = try Self.run("edge-bulge:as-published", Scenarios.rightEdgePull, ios)
    #expect(published.outcome == .pop && published.distinctHazards.isEmpty)
  }

  @Test("seed 000, screenEdgePanGestureExcuteEvent: the one-screen guard reads the tab count, so on a tab's root screen the bulge is drawn and the release crashes")
  func tabBarRootGuardReadsTheTabs() throws {
    var trace = Scenarios.rightEdgePull
    trace.scene.stack = [ScreenSpec(id: "home")]
    let published = try Self.run("edge-bulge:as-published", trace)
    #expect(published.distinctHazards.isEmpty && published.outcome == .unchanged)
    let tabs = try Self.run("edge-bulge:tab-bar-root", trace)
    #expect(tabs.distinctHazards == [.crash])
  }

  @Test("seed 000: home mode with the delegate answering NO asks with viewControllers.firstObject, which a tab-bar controller has: no crash")
  func tabBarRootHomeVetoDoesNotCrash() throws {
    var configuration = EdgeBulgeStrategy.Configuration.tabBarRoot
    configuration.homePolicy = .appHandles
    let result = Simulator.run(EdgeBulgeStrategy.self, configuration: configuration, label: "edge-bulge:home-veto", on: Scenarios.dwellToHome)
    #expect(!result.distinctHazards.contains(.crash))
    #expect(result.reason.contains("answered NO"))
  }

  @Test("seed 004, ways 1 and 3: read after delegate = self, the target is the screen; the pan's first action (.began) is an unrecognised selector", arguments: IOSVersion.allCases)
  func wayOneThenWayThreeCrashes(ios: IOSVersion) throws {
    let result = try Self.run("target-forwarding:seed004-after-way-1", Scenarios.midScreenSwipe, ios)
    #expect(result.distinctHazards == [.crash])
    #expect(result.reason.contains("handleNavigationTransition:"))
    #expect(result.hazards.first?.time == result.recognizedAt)
    // Way 3 alone pops the same swipe through UIKit's handler, or at least drives it.
    let wayThree = try Self.run("target-forwarding:seed004", Scenarios.midScreenSwipe, ios)
    #expect(wayThree.distinctHazards.isEmpty && wayThree.metrics.maxProgress > 0)
  }

  @Test("seed 004's way 3 after way 1: the pan's own delegate still refuses on the root, so nothing begins and nothing crashes there", arguments: IOSVersion.allCases)
  func wayOneThenWayThreeOnTheRoot(ios: IOSVersion) throws {
    let result = try Self.run("target-forwarding:seed004-after-way-1", Scenarios.swipeOnRoot, ios, events: true)
    // Nothing crashes: no hazard of any kind.
    #expect(result.hazards.isEmpty)
    // The pan's own delegate refuses...
    #expect(result.reason == "full-screen-pan: shouldBegin said no: viewControllers.count = 1 ≤ 1: nothing to pop")
    // ...so nothing begins: no recogniser recognises, no target hears a callback, no transition
    // starts, and the root stays.
    #expect(result.recognizedAt == nil)
    let callbacks = (result.events ?? []).filter { if case .callback = $0.kind { true } else { false } }
    #expect(callbacks.isEmpty, "\(callbacks)")
    #expect(result.transitions.isEmpty)
    #expect(result.outcome == .unchanged)
    #expect(result.stackAfter == ["home"])
  }

  @Test("after a crash nothing happens: later strokes reach no recogniser and the stack stays as it was")
  func nothingAfterACrash() throws {
    let trace = Self.twoStrokes(first: (Point(x: 80, y: 420), Point(x: 340, y: 426)), second: (Point(x: 80, y: 420), Point(x: 340, y: 426)))
    let result = try Self.run("target-forwarding:seed004-after-way-1", trace, events: true)
    #expect(result.hazards.map(\.hazard) == [.crash])
    #expect(result.stackAfter == ["home", "list", "detail"])
    let crashTime = try #require(result.hazards.first?.time)
    let later = (result.events ?? []).filter { $0.time > crashTime }
    #expect(later.isEmpty, "\(later)")
  }

  // MARK: The weak delegate

  @Test("seed 004's BaseViewController, viewDidLoad: delegate = self, weak, pan on every screen: after a pop a short peek on the screen below runs UIKit's own pop and goes through")
  func weakDelegatePopsThePeek() throws {
    let result = try Self.run("percent-driven:seed004", Scenarios.popThenPeek)
    #expect(result.stackAfter == ["home"])
    #expect(result.reason.contains("the navigation delegate is nil"))
    #expect(result.reason.contains("'detail'"))
    // UIKit's pop, not the strategy's interactive one: the second transition is not interactive.
    #expect(result.transitions.count == 2)
    #expect(result.transitions.last?.interactive == false)
  }

  @Test("seed 002 as published (002.md: 'In the demo only this screen has the pan'): the peek after the pop lands on a screen without the pan, so the trap never springs")
  func seedTwoPeekFindsNoPan() throws {
    let result = try Self.run("percent-driven:seed002", Scenarios.popThenPeek)
    #expect(result.stackAfter == ["home", "list"])
    #expect(!result.reason.contains("the navigation delegate is nil"))
    #expect(result.transitions.count == 1)
  }

  @Test("the first pop of seed 002 is its own interactive one: the delegate the last-loaded screen set is still there")
  func firstPopIsInteractive() throws {
    let result = try Self.run("percent-driven:seed002", Scenarios.midScreenSwipe)
    #expect(result.outcome == .pop)
    #expect(result.transitions.first?.interactive == true)
  }

  @Test("a peek after a pop with the delegate kept (seed 001 sets it around each pop) is interactive: seed 001 never meets a nil delegate")
  func seedOneKeepsItsDelegate() throws {
    let trace = Self.twoStrokes(first: (Point(x: 80, y: 420), Point(x: 340, y: 426)), second: (Point(x: 80, y: 420), Point(x: 100, y: 420)), secondHold: 0)
    let result = try Self.run("percent-driven:seed001", trace)
    #expect(!result.reason.contains("delegate is nil"))
    #expect(result.transitions.allSatisfy { $0.interactive })
  }

  @Test("a push makes the pushed screen the delegate again: after pop, push, a swipe is interactive")
  func pushSetsTheDelegate() throws {
    // After the first pop the strategy sees UIKit's pop end, then a push of `detail-2` (its
    // viewDidLoad sets the delegate), then a swipe: interactive again.
    var strategy = PercentDrivenStrategy(configuration: .seed004)
    var context = StrategyContext(
      time: 0, device: .standard,
      navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "list"), underID: "home", isTransitioning: false, progress: 0))
    strategy.handle(.transitionEnded(.pop, .finished), context: &context)
    context.navigation = NavigationSnapshot(count: 3, top: ScreenSpec(id: "detail-2"), underID: "list", isTransitioning: false, progress: 0)
    strategy.handle(.transitionEnded(.push, .finished), context: &context)
    context.commands = []
    let began = GestureEvent(
      recognizer: PercentDrivenStrategy.recognizerID, state: .began, time: 2, location: Point(x: 100, y: 420),
      translation: Vector(x: 0, y: 0), velocity: Vector(x: 100, y: 0), startLocation: Point(x: 90, y: 420))
    strategy.handle(.gesture(began), context: &context)
    #expect(context.commands.contains { if case .beginInteractivePop = $0 { return true } else { return false } })
    #expect(!context.commands.contains(.pop(animated: true)))
  }
}
