/// What a new touch may do to the transition that is running, as UIKit's pop handler sees it.
enum RunningTransitionAccess: Sendable {
  /// Classic branch, a stuck pop, or a strategy's own animator: no new back gesture.
  case refused
  /// Fluid branch, a pop of UIKit's animator running back to cancelled: the next `.began`
  /// pauses it and drives it from where it is (`pauseInteractiveTransition`).
  case catchesCancellingPop
  /// Fluid branch, any other transition of UIKit's animator: the next `.began` stops it at its
  /// end (`preemptWithContext:`) and starts a new pop.
  case preempts
  /// Classic branch, a pop of UIKit's animator running back to cancelled, under
  /// ``ClassicCatchReading/firstMove``: the `.began` pauses nothing and starts nothing; the
  /// swipe's first `.changed` (or its release) catches the pop if it still runs.
  case catchesAtFirstMove
  /// Classic branch, the same pop under ``ClassicCatchReading/noOp``: nothing catches it and no
  /// new pop begins; the run-out ends cancelled.
  case pauseDoesNothing
}
