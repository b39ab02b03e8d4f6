import BackStrategies
import BackStrategiesSupport

/// A drawing of a known size in pixels: the unit the report is assembled from. The same
/// figure is placed inline in an HTML page or nested in a standalone SVG.
package struct SVGFigure: Hashable, Sendable {
  /// Width in pixels.
  package var width: Double
  /// Height in pixels.
  package var height: Double
  /// What the drawing shows, in one sentence (its `<title>`, read by screen readers).
  package var title: String
  /// The drawing, in pixel coordinates from the top-left corner.
  package var content: [MarkupElement]

  /// Creates a figure.
  package init(width: Double, height: Double, title: String, content: [MarkupElement]) {
    self.width = width
    self.height = height
    self.title = title
    self.content = content
  }

  /// An `<svg>` element holding the figure: inline in HTML, or nested at `(x, y)` in another
  /// SVG when `at` is given.
  package func element(at origin: Point? = nil, classes: String? = nil) -> MarkupElement {
    var attributes: [(String, String)] = []
    if let origin { attributes += [("x", SVGNumber.format(origin.x)), ("y", SVGNumber.format(origin.y))] }
    attributes += [
      ("width", SVGNumber.format(width)), ("height", SVGNumber.format(height)),
      ("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))"),
    ]
    if let classes { attributes.append(("class", classes)) }
    if origin == nil { attributes.append(("role", "img")) }
    var svg = MarkupElement("svg", attributes, children: [.element(MarkupElement("title", text: title))])
    svg.append(contentsOf: content)
    return svg
  }
}

/// A standalone SVG file: the XML declaration, the SVG namespace, a title, the drawing
/// stylesheet and a background, so it reads the same opened alone, in an `<img>` or printed.
package struct SVGDocument: Hashable, Sendable {
  /// The SVG namespace every standalone SVG declares.
  package static let namespace = "http://www.w3.org/2000/svg"

  /// The drawing.
  package var figure: SVGFigure
  /// CSS added after the drawing stylesheet (a replay's rules), or empty.
  package var extraStyle: String

  /// Wraps a figure.
  package init(_ figure: SVGFigure, extraStyle: String = "") {
    self.figure = figure
    self.extraStyle = extraStyle
  }

  /// The file's text, ending in a newline.
  package func rendered() -> String {
    let width = SVGNumber.format(figure.width)
    let height = SVGNumber.format(figure.height)
    var root = MarkupElement(
      "svg",
      [
        ("xmlns", Self.namespace), ("width", width), ("height", height), ("viewBox", "0 0 \(width) \(height)"),
        ("role", "img"),
      ])
    root.append(MarkupElement("title", text: figure.title))
    root.append(MarkupElement("style", text: "\n" + ReportStyleSheet.drawing + extraStyle))
    root.append(MarkupElement("rect", [("class", "bg"), ("width", width), ("height", height)]))
    root.append(contentsOf: figure.content)
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    root.render(into: &output)
    return output + "\n"
  }
}
