import Testing

@testable import BackStrategies

/// A corpus worker hands each run's arrays to its next run, on the same trace or the next (``RunStorage``, issue
/// #45): only their capacity may carry over. Each run's summary must be the one a run with
/// arrays of its own gives, whatever ran before it.
@Suite("Runs that reuse the previous run's arrays")
struct RunStorageTests {
  /// Every built-in scenario, and generated traces with scroll views, app views and releases.
  static var traces: [Trace] {
    let generator = CorpusGenerator(seed: 11)
    return Scenarios.all + (0..<60).map { generator.trace(at: $0) }
  }

  @Test("every preset's summary equals a fresh run's, the storage handed along across traces, in both orders")
  func reusedStorageChangesNothing() {
    let selections = StrategyCatalog.builtIn.allSelections
    for order in [selections, selections.reversed()] {
      var storage = RunStorage()
      for trace in Self.traces {
        let touchDownTime = RunSummary.touchDownTime(of: trace)
        for selection in order {
          let reused = selection.summaryRunner(selection.label, trace, touchDownTime, RunOptions(), &storage).summary
          var fresh = RunStorage()
          let alone = selection.summaryRunner(selection.label, trace, touchDownTime, RunOptions(), &fresh).summary
          #expect(reused == alone, "\(selection.label) on \(trace.name)")
        }
      }
    }
  }

