import Testing

@testable import BackStrategies

/// The probes (``Scenarios/probes``): straight constant-velocity drags whose readings of an open
/// choice predict different outcomes, computed by running UIKit as it ships under each reading;
/// kept out of the default matrix and runnable by name.
@Suite("Probes")
struct ProbeTests {
  /// Every probe on every release it claims to separate on.
  static let cases: [ProbeCase] = Scenarios.probes.flatMap { probe in probe.releases.map { ProbeCase(probe: probe, ios: $0) } }

  /// One probe on one release.
  struct ProbeCase: CustomTestStringConvertible, Sendable {
    var probe: Probe
    var ios: IOSVersion
    var testDescription: String { "\(probe.name) on \(ios.label)" }
  }

  @Test("every probe's readings predict outcomes a UI test tells apart (one pops, one stays) on each of its releases", arguments: cases)
  func readingsDisagree(_ probeCase: ProbeCase) {
    let predictions = probeCase.probe.predictions(on: probeCase.ios)
    #expect(predictions.count >= 2)
    #expect(predictions.first?.isDefault == true)
    #expect(predictions.dropFirst().allSatisfy { !$0.isDefault })
    #expect(Set(predictions.map(\.pops)).count == 2, "\(predictions.map { "\($0.reading): \($0.outcome)" })")
    #expect(probeCase.probe.separates(on: probeCase.ios))
  }

