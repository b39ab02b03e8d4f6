/// A strategy on a test bench, in the spirit of TCA's `TestStore`: install it in a scene, send
/// it one event at a time or play a whole trace through the simulator, and receive, step by
/// step, every event it was handed, the navigation it saw and the commands it sent.
///
/// Stepwise, the simulator is not involved, so a test pins the strategy's own rules (its
/// thresholds, its answers to `gestureRecognizerShouldBegin:`, the commands it sends) and
/// nothing else:
///
///     var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: scene)
///     let setup = harness.install().setup
///     #expect(setup.systemBackGesture == .disabled)
///     let commands = harness.send(.gesture(release), at: 0.3)
///     #expect(commands.contains(.pop(animated: true)))
///
/// Played, ``play(_:options:label:)`` runs the trace through the simulator and queues what the
/// strategy was handed; the test receives each step, says what it sent and how navigation
/// changed since the step before, and ``finish()`` fails if a step was left unreceived. Like
/// `TestStore`, it is exhaustive: a step the test did not expect, a command it did not name, a
/// navigation change it did not state is a ``HarnessMismatch`` (an `Error` whose description
/// is the diff), thrown where the test `try`s:
///
///     var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: scene)
///     let result = harness.play(swipe)
///     try harness.receive(.began, of: "edge")
///     try harness.skip(.changed, of: "edge")
///     try harness.receive(.ended, of: "edge", sending: [.explain("released past the travel"), .pop(animated: true)])
///     try harness.receive(.transitionEnded(.pop, .finished)) {
///       $0 = NavigationSnapshot(count: 1, top: ScreenSpec(id: "list"), isTransitioning: false, progress: 0)
///     }
///     try harness.finish()
///
/// ``run(on:options:)`` plays a trace too, without receiving, and records its event log.
public struct StrategyHarness<Strategy: BackStrategy>: Sendable {
  /// The strategy as the events so far left it.
  public private(set) var strategy: Strategy
  /// The configuration it was made with.
  public let configuration: Strategy.Configuration
  /// The scene it is installed in.
  public let scene: SceneSpec
  /// What ``install()`` returned, once it has been called.
  public private(set) var setup: GestureSetup?
  /// The context the next event is handed with: its time, device, parameters and navigation.
  public private(set) var context: StrategyContext
  /// What the strategy was handed and has not been received yet, oldest first.
  public private(set) var unreceived: [HarnessStep] = []
  /// Navigation as of the last step received (or as the test set it, or at rest): what the
  /// next step's navigation is checked against, after the test's stated change.
  public private(set) var expectedNavigation: NavigationSnapshot
  /// How many steps have been received or skipped: the number in a mismatch's message.
  public private(set) var receivedCount = 0

  /// A fresh strategy of `configuration` for `scene`, on the scene's release with `parameters`
  /// resolved for it; navigation is the scene's stack at rest.
  public init(
    _ strategy: Strategy.Type = Strategy.self, configuration: Strategy.Configuration, scene: SceneSpec,
    parameters: ModelParameters = .uikit26
  ) {
    self.strategy = Strategy(configuration: configuration)
    self.configuration = configuration
    self.scene = scene
    let navigation = Self.atRest(scene)
    expectedNavigation = navigation
    context = StrategyContext(
      time: 0, device: scene.device, parameters: parameters.resolved(for: scene.device.ios), navigation: navigation)
  }

  /// A fresh strategy with the preset `name` (its default preset when `nil`), or a
  /// ``SelectionError`` naming the strategy's presets.
  public init(_ strategy: Strategy.Type = Strategy.self, preset name: String? = nil, scene: SceneSpec) throws(SelectionError) {
    guard let found = name.map({ Strategy.preset(named: $0) }) ?? Strategy.presets.first else {
      let names = Strategy.presets.map(\.name)
      throw SelectionError(
        "\(Strategy.descriptor.id) has no preset '\(name ?? "")' (it has \(names.joined(separator: ", ")))"
          + StrategyCatalog.hint(for: name ?? "", among: names))
    }
    self.init(strategy, configuration: found.configuration, scene: scene)
  }

  /// Installs the strategy, as the simulator does before the first touch: the recognisers it
  /// declares and the fate of UIKit's gestures, and the commands it sent while installing.
  public mutating func install() -> (setup: GestureSetup, commands: [StrategyCommand]) {
    let installed = strategy.install(in: scene, context: &context)
    setup = installed
    let sent = takeCommands()
    if !sent.isEmpty { unreceived.append(HarnessStep(time: context.time, event: nil, navigation: context.navigation, commands: sent)) }
    return (installed, sent)
  }

