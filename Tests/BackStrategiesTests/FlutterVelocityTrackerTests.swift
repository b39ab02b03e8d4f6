import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

// Flutter's own VelocityTracker tests, re-expressed for the estimator the `cupertino` strategy
// uses (`LeastSquaresVelocityEstimator` with `CupertinoStrategy.Configuration.flutter`'s
// tracker parameters). Source: packages/flutter/test/gestures/velocity_tracker_test.dart,
// flutter/flutter @4e95d3a109ef3e09c9954b969208341fb7726312; its data file
// velocity_tracker_data.dart (flutter/flutter @563c72e57026) is kept, numbers only, with Flutter's
// licence in Fixtures/flutter-velocity/. Flutter's data is in logical pixels (= points) and
// milliseconds; the estimator takes seconds and answers points per second, as Flutter's
// `pixelsPerSecond` does.
//
// Not ported: 'Velocity control test' (arithmetic of Flutter's `Velocity` value, which this
// project does not have), and the tests of `IOSScrollViewFlingVelocityTracker` /
// `MacOSScrollViewFlingVelocityTracker` (the scroll views' trackers; the back gesture's
// `HorizontalDragGestureRecognizer` uses the base `VelocityTracker.withKind`).

/// One pointer event of `Fixtures/flutter-velocity/phone-recordings.txt`.
struct FlutterPointerEvent: Sendable {
  enum Kind: String, Sendable { case down, move, up }
  var kind: Kind
  /// Flutter's `timeStamp`, in milliseconds.
  var milliseconds: Double
  var position: Point
}

/// The two Dart lists of the fixture, by name.
enum FlutterRecordings {
  static let all: [String: [FlutterPointerEvent]] = load()

  /// `velocityEventData`: 13 strokes recorded on a phone.
  static var strokes: [FlutterPointerEvent] { all["velocityEventData"] ?? [] }
  /// `interruptedVelocityEventData`: one stroke with a 40 ms gap before its last moves.
  static var interrupted: [FlutterPointerEvent] { all["interruptedVelocityEventData"] ?? [] }

  private static func load() -> [String: [FlutterPointerEvent]] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/flutter-velocity/phone-recordings.txt").path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var lists: [String: [FlutterPointerEvent]] = [:]
    var current = ""
    for raw in text.split(separator: "\n") where !raw.hasPrefix("#") {
      let fields = raw.split(separator: " ").map(String.init)
      if fields[0] == "data", fields.count == 2 {
        current = fields[1]
        lists[current] = []
      } else if fields.count == 5, let kind = FlutterPointerEvent.Kind(rawValue: fields[0]),
        let ms = Double(fields[1]), let x = Double(fields[3]), let y = Double(fields[4])
      {
        lists[current, default: []].append(FlutterPointerEvent(kind: kind, milliseconds: ms, position: Point(x: x, y: y)))
      }
    }
    return lists
  }
}

/// The tracker as the `cupertino` strategy builds it.
private func flutterTracker() -> LeastSquaresVelocityEstimator {
  LeastSquaresVelocityEstimator(parameters: CupertinoStrategy.Configuration.flutter.trackerParameters)
}

/// The Dart test's loop: downs and moves are added (`addPosition`), and at each up the velocity is
/// read; one tracker for the whole list, never reset, as in Flutter's test. Returns the velocity
/// read at every up.
private func velocitiesAtUps(_ events: [FlutterPointerEvent]) -> [Vector] {
  var tracker = flutterTracker()
  var readings: [Vector] = []
  for event in events {
    switch event.kind {
    case .down, .move: tracker.add(time: event.milliseconds / 1000, position: event.position)
    case .up: readings.append(tracker.velocity)
    }
  }
  return readings
}

/// velocity_tracker_test.dart `_withinTolerance`: `|(actual − expected) / expected| < 0.001`.
private func withinFlutterTolerance(_ actual: Double, _ expected: Double) -> Bool {
  abs((actual - expected) / expected) < flutterVelocityTolerance
}

/// velocity_tracker_test.dart `_withinTolerance`: `kTolerance = 0.001; // Within .1% of expected value`.
private let flutterVelocityTolerance = 0.001

/// velocity_tracker_test.dart `main`: the `expected` list, one velocity per recorded stroke (px/s).
private let flutterExpectedVelocities: [Vector] = [
  Vector(x: 219.59280094228163, y: 1304.701682306001),
  Vector(x: 355.71046950050845, y: 967.2112857054104),
  Vector(x: 12.657970884022308, y: -36.90447839251946),
  Vector(x: 714.1399654786744, y: -2561.534447931869),
  Vector(x: -19.668121066218564, y: -2910.105747052462),
  Vector(x: 646.8690114934209, y: 2976.977762577527),
  Vector(x: 396.6988447819592, y: 2106.225572911095),
  Vector(x: 298.31594440044495, y: -3660.8315955215294),
  Vector(x: -1.7334232785165882, y: -3288.13174127454),
  Vector(x: 384.6361280392334, y: -2645.6612524779835),
  Vector(x: 176.37900397918557, y: 2711.2542876273264),
  Vector(x: 396.9328560260098, y: 4280.651578291764),
  Vector(x: -71.51939428321249, y: 3716.7385187526947),
]

