import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

@Suite("Suggestion")
struct SuggestionTests {
  @Test("suggests the closest name within two edits")
  func suggestions() {
    let phases = TouchPhase.allCases.map(\.rawValue)
    #expect(Suggestion.closest(to: "begn", in: phases) == "began")
    #expect(Suggestion.closest(to: "bgean", in: phases) == "began")
    #expect(Suggestion.closest(to: "CANCELED", in: phases) == "cancelled")
    #expect(Suggestion.closest(to: "start", in: phases) == nil)
    #expect(Suggestion.closest(to: "x", in: ["up", "down"]) == nil)
    #expect(Suggestion.closest(to: "percent-drivn", in: ["system-edge", "percent-driven"]) == "percent-driven")
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    #expect(Suggestion.distance("", "abc") == 3)
    #expect(Suggestion.distance("ab", "ba") == 1)
  }

  @Test("formats unknown names in one shape")
  func message() {
    #expect(Suggestion.unknownNameMessage("strategy", "sytem-edge", expected: ["system-edge", "edge-bulge"])
      == "unknown strategy 'sytem-edge' (expected one of: system-edge, edge-bulge); did you mean 'system-edge'?")
    #expect(Suggestion.unknownNameMessage("phase", String(repeating: "z", count: 50), expected: ["began"])
      == "unknown phase '\(String(repeating: "z", count: 40))...' (expected one of: began)")
  }
}
