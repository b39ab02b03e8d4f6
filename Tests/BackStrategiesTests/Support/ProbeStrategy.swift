@testable import BackStrategies
@testable import BackStrategiesSupport

/// A test strategy that installs the recognisers it is given, answers `shouldBegin` from a
/// table, records every event it sees, and runs a script of commands on chosen events.
struct ProbeStrategy: BackStrategy {
  struct Configuration: Hashable, Sendable {
    var setup = GestureSetup()
    /// Recognisers whose `shouldBegin` says no, with the reason.
    var rejections: [RecognizerID: String] = [:]
    /// Commands to send when a recogniser reaches a state.
    var script: [ScriptStep] = []
  }

  struct ScriptStep: Hashable, Sendable {
    var recognizer: RecognizerID
    var state: RecognizerState
    var commands: [StrategyCommand]
  }

  static let descriptor = StrategyDescriptor(
    id: "probe", title: "Probe", summary: "Records events.", origin: "tests", rules: [], pitfalls: [], whenToChoose: "never")
  static let presets = [StrategyPreset(name: "default", summary: "records", configuration: Configuration())]

  let configuration: Configuration
  var events: [StrategyEvent] = []
  var questions: [BeginQuery] = []
  var navigationAtEvents: [NavigationSnapshot] = []
  /// `context.commands` as each event's handling ended: what that event sent.
  var commandsAtEvents: [[StrategyCommand]] = []

  init(configuration: Configuration) { self.configuration = configuration }

  mutating func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup { configuration.setup }

  func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    configuration.rejections[query.recognizer].map { .reject($0) } ?? .begin
  }

  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    events.append(event)
    navigationAtEvents.append(context.navigation)
    if case .gesture(let gesture) = event {
      for step in configuration.script where step.recognizer == gesture.recognizer && step.state == gesture.state {
        for command in step.commands { context.send(command) }
      }
    }
    commandsAtEvents.append(context.commands)
  }

  /// The gesture states seen for one recogniser, in order.
  func states(of id: RecognizerID) -> [RecognizerState] {
    events.compactMap { event in
      if case .gesture(let gesture) = event, gesture.recognizer == id { return gesture.state }
      return nil
    }
  }
}

/// Runs a probe on the harness and returns the strategy as it ended, with the result.
func probe(
  _ configuration: ProbeStrategy.Configuration, on trace: Trace, options: RunOptions = RunOptions()
) -> (strategy: ProbeStrategy, result: RunResult) {
  let run = played(configuration, on: trace, options: options)
  return (run.strategy, run.result)
}

/// A probe played on the harness over `trace`, every step it was handed queued for the test to
/// receive (``StrategyHarness/receive(_:sending:navigation:)``, ``StrategyHarness/finish()``),
/// with the run's result.
func played(
  _ configuration: ProbeStrategy.Configuration, on trace: Trace, options: RunOptions = RunOptions()
) -> PlayedProbe {
  var harness = StrategyHarness(ProbeStrategy.self, configuration: configuration, scene: trace.scene, parameters: options.parameters)
  let result = harness.play(trace, options: options, label: "probe:default")
  return PlayedProbe(harness: harness, result: result)
}

/// A probe's harness after ``played(_:on:options:)``, and the run's result.
struct PlayedProbe {
  /// The harness, its steps not yet received.
  var harness: StrategyHarness<ProbeStrategy>
  /// The run's result.
  let result: RunResult
  /// The probe as the run left it.
  var strategy: ProbeStrategy { harness.strategy }
}

/// A two-screen trace with one stroke through the given points, sampled at 60 Hz.
func strokeTrace(
  _ points: [Point], durations: [Double], scene: SceneSpec = .twoScreens, profile: @escaping (Double) -> Double = { $0 }
) -> Trace {
  var touches = StrokeBuilder()
  touches.stroke(through: points, durations: durations, profile: profile)
  return Trace(name: "test", scene: scene, touches: touches.samples)
}

/// A trace from explicit samples.
func samplesTrace(_ samples: [(Double, Double, Double, TouchPhase)], scene: SceneSpec = .twoScreens) -> Trace {
  Trace(name: "test", scene: scene, touches: samples.map { TouchSample(t: $0.0, x: $0.1, y: $0.2, phase: $0.3) })
}
