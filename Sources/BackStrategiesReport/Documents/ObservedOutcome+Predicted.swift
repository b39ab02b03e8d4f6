import BackStrategies

extension ObservedOutcome {
  /// What the default model predicts a harness will see after `trace`: UIKit's edge swipe as it
  /// ships (`SystemEdgeStrategy`: a plain `UINavigationController`) under `parameters`, on the
  /// trace's own release, as `popped` or `stayed` (``init(_:)``). The exported UI tests say it
  /// beside each gesture.
  public static func predicted(for trace: Trace, parameters: ModelParameters = .uikit26) -> ObservedOutcome {
    let outcome = Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: parameters))?.outcome
    return ObservedOutcome(outcome ?? .unchanged)
  }
}
