/// A parsed JSON value together with the place it starts in the source text.
///
/// Object members keep the order they had in the text, so a reader can report unknown
/// fields and errors in document order. Produce one with ``JSONParser``.
package struct JSONValue: Hashable, Sendable {
  /// The value itself.
  public var kind: Kind
  /// Where the value's first character is in the source (`{`, `[`, `"`, a digit, `-`, or a letter).
  public var position: SourcePosition

  /// Creates a value; parsers do this, tests may too.
  public init(_ kind: Kind, at position: SourcePosition = .start) {
    self.kind = kind
    self.position = position
  }

  /// The six kinds of JSON value.
  public enum Kind: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; always finite (the parser rejects numbers beyond `Double`'s range).
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array, elements in order.
    case array([JSONValue])
    /// An object, members in the order of the text. Keys are unique (the parser rejects
    /// duplicates).
    case object([Member])
  }

  /// One `"key": value` pair of an object.
  public struct Member: Hashable, Sendable {
    /// The key, escapes resolved.
    public var key: String
    /// The value; its ``JSONValue/position`` is where the value starts, not the key.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// How error messages name this kind of value: `an object`, `an array`, `a string`,
  /// `a number`, `true`, `false` or `null` (as in "expected a number, found a string").
  public var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value of the member named `key`, when this is an object that has one.
  ///
  /// - Complexity: O(*n*) in the number of members.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }
}
