import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed SVG or HTML report, searched by element name and class without XPath (the SVG
/// namespace makes XPath awkward). Used by the report's tests and the command line's.
package struct XMLTree {
  package let document: XMLDocument

  /// Parses `text` as XML; throws when it is not well-formed.
  package init(_ text: String) throws {
    document = try XMLDocument(xmlString: text, options: [])
  }

  package var root: XMLElement? { document.rootElement() }

  /// Every element under `start` (itself included), depth first, in document order.
  package static func elements(under start: XMLElement) -> [XMLElement] {
    var result: [XMLElement] = []
    var stack: [XMLElement] = [start]
    while let element = stack.popLast() {
      result.append(element)
      let children = (element.children ?? []).compactMap { $0 as? XMLElement }
      stack.append(contentsOf: children.reversed())
    }
    return result
  }

  /// Elements named `name` (local name) under `start` or the root, optionally with a class.
  package func all(_ name: String, class wanted: String? = nil, under start: XMLElement? = nil) -> [XMLElement] {
    guard let start = start ?? root else { return [] }
    return Self.elements(under: start).filter { element in
      (element.localName ?? element.name) == name && (wanted.map { Self.classes(of: element).contains($0) } ?? true)
    }
  }

  /// The element's classes.
  package static func classes(of element: XMLElement) -> [String] {
    (attribute("class", of: element) ?? "").split(separator: " ").map(String.init)
  }

  /// The element's attribute value. (`attribute(forName:)` finds nothing in a document with a
  /// default namespace on Linux, so the attributes are searched by name.)
  package static func attribute(_ name: String, of element: XMLElement) -> String? {
    (element.attributes ?? []).first { ($0.localName ?? $0.name) == name }?.stringValue
  }
}
