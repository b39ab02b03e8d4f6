import BackStrategiesSupport

/// One thing a strategy on a ``StrategyHarness`` was handed, with what it saw and what it sent:
/// a step the test must receive (``StrategyHarness/receive(_:sending:navigation:)``) before
/// ``StrategyHarness/finish()`` passes.
public struct HarnessStep: Hashable, Sendable {
  /// When, in trace seconds.
  public var time: Double
  /// The event the strategy was handed; `nil` for its installation (a step only when it sent
  /// commands while installing).
  public var event: StrategyEvent?
  /// Navigation as the strategy read it in that event (the state the step is checked against).
  public var navigation: NavigationSnapshot
  /// The commands it sent in answer, in order.
  public var commands: [StrategyCommand]

  /// Creates a step.
  public init(time: Double, event: StrategyEvent?, navigation: NavigationSnapshot, commands: [StrategyCommand]) {
    self.time = time
    self.event = event
    self.navigation = navigation
    self.commands = commands
  }

  /// The gesture callback this step handed over, if it was one.
  public var gesture: GestureEvent? {
    if case .gesture(let gesture) = event { return gesture }
    return nil
  }

  /// A one-line account for a mismatch's message: `0.050 s gesture pan .ended → pop(animated: true)`.
  var summary: String {
    let what = event.map(HarnessStep.describe) ?? "install"
    let sent = commands.isEmpty ? "" : " → " + commands.map { "\($0)" }.joined(separator: ", ")
    return "\(HarnessStep.seconds(time)) \(what)\(sent)"
  }

  /// An event in a few words, as the event log words it: a gesture callback by recogniser and
  /// state (its numbers are in the step itself), `timer t fired`, `pop transition ended
  /// (finished)`, `animation a ended`.
  static func describe(_ event: StrategyEvent) -> String {
    switch event {
    case .gesture(let gesture): "gesture \(gesture.recognizer) .\(gesture.state.rawValue)"
    case .timerFired(let timer): "timer \(timer) fired"
    case .transitionEnded(let kind, let result): "\(kind.rawValue) transition ended (\(result.rawValue))"
    case .animationEnded(let tag): "animation \(tag) ended"
    }
  }

  /// `t` in seconds to the millisecond, as the mismatch messages print times.
  static func seconds(_ t: Double) -> String { NumberFormatting.fixed(t, 3) + " s" }
}
