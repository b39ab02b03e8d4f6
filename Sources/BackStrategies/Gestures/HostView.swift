/// The view a recogniser is attached to; it decides hit-testing depth (deeper views win ties).
public enum HostView: String, Hashable, Sendable, CaseIterable {
  /// The key window: covers every screen, including the root (seed 000).
  case window
  /// The navigation controller's view, where UIKit keeps `interactivePopGestureRecognizer`
  /// (target forwarding adds its pan there: seed 003, seed 004 way 3).
  case navigationView
  /// The top view controller's view (seeds 001, 002, 004 way 2).
  case topScreen

  /// Nesting depth: window 0, navigation view 1, a screen's view 2; scroll views are deeper.
  var depth: Int {
    switch self {
    case .window: 0
    case .navigationView: 1
    case .topScreen: 2
    }
  }
}
