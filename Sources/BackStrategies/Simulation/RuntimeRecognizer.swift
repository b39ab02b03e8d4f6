/// A recogniser as the simulator tracks it during a run.
struct RuntimeRecognizer: Sendable {
  enum Role: Sendable, Equatable {
    /// Installed by the strategy.
    case strategy
    /// UIKit's `interactivePopGestureRecognizer`.
    case systemEdge(strategyDelegate: Bool)
    /// The pan of a scroll view (index into the simulation's scroll views).
    case scrollView(Int)
  }

  var id: RecognizerID
  var kind: RecognizerKind
  var depth: Int
  var role: Role
  var target: RecognizerSpec.Target?
  var asksShouldBegin: Bool
  var scrollPolicy: ScrollViewPolicy
  var hysteresis: Double

  var scrollViewIndex: Int? {
    if case .scrollView(let index) = role { return index }
    return nil
  }

  /// Whether its callbacks concern going back (the strategy's or the system's recognisers).
  var isBackRecognizer: Bool { scrollViewIndex == nil }
}

/// One recogniser's part in the current stroke.
struct Participant: Sendable {
  var recognizer: Int
  var state: RecognizerState
  /// Crossed its threshold but waits for a recogniser it requires to fail.
  var waiting = false
}
