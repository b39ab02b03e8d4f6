import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

// AOSP's own VelocityTracker tests, re-expressed for the `lsq2` estimator
// (frameworks/native libs/input/tests/VelocityTracker_test.cpp, LineageOS/android_frameworks_native
// @7034776f, android-14.0.0_r55; line numbers at that commit). Each AOSP stream starts with
// ACTION_DOWN, ends with ACTION_UP (the last entry) and has ACTION_MOVEs between.

/// A stream of `(milliseconds, x)` fed as AOSP's `createTouchMotionEventStream` does.
private func velocity(_ stream: [(Double, Double)]) -> Double? {
  var tracker = AndroidVelocityTracker()
  for (index, entry) in stream.enumerated() {
    let point = Point(x: entry.1, y: entry.1)
    let time = entry.0 / 1000
    if index == 0 {
      tracker.addDown(time: time, position: point)
    } else if index == stream.count - 1 {
      tracker.liftOff(time: time)
    } else {
      tracker.addMove(time: time, position: point)
    }
  }
  return tracker.estimate?.x
}

/// `EXPECT_NEAR_BY_FRACTION` (test cpp 54–64): within `fraction` of the target, 1e-6 at zero.
private func near(_ actual: Double, _ target: Double, fraction: Double) -> Bool {
  let tolerance = target == 0 ? 1e-6 : abs(target * fraction)
  return abs(actual - target) <= tolerance
}

/// test cpp 43: `VELOCITY_TOLERANCE = 0.2`.
private let velocityTolerance = 0.2
/// test cpp 46: `QUADRATIC_VELOCITY_TOLERANCE = 0.00001`.
private let quadraticTolerance = 0.00001

/// One recording of `Fixtures/aosp-velocity/sailfish-flings.txt`.
struct RecordedFling: Sendable, CustomTestStringConvertible {
  var name: String
  var line: Int
  var samples: [(time: Double, point: Point)]
  var expected: [(axis: String, velocity: Double)]
  var testDescription: String { "\(name) (test cpp line \(line))" }

  static func load() -> [RecordedFling] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/aosp-velocity/sailfish-flings.txt").path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    var flings: [RecordedFling] = []
    for raw in text.split(separator: "\n") where !raw.hasPrefix("#") {
      let fields = raw.split(separator: " ").map(String.init)
      if fields[0] == "test" {
        flings.append(RecordedFling(name: fields[1], line: Int(fields[3]) ?? 0, samples: [], expected: []))
      } else if fields[0] == "expect" {
        flings[flings.count - 1].expected.append((fields[1], Double(fields[2]) ?? .nan))
      } else if let ns = Double(fields[0]), let x = Double(fields[1]), let y = Double(fields[2]) {
        flings[flings.count - 1].samples.append((ns / 1e9, Point(x: x, y: y)))
      }
    }
    return flings
  }
}

@Suite("Android VelocityTracker (lsq2)")
struct AndroidVelocityTrackerTests {
  @Test("the fixture holds AOSP's 18 single-pointer sailfish recordings")
  func fixtureLoads() {
    let flings = RecordedFling.load()
    #expect(flings.count == 18)
    #expect(flings.allSatisfy { $0.samples.count >= 3 && !$0.expected.isEmpty })
  }

  @Test("VelocityTracker_test.cpp recorded sailfish flings: lsq2 gives AOSP's expected velocity ± 20 %", arguments: RecordedFling.load())
  func recordedFling(_ fling: RecordedFling) throws {
    var tracker = AndroidVelocityTracker()
    for (index, sample) in fling.samples.enumerated() {
      if index == 0 {
        tracker.addDown(time: sample.time, position: sample.point)
      } else if index == fling.samples.count - 1 {
        tracker.liftOff(time: sample.time)
      } else {
        tracker.addMove(time: sample.time, position: sample.point)
      }
    }
    let estimate = try #require(tracker.estimate)
    for (axis, expected) in fling.expected {
      let actual = axis == "X" ? estimate.x : estimate.y
      #expect(near(actual, expected, fraction: velocityTolerance), "\(axis): \(actual) vs \(expected)")
    }
  }

  @Test("ThreePointsLinearVelocityTest (test cpp 487): 5 px per 10 ms reads 500 px/s")
  func threePointsLinear() throws {
    #expect(near(try #require(velocity([(0, 0), (10, 5), (20, 10), (20, 10)])), 500, fraction: velocityTolerance))
  }

  @Test("ThreePointsZeroVelocityTest (test cpp 475): the same coordinate three times reads 0")
  func threePointsZero() throws {
    #expect(near(try #require(velocity([(0, 293), (6.132, 293), (11.283, 293), (11.283, 293)])), 0, fraction: velocityTolerance))
  }

  @Test("ShortDelayBeforeActionUp (test cpp 1171): a lift 10 ms after the last move keeps 1000 px/s")
  func shortDelayBeforeUp() throws {
    #expect(near(try #require(velocity([(0, 10), (10, 20), (20, 30), (30, 30)])), 1000, fraction: velocityTolerance))
  }

