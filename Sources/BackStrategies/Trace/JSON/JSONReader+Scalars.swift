import BackStrategiesSupport

extension JSONReader {
  /// Reads the number at the cursor.
  mutating func readNumber() throws(TraceError) -> Double {
    let start = index
    let startPosition = position
    switch NumberScanner.scan(bytes, from: start) {
    case .invalid(let problem):
      throw Self.invalidNumber(tokenText(from: start), problem.explanation, at: startPosition)
    case .number(let value, let end):
      index = end
      if end < bytes.count && Self.continuesToken(bytes[end]) {
        let leadingZero = ASCII.isDigit(bytes[end]) && bytes[end - 1] == ASCII.zero
          && (end - 1 == start || (end - 2 == start && bytes[start] == ASCII.minus))
        throw Self.invalidNumber(
          tokenText(from: start), leadingZero ? "leading zeros are not allowed" : nil, at: startPosition)
      }
      guard value.isFinite else {
        throw TraceError(place: startPosition.description, message: "number out of range (\(tokenText(from: start)))")
      }
      return value
    }
  }

  /// Whether a word starting with `byte` is taken for an attempt at `true`, `false` or
  /// `null` (`True`, `nul`, `NaN` get "invalid literal"); other letters are unexpected
  /// characters.
  static func startsLiteral(_ byte: UInt8) -> Bool {
    let lower = byte | ASCII.lowercaseBit
    return ASCII.isLetter(byte) && (lower == ASCII.lowercaseT || lower == ASCII.lowercaseF || lower == ASCII.lowercaseN)
  }

  /// Reads `true`, `false` or `null` at the cursor (a letter).
  mutating func readLiteral() throws(TraceError) -> JSONValue.Kind {
    let start = index
    var end = index
    while end < bytes.count && ASCII.isLetter(bytes[end]) { end += 1 }
    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
    let kind: JSONValue.Kind
    if word.elementsEqual("true".utf8) {
      kind = .bool(true)
    } else if word.elementsEqual("false".utf8) {
      kind = .bool(false)
    } else if word.elementsEqual("null".utf8) {
      kind = .null
    } else {
      throw TraceError(
        place: position.description,
        message: "invalid literal '\(tokenText(from: start))' (expected true, false or null)")
    }
    index = end
    return kind
  }

  /// Whether `byte` would continue a number or word, so that a token is malformed when it
  /// follows one (`1x`, `1.2.3`, `01`).
  static func continuesToken(_ byte: UInt8) -> Bool {
    ASCII.isDigit(byte) || ASCII.isLetter(byte) || byte == ASCII.period || byte == ASCII.plus || byte == ASCII.minus
  }

  /// The run of token characters from `start`, for quoting in an error message.
  func tokenText(from start: Int) -> String {
    var end = start
    if end < bytes.count && bytes[end] == ASCII.minus { end += 1 }
    while end < bytes.count && Self.continuesToken(bytes[end]) { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    return ContiguousBytes.excerpt(text)
  }

  /// `invalid number '1.' (expected a digit after '.')`.
  static func invalidNumber(_ text: String, _ explanation: String?, at place: SourcePosition) -> TraceError {
    TraceError(
      place: place.description,
      message: "invalid number '\(text)'" + (explanation.map { " (\($0))" } ?? ""))
  }
}
