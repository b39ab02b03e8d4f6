import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Typed reading of a parsed JSON document, each failure naming the JSON path at fault
/// (`scorecards[2].overall.traces: expected a whole number, found a string`).
struct StateReader {
  /// A value that is not what the format says, and where.
  struct Failure: Error {
    /// The JSON path (`corpus.entries`), or empty for the whole document.
    var place: String
    /// What is wrong.
    var message: String
  }

  /// The largest whole number a JSON number (a `Double`) holds exactly: 2⁵³.
  static let largestExactInteger = Double(1 << 53)

  /// The members of an object.
  static func object(_ value: JSONValue, _ place: String) throws(Failure) -> [JSONValue.Member] {
    guard case .object(let members) = value.kind else { throw mismatch("an object", value, place) }
    return members
  }

  /// The member `key` of an object.
  static func member(_ value: JSONValue, _ key: String, _ place: String) throws(Failure) -> JSONValue {
    _ = try object(value, place)
    guard let found = value[key] else { throw Failure(place: place, message: "missing field '\(key)'") }
    return found
  }

  /// The elements of an array.
  static func array(_ value: JSONValue, _ place: String) throws(Failure) -> [JSONValue] {
    guard case .array(let elements) = value.kind else { throw mismatch("an array", value, place) }
    return elements
  }

  /// A string.
  static func string(_ value: JSONValue, _ place: String) throws(Failure) -> String {
    guard case .string(let text) = value.kind else { throw mismatch("a string", value, place) }
    return text
  }

  /// A string or `null`.
  static func optionalString(_ value: JSONValue, _ place: String) throws(Failure) -> String? {
    if case .null = value.kind { return nil }
    return try string(value, place)
  }

  /// `true` or `false`.
  static func bool(_ value: JSONValue, _ place: String) throws(Failure) -> Bool {
    guard case .bool(let flag) = value.kind else { throw mismatch("true or false", value, place) }
    return flag
  }

  /// A whole number from 0 to ``largestExactInteger``.
  static func count(_ value: JSONValue, _ place: String) throws(Failure) -> Int {
    guard case .number(let number) = value.kind, number >= 0, number <= largestExactInteger, number == number.rounded() else {
      throw mismatch("a whole number of at least 0", value, place)
    }
    return Int(number)
  }

  /// A name that must be one of `Name`'s raw values.
  static func name<Name: RawRepresentable & CaseIterable>(_ text: String, as type: Name.Type, _ place: String) throws(Failure) -> Name
  where Name.RawValue == String {
    guard let found = Name(rawValue: text) else {
      throw Failure(place: place, message: Suggestion.unknownNameMessage("name", text, expected: Name.allCases.map(\.rawValue)))
    }
    return found
  }

  static func mismatch(_ expected: String, _ value: JSONValue, _ place: String) -> Failure {
    let found = value.kindDescription
    return Failure(place: place, message: "expected \(expected), found \(found)")
  }
}
