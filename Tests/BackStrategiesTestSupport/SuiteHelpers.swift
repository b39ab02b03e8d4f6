import BackStrategies
import Foundation

/// A suite that round-trips values through `JSONEncoder` and `JSONDecoder` (the core's
/// CodableTests and the report's ScoresCodableTests).
package protocol CodableRoundTrips {}

extension CodableRoundTrips {
  /// `value` encoded and decoded again.
  package static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }
}

/// A suite that runs built-in presets on one iOS version (the core's IOS26TechniqueTests,
/// AsPublishedBugTests, TryItTests and app-stack tests, and the report's DrivenByOutputTests).
package protocol IOSVersionRuns {
  /// The release ``run(_:_:events:)`` runs on when the test names none (iOS 26 unless the
  /// suite says otherwise).
  static var defaultRelease: IOSVersion { get }
}

extension IOSVersionRuns {
  package static var defaultRelease: IOSVersion { .iOS26 }

  package static var catalog: StrategyCatalog { StrategyCatalog.builtIn }

  /// The preset `label` run on `trace` as on `ios`, with its event log when `events`, weighing
  /// the open choices as the command line does (``RunResult/restsOn``).
  package static func run(_ label: String, _ trace: Trace, _ ios: IOSVersion, events: Bool = false) throws -> RunResult {
    try catalog.select(label).run(on: trace, options: RunOptions(recordEvents: events, ios: ios, weighsOpenChoices: true))
  }

  /// The preset `label` run on `trace` as on the suite's ``defaultRelease``, with its event log
  /// when `events`.
  package static func run(_ label: String, _ trace: Trace, events: Bool = false) throws -> RunResult {
    try run(label, trace, defaultRelease, events: events)
  }
}

/// A suite that reads and writes a two-screen trace with `device.ios` set or left out (the
/// core's DeviceIOSTests and the command line's IOSOptionTests).
package protocol IOSReleaseTraces {}

extension IOSReleaseTraces {
  /// The trace file's text, `device.ios` being `ios` written as it stands (`nil`: no `device`).
  package static func trace(ios: String?) -> String {
    let device = ios.map { #""device": {"ios": \#($0)}, "# } ?? ""
    return #"{"format": "backstrategies-trace/1", \#(device)"stack": [{"id": "home"}, {"id": "detail"}], "touches": [{"t": 0, "x": 150, "y": 400, "phase": "began"}, {"t": 0.05, "x": 200, "y": 400, "phase": "moved"}, {"t": 0.1, "x": 260, "y": 400, "phase": "moved"}, {"t": 0.15, "x": 330, "y": 400, "phase": "ended"}]}"#
  }
}

/// A built-in scenario's name that names none.
package struct UnknownScenario: Error, CustomStringConvertible {
  package var name: String
  package var description: String { "no built-in scenario is named '\(name)'" }
}

/// A suite that draws comparisons with their timelines (the report's drawing and replay tests
/// and the command line's ReportTests and ReplayTests).
package protocol TimelineComparisons {}

extension TimelineComparisons {
  /// `labels` (the default selections when nil) on `trace`, with timelines, as on `ios`.
  package static func comparison(_ trace: Trace, _ labels: [String]? = nil, ios: IOSVersion? = nil) throws -> Comparison {
    let catalog = StrategyCatalog.builtIn
    let selections = try labels.map { try $0.map { try catalog.select($0) } } ?? catalog.defaultSelections
    return Comparison(trace: trace, selections: selections, options: RunOptions(recordTimeline: true, ios: ios))
  }

  /// `labels` (the default selections when nil) on the built-in scenario `name`, with timelines;
  /// throws ``UnknownScenario`` when there is none of that name.
  package static func comparison(_ name: String, _ labels: [String]? = nil) throws -> Comparison {
    guard let trace = Scenarios.named(name) else { throw UnknownScenario(name: name) }
    let catalog = StrategyCatalog.builtIn
    let selections = try labels.map { try $0.map { try catalog.select($0) } } ?? catalog.defaultSelections
    return Comparison(trace: trace, selections: selections, options: RunOptions(recordTimeline: true))
  }
}

/// A stroke through `points` `(t, x, y)` on `scene`: `began` at the first, `moved` through the
/// others, and lifted (`ended`) where it stopped, `liftAfter` seconds after the last (the core's
/// RecognizerTests and DirectionalPanStrategyTests).
package func liftedStroke(
  _ points: [(Double, Double, Double)], liftAfter: Double, name: String = "test", scene: SceneSpec = .twoScreens
) -> Trace {
  var touches: [TouchSample] = []
  for (index, point) in points.enumerated() {
    touches.append(TouchSample(t: point.0, x: point.1, y: point.2, phase: index == 0 ? .began : .moved))
  }
  let last = points[points.count - 1]
  touches.append(TouchSample(t: last.0 + liftAfter, x: last.1, y: last.2, phase: .ended))
  return Trace(name: name, scene: scene, touches: touches)
}
