import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Every technique beside iOS 26's content swipe (`interactiveContentPopGestureRecognizer`), with
/// iOS 18 side by side: UIKit 26.1's `-[_UINavigationInteractiveTransition _configureNavigationGesture]`
/// installs it in every navigation controller; UIKit 18.2's installs the edge swipe only.
@Suite("iOS 26 beside every technique")
struct IOS26TechniqueTests: IOSVersionRuns {
  /// Whether the log shows recogniser `id` reaching `.began`.
  static func began(_ result: RunResult, _ id: RecognizerID) -> Bool {
    (result.events ?? []).contains { event in
      if case .callback(let gesture, _) = event.kind { return gesture.recognizer == id && gesture.state == .began }
      return false
    }
  }

  /// Whether the log mentions recogniser `id` at all (a callback, a question or a failure).
  static func takesPart(_ result: RunResult, _ id: RecognizerID) -> Bool {
    (result.events ?? []).contains { event in
      switch event.kind {
      case .callback(let gesture, _): return gesture.recognizer == id
      case .failed(let recognizer, _): return recognizer == id
      case .question(let query, _, _): return query.recognizer == id
      default: return false
      }
    }
  }

  @Test(
    "_configureNavigationGesture: on iOS 26 every technique in a navigation controller meets the content swipe, on iOS 18 none does; Flutter's and Android's hosts have no navigation controller",
    arguments: StrategyCatalog.builtIn.allSelections.map(\.label))
  func contentSwipeUnderEveryTechnique(label: String) throws {
    let trace = Scenarios.midScreenSwipe
    let ios18 = try Self.run(label, trace, .iOS18, events: true)
    let ios26 = try Self.run(label, trace, .iOS26, events: true)
    #expect(ios18.ios == .iOS18 && ios26.ios == .iOS26)
    #expect(!Self.takesPart(ios18, .systemContentPan))
    // Flutter's and Android's hosts and React Navigation's JavaScript stack have no navigation
    // controller; react-native-screens refuses the content swipe every touch when its
    // full-screen swipe is off or its own pan takes the swipe (`shouldReceiveTouch:`).
    // Compose's own back gesture (`compose-mp:back-handler…`) is Compose navigation, with none either.
    let hostless = ["cupertino", "predictive-back", "rn-stack", "compose-mp:back-handler"].contains { label.hasPrefix($0) }
    let refusedEveryTouch = ["rn-screens:edge-only", "rn-screens:custom-animation"].contains(label)
    // The textbook subclass switches the content swipe off in its viewDidLoad (learn.md step 5).
    let switchedOff = ["percent-driven:textbook", "percent-driven:textbook-interruptible"].contains(label)
    // A zoom transition's dismiss is the zoomed screen's own recognisers; the model leaves the
    // navigation controller's out (docs/strategies/zoom.md).
    let ownRecognisers = label.hasPrefix("zoom")
    #expect(
      Self.takesPart(ios26, .systemContentPan) == !(hostless || refusedEveryTouch || switchedOff || ownRecognisers), "\(label)")
  }

  @Test("a technique without a navigation controller decides the same on both releases, on every built-in scenario", arguments: ["cupertino:flutter", "predictive-back:android"])
  func hostlessTechniquesIgnoreTheRelease(label: String) throws {
    for trace in Scenarios.all {
      var ios18 = try Self.run(label, trace, .iOS18)
      let ios26 = try Self.run(label, trace, .iOS26)
      ios18.ios = .iOS26
      #expect(ios18 == ios26, "\(trace.name)")
    }
  }

  @Test("the first to begin excludes the other: a forwarded pan (10 pt) beats the content swipe (30 pt) on an edge swipe")
  func forwardedPanBeginsFirst() throws {
    let result = try Self.run("target-forwarding:fd", Scenarios.edgeSwipePastHalf, .iOS26, events: true)
    #expect(Self.began(result, "full-screen-pan"))
    let failure = result.events?.compactMap { event -> String? in
      if case .failed(let id, let why) = event.kind, id == .systemContentPan { return why }
      return nil
    }.first
    #expect(failure?.contains("'full-screen-pan' began first") == true)
  }

  @Test("_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer: nothing waits for the content swipe, so where fd-max-100's guard refuses a mid-screen flick, UIKit pops it")
  func fdMaxDistanceOnIOS26() throws {
    let flick = Scenarios.shortFastMidSwipe
    let ios18 = try Self.run("target-forwarding:fd-max-100", flick, .iOS18)
    #expect(ios18.outcome == .unchanged)
    let ios26 = try Self.run("target-forwarding:fd-max-100", flick, .iOS26, events: true)
    #expect(Self.began(ios26, .systemContentPan))
    #expect(ios26.outcome == .pop)
  }

  @Test("TZScrollViewPopGesture: every recogniser waits for its pan, the content swipe too; beyond its 40 pt strip it refuses and the content swipe pops")
  func tzBesideTheContentSwipe() throws {
    let flick = Scenarios.shortFastMidSwipe
    #expect(try Self.run("scroll-view-pop:tz", flick, .iOS18).outcome == .unchanged)
    let ios26 = try Self.run("scroll-view-pop:tz", flick, .iOS26, events: true)
    #expect(Self.began(ios26, .systemContentPan))
    #expect(ios26.outcome == .pop)
  }

  @Test("-[_UINavigationInteractiveTransitionBase handleNavigationTransition:] keeps no note of its recogniser: the content swipe takes over a pop the forwarded pan drove (handler-conflict)")
  func handlerConflict() throws {
    let trace = Scenarios.secondSwipeDuringFinish
    for label in ["target-forwarding:fd", "target-forwarding:seed003", "target-forwarding:mltransition"] {
      let ios18 = try Self.run(label, trace, .iOS18)
      #expect(!ios18.distinctHazards.contains(.handlerConflict), "\(label)")
      let ios26 = try Self.run(label, trace, .iOS26)
      let conflict = try #require(ios26.hazards.first { $0.hazard == .handlerConflict }, "\(label)")
      #expect(conflict.detail.contains("'system-content-pan' began driving UIKit's pop handler"))
    }
    // UIKit's own two recognisers taking turns are no conflict.
    #expect(try Self.run("system-edge:shipped", trace, .iOS26).hazards.isEmpty)
  }

  @Test("_shouldPauseRunningTransition / pauseInteractiveTransition: on iOS 26 a second swipe catches the cancelling pop and drives it on; on iOS 18 it is refused")
  func secondSwipeCatchesCancellingPop() throws {
    let trace = Scenarios.secondSwipeDuringFinish
    let ios18 = try Self.run("system-edge:shipped", trace, .iOS18)
    #expect(ios18.outcome == .cancel)
    #expect(ios18.transitions.count == 1)
    let ios26 = try Self.run("system-edge:shipped", trace, .iOS26)
    #expect(ios26.outcome == .pop)
    // One transition: paused and finished, not a second one.
    #expect(ios26.transitions.count == 1)
    #expect(ios26.transitions.first?.result == .finished)
    #expect(ios26.stackAfter == ["home", "list"])
  }

  /// A fast edge flick that pops (195 pt in 7 moves at 60 Hz), then a second edge swipe 50 ms
  /// after the lift (16 pt a frame), while the first pop still runs out.
  static func flickThenSwipe(stack: [String]) -> Trace {
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, 5, 420, .began)]
    for step in 1...7 { samples.append((Double(step) / 60, 5 + 195 * Double(step) / 7, 420, .moved)) }
    samples.append((8.0 / 60, 200, 420, .ended))
    let second = 8.0 / 60 + 0.05
    samples.append((second, 5, 420, .began))
    for step in 1...18 { samples.append((second + Double(step) / 60, 5 + 16 * Double(step), 421, .moved)) }
    samples.append((second + 19.0 / 60, 293, 421, .ended))
    return samplesTrace(samples, scene: SceneSpec(stack: stack.map { ScreenSpec(id: $0) }))
  }

  @Test("_isCurrentTransitionPreemptable / preemptWithContext: on iOS 26 a swipe during a finishing pop completes it and pops the next screen; on iOS 18 it is refused")
  func secondSwipePreemptsFinishingPop() throws {
    let trace = Self.flickThenSwipe(stack: ["home", "list", "detail"])
    try trace.validate()
    let ios18 = try Self.run("system-edge:shipped", trace, .iOS18)
    #expect(ios18.stackAfter == ["home", "list"])
    let ios26 = try Self.run("system-edge:shipped", trace, .iOS26)
    #expect(ios26.stackAfter == ["home"])
    #expect(ios26.transitions.map(\.result) == [.finished, .finished])
    #expect(ios26.hazards.isEmpty)
  }

  @Test("_shouldInteractivePopGestureBeEnabled during a finishing pop reads viewControllers after it: on two screens the second swipe is refused, nothing freezes")
  func preemptionKeepsTheRootRule() throws {
    let trace = Self.flickThenSwipe(stack: ["home", "detail"])
    let result = try Self.run("system-edge:shipped", trace, .iOS26, events: true)
    #expect(result.stackAfter == ["home"])
    #expect(result.hazards.isEmpty)
    let refusals = (result.events ?? []).compactMap { event -> String? in
      if case .failed(_, let why) = event.kind { return why }
      return nil
    }
    #expect(refusals.contains { $0.contains("the running pop leaves the root screen on top") })
  }

  @Test("seed 001's dead screen: the top screen's pan sees nothing, but iOS 26's content swipe, on the navigation controller's view, still does")
  func deadScreenOnIOS26() throws {
    // A stroke whose touch is cancelled (seed 001 leaves the screen's interaction off), then, 1.2 s
    // later, a steady swipe at 200 pt/s.
    var samples: [(Double, Double, Double, TouchPhase)] = [(0, 150, 420, .began)]
    for step in 1...18 { samples.append((Double(step) / 60, 150 + 200 * Double(step) / 60, 420, .moved)) }
    samples.append((19.0 / 60, 210, 420, .cancelled))
    samples.append((1.5, 150, 420, .began))
    for step in 1...40 { samples.append((1.5 + Double(step) / 60, 150 + 200 * Double(step) / 60, 421, .moved)) }
    samples.append((1.5 + 41.0 / 60, 150 + 200 * 40.0 / 60, 421, .ended))
    let trace = samplesTrace(samples)
    let ios18 = try Self.run("percent-driven:seed001", trace, .iOS18, events: true)
    #expect(ios18.distinctHazards.contains(.deadScreen))
    #expect(!Self.began(ios18, .systemContentPan))
    let ios26 = try Self.run("percent-driven:seed001", trace, .iOS26, events: true)
    #expect(Self.began(ios26, .systemContentPan))
  }
}
