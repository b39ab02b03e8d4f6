import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// SloppySwiper 0.6 (commit 90e156655573): `directional-pan:sloppyswiper`.
///
/// Runs on iOS 18 (`RunOptions(ios: .iOS18)`): the technique beside UIKit's edge swipe alone, as
/// its source was written. `IOS26TechniqueTests` puts it beside iOS 26's content swipe.
@Suite("SloppySwiper")
struct DirectionalPanStrategyTests {
  typealias Strategy = DirectionalPanStrategy
  let sloppy = Strategy.Configuration.sloppySwiper

  static func run(_ trace: Trace) throws -> RunResult {
    try #require(Simulator.run(Strategy.self, preset: "sloppyswiper", on: trace, options: RunOptions(recordTimeline: true, ios: .iOS18)))
  }

  /// A stroke through explicit samples on two screens, lifted where it stopped.
  static func trace(_ points: [(Double, Double, Double)], scene: SceneSpec = .twoScreens) -> Trace {
    liftedStroke(points, liftAfter: 1 / 60, name: "sloppy", scene: scene)
  }

  /// A rightward drag at 6 pt per frame after a first move `first`, then `tail` more moves.
  static func drag(first: Vector, tail: [Vector]) -> Trace {
    var points: [(Double, Double, Double)] = [(0, 100, 420), (1 / 60, 100 + first.x, 420 + first.y)]
    for (index, step) in tail.enumerated() {
      let previous = points[points.count - 1]
      points.append((Double(index + 2) / 60, previous.1 + step.x, previous.2 + step.y))
    }
    return trace(points)
  }

