/// A strategy with a recorder around it: it behaves exactly as the strategy it wraps (every
/// call forwarded, its descriptor and presets its own) and notes every event it was handed
/// as a ``HarnessStep``, so that ``StrategyHarness/play(_:options:label:)`` can hand the test
/// what the simulator fed the strategy and what it sent back.
///
/// `gestureRecognizerShouldBegin:` is not recorded: it is asked without `mutating` (the event
/// log, ``RunOptions/recordEvents``, has every question and answer).
struct HarnessRecorder<Recorded: BackStrategy>: BackStrategy {
  /// The wrapped strategy's own configuration.
  typealias Configuration = Recorded.Configuration

  static var descriptor: StrategyDescriptor { Recorded.descriptor }
  static var presets: [StrategyPreset<Recorded.Configuration>] { Recorded.presets }

  /// The strategy, as the events so far left it.
  var recorded: Recorded
  /// What it was handed, in order, and what it sent in answer.
  var steps: [HarnessStep] = []

  init(configuration: Recorded.Configuration) {
    recorded = Recorded(configuration: configuration)
  }

  mutating func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    let before = context.commands.count
    let setup = recorded.install(in: scene, context: &context)
    let sent = Array(context.commands.dropFirst(before))
    if !sent.isEmpty {
      steps.append(HarnessStep(time: context.time, event: nil, navigation: context.navigation, commands: sent))
    }
    return setup
  }

  func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    recorded.shouldBegin(query, context: context)
  }

  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    let navigation = context.navigation
    let before = context.commands.count
    recorded.handle(event, context: &context)
    steps.append(
      HarnessStep(
        time: context.time, event: event, navigation: navigation, commands: Array(context.commands.dropFirst(before))))
  }
}
