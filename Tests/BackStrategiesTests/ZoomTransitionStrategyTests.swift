@testable import BackStrategies
import Testing

/// The `zoom` strategy: each rule with its source (docs/strategies/zoom.md).
@Suite("zoom transition")
struct ZoomTransitionStrategyTests {
  typealias Strategy = ZoomTransitionStrategy

  static func run(_ preset: String, _ trace: Trace, _ ios: IOSVersion = .iOS26, weighs: Bool = false) throws -> RunResult {
    try #require(Simulator.run(Strategy.self, preset: preset, on: trace, options: RunOptions(ios: ios, weighsOpenChoices: weighs)))
  }

  @Test("the four presets, in order")
  func presets() {
    #expect(Strategy.presets.map(\.name) == ["uikit", "swiftui", "edge-only", "refuses-horizontal-content"])
    #expect(StrategyCatalog.builtIn.entry(id: "zoom") != nil)
  }

  @Test("FB17348399 and Twinskaraoke PR #96: on iOS 26 a swipe starting 80 pt in dismisses; on iOS 18 only the edge does", arguments: ["uikit", "swiftui"])
  func midScreenDismissesOnIOS26(preset: String) throws {
    #expect(try Self.run(preset, Scenarios.zoomDismissMidScreen, .iOS26).outcome == .pop)
    #expect(try Self.run(preset, Scenarios.zoomDismissMidScreen, .iOS18).outcome != .pop)
  }

  @Test("interactiveDismissShouldBegin allowing only the edge strip refuses the mid-screen swipe and keeps the edge swipe")
  func edgeOnlyRefusesMidScreen() throws {
    let mid = try Self.run("edge-only", Scenarios.zoomDismissMidScreen)
    #expect(mid.outcome != .pop, "\(mid.reason)")
    #expect(try Self.run("edge-only", Scenarios.zoomDismissEdge).outcome == .pop)
    #expect(try Self.run("edge-only", Scenarios.zoomDismissEdge, .iOS18).outcome == .pop)
  }

  @Test("Transmission #90: a downward drag dismisses on both releases, and passes KMReader PR #322's direction check", arguments: [IOSVersion.iOS18, .iOS26])
  func pullDownDismisses(ios: IOSVersion) throws {
    #expect(try Self.run("uikit", Scenarios.zoomPullDown, ios).outcome == .pop)
    #expect(try Self.run("refuses-horizontal-content", Scenarios.zoomPullDown, ios).outcome == .pop)
  }

  @Test("KMReader PR #322: the direction check refuses a horizontal dismiss")
  func refusesHorizontal() throws {
    #expect(try Self.run("refuses-horizontal-content", Scenarios.zoomDismissMidScreen).outcome != .pop)
    #expect(try Self.run("refuses-horizontal-content", Scenarios.zoomPagerSwipe).outcome != .pop)
  }

  @Test("Twinskaraoke PR #96: a tap 0.3 s after the release lands inside the 0.9 s of hit-testing: stray-tap", arguments: [IOSVersion.iOS18, .iOS26])
  func strayTap(ios: IOSVersion) throws {
    let result = try Self.run("uikit", Scenarios.zoomTapAfterDismiss, ios)
    #expect(result.outcome == .pop)
    #expect(result.hazards.contains { $0.hazard == .strayTap }, "\(result.hazards.map(\.hazard))")
    #expect(!result.hazards.contains { $0.hazard == .navigationFrozen })
  }

  @Test("forums 789010: a tap 1.1 s after a moderate drag's release is refused while the run-out lasts: navigation-frozen, resting on zoom-navigation")
  func navigationFrozen() throws {
    let result = try Self.run("uikit", Scenarios.zoomPushAfterDismiss, weighs: true)
    #expect(result.outcome == .pop)
    #expect(result.hazards.contains { $0.hazard == .navigationFrozen }, "\(result.hazards.map(\.hazard))")
    #expect(!result.hazards.contains { $0.hazard == .strayTap })
    #expect(result.restsOn.contains { $0.choice == .zoomNavigation && $0.other == "preempts" }, "\(result.restsOn)")
    var preempts = ModelParameters()
    preempts.zoomDismissRefusesNavigation = false
    let other = try #require(
      Simulator.run(Strategy.self, preset: "uikit", on: Scenarios.zoomPushAfterDismiss, options: RunOptions(parameters: preempts, ios: .iOS26)))
    #expect(!other.hazards.contains { $0.hazard == .navigationFrozen })
  }

  @Test("the run-out grows with the drag (forums 789010): a short drag's run-out ends before the tap, so nothing is refused")
  func runOutGrowsWithTheDrag() {
    let configuration = Strategy.Configuration.uikit
    #expect(configuration.runOut(afterTravel: 150) > 1.49 && configuration.runOut(afterTravel: 150) < 1.51)
    #expect(configuration.runOut(afterTravel: 40) < configuration.runOut(afterTravel: 150))
  }

  @Test("the new hazards come last, with their markers")
  func hazards() {
    #expect(Array(Hazard.allCases.suffix(2)) == [.strayTap, .navigationFrozen])
    #expect(Hazard.strayTap.rawValue == "stray-tap" && Hazard.navigationFrozen.rawValue == "navigation-frozen")
  }

  @Test("the seven zoom scenarios are in the matrix")
  func scenarios() {
    let names = [
      "zoom-dismiss-edge", "zoom-dismiss-mid-screen", "zoom-pager-swipe", "zoom-scroll-view-drag", "zoom-tap-after-dismiss",
      "zoom-push-after-dismiss", "zoom-pull-down",
    ]
    for name in names { #expect(Scenarios.all.contains { $0.name == name }, "\(name)") }
  }
}

/// `recommend --screen zoom`: the zoom presets, judged on the zoom screen's runs.
@Suite("zoom screen advice")
struct ZoomScreenAdviceTests {
  @Test("a zoom screen's candidates are the zoom presets whatever the framework, with no other screens of the stack")
  func candidates() {
    let advice = ScreenAdvice(kind: .zoom, releases: [.iOS26])
    #expect(advice.candidates.map(\.label) == ZoomTransitionStrategy.presets.map { "zoom:\($0.name)" })
    #expect(ScreenKind.zoom.otherScreensOfItsStack.isEmpty)
    #expect(ScreenKind.allCases.last == .zoom)
  }
}
