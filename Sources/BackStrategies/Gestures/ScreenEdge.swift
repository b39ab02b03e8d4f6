/// A vertical edge of the screen, as `UIRectEdge` names it (physical, not reading direction).
public enum ScreenEdge: String, Hashable, Sendable, CaseIterable {
  /// The left edge (`x = 0`).
  case left
  /// The right edge (`x = W`).
  case right

  /// The edge a back swipe starts from: left, or right in a right-to-left layout (UIKit 26.1
  /// `_UINavigationInteractiveTransition`).
  public static func backEdge(for direction: InterfaceLayoutDirection) -> ScreenEdge {
    direction == .leftToRight ? .left : .right
  }

  /// +1 when moving away from this edge means growing x.
  public var inwardSign: Double { self == .left ? 1 : -1 }
}
