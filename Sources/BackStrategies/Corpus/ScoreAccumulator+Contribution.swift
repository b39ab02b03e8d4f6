extension ScoreAccumulator {
  // Why: docs/performance.md#scoring
  /// What one run adds to an accumulator, worked out once: a corpus adds each run to several
  /// accumulators (overall, its family, each of its facets, its evidence).
  package struct Contribution: Sendable {
    // Each count is 0 or 1: what the run adds to the total of the same name.
    var inReach = 0
    var labelled = 0
    var fulfilled = 0
    var judgedRight = 0
    var judgedHazard = 0
    var backTraces = 0
    var backPopped = 0
    var homeTraces = 0
    var homeReached = 0
    var nonBackTraces = 0
    var nonBackPopped = 0
    var stayStarted = 0
    var stayKept = 0
    var hazards: [Hazard]
    var decisionMilliseconds: Int?
    var trackingErrorMillipoints: Int?
    var screenshotBytes: Int

    /// The contribution of `verdict`, over a trace labelled `intent` (`nil`: unlabelled).
    package init(_ verdict: RunSummary, intent: Intent?) {
      hazards = verdict.hazards
      decisionMilliseconds = verdict.decisionMilliseconds
      trackingErrorMillipoints = verdict.trackingErrorMillipoints
      screenshotBytes = verdict.screenshotBytes
      if verdict.inReach { inReach = 1 }
      guard let intent else { return }
      labelled = 1
      let facts = verdict.facts
      let fulfils = Verdict.meetsRule(facts, intent: intent)
      if fulfils { fulfilled = 1 }
      switch Verdict(facts, intent: intent) {
      case .right: judgedRight = 1
      case .hazard: judgedHazard = 1
      case .wrong, .notApplicable: break
      }
      switch intent {
      case .back:
        backTraces = 1
        if fulfils { backPopped = 1 }
      case .backToRoot:
        homeTraces = 1
        if verdict.reachedRoot { homeReached = 1 }
      case .stay, .scroll, .noNavigation:
        nonBackTraces = 1
        if verdict.screensPopped > 0 { nonBackPopped = 1 }
        if intent == .stay && verdict.started {
          stayStarted = 1
          if verdict.screensPopped == 0 { stayKept = 1 }
        }
      }
    }
  }

  /// Adds one run's contribution (the same totals as ``add(_:intent:)`` of its verdict).
  package mutating func add(_ run: Contribution) {
    traces += 1
    tracesInReach += run.inReach
    labelled += run.labelled
    fulfilled += run.fulfilled
    judgedRight += run.judgedRight
    judgedHazard += run.judgedHazard
    backTraces += run.backTraces
    backPopped += run.backPopped
    homeTraces += run.homeTraces
    homeReached += run.homeReached
    nonBackTraces += run.nonBackTraces
    nonBackPopped += run.nonBackPopped
    stayStarted += run.stayStarted
    stayKept += run.stayKept
    if !run.hazards.isEmpty { runsWithHazards += 1 }
    for hazard in run.hazards { hazardRuns[hazard, default: 0] += 1 }
    if let milliseconds = run.decisionMilliseconds {
      decisions += 1
      decisionHistogram[milliseconds, default: 0] += 1
    }
    if let tracking = run.trackingErrorMillipoints {
      trackedRuns += 1
      trackingErrorMillipoints += tracking
    }
    screenshotBytes += run.screenshotBytes
    largestScreenshotBytes = max(largestScreenshotBytes, run.screenshotBytes)
    if run.screenshotBytes > 0 { runsWithScreenshots += 1 }
  }
}
