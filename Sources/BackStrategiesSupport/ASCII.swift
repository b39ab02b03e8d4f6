/// Named byte values of the ASCII characters the readers look for and the writers write.
/// Inlinable constants, so the readers' loops in other modules compare against literals.
package enum ASCII {
  @inlinable package static var tab: UInt8 { 0x09 }
  @inlinable package static var lineFeed: UInt8 { 0x0A }
  @inlinable package static var carriageReturn: UInt8 { 0x0D }
  @inlinable package static var space: UInt8 { 0x20 }
  @inlinable package static var quote: UInt8 { 0x22 }  // "
  @inlinable package static var hash: UInt8 { 0x23 }  // #
  @inlinable package static var apostrophe: UInt8 { 0x27 }  // '
  @inlinable package static var plus: UInt8 { 0x2B }
  @inlinable package static var comma: UInt8 { 0x2C }
  @inlinable package static var minus: UInt8 { 0x2D }
  @inlinable package static var period: UInt8 { 0x2E }
  @inlinable package static var slash: UInt8 { 0x2F }
  @inlinable package static var zero: UInt8 { 0x30 }
  @inlinable package static var nine: UInt8 { 0x39 }
  @inlinable package static var colon: UInt8 { 0x3A }
  @inlinable package static var uppercaseA: UInt8 { 0x41 }
  @inlinable package static var uppercaseF: UInt8 { 0x46 }
  @inlinable package static var uppercaseZ: UInt8 { 0x5A }
  @inlinable package static var openBracket: UInt8 { 0x5B }  // [
  @inlinable package static var backslash: UInt8 { 0x5C }
  @inlinable package static var closeBracket: UInt8 { 0x5D }  // ]
  @inlinable package static var lowercaseA: UInt8 { 0x61 }
  @inlinable package static var lowercaseB: UInt8 { 0x62 }
  @inlinable package static var lowercaseE: UInt8 { 0x65 }
  @inlinable package static var lowercaseF: UInt8 { 0x66 }
  @inlinable package static var lowercaseN: UInt8 { 0x6E }
  @inlinable package static var lowercaseR: UInt8 { 0x72 }
  @inlinable package static var lowercaseT: UInt8 { 0x74 }
  @inlinable package static var lowercaseU: UInt8 { 0x75 }
  @inlinable package static var lowercaseX: UInt8 { 0x78 }
  @inlinable package static var lowercaseY: UInt8 { 0x79 }
  @inlinable package static var lowercaseZ: UInt8 { 0x7A }
  @inlinable package static var openBrace: UInt8 { 0x7B }  // {
  @inlinable package static var closeBrace: UInt8 { 0x7D }  // }
  /// Bytes below this are control characters.
  @inlinable package static var firstPrintable: UInt8 { 0x20 }
  /// DEL, the last control character of ASCII.
  @inlinable package static var delete: UInt8 { 0x7F }
  /// Bytes at or above this are not ASCII (parts of multi-byte UTF-8 sequences).
  @inlinable package static var firstNonASCII: UInt8 { 0x80 }
  /// OR-ing this bit into an ASCII letter makes it lowercase.
  @inlinable package static var lowercaseBit: UInt8 { 0x20 }

  /// `0`…`9`.
  @inlinable @inline(__always) package static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

  /// `A`…`Z` or `a`…`z`.
  @inlinable @inline(__always) package static func isLetter(_ byte: UInt8) -> Bool {
    (byte | lowercaseBit) &- lowercaseA < 26
  }

  /// The value of a hexadecimal digit, or nil.
  @inlinable package static func hexValue(_ byte: UInt8) -> UInt32? {
    if isDigit(byte) { return UInt32(byte - zero) }
    let lower = byte | lowercaseBit
    if lower >= lowercaseA && lower <= lowercaseF { return UInt32(lower - lowercaseA) + 10 }
    return nil
  }
}
