extension ScoreAccumulator {
  /// How one counter of two accumulators becomes the counter of their sum.
  package enum Combining: Sendable {
    /// The counts or sums add up.
    case sum
    /// The larger of the two is kept (a largest value seen).
    case largest
  }

  /// One whole-number total of an accumulator, as ``counters`` lists it: its name, where it is
  /// stored, how two of it combine, and how the scores document shows it.
  package struct Counter: Sendable {
    /// The stored property's name, which is also its key in `backstrategies-score-state/1`.
    package let name: String
    /// The stored property.
    package let keyPath: WritableKeyPath<ScoreAccumulator, Int> & Sendable
    /// How two accumulators' values of it combine.
    package let combining: Combining
    /// Its key under `counts` in `backstrategies-scores/2` and its place among those keys
    /// (0 first); `nil` when that document does not list it there.
    package let scoresCount: (name: String, position: Int)?
  }

  /// Every whole-number total of an accumulator, in the order `backstrategies-score-state/1`
  /// writes them; the runs per hazard and the decision-time histogram are not counters.
  ///
  /// A new counter is added to ``forEachCounter(_:)``, which merging, both JSON documents and
  /// the decoder read, and to ``combineCounters(_:)``, written out for speed (a test checks the
  /// two agree).
  package static let counters: [Counter] = {
    var table: [Counter] = []
    forEachCounter { name, keyPath, combining, scoresCount in
      table.append(Counter(name: name, keyPath: keyPath, combining: combining, scoresCount: scoresCount))
    }
    return table
  }()

  /// Calls `visit` with each counter's name, stored property, combining rule and place in the
  /// scores document, in ``counters`` order: the one place the counters are listed.
  // Why a function and not an array: docs/performance.md#scoring (once inlined, each literal
  // key path becomes a plain field access; a key path read from an array costs about 1 µs a run).
  @inline(__always)
  package static func forEachCounter(
    _ visit: (
      _ name: String, _ keyPath: WritableKeyPath<ScoreAccumulator, Int> & Sendable, _ combining: Combining,
      _ scoresCount: (name: String, position: Int)?
    ) -> Void
  ) {
    visit("traces", \.traces, .sum, nil)
    visit("tracesInReach", \.tracesInReach, .sum, ("inReach", 0))
    visit("labelled", \.labelled, .sum, ("labelled", 1))
    visit("fulfilled", \.fulfilled, .sum, ("fulfilled", 2))
    visit("judgedRight", \.judgedRight, .sum, nil)
    visit("judgedHazard", \.judgedHazard, .sum, nil)
    visit("backTraces", \.backTraces, .sum, ("back", 3))
    visit("backPopped", \.backPopped, .sum, ("backPopped", 4))
    visit("homeTraces", \.homeTraces, .sum, ("backToRoot", 5))
    visit("homeReached", \.homeReached, .sum, ("backToRootReached", 6))
    visit("nonBackTraces", \.nonBackTraces, .sum, ("notBack", 7))
    visit("nonBackPopped", \.nonBackPopped, .sum, ("notBackPopped", 8))
    visit("stayStarted", \.stayStarted, .sum, ("stayStarted", 9))
    visit("stayKept", \.stayKept, .sum, ("stayKept", 10))
    visit("runsWithHazards", \.runsWithHazards, .sum, ("runsWithHazards", 11))
    visit("decisions", \.decisions, .sum, ("decisions", 12))
    visit("trackedRuns", \.trackedRuns, .sum, ("trackedRuns", 13))
    visit("trackingErrorMillipoints", \.trackingErrorMillipoints, .sum, nil)
    visit("screenshotBytes", \.screenshotBytes, .sum, nil)
    visit("largestScreenshotBytes", \.largestScreenshotBytes, .largest, ("largestScreenshotBytes", 15))
    visit("runsWithScreenshots", \.runsWithScreenshots, .sum, ("runsWithScreenshots", 14))
  }

  /// Combines every counter of `other` into this accumulator's (``Combining``); the runs per
  /// hazard and the histogram are left to the caller.
  ///
  /// Written out field by field, the one place besides ``forEachCounter(_:)`` that names the
  /// counters: a corpus adds every run this way, and a debug build (every `swift test`) reads a
  /// key path through the generic key-path machinery at each use, 42 times a run, where a
  /// release build folds each to a field access. `ScoreCountersTests.mergeCombinesEveryCounter`
  /// checks every counter of ``forEachCounter(_:)`` against its rule, so a counter added there and
  /// not here fails it.
  mutating func combineCounters(_ other: ScoreAccumulator) {
    traces += other.traces
    tracesInReach += other.tracesInReach
    labelled += other.labelled
    fulfilled += other.fulfilled
    judgedRight += other.judgedRight
    judgedHazard += other.judgedHazard
    backTraces += other.backTraces
    backPopped += other.backPopped
    homeTraces += other.homeTraces
    homeReached += other.homeReached
    nonBackTraces += other.nonBackTraces
    nonBackPopped += other.nonBackPopped
    stayStarted += other.stayStarted
    stayKept += other.stayKept
    runsWithHazards += other.runsWithHazards
    decisions += other.decisions
    trackedRuns += other.trackedRuns
    trackingErrorMillipoints += other.trackingErrorMillipoints
    screenshotBytes += other.screenshotBytes
    largestScreenshotBytes = max(largestScreenshotBytes, other.largestScreenshotBytes)
    runsWithScreenshots += other.runsWithScreenshots
  }
}