@Suite("Flutter VelocityTracker (velocity_tracker_test.dart)")
struct FlutterVelocityTrackerTests {
  @Test("the fixture holds Flutter's 13 recorded strokes (306 events) and the interrupted stroke (12 events)")
  func fixtureLoads() {
    #expect(FlutterRecordings.strokes.count == 306)
    #expect(FlutterRecordings.strokes.filter { $0.kind == .up }.count == flutterExpectedVelocities.count)
    #expect(FlutterRecordings.interrupted.count == 12)
    #expect(FlutterRecordings.interrupted.filter { $0.kind == .up }.count == 1)
  }

  @Test("'Velocity tracker gives expected results': each recorded stroke reads Flutter's expected velocity within 0.1 %",
        arguments: Array(flutterExpectedVelocities.indices))
  func recordedStroke(_ index: Int) throws {
    let readings = velocitiesAtUps(FlutterRecordings.strokes)
    try #require(readings.count == flutterExpectedVelocities.count)
    let actual = readings[index]
    let expected = flutterExpectedVelocities[index]
    #expect(withinFlutterTolerance(actual.x, expected.x), "stroke \(index + 1) x: \(actual.x) vs \(expected.x)")
    #expect(withinFlutterTolerance(actual.y, expected.y), "stroke \(index + 1) y: \(actual.y) vs \(expected.y)")
  }

  @Test("the 0.1 % tolerance can fail: a reading off by 0.2 % is rejected, 0.05 % accepted")
  func toleranceBothSides() {
    let expected = flutterExpectedVelocities[0].y
    #expect(!withinFlutterTolerance(expected * 1.002, expected))
    #expect(withinFlutterTolerance(expected * 1.0005, expected))
  }

  @Test("'Interrupted velocity estimation' (regression test for flutter/flutter#7510): after the 40 ms gap only the last moves count, (649.5, 3890.3) px/s within 0.1 %")
  func interruptedStroke() throws {
    let readings = velocitiesAtUps(FlutterRecordings.interrupted)
    let actual = try #require(readings.first)
    #expect(withinFlutterTolerance(actual.x, 649.5), "x: \(actual.x)")
    #expect(withinFlutterTolerance(actual.y, 3890.3), "y: \(actual.y)")
  }

  @Test("'Interrupted velocity estimation' needs the stop gap: without it (gap rule 1 s) the reading is not Flutter's")
  func interruptedNeedsStopGap() throws {
    var parameters = CupertinoStrategy.Configuration.flutter.trackerParameters
    parameters.velocityStopGap = 1
    var tracker = LeastSquaresVelocityEstimator(parameters: parameters)
    var reading: Vector?
    for event in FlutterRecordings.interrupted {
      if event.kind == .up { reading = tracker.velocity } else { tracker.add(time: event.milliseconds / 1000, position: event.position) }
    }
    let actual = try #require(reading)
    #expect(!(withinFlutterTolerance(actual.x, 649.5) && withinFlutterTolerance(actual.y, 3890.3)))
  }

  @Test("'No data velocity estimation': an empty tracker reads zero")
  func noData() {
    #expect(flutterTracker().velocity == .zero)
  }

  @Test("'Assume zero velocity when there are no recent samples - base VelocityTracker': ten samples 1 s apart read zero")
  func noRecentSamples() {
    var tracker = flutterTracker()
    for step in 1...10 { tracker.add(time: Double(step), position: Point(x: 0, y: -Double(step))) }
    #expect(tracker.velocity == .zero)
  }

  @Test("_assumePointerMoveStoppedMilliseconds = 40: samples 40 ms apart still fit (−25 px/s), 41 ms apart read zero",
        arguments: [(0.040, true), (0.041, false)])
  func stopGapBothSides(spacing: Double, fits: Bool) {
    var tracker = flutterTracker()
    for step in 0..<3 { tracker.add(time: Double(step) * spacing, position: Point(x: 0, y: -Double(step))) }
    if fits {
      #expect(abs(tracker.velocity.y - (-1 / spacing)) < 1e-9)
    } else {
      #expect(tracker.velocity == .zero)
    }
  }

  @Test("_horizonMilliseconds = 100 in whole microseconds: at phone-clock times a sample exactly 100 ms old still fits, 101 ms old does not",
        arguments: [(0.025, true), (0.02525, false)])
  func horizonBothSides(spacing: Double, fits: Bool) {
    // Stroke 9's clock: 216 696.429 s; in Double seconds 216696.529 − 216696.429 > 0.1.
    let start = 216_696.429
    var tracker = flutterTracker()
    // Five samples, the oldest 4 spacings old; it moves 1000 pt while the others do not, so whether it
    // is in the window shows in the reading.
    for step in 0..<5 { tracker.add(time: start + Double(step) * spacing, position: Point(x: step == 0 ? -1000 : 0, y: 0)) }
    #expect((tracker.velocity.x != 0) == fits)
  }
}
