/// What the simulation must act on after ``NavigationModel/apply(_:at:driver:)``: the
/// navigation model changes only itself, and says in these what the rest of the run must do
/// (report, explain, call the strategy back, note an open choice), in the order it must be done.
enum NavigationEffect: Sendable, Hashable {
  /// A hazard the change met (``NavigationHazard``, reported as the ``Hazard`` of that name),
  /// with its detail.
  case hazard(NavigationHazard, String)
  /// The run's explanation of its outcome becomes this.
  case explanation(Explanation)
  /// A transition was asked for while transition `runningRecord` (not stuck) ran: the
  /// simulation tells whether the other handler asked (``Hazard/handlerConflict``).
  case requestedDuringTransition(runningRecord: Int)
  /// A transition ran to its end (`-[UINavigationController
  /// _finishInteractiveTransition:transitionContext:]`, `_cancelInteractiveTransition:transitionContext:`,
  /// or a non-interactive transition's end): the strategy hears
  /// ``StrategyEvent/transitionEnded(_:_:)``, and UIKit's pop handler, if it drove record
  /// `record`, is freed.
  case transitionEnded(TransitionKind, TransitionResult, record: Int)
  /// An unanimated change of the stack ended at once: the strategy hears it as a deadline at the
  /// same instant, not from inside the command that caused it.
  case transitionEndsNow(TransitionKind)
  /// A pop is completing and removes these screens (ids), top last: a leave dialog over one of
  /// them is left behind.
  case screensRemoved([String])
  /// The top view's tagged animation (``StrategyCommand/animateTopView(x:duration:curve:tag:)``) ended.
  case animationEnded(AnimationTag)
  /// An animation timed by the transition duration `D` starts at `start` (a non-interactive push
  /// or pop): where another `D` could change the result (``OpenChoice/transitionDuration``).
  case animationTimedByTransitionDuration(start: Double)
  /// A percent-driven run-out of `remaining` progress at `speed` starts on a transition begun
  /// with `duration` (``OpenChoice/transitionDuration`` when that is `D`).
  case percentDrivenRunOut(duration: Double, remaining: Double, speed: Double)
}

/// The hazards navigation itself meets: a request UIKit ignores, a pop begun on the root, the
/// desync after a veto. The simulation reports each as the ``Hazard`` of the same name.
enum NavigationHazard: Sendable, Hashable {
  /// ``Hazard/nestedTransition``: a transition asked for while one runs; UIKit ignores it.
  case nestedTransition
  /// ``Hazard/rootFreeze``: an interactive pop begun on the root.
  case rootFreeze
  /// ``Hazard/frozenAfterVeto``: navigation desynchronised after a veto.
  case frozenAfterVeto
}
