/// What a strategy may read about navigation when it decides (never the simulator's internals).
public struct NavigationSnapshot: Hashable, Sendable {
  /// Number of screens on the stack (`viewControllers.count`).
  public var count: Int
  /// The top screen.
  public var top: ScreenSpec
  /// The id of the screen under the top one (what a pop would show), or `nil` on the root.
  public var underID: String?
  /// Whether a push or pop is animating or being driven (UIKit's private `_isTransitioning`).
  public var isTransitioning: Bool
  /// Progress of the running transition (0…1), or 0.
  public var progress: Double

  /// Creates a snapshot.
  public init(count: Int, top: ScreenSpec, underID: String? = nil, isTransitioning: Bool, progress: Double) {
    self.count = count
    self.top = top
    self.underID = underID
    self.isTransitioning = isTransitioning
    self.progress = progress
  }
}
