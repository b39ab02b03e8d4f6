/// Running totals of one strategy's runs (their ``RunSummary``s) over a group of traces (the
/// whole corpus, one family, one facet), from which every score is computed.
///
/// **Exact and order-independent.** Everything is an integer count or sum: times in whole
/// milliseconds, tracking errors in thousandths of a point, bytes. Decision times are kept as a
/// histogram of milliseconds (a multiset: at most one entry per distinct millisecond, bounded
/// by the longest decision, not by the number of traces), so the median is exact too. Adding
/// runs in any order, or merging accumulators of any split of the corpus, gives identical
/// totals and identical scores, which is what lets a parallel run equal a serial one.
public struct ScoreAccumulator: Hashable, Sendable, Codable {
  /// Traces added.
  public package(set) var traces = 0
  /// Traces that touched down where the strategy listens.
  public package(set) var tracesInReach = 0
  /// Traces with an intent.
  public package(set) var labelled = 0
  /// Labelled traces whose run did what the intent asked (``RunSummary/fulfils(_:)``).
  public package(set) var fulfilled = 0
  /// Labelled traces whose verdict is ``Verdict/right`` (their rule met, no hazard), and those
  /// whose verdict is ``Verdict/hazard``; the rest of ``labelled`` are ``Verdict/wrong``.
  public package(set) var judgedRight = 0
  /// See ``judgedRight``.
  public package(set) var judgedHazard = 0
  /// Traces with intent `back`, and those that popped exactly one screen.
  public package(set) var backTraces = 0
  /// See ``backTraces``.
  public package(set) var backPopped = 0
  /// Traces with intent `backToRoot`, and those that ended on the root.
  public package(set) var homeTraces = 0
  /// See ``homeTraces``.
  public package(set) var homeReached = 0
  /// Traces with intent `scroll`, `stay` or `none`, and those that popped anything.
  public package(set) var nonBackTraces = 0
  /// See ``nonBackTraces``.
  public package(set) var nonBackPopped = 0
  /// Traces with intent `stay` whose back gesture started, and those that then popped nothing.
  public package(set) var stayStarted = 0
  /// See ``stayStarted``.
  public package(set) var stayKept = 0
  /// Runs with at least one hazard.
  public package(set) var runsWithHazards = 0
  /// Runs that had each hazard.
  public package(set) var hazardRuns: [Hazard: Int] = [:]
  /// Decision times: milliseconds → how many runs decided after that long.
  public package(set) var decisionHistogram: [Int: Int] = [:]
  /// Runs with a decided back transition.
  public package(set) var decisions = 0
  /// Runs with an interactive back transition, and the sum of their tracking errors in
  /// thousandths of a point.
  public package(set) var trackedRuns = 0
  /// See ``trackedRuns``.
  public package(set) var trackingErrorMillipoints = 0
  /// Sum and largest of each run's peak screenshot memory (``RunMetrics/screenshotBytes``), in
  /// bytes, and the runs that held any.
  public package(set) var screenshotBytes = 0
  /// See ``screenshotBytes``.
  public package(set) var largestScreenshotBytes = 0
  /// See ``screenshotBytes``.
  public package(set) var runsWithScreenshots = 0

  /// An empty accumulator.
  public init() {}

  /// Adds one run, as its ``RunSummary``, over a trace labelled `intent` (`nil`: unlabelled).
  public mutating func add(_ summary: RunSummary, intent: Intent?) {
    add(Contribution(summary, intent: intent))
  }

  /// Adds everything `other` holds (the result is the same as adding its runs one by one).
  public mutating func merge(_ other: ScoreAccumulator) {
    combineCounters(other)
    hazardRuns.merge(other.hazardRuns, uniquingKeysWith: +)
    decisionHistogram.merge(other.decisionHistogram, uniquingKeysWith: +)
  }

  // MARK: Scores (nil when nothing was measured)

