import Testing
@testable import BackStrategies

@Suite("Smoke")
struct SmokeTests {
  @Test("print all")
  func all() throws {
    for trace in Scenarios.all {
      try trace.validate()
      for preset in SystemEdgeStrategy.presets {
        let result = try #require(Simulator.run(SystemEdgeStrategy.self, preset: preset.name, on: trace))
        print(trace.name, preset.name, result.outcome, result.distinctHazards.map(\.rawValue), "|", result.reason)
      }
    }
  }
}
