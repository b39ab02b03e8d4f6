/// Word wrapping and padding for fixed-width terminal output.
public enum TextWrapping {
  /// The width tables and reasons are laid out for: a classic terminal.
  public static let terminalWidth = 80

  /// `text` broken into lines of at most `width` characters at spaces (a longer word stands
  /// on its own line), each prefixed by `indent`.
  ///
  /// A number and its unit stay on one line: the space in `0.35 s` or `27 pt/s` is never a
  /// break (``unitWords``).
  public static func wrap(_ text: String, width: Int = terminalWidth, indent: String = "") -> [String] {
    let available = max(10, width - indent.count)
    var lines: [String] = []
    var current = ""
    for word in unbreakableWords(of: text) {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= available {
        current += " " + word
      } else {
        lines.append(indent + current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(indent + current) }
    return lines
  }

  /// The units the tool prints after a number (`0.817 s`, `12.4 pt`, `940 pt/s²`, `2.8 MB`):
  /// a break never separates one from the number before it.
  package static let unitWords: Set<Substring> = [
    "s", "ms", "µs", "pt", "pt/s", "pt/s²", "px", "Hz", "%", "°", "B", "KB", "kB", "MB", "GB", "widths/s",
  ]

  /// The words of `text` split at spaces, with each number joined to the unit that follows it.
  package static func unbreakableWords(of text: String) -> [Substring] {
    var words: [Substring] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let unit = word.prefix { !",.;:)]".contains($0) }
      if let previous = words.last, let digit = previous.last, digit.isNumber, unitWords.contains(unit) {
        words[words.count - 1] = text[previous.startIndex..<word.endIndex]
      } else {
        words.append(word)
      }
    }
    return words
  }

  /// `text` padded with spaces to `width` characters (never truncated).
  public static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` padded on the left to `width` characters (for numbers).
  public static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
