import BackStrategiesSupport

// Why positions are kept this way: docs/performance.md#trace-decoding
/// The state of one parse: a cursor over the bytes that knows its line and column.
///
/// Recursive descent, bounded by ``JSONParser/maximumDepth``. The line and the byte offset
/// where it starts are updated in whitespace (the only place a line break may occur in valid
/// JSON), and the continuation bytes of multi-byte characters seen on the current line are
/// counted while validating strings; a column is worked out from these.
struct JSONReader {
  /// The whole input.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index = 0
  /// The current line, 1-based.
  var line = 1
  /// Byte offset where the current line starts.
  var lineStart = 0
  /// Continuation bytes of multi-byte characters between `lineStart` and `index`.
  var lineContinuationBytes = 0
  /// Containers open around the cursor.
  var depth = 0
  /// A buffer for strings with escapes, reused from one string to the next.
  var scratch: [UInt8] = []
  /// Values read so far.
  var valueCount = 0
  /// The most values the document may hold (``JSONParser/maximumValueCount``).
  let maximumValueCount: Int

  /// Objects with at most this many members check a new key for duplicates by a linear
  /// scan; larger ones use a set.
  static let linearDuplicateCheckLimit = 16

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumValueCount: Int = JSONParser.maximumValueCount) {
    self.bytes = bytes
    self.maximumValueCount = maximumValueCount
  }

  // MARK: Positions

  /// The position of the byte at `index`.
  var position: SourcePosition {
    SourcePosition(line: line, column: index - lineStart - lineContinuationBytes + 1)
  }

  /// The byte at the cursor, or nil at the end of the input.
  @inline(__always) var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips JSON whitespace (space, tab, line feed, carriage return), counting lines.
  ///
  /// A token right at the cursor (every whitespace byte is at most a space) returns at once.
  @inline(__always)
  mutating func skipWhitespace() {
    if index < bytes.count && bytes[index] > ASCII.space { return }
    skipWhitespaceRun()
  }

  /// The loop of ``skipWhitespace()``.
  private mutating func skipWhitespaceRun() {
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.space, ASCII.tab:
        index += 1
      case ASCII.lineFeed:
        index += 1
        startLine()
      case ASCII.carriageReturn:
        index += 1
        if index < bytes.count && bytes[index] == ASCII.lineFeed { index += 1 }
        startLine()
      default:
        return
      }
    }
  }

  private mutating func startLine() {
    line += 1
    lineStart = index
    lineContinuationBytes = 0
  }

  // MARK: Document and values

  /// Reads the single value that must make up the whole input.
  mutating func readDocument() throws(TraceError) -> JSONValue {
    index = ContiguousBytes.byteOrderMarkLength(bytes)
    lineStart = index
    skipWhitespace()
    if index == bytes.count {
      throw TraceError(place: SourcePosition.start.description, message: "the input is empty")
    }
    let value = try readValue()
    skipWhitespace()
    if index < bytes.count {
      throw TraceError(place: position.description, message: "extra data after the JSON value")
    }
    return value
  }

  /// Reads the value at the cursor (whitespace already skipped).
  mutating func readValue() throws(TraceError) -> JSONValue {
    guard let byte = current else { throw unexpected(expected: "a value") }
    let start = position
    valueCount += 1
    if valueCount > maximumValueCount {
      throw TraceError(
        place: start.description,
        message: "more than \(maximumValueCount) values in one document (a trace holds about five per touch sample)")
    }
    switch byte {
    case ASCII.openBrace:
      return try readObject(at: start)
    case ASCII.openBracket:
      return try readArray(at: start)
    case ASCII.quote:
      return JSONValue(.string(try readString()), at: start)
    case ASCII.minus, ASCII.zero...ASCII.nine:
      return JSONValue(.number(try readNumber()), at: start)
    default:
      if Self.startsLiteral(byte) { return JSONValue(try readLiteral(), at: start) }
      throw unexpected(expected: "a value")
    }
  }

  /// Steps into the array or object whose opening bracket is at the cursor, enforcing
  /// ``JSONParser/maximumDepth``, and skips the whitespace after the bracket.
  mutating func enterContainer(at start: SourcePosition) throws(TraceError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw TraceError(place: start.description, message: "nesting deeper than \(JSONParser.maximumDepth) levels")
    }
    index += 1
    skipWhitespace()
  }

  private mutating func readArray(at start: SourcePosition) throws(TraceError) -> JSONValue {
    try enterContainer(at: start)
    var elements: [JSONValue] = []
    if current == ASCII.closeBracket {
      index += 1
      depth -= 1
      return JSONValue(.array(elements), at: start)
    }
    while true {
      elements.append(try readValue())
      skipWhitespace()
      switch current {
      case ASCII.comma:
        let comma = position
        index += 1
        skipWhitespace()
        if current == ASCII.closeBracket {
          throw TraceError(place: comma.description, message: "trailing comma before ']'")
        }
      case ASCII.closeBracket:
        index += 1
        depth -= 1
        return JSONValue(.array(elements), at: start)
      default:
        throw unexpected(expected: "',' or ']' after array element")
      }
    }
  }

  private mutating func readObject(at start: SourcePosition) throws(TraceError) -> JSONValue {
    try enterContainer(at: start)
    var members: [JSONValue.Member] = []
    var keys: Set<String>? = nil
    if current == ASCII.closeBrace {
      index += 1
      depth -= 1
      return JSONValue(.object(members), at: start)
    }
    var expectation = "a string key or '}'"
    while true {
      guard current == ASCII.quote else { throw unexpected(expected: expectation) }
      let keyPosition = position
      let key = try readString()
      if members.count < Self.linearDuplicateCheckLimit {
        if members.contains(where: { $0.key == key }) { throw duplicate(key, at: keyPosition) }
      } else {
        if keys == nil { keys = Set(members.map(\.key)) }
        if keys?.insert(key).inserted == false { throw duplicate(key, at: keyPosition) }
      }
      skipWhitespace()
      guard current == ASCII.colon else { throw unexpected(expected: "':' after object key") }
      index += 1
      skipWhitespace()
      members.append(JSONValue.Member(key: key, value: try readValue()))
      skipWhitespace()
      switch current {
      case ASCII.comma:
        let comma = position
        index += 1
        skipWhitespace()
        if current == ASCII.closeBrace {
          throw TraceError(place: comma.description, message: "trailing comma before '}'")
        }
        expectation = "a string key"
      case ASCII.closeBrace:
        index += 1
        depth -= 1
        return JSONValue(.object(members), at: start)
      default:
        throw unexpected(expected: "',' or '}' after object member")
      }
    }
  }

  // MARK: Errors

  /// The error for the byte at the cursor when `expected` should have been there:
  /// `unexpected character 'x', expected …`, `unexpected end of input, expected …`, or
  /// `invalid UTF-8` when the bytes there are not a character at all.
  func unexpected(expected: String) -> TraceError {
    guard index < bytes.count else {
      return TraceError(place: position.description, message: "unexpected end of input, expected \(expected)")
    }
    guard let (scalar, _) = UTF8Scalar.decode(bytes, at: index) else { return invalidUTF8() }
    return TraceError(
      place: position.description,
      message: "unexpected character \(UTF8Scalar.describe(scalar)), expected \(expected)")
  }

  /// `invalid UTF-8 (byte 0xFF)` at the cursor.
  func invalidUTF8() -> TraceError {
    let hex = String(bytes[index], radix: 16, uppercase: true)
    return TraceError(place: position.description, message: "invalid UTF-8 (byte 0x\(hex))")
  }

  private func duplicate(_ key: String, at place: SourcePosition) -> TraceError {
    TraceError(place: place.description, message: "duplicate key '\(ContiguousBytes.excerpt(key))' in object")
  }
}
