/// What the simulation knows about the finger on the screen: where the current stroke began,
/// where it is, and what it has done so far. Set at touch-down and read by every rule that
/// depends on the stroke (`Simulation+Touches.swift`).
struct StrokeState: Sendable {
  /// Whether a finger is on the screen.
  var fingerDown = false
  /// Where the current stroke touched down.
  var start = Point.zero
  /// When the current stroke touched down.
  var startTime = 0.0
  /// The finger's latest location.
  var location = Point.zero
  /// A scroll view under the finger scrolled during this stroke.
  var scrolled = false
  /// A transition moved towards back during this stroke.
  var movedBack = false
  /// The scroll-and-back conflict of this stroke was reported already (reported once per stroke).
  var conflictReported = false
  /// When the edge pans of this touch fail if they have not begun
  /// (``ModelParameters/edgeMaximumSwipeDuration``).
  var edgeDeadline: Double?
  /// The state recognisers end in at the current lift (`.ended`, or `.cancelled` for a cancelled touch).
  var liftState = RecognizerState.ended
  /// The current touch began on a back button that took it (`Simulation+BackButton.swift`).
  var backButtonTouch = false
  /// The app view the current touch landed on (the frontmost on the top screen), if any.
  var frontAppView: Int?
  /// The edges whose edge pans took this touch-down and test the first move's back-projection
  /// next, kept only while the run weighs ``OpenChoice/edgeStrip`` and every reading agreed so far.
  var edgeSidesAwaitingFirstMove: [ScreenEdge] = []
  /// The velocity estimator's answer for the current sample, once asked for.
  var cachedVelocity: Vector?
}
