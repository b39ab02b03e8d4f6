/// How the top view and the view under it move during a pop, as a function of its progress.
public enum TransitionAnimation: Hashable, Sendable {
  /// UIKit's parallax pop: the top view slides from 0 to W; the view under it from
  /// −``ModelParameters/parallaxFraction``·W to 0, dimmed at first. While a finger drives it,
  /// progress maps through `curve` (UIKit: linear).
  case parallax(curve: TimingCurve)
  /// A custom `animateTransition:` that slides the top view to W with `UIView` animation
  /// `curve` over a static view under it (seeds 002 and 004). A percent-driven controller scrubs
  /// this animation by time, so during the drag the page sits at `curve(p)·W`, not at the finger.
  case slide(curve: TimingCurve)
  /// The strategy sets both views' positions itself (seed 001 sets frames directly).
  case direct
}

/// How a transition runs to its end once the finger no longer drives it.
public enum TransitionCompletion: Hashable, Sendable {
  /// `UIPercentDrivenInteractiveTransition.finish()`/`cancel()`: the rest of the animation runs
  /// over `(1 − p)·duration / speed` (or `p·duration / speed` to cancel) with `curve`.
  case percentDriven(speed: Double, curve: TimingCurve)
  /// A `UIView` animation of fixed `duration` to the end positions (seed 001: a 0.4 s spring).
  case timed(duration: Double, curve: TimingCurve)
}
