import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

// Flutter's own back-gesture tests, re-expressed as traces (Flutter's test screen is 800 × 600
// logical pixels, no padding). Sources:
// R = packages/flutter/test/cupertino/route_test.dart (flutter/flutter @b2ce50a48fd0),
// P = packages/flutter/test/cupertino/page_test.dart, M = packages/flutter/test/material/page_test.dart
// (@006949e0bf5a, the older release durations). Flutter's tests move the pointer without
// timestamps, so the tracker reads no velocity and the half-width rule decides; here the samples
// are 50 ms apart (more than VelocityTracker's 40 ms stop gap), which reads zero velocity too.

/// Flutter's test surface; frames every millisecond so a test can read "50 ms after release".
private func flutterTestDevice(_ direction: InterfaceLayoutDirection = .leftToRight, padding: SafeAreaInsets = SafeAreaInsets()) -> Device {
  Device(width: 800, height: 600, scale: 1, refreshRate: 1000, layoutDirection: direction, safeArea: padding)
}

/// Sample spacing of the untimed Flutter traces: longer than the tracker's 40 ms stop gap.
private let untimedStep = 0.050

/// A touch-down at `start`, then one move per `moves` (each `moveBy`), then the lift where the
/// last move left the finger.
private func untimedDrag(
  from start: Point, moves: [Vector], device: Device = flutterTestDevice(), scrollViews: [ScrollViewSpec] = []
) -> Trace {
  var samples = [TouchSample(t: 0, x: start.x, y: start.y, phase: .began)]
  var location = start
  for (index, move) in moves.enumerated() {
    location = location + move
    samples.append(TouchSample(t: Double(index + 1) * untimedStep, x: location.x, y: location.y, phase: .moved))
  }
  samples.append(TouchSample(t: Double(moves.count + 1) * untimedStep, x: location.x, y: location.y, phase: .ended))
  return Trace(
    name: "flutter-test", scene: SceneSpec(device: device, stack: [ScreenSpec(id: "page1"), ScreenSpec(id: "page2", scrollViews: scrollViews)]),
    touches: samples)
}

/// A swipe at constant `speed` (pt/s) from `start`, `step` seconds between samples, for
/// `distance` points, lifted `idle` seconds after its last move.
private func timedSwipe(from start: Point = Point(x: 5, y: 300), speed: Double, distance: Double, step: Double = 0.010, idle: Double = 0.010) -> Trace {
  var samples = [TouchSample(t: 0, x: start.x, y: start.y, phase: .began)]
  let count = Int((abs(distance) / (abs(speed) * step)).rounded(.up))
  var t = 0.0
  var x = start.x
  for _ in 0..<count {
    t += step
    x = start.x + speed * t
    samples.append(TouchSample(t: t, x: x, y: start.y, phase: .moved))
  }
  samples.append(TouchSample(t: t + idle, x: x, y: start.y, phase: .ended))
  return Trace(name: "timed", scene: SceneSpec(device: flutterTestDevice(), stack: [ScreenSpec(id: "page1"), ScreenSpec(id: "page2")]), touches: samples)
}

private func run(_ trace: Trace, _ preset: String = "flutter") throws -> RunResult {
  try #require(Simulator.run(CupertinoStrategy.self, preset: preset, on: trace, options: RunOptions(recordTimeline: true)))
}

/// The frame at `time` (frames are 1 ms apart), or the last one once the run has settled.
private func frame(_ result: RunResult, at time: Double) throws -> Frame {
  let frames = try #require(result.frames)
  return try #require(frames.first { $0.t >= time - 1e-9 } ?? frames.last)
}

/// The page after the move at `time`: a frame at a touch's instant shows the state before it.
private func frameAfterMove(_ result: RunResult, at time: Double) throws -> Frame {
  try frame(result, at: time + 0.001)
}

private func liftTime(_ trace: Trace) -> Double { trace.touches.last!.t }

@Suite("Cupertino (Flutter)")
struct CupertinoStrategyTests {
  // MARK: route_test.dart

  @Test("R 'Dragged pop gesture is linear': after 100, 200, 300 pt the top page is at the finger, the page below at −W/3·v")
  func draggedPopGestureIsLinear() throws {
    let trace = untimedDrag(from: Point(x: 5, y: 100), moves: [Vector(x: 100, y: 0), Vector(x: 100, y: 0), Vector(x: 100, y: 0)])
    let result = try run(trace)
    for (index, expected) in [(100.0, -233.0), (200, -200), (300, -166)].enumerated() {
      let view = try frameAfterMove(result, at: Double(index + 1) * untimedStep)
      #expect(abs(view.topX - expected.0) < 1e-9)
      #expect(abs(try #require(view.underX) - expected.1) <= 1)
    }
  }

