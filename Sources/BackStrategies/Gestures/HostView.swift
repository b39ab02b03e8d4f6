/// The view a recogniser is attached to; it decides hit-testing depth (deeper views win ties).
public enum HostView: String, Hashable, Sendable, CaseIterable {
  /// The key window: covers every screen, including the root (seed 000).
  case window
  /// The navigation controller's view, where UIKit keeps `interactivePopGestureRecognizer`
  /// (target forwarding adds its pan there: seed 003, seed 004 way 3).
  case navigationView
  /// The top view controller's view (seeds 001, 002, 004 way 2).
  case topScreen
  /// Each scroll view of the top screen (TZScrollViewPopGesture's `tz_addPopGestureToView:`
  /// adds its pan to the scroll view itself). The recogniser takes part in a touch only when
  /// the touch-down lands on one of the top screen's scroll views, and then sits at that scroll
  /// view's depth, in front of the screen's view (docs/model.md, "Who takes part in a touch").
  case scrollViews

  /// Nesting depth: window 0, navigation view 1, a screen's view 2; scroll views are deeper
  /// (3 + the scroll view's index on its screen). For ``scrollViews`` this is the first scroll
  /// view's depth; a touch uses the depth of the scroll view it landed on.
  var depth: Int {
    switch self {
    case .window: 0
    case .navigationView: 1
    case .topScreen: 2
    case .scrollViews: 3
    }
  }
}
