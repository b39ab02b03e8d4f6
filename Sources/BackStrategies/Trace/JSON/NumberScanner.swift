import BackStrategiesSupport

/// Reads a number in JSON's grammar from UTF-8 bytes, correctly rounded to `Double`.
///
/// Grammar (RFC 8259 §6): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. Shared by
/// the JSON parser and the CSV reader so both accept and reject exactly the same numbers.
///
/// Most numbers in traces (`0.016`, `421`, `-3.5`) take an exact fast path: at most
/// ``maximumFastSignificand`` as the integer significand and a power of ten that is itself
/// exact in a `Double` (Clinger's fast path), so one multiplication or division rounds
/// correctly. Anything else falls back to the standard library's correctly rounded parser.
enum NumberScanner {
  /// The outcome of scanning one number.
  enum ScanResult {
    /// A number ending before byte index `end`; `value` may be infinite (out of range).
    case number(Double, end: Int)
    /// Not a number: what went wrong, for an error message.
    case invalid(Problem)
  }

  /// Why a run of characters is not a JSON number.
  enum Problem: Equatable {
    /// A `-` not followed by a digit.
    case noDigitAfterMinus
    /// A `.` not followed by a digit.
    case noDigitAfterPoint
    /// An `e` or `E` (and sign) not followed by a digit.
    case noDigitInExponent
    /// The first byte is not `-` or a digit.
    case notANumber

    /// The parenthesised explanation used in error messages, or nil when none helps.
    var explanation: String? {
      switch self {
      case .noDigitAfterMinus: "expected a digit after '-'"
      case .noDigitAfterPoint: "expected a digit after '.'"
      case .noDigitInExponent: "expected a digit in the exponent"
      case .notANumber: nil
      }
    }
  }

  /// The largest integer significand for which the fast path is exact: 2^53.
  static let maximumFastSignificand: UInt64 = 1 << 53

  /// Powers of ten that `Double` represents exactly: 10^0 … 10^22.
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Most significant digits accumulated into the significand (more fall back to the slow path).
  static let maximumSignificandDigits = 19

  /// Cap on the explicit exponent while accumulating it, to avoid integer overflow; any
  /// exponent this large already means zero or infinity.
  static let exponentCap = 100_000

  /// Scans the number that starts at `start`; stops at the first byte that cannot continue it.
  ///
  /// The caller decides whether the byte after `end` is acceptable (JSON: a delimiter; CSV:
  /// the end of the field) and reports out-of-range values (`value.isInfinite`).
  ///
  /// Short plain decimals (``scanShortDecimal(_:from:)``) are read in one loop; every
  /// other text goes through ``scanFull(_:from:)``. Both give
  /// the same value for a short decimal: the same significand and power of ten, one
  /// correctly rounded division.
  @inline(__always)
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> ScanResult {
    if let (value, end) = scanShortDecimal(bytes, from: start) { return .number(value, end: end) }
    return scanFull(bytes, from: start)
  }

  /// The most digits (integer and fraction together) a short decimal may have: the
  /// significand stays below 10^15 < 2^53 and the divisor is an exact power of ten, so the
  /// one division rounds correctly (Clinger's fast path).
  static let shortDecimalDigits = 15

