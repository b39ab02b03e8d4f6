import Testing
@testable import BackStrategies

/// `PlainStringBytes`, which steps over the bytes of a JSON string that need no look eight at a
/// time: every byte of a word judged as the byte-by-byte test judges it, and the end of a run
/// found where a byte-by-byte scan finds it, so that strings read the same (the tests of the
/// JSON reader check the strings and errors themselves).
@Suite("Plain string bytes")
struct PlainStringBytesTests {
  /// The top bit of each byte of `word` the byte test finds not plain.
  static func expected(_ word: UInt64) -> UInt64 {
    var mask: UInt64 = 0
    for offset in 0..<8 where !PlainStringBytes.isPlain(UInt8(truncatingIfNeeded: word >> (8 * UInt64(offset)))) {
      mask |= 0x80 << (8 * UInt64(offset))
    }
    return mask
  }

  @Test("every byte value, in every place of a word, among plain and other bytes")
  func everyByte() {
    var random = SeededRandom(seed: 3)
    for byte in 0...255 {
      for offset in 0..<8 {
        for _ in 0..<4 {
          // Random neighbours, half of them plain letters, so that a borrow or carry from them
          // would show.
          var word = random.next() % 2 == 0 ? random.next() : UInt64(0x6161_6161_6161_6161)
          word &= ~(0xFF << (8 * UInt64(offset)))
          word |= UInt64(byte) << (8 * UInt64(offset))
          #expect(PlainStringBytes.notPlain(word) == Self.expected(word), "byte \(byte) at \(offset) in \(String(word, radix: 16))")
        }
      }
    }
  }

  @Test("the end of a run, from every start, in strings of every length")
  func runEnds() {
    var random = SeededRandom(seed: 11)
    let alphabet: [UInt8] = Array("abc xyz{}:,~".utf8) + [0x7F, 0x22, 0x5C, 0x0A, 0x1F, 0xC3, 0xA9, 0xE2, 0x86, 0x92]
    for length in 0..<40 {
      for _ in 0..<20 {
        let bytes = (0..<length).map { _ in
          random.next() % 6 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(ascii: "m")
        }
        bytes.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            var expected = start
            while expected < length && PlainStringBytes.isPlain(buffer[expected]) { expected += 1 }
            #expect(PlainStringBytes.end(buffer, from: start) == expected)
          }
        }
      }
    }
  }
}
