/// Text from a trace or a command line quoted inside a one-line error message.
///
/// Errors are printed as one line on stderr, so quoted text must not break the line or
/// hide itself: control characters, format characters (such as U+202E, which reverses the
/// text after it in a terminal) and line or paragraph separators are written as escapes
/// (`\n`, `\r`, `\t`, otherwise `\u0000` as JSON spells them), and long text is cut.
package enum Excerpt {
  /// How many characters (Unicode scalars) of an offending token or value a message quotes.
  public static let limit = 40

  /// `text` cut to at most `limit` scalars (a longer text ends with `...`), with every
  /// character that would not print visibly on one line escaped.
  ///
  ///     Excerpt.of("move\u{0}d")        // "move\\u0000d"
  ///     Excerpt.of(String(repeating: "a", count: 50))   // 40 a's and "..."
  public static func of(_ text: String, limit: Int = limit) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit { return result + "..." }
      count += 1
      result += escaped(scalar)
    }
    return result
  }

  /// The scalar itself, or its escape when it would not print visibly on one line.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return scalar.value <= 0xFFFF
        ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        : "\\u{" + hex + "}"
    default:
      return String(scalar)
    }
  }
}