  /// Hands the strategy `event` at `time` and returns the commands it sent, in order. The step
  /// is queued too, for ``receive(_:sending:navigation:)``.
  @discardableResult
  public mutating func send(_ event: StrategyEvent, at time: Double) -> [StrategyCommand] {
    context.time = time
    let navigation = context.navigation
    strategy.handle(event, context: &context)
    let sent = takeCommands()
    unreceived.append(HarnessStep(time: time, event: event, navigation: navigation, commands: sent))
    return sent
  }

  /// The strategy's answer to `gestureRecognizerShouldBegin:` for `query` at `time`.
  public mutating func shouldBegin(_ query: BeginQuery, at time: Double) -> BeginDecision {
    context.time = time
    return strategy.shouldBegin(query, context: context)
  }

  /// Sets navigation as the strategy sees it from the next event on (a transition running, a
  /// deeper stack): the simulator would have changed it by applying earlier commands. The
  /// test said so: it is the navigation the next step is expected to see (receive the steps
  /// sent before it first: they saw the navigation before).
  public mutating func setNavigation(_ navigation: NavigationSnapshot) {
    context.navigation = navigation
    expectedNavigation = navigation
  }

  /// The strategy (with this harness's configuration, not its current state) run by the
  /// simulator over `trace`, its event log recorded: every callback, question and command, and
  /// what UIKit's model did with them.
  public func run(on trace: Trace, options: RunOptions = RunOptions()) -> RunResult {
    var options = options
    options.recordEvents = true
    return Simulator.run(
      Strategy.self, configuration: configuration, label: "\(Strategy.descriptor.id):harness", on: trace, options: options)
  }

  /// Plays `trace` through the simulator with a fresh strategy of this harness's
  /// configuration, as ``run(on:options:)`` does, and queues every event the strategy was
  /// handed as a step to receive. Afterwards ``strategy`` is the strategy as the run left it
  /// and ``setup`` what it installed. The trace plays in its own scene; navigation is expected
  /// to start at that scene's rest. `label` is the run's ``RunResult/strategy``. The open
  /// choices are not weighed (``RunResult/restsOn`` stays empty): a test of the strategy's
  /// steps reads one model.
  public mutating func play(_ trace: Trace, options: RunOptions = RunOptions(), label: String? = nil) -> RunResult {
    var simulation = Simulation(
      strategy: HarnessRecorder<Strategy>(configuration: configuration),
      selection: label ?? "\(Strategy.descriptor.id):harness", trace: trace, options: options,
      conventions: Strategy.descriptor.conventions)
    let result = simulation.run()
    strategy = simulation.strategy.recorded
    setup = simulation.installedSetup
    if unreceived.isEmpty { expectedNavigation = Self.atRest(trace.scene) }
    unreceived += simulation.strategy.steps
    return result
  }

  // MARK: Receiving

  /// Receives the next step: it must have handed the strategy `event`, the strategy must have
  /// sent exactly `commands` in answer, and navigation must be the last step's changed by
  /// `change` (no change when it is omitted). Returns the step; throws a ``HarnessMismatch``
  /// naming each difference.
  @discardableResult
  public mutating func receive(
    _ event: StrategyEvent, sending commands: [StrategyCommand] = [],
    navigation change: (inout NavigationSnapshot) -> Void = { _ in }
  ) throws(HarnessMismatch) -> HarnessStep {
    try receive(expecting: HarnessStep.describe(event), matches: { $0 == event }, sending: commands, navigation: change)
  }

  /// Receives the next step as a callback of `recognizer` in `state`, whatever its numbers,
  /// checked like ``receive(_:sending:navigation:)``; returns the callback, for the test to
  /// read its numbers.
  @discardableResult
  public mutating func receive(
    _ state: RecognizerState, of recognizer: RecognizerID, sending commands: [StrategyCommand] = [],
    navigation change: (inout NavigationSnapshot) -> Void = { _ in }
  ) throws(HarnessMismatch) -> GestureEvent {
    let step = try receive(
      expecting: "gesture \(recognizer) .\(state.rawValue)",
      matches: { Self.isCallback($0, of: recognizer, in: state) }, sending: commands, navigation: change)
    // `matches` made sure it is a callback.
    return step.gesture!
  }

