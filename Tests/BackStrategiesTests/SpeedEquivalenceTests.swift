import Dispatch
import Testing

@testable import BackStrategies

/// Issue #28's speed-ups must leave every result bit for bit the same: each rewritten
/// computation is checked here against what it replaced, or against the serial path.
@Suite("Speed-ups change no result")
struct SpeedEquivalenceTests {
  /// Whether two runs' scores are the same, field by field. (Not their JSON: a dictionary's
  /// order differs between two instances with the same contents.)
  static func same(_ lhs: CorpusScores, _ rhs: CorpusScores) -> Bool {
    lhs.scorecards == rhs.scorecards && lhs.traces == rhs.traces && lhs.intentCounts == rhs.intentCounts
      && lhs.unlabelled == rhs.unlabelled && lhs.familyCounts == rhs.familyCounts
      && lhs.familiesInOrder == rhs.familiesInOrder && lhs.skipped == rhs.skipped
      && lhs.skippedExamples == rhs.skippedExamples
  }

  /// A scorer of two strategies with small batches, so a short corpus spans many of them.
  static func scorer(batchSize: Int, skipsInvalid: Bool = false) -> CorpusScorer {
    CorpusScorer(
      selections: [BuiltIn.systemEdge.shipped, BuiltIn.cupertino.flutter], batchSize: batchSize, skipsInvalid: skipsInvalid)
  }

  static func entries(count: Int, unreadableAt bad: Int? = nil) -> [CorpusEntry] {
    let generator = CorpusGenerator(seed: 7)
    return (0..<count).map { index in
      index == bad
        ? CorpusEntry(location: "entry \(index)", source: .jsonLine(Array("{".utf8)))
        : CorpusEntry.generated(generator, index: index)
    }
  }

  @Test("the fold overlapping evaluation on another thread gives the serial scores", arguments: [1, 5, 16, 64])
  func overlappedFoldEqualsSerial(batchSize: Int) throws {
    let entries = Self.entries(count: 70)
    let scorer = Self.scorer(batchSize: batchSize)
    let serial = try scorer.score(entries)
    var waits = 0
    var batches = 0
    let overlapped = try scorer.score(
      entries,
      startingBatch: { batch in
        batches += 1
        let done = DispatchSemaphore(value: 0)
        let box = EvaluationBox()
        DispatchQueue.global().async {
          box.value = batch.map(scorer.evaluate)
          done.signal()
        }
        return {
          waits += 1
          done.wait()
          return box.value
        }
      })
    #expect(Self.same(overlapped, serial))
    #expect(overlapped.traces == 70)
    #expect(waits == batches, "each started batch is waited for exactly once")
    #expect(batches == (70 + batchSize - 1) / batchSize)
  }

  @Test("an invalid entry stops the overlapped fold with the serial error, and no batch is left running")
  func overlappedFoldStopsLikeSerial() {
    let entries = Self.entries(count: 40, unreadableAt: 12)
    let scorer = Self.scorer(batchSize: 5)
    var serialError: CorpusError?
    do { _ = try scorer.score(entries) } catch { serialError = error }
    var started = 0
    var waited = 0
    var overlappedError: CorpusError?
    do {
      _ = try scorer.score(
        entries,
        startingBatch: { batch in
          started += 1
          let evaluations = batch.map(scorer.evaluate)
          return {
            waited += 1
            return evaluations
          }
        })
    } catch {
      overlappedError = error
    }
    #expect(serialError != nil)
    #expect(overlappedError == serialError)
    #expect(overlappedError?.location == "entry 12")
    #expect(started == waited, "the batch started before the failing fold is waited for")
    #expect(started == 4, "batches 0–2 are read, and the one after the failing batch was already started")
  }

