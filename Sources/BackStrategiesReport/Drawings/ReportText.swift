import BackStrategies
import BackStrategiesSupport

/// Text helpers for drawings: SVG has no text wrapping, so lines are measured in characters.
enum ReportText {
  /// Average advance of a character of the system sans-serif font, as a fraction of the font
  /// size (about 0.55 for mixed lower-case text; a little more is kept for safety).
  static let characterWidthRatio = 0.58

  /// Font size of body text in the drawings, in pixels (the stylesheet's `svg text`).
  static let bodyFontSize = 11.0
  /// Font size of small text (the stylesheet's `.sm`).
  static let smallFontSize = 9.0

  /// The same for bold text, which is wider.
  static let boldCharacterWidthRatio = 0.64

  /// How many characters fit in `width` pixels at `fontSize`.
  static func characters(fitting width: Double, fontSize: Double, bold: Bool = false) -> Int {
    max(1, Int(width / (fontSize * (bold ? boldCharacterWidthRatio : characterWidthRatio))))
  }

  /// `text` cut to `count` characters, ending in `…` when cut.
  static func truncated(_ text: String, to count: Int) -> String {
    guard text.count > count, count > 1 else { return text }
    return String(text.prefix(count - 1)) + "…"
  }

  /// `text` cut to its last `count` characters, starting with `…` when cut (for stacks, whose
  /// top is at the end).
  static func truncatedFromStart(_ text: String, to count: Int) -> String {
    guard text.count > count, count > 1 else { return text }
    return "…" + String(text.suffix(count - 1))
  }

  /// A `<text>` element at `(x, y)` (baseline) with classes.
  static func text(_ content: String, x: Double, y: Double, classes: String? = nil) -> MarkupElement {
    var attributes = [("x", SVGNumber.format(x)), ("y", SVGNumber.format(y))]
    if let classes { attributes.append(("class", classes)) }
    return MarkupElement("text", attributes, text: content)
  }

  /// A rectangle (no `class` attribute when `classes` is empty, no `x` or `y` when 0).
  static func rect(x: Double, y: Double, width: Double, height: Double, classes: String, extra: [(String, String)] = []) -> MarkupElement {
    // x and y default to 0: leaving them out keeps the matrix report small.
    var attributes: [(String, String)] = []
    if x != 0 { attributes.append(("x", SVGNumber.format(x))) }
    if y != 0 { attributes.append(("y", SVGNumber.format(y))) }
    attributes += [("width", SVGNumber.format(width)), ("height", SVGNumber.format(height))]
    if !classes.isEmpty { attributes.append(("class", classes)) }
    return MarkupElement("rect", attributes + extra)
  }

  /// A straight line.
  static func line(x1: Double, y1: Double, x2: Double, y2: Double, classes: String) -> MarkupElement {
    MarkupElement(
      "line",
      [("x1", SVGNumber.format(x1)), ("y1", SVGNumber.format(y1)), ("x2", SVGNumber.format(x2)), ("y2", SVGNumber.format(y2)), ("class", classes)])
  }

  /// A stack of screen ids, root first, compactly: `home›list›detail`.
  static func stack(_ ids: [String]) -> String { ids.joined(separator: "›") }
}
