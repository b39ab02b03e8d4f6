import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The 95 % Wilson score interval against published values (how rates print:
/// BackStrategiesReportTests/ScoreFormattingTests.swift).
@Suite("Proportion")
struct ProportionTests {
  /// count, of, low, high: Newcombe (1998), Table I, method 3 (the Wilson score interval without
  /// continuity correction), to its four decimals; 0/10, 5/10 and 10/10 worked by hand from
  /// Wilson's formula with z = 1.96 (z²/(n + z²) = 0.2775 for 0 of 10).
  static let published: [(Int, Int, Double, Double)] = [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0000, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (0, 10, 0.0000, 0.2775),
    (5, 10, 0.2366, 0.7634),
    (10, 10, 0.7225, 1.0000),
  ]

  @Test("the Wilson interval matches published values to four decimals", arguments: published)
  func wilson(count: Int, of: Int, low: Double, high: Double) throws {
    let interval = try #require(Proportion(count: count, of: of).interval)
    #expect(abs(interval.low - low) < 0.00005, "low \(interval.low)")
    #expect(abs(interval.high - high) < 0.00005, "high \(interval.high)")
  }

  @Test("nothing measured has no value and no interval; the ends are exact at 0 and at all")
  func edges() {
    #expect(Proportion(count: 0, of: 0).value == nil && Proportion(count: 0, of: 0).interval == nil)
    #expect(Proportion(count: 0, of: 7).low == 0 && Proportion(count: 7, of: 7).high == 1)
    #expect(Proportion(count: 3, of: 7).value == 3.0 / 7)
    #expect(Proportion(count: 95, of: 100).overlaps(Proportion(count: 93, of: 100)))
    #expect(!Proportion(count: 95, of: 100).overlaps(Proportion(count: 60, of: 100)))
    #expect(!Proportion(count: 0, of: 0).overlaps(Proportion(count: 1, of: 2)))
  }
}
