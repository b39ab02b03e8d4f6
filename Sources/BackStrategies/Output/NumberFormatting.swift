/// Deterministic, Foundation-free number formatting for reasons, errors and reports.
public enum NumberFormatting {
  /// `value` rounded to `digits` decimals, always showing them: `fixed(0.18, 3)` is `"0.180"`.
  ///
  /// Non-finite values print as `nan`, `inf` and `-inf`.
  public static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<max(0, digits) { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9.0e15 else { return "\(value)" }
    let whole = Int64(scaled)
    let unit = Int64(scale)
    let integerPart = whole / unit
    let fractionPart = whole % unit
    var text = (value < 0 && whole != 0 ? "-" : "") + String(integerPart)
    if digits > 0 {
      let fraction = String(fractionPart)
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
  }

  /// `value` rounded to at most `digits` decimals, trailing zeros dropped: `short(0.180, 3)` is `"0.18"`.
  public static func short(_ value: Double, _ digits: Int = 3) -> String {
    var text = fixed(value, digits)
    // Very large values come back in exponent form (`1.2e+30`), whose zeros are not trailing.
    guard text.contains("."), !text.contains("e") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
