/// What the simulation knows about the finger on the screen: where the current stroke began,
/// where it is, and what it has done so far. Set at touch-down and read by every rule that
/// depends on the stroke (`Simulation+Touches.swift`).
///
/// A reducer, like ``NavigationModel``: its fields are `private(set)`, and the only way to change
/// them is ``apply(_:)`` with a ``StrokeAction``, which answers with the ``StrokeEffect`` the
/// simulation must act on, if any (the conflict a stroke can show once). What a rule *reads* of
/// the stroke it reads from these fields.
struct StrokeState: Sendable, Equatable {
  /// Whether a finger is on the screen.
  private(set) var fingerDown = false
  /// Where the current stroke touched down.
  private(set) var start = Point.zero
  /// When the current stroke touched down.
  private(set) var startTime = 0.0
  /// The finger's latest location.
  private(set) var location = Point.zero
  /// A scroll view under the finger scrolled during this stroke.
  private(set) var scrolled = false
  /// A transition moved towards back during this stroke.
  private(set) var movedBack = false
  /// A conflict of this stroke (content scrolled, or an app view followed the finger, while the
  /// page moved back) was reported already: one per stroke.
  private(set) var conflictReported = false
  /// When the edge pans of this touch fail if they have not begun
  /// (``ModelParameters/edgeMaximumSwipeDuration``).
  private(set) var edgeDeadline: Double?
  /// The state recognisers end in at the current lift (`.ended`, or `.cancelled` for a cancelled touch).
  private(set) var liftState = RecognizerState.ended
  /// The current touch began on a back button that took it (`Simulation+BackButton.swift`).
  private(set) var backButtonTouch = false
  /// The app view the current touch landed on (the frontmost on the top screen), if any.
  private(set) var frontAppView: Int?
  /// The edges whose edge pans took this touch-down and test the first move's back-projection
  /// next, kept only while the run weighs ``OpenChoice/edgeStrip`` and every reading agreed so far.
  private(set) var edgeSidesAwaitingFirstMove: [ScreenEdge] = []
}

// MARK: The reducer

extension StrokeState {
  /// Applies `action` and returns what the simulation must act on: at most one effect (the
  /// stroke's one conflict report), `nil` for most actions. Inlined, so each caller's action
  /// folds to its one case: a move is one store (docs/performance.md).
  @inline(__always)
  mutating func apply(_ action: StrokeAction) -> StrokeEffect? {
    switch action {
    case .touchDown(let location, let time):
      fingerDown = true
      start = location
      startTime = time
      self.location = location
      scrolled = false
      movedBack = false
      conflictReported = false
      edgeDeadline = nil
      backButtonTouch = false
      frontAppView = nil
      if !edgeSidesAwaitingFirstMove.isEmpty { edgeSidesAwaitingFirstMove.removeAll() }
    case .moved(let location):
      self.location = location
    case .lifted(let state):
      fingerDown = false
      edgeDeadline = nil
      liftState = state
    case .edgePansMustBeginBy(let deadline):
      edgeDeadline = deadline
    case .edgeDeadlinePassed:
      edgeDeadline = nil
    case .landedOnAppView(let index):
      frontAppView = index
    case .backButtonTook(let took):
      backButtonTouch = took
    case .edgeAwaitsFirstMove(let side):
      edgeSidesAwaitingFirstMove.append(side)
    case .firstMoveTested:
      edgeSidesAwaitingFirstMove.removeAll()
    case .contentScrolled:
      scrolled = true
      return claimConflict(.scrollConflict, when: movedBack)
    case .pageMovedBack:
      movedBack = true
      return claimConflict(.scrollConflict, when: scrolled)
    case .appViewFollowedFinger(let index):
      return claimConflict(.appViewConflict(index), when: movedBack)
    }
    return nil
  }

  /// `conflict`, the stroke's one conflict report, when `condition` holds and none was reported.
  private mutating func claimConflict(_ conflict: StrokeEffect, when condition: Bool) -> StrokeEffect? {
    guard condition, !conflictReported else { return nil }
    conflictReported = true
    return conflict
  }
}
