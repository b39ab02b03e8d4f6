import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// How a stroke ends (``StrokeEnd``), on hand-made strokes whose speeds are known, and the
/// per-family table of `corpus --stroke-ends` (``StrokeEndStatistics``).
@Suite("Stroke ends")
struct StrokeEndTests {
  /// A rightward stroke sampled every `1 / rate` s for `duration` s, at x = `position(t)`; the
  /// last sample is the lift.
  static func stroke(rate: Double, duration: Double, position: (Double) -> Double) -> [TouchSample] {
    let count = Int((duration * rate).rounded())
    return (0...count).map { step in
      let t = Double(step) / rate
      let phase: TouchPhase = step == 0 ? .began : step == count ? .ended : .moved
      return TouchSample(t: t, x: 10 + position(t), y: 400, phase: phase)
    }
  }

  @Test("a stroke at constant speed lifts at that speed, at its peak, without slowing", arguments: [60.0, 66.0, 120.0])
  func constantSpeed(rate: Double) throws {
    let end = try #require(StrokeEnd(Self.stroke(rate: rate, duration: 0.2) { 1_000 * $0 }))
    #expect(abs(end.liftSpeed - 1_000) < 1e-6)
    #expect(abs(end.peakSpeed - 1_000) < 1e-6)
    #expect(abs(try #require(end.liftOverPeak) - 1) < 1e-9)
    #expect(abs(try #require(end.slowing)) < 1e-6)
    #expect(!end.isAtRest)
  }

  @Test("a reach eased to rest (minimum jerk) lifts at rest, far below its peak, slowing")
  func easedToRest() throws {
    let end = try #require(StrokeEnd(Self.stroke(rate: 60, duration: 0.4) { 300 * StrokeBuilder.minimumJerk($0 / 0.4) }))
    #expect(end.liftSpeed < StrokeEnd.restSpeed)
    #expect(end.isAtRest)
    // Minimum jerk peaks at 1.875 × the mean speed (300 pt over 0.4 s: 1,406 pt/s), less a little for sampling.
    #expect(end.peakSpeed > 1_300 && end.peakSpeed < 1_410)
    #expect(try #require(end.liftOverPeak) < 0.05)
    #expect(try #require(end.slowing) > 0)
  }

  @Test("an accelerating stroke lifts at its peak, speeding up (negative slowing)")
  func accelerating() throws {
    // x = ½·a·t², a = 10,000 pt/s²: 1,000 pt/s after 0.1 s, 2,000 pt/s after 0.2 s.
    let end = try #require(StrokeEnd(Self.stroke(rate: 60, duration: 0.2) { 5_000 * $0 * $0 }))
    #expect(end.liftSpeed == end.peakSpeed)
    #expect(try #require(end.liftOverPeak) == 1)
    // The speed over an interval is the speed at its middle: exactly −a.
    #expect(abs(try #require(end.slowing) + 10_000) < 1e-6)
    // At the lift: the last 1/60 s interval's speed, 10,000 × (0.2 − 1/120).
    #expect(abs(end.liftSpeed - 10_000 * (0.2 - 1.0 / 120)) < 1e-6)
  }

  @Test("at 120 Hz the speed at the lift spans the last two intervals, as a 60-66 Hz phone's last one")
  func twoIntervalsAt120Hz() throws {
    // Constant 1,000 pt/s, then a last 1/120 s interval at 3,000 pt/s.
    var samples = Self.stroke(rate: 120, duration: 0.2) { 1_000 * $0 }
    samples[samples.count - 1].location.x += 2_000 / 120.0
    let end = try #require(StrokeEnd(samples))
    #expect(abs(end.liftSpeed - 2_000) < 1e-6)
  }

  @Test("a stroke shorter than the speed span has no end; shorter than 50 ms, no slowing")
  func shortStrokes() throws {
    let tap = [TouchSample(t: 0, x: 10, y: 10, phase: .began), TouchSample(t: 0.008, x: 11, y: 10, phase: .ended)]
    #expect(StrokeEnd(tap) == nil)
    let flick = try #require(StrokeEnd(Self.stroke(rate: 60, duration: 0.05 - 1.0 / 60) { 1_000 * $0 }))
    #expect(flick.slowing == nil)
    #expect(abs(flick.liftSpeed - 1_000) < 1e-6)
  }

  @Test("only lifted strokes count: a cancelled touch is not a lift")
  func cancelledStrokesLeftOut() {
    var first = Self.stroke(rate: 60, duration: 0.2) { 500 * $0 }
    first[first.count - 1].phase = .cancelled
    let second = Self.stroke(rate: 60, duration: 0.2) { 1_500 * $0 }.map { sample in
      var shifted = sample
      shifted.t += 1
      return shifted
    }
    let trace = Trace(name: "two-3", scene: SceneSpec(stack: [ScreenSpec(id: "a")]), touches: first + second)
    let ends = StrokeEnd.strokes(of: trace)
    #expect(ends.count == 1)
    #expect(abs((ends.first?.liftSpeed ?? 0) - 1_500) < 1e-6)
  }

  @Test("the table has the held-out row, then a row per family with its share at rest and percentiles")
  func table() throws {
    let scene = SceneSpec(stack: [ScreenSpec(id: "a")])
    var statistics = StrokeEndStatistics()
    statistics.add(Trace(name: "brisk-1", scene: scene, touches: Self.stroke(rate: 60, duration: 0.2) { 1_000 * $0 }))
    statistics.add(Trace(name: "brisk-2", scene: scene, touches: Self.stroke(rate: 60, duration: 0.4) { 300 * StrokeBuilder.minimumJerk($0 / 0.4) }))
    let row = try #require(statistics.row("brisk"))
    #expect(row.strokes == 2)
    #expect(row.atRestShare == 0.5)
    #expect(row.liftSpeed.count == 3 && row.liftSpeed[0] < 150 && row.liftSpeed[2] > 900)
    let text = statistics.render(source: "two strokes")
    let lines = text.split(separator: "\n")
    let heldOut = try #require(lines.firstIndex { $0.hasPrefix("held-out real strokes") })
    #expect(lines[heldOut].contains("~3100") && lines[heldOut].contains("2 %") && lines[heldOut].contains("1302"))
    #expect(lines[heldOut + 1].hasPrefix("brisk") && lines[heldOut + 1].contains("50 %"))
    #expect(statistics.row("absent") == nil)
  }
}
