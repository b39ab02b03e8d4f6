/// A strategy on a test bench, in the spirit of TCA's `TestStore`: install it in a scene, send
/// it one event at a time, and read what it asked for after each. The simulator is not
/// involved, so a test pins the strategy's own rules (its thresholds, its answers to
/// `gestureRecognizerShouldBegin:`, the commands it sends) and nothing else. To see what UIKit
/// then makes of those commands, ``run(on:options:)`` plays a whole trace through the simulator
/// with its event log.
///
///     var harness = StrategyHarness(EdgeTap.self, configuration: .init(), scene: scene)
///     let setup = harness.install().setup
///     #expect(setup.systemBackGesture == .disabled)
///     let commands = harness.send(.gesture(release), at: 0.3)
///     #expect(commands.contains(.pop(animated: true)))
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

  /// A fresh strategy of `configuration` for `scene`, on the scene's release with `parameters`
  /// resolved for it; navigation is the scene's stack at rest.
  public init(
    _ strategy: Strategy.Type = Strategy.self, configuration: Strategy.Configuration, scene: SceneSpec,
    parameters: ModelParameters = .uikit26
  ) {
    self.strategy = Strategy(configuration: configuration)
    self.configuration = configuration
    self.scene = scene
    let stack = scene.stack
    let top = stack.last ?? ScreenSpec(id: "root")
    let navigation = NavigationSnapshot(
      count: stack.count, top: top, underID: stack.count >= 2 ? stack[stack.count - 2].id : nil, isTransitioning: false,
      progress: 0)
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
    return (installed, takeCommands())
  }

  /// Hands the strategy `event` at `time` and returns the commands it sent, in order.
  public mutating func send(_ event: StrategyEvent, at time: Double) -> [StrategyCommand] {
    context.time = time
    strategy.handle(event, context: &context)
    return takeCommands()
  }

  /// The strategy's answer to `gestureRecognizerShouldBegin:` for `query` at `time`.
  public mutating func shouldBegin(_ query: BeginQuery, at time: Double) -> BeginDecision {
    context.time = time
    return strategy.shouldBegin(query, context: context)
  }

  /// Sets navigation as the strategy sees it from the next event on (a transition running, a
  /// deeper stack): the simulator would have changed it by applying earlier commands.
  public mutating func setNavigation(_ navigation: NavigationSnapshot) {
    context.navigation = navigation
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

  /// The commands sent since the last call, cleared from the context.
  private mutating func takeCommands() -> [StrategyCommand] {
    let sent = context.commands
    context.commands = []
    return sent
  }
}
