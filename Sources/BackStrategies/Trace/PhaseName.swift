/// Recognises a ``TouchPhase`` name in raw bytes without making a `String`, for the
/// streaming readers.
enum PhaseName {
  /// The phase whose name starts at `index`, and the name's length in bytes; nil when no
  /// name starts there. The caller checks what follows (a quote, the end of a field): no
  /// name is a prefix of another.
  @inline(__always)
  static func match(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (phase: TouchPhase, length: Int)? {
    guard index < bytes.count else { return nil }
    let phase: TouchPhase
    let name: StaticString
    switch bytes[index] {
    case UInt8(ascii: "b"): (phase, name) = (.began, "began")
    case UInt8(ascii: "m"): (phase, name) = (.moved, "moved")
    case UInt8(ascii: "e"): (phase, name) = (.ended, "ended")
    case UInt8(ascii: "c"): (phase, name) = (.cancelled, "cancelled")
    default: return nil
    }
    guard ContiguousBytes.bytes(bytes, at: index, equal: name) else { return nil }
    return (phase, name.utf8CodeUnitCount)
  }
}
