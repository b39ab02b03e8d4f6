import Foundation
import Testing
@testable import BackStrategies

/// `backstrategies-observation/1` (docs/trace-format.md, "Observations"): reading a line, each
/// kind of bad line with its one-line message, the replay at the observed device, and
/// ``ObservationCheck``'s counting, intervals and routing of releases.
@Suite("Observations")
struct ObservationTests {
  /// One observation line, with the parts a test varies.
  static func line(
    gesture: String = #"{"scenario": "tap-with-jitter"}"#, model: String = #""iPhone 16""#, width: String = "393", ios: String = #""26.1""#,
    simulator: String = "true", rate: String = "60", outcome: String = #""stayed""#, extra: String = ""
  ) -> String {
    #"{"format": "backstrategies-observation/1", "gesture": \#(gesture), "device": {"model": \#(model), "width": \#(width), "ios": \#(ios), "simulator": \#(simulator), "touchRateHz": \#(rate)}, "outcome": \#(outcome), "source": "a test"\#(extra)}"#
  }

  /// An observation of `trace` by name on `ios` at `width` and `rate`.
  static func observation(
    _ trace: Trace, ios: String, width: Double? = nil, rate: Double? = nil, outcome: ObservedOutcome
  ) -> Observation {
    Observation(
      gesture: .scenario(trace),
      device: ObservedDevice(
        model: "test", width: width ?? trace.scene.device.width, ios: ObservedRelease(ios)!, simulator: true,
        touchRateHz: rate ?? ObservationReplay.sampleRate(of: trace.touches) ?? 60),
      outcome: outcome, source: "test")
  }

  // MARK: Reading

