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

  /// `"line 7, column 3"`: the form ``TraceError/place`` uses for text positions.
  public var description: String { "line \(line), column \(column)" }

  /// Orders positions as they occur in the text.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
