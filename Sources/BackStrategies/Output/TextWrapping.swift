/// Word wrapping and padding for fixed-width terminal output.
public enum TextWrapping {
  /// The width tables and reasons are laid out for: a classic terminal.
  public static let terminalWidth = 80

  /// `text` broken into lines of at most `width` characters at spaces (a longer word stands
  /// on its own line), each prefixed by `indent`.
  public static func wrap(_ text: String, width: Int = terminalWidth, indent: String = "") -> [String] {
    let available = max(10, width - indent.count)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
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

  /// `text` padded with spaces to `width` characters (never truncated).
  public static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` padded on the left to `width` characters (for numbers).
  public static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
