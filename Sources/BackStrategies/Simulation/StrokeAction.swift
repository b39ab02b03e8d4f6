/// What can happen to the finger's stroke: the input of ``StrokeState/apply(_:)``. Each case is a
/// touch event UIKit delivers (`touchesBegan:`, `touchesMoved:`, `touchesEnded:`) or something the
/// stroke did that later rules read (a scroll, the page moving back, the back button taking the
/// touch).
enum StrokeAction: Sendable, Equatable {
  /// A finger touched down at `at`, at `time`: a new stroke, nothing done yet.
  case touchDown(at: Point, time: Double)
  /// The finger moved to a new place (a stationary sample is no move).
  case moved(to: Point)
  /// The finger lifted: recognisers still running end in `state` (`.ended`, or `.cancelled`
  /// for a cancelled touch).
  case lifted(RecognizerState)
  /// The edge pans of this touch fail if they have not begun by this time
  /// (``ModelParameters/edgeMaximumSwipeDuration``).
  case edgePansMustBeginBy(Double)
  /// The edge pans' deadline passed (or no longer applies).
  case edgeDeadlinePassed
  /// The touch landed on this app view (an index into the run's app views), or on none.
  case landedOnAppView(Int?)
  /// The navigation bar's back button took the touch (`true`), or let it go (`false`).
  case backButtonTook(Bool)
  /// An edge pan on this side took the touch-down; the first move's back-projection is tested
  /// next (while the run weighs ``OpenChoice/edgeStrip``).
  case edgeAwaitsFirstMove(ScreenEdge)
  /// The first move's back-projection was tested.
  case firstMoveTested
  /// A scroll view under the finger scrolled its content.
  case contentScrolled
  /// A back transition moved the page towards back.
  case pageMovedBack
  /// App view `index` (an index into the run's app views) has followed the finger: it travelled.
  case appViewFollowedFinger(Int)
}

/// What the simulation must act on after ``StrokeState/apply(_:)``: the conflict a stroke shows,
/// reported once per stroke.
enum StrokeEffect: Sendable, Equatable {
  /// Content scrolled and the page moved back in the same stroke (``Hazard/scrollConflict``).
  case scrollConflict
  /// App view `index` followed the finger while the page moved back (``Hazard/appViewCut``).
  case appViewConflict(Int)
}
