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
  @inline(__always)
  static func scanShortDecimal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Double, end: Int)? {
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
