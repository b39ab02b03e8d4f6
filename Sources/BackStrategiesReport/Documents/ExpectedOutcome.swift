import BackStrategies

/// What a harness sees after a gesture: the screen under went on top (`popped`) or the screen on
/// top stayed (`stayed`; a cancelled pop and nothing at all look the same from outside), as the
/// `backstrategies-observation/1` lines say it.
public enum ExpectedOutcome: String, Hashable, Sendable, CaseIterable {
  /// A pop (or pop to root) finished.
  case popped
  /// The stack is as it was.
  case stayed

  /// The outcome of `outcome` as a harness sees it.
  public init(_ outcome: Outcome) {
    self = outcome == .pop || outcome == .popToRoot ? .popped : .stayed
  }

  /// What the default model predicts for `trace`: UIKit's edge swipe as it ships
  /// (`SystemEdgeStrategy`: a plain `UINavigationController`) under `parameters`, on the
  /// trace's own release.
  public static func predicted(for trace: Trace, parameters: ModelParameters = .uikit26) -> ExpectedOutcome {
    let outcome = Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: parameters))?.outcome
    return ExpectedOutcome(outcome ?? .unchanged)
  }
}
