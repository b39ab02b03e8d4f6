/// Flutter's `ThreePointCubic` curve: from (0, 0) through a `midpoint` to (1, 1), each half a
/// cubic Bézier scaled into its box (packages/flutter/lib/src/animation/curves.dart,
/// `ThreePointCubic.transformInternal`: before `midpoint.x` the first half, scaled by the
/// midpoint; after it the second, scaled by `1 − midpoint` and lifted by `midpoint.y`).
struct FlutterThreePointCubic: Hashable, Sendable {
  /// First half's control points, in the curve's unit square.
  var a1: Point, b1: Point
  /// Where the halves meet.
  var midpoint: Point
  /// Second half's control points, in the curve's unit square.
  var a2: Point, b2: Point

  /// `Curves.fastEaseInToSlowEaseOut` (curves.dart: `ThreePointCubic(Offset(0.056, 0.024),
  /// Offset(0.108, 0.3085), Offset(0.198, 0.541), Offset(0.3655, 1.0), Offset(0.5465, 0.989))`).
  static let fastEaseInToSlowEaseOut = FlutterThreePointCubic(
    a1: Point(x: 0.056, y: 0.024), b1: Point(x: 0.108, y: 0.3085), midpoint: Point(x: 0.198, y: 0.541),
    a2: Point(x: 0.3655, y: 1.0), b2: Point(x: 0.5465, y: 0.989))

  /// The curve at `u` (0…1), with `bezier(u, x1, y1, x2, y2)` a unit cubic Bézier solver.
  func value(at u: Double, bezier: (Double, Double, Double, Double, Double) -> Double) -> Double {
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    if u < midpoint.x {
      let scaleX = midpoint.x
      let scaleY = midpoint.y
      return bezier(u / scaleX, a1.x / scaleX, a1.y / scaleY, b1.x / scaleX, b1.y / scaleY) * scaleY
    }
    let scaleX = 1 - midpoint.x
    let scaleY = 1 - midpoint.y
    let local = bezier(
      (u - midpoint.x) / scaleX, (a2.x - midpoint.x) / scaleX, (a2.y - midpoint.y) / scaleY,
      (b2.x - midpoint.x) / scaleX, (b2.y - midpoint.y) / scaleY)
    return local * scaleY + midpoint.y
  }
}
