/// The states of a continuous gesture recogniser, as `UIGestureRecognizer.State` names them.
public enum RecognizerState: String, Hashable, Sendable, CaseIterable, Codable {
  /// Watching the touch; not yet recognised.
  case possible
  /// Recognised: the first callback.
  case began
  /// The finger moved while recognised.
  case changed
  /// The finger lifted while recognised.
  case ended
  /// Taken away while recognised (touch cancelled, recogniser reset).
  case cancelled
  /// Will not recognise this touch.
  case failed
}
