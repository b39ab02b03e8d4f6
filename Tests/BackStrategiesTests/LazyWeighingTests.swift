import BackStrategiesTestSupport
import Testing

@testable import BackStrategies

/// The open choices weighed lazily (``RunOptions/weighsOpenChoices``): a run notes each choice it
/// met where another reading would have decided differently, and ``RunResult/restsOn`` runs only
/// those readings again. These tests hold it to weighing every reading
/// (``RunOptions/weighsEveryReading``) over the built-in scenarios and a generated corpus, on
/// both releases and every preset, and check that it does skip runs and costs nothing when off.
@Suite("Lazy open-choice weighing")
struct LazyWeighingTests {
  static let selections = StrategyCatalog.builtIn.allSelections
  static let releases: [IOSVersion] = [.iOS26, .iOS18]

  static func options(ios: IOSVersion, every: Bool) -> RunOptions {
    var options = RunOptions(ios: ios, weighsOpenChoices: true)
    options.weighsEveryReading = every
    return options
  }

  /// The open choices a run of `label` on `trace` met, under `options` (by default weighed
  /// lazily on iOS 26).
  static func choicesMet(
    _ label: String, on trace: Trace, options: RunOptions = options(ios: .iOS26, every: false)
  ) throws -> OpenChoiceSet {
    let selection = try StrategyCatalog.builtIn.select(label)
    var storage = RunStorage()
    return selection.summaryRunner(selection.label, trace, RunSummary.touchDownTime(of: trace), options, &storage).openChoicesMet
  }

  @Test("every scenario and release-evidence trace × every preset: restsOn is exactly what weighing every reading gives", arguments: releases)
  func scenariosAgree(ios: IOSVersion) {
    var resting = 0
    for trace in Scenarios.runnable {
      for selection in Self.selections {
        let lazy = selection.run(on: trace, options: Self.options(ios: ios, every: false))
        let every = selection.run(on: trace, options: Self.options(ios: ios, every: true))
        #expect(lazy.restsOn == every.restsOn, "\(trace.name), \(selection.label), iOS \(ios.rawValue)")
        #expect(lazy.outcome == every.outcome && lazy.hazards == every.hazards)
        if !every.restsOn.isEmpty { resting += 1 }
      }
    }
    // Runs that rest on a choice are among them, or the comparison proves little.
    #expect(resting > 10)
  }

  @Test("a generated corpus × every preset: the runs resting on each choice are exactly those of weighing every reading", arguments: releases)
  func corpusAgrees(ios: IOSVersion) throws {
    let traces = Array(CorpusGenerator(seed: 11).traces(count: 120))
    var lazyScorer = CorpusScorer(selections: Self.selections, options: RunOptions(ios: ios), weighsOpenChoices: true)
    var everyScorer = lazyScorer
    everyScorer.options.weighsEveryReading = true
    lazyScorer.options.weighsEveryReading = false
    var resting = 0
    for trace in traces {
      let lazy = lazyScorer.evaluate(trace)
      let every = everyScorer.evaluate(trace)
      #expect(lazy.restsOn == every.restsOn, "\(trace.name), iOS \(ios.rawValue)")
      #expect(lazy.summaries == every.summaries)
      resting += (every.restsOn ?? []).filter { !$0.isEmpty }.count
    }
    #expect(resting > 0)
  }

