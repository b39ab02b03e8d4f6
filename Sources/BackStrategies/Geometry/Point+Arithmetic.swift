/// Component-wise arithmetic for the model's translations (`location − origin`).
extension Point {
  /// The displacement from `rhs` to `lhs`.
  static func - (lhs: Point, rhs: Point) -> Vector {
    Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// `lhs` moved by `rhs`.
  static func + (lhs: Point, rhs: Vector) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
}
