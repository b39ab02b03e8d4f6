import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Scores: exact arithmetic on hand-made run summaries, known answers on a tiny hand-made corpus,
/// order independence, streaming in bounded batches, and start regions read from what a
/// strategy installs (serial = parallel and out of reach, checked through the scores' JSON and
/// table: BackStrategiesReportTests/ScoresOutputTests.swift).
@Suite("Corpus scoring")
struct CorpusScoringTests {
  static func summary(
    popped: Int = 0, root: Bool = false, started: Bool = false, hazards: [Hazard] = [], decision: Int? = nil,
    tracking: Int? = nil, bytes: Int = 0
  ) -> RunSummary {
    RunSummary(
      outcome: popped > 0 ? .pop : (started ? .cancel : .unchanged), screensPopped: popped, reachedRoot: root, started: started,
      inReach: started || popped > 0, hazards: hazards, decisionMilliseconds: decision, trackingErrorMillipoints: tracking,
      screenshotBytes: bytes)
  }

  /// Seven run summaries whose scores are worked out by hand below.
  static let handMade: [(RunSummary, Intent?)] = [
    (summary(popped: 1, started: true, decision: 300, tracking: 1_500), .back),
    (summary(started: true, decision: 200, tracking: 500), .back),
    (summary(started: true, decision: 400), .stay),
    (summary(popped: 1, started: true, decision: 500), .stay),
    (summary(), .scroll),
    (summary(popped: 1, started: true, hazards: [.nestedTransition, .scrollConflict], bytes: 4_000), Intent.noNavigation),
    (summary(popped: 2, root: true, started: true, bytes: 2_000), .backToRoot),
  ]

  @Test("scores of a hand-made set of run summaries")
  func handMadeScores() {
    var scores = ScoreAccumulator()
    for (summary, intent) in Self.handMade { scores.add(summary, intent: intent) }
    #expect(scores.traces == 7)
    #expect(scores.backRecall == 0.5)
    #expect(scores.homeRecall == 1)
    #expect(scores.falseBackRate == 0.5)  // the stay that popped and the none that popped, of 4
    #expect(scores.cancelCorrectness == 0.5)
    // Right: the back that popped, the stay that kept, the scroll, the backToRoot that reached the root.
    #expect(scores.fulfilled == 4)
    #expect(scores.accuracy == 4.0 / 7.0)
    #expect(scores.hazardsPerThousand == 2000.0 / 7.0)
    #expect(scores.hazardRate == 1.0 / 7.0)
    #expect(scores.medianDecisionTime == 0.35)  // 200, 300, 400, 500 ms
    #expect(scores.meanTrackingError == 1.0)
    #expect(scores.meanScreenshotBytes == 6_000.0 / 7.0)
    #expect(scores.screenshotFreeRate == 5.0 / 7.0)
    #expect(scores.reach == 6.0 / 7.0)
  }

  @Test("the median is exact for odd and even counts", arguments: [
    ([120], 0.12), ([100, 300], 0.2), ([5, 5, 900], 0.005), ([1, 2, 3, 4, 1000, 1000], 0.0035),
  ])
  func median(milliseconds: [Int], expected: Double) {
    var scores = ScoreAccumulator()
    for value in milliseconds.reversed() { scores.add(Self.summary(decision: value), intent: nil) }
    #expect(scores.medianDecisionTime == expected)
  }

  @Test("folding in any order or merging any split gives identical totals")
  func orderIndependence() {
    var inOrder = ScoreAccumulator()
    for (summary, intent) in Self.handMade { inOrder.add(summary, intent: intent) }
    var reversed = ScoreAccumulator()
    for (summary, intent) in Self.handMade.reversed() { reversed.add(summary, intent: intent) }
    var left = ScoreAccumulator()
    var right = ScoreAccumulator()
    for (index, (summary, intent)) in Self.handMade.enumerated() {
      if index % 3 == 0 { left.add(summary, intent: intent) } else { right.add(summary, intent: intent) }
    }
    right.merge(left)
    #expect(reversed == inOrder)
    #expect(right == inOrder)
  }

  static let catalog = StrategyCatalog.builtIn
  static let edgePresets = ["system-edge:shipped", "system-edge:delegate-self", "system-edge:guarded"]