  @Test("a plain edge swipe meets neither who-waits nor the edge strip nor an app view's choice")
  func plainSwipeMeetsFewChoices() throws {
    let met = try Self.choicesMet("system-edge:shipped", on: try #require(Scenarios.named("edge-swipe-past-half")))
    for choice in [OpenChoice.whoWaits, .edgeStrip, .sliderThumb, .webViewEdge, .swipeRowBegin] {
      #expect(!met.contains(choice), "\(choice)")
    }
  }

  @Test("an edge swipe over a carousel scrolled to its middle meets who-waits, and rests on it")
  func carouselMeetsWhoWaits() throws {
    let trace = try #require(Scenarios.named("carousel-mid-content"))
    #expect(try Self.choicesMet("system-edge:shipped", on: trace).contains(.whoWaits))
    let selection = try StrategyCatalog.builtIn.select("system-edge:shipped")
    let result = selection.run(on: trace, options: Self.options(ios: .iOS26, every: false))
    #expect(result.restsOn.map(\.choice).contains(.whoWaits))
  }

  @Test("an edge swipe over a coasting carousel: restsOn is exactly what weighing every reading gives, for every preset on both releases", arguments: releases)
  func coastingCarouselAgrees(ios: IOSVersion) {
    let trace = ArenaTests.edgeSwipeOverCoastingCarousel()
    for selection in Self.selections {
      let lazy = selection.run(on: trace, options: Self.options(ios: ios, every: false))
      let every = selection.run(on: trace, options: Self.options(ios: ios, every: true))
      #expect(lazy.restsOn == every.restsOn, "\(selection.label), iOS \(ios.rawValue)")
    }
  }

  @Test("a second swipe reaching UIKit's handler during a cancelling pop on iOS 18 meets classic-catch; on iOS 26 it does not")
  func secondSwipeMeetsClassicCatch() throws {
    let trace = Scenarios.secondSwipeDuringFinish
    #expect(try Self.choicesMet("system-edge:delegate-self", on: trace, options: Self.options(ios: .iOS18, every: false)).contains(.classicCatch))
    #expect(!(try Self.choicesMet("system-edge:delegate-self", on: trace, options: Self.options(ios: .iOS26, every: false)).contains(.classicCatch)))
  }

  @Test("the release decision's note compares every reading: a capture where legacy agrees with augmented still meets release-procedure, for fitted-ios27", arguments: [ModelParameters.uikit26, .uikit26LegacyPopDecision, .uikit26FittedIOS27Pop])
  func releaseNoteComparesEveryReading(parameters: ModelParameters) throws {
    // At 0.51 W moving back, augmented and legacy cancel and fitted-ios27 pops: whichever reading
    // is live, another decides otherwise, so the run meets the choice.
    let trace = Scenarios.captureMovingBackAt051
    var options = RunOptions(parameters: parameters, ios: .iOS26, weighsOpenChoices: true)
    #expect(try Self.choicesMet("system-edge:shipped", on: trace, options: options).contains(.releaseProcedure))
    let lazy = try StrategyCatalog.builtIn.select("system-edge:shipped").run(on: trace, options: options)
    options.weighsEveryReading = true
    let every = try StrategyCatalog.builtIn.select("system-edge:shipped").run(on: trace, options: options)
    #expect(lazy.restsOn == every.restsOn)
    #expect(lazy.restsOn.filter { $0.choice == .releaseProcedure }.count == (parameters.popDecision == .fittedIOS27 ? 2 : 1))
  }

  @Test("the release evidence × the three readings as the live one: restsOn is exactly what weighing every reading gives", arguments: [ModelParameters.uikit26LegacyPopDecision, .uikit26FittedIOS27Pop])
  func releaseEvidenceUnderEveryReading(parameters: ModelParameters) throws {
    let selection = try StrategyCatalog.builtIn.select("system-edge:shipped")
    for trace in Scenarios.releaseEvidence + [try #require(Scenarios.named("edge-swipe-to-third")), try #require(Scenarios.named("mid-screen-swipe"))] {
      var options = RunOptions(parameters: parameters, ios: .iOS26, weighsOpenChoices: true)
      let lazy = selection.run(on: trace, options: options)
      options.weighsEveryReading = true
      let every = selection.run(on: trace, options: options)
      #expect(lazy.restsOn == every.restsOn, "\(trace.name) under \(parameters.name)")
    }
  }

  @Test("RunOptions() weighs nothing: no restsOn, and the run notes no choice")
  func offByDefault() throws {
    let trace = try #require(Scenarios.named("carousel-mid-content"))
    let selection = try StrategyCatalog.builtIn.select("system-edge:shipped")
    #expect(!RunOptions().weighsOpenChoices)
    #expect(selection.run(on: trace).restsOn.isEmpty)
    #expect(try Self.choicesMet("system-edge:shipped", on: trace, options: RunOptions()).isEmpty)
  }

  @Test("a touch-down between the two strip widths meets the edge strip; one at the edge does not")
  func edgeStripAtTouchDown() throws {
    let scene = SceneSpec.twoScreens
    // 13 + 20 = 33 pt admits 40 pt only under the wide strip: the readings decide otherwise.
    for (x, meets) in [(40.0, true), (4.0, false)] {
      let trace = liftedStroke([(0, x, 400), (0.05, x + 30, 400), (0.1, x + 80, 400), (0.15, x + 160, 400)], liftAfter: 0.016, scene: scene)
      let met = try Self.choicesMet("system-edge:shipped", on: trace, options: Self.options(ios: .iOS18, every: false))
      #expect(met.contains(.edgeStrip) == meets, "touch-down at x = \(x)")
    }
  }

  // MARK: builtin-animator-timing and transition-duration

  /// A swipe from x = 5 at a steady 1 000 pt/s, sampled at 60 Hz for 0.3 s, lifted one frame
  /// after its last move.
  static func steadySwipe() -> Trace {
    let frame = 1.0 / 60
    let speed = 1000.0
    var points: [(Double, Double, Double)] = []
    for index in 0...18 {
      let t = Double(index) * frame
      points.append((t, 5 + t * speed, 400))
    }
    return liftedStroke(points, liftAfter: frame)
  }

  @Test("a custom-transition delegate at rest meets builtin-animator-timing where the gate decides; UIKit's own delegate never reads the flag")
  func animatorTimingMetAtTheGate() throws {
    let trace = try #require(Scenarios.named("steep-first-move"))
    #expect(try Self.choicesMet("directional-pan:sloppyswiper", on: trace).contains(.builtinAnimatorTiming))
    #expect(try !Self.choicesMet("system-edge:shipped", on: trace).contains(.builtinAnimatorTiming))
    // Shut out at rest (reset-at-end), UIKit's edge pan no longer takes the swipe from SloppySwiper's
    // pan; kept from the stack's push (set-at-start), it does, and the screen pops.
    let selection = try StrategyCatalog.builtIn.select("directional-pan:sloppyswiper")
    let result = selection.run(on: trace, options: Self.options(ios: .iOS26, every: false))
    #expect(result.outcome == .unchanged)
    #expect(result.restsOn.contains { $0.choice == .builtinAnimatorTiming && $0.other == "set-at-start" && $0.outcome == .pop })
  }

  @Test("a swipe lifted as it slows meets transition-duration at the release and rests on it (0.5 s cancels); a brisk steady swipe with nothing after it does not meet it")
  func durationMetAtTheRelease() throws {
    let slowing = try #require(Scenarios.named("edge-swipe-past-half"))
    let selection = try StrategyCatalog.builtIn.select("system-edge:shipped")
    for ios in Self.releases {
      #expect(try Self.choicesMet("system-edge:shipped", on: slowing, options: Self.options(ios: ios, every: false)).contains(.transitionDuration))
      let result = selection.run(on: slowing, options: Self.options(ios: ios, every: false))
      #expect(result.outcome == .pop)
      #expect(result.restsOn.contains { $0.choice == .transitionDuration && $0.other == "0.5 s" && $0.outcome == .cancel })
      // 1 000 pt/s to the lift: the projection clears the line under either duration, and the
      // run-out (a spring on iOS 26, `D`-timed on iOS 18) meets nothing later.
      let steady = Self.steadySwipe()
      #expect(try !Self.choicesMet("system-edge:shipped", on: steady, options: Self.options(ios: ios, every: false)).contains(.transitionDuration))
    }
  }

  @Test("a run-out timed by the duration meets transition-duration when a later touch could meet it: a push still animating, a classic run-out before a tap")
  func durationMetByTimedAnimations() throws {
    let push = try #require(Scenarios.named("swipe-during-push"))
    #expect(try Self.choicesMet("system-edge:shipped", on: push).contains(.transitionDuration))
    // The same steady swipe, then a tap 0.2 s after the lift: iOS 18's percent-driven run-out is
    // `D`-timed, so the tap could land during it under one duration and after it under another.
    var touches = Self.steadySwipe().touches
    let lift = try #require(touches.last).t
    touches += [TouchSample(t: lift + 0.2, x: 200, y: 400, phase: .began), TouchSample(t: lift + 0.25, x: 200, y: 400, phase: .ended)]
    let tapAfter = Trace(name: "test", scene: .twoScreens, touches: touches)
    #expect(try Self.choicesMet("system-edge:shipped", on: tapAfter, options: Self.options(ios: .iOS18, every: false)).contains(.transitionDuration))
  }
}

