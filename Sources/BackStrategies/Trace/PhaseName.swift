/// Recognises a ``TouchPhase`` name in raw bytes without making a `String`, for the
/// streaming readers.
enum PhaseName {
  /// The phase whose name starts at `index`, and the name's length in bytes; nil when no
  /// name starts there. The caller checks what follows (a quote, the end of a field): no
  /// name is a prefix of another.
  @inline(__always)
  static func match(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (phase: TouchPhase, length: Int)? {
    // Every name has at least five letters: compare the first four as one word, then the rest.
    guard index >= 0, bytes.count - index >= shortestName else { return nil }
    let head = UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
      | UInt32(bytes[index + 3]) << 24
    let phase: TouchPhase
    let name: StaticString
    switch head {
    case word("bega"): (phase, name) = (.began, "began")
    case word("move"): (phase, name) = (.moved, "moved")
    case word("ende"): (phase, name) = (.ended, "ended")
    case word("canc"): (phase, name) = (.cancelled, "cancelled")
    default: return nil
    }
    let length = name.utf8CodeUnitCount
    guard bytes.count - index >= length else { return nil }
    let tail = name.utf8Start
    for offset in 4..<length where bytes[index + offset] != tail[offset] { return nil }
    return (phase, length)
  }

  /// The length of the shortest name (`began`, `moved`, `ended`).
  static let shortestName = 5

  /// The little-endian word of four ASCII characters.
  @inline(__always)
  private static func word(_ text: StaticString) -> UInt32 {
    let bytes = text.utf8Start
    return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
  }
}
