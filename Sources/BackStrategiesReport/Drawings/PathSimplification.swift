import BackStrategies
import BackStrategiesSupport

/// Ramer–Douglas–Peucker simplification of polylines, so a trace of 10,000 samples or a
/// minute of frames draws as a few hundred points that look the same.
package enum PathSimplification {
  /// The points of `points` that keep every dropped point within `tolerance` of the line
  /// between its kept neighbours; the first and last points are always kept.
  ///
  /// Iterative (no recursion), so any length is safe.
  /// - Complexity: O(*n* log *n*) typically, O(*n*²) at worst.
  package static func simplify(_ points: [Point], tolerance: Double) -> [Point] {
    guard points.count > 2 else { return points }
    var keep = [Bool](repeating: false, count: points.count)
    keep[0] = true
    keep[points.count - 1] = true
    var ranges: [(Int, Int)] = [(0, points.count - 1)]
    let squaredTolerance = tolerance * tolerance
    while let (first, last) = ranges.popLast() {
      guard last > first + 1 else { continue }
      var farthest = first
      var farthestDistance = -1.0
      for index in (first + 1)..<last {
        let distance = squaredDistance(points[index], toSegment: points[first], points[last])
        if distance > farthestDistance {
          farthestDistance = distance
          farthest = index
        }
      }
      if farthestDistance > squaredTolerance {
        keep[farthest] = true
        ranges.append((first, farthest))
        ranges.append((farthest, last))
      }
    }
    return points.indices.filter { keep[$0] }.map { points[$0] }
  }

  /// `points` simplified with `tolerance`, doubled until at most `limit` points remain (or
  /// only the end points do).
  package static func simplify(_ points: [Point], tolerance: Double, limit: Int) -> [Point] {
    var current = tolerance
    var result = simplify(points, tolerance: current)
    while result.count > max(2, limit) {
      current *= 2
      result = simplify(points, tolerance: current)
    }
    return result
  }

  /// Squared distance from `point` to the segment `a`–`b`.
  static func squaredDistance(_ point: Point, toSegment a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    var t = 0.0
    if lengthSquared > 0 { t = (((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared).clamped(to: 0...1) }
    let x = a.x + t * dx - point.x
    let y = a.y + t * dy - point.y
    return x * x + y * y
  }
}