  @Test("the next batch is read while this one is evaluated, so the workers never wait for the reader")
  func nextBatchIsReadBeforeTheWait() throws {
    let entries = Self.entries(count: 23)
    let scorer = Self.scorer(batchSize: 5)
    var events: [String] = []
    var pulled = 0
    let reading = entries.lazy.map { entry -> CorpusEntry in
      if pulled % 5 == 0 { events.append("read \(pulled / 5)") }
      pulled += 1
      return entry
    }
    var started = 0
    let scores = try scorer.score(
      reading,
      startingBatch: { batch in
        let number = started
        started += 1
        events.append("start \(number)")
        let evaluations = batch.map(scorer.evaluate)
        return {
          events.append("wait \(number)")
          return evaluations
        }
      })
    #expect(scores.traces == 23)
    #expect(
      events == [
        "read 0", "start 0",
        "read 1", "wait 0", "start 1",
        "read 2", "wait 1", "start 2",
        "read 3", "wait 2", "start 3",
        "read 4", "wait 3", "start 4",
        "wait 4",
      ])
  }

  @Test("skipping invalid entries counts the same with the fold overlapped")
  func overlappedFoldSkipsLikeSerial() throws {
    let entries = Self.entries(count: 30, unreadableAt: 9)
    let scorer = Self.scorer(batchSize: 4, skipsInvalid: true)
    let serial = try scorer.score(entries)
    let overlapped = try scorer.score(entries, startingBatch: { batch in { batch.map(scorer.evaluate) } })
    #expect(serial.skipped == 1)
    #expect(Self.same(overlapped, serial))
  }

  /// React Navigation's settle search as it was written before #28: the spring evaluated at
  /// both ends of every step.
  static func settleDurationEvaluatingTwice(_ spring: ReactNavigationStackStrategy.RNSpring, distance: Double, speed: Double) -> Double {
    guard distance > 0, distance.isFinite else { return 0 }
    let damped = DampedSpring(dampingRatio: spring.runDampingRatio, response: spring.response, initialVelocity: speed / distance)
    let step = DampedSpring.settlingSearchStep
    var t = 0.0
    while t < DampedSpring.longestSettlingDuration {
      let left = damped.remaining(at: t) * distance
      let next = damped.remaining(at: t + step) * distance
      let speedNow = abs(next - left) / step
      if left <= 0 || (abs(left) <= spring.restDisplacementThreshold && speedNow <= spring.restSpeedThreshold) { break }
      t += step
    }
    return t
  }

  @Test(
    "rn-stack's settle search, one spring evaluation per step, finds the same duration to the bit",
    arguments: [0.5, 12, 80, 180, 375, 1_024], [-2_000, -300, 0, 150, 900, 4_000])
  func springSettleSearchIsUnchanged(distance: Double, speed: Double) {
    let spring = ReactNavigationStackStrategy.RNSpring.iOSTransition
    let (duration, _) = spring.curve(distance: distance, speed: speed)
    let reference = Self.settleDurationEvaluatingTwice(spring, distance: distance, speed: speed)
    #expect(duration.bitPattern == reference.bitPattern)
  }

  /// Springs that do not oscillate, from critically damped (React Native runs every spec with
  /// `ζ ≥ 1` as one, at its own response: the card's run-out) and barely past it to very stiff:
  /// each row is (damping ratio, response in seconds).
  static let overdampedSprings: [(Double, Double)] = [
    (1, 0.05), (1, 0.3), (1, ReactNavigationStackStrategy.RNSpring.iOSTransition.response), (1, 2),
    (1.000_001, 0.3), (1.01, 0.5), (1.3, 0.2), (2, 1.2),
    (ReactNavigationStackStrategy.RNSpring.iOSTransition.dampingRatio, ReactNavigationStackStrategy.RNSpring.iOSTransition.response),
    (9, 0.05), (40, 2), (300, 0.4),
  ]

  @Test(
    "the rest search that skips strides stops at the very step the plain scan stops at (DampedSpring.restTime)",
    arguments: overdampedSprings)
  func restSearchSkipsToTheSameStep(dampingRatio: Double, response: Double) {
    var random = SeededRandom(seed: 28, index: Int(dampingRatio * 1_000))
    var mismatches: [String] = []
    for _ in 0..<300 {
      let distance = random.uniform(0.01...2_000)
      // Speeds in distances per second, towards the end and away from it, some far past any
      // finger: a spring thrown hard enough overshoots at once.
      let speed = random.uniform(-40...60)
      let displacement: Double = [0, 0.5, 10, 10, 80][random.integer(0...4)]
      let restSpeed: Double = [0, 1, 10, 10, 500][random.integer(0...4)]
      let spring = DampedSpring(dampingRatio: dampingRatio, response: response, initialVelocity: speed)
      let fast = spring.restTime(distance: distance, displacementThreshold: displacement, speedThreshold: restSpeed)
      let scan = spring.restTimeByScan(distance: distance, displacementThreshold: displacement, speedThreshold: restSpeed)
      if fast.bitPattern != scan.bitPattern {
        mismatches.append("d \(distance) v \(speed) thresholds \(displacement)/\(restSpeed): \(fast) against \(scan)")
      }
    }
    #expect(mismatches.count == 0, "the first: \(mismatches.prefix(3))")
  }

  @Test(
    "past DampedSpring.monotoneAfter what is left falls and its speed shrinks, step after step",
    arguments: overdampedSprings)
  func restSearchTurningPointsAreBehind(dampingRatio: Double, response: Double) throws {
    for speed in [-30.0, -2, 0, 3, 25] {
      let spring = DampedSpring(dampingRatio: dampingRatio, response: response, initialVelocity: speed)
      let settled = try #require(spring.monotoneAfter)
      let step = DampedSpring.settlingSearchStep
      var t = settled
      var previousLeft = spring.remaining(at: t)
      var previousChange = spring.remaining(at: t + step) - previousLeft
      for _ in 0..<2_000 {
        t += step
        let left = spring.remaining(at: t)
        let change = spring.remaining(at: t + step) - left
        // Where the values are down to rounding, there is nothing left to compare.
        guard spring.bound(at: t) > 1e-12 else { break }
        if previousLeft > 0 {
          #expect(left <= previousLeft, "ζ \(dampingRatio) v \(speed): rises again at \(t)")
        }
        #expect(abs(change) <= abs(previousChange) * (1 + 1e-9) + 1e-15, "ζ \(dampingRatio) v \(speed): speeds up at \(t)")
        previousLeft = left
        previousChange = change
      }
    }
  }

  @Test("a spring that oscillates is scanned step by step (no turning-point proof)")
  func restSearchScansOscillatingSprings() {
    for ratio in [0.3, 0.9, 0.999_999] {
      let spring = DampedSpring(dampingRatio: ratio, response: 0.5, initialVelocity: 2)
      #expect(spring.monotoneAfter == nil)
      let fast = spring.restTime(distance: 300, displacementThreshold: 10, speedThreshold: 10)
      let scan = spring.restTimeByScan(distance: 300, displacementThreshold: 10, speedThreshold: 10)
      #expect(fast.bitPattern == scan.bitPattern)
    }
  }

  @Test(
    "a run reports the setup gestureSetup(in:parameters:) gives for the trace's scene, and the same result as run(on:)",
    arguments: [IOSVersion?.none, .iOS18, .iOS26])
  func runReportsTheSetupItInstalled(ios: IOSVersion?) throws {
    // Corpus scoring reads the start regions and reach from the run's own installation instead
    // of installing a second time: the two must agree for every built-in preset.
    let options = RunOptions(ios: ios)
    for entry in Self.entries(count: 12) {
      let trace = try entry.trace()
      var scene = trace.scene
      if let ios { scene.device.ios = ios }
      let parameters = options.parameters.resolved(for: scene.device.ios)
      for selection in StrategyCatalog.builtIn.allSelections {
        let (result, setup) = selection.runner(selection.label, trace, options)
        #expect(setup == selection.gestureSetup(in: scene, parameters: parameters), "\(selection.label), \(entry.location)")
        #expect(result == selection.run(on: trace, options: options), "\(selection.label), \(entry.location)")
      }
    }
  }

  @Test(
    "a corpus run's summary, made without the run's result, is the summary of run(on:)'s result",
    arguments: [IOSVersion?.none, .iOS18, .iOS26])
  func summaryRunGivesTheResultsSummary(ios: IOSVersion?) throws {
    // Corpus scoring boils a run down from the simulation's own state instead of from a
    // `RunResult` (RunSummary's parts initialiser): the two must agree for every built-in preset,
    // on the built-in scenarios (hazards, crashes, stuck and unsettled runs) and generated traces.
    let options = RunOptions(ios: ios)
    let traces = try Scenarios.all + Self.entries(count: 12).map { try $0.trace() }
    var kinds: Set<String> = []
    for trace in traces {
      let touchDownTime = RunSummary.touchDownTime(of: trace)
      // Handed from run to run, as a corpus does (``RunStorage``).
      var storage = RunStorage()
      for selection in StrategyCatalog.builtIn.allSelections {
        let run = selection.summaryRunner(selection.label, trace, touchDownTime, options, &storage)
        let (summary, setup) = (run.summary, run.setup)
        let (result, resultSetup) = selection.runner(selection.label, trace, options)
        #expect(setup == resultSetup, "\(selection.label), \(trace.name)")
        #expect(summary == RunSummary(result: result, trace: trace, inReach: false), "\(selection.label), \(trace.name)")
        if !summary.hazards.isEmpty { kinds.insert("hazard") }
        if summary.leftBackTransitionOpen { kinds.insert("left open") }
        if summary.decisionMilliseconds != nil { kinds.insert("decided") }
        if summary.trackingErrorMillipoints != nil { kinds.insert("tracked") }
        if summary.screenshotBytes > 0 { kinds.insert("screenshots") }
        if summary.reachedRoot { kinds.insert("root") }
      }
    }
    // The traces reach every field the summary holds, so a field built wrongly would show.
    #expect(kinds == ["hazard", "left open", "decided", "tracked", "screenshots", "root"])
  }

  @Test(
    "runs that read the trace's velocity estimates worked out once (TraceVelocities) give the summaries of runs that estimate as they go",
    arguments: [IOSVersion?.none, .iOS18, .iOS26])
  func sharedVelocitiesChangeNoRun(ios: IOSVersion?) throws {
    // A corpus works the velocity out once per trace and every strategy's run reads it; a run
    // outside a corpus feeds its own estimator. Every built-in preset, on the built-in scenarios
    // and generated traces, on both releases and under the least-squares estimator.
    let traces = try Scenarios.all + Self.entries(count: 12).map { try $0.trace() }
    var leastSquares = ModelParameters()
    leastSquares.velocityEstimation = .leastSquares
    var readVelocity = 0
    for parameters in [ModelParameters(), leastSquares] {
      let options = RunOptions(parameters: parameters, ios: ios)
      for trace in traces {
        let touchDownTime = RunSummary.touchDownTime(of: trace)
        let resolved = parameters.resolved(for: ios ?? trace.scene.device.ios)
        var storage = RunStorage()
        storage.traceVelocities = TraceVelocities(touches: trace.touches, parameters: resolved)
        for selection in StrategyCatalog.builtIn.allSelections {
          let shared = selection.summaryRunner(selection.label, trace, touchDownTime, options, &storage).summary
          var own = RunStorage()
          let estimated = selection.summaryRunner(selection.label, trace, touchDownTime, options, &own).summary
          #expect(shared == estimated, "\(selection.label), \(trace.name), \(parameters.velocityEstimation)")
          if shared.decisionMilliseconds != nil { readVelocity += 1 }
        }
      }
    }
    #expect(readVelocity > 0)
  }

  @Test("a run does not read velocity estimates made for another estimator or another trace's touches")
  func sharedVelocitiesAreForTheirEstimatorAndTrace() {
    let touches = [
      TouchSample(t: 0, x: 5, y: 300, phase: .began), TouchSample(t: 0.016, x: 40, y: 300, phase: .moved),
      TouchSample(t: 0.033, x: 90, y: 302, phase: .moved), TouchSample(t: 0.05, x: 90, y: 302, phase: .ended),
    ]
    let uikit = ModelParameters()
    var leastSquares = uikit
    leastSquares.velocityEstimation = .leastSquares
    var otherWeight = uikit
    otherWeight.velocityLatestMoveWeight = 0.5
    let table = TraceVelocities(touches: touches, parameters: uikit)
    #expect(table.matches(uikit, sampleCount: touches.count))
    #expect(!table.matches(leastSquares, sampleCount: touches.count))
    #expect(!table.matches(otherWeight, sampleCount: touches.count))
    #expect(!table.matches(uikit, sampleCount: touches.count - 1))
    // The estimates are those of the estimator fed the same samples: the stationary sample and
    // the lift add nothing.
    var velocity = FingerVelocity(parameters: uikit)
    #expect(table.velocity(afterHandling: 0) == velocity.current())
    velocity.touchDown(at: touches[0].location, time: 0)
    #expect(table.velocity(afterHandling: 1) == velocity.current())
    velocity.moved(to: touches[1].location, time: 0.016)
    #expect(table.velocity(afterHandling: 2) == velocity.current())
    velocity.moved(to: touches[2].location, time: 0.033)
    #expect(table.velocity(afterHandling: 3) == velocity.current())
    #expect(table.velocity(afterHandling: 4) == velocity.current())
    #expect(table.velocity(afterHandling: 4) != .zero)
  }

  @Test("the navigation model's transition summary says what its transition says, after every kind of change")
  func transitionSummaryFollowsTheTransition() {
    // Per-event code reads the summary instead of copying the transition: the two must agree.
    func check(_ model: NavigationModel, _ step: String) {
      let transition = model.transition
      #expect(model.summary.exists == (transition != nil), "\(step)")
      #expect(model.isTransitioning == (model.frozen || transition != nil), "\(step)")
      if let transition { #expect(model.summary.kind == transition.kind, "\(step)") }
      var interactive = false
      var finishing: Bool?
      if let transition, !transition.stuck {
        switch transition.phase {
        case .interactive: interactive = true
        case .completing(_, _, _, let finishes): finishing = finishes
        }
      }
      #expect(model.isDrivenInteractively == interactive, "\(step)")
      #expect(model.completingFinishes == finishing, "\(step)")
      if interactive, let transition {
        #expect(model.summary.interactiveProgress == transition.progress, "\(step)")
        #expect(model.summary.animation == transition.animation, "\(step)")
        #expect(model.summary.directTop == transition.directTop, "\(step)")
      }
    }
    var model = NavigationModel(scene: .twoScreens, parameters: .uikit26)
    check(model, "no transition")
    let interactive = NavigationModel.ActiveTransition(
      kind: .pop, record: 0, animation: .direct, duration: 0.3, phase: .interactive, progress: 0.1, directTop: 5,
      directUnder: -2, stuck: false)
    model.replaceTransition(interactive)
    check(model, "began")
    model.setInteractiveProgress(0.4)
    check(model, "progress set")
    model.setDirectViews(top: 40, under: -10)
    check(model, "views set")
    let tween = Tween(from: 0.4, to: 1, start: 0, duration: 0.2, curve: .easeOut)
    var completing = interactive
    completing.kind = .popToRoot
    completing.phase = .completing(progress: tween, top: tween, under: tween, finishing: true)
    model.replaceTransition(completing)
    check(model, "completing")
    model.pauseTransition(at: 0.6)
    check(model, "caught")
    var stuck = completing
    stuck.stuck = true
    model.replaceTransition(stuck)
    check(model, "stuck")
    model.replaceTransition(nil)
    check(model, "ended")
  }

  @Test("context.commands holds the current event's commands only, also after the queue kept earlier events' slots")
  func contextCommandsAreTheEventsOwn() {
    // The simulator takes applied commands out of its queue and empties it after each event's
    // commands are applied; a strategy reading `commands` must see its own event's only.
    var config = NavigationTests.config(duration: 1, percent: 0.3, release: .explain("released"))
    config.script.append(.init(recognizer: "pan", state: .changed, commands: [.updateInteractivePop(percent: 0.4), .explain("moved")]))
    let trace = strokeTrace([Point(x: 100, y: 400), Point(x: 220, y: 400)], durations: [0.8])
    var run = played(config, on: trace)
    let (strategy, result) = (run.strategy, run.result)
    // The harness's own record of each event's commands agrees with what the strategy read in
    // context.commands, event by event.
    let steps = run.harness.skipUnreceived()
    #expect(steps.map(\.event) == strategy.events.map { Optional($0) })
    #expect(steps.map(\.commands) == strategy.commandsAtEvents)
    var changed = 0
    for (event, commands) in zip(strategy.events, strategy.commandsAtEvents) {
      guard case .gesture(let gesture) = event else {
        #expect(commands.isEmpty)
        continue
      }
      switch gesture.state {
      case .began: #expect(commands == config.script[0].commands)
      case .changed:
        changed += 1
        #expect(commands == [.updateInteractivePop(percent: 0.4), .explain("moved")])
      case .ended: #expect(commands == [.explain("released")])
      default: #expect(commands.isEmpty)
      }
    }
    let sent = strategy.commandsAtEvents.reduce(0) { $0 + $1.count }
    #expect(sent > 2 * StrategyContext.reservedCommands, "enough commands for the queue to grow on the way, and events after it")
    #expect(result.reason == "released")
    #expect(result.transitions.count == 1)
  }
}

/// A batch's evaluations handed from the test's background thread to the folding one (the
/// semaphore orders the write before the read).
private final class EvaluationBox: @unchecked Sendable {
  var value: [TraceEvaluation] = []
}
