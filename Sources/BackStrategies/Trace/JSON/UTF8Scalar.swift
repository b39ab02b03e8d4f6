import BackStrategiesSupport

/// Strict UTF-8 decoding of one scalar at a time, for readers that must name the exact
/// position of a bad byte (the standard library would silently substitute U+FFFD).
enum UTF8Scalar {
  /// Decodes the scalar starting at `index`, or returns nil when the bytes there are not
  /// well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF,
  /// no truncated sequences).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let count = bytes.count
    let lead = bytes[index]
    if lead < ASCII.firstNonASCII { return (Unicode.Scalar(lead), 1) }
    let length: Int
    var value: UInt32
    var lowerBound: UInt8 = 0x80  // allowed range of the second byte
    var upperBound: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { lowerBound = 0xA0 }  // overlong
      if lead == 0xED { upperBound = 0x9F }  // surrogates
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { lowerBound = 0x90 }  // overlong
      if lead == 0xF4 { upperBound = 0x8F }  // above U+10FFFF
    default:
      return nil
    }
    guard index + length <= count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      if offset == 1 {
        guard byte >= lowerBound && byte <= upperBound else { return nil }
      } else {
        guard byte & 0xC0 == 0x80 else { return nil }
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  /// Whether `byte` continues a multi-byte sequence (and so starts no character).
  @inline(__always) static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// How an error message quotes a character: `'x'` for visible characters, `U+0009` for
  /// control and space characters (which would be invisible between quotes).
  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
      || scalar.value < UInt32(ASCII.firstPrintable)
    {
      return codePoint(scalar.value)
    }
    return "'\(Character(scalar))'"
  }

  /// `U+XXXX` (at least four hex digits, uppercase).
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
