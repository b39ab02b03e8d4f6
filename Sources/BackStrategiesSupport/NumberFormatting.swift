// Why a byte buffer: docs/performance.md#numbers-and-reasons
/// Deterministic, Foundation-free number formatting for reasons, errors and reports.
///
/// Digits are written into a small byte buffer and turned into a `String` once.
package enum NumberFormatting {
  /// Values this large or larger are printed by Swift's own `description` (no fixed form).
  static let fixedFormLimit = 9.0e15

  /// `value` rounded to `digits` decimals, always showing them: `fixed(0.18, 3)` is `"0.180"`.
  ///
  /// Non-finite values print as `nan`, `inf` and `-inf`.
  public static func fixed(_ value: Double, _ digits: Int) -> String {
    format(value, digits, trimmingZeros: false)
  }

  /// `value` rounded to at most `digits` decimals, trailing zeros dropped: `short(0.180, 3)` is `"0.18"`.
  public static func short(_ value: Double, _ digits: Int = 3) -> String {
    format(value, digits, trimmingZeros: true)
  }

  static func format(_ value: Double, _ requestedDigits: Int, trimmingZeros: Bool) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let digits = max(0, requestedDigits)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < fixedFormLimit else { return "\(value)" }
    var whole = UInt64(scaled)
    // Digits from the least significant; at most 16 integer digits, the point and the sign.
    var reversed: [UInt8] = []
    reversed.reserveCapacity(24)
    var fractionDigits = digits
    if trimmingZeros {
      while fractionDigits > 0 && whole % 10 == 0 {
        whole /= 10
        fractionDigits -= 1
      }
    }
    for _ in 0..<fractionDigits {
      reversed.append(UInt8(ascii: "0") + UInt8(whole % 10))
      whole /= 10
    }
    if fractionDigits > 0 { reversed.append(UInt8(ascii: ".")) }
    repeat {
      reversed.append(UInt8(ascii: "0") + UInt8(whole % 10))
      whole /= 10
    } while whole > 0
    let isZero = scaled == 0
    if value < 0 && !(isZero && trimmingZeros) && !isZero { reversed.append(UInt8(ascii: "-")) }
    reversed.reverse()
    return String(decoding: reversed, as: UTF8.self)
  }
}
