import BackStrategies
import BackStrategiesSupport

/// A point marker's shape: with the dash pattern, what tells strategies apart in greyscale.
package enum MarkerShape: String, Hashable, Sendable, CaseIterable {
  /// A disc.
  case circle
  /// A square standing on a side.
  case square
  /// A triangle pointing up.
  case triangle
  /// A square standing on a corner.
  case diamond
  /// A triangle pointing down.
  case triangleDown
  /// An upright cross (+), drawn as a filled outline.
  case plus
  /// A diagonal cross (×), drawn as a filled outline.
  case cross
  /// A five-pointed star.
  case star

  /// The marker centred on `(x, y)`, fitting a circle of `radius` pixels, with `classes` for
  /// its colour (a hollow marker gets a stroke class, a filled one a fill class).
  package func element(x: Double, y: Double, radius: Double, classes: String) -> MarkupElement {
    let r = radius
    if self == .circle {
      return MarkupElement("circle", [("cx", SVGNumber.format(x)), ("cy", SVGNumber.format(y)), ("r", SVGNumber.format(r)), ("class", classes)])
    }
    let unitPoints = outline
    let points = unitPoints.map { SVGNumber.format(x + $0.x * r) + "," + SVGNumber.format(y + $0.y * r) }
    return MarkupElement("polygon", [("points", points.joined(separator: " ")), ("class", classes)])
  }

  /// Width of each arm of the plus and cross, as a fraction of the radius.
  static let armHalfWidth = 0.3

  /// Outer radius of the star, a little over 1 so its thin points weigh as much as the disc.
  static let starOuterRadius = 1.2
  /// Directions from the centre every 36°, starting straight up (y grows down): the star's
  /// outer points at even indices, its inner corners at odd ones.
  static let starDirections: [Point] = [
    Point(x: 0, y: -1), Point(x: 0.587785, y: -0.809017), Point(x: 0.951057, y: -0.309017),
    Point(x: 0.951057, y: 0.309017), Point(x: 0.587785, y: 0.809017), Point(x: 0, y: 1),
    Point(x: -0.587785, y: 0.809017), Point(x: -0.951057, y: 0.309017), Point(x: -0.951057, y: -0.309017),
    Point(x: -0.587785, y: -0.809017),
  ]
  /// Inner radius of the star, as a fraction of the outer one (a classic five-point star).
  static let starInnerRatio = 0.45

  /// The outline on a circle of radius 1, y growing down. Shapes with thin parts reach a little
  /// past the circle so that every marker looks about as heavy as the disc.
  var outline: [Point] {
    let a = Self.armHalfWidth
    switch self {
    case .circle: return []
    case .square:
      let s = 0.8  // a square of the same visual weight as the disc: inscribed a little larger than √½
      return [Point(x: -s, y: -s), Point(x: s, y: -s), Point(x: s, y: s), Point(x: -s, y: s)]
    case .triangle: return [Point(x: 0, y: -1.1), Point(x: 1, y: 0.75), Point(x: -1, y: 0.75)]
    case .triangleDown: return [Point(x: 0, y: 1.1), Point(x: 1, y: -0.75), Point(x: -1, y: -0.75)]
    case .diamond: return [Point(x: 0, y: -1.15), Point(x: 1.15, y: 0), Point(x: 0, y: 1.15), Point(x: -1.15, y: 0)]
    case .plus:
      return [
        Point(x: -a, y: -1), Point(x: a, y: -1), Point(x: a, y: -a), Point(x: 1, y: -a), Point(x: 1, y: a), Point(x: a, y: a),
        Point(x: a, y: 1), Point(x: -a, y: 1), Point(x: -a, y: a), Point(x: -1, y: a), Point(x: -1, y: -a), Point(x: -a, y: -a),
      ]
    case .cross:
      return MarkerShape.plus.outline.map { p in
        // The plus turned by 45°.
        let c = 0.70710678
        return Point(x: (p.x - p.y) * c * 1.15, y: (p.x + p.y) * c * 1.15)
      }
    case .star:
      // The unit directions every 36° from straight up (no trigonometry in the core).
      return Self.starDirections.enumerated().map { index, direction in
        let radius = index % 2 == 0 ? Self.starOuterRadius : Self.starOuterRadius * Self.starInnerRatio
        return Point(x: direction.x * radius, y: direction.y * radius)
      }
    }
  }
}
