/// A 64-bit digest of a corpus' entries, in order: what `--emit-scores` records so that
/// `corpus merge` can tell shards of one corpus from shards of another.
///
/// It is a checksum against mistakes (a different or edited file, another directory), not a
/// cryptographic hash against forgery: eight bytes at a time are mixed in by a multiply and a
/// shift, and each entry's length is mixed in after its bytes, so moving bytes between entries
/// changes the digest. Words are read in the machine's byte order; every platform the package
/// supports (x86-64, arm64) is little-endian, so the digest is the same on all of them.
struct CorpusDigest: Sendable {
  /// The state so far.
  private(set) var value: UInt64 = Self.initialValue

  /// The starting state: FNV-1a's 64-bit offset basis (Fowler, Noll, Vo), any non-zero
  /// constant would do.
  static let initialValue: UInt64 = 0xcbf2_9ce4_8422_2325
  /// The multiplier: 2⁶⁴/φ, odd, whose bits are well spread (SplitMix64's increment).
  static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
  /// The right shift folding the product's high bits back into its low bits.
  static let foldShift: UInt64 = 29

  /// Mixes in one entry's bytes, then its length.
  mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      let wordSize = MemoryLayout<UInt64>.size
      var offset = 0
      while offset + wordSize <= raw.count {
        mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += wordSize
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < raw.count {
        tail |= UInt64(raw[offset]) << shift
        shift += 8
        offset += 1
      }
      mix(tail)
    }
    mix(UInt64(bytes.count))
  }

  /// Mixes in a string's UTF-8 bytes as one entry.
  mutating func add(_ text: String) { add(Array(text.utf8)) }

  private mutating func mix(_ word: UInt64) {
    value = (value ^ word) &* Self.multiplier
    value ^= value >> Self.foldShift
  }

  /// The digest as 16 lower-case hexadecimal digits.
  var hexadecimal: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
