/// The limits a trace must stay within, beyond its format's rules: each one bounds the
/// work or the arithmetic of a run, so that no input can make the simulator hang, trap or
/// produce a non-finite number. ``Trace/validate()`` enforces them; `docs/robustness.md`
/// lists them with their messages. Source: the robustness limits (docs/robustness.md).
public enum TraceLimits {
  /// The longest a trace may last, in seconds (10 simulated minutes): the time of its last
  /// sample. Real back swipes last under a second; a recorded session of several minutes
  /// is still accepted.
  public static let maximumDuration: Double = 600

  /// The largest magnitude, in points, of any length or position in the scene: the device's
  /// width and height, safe-area insets, scroll-view frames, content sizes and content
  /// offsets. Screens are a few thousand points and very long scroll views a few hundred
  /// thousand; ten million leaves room and keeps every product of two lengths exact enough.
  public static let maximumLength: Double = 10_000_000

  /// ±``maximumLength``: where a position may lie, in a trace (frames, offsets) and where the
  /// simulator lets a strategy put a transition's views (`setTransitionViews`, `timedTo`), so that
  /// the tracking error stays finite and fits its millipoints (docs/robustness.md, finding 14).
  package static let positionRange: ClosedRange<Double> = -maximumLength...maximumLength

  /// The refresh rates a device may have, in frames per second. The timeline is sampled at
  /// this rate and the simulator lifts an unterminated stroke one frame after the last
  /// sample; ProMotion displays run at 120 Hz.
  public static let refreshRates: ClosedRange<Double> = 1...1_000

  /// The largest pixels-per-point scale (phones are @2x or @3x).
  public static let maximumScale: Double = 10
}
