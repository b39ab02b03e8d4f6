import Testing
@testable import BackStrategies

/// Begin and fail rules of each recogniser kind (architecture.md §3).
@Suite("Recognisers")
struct RecognizerTests {
  static let pan = RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)
  static let leftEdge = RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window)
  static let rightEdge = RecognizerSpec(id: "right", kind: .screenEdge(.right), host: .window)

  static func setup(_ specs: RecognizerSpec...) -> ProbeStrategy.Configuration {
    ProbeStrategy.Configuration(setup: GestureSetup(systemBackGesture: .disabled, recognizers: specs))
  }

  @Test("a pan begins once the finger is more than 10 pt from touch-down, not before")
  func panHysteresis() throws {
    let trace = samplesTrace([
      (0, 200, 400, .began), (0.016, 205, 400, .moved), (0.033, 209.9, 400, .moved), (0.05, 210.5, 400, .moved),
      (0.066, 220, 400, .moved), (0.083, 220, 400, .ended),
    ])
    let (strategy, _) = probe(Self.setup(Self.pan), on: trace)
    #expect(strategy.states(of: "pan") == [.began, .changed, .ended])
    let began = try #require(strategy.events.first)
    guard case .gesture(let event) = began else { Issue.record("not a gesture"); return }
    #expect(event.time == 0.05)
    #expect(event.translation.x == 10.5)
  }

  @Test("a pan begins in any direction, vertical included")
  func panAnyDirection() {
    let trace = strokeTrace([Point(x: 200, y: 600), Point(x: 200, y: 300)], durations: [0.3])
    #expect(probe(Self.setup(Self.pan), on: trace).strategy.states(of: "pan").first == .began)
  }

  @Test("an edge pan ignores a touch-down outside its 13 pt region", arguments: [(12.5, true), (13.5, false)])
  func edgeRegion(startX: Double, begins: Bool) {
    let trace = strokeTrace([Point(x: startX, y: 400), Point(x: 200, y: 400)], durations: [0.3])
    let (strategy, result) = probe(Self.setup(Self.leftEdge), on: trace)
    #expect((strategy.states(of: "edge").first == .began) == begins)
    if !begins { #expect(result.reason.contains("outside the 13 pt left edge region")) }
  }

  @Test("an edge pan waits for 15 pt of travel, more than a plain pan's 10 pt")
  func edgeHysteresis() {
    let trace = samplesTrace([
      (0, 5, 400, .began), (0.016, 17, 400, .moved), (0.033, 19.9, 400, .moved), (0.05, 20.5, 400, .moved),
      (0.066, 20.5, 400, .ended),
    ])
    let (strategy, _) = probe(Self.setup(Self.leftEdge), on: trace)
    guard case .gesture(let event)? = strategy.events.first else { Issue.record("no began"); return }
    #expect(event.state == .began)
    #expect(event.time == 0.05)
  }

  @Test("an edge pan fails when the finger moves toward its edge")
  func edgeWrongDirection() {
    let trace = strokeTrace([Point(x: 385, y: 400), Point(x: 389, y: 400), Point(x: 389, y: 440)], durations: [0.1, 0.2])
    let (strategy, result) = probe(Self.setup(Self.rightEdge), on: trace)
    #expect(strategy.states(of: "right").isEmpty)
    #expect(result.reason.contains("moved toward the right edge") || result.reason.contains("too steeply"))
  }

  @Test("an edge pan fails outside its 155° angle window", arguments: [(70.0, true), (85.0, false)])
  func edgeAngle(degrees: Double, begins: Bool) {
    let radians = degrees * Double.pi / 180
    let end = Point(x: 5 + 100 * cosine(radians), y: 500 - 100 * sine(radians))
    let trace = strokeTrace([Point(x: 5, y: 500), end], durations: [0.3])
    let (strategy, result) = probe(Self.setup(Self.leftEdge), on: trace)
    #expect((strategy.states(of: "edge").first == .began) == begins)
    if !begins { #expect(result.reason.contains("too steeply")) }
  }

  @Test("the right edge is the back edge of a right-to-left layout")
  func backEdge() {
    #expect(ScreenEdge.backEdge(for: .leftToRight) == .left)
    #expect(ScreenEdge.backEdge(for: .rightToLeft) == .right)
  }

  @Test("UIKit's edge recogniser ignores a touch-down on the navigation bar")
  func navigationBarExclusion() {
    // 47 pt safe area + 44 pt bar: a touch at y = 80 is on the bar.
    var touches = StrokeBuilder()
    touches.swipe(from: Point(x: 5, y: 80), to: Point(x: 260, y: 90), duration: 0.8)
    let trace = Trace(name: "bar", scene: .twoScreens, touches: touches.samples)
    let result = Simulator.run(SystemEdgeStrategy.self, on: trace)!
    #expect(result.outcome == .none)
    #expect(result.reason.contains("on the navigation bar"))
    var hidden = trace
    hidden.scene.stack[1].navigationBarHidden = false
    hidden.scene.stack[1].backButton = .system
    #expect(Simulator.run(SystemEdgeStrategy.self, on: hidden)!.outcome == .none)
  }

  @Test("a recogniser that was running gets cancelled when the touch is cancelled")
  func cancelledTouch() {
    var touches = StrokeBuilder()
    touches.stroke(through: [Point(x: 200, y: 400), Point(x: 300, y: 400)], durations: [0.2], lift: .cancelled)
    let trace = Trace(name: "c", scene: .twoScreens, touches: touches.samples)
    #expect(probe(Self.setup(Self.pan), on: trace).strategy.states(of: "pan").last == .cancelled)
  }
}

private func sine(_ x: Double) -> Double { cosine(x - Double.pi / 2) }

private func cosine(_ x: Double) -> Double {
  // Taylor series is plenty for test angles (|x| < 2).
  var term = 1.0
  var sum = 1.0
  for n in 1...20 {
    term *= -x * x / Double((2 * n - 1) * (2 * n))
    sum += term
  }
  return sum
}
