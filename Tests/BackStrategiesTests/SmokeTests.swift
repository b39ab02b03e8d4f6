import Testing
@testable import BackStrategies

@Suite("Smoke")
struct SmokeTests {
  @Test("slow edge swipe past half pops with system-edge")
  func slowEdge() throws {
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 420), to: Point(x: 260, y: 430), duration: 0.8)
    let trace = Trace(name: "t", scene: .twoScreens, touches: touches.samples)
    try trace.validate()
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(recordTimeline: true)))
    print(result.outcome, result.reason, result.transitions, result.metrics, result.recognizedAt as Any, result.settledAt)
    #expect(result.outcome == .pop)
  }
}
