/// What a run has found so far: the facts its ``RunResult`` (or its ``RunSummary``) is built
/// from once it settles. The simulation only adds to it.
struct RunFindings: Sendable {
  /// The hazards reported, in time order.
  var hazards: [HazardEvent] = []
  /// The app terminated (``Hazard/crash``): no touch, deadline or command is handled after it.
  var terminated = false
  /// The reason the run gives for its outcome, when something explained it.
  var explanation: Explanation?
  /// The first back recogniser's failure (not the content swipe's), worded when read.
  var firstRefusal: RecognizerRefusal?
  /// The content swipe's first failure, the reason when no other back recogniser failed.
  var contentSwipeRefusal: RecognizerRefusal?
  /// When the first back recogniser began.
  var recognizedAt: Double?
  /// ``RunResult/firstBackRecognizer``.
  var firstBackRecognizer: RecognizerID?
  /// ``RunResult/caughtRunningTransition``.
  var caughtRunningTransition = false
  /// ``RunResult/scrollViewYieldedToContentSwipe``.
  var scrollViewYieldedToContentSwipe = false
  /// The largest transition progress seen (at most 1).
  var maxProgress = 0.0
  /// The sum and count of the per-sample distances between the top screen and the finger
  /// (``RunMetrics/trackingError``).
  var trackingErrorSum = 0.0
  var trackingErrorCount = 0
  /// The recorded timeline (``RunOptions/recordTimeline``) and the index of the next frame due.
  var frames: [Frame] = []
  var nextFrameIndex = 0
  /// The ``NavigationModel/stackVersion`` the last frame's stack was read at.
  var framesStackVersion: Int?
  /// The event log (``RunOptions/recordEvents``).
  var events: [RunEvent] = []
  /// The open choices met where another reading would have decided differently
  /// (``Simulation/alternatives``): the only ones ``RunResult/restsOn`` runs again.
  var openChoicesInPlay = OpenChoiceSet()
  /// The app's leave dialog, once shown (``BeginDecision/rejectShowingLeaveDialog(_:)``,
  /// ``StrategyCommand/showLeaveDialog(screen:)``): the screen it asks about and when it
  /// appeared.
  var leaveDialog: (screen: String, shownAt: Double)?
}
