/// A JSON value to print: the output side of every `--format json` and of trace files.
///
/// Objects keep their keys in the order given, so output is byte-for-byte stable. Build
/// values with the cases or with literals:
///
/// ```swift
/// let summary: JSONOutput = ["name": "edge-swipe", "samples": 26, "intent": .null]
/// print(summary.render(pretty: true))
/// ```
///
/// Numbers never print as non-JSON: a non-finite `number` or `preciseNumber` (NaN, ±∞)
/// renders as `null`. Print them with ``render(pretty:)``.
public enum JSONOutput: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A measurement for people to read: integers print without decimals (`390`), other
  /// values rounded to at most six decimals (`0.016667`). Non-finite values print as `null`.
  case number(Double)
  /// A number that must survive a round trip exactly (trace files): integers print without
  /// decimals, other values in the shortest form that parses back to the same `Double`
  /// (`0.016666666666666666`, `1e-07`). Non-finite values print as `null`.
  case preciseNumber(Double)
  /// A string; escaped as JSON requires when printed.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object with its members in printing order. Keys should be unique; the writer
  /// prints what it is given.
  case object([(key: String, value: JSONOutput)])

  /// Compares values member by member, in order.
  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)), (.preciseNumber(let a), .preciseNumber(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Whether this is a scalar (not an array or object); the pretty form may keep a
  /// container of scalars on one line.
  public var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}

extension JSONOutput: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A string literal is a `.string`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer literal is a `.number`.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A float literal is a `.number`.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `true` or `false` is a `.bool`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array literal is an `.array`.
  public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
  /// A dictionary literal is an `.object`, keys in the order written.
  public init(dictionaryLiteral elements: (String, JSONOutput)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
  /// `nil` is `.null`.
  public init(nilLiteral: ()) { self = .null }
}
