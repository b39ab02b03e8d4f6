import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The verdict rule, one per intent (``Intent/rule``), on both sides of each; the verdicts the
/// outputs show are tested with them (BackStrategiesReportTests/VerdictOutputTests.swift,
/// StrategyCompareCLITests/VerdictCommandTests.swift).
@Suite("Verdicts")
struct VerdictTests {
  typealias Facts = Verdict.Facts

  @Test("rule back: exactly one screen popped (0 and 2 are wrong)", arguments: [(0, Verdict.wrong), (1, .right), (2, .wrong)])
  func back(popped: Int, expected: Verdict) {
    #expect(Verdict(Facts(screensPopped: popped, reachedRoot: false), intent: .back) == expected)
  }

  @Test("rule backToRoot: ended on the root, however many screens that took", arguments: [(false, Verdict.wrong), (true, .right)])
  func backToRoot(reachedRoot: Bool, expected: Verdict) {
    #expect(Verdict(Facts(screensPopped: reachedRoot ? 2 : 1, reachedRoot: reachedRoot), intent: .backToRoot) == expected)
  }

  @Test("rule stay: nothing popped and a back gesture that began was cancelled (not left open)")
  func stay() {
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false), intent: .stay) == .right)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false), intent: .stay) == .wrong)
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false, leftBackTransitionOpen: true), intent: .stay) == .wrong)
  }

  @Test("rule scroll and none: nothing popped", arguments: [Intent.scroll, .noNavigation])
  func nothingPopped(intent: Intent) {
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false), intent: intent) == .right)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false), intent: intent) == .wrong)
  }

  @Test("hazard: the rule met with a hazard the technique caused; wrong stays wrong; unterminated-stroke is the trace's")
  func hazard() {
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false, hazards: [.rootFreeze]), intent: .noNavigation) == .hazard)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false, hazards: [.scrollConflict]), intent: .back) == .hazard)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false, hazards: [.scrollConflict]), intent: .scroll) == .wrong)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false, hazards: [.unterminatedStroke]), intent: .back) == .right)
    #expect(Hazard.allCases.filter { !$0.countsAgainstTechnique } == [.unterminatedStroke])
  }

  @Test("a trace file names its convention: read, written back, and checked")
  func conventionInTraceFiles() throws {
    let text = TraceEncoder.encodeJSON(Scenarios.rightEdgeSwipe)
    #expect(text.contains("\"convention\": \"android\""))
    let decoded = try TraceDecoder.decodeJSON(text).trace
    #expect(decoded.convention == .android)
    #expect(try TraceDecoder.decodeJSON(Array(text.utf8)).trace == decoded, "the streaming reader agrees")
    #expect(!TraceEncoder.encodeJSON(Scenarios.edgeSwipePastHalf).contains("convention"), "any is the default, left out")
    let bad = text.replacingOccurrences(of: "\"android\"", with: "\"windows\"")
    #expect(throws: TraceError.self) { try TraceDecoder.decodeJSON(bad) }
  }
}
