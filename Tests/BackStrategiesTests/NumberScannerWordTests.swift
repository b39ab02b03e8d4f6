import Testing
@testable import BackStrategies

/// `NumberScanner`'s word-at-a-time reading of short decimals (`scanWordDecimal`: a number's
/// integer part and fraction each read as one eight-byte word) against the byte-by-byte loop
/// it stands in front of (`scanDecimalByBytes`): wherever the word reading answers, the loop
/// answers too, with the same value bit for bit and the same end. RFC 8259 §6's grammar; the
/// loop itself is checked against the standard library by DecodeFastPathTests.
@Suite("Number scanner, word at a time")
struct NumberScannerWordTests {
  /// What may follow a number in a trace: JSON's next member or element, a CSV field's end,
  /// and bytes that make it something else (another digit past the word, an exponent, a
  /// second point).
  static let followers = [#","x":1}"#, "]}\n", ",400,began\n", "\n", " ,", "e5,", "E-2]", ".5,", "5,", "x}", ""]

  /// Each of `texts` followed by each of `followers`, padded or not to the eight bytes the
  /// word reading needs, and the readings compared: how many the word reading answered, of
  /// how many, and every input where it disagrees with the loop (or the scanner with either).
  static func compare(_ texts: [String]) -> (answered: Int, total: Int, disagreements: [String]) {
    var answered = 0
    var total = 0
    var disagreements: [String] = []
    for text in texts {
      for follower in followers {
        for padding in ["", "        "] {
          let input = text + follower + padding
          let bytes = Array(input.utf8)
          bytes.withUnsafeBufferPointer { buffer in
            total += 1
            let loop = NumberScanner.scanDecimalByBytes(buffer, from: 0)
            if let word = NumberScanner.scanWordDecimal(buffer, from: 0) {
              answered += 1
              if word.0.bitPattern != loop?.0.bitPattern || word.end != loop?.end { disagreements.append(input) }
            }
            // The scanner as callers use it gives the loop's answer either way.
            let scanned = NumberScanner.scanShortDecimal(buffer, from: 0)
            if scanned?.0.bitPattern != loop?.0.bitPattern || scanned?.end != loop?.end { disagreements.append("scanner: " + input) }
          }
        }
      }
    }
    return (answered, total, disagreements)
  }

  @Test("every integer and fraction length, signs and leading zeros: the word reading answers as the loop does")
  func lengthsAndShapes() {
    var texts: [String] = []
    let digits = Array("9081726354")
    for integerLength in 0...9 {
      let integer = String((0..<integerLength).map { digits[$0 % digits.count] })
      for fractionLength in [-1] + Array(0...9) {
        let fraction = fractionLength < 0 ? "" : "." + String((0..<fractionLength).map { digits[($0 + 3) % digits.count] })
        for sign in ["", "-"] {
          texts.append(sign + integer + fraction)
          texts.append(sign + "0" + integer + fraction)
        }
      }
    }
    texts += ["0", "-0", "0.0", "-0.0", "00", "0.", ".5", "-", "-.5", "1.2.3", "9999999.9999999", "0.0000001", "7777777"]
    let (answered, total, disagreements) = Self.compare(texts)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    // The word reading is used: for the shapes it takes (each part 1 to 7 digits) with room
    // after them, about one input in six here.
    #expect(answered > total / 8)
  }

  @Test("the numbers of generated traces: the word reading answers for each, with the loop's value")
  func generatedNumbers() throws {
    let generator = CorpusGenerator(seed: 5)
    var texts: Set<String> = []
    for index in 0..<30 {
      let trace = try CorpusEntry.generated(generator, index: index).trace()
      let line = TraceEncoder.encodeJSON(trace, pretty: false)
      // The numbers as the encoder writes them.
      var current = ""
      for character in line {
        if character.isNumber || character == "." || character == "-" {
          current.append(character)
        } else {
          if !current.isEmpty, current.first != "." { texts.insert(current) }
          current = ""
        }
      }
    }
    #expect(texts.count > 100)
    let (answered, _, disagreements) = Self.compare(Array(texts))
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    // Every number the encoder writes has room after it in some of the inputs.
    #expect(answered > texts.count)
  }
}
