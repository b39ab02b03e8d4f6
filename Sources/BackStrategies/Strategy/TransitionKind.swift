/// What a navigation transition does to the stack.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// Removes the top screen (`popViewControllerAnimated:`).
  case pop
  /// Removes every screen above the root (`popToRootViewControllerAnimated:`).
  case popToRoot
  /// Adds a screen on top (`pushViewController:animated:`).
  case push
}

/// How a transition ended.
public enum TransitionResult: String, Hashable, Sendable, CaseIterable, Codable {
  /// It completed: the stack changed.
  case finished
  /// It was cancelled: the stack is as before.
  case cancelled
  /// It never ends: an interactive pop begun on the root leaves UIKit's `_isTransitioning`
  /// set (the `root-freeze` hazard).
  case stuck
}
