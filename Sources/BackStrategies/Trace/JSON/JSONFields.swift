import BackStrategiesSupport

/// Where a JSON value sits in a document, as error messages name it: `(top level)`,
/// `device`, `touches[12]`, `stack[1].scrollViews[0]`.
///
/// An array element's path is its container's path and an index; the text is built only when
/// the path is printed.
struct JSONPath: CustomStringConvertible {
  /// The containing path (`touches`), or `""` for the document itself.
  let container: String
  /// The element's index in that container, when the value is an array element.
  let index: Int?

  /// The whole document.
  static let root = JSONPath(container: "", index: nil)

  /// How errors name the document itself.
  static let rootDescription = "(top level)"

  /// The path of a member: `touches[3]`.
  init(container: String, index: Int? = nil) {
    self.container = container
    self.index = index
  }

  var description: String {
    if let index { return "\(container)[\(index)]" }
    return container.isEmpty ? Self.rootDescription : container
  }

  /// The path of the member `key` of this object: `touches[3].t`, or just `format` at the top.
  func child(_ key: String) -> String {
    index == nil && container.isEmpty ? key : "\(description).\(key)"
  }
}

/// The members of one JSON object being decoded, with typed accessors that throw
/// ``TraceError`` values naming the member's path.
struct JSONFields {
  /// The object's members, in document order.
  let members: [JSONValue.Member]
  /// Where the object is.
  let path: JSONPath

  /// Takes `value` as an object, or throws `expected an object, found an array`.
  init(_ value: JSONValue, at path: JSONPath) throws(TraceError) {
    guard case .object(let members) = value.kind else {
      throw TraceError(place: path.description, message: "expected an object, found \(value.kindDescription)")
    }
    self.members = members
    self.path = path
  }

  /// The member named `key`, if present.
  func value(_ key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The member named `key`, or `missing required field 'key'` (placed at this object).
  func required(_ key: String) throws(TraceError) -> JSONValue {
    guard let value = value(key) else {
      throw TraceError(place: path.description, message: "missing required field '\(key)'")
    }
    return value
  }

  /// The members not named in `known`: where each value starts, and its path.
  func unknownMembers(known: [String]) -> [(position: SourcePosition, path: String)] {
    members.lazy.filter { !known.contains($0.key) }.map { ($0.value.position, path.child($0.key)) }
  }

  // MARK: Typed members

  func requiredNumber(_ key: String) throws(TraceError) -> Double {
    try number(try required(key), key: key, optional: false)
  }

  func number(_ key: String, default fallback: Double) throws(TraceError) -> Double {
    guard let value = value(key) else { return fallback }
    return try number(value, key: key, optional: true)
  }

  func requiredString(_ key: String) throws(TraceError) -> String {
    try string(try required(key), key: key, optional: false)
  }

  func string(_ key: String, default fallback: String) throws(TraceError) -> String {
    guard let value = value(key) else { return fallback }
    return try string(value, key: key, optional: true)
  }

  func bool(_ key: String, default fallback: Bool) throws(TraceError) -> Bool {
    guard let value = value(key) else { return fallback }
    guard case .bool(let flag) = value.kind else { throw mismatch(key, expected: "true or false", value, optional: true) }
    return flag
  }

  /// A member whose string must be one of an enumeration's raw values; otherwise
  /// `unknown phase 'start' (expected one of: began, moved, ended, cancelled)`.
  func requiredName<Name: RawRepresentable<String> & CaseIterable>(_ key: String, kind: String) throws(TraceError) -> Name {
    try name(try required(key), key: key, kind: kind, optional: false)
  }

  func name<Name: RawRepresentable<String> & CaseIterable>(_ key: String, kind: String) throws(TraceError) -> Name? {
    guard let value = value(key) else { return nil }
    return try name(value, key: key, kind: kind, optional: true) as Name
  }

  /// The member `key` as an object, if present.
  func object(_ key: String) throws(TraceError) -> JSONFields? {
    guard let value = value(key) else { return nil }
    if case .null = value.kind { throw mismatch(key, expected: "an object", value, optional: true) }
    return try JSONFields(value, at: JSONPath(container: path.child(key)))
  }

  /// The member `key` as an object, or `missing required field`.
  func requiredObject(_ key: String) throws(TraceError) -> JSONFields {
    try JSONFields(try required(key), at: JSONPath(container: path.child(key)))
  }

  /// The member `key` as an array, or nil when absent.
  func array(_ key: String, required: Bool) throws(TraceError) -> [JSONValue]? {
    guard let value = required ? try self.required(key) : self.value(key) else { return nil }
    guard case .array(let elements) = value.kind else {
      throw mismatch(key, expected: "an array", value, optional: !required)
    }
    return elements
  }

  // MARK: Conversions

  private func number(_ value: JSONValue, key: String, optional: Bool) throws(TraceError) -> Double {
    guard case .number(let number) = value.kind else { throw mismatch(key, expected: "a number", value, optional: optional) }
    return number
  }

  private func string(_ value: JSONValue, key: String, optional: Bool) throws(TraceError) -> String {
    guard case .string(let text) = value.kind else { throw mismatch(key, expected: "a string", value, optional: optional) }
    return text
  }

  private func name<Name: RawRepresentable<String> & CaseIterable>(
    _ value: JSONValue, key: String, kind: String, optional: Bool
  ) throws(TraceError) -> Name {
    let text = try string(value, key: key, optional: optional)
    guard let name = Name(rawValue: text) else {
      throw TraceError(
        place: path.child(key),
        message: Suggestion.unknownNameMessage(kind, text, expected: Name.allCases.map(\.rawValue)))
    }
    return name
  }

  /// `expected a number, found a string`; for an optional member set to `null`, adds
  /// `(omit the field to use its default)`.
  private func mismatch(_ key: String, expected: String, _ value: JSONValue, optional: Bool) -> TraceError {
    var message = "expected \(expected), found \(value.kindDescription)"
    if optional, case .null = value.kind { message += " (omit the field to use its default)" }
    return TraceError(place: path.child(key), message: message)
  }
}
