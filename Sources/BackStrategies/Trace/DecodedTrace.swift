/// A trace read from a file, with what the reader skipped.
public struct DecodedTrace: Sendable, Hashable {
  /// The decoded, validated trace.
  public var trace: Trace
  /// JSON paths of fields the format does not define, in document order
  /// (`touches[3].pressure`, `device.model`). They are accepted and ignored; the command
  /// line notes them on stderr, and its `run --strict` rejects a trace that has any.
  /// Always empty for CSV.
  public var unknownFields: [String]

  /// The unknown fields that the format defines in another object (`views` at the top level
  /// belongs in `stack[i].views`), in document order, with where each belongs.
  public var misplacedFields: [MisplacedField] {
    unknownFields.compactMap(TraceFieldPlace.misplacement(ofUnknownField:))
  }

  /// Creates a decoded trace.
  public init(trace: Trace, unknownFields: [String] = []) {
    self.trace = trace
    self.unknownFields = unknownFields
  }
}
