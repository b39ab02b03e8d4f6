import BackStrategiesTestSupport
import Testing

@testable import BackStrategies

/// docs/model.md's evidence table ("The release procedure"): every piece of public evidence on
/// UIKit's release decision, run under each reading of ``OpenChoice/releaseProcedure``
/// (augmented, legacy, fitted-ios27), each cell asserted; the traces that reproduce the evidence;
/// and the fitted reading's derivation from the iOS 27.0.1 captures.
@Suite("Release evidence")
struct ReleaseEvidenceTests {
  /// One row of the table: the evidence (its label in ``ReleaseEvidence/all``) and the cell under
  /// augmented, legacy and fitted-ios27, in that order.
  struct Row: CustomTestStringConvertible, Sendable {
    var label: String
    var cells: [ReleaseEvidence.Agreement]
    var testDescription: String { label }
  }

  static let agree = ReleaseEvidence.Agreement.agree
  static let contradict = ReleaseEvidence.Agreement.contradict
  static let untested = ReleaseEvidence.Agreement.untested

  /// The table as docs/model.md prints it (columns: augmented, legacy, fitted-ios27).
  static let table: [Row] = [
    Row(label: "a peek lifted at rest", cells: [agree, contradict, agree]),
    Row(label: "a brisk swipe lifted moving", cells: [agree, agree, agree]),
    Row(label: "a slow drag past half lifted at rest", cells: [agree, agree, agree]),
    Row(label: "a brisk swipe eased to rest near the far edge", cells: [untested, untested, untested]),
    Row(label: "a still release at 0.27 W", cells: [agree, contradict, agree]),
    Row(label: "a still release at 0.32 W", cells: [contradict, agree, agree]),
    Row(label: "a release at 0.51 W moving back at 1.02 W/s", cells: [contradict, contradict, agree]),
    Row(label: "quick taps with 1–2 pt of movement do not pop", cells: [agree, agree, agree]),
    Row(label: "UIUseAugmentedPopGesture set to YES among debug overrides", cells: [untested, untested, untested]),
  ]

  static let procedures: [PopDecisionProcedure] = [.augmented, .legacyVelocitySign, .fittedIOS27]

  @Test("the table covers every piece of evidence, in order, and every reading")
  func tableCoversEverything() {
    #expect(Self.table.map(\.label) == ReleaseEvidence.all.map(\.label))
    #expect(Set(Self.procedures) == Set(PopDecisionProcedure.allCases))
  }

  @Test("every row cites a key of docs/sources.md, and each capture names iOS 27.0.1 and its device")
  func rowsCiteSources() throws {
    let keys = try SourcesTests.keys()
    for evidence in ReleaseEvidence.all {
      #expect(keys.contains(evidence.source), "\(evidence.label): '\(evidence.source)' is no key of docs/sources.md")
    }
    for evidence in ReleaseEvidence.all where evidence.source == "morph notes" {
      #expect(evidence.release == "iOS 27.0.1, iPhone 16 Pro")
      #expect(evidence.note.contains("iOS 27"))
    }
  }

  @Test("each row's trace, run under each reading, agrees or contradicts as the table says", arguments: table)
  func cells(_ row: Row) throws {
    let evidence = try #require(ReleaseEvidence.all.first { $0.label == row.label })
    for (procedure, cell) in zip(Self.procedures, row.cells) {
      #expect(evidence.agreement(under: procedure) == cell, "\(row.label) under \(procedure) (\(evidence.source))")
    }
  }

  @Test("the untested row still has a prediction under each reading: only augmented cancels a brisk swipe eased to rest")
  func easedSwipePredictions() throws {
    let evidence = try #require(ReleaseEvidence.all.first { $0.scenario == "release-brisk-swipe-eased" })
    #expect(evidence.pops == nil)
    #expect(evidence.outcome(under: .augmented) == .cancel)
    #expect(evidence.outcome(under: .legacyVelocitySign) == .pop)
    #expect(evidence.outcome(under: .fittedIOS27) == .pop)
  }

