import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

// Android 14's predictive back rules, each on both sides of its threshold. Sources are named in
// PredictiveBackStrategy+Configuration.swift (EBGH = EdgeBackGestureHandler.java, BPC =
// BackPanelController.kt, BTT = the progress tracker, BPA = BackProgressAnimator.java).
// Android units: dp = pt at density 1.

private func phone(width: Double = 390) -> Device {
  Device(width: width, height: 844, scale: 1, refreshRate: 1000, layoutDirection: .leftToRight, safeArea: SafeAreaInsets())
}

/// A touch-down at `start`, then moves by `path` (one per `step` seconds), lifted `idle` after the
/// last move.
private func stroke(
  from start: Point, path: [Vector], step: Double = 0.008, holdBeforeMove: Double = 0, idle: Double = 0.008,
  device: Device = phone()
) -> Trace {
  var samples = [TouchSample(t: 0, x: start.x, y: start.y, phase: .began)]
  var t = holdBeforeMove
  var location = start
  for move in path {
    t += step
    location = location + move
    samples.append(TouchSample(t: t, x: location.x, y: location.y, phase: .moved))
  }
  samples.append(TouchSample(t: t + idle, x: location.x, y: location.y, phase: .ended))
  return Trace(name: "android", scene: SceneSpec(device: device, stack: [ScreenSpec(id: "home"), ScreenSpec(id: "detail")]), touches: samples)
}

/// `count` equal moves of `by`.
private func moves(_ count: Int, _ by: Vector) -> [Vector] { Array(repeating: by, count: count) }

private func run(_ trace: Trace) throws -> RunResult {
  try #require(Simulator.run(PredictiveBackStrategy.self, preset: "android", on: trace, options: RunOptions(recordTimeline: true)))
}

/// The progress on screen at the lift (a frame at a touch's instant shows the state before it).
private func progressAtLift(_ result: RunResult, _ trace: Trace) throws -> Double {
  let lift = trace.touches.last!.t
  return try #require(result.frames?.last { $0.t <= lift + 1e-9 }).progress
}

@Suite("Predictive back (Android)")
struct PredictiveBackStrategyTests {
  // MARK: EdgeBackGestureHandler

  @Test("config_backGestureInset 30dp: a touch-down at x = 29.9 starts back, at x = 30 does not", arguments: [(29.9, true), (30.0, false)])
  func leftInset(x: Double, starts: Bool) throws {
    let result = try run(stroke(from: Point(x: x, y: 400), path: moves(20, Vector(x: 8, y: 0))))
    #expect((result.outcome == .pop) == starts)
  }

  @Test("both edges: a touch-down at x = W − 30 starts back from the right edge, W − 30.1 does not", arguments: [(360.0, true), (359.9, false)])
  func rightInset(x: Double, starts: Bool) throws {
    let result = try run(stroke(from: Point(x: x, y: 400), path: moves(20, Vector(x: -8, y: 0))))
    #expect((result.outcome == .pop) == starts)
  }

  @Test("EBGH dy > dx && dy > mTouchSlop (0.75 × 8 = 6): 7 pt straight down first cancels, 5 pt does not", arguments: [(7.0, false), (5.0, true)])
  func verticalBeforeThreshold(dy: Double, backs: Bool) throws {
    let result = try run(stroke(from: Point(x: 5, y: 400), path: [Vector(x: 0, y: dy)] + moves(20, Vector(x: 8, y: 0))))
    #expect((result.outcome == .pop) == backs)
  }

  @Test("EBGH mLongPressTimeout = min(250, 400) ms: moving 240 ms after touch-down starts back, 260 ms is a long press", arguments: [(0.232, true), (0.252, false)])
  func longPress(hold: Double, backs: Bool) throws {
    // The first move lands `hold + 8 ms` after touch-down.
    let result = try run(stroke(from: Point(x: 5, y: 400), path: moves(20, Vector(x: 8, y: 0)), holdBeforeMove: hold))
    #expect((result.outcome == .pop) == backs)
  }

  // MARK: BackPanelController

  @Test("BPC ENTRY release: a slow stroke released at 15 pt x translation cancels, at 17 pt (> staticTriggerThreshold 16) is FLUNG and goes back", arguments: [(15.0, Outcome.cancel), (17.0, .pop)])
  func entryRelease(distance: Double, outcome: Outcome) throws {
    // 1 pt per 16 ms: 62 pt/s, too slow for the fling rule's distance (24 pt) anyway.
    let step = distance / 16
    let result = try run(stroke(from: Point(x: 5, y: 400), path: moves(16, Vector(x: step, y: 0)), step: 0.016, idle: 0.050))
    #expect(result.outcome == outcome)
  }

