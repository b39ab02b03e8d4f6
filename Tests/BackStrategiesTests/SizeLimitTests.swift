import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Size: a million samples run without a timeline being built, a timeline never grows past
/// its limit, and long traces are refused at the documented limit (docs/robustness.md).
@Suite("Size limits")
struct SizeLimitTests {
  /// Samples in the big trace.
  static let sampleCount = 1_000_000
  /// Samples per stroke: each stroke is a quarter-second edge swipe at 2 kHz.
  static let strokeLength = 500
  /// Time between samples, in seconds: the trace lasts 500 s, under the 10-minute limit.
  static let interval = 0.0005

  /// A million samples: 2,000 edge swipes from the left edge to past half the width.
  static func bigTrace() -> Trace {
    var touches: [TouchSample] = []
    touches.reserveCapacity(sampleCount)
    for index in 0..<sampleCount {
      let step = index % strokeLength
      let phase: TouchPhase = step == 0 ? .began : (step == strokeLength - 1 ? .ended : .moved)
      touches.append(TouchSample(t: Double(index) * interval, x: 2 + Double(step) * 0.5, y: 420, phase: phase))
    }
    return Trace(name: "million", scene: .twoScreens, touches: touches)
  }

  @Test("a 1,000,000-sample trace runs every default strategy without materialising a timeline")
  func millionSamples() async throws {
    let trace = Self.bigTrace()
    try trace.validate()
    #expect(trace.touches.count == Self.sampleCount)
    #expect(trace.timelineFrameBound() > RunOptions.maximumTimelineFrames)
    let selections = StrategyCatalog.builtIn.defaultSelections
    let results = await withTaskGroup(of: RunResult.self) { group in
      for selection in selections { group.addTask { selection.run(on: trace) } }
      var results: [RunResult] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == selections.count)
    for result in results {
      #expect(result.frames == nil)
      // Memory beyond the trace grows with transitions and hazards, at most a few per stroke.
      #expect(result.transitions.count <= Self.sampleCount / Self.strokeLength)
      #expect(result.hazards.count <= 2 * Self.sampleCount / Self.strokeLength)
      #expect(RunLaws.violations(of: result, trace: trace, options: RunOptions()).isEmpty)
    }
  }

  @Test("a recorded timeline stops at its frame limit")
  func timelineCap() throws {
    let trace = samplesTrace([(0, 5, 400, .began), (400, 60, 400, .ended)])
    try trace.validate()
    #expect(trace.timelineFrameBound() == 24_603)
    let result = try StrategyCatalog.builtIn.select("system-edge").run(on: trace, options: RunOptions(recordTimeline: true))
    #expect(result.frames?.count == RunOptions.maximumTimelineFrames)
    let short = try #require(Scenarios.named("edge-swipe-past-half"))
    let frames = try StrategyCatalog.builtIn.select("system-edge").run(on: short, options: RunOptions(recordTimeline: true)).frames
    #expect((frames?.count ?? 0) <= short.timelineFrameBound())
  }

  @Test("a JSON document may hold a bounded number of values, whatever its shape")
  func valueLimit() throws {
    #expect(JSONParser.maximumValueCount == 8_000_000)
    _ = try JSONParser.parse("[0, [1], {\"a\": 2}]".utf8, maximumValueCount: 6)
    #expect(throws: TraceError(place: "line 1, column 16", message: "more than 5 values in one document (a trace holds about five per touch sample)")) {
      try JSONParser.parse("[0, [1], {\"a\": 2}]".utf8, maximumValueCount: 5)
    }
    // A million-sample trace needs five million, well within the limit.
    #expect(5 * Self.sampleCount < JSONParser.maximumValueCount)
  }

  @Test("a trace may last up to 10 minutes, not longer")
  func durationLimit() throws {
    let limit = TraceLimits.maximumDuration
    #expect(limit == 600)
    try samplesTrace([(0, 5, 400, .began), (limit, 60, 400, .ended)]).validate()
    #expect(throws: TraceError(place: "touches[1].t", message: "the trace is longer than 10 minutes (t = 600.001 s; the limit is 600 s)")) {
      try samplesTrace([(0, 5, 400, .began), (limit + 0.001, 60, 400, .ended)]).validate()
    }
  }
}
