import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Suggestion (BackStrategiesSupport) among the core's names: touch phases and strategy ids.
@Suite("Suggestion among names")
struct SuggestionPhaseTests {
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
}