  @Test("LongDelayBeforeActionUp (test cpp 1185): a lift long after the last move has no velocity")
  func longDelayBeforeUp() {
    #expect(velocity([(0, 10), (10, 20), (20, 30), (3000, 30)]) == nil)
  }

  @Test("ASSUME_POINTER_STOPPED_TIME = 40 ms: a lift 40 ms after the last move keeps the velocity, 41 ms erases it", arguments: [(40.0, true), (41.0, false)])
  func stopGapAtLift(delay: Double, keeps: Bool) {
    #expect((velocity([(0, 10), (10, 20), (20, 30), (20 + delay, 30)]) != nil) == keeps)
  }

  @Test("ASSUME_POINTER_STOPPED_TIME = 40 ms: a 41 ms pause before a move clears the history (one sample: none), 40 ms keeps it", arguments: [(40.0, true), (41.0, false)])
  func stopGapBetweenMoves(pause: Double, keeps: Bool) {
    #expect((velocity([(0, 10), (pause, 20), (pause, 20)]) != nil) == keeps)
  }

  @Test("HORIZON = 100 ms: samples more than 100 ms older than the newest are dropped")
  func horizon() {
    // Slow for 200 ms, then 10 px/ms for 30 ms: only the fast part is in the window.
    var stream: [(Double, Double)] = (0...20).map { (Double($0) * 10, Double($0)) }
    for step in 1...3 { stream.append((200 + Double(step) * 10, 20 + Double(step) * 100)) }
    stream.append((230, 320))
    let fast = velocity(stream) ?? 0
    #expect(fast > 5000)
  }

  @Test("HISTORY_SIZE = 20: the 21st sample pushes out the first")
  func historySize() {
    var tracker = AndroidVelocityTracker()
    tracker.addDown(time: 0, position: .zero)
    for step in 1...25 { tracker.addMove(time: Double(step) * 0.001, position: Point(x: Double(step), y: 0)) }
    #expect(tracker.sampleCount == 20)
  }

  @Test(
    "LeastSquaresVelocityTrackerStrategy_Constant / _Linear / _Parabolic / _Parabolic2 / _Parabolic3 (test cpp 1251–1335): the quadratic fit within 0.001 %",
    arguments: [
      ([(0.0, 1.0), (1, 1), (2, 1), (2, 1)], 0.0), ([(0, -2), (1, -1), (2, 0), (2, 0)], 1e3),
      ([(0, 1), (1, 4), (2, 8), (2, 8)], 4.5e3), ([(0, 1), (1, 4), (2, 9), (2, 9)], 6e3),
      ([(0, 4), (1, 1), (2, 0), (2, 0)], 0),
    ] as [([(Double, Double)], Double)])
  func quadratic(stream: [(Double, Double)], expected: Double) throws {
    #expect(near(try #require(velocity(stream)), expected, fraction: quadraticTolerance))
  }

  @Test("getVelocity with one sample (degree ≤ 0) has none; two samples fit a line")
  func degreeReduction() throws {
    #expect(velocity([(0, 10), (0, 10)]) == nil)
    #expect(near(try #require(velocity([(0, 10), (10, 20), (10, 20)])), 1000, fraction: 1e-9))
  }

  @Test(
    "a long stroke's window is what AOSP keeps (HISTORY_SIZE 20, HORIZON 100 ms, the 40 ms stop gap): the tracker equals one fed only that window, and so estimates as it does",
    arguments: [0.004, 0.008, 0.016, 0.045])
  func windowAfterManyMoves(interval: Double) {
    // A reference window kept the plain way, oldest first: at most 20 samples, none older than
    // 100 ms, emptied by a gap over 40 ms, a repeated time replacing the newest.
    var tracker = AndroidVelocityTracker()
    var window: [(time: Double, point: Point)] = []
    var time = 0.0
    for step in 0..<300 {
      // Every 37th move repeats the time; every 50th comes after a long gap.
      if step % 50 == 49 { time += 0.06 } else if step % 37 != 36 { time += interval }
      let point = Point(x: Double(step) * 3 + (Double(step % 7) * 0.25), y: Double(step % 11))
      if step == 0 {
        tracker.addDown(time: time, position: point)
      } else {
        tracker.addMove(time: time, position: point)
      }
      if let last = window.last, time - last.time > AndroidVelocityTracker.aospStopGap { window.removeAll() }
      if window.last?.time == time { window.removeLast() }
      if window.count == AndroidVelocityTracker.aospHistorySize { window.removeFirst() }
      window.append((time, point))
      while let oldest = window.first, time - oldest.time > AndroidVelocityTracker.aospHorizon { window.removeFirst() }
      var replayed = AndroidVelocityTracker()
      replayed.addDown(time: window[0].time, position: window[0].point)
      for sample in window.dropFirst() { replayed.addMove(time: sample.time, position: sample.point) }
      #expect(tracker.sampleCount == window.count, "step \(step)")
      #expect(tracker == replayed, "step \(step)")
      #expect(tracker.hashValue == replayed.hashValue, "step \(step)")
      #expect(tracker.estimate == replayed.estimate, "step \(step)")
    }
  }
}
