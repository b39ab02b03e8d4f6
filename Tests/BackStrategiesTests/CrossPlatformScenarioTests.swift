import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

// The built-in scenarios of Scenarios+CrossPlatform.swift, where UIKit (`system-edge`), Flutter
// (`cupertino`) and Android (`predictive-back`) read the same touches differently.

private func outcome<Strategy: BackStrategy>(_ strategy: Strategy.Type, _ trace: Trace, ios: IOSVersion = .iOS18) throws -> Outcome {
  try #require(Simulator.run(strategy, on: trace, options: RunOptions(ios: ios))).outcome
}

@Suite("Cross-platform scenarios")
struct CrossPlatformScenarioTests {
  @Test("edge-out-and-back: UIKit's projection cancels, Flutter's half-width rule pops (not a fling: < 18 pt in the window), Android's arrow deactivated after 45 pt back (> 32 dp) cancels")
  func outAndBack() throws {
    let trace = Scenarios.edgeOutAndBack
    #expect(try outcome(SystemEdgeStrategy.self, trace) == .cancel)
    #expect(try outcome(CupertinoStrategy.self, trace) == .pop)
    #expect(try outcome(PredictiveBackStrategy.self, trace) == .cancel)
  }

  @Test("edge-out-and-back, other side of Android's 32 dp deactivation: 20 pt back keeps the arrow active and commits")
  func outAndBackShortRetreat() throws {
    let trace = Scenarios.edgeOutAndBack
    // Keep the out stroke; compress the retreat to 20 pt by shifting the samples after the turn.
    let turn = try #require(trace.touches.firstIndex { $0.location.x >= Scenarios.outAndBackTurn.x - 1e-9 })
    var short = trace
    for i in (turn + 1)..<short.touches.count {
      let back = Scenarios.outAndBackTurn.x - short.touches[i].location.x
      short.touches[i].location.x = Scenarios.outAndBackTurn.x - back * 20 / 45
    }
    #expect(try outcome(PredictiveBackStrategy.self, short) == .pop)
  }

  @Test("right-edge-swipe: only Android takes the right edge (UIKit and Flutter: nothing)")
  func rightEdge() throws {
    let trace = Scenarios.rightEdgeSwipe
    #expect(try outcome(SystemEdgeStrategy.self, trace) == .unchanged)
    #expect(try outcome(CupertinoStrategy.self, trace) == .unchanged)
    #expect(try outcome(PredictiveBackStrategy.self, trace) == .pop)
  }

  @Test("notch-padding-swipe: 25 pt from the edge is outside UIKit's 13 pt region, inside Flutter's strip widened to the 47 pt padding and Android's 30 dp inset")
  func notchPadding() throws {
    let trace = Scenarios.notchPaddingSwipe
    #expect(trace.scene.device.safeArea.left == Scenarios.notchInset)
    #expect(try outcome(SystemEdgeStrategy.self, trace) == .unchanged)
    #expect(try outcome(CupertinoStrategy.self, trace) == .pop)
    #expect(try outcome(PredictiveBackStrategy.self, trace) == .pop)
    // iOS 26: the edge pan still refuses it, but the content swipe begins after 30 pt. The
    // Flutter and Android hosts have no navigation controller, so no content swipe: unchanged.
    #expect(try outcome(SystemEdgeStrategy.self, trace, ios: .iOS26) != .unchanged)
    #expect(try outcome(CupertinoStrategy.self, trace, ios: .iOS26) == .pop)
    #expect(try outcome(PredictiveBackStrategy.self, trace, ios: .iOS26) == .pop)
  }

  @Test("notch-padding-swipe without the padding: Flutter's bare 20 pt strip refuses the same touch-down")
  func notchPaddingRemoved() throws {
    var trace = Scenarios.notchPaddingSwipe
    trace.scene.device.safeArea.left = 0
    #expect(try outcome(CupertinoStrategy.self, trace) == .unchanged)
  }

  @Test("the scenarios are built-ins, listed after the others")
  func registered() {
    // The zoom scenarios (Scenarios+Zoom.swift) come after these.
    let names = Scenarios.all.filter { !$0.name.hasPrefix("zoom-") }.suffix(3).map(\.name)
    #expect(names == ["edge-out-and-back", "right-edge-swipe", "notch-padding-swipe"])
  }
}
