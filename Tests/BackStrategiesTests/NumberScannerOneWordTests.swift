import Testing
@testable import BackStrategies

/// `NumberScanner.oneWordDecimal`: a short decimal read from the one eight-byte word after its
/// sign, against the scanner as every decoder calls it (`NumberScanner.scan`): wherever the
/// one-word reading answers, the scanner reads a number of the same length with the same
/// value, bit for bit; and it declines what it must (a leading zero before digits, a point
/// without a digit after it, an exponent, a second point, a number too long for the word).
@Suite("Number scanner, one word")
struct NumberScannerOneWordTests {
  /// What may follow a number: JSON's next member or element, the end of a CSV field, and bytes
  /// that make it something else (an exponent, a second point, more digits).
  static let followers = [#","x":1}"#, "]}", ",400", "\n", " ,", "e5,", "E-2]", ".5,", "5,", "x}", "}", ""]

  /// The one-word reading of the number at the start of `input`, as a reader calls it: its
  /// sign apart, then the eight bytes after it (zero bytes past the input's end: not digits,
  /// so they end a number as the input's end does).
  static func oneWord(_ input: String) -> (value: Double, length: Int)? {
    let padded = Array(input.utf8) + [UInt8](repeating: 0, count: 16)
    let negative = padded.first == UInt8(ascii: "-")
    var word: UInt64 = 0
    for offset in 0..<8 { word |= UInt64(padded[(negative ? 1 : 0) + offset]) << (8 * UInt64(offset)) }
    return NumberScanner.oneWordDecimal(word, negative: negative)
  }

  /// The one-word reading of `input` against the scanner: the disagreement, or nil.
  static func disagreement(_ input: String) -> String? {
    let bytes = Array(input.utf8)
    let digits = bytes.first == UInt8(ascii: "-") ? 1 : 0
    guard let (value, length) = oneWord(input) else { return nil }
    let scanned = bytes.withUnsafeBufferPointer { NumberScanner.scan($0, from: 0) }
    guard case .number(let expected, let end) = scanned else { return "\(input): scanner refused, one word read \(value)" }
    if expected.bitPattern != value.bitPattern || end != digits + length {
      return "\(input): scanner \(expected) to \(end), one word \(value) to \(digits + length)"
    }
    return nil
  }

  /// Each of `texts` followed by each of ``followers``: how many inputs the one-word reading
  /// answered, of how many, and every disagreement.
  static func compare(_ texts: [String]) -> (answered: Int, total: Int, disagreements: [String]) {
    var answered = 0
    var total = 0
    var disagreements: [String] = []
    for text in texts {
      for follower in followers {
        let input = text + follower
        total += 1
        if let problem = disagreement(input) { disagreements.append(problem) }
        if Self.oneWord(input) != nil { answered += 1 }
      }
    }
    return (answered, total, disagreements)
  }

  @Test("every integer and fraction length, signs and leading zeros: the one-word reading answers as the scanner does")
  func lengthsAndShapes() {
    var texts: [String] = []
    let digits = Array("9081726354")
    for integerLength in 0...8 {
      let integer = String((0..<integerLength).map { digits[$0 % digits.count] })
      for fractionLength in [-1] + Array(0...8) {
        let fraction = fractionLength < 0 ? "" : "." + String((0..<fractionLength).map { digits[($0 + 3) % digits.count] })
        for sign in ["", "-"] {
          texts.append(sign + integer + fraction)
          texts.append(sign + "0" + integer + fraction)
        }
      }
    }
    texts += ["0", "-0", "0.0", "-0.0", "00", "0.", ".5", "-", "-.5", "1.2.3", "999999.9", "0.00001", "7777777", "9999999", "0.000001"]
    let (answered, total, disagreements) = Self.compare(texts)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    #expect(answered > total / 8)
  }

  @Test("what it must decline: more than seven bytes, a leading zero, a bare point, an exponent, a second point")
  func declines() {
    for input in ["12345678,", "1234.567,", "0.1234567", "01,", "-01.5,", "1.,", "1.x", "1e5,", "1.5E3,", "1.2.3,", "-,", ".5,", "x"] {
#expect(Self.oneWord(input) == nil, "\(input)")
    }
  }

  @Test("random decimals of one to seven bytes: the scanner's value, bit for bit")
  func randomDecimals() {
    var random = SeededRandom(seed: 17)
    var texts: [String] = []
    for _ in 0..<20_000 {
      let integerLength = Int(random.next() % 7) + 1
      var text = random.next() % 4 == 0 ? "-" : ""
      let first = integerLength == 1 ? random.next() % 10 : random.next() % 9 + 1
      text += String(first)
      for _ in 1..<integerLength { text += String(random.next() % 10) }
      let room = 7 - integerLength - 1
      if room >= 1 && random.next() % 4 != 0 {
        text += "."
        for _ in 0..<(Int(random.next() % UInt64(room)) + 1) { text += String(random.next() % 10) }
      }
      texts.append(text)
    }
    var answered = 0
    var disagreements: [String] = []
    for text in texts {
      let input = text + ","
      if let problem = Self.disagreement(input) { disagreements.append(problem) }
if Self.oneWord(input) != nil { answered += 1 }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    // Every one of them fits the word.
    #expect(answered == texts.count)
  }
}
