extension JSONOutput {
  /// Spaces per nesting level in the pretty form.
  public static let indentWidth = 2

  /// The longest one-line form, in bytes, that the pretty form uses for an array or object
  /// whose elements are all scalars (`[0, 1]`, `{ "t": 0.016, "x": 14, "y": 421, "phase": "moved" }`).
  /// Longer ones, and any container holding a container, print one element per line.
  public static let inlineWidthLimit = 100

  /// The JSON text of this value, without a trailing newline.
  ///
  /// - Parameter pretty: `false` prints everything on one line with no spaces
  ///   (`{"a":[1,2]}`). `true` indents by ``indentWidth`` spaces per level, puts a space
  ///   after each colon, and keeps containers of scalars on one line when that line is at
  ///   most ``inlineWidthLimit`` bytes (`{ "a": 1 }`, `[1, 2]`); empty containers print as
  ///   `{}` and `[]`.
  ///
  /// Output is deterministic: the same value always gives the same bytes. Strings escape
  /// `"` and `\`, write line feed, carriage return and tab as `\n`, `\r`, `\t`, and other
  /// control characters, DEL, U+2028 and U+2029 as `\u00XX`-style escapes; everything else
  /// is written as UTF-8. Non-finite numbers print as `null`.
  public func render(pretty: Bool = true) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.write(self, indent: 0)
    return String(decoding: writer.output, as: UTF8.self)
  }
}

/// Appends JSON text for ``JSONOutput`` values to a byte buffer.
struct JSONWriter {
  /// The indentation byte, a space.
  static let space = UInt8(ascii: " ")
  /// The byte that opens and closes a string.
  static let quote = UInt8(ascii: "\"")

  /// Pretty (indented) or compact.
  let pretty: Bool
  /// The UTF-8 text written so far.
  var output: [UInt8] = []

  init(pretty: Bool) {
    self.pretty = pretty
  }

  /// The largest magnitude below which every integral `Double` converts exactly to `Int64`
  /// and prints without decimals: 2^53.
  static let exactIntegerLimit = 9_007_199_254_740_992.0

  /// Decimals kept by ``JSONOutput/number(_:)``.
  static let readableDecimals = 6

  mutating func write(_ value: JSONOutput, indent: Int) {
    switch value {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .number(let number): append(Self.numberText(number, precise: false))
    case .preciseNumber(let number): append(Self.numberText(number, precise: true))
    case .string(let text): writeString(text)
    case .array(let elements):
      writeContainer(open: "[", close: "]", count: elements.count, allScalars: elements.allSatisfy(\.isScalar), indent: indent) {
        writer, index, indent in
        writer.write(elements[index], indent: indent)
      }
    case .object(let members):
      writeContainer(open: "{", close: "}", count: members.count, allScalars: members.allSatisfy(\.value.isScalar), indent: indent) {
        writer, index, indent in
        writer.writeString(members[index].key)
        writer.append(writer.pretty ? ": " : ":")
        writer.write(members[index].value, indent: indent)
      }
    }
  }

  private mutating func writeContainer(
    open: String, close: String, count: Int, allScalars: Bool, indent: Int,
    element: (inout JSONWriter, Int, Int) -> Void
  ) {
    if count == 0 {
      append(open + close)
      return
    }
    if !pretty {
      append(open)
      for index in 0..<count {
        if index > 0 { append(",") }
        element(&self, index, indent)
      }
      append(close)
      return
    }
    if allScalars {
      var line = JSONWriter(pretty: true)
      let padding = open == "{" ? " " : ""
      line.append(open + padding)
      for index in 0..<count {
        if index > 0 { line.append(", ") }
        element(&line, index, indent)
      }
      line.append(padding + close)
      if line.output.count <= JSONOutput.inlineWidthLimit {
        output.append(contentsOf: line.output)
        return
      }
    }
    let inner = indent + JSONOutput.indentWidth
    append(open)
    for index in 0..<count {
      append(index > 0 ? ",\n" : "\n")
      output.append(contentsOf: repeatElement(Self.space, count: inner))
      element(&self, index, inner)
    }
    append("\n")
    output.append(contentsOf: repeatElement(Self.space, count: indent))
    append(close)
  }

  private mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  private mutating func writeString(_ text: String) {
    output.append(Self.quote)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": append("\\\"")
      case "\\": append("\\\\")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      case "\u{0}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default:
        UTF8.encode(scalar) { output.append($0) }
      }
    }
    output.append(Self.quote)
  }

  /// The text of a number, or `null` when it is not finite.
  static func numberText(_ value: Double, precise: Bool) -> String {
    guard value.isFinite else { return "null" }
    if value.rounded() == value && abs(value) < exactIntegerLimit {
      return String(Int64(value))
    }
    return precise ? value.description : NumberFormatting.short(value, readableDecimals)
  }
}
