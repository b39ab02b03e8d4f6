// Why: docs/performance.md ("Why the code is shaped this way", Trace decoding)
/// Finds where the plain bytes of a JSON string end, eight at a time: the bytes a string may
/// hold as they are and a reader only steps over (printable ASCII other than `"` and `\`),
/// up to the first that needs a look (the closing quote, an escape, a control character, the
/// first byte of a multi-byte character). A trace's strings are mostly such bytes, and a
/// summary runs to a hundred or more of them.
enum PlainStringBytes {
  /// The index of the first byte at or after `start` that is not plain, or `bytes.count`.
  @inline(__always)
  static func end(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while bytes.count - index >= wordBytes {
      let special = notPlain(word(bytes, index))
      if special != 0 { return index + special.trailingZeroBitCount &>> 3 }
      index += wordBytes
    }
    while index < bytes.count && isPlain(bytes[index]) { index += 1 }
    return index
  }

  /// The bytes of a word.
  static let wordBytes = 8

  /// Whether `byte` is plain: printable ASCII (`DEL` included, as JSON allows it), not `"`, not `\`.
  @inline(__always)
  static func isPlain(_ byte: UInt8) -> Bool {
    byte >= ASCII.firstPrintable && byte < ASCII.firstNonASCII && byte != ASCII.quote && byte != ASCII.backslash
  }

  /// The top bit of each byte of `word` that is not plain (``isPlain(_:)``), and no other bit.
  /// Each test works on the low seven bits of a byte, where adding to them never carries into
  /// the next byte, so every byte is judged exactly, not only the first that is not plain.
  @inline(__always)
  static func notPlain(_ word: UInt64) -> UInt64 {
    let low = word & everyByte(0x7F)
    // The top bit set where the low bits are at least a space; then inverted.
    let control = ~(low &+ everyByte(0x80 - ASCII.firstPrintable))
    // The top bit set where the low bits differ from the byte; then inverted.
    let quote = ~((low ^ everyByte(ASCII.quote)) &+ everyByte(0x7F))
    let backslash = ~((low ^ everyByte(ASCII.backslash)) &+ everyByte(0x7F))
    return (word | control | quote | backslash) & everyByte(ASCII.firstNonASCII)
  }

  /// Each byte of a word set to `byte`.
  @inline(__always)
  private static func everyByte(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

  /// The eight bytes at `index` as a little-endian word, the first byte lowest (the caller
  /// checked they exist).
  @inline(__always)
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index, as: UInt64.self))
  }
}
