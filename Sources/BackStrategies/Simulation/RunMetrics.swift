/// Numbers that describe how a technique felt and what it cost. Each is defined once, in
/// docs/model.md (Metrics), in the words of ``definitions``; table legends use the same words.
public struct RunMetrics: Hashable, Sendable, Codable {
  /// Highest progress any back transition or back drag reached (0…1).
  public var maxProgress: Double
  /// Mean |top view x − finger's x travel since touch-down|, in points, over the touch samples
  /// during which an interactive back transition held the page moved in the back direction
  /// (`backwardSign · topX > 0`): 0 means the page stuck to the finger. A transition that
  /// begins but leaves the page where it was (a leftward drag) adds nothing; 0 with
  /// ``trackedSamples`` 0 means nothing was measured.
  public var trackingError: Double
  /// Touch samples ``trackingError`` was measured on.
  public var trackedSamples: Int
  /// Total distance scroll views' content moved, in points.
  public var scrolled: Double
  /// Peak memory held by screenshots at any moment of the run, in bytes
  /// (`round(W·scale) × round(H·scale) × 4` each).
  public var screenshotBytes: Int
  /// Memory still held by screenshots at the end of the run, in bytes (same unit).
  public var screenshotBytesAtEnd: Int

  /// Creates metrics.
  public init(
    maxProgress: Double = 0, trackingError: Double = 0, trackedSamples: Int = 0, scrolled: Double = 0, screenshotBytes: Int = 0,
    screenshotBytesAtEnd: Int? = nil
  ) {
    self.maxProgress = maxProgress
    self.trackingError = trackingError
    self.trackedSamples = trackedSamples
    self.scrolled = scrolled
    self.screenshotBytes = screenshotBytes
    self.screenshotBytesAtEnd = screenshotBytesAtEnd ?? screenshotBytes
  }

  /// Every metric's name (as in JSON and CSV) and definition, in the words docs/model.md and
  /// the table legends use.
  public static let definitions: [(name: String, definition: String)] = [
    ("maxProgress", "the highest progress (0…1) any back transition or back drag reached while a finger drove it"),
    ("trackingError", "mean distance in points between the page and the finger's travel, over the touch samples while an interactive back transition held the page moved in the back direction (n/a when there were none)"),
    ("scrolled", "total distance scroll views' content moved, in points"),
    ("screenshotBytes", "peak memory held by screenshots during the run, in bytes (shown in B, KiB or MiB: 2^10 and 2^20 bytes)"),
    ("screenshotBytesAtEnd", "memory still held by screenshots when the run ended, in bytes"),
  ]
}
