/// A position on the screen, in UIKit points (origin top-left, x grows right, y grows down).
public struct Point: Hashable, Sendable, Codable {
  /// Horizontal coordinate, in points.
  public var x: Double
  /// Vertical coordinate, in points.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to another point, in points.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}

/// A displacement or velocity with a horizontal and a vertical component.
public typealias Vector = Point
