/// Bounds on the work of one run, whatever its strategy does: a plugin strategy that answers
/// every timer with a new timer due at once, or every animation's end with another animation
/// of no length, would otherwise keep the simulator busy forever at one instant.
///
/// A run that exceeds a deadline bound stops where it is and reports `did-not-settle`; the
/// rest of the trace is not run. No built-in strategy comes near them. Source: the robustness
/// limits (docs/robustness.md), found by fuzzing with a scripted strategy.
public enum SimulationLimits {
  /// The most deadlines (ends of transitions and animations, timers, scroll views coming to
  /// rest) that may fire at one instant. A handful is normal.
  public static let deadlinesPerInstant = 1_000

  /// The most deadlines a whole run may fire: this many, plus ``deadlinesPerSample`` for
  /// every touch sample. Built-in strategies fire a few per stroke.
  public static let deadlinesPerRun = 100_000

  /// Deadlines allowed per touch sample, on top of ``deadlinesPerRun``.
  public static let deadlinesPerSample = 10

  /// The deepest navigation stack a run keeps: a push beyond it is ignored, as a push of a
  /// screen already on the stack is. Apps stay far below; without a bound, a plugin pushing
  /// on every timer made each push (and each frame of the timeline) ever slower.
  public static let maximumStackDepth = NavigationModel.maximumStackDepth
}
