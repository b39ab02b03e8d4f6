import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The percentile the calibration uses and the rank map of scroll durations (the calibration
/// itself, against imported recordings: StrategyCompareCLITests/CorpusOverrideTests.swift).
@Suite("Corpus ranges")
struct CorpusRangesTests {
  @Test("percentiles interpolate between ranks (type 7)")
  func percentile() {
    #expect(StrokeStatistics.percentile([1, 2, 3, 4, 5], 0.5) == 3)
    #expect(StrokeStatistics.percentile([0, 10], 0.1) == 1)
  }

  @Test("a scroll's tied duration rank: the shortest 30 % of travels take the longest durations, the rest in order")
  func scrollDurationRank() {
    let share = CorpusRanges.scrollSlowShortShare
    // Below the share: the shortest travel takes the longest duration, reversed.
    #expect(CorpusRanges.scrollDurationRank(travelRank: 0) == 1)
    #expect(CorpusRanges.scrollDurationRank(travelRank: share / 2) > CorpusRanges.scrollDurationRank(travelRank: share * 0.9))
    // At and above it: from the shortest duration up, in order of travel.
    #expect(CorpusRanges.scrollDurationRank(travelRank: share) == 0)
    #expect(CorpusRanges.scrollDurationRank(travelRank: 0.9) > CorpusRanges.scrollDurationRank(travelRank: 0.6))
    // The map keeps a uniform rank uniform: each tenth of the durations is hit by a tenth of the travels.
    var tenths = Array(repeating: 0, count: 10)
    for step in 0..<1_000 {
      let rank = CorpusRanges.scrollDurationRank(travelRank: (Double(step) + 0.5) / 1_000)
      tenths[min(9, Int(rank * 10))] += 1
    }
    #expect(tenths.allSatisfy { $0 == 100 }, "\(tenths)")
  }
}