  @Test("a line naming a scenario reads into the scenario's trace, the device and the outcome")
  func readsScenarioLine() throws {
    let observation = try ObservationDecoder.decode(Self.line(extra: #", "frames": [0, 0.016, 0.033], "note": "assumed 60 Hz""#))
    #expect(observation.gesture == .scenario(Scenarios.tapWithJitter))
    #expect(observation.gesture.name == "tap-with-jitter")
    #expect(observation.device == ObservedDevice(model: "iPhone 16", width: 393, ios: ObservedRelease("26.1")!, simulator: true, touchRateHz: 60))
    #expect(observation.device.ios.modelled == .iOS26)
    #expect(observation.outcome == .stayed)
    #expect(observation.frames == [0, 0.016, 0.033])
    #expect(observation.source == "a test")
    #expect(observation.note == "assumed 60 Hz")
  }

  @Test("a line embedding a trace reads it as the trace decoder does")
  func readsEmbeddedTrace() throws {
    let trace = Scenarios.edgeSwipePastHalf
    let observation = try ObservationDecoder.decode(Self.line(gesture: #"{"trace": \#(TraceEncoder.encodeJSON(trace, pretty: false))}"#, outcome: #""popped""#))
    #expect(observation.gesture == .trace(trace))
    #expect(observation.outcome == .popped)
    #expect(observation.frames.isEmpty && observation.note == nil)
  }

  @Test("the release is a string of one to three numbers, kept as written; 26.x is modelled as iOS 26, 18.x as iOS 18, 27.x not")
  func releases() {
    #expect(ObservedRelease("27.0.1")?.major == 27)
    #expect(ObservedRelease("27.0.1")?.modelled == nil)
    #expect(ObservedRelease("18.2")?.modelled == .iOS18)
    #expect(ObservedRelease("26")?.modelled == .iOS26)
    #expect(ObservedRelease("26.10")?.text == "26.10")
    for bad in ["", "26.", ".1", "0.1", "26.1.2.3", "26,1", "v26", "2600.1", " 26"] {
      #expect(ObservedRelease(bad) == nil, "\(bad)")
    }
  }

  /// Bad lines and the one-line message each gives (place: message).
  static let badLines: [(line: String, message: String)] = [
    (line(ios: "26"), #"device.ios: expected a string like "26.1", got 26"#),
    (line(ios: "26.1"), #"device.ios: expected a string like "26.1", got 26.1"#),
    (line(ios: #""twenty-six""#), #"device.ios: expected a string like "26.1", got "twenty-six""#),
    (line(ios: "null"), #"device.ios: expected a string like "26.1", got null"#),
    (line(width: "0"), "device.width: expected a screen width in points, above 0 and at most 10000000, got 0"),
    (line(width: #""393""#), "device.width: expected a number, found a string"),
    (line(rate: "0"), "device.touchRateHz: expected touch samples per second from 1 to 1000 (60 or 120 on an iPhone), got 0"),
    (line(simulator: #""yes""#), "device.simulator: expected true (a simulator) or false (a device), found a string"),
    (line(model: #""""#), "device.model: must not be empty"),
    (line(outcome: #""cancel""#), #"outcome: expected "popped" or "stayed" (what a harness sees: a cancel and nothing at all are both stayed), got "cancel""#),
    (line(gesture: #"{"scenario": "tap-with-jiter"}"#), "gesture.scenario: unknown scenario 'tap-with-jiter'; did you mean 'tap-with-jitter'? (strategy-compare scenarios lists them)"),
    (line(gesture: #"{"scenario": "tap", "trace": {}}"#), "gesture: give one of 'scenario' and 'trace', not both"),
    (line(gesture: "{}"), "gesture: needs 'scenario' (a built-in scenario or probe name) or 'trace' (a backstrategies-trace/1 object)"),
    (line(gesture: #"{"trace": []}"#), "gesture.trace: expected a backstrategies-trace/1 object, found an array"),
    (line(gesture: #"{"trace": {"format": "backstrategies-trace/1", "stack": [{"id": "a"}, {"id": "b"}], "touches": [{"t": 0, "x": 5, "y": 400, "phase": "start"}]}}"#),
     "gesture.trace.touches[0].phase: unknown phase 'start' (expected one of: began, moved, ended, cancelled)"),
    (line(gesture: #"{"trace": {"stack": [], "touches": []}}"#), "gesture.trace: missing required field 'format'"),
    (line(gesture: #"{"name": "tap"}"#), "gesture.name: unknown field (gesture takes scenario, trace)"),
    (line(extra: #", "colour": "red""#), "colour: unknown field (an observation takes format, gesture, device, outcome, frames, source, note)"),
    (line(extra: #", "frames": [0.1, 0.05]"#), "frames[1]: time goes backwards (0.05 after 0.1)"),
    (line(extra: #", "frames": [0, "x"]"#), "frames[1]: expected a frame time in seconds, found a string"),
    (line(extra: #", "note": 3"#), "note: expected a string, found a number"),
    (#"{"format": "backstrategies-trace/1"}"#, "format: expected 'backstrategies-observation/1', found 'backstrategies-trace/1'"),
    (#"{"format": "backstrategies-observation/1", "gesture": {"scenario": "tap"}}"#, "(top level): missing required field 'device'"),
    (#"{"format": "backstrategies-observation/1", "#, "column 44: unexpected end of input, expected a string key"),
    ("[]", "(top level): expected an object, found an array"),
  ]

  @Test("each bad line gives one line naming the field at fault", arguments: badLines.indices)
  func badLine(_ index: Int) {
    let (line, message) = Self.badLines[index]
    do {
      _ = try ObservationDecoder.decode(line)
      Issue.record("decoded: \(line)")
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  // MARK: Replay

  @Test("the replay takes the observed width, release and touch rate")
  func replayAppliesDevice() {
    let observation = Self.observation(Scenarios.edgeSwipePastHalf, ios: "18.2", width: 430, rate: 60, outcome: .popped)
    let replay = ObservationReplay.trace(for: observation, on: .iOS18)
    #expect(!replay.resampled)
    #expect(replay.trace.scene.device.width == 430)
    #expect(replay.trace.scene.device.ios == .iOS18)
    #expect(replay.trace.scene.device.refreshRate == 60)
    #expect(replay.trace.touches == Scenarios.edgeSwipePastHalf.touches)
  }

  @Test("a 120 Hz trace observed at 60 Hz is resampled: same touch-down and lift, moves 1/60 s apart along the same path, still valid")
  func resamplesAtObservedRate() throws {
    let trace = Scenarios.releasePeekAtRest
    #expect(abs((ObservationReplay.sampleRate(of: trace.touches) ?? 0) - 120) < 1)
    let replay = ObservationReplay.trace(for: Self.observation(trace, ios: "26.1", rate: 60, outcome: .stayed), on: .iOS26)
    #expect(replay.resampled)
    let touches = replay.trace.touches
    #expect(touches.first == trace.touches.first)
    #expect(touches.last == trace.touches.last)
    #expect(abs((ObservationReplay.sampleRate(of: touches) ?? 0) - 60) < 0.5)
    let moves = touches.filter { $0.phase == .moved }
    #expect(abs(Double(moves.count) - Double(trace.touches.filter { $0.phase == .moved }.count) / 2) <= 1)
    // The finger held still before the lift, sending moves: it still does, where it rested.
    #expect(moves.last?.location == Point(x: 59, y: 423))
    try replay.trace.validate()
  }

  @Test("a pause with no moves (a finger at rest sending nothing) stays one when resampled")
  func restStaysRest() {
    let touches = [
      TouchSample(t: 0, x: 5, y: 400, phase: .began), TouchSample(t: 0.05, x: 30, y: 400, phase: .moved),
      TouchSample(t: 0.1, x: 60, y: 400, phase: .moved), TouchSample(t: 0.15, x: 80, y: 400, phase: .moved),
      TouchSample(t: 0.6, x: 80, y: 400, phase: .ended),
    ]
    let resampled = ObservationReplay.resampled(touches, at: 40)
    #expect(resampled.first == touches.first && resampled.last == touches.last)
    #expect(resampled.dropFirst().dropLast().allSatisfy { $0.phase == .moved && $0.t <= 0.15 })
    #expect(resampled.map(\.t).dropFirst().dropLast() == [0.025, 0.05, 0.075, 0.1, 0.125, 0.15])
    #expect(resampled[1].location == Point(x: 17.5, y: 400))
  }

  @Test("a rate within 5 % of the trace's own is replayed as recorded")
  func nearRateIsKept() {
    let trace = Scenarios.releasePeekAtRest
    let replay = ObservationReplay.trace(for: Self.observation(trace, ios: "26.1", rate: 118, outcome: .stayed), on: .iOS26)
    #expect(!replay.resampled)
    #expect(replay.trace.touches == trace.touches)
  }

  // MARK: Scoring

  /// The gestures of the hand-made sets.
  static let gestures = [
    Scenarios.releasePeekAtRest, Scenarios.releaseBriskSwipeMoving, Scenarios.releaseSlowDragPastHalf, Scenarios.releaseBriskSwipeEased,
    Scenarios.tapWithJitter, Scenarios.edgeSwipePastHalf,
  ]

  /// Observations that say what the model itself predicts under `parameters`, on iOS 26.1.
  static func observationsMadeBy(_ parameters: ModelParameters) -> [ObservationCheck.Line] {
    gestures.enumerated().map { index, trace in
      let outcome = BuiltIn.systemEdge.shipped.run(on: trace, options: RunOptions(parameters: parameters)).outcome
      return ObservationCheck.Line(line: index + 1, observation: observation(trace, ios: "26.1", outcome: ObservedOutcome(outcome)))
    }
  }

  @Test("observations made by the legacy reading: legacy agrees n of n, augmented where the two agree, with Wilson intervals")
  func legacyMadeObservations() throws {
    let lines = Self.observationsMadeBy(.uikit26LegacyPopDecision)
    let check = ObservationCheck(lines)
    let procedure = try #require(check.choices.first { $0.choice == .releaseProcedure })
    let legacy = try #require(procedure.readings.first { $0.reading == "legacy" })
    #expect(legacy.agreement == Proportion(count: lines.count, of: lines.count))
    #expect(legacy.wrong.isEmpty)
    #expect(legacy.agreement.low.map { abs($0 - 0.6097) < 0.0001 } == true)  // 6 of 6: 61–100 %
    #expect(legacy.agreement.high == 1)
    let augmented = try #require(procedure.readings.first { $0.reading == "augmented" })
    #expect(augmented.isDefault)
    // The peek at rest and the eased swipe cancel under augmented and pop under legacy.
    #expect(augmented.wrong.map(\.gesture) == ["release-peek-at-rest", "release-brisk-swipe-eased"])
    #expect(augmented.wrong.allSatisfy { $0.observed == .popped && $0.predicted == .stayed })
    #expect(augmented.agreement == Proportion(count: 4, of: 6))
    #expect(check.plain.agreement == augmented.agreement)
    #expect(check.plain.wrong == augmented.wrong)
    #expect(procedure.readings.map(\.release) == ["iOS 26", "iOS 26", "iOS 26"])
    #expect(check.unmodelled.isEmpty)
  }

  @Test("observations made by the plain model: every reading's count is its agreement with the default, per choice")
  func plainMadeObservations() throws {
    let lines = Self.observationsMadeBy(.uikit26)
    let check = ObservationCheck(lines)
    #expect(check.plain.agreement == Proportion(count: 6, of: 6))
    for choice in check.choices {
      let defaults = choice.readings.filter(\.isDefault)
      #expect(defaults.map(\.agreement) == [Proportion(count: 6, of: 6)], "\(choice.choice)")
      for reading in choice.readings where !reading.isDefault {
        #expect(reading.agreement.count + reading.wrong.count == reading.agreement.of)
      }
    }
    #expect(check.choices.map(\.choice).contains(.whoWaits))
    #expect(check.notAsked.contains(.sliderThumb))
    #expect(!check.choices.map(\.choice).contains(.classicCatch))  // iOS 26's fluid branch: not asked
  }

  @Test("an iOS 27 observation is scored only against fitted-ios27, never as iOS 26; another unmodelled release is not scored")
  func unmodelledReleases() throws {
    let lines = [
      ObservationCheck.Line(line: 1, observation: Self.observation(Scenarios.captureStillAt032, ios: "27.0.1", outcome: .popped)),
      ObservationCheck.Line(line: 2, observation: Self.observation(Scenarios.captureStillAt027, ios: "27.0.1", outcome: .stayed)),
      ObservationCheck.Line(line: 3, observation: Self.observation(Scenarios.tapWithJitter, ios: "17.5", outcome: .stayed)),
    ]
    let check = ObservationCheck(lines)
    #expect(check.count == 3)
    #expect(check.plain.agreement.of == 0)
    #expect(check.choices.map(\.choice) == [.releaseProcedure])
    let readings = check.choices[0].readings
    #expect(readings.map(\.reading) == ["fitted-ios27"])
    #expect(readings.map(\.release) == ["iOS 27"])
    #expect(readings[0].agreement == Proportion(count: 2, of: 2))
    #expect(check.unmodelled.map(\.line) == [1, 2, 3])
    #expect(check.unmodelled.map(\.scoredAgainst) == [["release-procedure: fitted-ios27"], ["release-procedure: fitted-ios27"], []])
    // Under augmented on iOS 26 the still release at 0.32 W cancels: it would have been counted wrong.
    #expect(BuiltIn.systemEdge.shipped.run(on: Scenarios.captureStillAt032).outcome == .cancel)
  }

  @Test("an iOS 18 observation runs on iOS 18: its rows say so, and the parallax branch (not asked on 18) has none")
  func iOS18Routing() throws {
    let lines = [
      ObservationCheck.Line(line: 1, observation: Self.observation(Scenarios.edgeSwipePastHalf, ios: "18.2", outcome: .popped)),
      ObservationCheck.Line(line: 2, observation: Self.observation(Scenarios.edgeSwipePastHalf, ios: "26.1", outcome: .popped)),
    ]
    let check = ObservationCheck(lines)
    let parallax = try #require(check.choices.first { $0.choice == .parallaxBranch })
    #expect(Set(parallax.readings.map(\.release)) == ["iOS 26"])
    let procedure = try #require(check.choices.first { $0.choice == .releaseProcedure })
    #expect(procedure.readings.map(\.release) == ["iOS 18", "iOS 18", "iOS 18", "iOS 26", "iOS 26", "iOS 26"])
    #expect(procedure.readings.map(\.isDefault) == [true, false, false, true, false, false])
    let classic = try #require(check.choices.first { $0.choice == .classicCatch })
    #expect(Set(classic.readings.map(\.release)) == ["iOS 18"])
  }

  @Test("the wide edge strip is one reading whatever the width: 'wide'")
  func wideStripName() {
    var wide = ModelParameters.uikit26
    wide.edgeRegionWidth = ModelParameters.wideEdgeRegionWidth(screenWidth: 402)
    #expect(ObservationCheck.readingName(.edgeStrip, wide) == "wide")
    #expect(ObservationCheck.readingName(.edgeStrip, .uikit26) == "13 pt")
  }
}

/// The fuzzer's observation seeds (`Fuzz/seeds/observation-*.jsonl`) read, and pass every check
/// the fuzzer makes (``FuzzChecks``): the replay at 60 and 120 Hz is a valid trace, every law holds.
@Suite("Observation fuzz seeds")
struct ObservationSeedTests {
  static let names = ["observation-scenario.jsonl", "observation-trace.jsonl", "observation-ios27.jsonl"]

  @Test("each seed decodes and passes the fuzzer's checks", arguments: names)
  func seedPasses(_ name: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/seeds/" + name).path
    let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
    _ = try ObservationDecoder.decode(bytes)
    let problems = FuzzChecks.problems(with: bytes)
    #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n"))")
  }
}