  @Test("each prediction is the run of system-edge:shipped under that reading, and says why", arguments: cases)
  func predictionsAreRuns(_ probeCase: ProbeCase) {
    let probe = probeCase.probe
    let predictions = probe.predictions(on: probeCase.ios)
    let parameters = probe.readingParameters(on: probeCase.ios)
    #expect(predictions.count == parameters.count)
    for (prediction, parameters) in zip(predictions, parameters) {
      let run = Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: probe.trace, options: RunOptions(parameters: parameters, ios: probeCase.ios))
      #expect(run?.outcome == prediction.outcome)
      #expect(prediction.reading == probe.choice.reading(of: parameters))
      #expect(!prediction.why.isEmpty)
      #expect(prediction.result.ios == probeCase.ios)
    }
  }

  @Test("release-procedure, who-waits and edge-strip have at least three probes each; every choice with probes at most eight")
  func enoughProbes() {
    for choice in [OpenChoice.releaseProcedure, .whoWaits, .edgeStrip] {
      #expect(Scenarios.probes(for: choice).count >= 3, "\(choice.rawValue)")
    }
    for choice in OpenChoice.allCases {
      #expect(Scenarios.probes(for: choice).count <= 8, "\(choice.rawValue)")
      #expect(Scenarios.probes(for: choice).isEmpty == (Scenarios.whyNoProbe(for: choice, on: IOSVersion.allCases) != nil))
    }
  }

  @Test("edge-strip separates on iOS 18 only: on iOS 26 the content swipe pops under either strip width")
  func edgeStripOnlyOnIOS18() {
    #expect(Scenarios.separatedOnlyOn(.edgeStrip) == .iOS18)
    #expect(Scenarios.whyNoProbe(for: .edgeStrip, on: [.iOS26]) != nil)
    for probe in Scenarios.probes(for: .edgeStrip) {
      #expect(probe.releases == [.iOS18])
      #expect(probe.trace.scene.device.ios == .iOS18)
      let onIOS26 = probe.predictions(on: .iOS26)
      #expect(onIOS26.allSatisfy { $0.outcome == .pop }, "\(probe.name): \(onIOS26.map(\.outcome))")
    }
  }

  @Test("a probe's releases are exactly those of iOS 18 and 26 on which its readings disagree", arguments: Scenarios.probes)
  func releasesAreThoseThatSeparate(_ probe: Probe) {
    for ios in IOSVersion.allCases {
      #expect(probe.separates(on: ios) == probe.releases.contains(ios), "\(probe.name) on \(ios.label)")
    }
  }

  @Test("no probe sits on a threshold: its lift and its touch-down may each move 5 pt either way with every prediction kept", arguments: cases)
  func margins(_ probeCase: ProbeCase) {
    #expect(probeCase.probe.liftMargin(on: probeCase.ios) >= Self.leastMargin)
    #expect(probeCase.probe.touchDownMargin(on: probeCase.ios) >= Self.leastMargin)
  }

  @Test("every prediction holds at a ProMotion phone's 120 Hz touch rate as at 60 Hz", arguments: cases)
  func sameAt120Hz(_ probeCase: ProbeCase) {
    let probe = probeCase.probe
    var scene = probe.trace.scene
    scene.device.refreshRate = Scenarios.releaseEvidenceSampleRate
    let fast = Probe(
      name: probe.name, choice: probe.choice, releases: probe.releases, summary: probe.summary, gesture: probe.gesture, scene: scene,
      intent: .back)
    #expect(fast.trace.touches.count > probe.trace.touches.count)
    #expect(fast.predictions(on: probeCase.ios).map(\.outcome) == probe.predictions(on: probeCase.ios).map(\.outcome))
  }

  @Test("a hold before the lift changes no prediction: the model's velocity keeps what the last moves left", arguments: cases)
  func holdChangesNothing(_ probeCase: ProbeCase) {
    let probe = probeCase.probe
    var held = probe.gesture
    held.holdBeforeLift = Self.harnessHold
    let heldProbe = Probe(
      name: probe.name, choice: probe.choice, releases: probe.releases, summary: probe.summary, gesture: held, scene: probe.trace.scene,
      intent: .back)
    #expect(heldProbe.predictions(on: probeCase.ios).map(\.outcome) == probe.predictions(on: probeCase.ios).map(\.outcome))
  }

  @Test("docs/probes.md's control, an edge drag of 300 pt at 600 pt/s, pops under every reading of every choice, on both releases")
  func controlPopsEverywhere() {
    for ios in IOSVersion.allCases {
      for choice in OpenChoice.allCases {
        let control = Probe(
          name: "probe-control", choice: choice, releases: [ios], summary: "",
          gesture: StraightDrag(start: Point(x: 5, y: 420), end: Point(x: 305, y: 420), duration: 0.5), scene: SceneSpec.twoScreens,
          intent: .back)
        #expect(control.predictions(on: ios).allSatisfy { $0.outcome == .pop }, "\(choice.rawValue) on \(ios.label)")
      }
    }
  }

  /// A hold a harness might add before the lift, in seconds. **[estimate]** a quarter of a
  /// second, the everyday "at rest" of the release evidence (`Scenarios.everydayRest`).
  static let harnessHold = 0.25

  /// The least margin a probe must keep, in points. **[estimate]** larger than a harness's
  /// error in placing a drag's end on a simulator (a few points).
  static let leastMargin = 5.0

  @Test("every probe is a straight drag at a constant velocity, sampled at the device's touch rate", arguments: Scenarios.probes)
  func straightConstantVelocity(_ probe: Probe) throws {
    let touches = probe.trace.touches
    let drag = probe.gesture
    let rate = probe.trace.scene.device.refreshRate
    #expect(touches.first?.phase == .began)
    #expect(touches.last?.phase == .ended)
    #expect(touches.dropFirst().dropLast().allSatisfy { $0.phase == .moved })
    #expect(touches.first?.location == drag.start)
    #expect(touches.last?.location == drag.end)
    for (earlier, later) in zip(touches, touches.dropFirst()) {
      #expect(abs((later.t - earlier.t) - 1 / rate) < 1e-9, "\(probe.name): a sample \(later.t - earlier.t) s after the last")
    }
    // The moves: evenly spaced along the line from start to end (to the 0.1 pt rounding).
    let moving = zip(touches, touches.dropFirst()).filter { $0.0.location != $0.1.location }
    let steps = moving.map { (x: $0.1.location.x - $0.0.location.x, y: $0.1.location.y - $0.0.location.y) }
    let expected = (x: drag.velocity.x / rate, y: drag.velocity.y / rate)
    #expect(!steps.isEmpty)
    for step in steps {
      #expect(abs(step.x - expected.x) <= Self.roundingSlack && abs(step.y - expected.y) <= Self.roundingSlack, "\(probe.name): step \(step)")
    }
    #expect(drag.pressDuration == 0 || drag.pressDuration > 0)
    #expect(abs(Double(steps.count) / rate - drag.duration) < 0.5 / rate)
    #expect(throws: Never.self) { try probe.trace.validate() }
  }

  /// How far a step may differ from the constant one: two roundings to a tenth of a point.
  static let roundingSlack = 0.1 + 1e-9

  @Test("a press and a hold add stationary samples at the start and the end, and change neither path nor velocity")
  func pressAndHold() {
    let drag = StraightDrag(start: Point(x: 10, y: 400), end: Point(x: 130, y: 430), duration: 0.5, pressDuration: 0.1, holdBeforeLift: 0.2)
    #expect(drag.distance == (120.0 * 120 + 30 * 30).squareRoot())
    #expect(drag.velocity == Point(x: 240, y: 60))
    #expect(abs(drag.totalDuration - 0.8) < 1e-12)
    let samples = drag.samples(sampleRate: 60)
    #expect(samples.count == 1 + 6 + 30 + 12 + 1)
    #expect(samples.prefix(7).allSatisfy { $0.location == drag.start })
    #expect(samples.suffix(13).allSatisfy { $0.location == drag.end })
    #expect(samples[7].location == Point(x: 14, y: 401))
    #expect(samples.last?.phase == .ended && abs((samples.last?.t ?? 0) - 49.0 / 60) < 0.001)
  }

  @Test("probes stay out of the default matrix, run by name, and are listed as runnable", arguments: Scenarios.probes)
  func outOfTheMatrix(_ probe: Probe) {
    #expect(probe.name.hasPrefix("probe-"))
    #expect(probe.trace.name == probe.name)
    #expect(!Scenarios.all.contains { $0.name == probe.name })
    #expect(Scenarios.named(probe.name) == probe.trace)
    #expect(Scenarios.runnable.contains { $0.name == probe.name })
    #expect(Scenarios.probe(named: probe.name) == probe)
    #expect(probe.trace.scene.device.ios == probe.releases.last)
    #expect(probe.trace.scene.stack.count == 2)
  }

  @Test("probe names are unique and clash with no other built-in trace")
  func uniqueNames() {
    let names = Scenarios.runnable.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test("edge starts are flagged: within the wide strip's 55.1 pt touch-down slack of the back edge, not beyond")
  func edgeStarts() {
    let edge = Scenarios.probes.filter(\.startsAtEdge).map(\.name)
    #expect(edge.contains("probe-release-slow-peek"))
    #expect(edge.contains("probe-edge-strip-touch-down-40"))
    #expect(!edge.contains("probe-release-content-slow-peek"))
    #expect(!edge.contains("probe-who-waits-content-over-carousel"))
    // Mid-screen probes separate only on iOS 26 (they need its content swipe).
    for probe in Scenarios.probes where !probe.startsAtEdge {
      #expect(probe.releases == [.iOS26], "\(probe.name)")
    }
  }

  @Test("no straight drag of the probes separates the parallax branch: only run-outs and second swipes differ")
  func parallaxBranchHasNoProbe() {
    #expect(Scenarios.probes(for: .parallaxBranch).isEmpty)
    for probe in Scenarios.probes {
      var asked = probe
      asked.choice = .parallaxBranch
      #expect(!asked.separates(on: .iOS26), "\(probe.name)")
    }
  }
}
