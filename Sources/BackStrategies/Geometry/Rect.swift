/// An axis-aligned rectangle, in points.
public struct Rect: Hashable, Sendable, Codable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width, in points.
  public var width: Double
  /// Height, in points.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge, `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }

  /// The rectangle reflected about the vertical centre line of a screen `width` wide: the same
  /// size, its left edge where its right edge's mirror image falls (`width − maxX`).
  public func mirroredHorizontally(within width: Double) -> Rect {
    Rect(x: width - maxX, y: y, width: self.width, height: height)
  }

  /// Whether the point lies inside (left and top edges inclusive, right and bottom exclusive,
  /// as UIKit's `CGRect.contains`).
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }
}