  @Test("known answers on a tiny hand-made corpus of built-in scenarios")
  func tinyCorpus() throws {
    // Back past half (pops with every preset), a custom back button (shipped refuses, the
    // delegate presets pop), a swipe on the root (delegate-self freezes), a tap (nothing).
    let corpus = [Scenarios.edgeSwipePastHalf, Scenarios.customBackButton, Scenarios.swipeOnRoot, Scenarios.tap]
    let selections = try Self.edgePresets.map { try Self.catalog.select($0) }
    // iOS 18: the edge swipe alone, which listens at the back edge only.
    let scores = try CorpusScorer(selections: selections, options: RunOptions(ios: .iOS18)).score(corpus)
    #expect(scores.traces == 4)
    #expect(scores.intentCounts == [.back: 2, .noNavigation: 2])
    let shipped = try #require(scores.scorecard(for: "system-edge:shipped")).overall
    let delegate = try #require(scores.scorecard(for: "system-edge:delegate-self")).overall
    let guarded = try #require(scores.scorecard(for: "system-edge:guarded")).overall
    #expect(shipped.backRecall == 0.5)
    #expect(delegate.backRecall == 1)
    #expect(guarded.backRecall == 1)
    for overall in [shipped, delegate, guarded] {
      #expect(overall.falseBackRate == 0)
      #expect(overall.homeRecall == nil && overall.cancelCorrectness == nil)
      #expect(overall.meanScreenshotBytes == 0)
      #expect(overall.reach == 0.75)  // the tap lands mid-screen
    }
    #expect(shipped.hazardsPerThousand == 0 && guarded.hazardsPerThousand == 0)
    #expect(delegate.hazardRuns == [.rootFreeze: 1])
    #expect(delegate.hazardsPerThousand == 250)
    #expect(shipped.decisions == 1, "\(shipped.decisionHistogram)")
    // The frozen pop on the root is decided at the release too; it just never ends.
    #expect(delegate.decisions == 3, "\(delegate.decisionHistogram)")
    #expect(scores.scorecards.allSatisfy { $0.regions == [.backEdge] })
    // iOS 26: the content swipe listens everywhere, so the tap is in reach too.
    let ios26 = try CorpusScorer(selections: selections, options: RunOptions(ios: .iOS26)).score(corpus)
    #expect(ios26.scorecards.allSatisfy { $0.regions == Set(StartRegion.allCases) && $0.overall.reach == 1 })
  }

  @Test("start regions come from what a strategy installs, built-in or registered")
  func regionsFromInstall() throws {
    var catalog = StrategyCatalog.builtIn
    try catalog.register(ProbeStrategy.self)
    var scene = Scenarios.edgeSwipePastHalf.scene
    scene.device.ios = .iOS18
    #expect(try catalog.select("system-edge").startRegions(in: scene) == [.backEdge])
    #expect(try catalog.select("edge-bulge").startRegions(in: scene) == [.backEdge, .forwardEdge])
    #expect(try catalog.select("target-forwarding").startRegions(in: scene) == Set(StartRegion.allCases))
    #expect(try catalog.select("probe").startRegions(in: scene) == [.backEdge])
    // iOS 26: every technique in a navigation controller has the content swipe, which listens
    // everywhere; Flutter's and Android's hosts have none.
    scene.device.ios = .iOS26
    #expect(try catalog.select("system-edge").startRegions(in: scene) == Set(StartRegion.allCases))
    #expect(try catalog.select("edge-bulge").startRegions(in: scene) == Set(StartRegion.allCases))
    #expect(try catalog.select("cupertino").startRegions(in: scene) == [.backEdge], "its pans declare Flutter's strip (ReachTests)")
    #expect(try catalog.select("predictive-back").startRegions(in: scene) == [.backEdge, .forwardEdge], "Android's insets at both edges")
    let panOnly = GestureSetup(systemBackGesture: .disabled, recognizers: [RecognizerSpec(id: "pan", kind: .pan, host: .topScreen)])
    #expect(panOnly.startRegions(device: scene.device) == Set(StartRegion.allCases))
    let rightEdge = GestureSetup(
      systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: [RecognizerSpec(id: "e", kind: .screenEdge(.right), host: .window)])
    #expect(rightEdge.startRegions(device: Device(layoutDirection: .rightToLeft)) == [.backEdge])
    #expect(!rightEdge.installsContentSwipe(on: .iOS26) && !GestureSetup().installsContentSwipe(on: .iOS18))
    #expect(GestureSetup(systemBackGesture: .disabled).startRegions(device: Device(ios: .iOS26)) == Set(StartRegion.allCases))
    #expect(GestureSetup(contentSwipe: .noNavigationController).startRegions(device: Device(ios: .iOS26)).isEmpty)
    #expect(StartRegion(location: Point(x: 13, y: 400), device: Device()) == .backEdge)
    #expect(StartRegion(location: Point(x: 13.5, y: 400), device: Device()) == .interior)
    #expect(StartRegion(location: Point(x: 380, y: 400), device: Device()) == .forwardEdge)
  }

