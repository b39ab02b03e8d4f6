/// Numbers that describe how a technique felt and what it cost.
public struct RunMetrics: Hashable, Sendable {
  /// Highest progress any back transition or back drag reached (0…1).
  public var maxProgress: Double
  /// Mean |top view x − finger's x travel|, in points, over touch samples while a transition
  /// was interactive: 0 means the page stuck to the finger.
  public var trackingError: Double
  /// Total distance scroll views' content moved, in points.
  public var scrolled: Double
  /// Memory held by screenshots at the end of the run, in bytes (`W·scale × H·scale × 4` each).
  public var screenshotBytes: Int

  /// Creates metrics.
  public init(maxProgress: Double = 0, trackingError: Double = 0, scrolled: Double = 0, screenshotBytes: Int = 0) {
    self.maxProgress = maxProgress
    self.trackingError = trackingError
    self.scrolled = scrolled
    self.screenshotBytes = screenshotBytes
  }
}