  @Test(
    "weighed runs: the open choices' other readings a worker keeps give every run what a fresh run notes, across traces, releases and screen widths"
  )
  func keptOpenChoiceReadingsChangeNoRun() {
    let selections = [BuiltIn.systemEdge.default, BuiltIn.percentDriven.default, BuiltIn.cupertino.default, BuiltIn.predictiveBack.default]
    // Every scenario, and each once more on a wider screen: the readings of the edge strip
    // depend on the width, so the kept ones must be made again.
    let traces = Scenarios.all.flatMap { trace -> [Trace] in
      var wider = trace
      wider.scene.device.width += 120
      return [trace, wider]
    }
    var storage = RunStorage()
    for ios in [IOSVersion.iOS26, .iOS18] {
      let options = RunOptions(ios: ios, weighsOpenChoices: true)
      for trace in traces {
        let touchDownTime = RunSummary.touchDownTime(of: trace)
        for selection in selections {
          let reused = selection.summaryRunner(selection.label, trace, touchDownTime, options, &storage)
          var fresh = RunStorage()
          let alone = selection.summaryRunner(selection.label, trace, touchDownTime, options, &fresh)
          #expect(reused.summary == alone.summary, "\(selection.label) on \(trace.name), iOS \(ios.rawValue)")
          #expect(reused.openChoicesMet == alone.openChoicesMet, "\(selection.label) on \(trace.name), iOS \(ios.rawValue)")
          // The kept readings are the last run's.
          #expect(
            storage.openChoiceReadings?.key
              == OpenChoiceAlternatives.Key(parameters: options.parameters, ios: ios, screenWidth: trace.scene.device.width))
        }
      }
    }
    // A run that weighs nothing makes none.
    var unweighed = RunStorage()
    _ = selections[0].summaryRunner(selections[0].label, Scenarios.all[0], 0, RunOptions(), &unweighed)
    #expect(unweighed.openChoiceReadings == nil)
  }

  @Test("the parameters' box is handed to the next run only when its parameters are equal, and changes no run")
  func keptParametersBoxOnlyForEqualParameters() throws {
    let selection = BuiltIn.systemEdge.default
    let trace = try #require(Scenarios.all.first)
    let touchDownTime = RunSummary.touchDownTime(of: trace)
    var storage = RunStorage()
    var boxes: [SharedModelParameters] = []
    for ios in [IOSVersion.iOS26, .iOS26, .iOS18, .iOS26] {
      let options = RunOptions(ios: ios)
      let reused = selection.summaryRunner(selection.label, trace, touchDownTime, options, &storage).summary
      var fresh = RunStorage()
      #expect(reused == selection.summaryRunner(selection.label, trace, touchDownTime, options, &fresh).summary)
      let box = try #require(storage.sharedParameters)
      #expect(box.value == options.parameters.resolved(for: ios))
      boxes.append(box)
    }
    // The same release: the same box; another release (other numbers): a box of its own.
    #expect(boxes[0] === boxes[1])
    #expect(boxes[1] !== boxes[2])
    #expect(boxes[2] !== boxes[3])
    #expect(boxes[3].value == boxes[0].value)
  }

  @Test(
    "a corpus's runs given the trace's parameters box (nextRunParameters) sum up as runs that resolve their own, on both releases",
    arguments: [IOSVersion.iOS26, .iOS18])
  func givenParametersChangeNoRun(ios: IOSVersion) {
    let selections = StrategyCatalog.builtIn.allSelections
    var options = RunOptions()
    options.ios = ios
    let scorer = CorpusScorer(selections: selections, options: options)
    var storage = RunStorage()
    for trace in Self.traces.prefix(30) {
      let evaluated = scorer.evaluate(trace, storage: &storage)
      #expect(storage.nextRunParameters == nil, "no box left for a later run")
      #expect(storage.sharedParameters?.value == ModelParameters.uikit26.resolved(for: ios))
      let touchDownTime = RunSummary.touchDownTime(of: trace)
      for (index, selection) in selections.enumerated() {
        var fresh = RunStorage()
        var alone = selection.summaryRunner(selection.label, trace, touchDownTime, options, &fresh).summary
        alone.inReach = evaluated.summaries[index].inReach
        #expect(evaluated.summaries[index] == alone, "\(selection.label) on \(trace.name), iOS \(ios)")
      }
    }
  }

  @Test("the next run starts with the previous run's arrays emptied, their capacity kept")
  func nextRunStartsEmpty() {
    var storage = RunStorage()
    let selection = BuiltIn.systemEdge.shipped
    let trace = Scenarios.all[0]
    _ = selection.summaryRunner(selection.label, trace, 0, RunOptions(), &storage)
    #expect(!storage.recognizers.isEmpty)
    let capacity = storage.recognizers.capacity
    #expect(capacity > 0)
    var second = Simulation(
      strategy: SystemEdgeStrategy(configuration: SystemEdgeStrategy.presets[0].configuration), selection: selection.label,
      trace: trace, options: RunOptions(), conventions: nil, storage: &storage)
    #expect(second.recognizers.isEmpty)
    #expect(second.recognizers.capacity >= capacity)
    _ = second.runToSummary(touchDownTime: 0)
    second.handStorageBack(to: &storage)
    #expect(storage.recognizers.capacity >= capacity)
  }

  @Test("the trace's velocity estimates stay in the storage from one strategy's run to the next")
  func traceVelocitiesStayForTheNextRun() {
    // A corpus sets them once for a trace's runs (CorpusScorer); a run handing its arrays back
    // must leave them for the next strategy.
    var storage = RunStorage()
    let trace = Scenarios.all[0]
    storage.traceVelocities = TraceVelocities(touches: trace.touches, parameters: .uikit26)
    for selection in [BuiltIn.systemEdge.shipped, BuiltIn.cupertino.flutter] {
      _ = selection.summaryRunner(selection.label, trace, 0, RunOptions(), &storage)
      #expect(storage.traceVelocities?.sampleCount == trace.touches.count, "\(selection.label)")
    }
  }
  @Test("a scroll view's pan is named from its own spec, whatever the scroll views of the runs before were called")
  func scrollViewIDsFollowTheirSpec() {
    // The storage keeps the ids it made (`RunStorage.scrollViewIDs`): each trace with scroll
    // views runs as it is, then with each scroll view renamed, then as it is again.
    let configuration = SystemEdgeStrategy.presets[0].configuration
    func ids(_ trace: Trace, _ storage: inout RunStorage) -> [RecognizerID] {
      var simulation = Simulation(
        strategy: SystemEdgeStrategy(configuration: configuration), selection: "system-edge", trace: trace, options: RunOptions(),
        conventions: nil, storage: &storage)
      _ = simulation.runToSummary(touchDownTime: 0)
      let made = simulation.recognizerIDs
      simulation.handStorageBack(to: &storage)
      return made
    }
    var storage = RunStorage()
    var checked = 0
    for trace in Self.traces where trace.scene.stack.contains(where: { !$0.scrollViews.isEmpty }) {
      var renamed = trace
      for screen in renamed.scene.stack.indices {
        for scrollView in renamed.scene.stack[screen].scrollViews.indices { renamed.scene.stack[screen].scrollViews[scrollView].id += "-renamed" }
      }
      for variant in [trace, renamed, trace] {
        var fresh = RunStorage()
        let alone = ids(variant, &fresh)
        #expect(ids(variant, &storage) == alone, "\(variant.name)")
        #expect(alone.contains { $0.name.hasSuffix("-renamed") } == (variant.scene.stack != trace.scene.stack), "\(variant.name)")
      }
      checked += 1
    }
    #expect(checked > 5, "traces with scroll views")
  }
}