  @Test(
    "BPC convertVelocityToAnimationFactor: the ENTRY → ACTIVE delay is fixed when x first passes 16 pt, from the velocity then: 10 ms after a fast approach, 100 ms after a slow one",
    arguments: [(16.0, 0.048, "released ACTIVE"), (1.0, 0.048, "released in ENTRY"), (1.0, 0.120, "released ACTIVE")])
  func entryDelayFromApproachSpeed(approachStep: Double, creep: Double, released: String) throws {
    // Out just past 16 pt at 2,000 pt/s (2 px/ms, factor 1: 10 ms) or 125 pt/s (0.125 px/ms:
    // 100 ms), then a creep of 0.1 pt per 8 ms (12.5 pt/s) for `creep` seconds before the lift.
    let approach = moves(Int((17 / approachStep).rounded(.up)), Vector(x: approachStep, y: 0))
    let path = approach + moves(Int((creep / 0.008).rounded()), Vector(x: 0.1, y: 0))
    let result = try run(stroke(from: Point(x: 5, y: 400), path: path))
    #expect(result.outcome == .pop)
    #expect(result.reason.hasPrefix(released), "\(result.reason)")
  }

  @Test("BPC ACTIVE → INACTIVE: after going out 150 pt, coming back 40 pt (≥ 32) cancels, 24 pt still goes back", arguments: [(5, Outcome.cancel), (3, .pop)])
  func deactivation(backSteps: Int, outcome: Outcome) throws {
    // Out 150 pt in 400 ms (past MIN_DURATION_ACTIVE_BEFORE_INACTIVE 300 ms), back 8 pt a step, rest 50 ms.
    let path = moves(25, Vector(x: 6, y: 0)) + moves(backSteps, Vector(x: -8, y: 0))
    let result = try run(stroke(from: Point(x: 5, y: 400), path: path, step: 0.016, idle: 0.050))
    #expect(result.outcome == outcome)
  }

  @Test("BPC MIN_DURATION_ACTIVE_BEFORE_INACTIVE_ANIMATION = 300 ms: coming back 48 pt within 300 ms of entry does not deactivate")
  func noDeactivationBeforeThreeHundredMilliseconds() throws {
    let path = moves(8, Vector(x: 20, y: 0)) + moves(6, Vector(x: -8, y: 0))
    let result = try run(stroke(from: Point(x: 5, y: 400), path: path, step: 0.016, idle: 0.050))
    #expect(result.outcome == .pop)
  }

  @Test("BPC isFlungAwayFromEdge: released INACTIVE at 1000 pt/s away from the edge, 24 pt past the turn (not > 3 × 8) cancels, 32 pt goes back", arguments: [(4, Outcome.cancel), (5, .pop)])
  func flingFromInactive(flingSteps: Int, outcome: Outcome) throws {
    let path = moves(25, Vector(x: 6, y: 0)) + moves(6, Vector(x: -8, y: 0)) + moves(flingSteps, Vector(x: 8, y: 0))
    // The fling moves are 8 ms apart (1000 pt/s), lifted right after; BPC measures from the
    // first move after the turn (`touchDeltaStartX`), so 4 moves cover 24 pt, 5 cover 32.
    var trace = stroke(from: Point(x: 5, y: 400), path: path, step: 0.016, idle: 0.004)
    let flingStart = trace.touches.count - 1 - flingSteps
    for index in flingStart..<(trace.touches.count - 1) {
      trace.touches[index].t = trace.touches[flingStart - 1].t + Double(index - flingStart + 1) * 0.008
    }
    trace.touches[trace.touches.count - 1].t = trace.touches[trace.touches.count - 2].t + 0.004
    let result = try run(trace)
    #expect(result.outcome == outcome, "\(result.reason)")
  }

  @Test("BPC a stroke that turns vertical (y > 2·x) after 300 ms deactivates: released, it cancels")
  func verticalAfterActive() throws {
    let path = moves(25, Vector(x: 2, y: 0)) + moves(10, Vector(x: 0, y: 20))
    let result = try run(stroke(from: Point(x: 5, y: 300), path: path, step: 0.016, idle: 0.050))
    #expect(result.outcome == .cancel)
  }

  // MARK: Progress (BackTouchTracker, BackProgressAnimator)

  @Test("BTT on a 390 pt phone (narrower than 412): progress is linear, deltaX / W from where back started; BPA's spring settles on it")
  func linearProgressOnPhone() throws {
    // Threshold crossed at dx = 8 (first move); then to 8 + 195 and a long rest before the lift.
    var trace = stroke(from: Point(x: 5, y: 400), path: [Vector(x: 8, y: 0)] + moves(15, Vector(x: 13, y: 0)), step: 0.016, idle: 0.001)
    let last = trace.touches.removeLast()
    for k in 1...40 { trace.touches.append(TouchSample(t: last.t + Double(k) * 0.016, x: last.location.x, y: 400, phase: .moved)) }
    trace.touches.append(TouchSample(t: last.t + 0.7, x: last.location.x, y: 400, phase: .ended))
    let result = try run(trace)
    #expect(abs(try progressAtLift(result, trace) - 195.0 / 390) < 0.002)
  }