  /// Counts entries pulled from the lazy sequence and folded by the scorer.
  final class Counter {
    var pulled = 0
    var folded = 0
    var mostInFlight = 0
    var largestBatch = 0
  }

  @Test("a large corpus streams through in bounded batches")
  func streaming() throws {
    let counter = Counter()
    let total = 3_000
    let batchSize = 32
    let generator = CorpusGenerator(seed: 4, families: [.tap, .leftwardSwipe])
    let entries = (0..<total).lazy.map { index -> CorpusEntry in
      counter.pulled += 1
      counter.mostInFlight = max(counter.mostInFlight, counter.pulled - counter.folded)
      return CorpusEntry.generated(generator, index: index)
    }
    let scorer = CorpusScorer(selections: [try Self.catalog.select("system-edge")], batchSize: batchSize)
    let scores = try scorer.score(
      entries,
      evaluateBatch: { batch in
        counter.largestBatch = max(counter.largestBatch, batch.count)
        return batch.map(scorer.evaluate)
      },
      afterEachBatch: { scores, _ in counter.folded = scores.traces })
    #expect(scores.traces == total)
    #expect(counter.pulled == total)
    #expect(counter.largestBatch == batchSize)
    #expect(counter.mostInFlight <= batchSize, "never more than one batch of traces alive")
  }

  @Test("an invalid entry stops the run naming its place, or is skipped and counted")
  func invalidEntries() throws {
    var bad = Scenarios.tap
    bad.touches[1].t = -1
    let entries = [
      CorpusEntry(location: "a", source: .trace(Scenarios.tap)),
      CorpusEntry(location: "corpus.jsonl: line 2", source: .trace(bad)),
      CorpusEntry(location: "corpus.jsonl: line 3", source: .jsonLine(Array(#"{"format": "backstrategies-trace/1", x}"#.utf8))),
      CorpusEntry(location: "d", source: .trace(Scenarios.edgeSwipePastHalf)),
    ]
    let selections = [try Self.catalog.select("system-edge")]
    #expect(throws: CorpusError.self) { try CorpusScorer(selections: selections).score(entries) }
    do {
      _ = try CorpusScorer(selections: selections).score(entries)
    } catch {
      #expect(error.description == "corpus.jsonl: line 2: touches[1].t: time must not be negative (-1.000)")
    }
    let skipped = try CorpusScorer(selections: selections, skipsInvalid: true).score(entries)
    #expect(skipped.traces == 2 && skipped.skipped == 2)
    #expect(skipped.skippedExamples.map(\.location) == ["corpus.jsonl: line 2", "corpus.jsonl: line 3"])
    #expect(skipped.skippedExamples[1].error.place.hasPrefix("column "))
    // One position format everywhere: the line of the location and the column join as
    // `line 3, column 40`, as a whole file's syntax error says `line L, column C`.
    #expect(skipped.skippedExamples[1].description.hasPrefix("corpus.jsonl: line 3, column 38: "))
    #expect(skipped.skippedExamples[0].description.hasPrefix("corpus.jsonl: line 2: touches[1].t: "))
    #expect(SourcePosition.joined("a.jsonl: " + SourcePosition.line(7), SourcePosition.column(3) + ": x") == "a.jsonl: line 7, column 3: x")
    #expect(SourcePosition(line: 7, column: 3).description == SourcePosition.line(7) + ", " + SourcePosition.column(3))
  }

  @Test("families are read from trace names; unknown stems are kept apart up to a limit")
  func families() {
    #expect(GestureFamily.stem(ofTraceNamed: "edge-slow-17") == "edge-slow")
    #expect(GestureFamily.stem(ofTraceNamed: "edge-swipe-past-half") == "edge-swipe-past-half")
    #expect(GestureFamily.stem(ofTraceNamed: "-3") == "-3")
    #expect(GestureFamily(traceName: "tap-0") == .tap)
    var scores = CorpusScores(strategies: [])
    for index in 0..<(CorpusScores.maximumFamilies + 5) {
      let label = TraceLabel(intent: .noNavigation, family: "f\(index)", facets: [], region: nil)
      let evaluated = EvaluatedTrace(trace: Scenarios.tap, label: label, summaries: [], regions: [])
      try? scores.fold(TraceEvaluation(location: "x", result: .success(evaluated)), skipsInvalid: false)
    }
    #expect(scores.familyCounts.count == CorpusScores.maximumFamilies + 1)
    #expect(scores.familyCounts[CorpusScores.otherFamily] == 5)
  }
}
