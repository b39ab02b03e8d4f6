import BackStrategiesSupport

/// Runs code over the bytes of any collection as one contiguous buffer.
enum ContiguousBytes {
  /// The UTF-8 byte order mark, `EF BB BF`, which readers skip at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Calls `body` with the bytes in contiguous memory, copying them only when the
  /// collection does not already store them that way (arrays, native strings' UTF-8 views
  /// and buffers are not copied).
  static func with<Result>(_ bytes: some Collection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = bytes.withContiguousStorageIfAvailable(body) { return result }
    return Array(bytes).withUnsafeBufferPointer(body)
  }

  /// The length of a byte order mark at the start of `bytes`: 3 or 0.
  static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard bytes.count >= byteOrderMark.count else { return 0 }
    for (offset, byte) in byteOrderMark.enumerated() where bytes[offset] != byte { return 0 }
    return byteOrderMark.count
  }

  /// Whether the bytes at `index` spell `text` (ASCII), without making a `String`.
  @inline(__always)
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, equal text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index >= 0, bytes.count - index >= count else { return false }
    let expected = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
    return true
  }

  /// `text` made fit for quoting in a one-line error message (see `Excerpt`).
  static func excerpt(_ text: String) -> String { Excerpt.of(text) }
}
