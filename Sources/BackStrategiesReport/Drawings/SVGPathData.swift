import BackStrategies
import BackStrategiesSupport

/// SVG path data (`d`) of the overlays strategies draw.
package enum SVGPathData {
  /// `elements` (in screen points) as path data in pixels: each point scaled by `scale`,
  /// then moved by `dx` pixels to the right and `dy` down.
  package static func d(_ elements: [PathElement], scale: Double, dx: Double = 0, dy: Double = 0) -> String {
    func point(_ p: Point) -> String { SVGNumber.format(p.x * scale + dx) + " " + SVGNumber.format(p.y * scale + dy) }
    var parts: [String] = []
    for element in elements {
      switch element {
      case .move(let to): parts.append("M" + point(to))
      case .line(let to): parts.append("L" + point(to))
      case .quadCurve(let to, let control): parts.append("Q" + point(control) + " " + point(to))
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
