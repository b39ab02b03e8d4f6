import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Proportions (BackStrategiesTests/ProportionTests.swift) as the tables and JSON write them.
@Suite("Proportions as the reports write them")
struct ScoreFormattingTests {
  @Test("tables print 62% (58–66); JSON an object with the counts")
  func formatting() {
    #expect(ScoreFormatting.rate(Proportion(count: 81, of: 263)) == "31% (25–37)", "bounds rounded outwards")
    #expect(ScoreFormatting.rate(Proportion(count: 2000, of: 2000)) == "100% (99–100)")
    #expect(ScoreFormatting.rate(Proportion(count: 29, of: 50)) == "58% (44–71)")
    #expect(ScoreFormatting.rate(Proportion(count: 2, of: 250)) == "0.8% (0.2–2.9)")
    #expect(ScoreFormatting.rate(Proportion(count: 0, of: 0)) == "n/a")
    #expect(ScoresJSON.rate(Proportion(count: 5, of: 10)).render(pretty: false) == #"{"value":0.5,"low":0.236593,"high":0.763407,"count":5,"of":10}"#)
    #expect(ScoresJSON.rate(Proportion(count: 0, of: 0)).render(pretty: false) == #"{"value":null,"low":null,"high":null,"count":0,"of":0}"#)
  }
}
