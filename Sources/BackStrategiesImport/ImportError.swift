/// Why a touch recording could not be turned into traces: one line naming the source, the line
/// and the field at fault (`pixel.txt: line 12: ABS_MT_POSITION_X: expected a hexadecimal value`).
public struct ImportError: Error, Hashable, Sendable {
  /// What was wrong.
  public enum Kind: String, Hashable, Sendable {
    /// The recording itself: not text, a malformed line, no stroke, no axis ranges.
    case recording
    /// How it was to be read: a column mapping or an axis range given by the caller
    /// (`--columns`, `--raw-range` on the command line).
    case mapping
  }

  /// What was wrong.
  public var kind: Kind
  /// The whole message, source and place first.
  public var message: String
  /// Whether the import command's help explains the fix (a missing header, a missing device
  /// description): the command line then points to it.
  public var pointsToHelp: Bool

  /// Creates an error.
  public init(_ kind: Kind, _ message: String, pointsToHelp: Bool = false) {
    self.kind = kind
    self.message = message
    self.pointsToHelp = pointsToHelp
  }
}
