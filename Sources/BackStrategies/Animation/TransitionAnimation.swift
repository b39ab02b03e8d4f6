/// How the top view and the view under it move during a pop, as a function of its progress.
public enum TransitionAnimation: Hashable, Sendable, Codable {
  /// UIKit's parallax pop: the top view slides from 0 to W; the view under it from
  /// −``ModelParameters/parallaxFraction``·W to 0, dimmed at first. While a finger drives it,
  /// progress maps through `curve` (UIKit: linear).
  case parallax(curve: TimingCurve)
  /// A custom `animateTransition:` that slides the top view to W with `UIView` animation
  /// `curve` over a static view under it (seeds 002 and 004). A percent-driven controller scrubs
  /// this animation by time, so during the drag the page sits at `curve(p)·W`, not at the finger.
  case slide(curve: TimingCurve)
  /// The strategy sets both views' positions itself (seed 001 sets frames directly). Until its
  /// first ``StrategyCommand/setTransitionViews(topX:underX:)`` the top view is at 0 and the
  /// view under it at −``ModelParameters/parallaxFraction``·W.
  case direct
}

/// How a transition runs to its end once the finger no longer drives it.
public enum TransitionCompletion: Hashable, Sendable, Codable {
  /// `UIPercentDrivenInteractiveTransition.finish()`/`cancel()`: the rest of the animation runs
  /// over `(1 − p)·duration / speed` (or `p·duration / speed` to cancel) with `curve`.
  case percentDriven(speed: Double, curve: TimingCurve)
  /// A `UIView` animation of fixed `duration` to UIKit's end positions: finishing, the top view
  /// to W and the view under it to 0; cancelling, the top view to 0 and the view under it to
  /// −``ModelParameters/parallaxFraction``·W.
  case timed(duration: Double, curve: TimingCurve)
  /// A `UIView` animation of fixed `duration` that moves the views of a
  /// ``TransitionAnimation/direct`` transition to positions the strategy chooses: its own
  /// animation decides where the views rest (seed 001 cancels with the view under the top one
  /// back at −W/4, not UIKit's −0.3·W). Parallax and slide transitions place their views by
  /// progress, so for them this is ``timed(duration:curve:)`` and the positions are ignored.
  /// Positions beyond ±10,000,000 pt (``TraceLimits/maximumLength``) are clamped to it.
  case timedTo(topX: Double, underX: Double, duration: Double, curve: TimingCurve)
}