  @Test("which evidence each reading contradicts (what explain system-edge says)")
  func contradictions() throws {
    let byProcedure = Dictionary(uniqueKeysWithValues: ReleaseEvidence.contradictions().map { ($0.procedure, $0.evidence.map(\.label)) })
    #expect(byProcedure[.augmented] == ["a still release at 0.32 W", "a release at 0.51 W moving back at 1.02 W/s"])
    #expect(byProcedure[.legacyVelocitySign] == ["a peek lifted at rest", "a still release at 0.27 W", "a release at 0.51 W moving back at 1.02 W/s"])
    #expect(byProcedure[.fittedIOS27] == [])
    // Every contradiction of augmented is evidence about iOS 27: none is about iOS 26.
    let augmented = ReleaseEvidence.all.filter { $0.agreement(under: .augmented) == .contradict }
    #expect(augmented.allSatisfy { $0.release.hasPrefix("iOS 27") })
    let rule = try #require(SystemEdgeStrategy.descriptor.rules.first { $0.contains("Against the public evidence") })
    #expect(rule.contains("fitted-ios27") && rule.contains("contradicts none"))
    #expect(rule.contains("release-brisk-swipe-eased"))
  }

  // MARK: The traces

  /// The `.ended` callback UIKit's handler heard: progress `tx / W` and `velocity.x` at the release.
  static func release(of trace: Trace, procedure: PopDecisionProcedure = .augmented) throws -> (progress: Double, velocity: Double) {
    var options = RunOptions(parameters: ReleaseEvidence.parameters(under: procedure))
    options.recordEvents = true
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: options))
    let ended = try #require(
      result.events?.compactMap { event -> GestureEvent? in
        if case .callback(let gesture, target: .uikit) = event.kind, gesture.state == .ended { return gesture }
        return nil
      }.last)
    return (ended.translation.x / trace.scene.device.width, ended.velocity.x)
  }

  @Test("every release-evidence trace is sampled at 120 Hz, runs by name, and stays out of the default matrix", arguments: Scenarios.releaseEvidence)
  func tracesAt120Hz(_ trace: Trace) throws {
    #expect(Scenarios.named(trace.name) == trace)
    #expect(!Scenarios.all.contains { $0.name == trace.name })
    #expect(Scenarios.runnable.contains { $0.name == trace.name })
    #expect(trace.scene.device.refreshRate == 120)
    let times = trace.touches.map(\.t)
    for (earlier, later) in zip(times, times.dropFirst()) {
      #expect(abs((later - earlier) - 1 / 120) < 0.0011, "\(trace.name): a sample \(later - earlier) s after the last")
    }
    #expect(throws: Never.self) { try trace.validate() }
  }

  @Test("the captures' traces release where the captures did (iPhone 16 Pro, 402 pt): 0.27 W and 0.32 W still, 0.51 W at −1.02 W/s")
  func capturesReleaseWhereCaptured() throws {
    for trace in [Scenarios.captureStillAt027, Scenarios.captureStillAt032, Scenarios.captureMovingBackAt051] {
      #expect(trace.scene.device.width == 402)
    }
    let still027 = try Self.release(of: Scenarios.captureStillAt027)
    #expect(abs(still027.progress - 0.27) <= 0.005)
    let still032 = try Self.release(of: Scenarios.captureStillAt032)
    #expect(abs(still032.progress - 0.32) <= 0.005)
    let back = try Self.release(of: Scenarios.captureMovingBackAt051)
    #expect(abs(back.progress - 0.51) <= 0.005)
    #expect(abs(back.velocity / 402 - -1.02) <= 0.1, "velocity \(back.velocity / 402) W/s")
  }

  @Test("the everyday traces: a peek at 10 %, a swipe lifted near 1,300 pt/s, a drag held at 65 %, a swipe eased to rest at 85 %")
  func everydayTraces() throws {
    #expect(abs(try Self.release(of: Scenarios.releasePeekAtRest).progress - 0.10) <= 0.01)
    let brisk = try Self.release(of: Scenarios.releaseBriskSwipeMoving)
    #expect((1_150...1_450).contains(brisk.velocity), "lift at \(brisk.velocity) pt/s")
    #expect(abs(try Self.release(of: Scenarios.releaseSlowDragPastHalf).progress - 0.65) <= 0.01)
    let eased = try Self.release(of: Scenarios.releaseBriskSwipeEased)
    #expect(abs(eased.progress - 0.85) <= 0.015)
    // Eased to rest: the last move is slow, next to the swipe's peak of about 1,850 pt/s.
    #expect(eased.velocity < 150)
  }

  // MARK: The fitted reading

  /// The captures, as morph notes give them: progress, velocity (W/s) and whether it popped.
  static let captures: [(progress: Double, velocity: Double, pops: Bool)] = [(0.27, 0, false), (0.32, 0, true), (0.51, -1.02, true)]

  @Test("[fitted] the threshold is the middle of the still captures' bounds, the horizon the middle of what the moving one allows")
  func fittedConstantsDerivation() {
    let parameters = ModelParameters.uikit26
    let stillReturns = Self.captures.filter { $0.velocity == 0 && !$0.pops }.map(\.progress).max() ?? 0
    let stillPops = Self.captures.filter { $0.velocity == 0 && $0.pops }.map(\.progress).min() ?? 1
    #expect(abs(parameters.fittedReleaseThreshold - (stillReturns + stillPops) / 2) < 1e-9)
    let moving = Self.captures[2]
    let longestHorizon = (moving.progress - parameters.fittedReleaseThreshold) / -moving.velocity
    #expect(abs(longestHorizon - 0.2108) < 0.001)
    #expect(abs(parameters.fittedVelocityHorizon - longestHorizon / 2) < 0.001)
    // With these constants, the rule `p + v·H > θ` agrees with every capture.
    for capture in Self.captures {
      let projected = capture.progress + capture.velocity * parameters.fittedVelocityHorizon
      #expect((projected > parameters.fittedReleaseThreshold) == capture.pops, "\(capture)")
    }
  }

  @Test("--model uikit26-fitted-ios27-pop is the fitted reading; release-procedure has two other readings under each")
  func fittedNamedSetAndReadings() throws {
    #expect(ModelParameters.named("uikit26-fitted-ios27-pop")?.popDecision == .fittedIOS27)
    #expect(OpenChoice.releaseProcedure.reading(of: .uikit26FittedIOS27Pop) == "fitted-ios27")
    for parameters in [ModelParameters.uikit26, .uikit26LegacyPopDecision, .uikit26FittedIOS27Pop] {
      let others = OpenChoice.releaseProcedure.otherReadings(of: parameters, on: .iOS26, screenWidth: 390)
      #expect(others.count == 2)
      #expect(Set(others.map(\.popDecision) + [parameters.popDecision]) == Set(PopDecisionProcedure.allCases))
    }
  }

  // MARK: restsOn

  @Test("where the result depends on the reading, restsOn says so: each trace under the default names exactly the readings that decide otherwise", arguments: Scenarios.releaseEvidence)
  func restsOnNamesTheOtherReadings(_ trace: Trace) throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(weighsOpenChoices: true)))
    var expected: [String] = []
    for procedure in Self.procedures where procedure != .augmented {
      var parameters = ModelParameters.uikit26
      parameters.popDecision = procedure
      let other = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: parameters)))
      if other.outcome != result.outcome { expected.append(OpenChoice.releaseProcedure.reading(of: parameters)) }
    }
    #expect(result.restsOn.filter { $0.choice == .releaseProcedure }.map(\.other) == expected, "\(trace.name)")
  }

  @Test("restsOn on the captures: 0.32 W rests on legacy and fitted-ios27, 0.51 W moving back on fitted-ios27 alone")
  func restsOnTheCaptures() throws {
    let still = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.captureStillAt032, options: RunOptions(weighsOpenChoices: true)))
    // Only the release procedure's readings: the capture may rest on other choices too (the
    // transition's duration D is also the projection's horizon).
    #expect(still.restsOn.filter { $0.choice == .releaseProcedure }.map(\.summary) == ["release-procedure (legacy → pop)", "release-procedure (fitted-ios27 → pop)"])
    // Legacy cancels too: only a note that compares every reading finds the fitted one.
    let back = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.captureMovingBackAt051, options: RunOptions(weighsOpenChoices: true)))
    #expect(back.restsOn.filter { $0.choice == .releaseProcedure }.map(\.summary) == ["release-procedure (fitted-ios27 → pop)"])
  }
}