  @Test("R 'Pop gesture snapping is not linear': released at 500 pt, then 614 / −61 at 50 ms and 721 / −26 at 100 ms")
  func popGestureSnappingIsNotLinear() throws {
    let trace = untimedDrag(from: Point(x: 5, y: 100), moves: [Vector(x: 500, y: 0)])
    let result = try run(trace)
    let lift = liftTime(trace)
    let atRelease = try frame(result, at: lift)
    #expect(abs(atRelease.topX - 500) < 1e-9)
    #expect(abs(try #require(atRelease.underX) + 100) < 1e-9)
    let at50 = try frame(result, at: lift + 0.050)
    #expect(abs(at50.topX - 614) <= 1)
    #expect(abs(try #require(at50.underX) + 61) <= 1)
    let at100 = try frame(result, at: lift + 0.100)
    #expect(abs(at100.topX - 721) <= 1)
    #expect(abs(try #require(at100.underX) + 26) <= 1)
    #expect(result.outcome == .pop)
  }

  @Test("R 'Snapped drags forwards and backwards…': 100 pt does not dismiss, back at 0 after 351 ms; 500 pt pops")
  func snappedDragsForwardsAndBackwards() throws {
    let short = untimedDrag(from: Point(x: 5, y: 100), moves: [Vector(x: 100, y: 0)])
    let stayed = try run(short)
    #expect(stayed.outcome == .cancel)
    #expect(try frame(stayed, at: liftTime(short) + 0.351).topX == 0)
    let long = untimedDrag(from: Point(x: 5, y: 100), moves: [Vector(x: 500, y: 0)])
    let popped = try run(long)
    #expect(popped.outcome == .pop)
    #expect(try frame(popped, at: liftTime(long) + 0.351).stack == ["page1"])
  }