  /// Receives the run of consecutive callbacks of `recognizer` in `state` at the front of the
  /// queue (all the `.changed` of a drag, say), each sending nothing and seeing the navigation
  /// of the step before, but for its progress (an animation running on); the next step is
  /// checked against the last one's.
  /// Returns them, none when the front step is something else (as TCA's
  /// `skipReceivedActions()`, it asserts only what it skips: that they sent nothing).
  @discardableResult
  public mutating func skip(_ state: RecognizerState, of recognizer: RecognizerID) throws(HarnessMismatch) -> [GestureEvent] {
    var skipped: [GestureEvent] = []
    while let next = unreceived.first, Self.isCallback(next.event, of: recognizer, in: state) {
      guard next.commands.isEmpty else {
        throw HarnessMismatch(
          "step \(receivedCount + 1) (\(next.summary)): a skipped callback sent commands",
          differences: [.init(field: "commands", expected: "[]", actual: "\(next.commands)")])
      }
      var expected = expectedNavigation
      expected.progress = next.navigation.progress
      let changed = HarnessMismatch.differences(expected: expected, actual: next.navigation)
      guard changed.isEmpty else {
        throw HarnessMismatch(
          "step \(receivedCount + 1) (\(next.summary)): navigation changed on a skipped callback", differences: changed)
      }
      unreceived.removeFirst()
      receivedCount += 1
      expectedNavigation = next.navigation
      skipped.append(next.gesture!)
    }
    return skipped
  }

  /// Drops every step not yet received, as TCA's `skipReceivedActions()` does, and returns
  /// them: the test says it does not care what they were. Navigation is expected as the last
  /// of them saw it.
  @discardableResult
  public mutating func skipUnreceived() -> [HarnessStep] {
    let skipped = unreceived
    if let last = skipped.last { expectedNavigation = last.navigation }
    receivedCount += skipped.count
    unreceived = []
    return skipped
  }

  /// Passes when every step was received; otherwise throws a ``HarnessMismatch`` listing the
  /// steps left, as TCA's `TestStore.finish()` fails on actions not received.
  public func finish() throws(HarnessMismatch) {
    guard !unreceived.isEmpty else { return }
    throw HarnessMismatch(
      "finish(): \(unreceived.count) step\(unreceived.count == 1 ? " was" : "s were") not received",
      differences: [.init(field: "unreceived", expected: "nothing", actual: unreceived.map(\.summary).joined(separator: "; "))])
  }

  /// Receives the front step if `matches` accepts its event, checking its commands and navigation.
  private mutating func receive(
    expecting expected: String, matches: (StrategyEvent?) -> Bool, sending commands: [StrategyCommand],
    navigation change: (inout NavigationSnapshot) -> Void
  ) throws(HarnessMismatch) -> HarnessStep {
    guard !unreceived.isEmpty else {
      throw HarnessMismatch(
        "step \(receivedCount + 1): expected \(expected), but every step has been received",
        differences: [.init(field: "event", expected: expected, actual: "nothing")])
    }
    let step = unreceived.removeFirst()
    receivedCount += 1
    var navigation = expectedNavigation
    change(&navigation)
    expectedNavigation = step.navigation
    var differences: [HarnessMismatch.Difference] = []
    if !matches(step.event) {
      differences.append(.init(field: "event", expected: expected, actual: step.event.map(HarnessStep.describe) ?? "install"))
    }
    if step.commands != commands {
      differences.append(.init(field: "commands", expected: "\(commands)", actual: "\(step.commands)"))
    }
    differences += HarnessMismatch.differences(expected: navigation, actual: step.navigation)
    guard differences.isEmpty else {
      throw HarnessMismatch("step \(receivedCount) (\(step.summary)): it differs from what the test expected", differences: differences)
    }
    return step
  }

  /// Whether `event` is a callback of `recognizer` in `state`.
  private static func isCallback(_ event: StrategyEvent?, of recognizer: RecognizerID, in state: RecognizerState) -> Bool {
    guard case .gesture(let gesture)? = event else { return false }
    return gesture.recognizer == recognizer && gesture.state == state
  }

  /// Navigation on `scene` at rest: its stack, nothing transitioning.
  private static func atRest(_ scene: SceneSpec) -> NavigationSnapshot {
    let stack = scene.stack
    let top = stack.last ?? ScreenSpec(id: "root")
    return NavigationSnapshot(
      count: stack.count, top: top, underID: stack.count >= 2 ? stack[stack.count - 2].id : nil, isTransitioning: false,
      progress: 0)
  }

  /// The commands sent since the last call, cleared from the context.
  private mutating func takeCommands() -> [StrategyCommand] {
    let sent = context.commands
    context.commands = []
    return sent
  }
}