  /// A number of the form `-?(0|[1-9][0-9]*)(.[0-9]+)?` with at most ``shortDecimalDigits``
  /// digits and no exponent, and the index after it; nil for anything else (longer, with an
  /// exponent, or not a number), which ``scanFull(_:from:)`` then reads.
  ///
  /// Most such numbers are read a word at a time (``scanWordDecimal(_:from:)``); the others
  /// byte by byte (``scanDecimalByBytes(_:from:)``), with the same value either way.
  @inline(__always)
  static func scanShortDecimal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, end: Int)? {
    if let decimal = scanWordDecimal(bytes, from: start) { return decimal }
    return scanDecimalByBytes(bytes, from: start)
  }

  // Why: docs/performance.md ("Helper C")
  /// The most digits ``scanWordDecimal(_:from:)`` takes in the integer part, and in the
  /// fraction: each is read as one eight-byte word, and the byte that ends it must be in it.
  static let wordDigits = 7

  /// Powers of ten as integers, 10^0 … 10^``wordDigits``: a fraction of `n` digits shifts the
  /// integer part `n` places.
  static let integerPowersOfTen: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

  /// ``scanShortDecimal(_:from:)`` for a number whose integer part and fraction have at most
  /// ``wordDigits`` digits each, with eight bytes to read from the start of each: each part is
  /// read as one little-endian word, its digits counted and added up by a few whole-word
  /// operations (SWAR) instead of a loop over its bytes. The same significand, so the same
  /// division and the same value, bit for bit; nil for anything else (a longer part, fewer
  /// bytes left, a leading zero before more digits, an exponent, not a number), which
  /// ``scanDecimalByBytes(_:from:)`` then reads.
  @inline(__always)
  static func scanWordDecimal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, end: Int)? {
    let count = bytes.count
    // A sign and a word.
    guard count - start > 8 else { return nil }
    var index = start
    let negative = bytes[index] == ASCII.minus
    if negative { index += 1 }
    let integerWord = word(bytes, index)
    let integerDigits = leadingDigits(integerWord)
    // A leading zero is the whole integer part ("0", "0.5"); "05" is left to the loop.
    guard integerDigits >= 1, integerDigits <= wordDigits, integerDigits == 1 || bytes[index] != ASCII.zero else { return nil }
    var significand = Int64(truncatingIfNeeded: digitsValue(integerWord, count: integerDigits))
    index += integerDigits
    var fractionDigits = 0
    // The byte after the digits is inside the word: the number's end, or its point.
    if bytes[index] == ASCII.period {
      index += 1
      guard count - index >= 8 else { return nil }
      let fractionWord = word(bytes, index)
      fractionDigits = leadingDigits(fractionWord)
      guard fractionDigits >= 1, fractionDigits <= wordDigits else { return nil }
      significand = significand &* integerPowersOfTen[fractionDigits]
        &+ Int64(truncatingIfNeeded: digitsValue(fractionWord, count: fractionDigits))
      index += fractionDigits
    }
    // Not a digit (the word's digits ended before it): a second point or an exponent is left
    // to the loop, which declines them.
    let next = bytes[index]
    if next == ASCII.period || next | ASCII.lowercaseBit == ASCII.lowercaseE { return nil }
    var value = Double(significand)
    if fractionDigits > 0 { value /= exactPowersOfTen[fractionDigits] }
    return (negative ? -value : value, index)
  }

  /// The eight bytes at `index` as a little-endian word, the first byte lowest (the caller
  /// checked they exist).
  @inline(__always)
  static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index, as: UInt64.self))
  }

  /// Each byte of a word set to `byte`.
  @inline(__always)
  private static func everyByte(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

  /// How many of the word's bytes, from the first, are ASCII digits (0 through 8). Each byte
  /// less `0` is a digit's value when at most 9: below `0` its top bit is set, above `9` it is
  /// once 0x76 is added. A borrow or carry only starts at a byte that is not a digit, and
  /// moves towards later bytes, so the first such byte is found exactly.
  @inline(__always)
  static func leadingDigits(_ word: UInt64) -> Int {
    let values = word &- everyByte(ASCII.zero)
    let notDigits = (values &+ everyByte(0x7F - 9) | values) & everyByte(0x80)
    return notDigits.trailingZeroBitCount &>> 3
  }

  /// The number the first `count` bytes of `word` spell (1 through 7 ASCII digits): the
  /// digits moved to the top of the word, zero bytes (read as the digit 0) below them, then
  /// pairs, fours and eights of digits combined by three multiplications (Lemire,
  /// "Fast Number Parsing", 2021: `parse_eight_digits_unrolled`).
  @inline(__always)
  static func digitsValue(_ word: UInt64, count: Int) -> UInt64 {
    var value = (word &<< UInt64(8 &* (8 &- count))) & everyByte(0x0F)
    // Each byte pair: 10 × the first + the second.
    value = (value &* (10 << 8 + 1)) &>> 8
    // Each pair of pairs: 100 × the first + the second.
    value = ((value & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) &>> 16
    // The two fours: 10,000 × the first + the second.
    return ((value & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 + 1)) &>> 32
  }

  /// ``scanShortDecimal(_:from:)``, one byte at a time.
  @inline(__always)
  static func scanDecimalByBytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, end: Int)? {
    let count = bytes.count
    var index = start
    let negative = index < count && bytes[index] == ASCII.minus
    if negative { index += 1 }
    guard index < count else { return nil }
    let integerStart = index
    var significand: Int64 = 0
    if bytes[index] == ASCII.zero {
      index += 1
    } else {
      guard ASCII.isDigit(bytes[index]) else { return nil }
      // Digits beyond the limit stop the loop and are caught below, as a digit after the number.
      let limit = min(count, index + shortDecimalDigits)
      while index < limit && ASCII.isDigit(bytes[index]) {
        significand = significand &* 10 &+ Int64(bytes[index] &- ASCII.zero)
        index += 1
      }
    }
    var fractionDigits = 0
    if index < count && bytes[index] == ASCII.period {
      index += 1
      let fractionStart = index
      let limit = min(count, index + shortDecimalDigits - (fractionStart - 1 - integerStart))
      guard index < limit && ASCII.isDigit(bytes[index]) else { return nil }
      while index < limit && ASCII.isDigit(bytes[index]) {
        significand = significand &* 10 &+ Int64(bytes[index] &- ASCII.zero)
        index += 1
      }
      fractionDigits = index - fractionStart
    }
    if index < count {
      let next = bytes[index]
      // More digits than a short decimal holds, a second point, or an exponent.
      if ASCII.isDigit(next) || next == ASCII.period || next | ASCII.lowercaseBit == ASCII.lowercaseE { return nil }
    }
    var value = Double(significand)
    if fractionDigits > 0 { value /= exactPowersOfTen[fractionDigits] }
    return (negative ? -value : value, index)
  }

  /// Scans any number in JSON's grammar (see ``scan(_:from:)``).
  @inline(never)
  static func scanFull(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> ScanResult {
    var index = start
    let count = bytes.count
    var negative = false
    if index < count, bytes[index] == ASCII.minus {
      negative = true
      index += 1
    }
    guard index < count, ASCII.isDigit(bytes[index]) else {
      return .invalid(negative ? .noDigitAfterMinus : .notANumber)
    }
    var significand: UInt64 = 0
    var significantDigits = 0
    var droppedDigits = 0  // integer digits not accumulated (beyond the 19th)
    var fractionDigitsUsed = 0
    var simple = true  // false when digits were dropped: take the slow path

    if bytes[index] == ASCII.zero {
      index += 1  // a leading zero is the whole integer part; the caller rejects "01"
    } else {
      while index < count, ASCII.isDigit(bytes[index]) {
        if significantDigits < maximumSignificandDigits {
          significand = significand &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
          significantDigits += 1
        } else {
          droppedDigits += 1
          simple = false
        }
        index += 1
      }
    }
    if index < count, bytes[index] == ASCII.period {
      index += 1
      guard index < count, ASCII.isDigit(bytes[index]) else { return .invalid(.noDigitAfterPoint) }
      while index < count, ASCII.isDigit(bytes[index]) {
        let digit = bytes[index] &- ASCII.zero
        if significantDigits == 0 && digit == 0 {
          fractionDigitsUsed += 1  // leading zeros of the fraction only shift the exponent
        } else if significantDigits < maximumSignificandDigits {
          significand = significand &* 10 &+ UInt64(digit)
          significantDigits += 1
          fractionDigitsUsed += 1
        } else {
          simple = false
        }
        index += 1
      }
    }
    var exponent = 0
    if index < count, bytes[index] | ASCII.lowercaseBit == ASCII.lowercaseE {
      index += 1
      var exponentNegative = false
      if index < count, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
        exponentNegative = bytes[index] == ASCII.minus
        index += 1
      }
      guard index < count, ASCII.isDigit(bytes[index]) else { return .invalid(.noDigitInExponent) }
      while index < count, ASCII.isDigit(bytes[index]) {
        if exponent < exponentCap { exponent = exponent * 10 + Int(bytes[index] &- ASCII.zero) }
        index += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    if significand == 0 && simple {
      return .number(negative ? -0.0 : 0.0, end: index)
    }
    let decimalExponent = exponent + droppedDigits - fractionDigitsUsed
    if simple, significand <= maximumFastSignificand,
      decimalExponent.magnitude < UInt(exactPowersOfTen.count)
    {
      var value = Double(significand)
      if decimalExponent >= 0 {
        value *= exactPowersOfTen[decimalExponent]
      } else {
        value /= exactPowersOfTen[-decimalExponent]
      }
      return .number(negative ? -value : value, end: index)
    }
    return .number(correctlyRounded(UnsafeBufferPointer(rebasing: bytes[start..<index])), end: index)
  }

  /// The standard library's correctly rounded parse of a number's text, for the numbers the
  /// fast path cannot do exactly (too many digits, a large exponent).
  @inline(never)
  static func correctlyRounded(_ token: UnsafeBufferPointer<UInt8>) -> Double {
    let text = String(decoding: token, as: UTF8.self)
    // The text matched JSON's grammar, which the standard library's parser accepts; it
    // returns ±infinity on overflow and ±0 on underflow.
    return Double(text) ?? .nan
  }
}
