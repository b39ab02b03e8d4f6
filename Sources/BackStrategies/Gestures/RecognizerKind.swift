/// The kinds of gesture recogniser the model knows.
public enum RecognizerKind: Hashable, Sendable {
  /// `UIPanGestureRecognizer`: begins anywhere once the finger is farther than the pan
  /// hysteresis from touch-down.
  case pan
  /// `UIScreenEdgePanGestureRecognizer`: touch-down within the edge region, then movement
  /// away from the edge beyond the edge hysteresis, within the angle window.
  case screenEdge(ScreenEdge)

  /// Edge pans win ties against other recognisers crossing their threshold on the same touch.
  var isEdge: Bool {
    if case .screenEdge = self { return true }
    return false
  }
}