  @Test("R 'Back swipe dismiss interrupted by route push': exactly half (400 of 800) pops; 789 pt after 210 ms")
  func exactlyHalfPops() throws {
    let trace = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: 400, y: 0)])
    let result = try run(trace)
    #expect(result.outcome == .pop)
    #expect(abs(try frame(result, at: liftTime(trace) + 0.210).topX - 789) <= 1)
  }

  @Test("M 'Back swipe dismiss interrupted by route push' (older durations): 798 pt after 240 ms of a 400 ms pop")
  func legacyHalfPop() throws {
    let trace = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: 400, y: 0)])
    let result = try run(trace, "flutter-legacy")
    #expect(result.outcome == .pop)
    #expect(abs(try frame(result, at: liftTime(trace) + 0.240).topX - 798) <= 1)
    #expect(abs(result.settledAt - (liftTime(trace) + 0.400)) < 1e-6)
  }

  @Test("R/M 'test edge swipe then drop back at ending point works': dragged the full width pops with no settle")
  func dropBackAtEndingPoint() throws {
    let trace = untimedDrag(from: Point(x: 5, y: 200), moves: [Vector(x: 800, y: 0)])
    let result = try run(trace)
    #expect(result.outcome == .pop)
    #expect(abs(result.settledAt - liftTime(trace)) < 1e-6)
  }

  @Test("R/P/M 'test edge swipe then drop back at starting point works': +300 then −300 does not pop")
  func dropBackAtStartingPoint() throws {
    let result = try run(untimedDrag(from: Point(x: 5, y: 200), moves: [Vector(x: 300, y: 0), Vector(x: -300, y: 0)]))
    #expect(result.outcome == .cancel)
    #expect(result.stackAfter == ["page1", "page2"])
  }

  @Test("M 'test back gesture': the page tracks the finger exactly (400, 200, then 100 with vertical motion ignored)")
  func pageTracksFinger() throws {
    let trace = untimedDrag(
      from: Point(x: 5, y: 100), moves: [Vector(x: 400, y: 0), Vector(x: -200, y: 0), Vector(x: -100, y: 200)])
    let result = try run(trace)
    for (index, expected) in [400.0, 200, 100].enumerated() {
      #expect(abs(try frameAfterMove(result, at: Double(index + 1) * untimedStep).topX - expected) < 1e-9)
    }
  }

  // MARK: page_test.dart: the edge strip

  @Test(
    "P 'test only edge swipes work (LTR)': only a touch-down in the left 20 pt strip moves the page",
    arguments: [(Point(x: 200, y: 200), 300.0, false), (Point(x: 795, y: 200), -300, false), (Point(x: 795, y: 200), 300, false), (Point(x: 5, y: 200), 300, true)])
  func onlyEdgeSwipesLTR(start: Point, dx: Double, moves: Bool) throws {
    let result = try run(untimedDrag(from: start, moves: [Vector(x: dx, y: 0)]))
    #expect((result.outcome != .unchanged) == moves)
  }

  @Test(
    "P 'test only edge swipes work (RTL)': only a touch-down in the right 20 pt strip moves the page, leftward",
    arguments: [(Point(x: 200, y: 200), -300.0, false), (Point(x: 5, y: 200), 300, false), (Point(x: 5, y: 200), -300, false), (Point(x: 795, y: 200), -300, true)])
  func onlyEdgeSwipesRTL(start: Point, dx: Double, moves: Bool) throws {
    let result = try run(untimedDrag(from: start, moves: [Vector(x: dx, y: 0)], device: flutterTestDevice(.rightToLeft)))
    #expect((result.outcome != .unchanged) == moves)
    if moves { #expect(abs(try frameAfterMove(result, at: untimedStep).topX + 300) < 1e-9) }
  }

  @Test("_kBackGestureWidth = 20: a touch-down at x = 19.9 starts, at x = 20 does not", arguments: [(19.9, true), (20.0, false)])
  func stripWidth(x: Double, starts: Bool) throws {
    let result = try run(untimedDrag(from: Point(x: x, y: 200), moves: [Vector(x: 300, y: 0)]))
    #expect((result.outcome != .unchanged) == starts)
  }

  @Test("R 'back gesture while OS changes': a touch-down at x = 2.5 moves the page")
  func touchDownAtTwoAndAHalf() throws {
    let result = try run(untimedDrag(from: Point(x: 2.5, y: 300), moves: [Vector(x: 100, y: 0)]))
    #expect(abs(try frameAfterMove(result, at: untimedStep).topX - 100) < 1e-9)
  }

  @Test(
    "P 'test edge swipes work with media query padding (LTR)': left padding 40 widens the strip (x = 35 and 39.9 start, 40 does not; 35 without padding does not)",
    arguments: [(35.0, 40.0, true), (39.9, 40, true), (40, 40, false), (35, 0, false)])
  func paddingLTR(x: Double, padding: Double, starts: Bool) throws {
    let device = flutterTestDevice(padding: SafeAreaInsets(left: padding))
    let result = try run(untimedDrag(from: Point(x: x, y: 200), moves: [Vector(x: 300, y: 0)], device: device))
    #expect((result.outcome != .unchanged) == starts)
  }

  @Test("P 'test edge swipes work with media query padding (RLT)': right padding 40, touch-down at x = 765 starts")
  func paddingRTL() throws {
    let device = flutterTestDevice(.rightToLeft, padding: SafeAreaInsets(right: 40))
    let result = try run(untimedDrag(from: Point(x: 765, y: 200), moves: [Vector(x: -300, y: 0)], device: device))
    #expect(result.outcome != .unchanged)
    let narrow = try run(untimedDrag(from: Point(x: 765, y: 200), moves: [Vector(x: -300, y: 0)], device: flutterTestDevice(.rightToLeft)))
    #expect(narrow.outcome == .unchanged)
  }

  // MARK: The release rule on both sides of its thresholds

  @Test("dragEnd: below the fling speed, 399 of 800 pt stays and 400 pops (v > 0.5 stays)", arguments: [(399.0, Outcome.cancel), (400, .pop)])
  func halfWidth(distance: Double, outcome: Outcome) throws {
    #expect(try run(untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: distance, y: 0)])).outcome == outcome)
  }

  @Test("_kMinFlingVelocity = 1 width/s: a 100 pt swipe at 790 pt/s stays, at 810 pt/s pops (W = 800)", arguments: [(790.0, Outcome.cancel), (810, .pop)])
  func flingSpeed(speed: Double, outcome: Outcome) throws {
    #expect(try run(timedSwipe(speed: speed, distance: 100)).outcome == outcome)
  }

  @Test("dragEnd: a fling toward the edge stays even past half the width")
  func flingTowardTheEdge() throws {
    var touches = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: 600, y: 0)]).touches.dropLast()
    var t = touches.last!.t
    var x = touches.last!.location.x
    for _ in 0..<5 {
      t += 0.010
      x -= 12  // 1200 pt/s back toward the edge, still at 545 pt (past half)
      touches.append(TouchSample(t: t, x: x, y: 300, phase: .moved))
    }
    touches.append(TouchSample(t: t + 0.010, x: x, y: 300, phase: .ended))
    let trace = Trace(name: "back", scene: SceneSpec(device: flutterTestDevice(), stack: [ScreenSpec(id: "page1"), ScreenSpec(id: "page2")]), touches: Array(touches))
    #expect(try run(trace).outcome == .cancel)
  }

  @Test("VelocityTracker _assumePointerMoveStoppedMilliseconds = 40: a 1200 pt/s swipe lifted 39 ms after its last move flings, 41 ms does not", arguments: [(0.039, Outcome.pop), (0.041, .cancel)])
  func restBeforeLift(idle: Double, outcome: Outcome) throws {
    #expect(try run(timedSwipe(speed: 1200, distance: 100, idle: idle)).outcome == outcome)
  }

  @Test("isFlingGesture: a 2000 pt/s flick is a fling only with more than kTouchSlop (18 pt) of travel in the window", arguments: [(8.0, Outcome.cancel), (10.0, .pop)])
  func flingMinimumDistance(stepPoints: Double, outcome: Outcome) throws {
    // Touch-down and two moves: 16 pt or 20 pt over the window, both at 2000 pt/s.
    let step = stepPoints / 2000
    let trace = timedSwipe(speed: 2000, distance: 2 * stepPoints, step: step, idle: step)
    #expect(trace.touches.count == 4)
    #expect(try run(trace).outcome == outcome)
  }

  // MARK: The arena

  @Test("arena.dart: alone the drag has no slop; with a scroll view under the touch-down it waits for > 18 pt and swallows it")
  func slopOnlyWhenContested() throws {
    let list = ScrollViewSpec(id: "list", frame: Rect(x: 0, y: 0, width: 800, height: 600), contentSize: Size(width: 800, height: 3000))
    let moves = Array(repeating: Vector(x: 10, y: 0), count: 10)
    let alone = try run(untimedDrag(from: Point(x: 5, y: 300), moves: moves))
    #expect(abs(try frameAfterMove(alone, at: 10 * untimedStep).topX - 100) < 1e-9)
    let contested = try run(untimedDrag(from: Point(x: 5, y: 300), moves: moves, scrollViews: [list]))
    // Accepted on the move that reached 20 pt (> 18), which is swallowed: the page is at 80.
    #expect(abs(try frameAfterMove(contested, at: 10 * untimedStep).topX - 80) < 1e-9)
    #expect(abs(try frameAfterMove(contested, at: 1 * untimedStep).topX) < 1e-9)
  }

  @Test("arena.dart: 18 pt of vertical travel is not past the slop (the drag still wins), 20 pt first hands the touch to the list", arguments: [(18.0, true), (20.0, false)])
  func verticalFirst(dy: Double, backWins: Bool) throws {
    let list = ScrollViewSpec(id: "list", frame: Rect(x: 0, y: 0, width: 800, height: 600), contentSize: Size(width: 800, height: 3000))
    let trace = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: 0, y: dy), Vector(x: 300, y: 0)], scrollViews: [list])
    let result = try run(trace)
    #expect((result.outcome != .unchanged) == backWins)
  }

  @Test("popGestureEnabled: on the first route nothing starts")
  func firstRoute() throws {
    var trace = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: 500, y: 0)])
    trace.scene.stack = [ScreenSpec(id: "page1")]
    #expect(try run(trace).outcome == .unchanged)
  }

  // MARK: The settles

  @Test("_kDroppedSwipePageAnimationDuration = 350 ms: a stay from 100 pt settles 350 ms after the lift")
  func fixedSettle() throws {
    let trace = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: 100, y: 0)])
    #expect(abs(try run(trace).settledAt - (liftTime(trace) + 0.350)) < 1e-6)
  }

  @Test("older durations: staying takes min(floor(800·(1 − v)), 300) ms, popping floor(800·v) ms", arguments: [(100.0, 0.100), (390.0, 0.300), (700.0, 0.100), (500.0, 0.300)])
  func legacySettle(distance: Double, seconds: Double) throws {
    let trace = untimedDrag(from: Point(x: 5, y: 300), moves: [Vector(x: distance, y: 0)])
    #expect(abs(try run(trace, "flutter-legacy").settledAt - (liftTime(trace) + seconds)) < 1e-6)
  }
}
