/// What a zoom transition's released interactive dismiss leaves behind while it runs out
/// (``StrategyCommand/zoomDismissReleased(_:)``): how long the outgoing screen keeps
/// hit-testing. The run-out itself is the interactive pop's completion.
public struct ZoomDismissAftermath: Hashable, Sendable, Codable {
  /// How long after the release a touch-down still reaches the outgoing (zoomed) screen, in
  /// seconds.
  public var strayTapWindow: Double

  /// Creates the aftermath.
  public init(strayTapWindow: Double) {
    self.strayTapWindow = strayTapWindow
  }
}
