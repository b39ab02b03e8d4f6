/// Named byte values of the ASCII characters the readers look for.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22  // "
  static let hash: UInt8 = 0x23  // #
  static let apostrophe: UInt8 = 0x27  // '
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let uppercaseA: UInt8 = 0x41
  static let uppercaseF: UInt8 = 0x46
  static let uppercaseZ: UInt8 = 0x5A
  static let openBracket: UInt8 = 0x5B  // [
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D  // ]
  static let lowercaseA: UInt8 = 0x61
  static let lowercaseB: UInt8 = 0x62
  static let lowercaseE: UInt8 = 0x65
  static let lowercaseF: UInt8 = 0x66
  static let lowercaseN: UInt8 = 0x6E
  static let lowercaseR: UInt8 = 0x72
  static let lowercaseT: UInt8 = 0x74
  static let lowercaseU: UInt8 = 0x75
  static let lowercaseX: UInt8 = 0x78
  static let lowercaseY: UInt8 = 0x79
  static let lowercaseZ: UInt8 = 0x7A
  static let openBrace: UInt8 = 0x7B  // {
  static let closeBrace: UInt8 = 0x7D  // }
  /// Bytes below this are control characters.
  static let firstPrintable: UInt8 = 0x20
  /// DEL, the last control character of ASCII.
  static let delete: UInt8 = 0x7F
  /// Bytes at or above this are not ASCII (parts of multi-byte UTF-8 sequences).
  static let firstNonASCII: UInt8 = 0x80
  /// OR-ing this bit into an ASCII letter makes it lowercase.
  static let lowercaseBit: UInt8 = 0x20

  /// `0`…`9`.
  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

  /// `A`…`Z` or `a`…`z`.
  @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
    (byte | lowercaseBit) &- lowercaseA < 26
  }

  /// The value of a hexadecimal digit, or nil.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    if isDigit(byte) { return UInt32(byte - zero) }
    let lower = byte | lowercaseBit
    if lower >= lowercaseA && lower <= lowercaseF { return UInt32(lower - lowercaseA) + 10 }
    return nil
  }
}
