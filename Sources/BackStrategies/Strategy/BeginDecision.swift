/// The answer to `gestureRecognizerShouldBegin:`, with the reason when it is no.
///
/// A reason is an ``Explanation``: worded only when something reads it (a report, the event
/// log). A delegate may be asked at every move of a stroke, and most of its refusals are never
/// read: a corpus keeps none of them. Write `.reject("touch-down at x = \(x)")` as with a
/// `String`: the text is an `@autoclosure`, so the interpolation runs only if the reason is read.
public enum BeginDecision: Hashable, Sendable, Codable {
  /// Let the recogniser begin.
  case begin
  /// Make it fail, and say why (`"stack holds one screen"`); the reason reaches the run's report.
  case reject(Explanation)
  /// Make it fail, say why, and present the app's leave dialog ("Discard changes?") over the
  /// top screen, as an app does from `gestureRecognizerShouldBegin:` on a screen that confirms
  /// leaving (``ScreenSpec/confirmsLeave``; WooCommerce iOS PR #2146). The simulator notes the
  /// dialog (once: a second veto finds it up); a pop that completes later with that screen in
  /// it is ``Hazard/leftBehindDialog``.
  case rejectShowingLeaveDialog(Explanation)

  /// Fails the recogniser with a reason worded only if it is read. The text captures what it
  /// interpolates (copies of values), never anything that changes after the answer.
  public static func reject(_ text: @autoclosure @escaping @Sendable () -> String) -> BeginDecision {
    .reject(Explanation(text))
  }

  /// Fails the recogniser and shows the leave dialog, with a reason worded only if it is read.
  public static func rejectShowingLeaveDialog(_ text: @autoclosure @escaping @Sendable () -> String) -> BeginDecision {
    .rejectShowingLeaveDialog(Explanation(text))
  }
}

/// What a recogniser's delegate is asked before it may begin.
public struct BeginQuery: Hashable, Sendable, Codable {
  /// The recogniser asking.
  public var recognizer: RecognizerID
  /// The finger now.
  public var location: Point
  /// Finger travel from touch-down.
  public var translation: Vector
  /// Estimated velocity.
  public var velocity: Vector
  /// Where the finger touched down: the point a delegate's `gestureRecognizer:shouldReceiveTouch:`
  /// saw (hit-slop areas and edge strips are tested there, not where the recogniser begins).
  public var touchDown: Point

  /// Creates a query; `touchDown` defaults to `location − translation`.
  public init(recognizer: RecognizerID, location: Point, translation: Vector, velocity: Vector, touchDown: Point? = nil) {
    self.recognizer = recognizer
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.touchDown = touchDown ?? location - translation
  }
}

extension BeginDecision {
  /// Whether the decision lets the recogniser begin.
  package var begins: Bool {
    if case .begin = self { return true }
    return false
  }
}