  @Test("SloppySwiper 0.6: named defaults from the source: right, 0.25 s interactive, ease-out at speed 1, the duringAnimation check")
  func defaults() {
    #expect(sloppy.direction == .right)
    #expect(sloppy.interactiveDuration == 0.25)
    #expect(Strategy.Configuration.sloppySwiperAnimatedDuration == 0.5)
    #expect(sloppy.completion == .percentDriven(speed: 1.0, curve: .easeOut))
    #expect(sloppy.checksDuringAnimation)
    var context = StrategyContext(time: 0, device: .standard, navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
    let strategy = Strategy(configuration: sloppy)
    let setup = strategy.install(in: .twoScreens, context: &context)
    #expect(setup.systemBackGesture == .disabled)
    #expect(setup.recognizers.map(\.host) == [.navigationView])
    #expect(setup.recognizers.map(\.firstMoveDirection) == [.right])
  }

  @Test("SSWDirectionalPanGestureRecognizer: a first move steeper than 45° fails the pan; just under 45° it pops", arguments: [(Vector(x: 2, y: 3), false), (Vector(x: 3, y: 2.9), true), (Vector(x: -1, y: 0.5), false)])
  func firstMoveCone(first: Vector, pops: Bool) throws {
    let result = try Self.run(Self.drag(first: first, tail: Array(repeating: Vector(x: 12, y: 0), count: 20)))
    #expect((result.outcome == .pop) == pops)
    if !pops { #expect(result.reason.contains("does not point right")) }
  }

  @Test("SSWDirectionalPanGestureRecognizer: only the first move is checked: a swipe that starts flat and then turns 60° down still begins")
  func laterMovesUnchecked() throws {
    let trace = Self.drag(first: Vector(x: 6, y: 0), tail: Array(repeating: Vector(x: 6, y: 10), count: 10) + [Vector(x: 6, y: 0)])
    let result = try #require(
      Simulator.run(Strategy.self, preset: "sloppyswiper", on: trace, options: RunOptions(recordEvents: true, ios: .iOS18)))
    // The flat first move (6 pt) passes the direction check but not the 10 pt hysteresis; the
    // pan begins on the second move, itself 59° down: checked, it would have failed there.
    let began = try #require(result.recognizedAt)
    #expect(abs(began - 2.0 / 60) < 1e-9)
    // Every steep move after it reaches the strategy as a change, and none fails the pan.
    let events = try #require(result.events)
    let states = events.compactMap { event -> RecognizerState? in
      if case .callback(let gesture, target: .strategy) = event.kind, gesture.recognizer == "directional-pan" { return gesture.state }
      return nil
    }
    #expect(states == [.began] + Array(repeating: .changed, count: 10) + [.ended])
    #expect(!events.contains { if case .failed = $0.kind { true } else { false } })
    #expect(result.outcome == .pop)
  }

  @Test("SloppySwiper 0.6: the release reads the sign of velocity.x only: a 30 pt flick moving right finishes, a swipe to 80 % drifting back cancels")
  func velocitySign() throws {
    let flick = try Self.run(Self.drag(first: Vector(x: 6, y: 0), tail: Array(repeating: Vector(x: 6, y: 0), count: 4)))
    #expect(flick.outcome == .pop)
    #expect(flick.metrics.maxProgress < 0.1)
    let back = try Self.run(Self.drag(first: Vector(x: 12, y: 0), tail: Array(repeating: Vector(x: 15, y: 0), count: 22) + [Vector(x: -1, y: 0), Vector(x: -1, y: 0)]))
    #expect(back.outcome == .cancel)
    #expect(back.metrics.maxProgress > 0.8)
    #expect(back.reason.contains("≤ 0: cancel"))
  }

  @Test("SloppySwiper 0.6: progress = max(tx, 0) / W: a drag that goes left first stays at 0 and pops only if it ends moving right")
  func progressClampedAtZero() throws {
    // Begins rightward, then goes left of its start.
    let result = try Self.run(Self.drag(first: Vector(x: 12, y: 0), tail: Array(repeating: Vector(x: -10, y: 0), count: 5)))
    #expect(result.outcome == .cancel)
    #expect(result.metrics.maxProgress <= 2 / 390 + 1e-9)
  }

  @Test("SloppySwiper 0.6: count > 1: on the root the pan is refused and nothing pops")
  func root() throws {
    let root = SceneSpec(device: .standard, stack: [ScreenSpec(id: "home")])
    let points: [(Double, Double, Double)] = (0...20).map { (Double($0) / 60, 100 + 10 * Double($0), 420) }
    let result = try Self.run(Self.trace(points, scene: root))
    #expect(result.outcome == .unchanged)
    #expect(result.hazards.isEmpty)
    #expect(result.reason.contains("not > 1"))
  }

  @Test("SSWAnimator: the finish runs (1 − p)·0.25 s with ease-out over UIKit's parallax (−0.3·W, dimming 0.1, shadow)")
  func completionTiming() throws {
    let result = try Self.run(Self.drag(first: Vector(x: 12, y: 0), tail: Array(repeating: Vector(x: 12, y: 0), count: 15)))
    #expect(result.outcome == .pop)
    let record = try #require(result.transitions.first)
    let decided = try #require(record.decided)
    let settled = try #require(record.settled)
    #expect(abs((settled - decided) - (1 - result.metrics.maxProgress) * 0.25) < 1e-6)
    let frames = try #require(result.frames)
    let first = try #require(frames.first { $0.progress > 0 })
    #expect(first.shadow)
    #expect(first.dim > 0 && first.dim <= 0.1)
    let under = try #require(first.underX)
    #expect(abs(under - (-0.3 * 390 * (1 - first.progress))) < 1e-6)
  }

  @Test("SloppySwiper 0.6: duringAnimation: a second swipe while the first pop finishes drives nothing; after a cancel the flag is already clear and the swipe asks for a nested pop")
  func duringAnimation() throws {
    // Two swipes: the second touches down 0.05 s after the first lifts, inside a 0.25 s run-out.
    func twoSwipes(firstEndsLeft: Bool) -> Trace {
      var touches = [TouchSample(t: 0, x: 100, y: 420, phase: .began)]
      var x = 100.0
      for index in 1...8 {
        x += 10
        touches.append(TouchSample(t: Double(index) / 60, x: x, y: 420, phase: .moved))
      }
      if firstEndsLeft {
        for index in 9...10 {
          x -= 2
          touches.append(TouchSample(t: Double(index) / 60, x: x, y: 420, phase: .moved))
        }
      }
      let lift = touches[touches.count - 1].t + 1 / 60
      touches.append(TouchSample(t: lift, x: x, y: 420, phase: .ended))
      let second = lift + 0.02
      touches.append(TouchSample(t: second, x: 100, y: 420, phase: .began))
      for index in 1...10 { touches.append(TouchSample(t: second + Double(index) / 60, x: 100 + 10 * Double(index), y: 420, phase: .moved)) }
      touches.append(TouchSample(t: second + 11 / 60, x: 200, y: 420, phase: .ended))
      return Trace(name: "two", scene: SceneSpec(device: .standard, stack: [ScreenSpec(id: "a"), ScreenSpec(id: "b"), ScreenSpec(id: "c")]), touches: touches)
    }
    let finishing = try Self.run(twoSwipes(firstEndsLeft: false))
    #expect(finishing.stackAfter == ["a", "b"])
    #expect(finishing.hazards.isEmpty)
    let cancelling = try Self.run(twoSwipes(firstEndsLeft: true))
    #expect(cancelling.hazards.map(\.hazard).contains(.nestedTransition))
  }
}
