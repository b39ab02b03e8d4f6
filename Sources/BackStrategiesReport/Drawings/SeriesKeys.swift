import BackStrategies
import BackStrategiesSupport

/// The strategies' keys (a short line in the strategy's colour and dash with its marker),
/// defined once per HTML page as SVG symbols and shown wherever a strategy is named.
enum SeriesKeys {
  /// Size of a key, in pixels.
  static let width = 28.0
  /// Height of a key, in pixels.
  static let height = 10.0
  /// Radius of the key's marker, in pixels.
  static let markerRadius = 3.5

  /// The fragment id of the symbol of the strategy at `index`.
  static func id(_ index: Int) -> String { "key-\(index)" }

  /// A hidden SVG defining one symbol per strategy of the page (`count` of them, at least one
  /// per ``ReportPalette/series`` entry); goes once at the top of the page.
  static func definitions(count: Int) -> MarkupElement {
    var defs = MarkupElement("defs")
    for slot in 0..<max(count, ReportPalette.series.count) {
      var symbol = MarkupElement(
        "symbol", [("id", id(slot)), ("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))")])
      symbol.append(ReportText.line(x1: 0, y1: height / 2, x2: width, y2: height / 2, classes: "cv " + ReportPalette.lineClasses(slot)))
      symbol.append(
        ReportPalette.style(slot).marker.element(
          x: width / 2, y: height / 2, radius: markerRadius, classes: "mk " + ReportPalette.fillClass(slot)))
      defs.append(symbol)
    }
    return MarkupElement(
      "svg", [("class", "defs"), ("width", "0"), ("height", "0"), ("aria-hidden", "true")], children: [.element(defs)])
  }

  /// An inline key of the strategy at `index`.
  static func reference(_ index: Int) -> MarkupElement {
    MarkupElement(
      "svg",
      [("class", "k"), ("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))"), ("aria-hidden", "true")],
      children: [.element(MarkupElement("use", [("href", "#" + id(index))]))])
  }
}
