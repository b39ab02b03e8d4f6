/// What a second swipe does, on the classic parallax branch, to a pop of UIKit's animator that is
/// running back to cancelled (``ModelParameters/classicCatch``, the open choice
/// ``OpenChoice/classicCatch``).
///
/// `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]` takes the same `.began`
/// branch on both parallax branches (UIKit 18.2 and 26.1): while `_isTransitioning` and
/// `_shouldPauseRunningTransition` (the last operation a pop whose context was cancelled; not
/// gated by the interruptible flag) it calls `pauseInteractiveTransition`, reads
/// `percentComplete` into `_percentCompleteWhenPaused` and starts no new pop. On the classic
/// branch that pause does nothing: `-[UIPercentDrivenInteractiveTransition
/// pauseInteractiveTransition]` returns at once without an `_interruptibleAnimator`, which
/// `_startInterruptibleTransition:` takes from `-[_UINavigationParallaxTransition
/// interruptibleAnimatorForTransition:]`, nil unless `_shouldUseInterruptibleAnimatorWithTraitCollection:`
/// (`+[UIView _interruptibleParallaxTransitionsEnabledWithTraitCollection:]`) says yes; and
/// `-[_UIViewControllerTransitionContext pauseInteractiveTransition]` acts only when
/// `isInterruptible`. What the swipe's later callbacks do to the run-out is the open part.
public enum ClassicCatchReading: String, Hashable, Sendable, CaseIterable {
  /// The code as read for an app linked against a current SDK, the default. The `.began` pauses
  /// nothing, so the cancelling run-out goes on; the swipe's first `.changed` calls
  /// `-[UIPercentDrivenInteractiveTransition updateInteractiveTransition:]`, which acts while
  /// the context is still in flight (`_state == 1`: `-[_UIViewControllerTransitionContext
  /// cancelInteractiveTransition]` only ended its interactivity), and
  /// `_updateInteractiveTransition:percent:isFinished:didComplete:` pauses the tracked animator
  /// of the classic animation (`_useAnimatorTrackingToDriveTransition`, animator tracking being
  /// on where `+[UIViewPropertyAnimator _canEnableTrackingAnimationsWithAnimators]` says so) and
  /// sets its fraction to `_percentCompleteWhenPaused + tx / W`, `_percentCompleteWhenPaused`
  /// being the percent the first swipe last set (`percentComplete` reads the context's
  /// `_previousPercentComplete`). So the pop is caught at the first move, from the release
  /// percent; a release reached first catches it where it is (`finishInteractiveTransition`
  /// continues the tracked animator); a run-out that ends first leaves the swipe driving nothing.
  case firstMove = "first-move"
  /// The `.began` pauses the pop where it is and the swipe drives it from there, as the fluid
  /// branch's interruptible animator does: what this model did before the classic pause was read.
  case atBegan = "at-began"
  /// Nothing catches the pop: the swipe's updates reach no animator (as where animator tracking
  /// is off and the percent-driven layer timing is not re-paused), the run-out ends cancelled,
  /// and no new pop begins (`startInteractiveTransition` is on the other branch of `.began`).
  case noOp = "no-op"
}
