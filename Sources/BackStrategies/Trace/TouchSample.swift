/// The phase of one touch sample, as `UITouch.Phase` reports it.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable, Codable {
  /// The finger touched down: a new stroke starts.
  case began
  /// The finger moved.
  case moved
  /// The finger lifted: the stroke ends.
  case ended
  /// The system took the touch away (a call, a system gesture): the stroke ends without a release.
  case cancelled
}

/// One sample of the single finger: where it was, when, and in which phase.
public struct TouchSample: Hashable, Sendable, Codable {
  /// Time in seconds from the start of the trace.
  public var t: Double
  /// Position in screen points.
  public var location: Point
  /// Phase of the touch at this sample.
  public var phase: TouchPhase

  /// Creates a sample.
  public init(t: Double, x: Double, y: Double, phase: TouchPhase) {
    self.t = t
    self.location = Point(x: x, y: y)
    self.phase = phase
  }
}
