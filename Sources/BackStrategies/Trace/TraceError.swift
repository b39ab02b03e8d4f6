/// Why a trace is invalid, and where.
///
/// `place` names the spot at fault the way a person would look for it: a JSON path such as
/// `touches[12].t`, or a position such as `line 7, column 3`. The description is
/// `"<place>: <message>"`, e.g. `touches[12].t: time goes backwards (0.180 after 0.196)`.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible, Codable {
  /// Where the fault is: a JSON path, or a line and column.
  public var place: String
  /// What is wrong, in words, with the values involved.
  public var message: String

  /// Creates an error.
  public init(place: String, message: String) {
    self.place = place
    self.message = message
  }

  /// `"<place>: <message>"`, or just the message when there is no place.
  public var description: String { place.isEmpty ? message : "\(place): \(message)" }
}