  @Test("BTT on an 800 pt tablet: linear up to 412 pt, 412 pt reads 412 / (412 + 388·0.2) = 0.841")
  func nonLinearProgressOnTablet() throws {
    var trace = stroke(from: Point(x: 5, y: 400), path: [Vector(x: 8, y: 0)] + moves(16, Vector(x: 25.75, y: 0)), step: 0.016, idle: 0.001, device: phone(width: 800))
    let last = trace.touches.removeLast()
    for k in 1...40 { trace.touches.append(TouchSample(t: last.t + Double(k) * 0.016, x: last.location.x, y: 400, phase: .moved)) }
    trace.touches.append(TouchSample(t: last.t + 0.7, x: last.location.x, y: 400, phase: .ended))
    let result = try run(trace)
    #expect(abs(try progressAtLift(result, trace) - 412 / (412 + 388 * 0.2)) < 0.002)
  }

  @Test("BPA spring (stiffness 1500, damping 1): 16 ms after a jump to 0.5 the progress is at 0.5·(1 − (1 + ωt)e^(−ωt)) ≈ 0.064, and it never overshoots")
  func springStep() throws {
    // Back starts at the first move (x 13); the second jumps 195 pt (target 0.5); rest 400 ms.
    let trace = stroke(from: Point(x: 5, y: 400), path: [Vector(x: 8, y: 0), Vector(x: 195, y: 0)], step: 0.016, idle: 0.400)
    let result = try run(trace)
    let frames = try #require(result.frames)
    let jump = trace.touches[2].t
    let later = try #require(frames.first { $0.t >= jump + 0.016 - 1e-9 })
    let omegaT = 1500.0.squareRoot() * (later.t - jump)
    let expected = 0.5 * (1 - (1 + omegaT) * Math.exponential(-omegaT))
    // One 1 ms frame of quantisation: the spring moves at most 0.5·ω·e⁻¹ ≈ 7 per second.
    #expect(abs(later.progress - expected) < 0.008)
    let lift = trace.touches.last!.t
    #expect(frames.filter { $0.t < lift }.allSatisfy { $0.progress <= 0.5 + 1e-9 })
    #expect(abs(try progressAtLift(result, trace) - 0.5) < 0.002)
  }

  // MARK: The overlay

  @Test("the ACTIVE arrow is drawn at rest as dimens.xml has it: 48 × 48 pt, 14 pt from the edge, centred 64 pt above the touch-down")
  func activeArrowDrawing() {
    let drawer = PredictiveBackArrow(panel: PredictiveBackStrategy.Panel())
    let dimensions = drawer.dimensions(.active, progress: 0)
    #expect(dimensions.width == 48 && dimensions.height == 48 && dimensions.margin == 14)
    let overlay = drawer.overlay(dimensions, edge: .left, centreY: drawer.centreY(touchY: 400), screenWidth: 390)
    #expect(drawer.centreY(touchY: 400) == 336)
    let xs = overlay.path.compactMap { element -> Double? in
      if case .line(let p) = element { return p.x }
      return nil
    }
    #expect(xs.min() == 14 && xs.max() == 62)
    #expect(overlay.icon?.frame == Rect(x: 32, y: 336 - 6.75, width: 12, height: 13.5))
  }

  /// A run that draws nothing works the panel out only when it is read, once a finite stand-in
  /// shows: every stroke ends as in a run that draws (the same result but the timeline), with the
  /// usual panel and with one whose sizes are not finite (no stand-in shows, every move is drawn).
  @Test(
    "a run that draws nothing ends as one that draws: pop, cancel toward the edge, release in ENTRY, a vertical drift, a panel that is not finite",
    arguments: [false, true])
  func drawingChangesNothingElse(finitePanel: Bool) throws {
    var configuration = PredictiveBackStrategy.Configuration.android
    if !finitePanel { configuration.panel.preThreshold.height = .infinity }
    let strokes = [
      stroke(from: Point(x: 5, y: 400), path: moves(30, Vector(x: 8, y: 0))),
      stroke(from: Point(x: 5, y: 400), path: moves(15, Vector(x: 8, y: 0)) + moves(15, Vector(x: -8, y: 0)), step: 0.03),
      stroke(from: Point(x: 5, y: 400), path: moves(3, Vector(x: 4, y: 0))),
      stroke(from: Point(x: 385, y: 400), path: moves(10, Vector(x: -6, y: 0)) + moves(10, Vector(x: -2, y: 9))),
    ]
    for trace in strokes {
      let drawn = Simulator.run(PredictiveBackStrategy.self, configuration: configuration, label: "p", on: trace, options: RunOptions(recordTimeline: true))
      var bare = Simulator.run(PredictiveBackStrategy.self, configuration: configuration, label: "p", on: trace, options: RunOptions())
      #expect(bare.frames == nil)
      bare.frames = drawn.frames
      #expect(bare == drawn)
    }
  }

  @Test("a right-edge swipe shows the mirrored arrow and pops")
  func rightEdge() throws {
    let result = try run(stroke(from: Point(x: 385, y: 400), path: moves(20, Vector(x: -8, y: 0))))
    #expect(result.outcome == .pop)
  }
}
