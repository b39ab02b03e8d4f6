import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesSupport

/// `backstrategies-score-state/1` writes every counter of an accumulator
/// (``ScoreAccumulator/counters``) under its name and reads each back into the same property.
@Suite("Score state counters")
struct ScoreStateCountersTests {
  @Test("an accumulator with a different value in every counter survives the state writer and reader")
  func accumulatorRoundTrip() throws {
    var scores = ScoreAccumulator()
    for (position, counter) in ScoreAccumulator.counters.enumerated() {
      scores[keyPath: counter.keyPath] = position + 1
    }
    let fastDecision = 120
    let slowDecision = 250
    let slowRuns = 4
    scores.decisionHistogram = [fastDecision: scores.decisions - slowRuns, slowDecision: slowRuns]
    scores.hazardRuns = [.scrollConflict: 2, .crash: 1]
    let text = ScoreStateJSON.accumulator(scores).render(pretty: false)
    let names = ScoreAccumulator.counters.map { "\"\($0.name)\":" }
    #expect(names.allSatisfy(text.contains), "every counter written under its name")
    let decoded = try ScoreStateJSON.accumulator(try JSONParser.parse(Array(text.utf8)), "overall")
    #expect(decoded == scores)
  }
}