  /// Share of traces that touched down where the strategy listens.
  public var reach: Double? { ratio(tracesInReach, traces) }
  /// Share of labelled traces whose run did what the intent asked.
  public var accuracy: Double? { ratio(fulfilled, labelled) }
  /// Share of labelled traces whose verdict is ``Verdict/right``.
  public var rightShare: Double? { ratio(judgedRight, labelled) }
  /// Share of labelled traces whose verdict is ``Verdict/hazard``.
  public var hazardShare: Double? { ratio(judgedHazard, labelled) }
  /// Back recall: share of `back` traces that popped exactly one screen.
  public var backRecall: Double? { ratio(backPopped, backTraces) }
  /// Home recall: share of `backToRoot` traces that ended on the root.
  public var homeRecall: Double? { ratio(homeReached, homeTraces) }
  /// False-back rate: share of `scroll`, `stay` and `none` traces that popped anything.
  public var falseBackRate: Double? { ratio(nonBackPopped, nonBackTraces) }
  /// Cancel correctness: share of `stay` traces whose back gesture started that popped nothing.
  public var cancelCorrectness: Double? { ratio(stayKept, stayStarted) }
  /// Runs with each hazard counted once, per 1 000 traces (all hazards together).
  public var hazardsPerThousand: Double? {
    ratio(hazardRuns.values.reduce(0, +) * Self.perThousand, traces)
  }
  /// Share of runs with at least one hazard.
  public var hazardRate: Double? { ratio(runsWithHazards, traces) }
  /// Median time from touch-down to the first back transition's decision, in seconds (exact
  /// to the millisecond; the mean of the two middle values for an even count).
  public var medianDecisionTime: Double? {
    guard decisions > 0 else { return nil }
    let lower = (decisions - 1) / 2
    let upper = decisions / 2
    var seen = 0
    var lowerValue: Int?
    for milliseconds in decisionHistogram.keys.sorted() {
      seen += decisionHistogram[milliseconds]!
      if lowerValue == nil && seen > lower { lowerValue = milliseconds }
      if seen > upper {
        return Double(lowerValue! + milliseconds) / 2 / RunSummary.millisecondsPerSecond
      }
    }
    return nil
  }
  /// Mean tracking error of runs with an interactive back transition, in points.
  public var meanTrackingError: Double? {
    ratio(trackingErrorMillipoints, trackedRuns).map { $0 / RunSummary.millipointsPerPoint }
  }
  /// Mean peak screenshot memory of a run, in bytes.
  public var meanScreenshotBytes: Double? { ratio(screenshotBytes, traces) }
  /// Share of runs that never held a screenshot.
  public var screenshotFreeRate: Double? { ratio(traces - runsWithScreenshots, traces) }

  // MARK: Shares with their counts and 95 % intervals (``Proportion``)

  /// ``reach`` as a proportion: traces in reach of traces.
  public var reachProportion: Proportion { Proportion(count: tracesInReach, of: traces) }
  /// ``accuracy`` as a proportion: fulfilled of labelled.
  public var accuracyProportion: Proportion { Proportion(count: fulfilled, of: labelled) }
  /// ``rightShare`` as a proportion: judged right of labelled.
  public var rightProportion: Proportion { Proportion(count: judgedRight, of: labelled) }
  /// ``hazardShare`` as a proportion: judged hazard of labelled.
  public var hazardVerdictProportion: Proportion { Proportion(count: judgedHazard, of: labelled) }
  /// ``backRecall`` as a proportion: back swipes that popped one screen of back swipes.
  public var backRecallProportion: Proportion { Proportion(count: backPopped, of: backTraces) }
  /// ``homeRecall`` as a proportion: backToRoot gestures that reached the root of them all.
  public var homeRecallProportion: Proportion { Proportion(count: homeReached, of: homeTraces) }
  /// ``falseBackRate`` as a proportion: scroll, stay and none gestures that popped of them all.
  public var falseBackProportion: Proportion { Proportion(count: nonBackPopped, of: nonBackTraces) }
  /// ``cancelCorrectness`` as a proportion: started stay gestures that kept the screen of them all.
  public var cancelProportion: Proportion { Proportion(count: stayKept, of: stayStarted) }
  /// ``hazardRate`` as a proportion: runs with a hazard of runs.
  public var hazardRunProportion: Proportion { Proportion(count: runsWithHazards, of: traces) }
  /// ``screenshotFreeRate`` as a proportion: runs that held no screenshot of runs.
  public var screenshotFreeProportion: Proportion { Proportion(count: traces - runsWithScreenshots, of: traces) }

  /// 1 000: hazards are reported per thousand traces.
  public static let perThousand = 1000

  private func ratio(_ part: Int, _ whole: Int) -> Double? {
    whole == 0 ? nil : Double(part) / Double(whole)
  }
}
