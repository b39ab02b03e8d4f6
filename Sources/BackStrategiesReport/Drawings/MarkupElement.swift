import BackStrategies
import BackStrategiesSupport

/// One node of a markup tree: an element or escaped text.
package enum MarkupNode: Hashable, Sendable {
  /// An element with its attributes and children.
  case element(MarkupElement)
  /// Character data; `&`, `<` and `>` are escaped when rendered.
  case text(String)
}

/// A tiny XML element builder for the SVG and HTML reports: attributes keep the order given,
/// text and attribute values are escaped, and the output is the same bytes for the same tree.
///
///     var rect = MarkupElement("rect", [("x", "0"), ("width", "10")])
///     rect.attributes.append(.init("class", "top"))
///     rect.rendered()   // <rect x="0" width="10" class="top"/>
package struct MarkupElement: Hashable, Sendable {
  /// One `name="value"` pair.
  package struct Attribute: Hashable, Sendable {
    /// The attribute's name (not escaped: callers pass literal names).
    package var name: String
    /// The value, escaped when rendered.
    package var value: String

    /// Creates an attribute.
    package init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The tag name.
  package var name: String
  /// Attributes in printing order.
  package var attributes: [Attribute]
  /// Child nodes in order.
  package var children: [MarkupNode]

  /// Creates an element from `(name, value)` pairs and children.
  package init(_ name: String, _ attributes: [(String, String)] = [], children: [MarkupNode] = []) {
    self.name = name
    self.attributes = attributes.map { Attribute($0.0, $0.1) }
    self.children = children
  }

  /// Creates an element holding only text.
  package init(_ name: String, _ attributes: [(String, String)] = [], text: String) {
    self.init(name, attributes, children: [.text(text)])
  }

  /// Adds a child element.
  package mutating func append(_ element: MarkupElement) { children.append(.element(element)) }

  /// Adds child elements.
  package mutating func append(contentsOf elements: [MarkupElement]) {
    children.append(contentsOf: elements.map { .element($0) })
  }

  /// Adds text.
  package mutating func append(text: String) { children.append(.text(text)) }

  /// The element as markup.
  ///
  /// - Parameter html: `true` inside an HTML document, where only void elements (`meta`, `br`, …)
  ///   and SVG elements may close themselves; other empty elements print as `<div></div>`.
  package func rendered(html: Bool = false) -> String {
    var output = ""
    render(into: &output, selfClosingAllowed: !html)
    return output
  }

  /// Appends the markup to `output`.
  package func render(into output: inout String, html: Bool = false) {
    render(into: &output, selfClosingAllowed: !html)
  }

  /// HTML elements that never have content and are written `<br/>`.
  static let htmlVoidElements: Set<String> = ["meta", "br", "hr", "img", "link", "col", "wbr", "input"]

  private func render(into output: inout String, selfClosingAllowed: Bool) {
    let childrenMayCloseThemselves = selfClosingAllowed || name == "svg"
    output += "<" + name
    for attribute in attributes {
      output += " " + attribute.name + "=\""
      Self.escape(attribute.value, quotes: true, into: &output)
      output += "\""
    }
    if children.isEmpty && (childrenMayCloseThemselves || Self.htmlVoidElements.contains(name)) {
      output += "/>"
      return
    }
    output += ">"
    for child in children {
      switch child {
      case .element(let element): element.render(into: &output, selfClosingAllowed: childrenMayCloseThemselves)
      case .text(let text): Self.escape(text, quotes: false, into: &output)
      }
    }
    output += "</" + name + ">"
  }

  /// Appends `text` escaped for XML: `&`, `<`, `>` (and `"` in attribute values) become
  /// entities, and characters XML 1.0 forbids (controls other than tab, newline and return)
  /// become U+FFFD, so any trace name gives a well-formed document.
  package static func escape(_ text: String, quotes: Bool, into output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          output += "\u{FFFD}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
  }

  /// `text` escaped for XML character data.
  package static func escaped(_ text: String, quotes: Bool = false) -> String {
    var output = ""
    escape(text, quotes: quotes, into: &output)
    return output
  }
}
