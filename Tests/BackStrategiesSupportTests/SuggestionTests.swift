import Testing
@testable import BackStrategiesSupport

@Suite("Suggestion")
struct SuggestionTests {
  @Test("formats unknown names in one shape")
  func message() {
    #expect(Suggestion.unknownNameMessage("strategy", "sytem-edge", expected: ["system-edge", "edge-bulge"])
      == "unknown strategy 'sytem-edge' (expected one of: system-edge, edge-bulge); did you mean 'system-edge'?")
    #expect(Suggestion.unknownNameMessage("phase", String(repeating: "z", count: 50), expected: ["began"])
      == "unknown phase '\(String(repeating: "z", count: 40))...' (expected one of: began)")
  }
}
