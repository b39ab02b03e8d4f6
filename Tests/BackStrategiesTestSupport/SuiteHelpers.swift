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

/// A suite that runs built-in presets on one iOS version (the core's IOS26TechniqueTests and
/// the report's DrivenByOutputTests).
package protocol IOSVersionRuns {}

extension IOSVersionRuns {
  package static var catalog: StrategyCatalog { StrategyCatalog.builtIn }

  /// The preset `label` run on `trace` as on `ios`, with its event log when `events`.
  package static func run(_ label: String, _ trace: Trace, _ ios: IOSVersion, events: Bool = false) throws -> RunResult {
    try catalog.select(label).run(on: trace, options: RunOptions(recordEvents: events, ios: ios))
  }
}
