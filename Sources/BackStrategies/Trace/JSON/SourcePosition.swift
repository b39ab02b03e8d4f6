/// A place in a text file as an editor shows it: a 1-based line and a 1-based column.
///
/// Columns count characters (Unicode scalars), not bytes, so a position matches what an
/// editor's status bar says for text with accents or emoji. A leading byte order mark is
/// not counted. A line ends at `\n`, `\r\n` or a lone `\r`.
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1, counted in characters (Unicode scalars).
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The first character of a file.
  public static let start = SourcePosition(line: 1, column: 1)

  /// `"line 7, column 3"`: the form ``TraceError/place`` uses for text positions, and the
  /// one form every message of the package gives a position in (``joined(_:_:)`` continues a
  /// location that names the line).
  public var description: String { Self.line(line) + ", " + Self.column(column) }

  /// `"line 7"`: a line on its own, as a location names it (`corpus.jsonl: line 7`).
  public static func line(_ line: Int) -> String { "line \(line)" }

  /// `"column 3"`: a column of a line named before it.
  public static func column(_ column: Int) -> String { columnWord + "\(column)" }

  /// How a column begins, so ``joined(_:_:)`` can tell one.
  static let columnWord = "column "

  /// `location` and what is wrong there: a detail that starts with a column continues the line
  /// that ends the location (`corpus.jsonl: line 5` and `column 38: …` give
  /// `corpus.jsonl: line 5, column 38: …`, as ``description``); anything else follows a colon.
  public static func joined(_ location: String, _ detail: String) -> String {
    location + (detail.hasPrefix(columnWord) ? ", " : ": ") + detail
  }

  /// Orders positions as they occur in the text.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
