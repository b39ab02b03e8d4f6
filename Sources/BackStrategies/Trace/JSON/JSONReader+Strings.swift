import BackStrategiesSupport

extension JSONReader {
  /// The number of hex digits after `\u`.
  static let unicodeEscapeDigits = 4
  /// UTF-16 high (leading) surrogates.
  static let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF
  /// UTF-16 low (trailing) surrogates.
  static let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF

  /// Reads the string whose opening quote is at the cursor and returns its contents.
  ///
  /// Strings without escapes are sliced straight out of the input; strings with escapes are
  /// assembled in ``scratch``.
  mutating func readString() throws(TraceError) -> String {
    let start = position
    index += 1
    let contentStart = index
    while index < bytes.count {
      // Plain bytes need no look: stepped over eight at a time.
      index = PlainStringBytes.end(bytes, from: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == ASCII.quote {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == ASCII.backslash { break }
      try advanceOverContentByte(byte, stringStart: start)
    }
    guard index < bytes.count else { throw unterminated(start) }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.quote {
        index += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if byte == ASCII.backslash {
        try readEscape(stringStart: start)
      } else {
        let from = index
        try advanceOverContentByte(byte, stringStart: start)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
      }
    }
    throw unterminated(start)
  }

  /// Moves past one unescaped character of a string, rejecting control characters and
  /// invalid UTF-8.
  @inline(__always)
  private mutating func advanceOverContentByte(_ byte: UInt8, stringStart: SourcePosition) throws(TraceError) {
    if byte < ASCII.firstPrintable {
      if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
        throw TraceError(
          place: stringStart.description,
          message: "unterminated string (a string must end on the line it starts; write \\n for a line break)")
      }
      throw TraceError(
        place: position.description,
        message: "unescaped control character \(UTF8Scalar.codePoint(UInt32(byte))) in string")
    }
    if byte < ASCII.firstNonASCII {
      index += 1
      return
    }
    guard let (_, length) = UTF8Scalar.decode(bytes, at: index) else { throw invalidUTF8() }
    index += length
    lineContinuationBytes += length - 1
  }

  /// Reads the escape sequence at the cursor (a backslash) into ``scratch``.
  private mutating func readEscape(stringStart: SourcePosition) throws(TraceError) {
    let escapeStart = position
    index += 1
    guard let letter = current else { throw unterminated(stringStart) }
    let simple: UInt8?
    switch letter {
    case ASCII.quote, ASCII.backslash, ASCII.slash: simple = letter
    case ASCII.lowercaseB: simple = 0x08
    case ASCII.lowercaseF: simple = 0x0C
    case ASCII.lowercaseN: simple = ASCII.lineFeed
    case ASCII.lowercaseR: simple = ASCII.carriageReturn
    case ASCII.lowercaseT: simple = ASCII.tab
    case ASCII.lowercaseU: simple = nil
    default:
      if letter > ASCII.space && letter < ASCII.delete {
        throw TraceError(
          place: escapeStart.description,
          message: "invalid escape '\\\(Character(Unicode.Scalar(letter)))' (expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
      }
      throw TraceError(place: escapeStart.description, message: "invalid escape (a backslash must be followed by one of \" \\ / b f n r t u)")
    }
    if let simple {
      scratch.append(simple)
      index += 1
      return
    }
    index += 1
    var value = try readHexQuad(escapeStart: escapeStart)
    if Self.lowSurrogates.contains(value) {
      throw TraceError(
        place: escapeStart.description,
        message: "invalid escape '\\u\(hex(value))' (a low surrogate without a high surrogate before it)")
    }
    if Self.highSurrogates.contains(value) {
      let high = value
      guard index + 1 < bytes.count, bytes[index] == ASCII.backslash, bytes[index + 1] == ASCII.lowercaseU else {
        throw TraceError(
          place: escapeStart.description,
          message: "invalid escape '\\u\(hex(high))' (a high surrogate must be followed by a \\u low surrogate)")
      }
      let lowStart = position
      index += 2
      let low = try readHexQuad(escapeStart: lowStart)
      guard Self.lowSurrogates.contains(low) else {
        throw TraceError(
          place: escapeStart.description,
          message: "invalid escape '\\u\(hex(high))' (a high surrogate must be followed by a \\u low surrogate)")
      }
      value = 0x10000 + ((high - Self.highSurrogates.lowerBound) << 10) + (low - Self.lowSurrogates.lowerBound)
    }
    // Surrogates are excluded above, so the value is a valid scalar.
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    UTF8.encode(scalar) { scratch.append($0) }
  }

  /// Reads the four hex digits after `\u`.
  private mutating func readHexQuad(escapeStart: SourcePosition) throws(TraceError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<Self.unicodeEscapeDigits {
      guard index + offset < bytes.count, let digit = ASCII.hexValue(bytes[index + offset]) else {
        let end = min(bytes.count, index + Self.unicodeEscapeDigits)
        var shown = ""
        for position in index..<end where bytes[position] > ASCII.space && bytes[position] < ASCII.delete {
          shown.unicodeScalars.append(Unicode.Scalar(bytes[position]))
        }
        throw TraceError(
          place: escapeStart.description,
          message: "invalid escape '\\u\(shown)' (expected four hex digits after \\u)")
      }
      value = value << 4 | digit
    }
    index += Self.unicodeEscapeDigits
    return value
  }

  private func unterminated(_ start: SourcePosition) -> TraceError {
    TraceError(place: start.description, message: "unterminated string")
  }

  private func hex(_ value: UInt32) -> String {
    String(UTF8Scalar.codePoint(value).dropFirst(2))
  }
}
