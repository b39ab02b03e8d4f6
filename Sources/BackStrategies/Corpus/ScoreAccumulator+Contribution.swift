extension ScoreAccumulator {
  // Why: docs/performance.md#scoring
  /// What one run adds to an accumulator, worked out once: a corpus adds each run to several
  /// accumulators (overall, its family, each of its facets, its evidence).
  package struct Contribution: Sendable {
    /// The run as an accumulator of one trace: every counter (``ScoreAccumulator/counters``)
    /// is what the run adds to the total of the same name; its runs per hazard and histogram
    /// stay empty (``hazards`` and ``decisionMilliseconds`` hold them).
    var counts = ScoreAccumulator()
    /// The run's hazards, each counted once in ``ScoreAccumulator/hazardRuns``.
    var hazards: [Hazard]
    /// The run's decision time, counted in ``ScoreAccumulator/decisionHistogram``; `nil` when
    /// no back transition was decided.
    var decisionMilliseconds: Int?

    /// The contribution of the run `summary`, over a trace labelled `intent` (`nil`: unlabelled).
    package init(_ summary: RunSummary, intent: Intent?) {
      hazards = summary.hazards
      decisionMilliseconds = summary.decisionMilliseconds
      counts.traces = 1
      if summary.inReach { counts.tracesInReach = 1 }
      if !summary.hazards.isEmpty { counts.runsWithHazards = 1 }
      if summary.decisionMilliseconds != nil { counts.decisions = 1 }
      if let tracking = summary.trackingErrorMillipoints {
        counts.trackedRuns = 1
        counts.trackingErrorMillipoints = tracking
      }
      counts.screenshotBytes = summary.screenshotBytes
      counts.largestScreenshotBytes = summary.screenshotBytes
      if summary.screenshotBytes > 0 { counts.runsWithScreenshots = 1 }
      guard let intent else { return }
      counts.labelled = 1
      let facts = summary.facts
      let fulfils = Verdict.meetsRule(facts, intent: intent)
      if fulfils { counts.fulfilled = 1 }
      switch Verdict(facts, intent: intent) {
      case .right: counts.judgedRight = 1
      case .hazard: counts.judgedHazard = 1
      case .wrong, .notApplicable: break
      }
      switch intent {
      case .back:
        counts.backTraces = 1
        if fulfils { counts.backPopped = 1 }
      case .backToRoot:
        counts.homeTraces = 1
        if summary.reachedRoot { counts.homeReached = 1 }
      case .stay, .scroll, .noNavigation:
        counts.nonBackTraces = 1
        if summary.screensPopped > 0 { counts.nonBackPopped = 1 }
        if intent == .stay && summary.started {
          counts.stayStarted = 1
          if summary.screensPopped == 0 { counts.stayKept = 1 }
        }
      }
    }
  }

  /// Adds one run's contribution (the same totals as ``add(_:intent:)`` of its summary).
  package mutating func add(_ run: Contribution) {
    combineCounters(run.counts)
    if !run.hazards.isEmpty {
      // Room for every hazard at once: growing one entry at a time rehashes at each doubling.
      if hazardRuns.isEmpty { hazardRuns.reserveCapacity(Hazard.allCases.count) }
      for hazard in run.hazards { hazardRuns[hazard, default: 0] += 1 }
    }
    if let milliseconds = run.decisionMilliseconds {
      if decisionHistogram.isEmpty { decisionHistogram.reserveCapacity(Self.histogramStartCapacity) }
      decisionHistogram[milliseconds, default: 0] += 1
    }
  }

  // Why: docs/performance.md ("Helper C")
  /// The distinct decision times a ``decisionHistogram`` has room for once it holds its first
  /// run: what a dictionary of 16 buckets holds (three quarters of them), so that it does not
  /// grow (allocating anew and rehashing every entry) at 1, 2, 3 and 6 entries, and takes no
  /// more memory than it would once grown to 7. A family's histogram in a generated corpus of a
  /// few hundred traces stays within it; larger ones grow from there. Only capacity: the
  /// entries, and every total and score, are the same. (Room for 64 made `recommend
  /// --generate 2000` peak 10 MB higher: thousands of histograms, most of them small.)
  static let histogramStartCapacity = 12
}
