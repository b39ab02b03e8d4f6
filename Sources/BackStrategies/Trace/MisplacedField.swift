/// A field of a trace document that the format defines, written in an object where it does
/// not (`views` at the top level; it belongs in `stack[i].views`): the decoder ignores it as it
/// ignores any unknown field, and the command line warns where it belongs
/// (``TraceFieldPlace/misplacement(ofUnknownField:)``).
public struct MisplacedField: Sendable, Hashable, CustomStringConvertible {
  /// Its path as ``DecodedTrace/unknownFields`` gives it (`views`, `device.intent`).
  public var path: String
  /// Its name (`views`).
  public var name: String
  /// The object it was found in.
  public var place: TraceFieldPlace
  /// The objects it belongs in, nearest first (usually one).
  public var homes: [TraceFieldPlace]
  /// Its paths there, indices shared with ``path`` kept (`stack[i].views`, `intent`).
  public var belongsIn: [String]

  /// Creates the description of a misplaced field.
  public init(path: String, name: String, place: TraceFieldPlace, homes: [TraceFieldPlace], belongsIn: [String]) {
    self.path = path
    self.name = name
    self.place = place
    self.homes = homes
    self.belongsIn = belongsIn
  }

  /// Where it was found, in words: `'views' at the top level`, `'device.intent'`.
  public var found: String { place == .trace ? "'\(name)' at the top level" : "'\(path)'" }

  /// Where it belongs, in words: `in stack[i].views`, `at the top level`,
  /// `in device.width or …`.
  public var home: String {
    if homes == [.trace] { return "at the top level" }
    if belongsIn.count == 1 { return "in " + belongsIn[0] }
    return "in " + belongsIn.dropLast().joined(separator: ", ") + " or " + belongsIn[belongsIn.count - 1]
  }

  /// Where it was found and where it belongs, in words: `'views' at the top level is ignored;
  /// it belongs in stack[i].views`, `'device.intent' is ignored; it belongs at the top level`.
  public var description: String { "\(found) is ignored; it belongs \(home)" }
}
