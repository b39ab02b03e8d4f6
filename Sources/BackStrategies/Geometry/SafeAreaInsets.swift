/// The safe area's distance from each edge of the screen, in points: what the status bar, a notch
/// or the home indicator covers (UIKit's `safeAreaInsets`).
public struct SafeAreaInsets: Hashable, Sendable, Codable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
