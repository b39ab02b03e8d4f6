extension NumberScanner {
  // Why: docs/performance.md ("Why the code is shaped this way", Trace decoding)
  /// The most bytes (digits and point, after any sign) ``oneWordDecimal(_:negative:)`` takes:
  /// the byte that ends the number must be in the same eight-byte word.
  static let oneWordLength = 7

  /// ``scanShortDecimal(_:from:)`` for a decimal whose digits and point, after any sign, fit
  /// in ``oneWordLength`` bytes (`421`, `356.7`, `0.0081`, the numbers a trace's samples
  /// mostly hold), read from `word` (the eight bytes after the sign, the first lowest): the
  /// length of those bytes and the value, or nil for anything else (a longer number, no
  /// digit, a leading zero before more digits, a point without a digit after it, a number
  /// followed by a second point or an exponent), which the callers then read another way.
  ///
  /// The whole number is found in one word: its first non-digit (the point, or the end), and
  /// after a point the first non-digit of the bytes after it. The point is then taken out, so
  /// that the integer and fraction digits are next to each other, and added up as one run of
  /// digits (``digitsValue(_:count:)``). This is the significand ``scanWordDecimal(_:from:)``
  /// and ``scanDecimalByBytes(_:from:)`` build (the integer digits, then the fraction's), so
  /// the same one correctly rounded division by the same exact power of ten gives the same
  /// value, bit for bit (`NumberScannerOneWordTests`).
  @inline(__always)
  static func oneWordDecimal(_ word: UInt64, negative: Bool) -> (value: Double, length: Int)? {
    let integerDigits = leadingDigits(word)
    // A leading zero is the whole integer part ("0", "0.5"); "05" is left to the others.
    guard integerDigits >= 1, integerDigits <= oneWordLength,
      integerDigits == 1 || UInt8(truncatingIfNeeded: word) != ASCII.zero
    else { return nil }
    let integerBits = UInt64(8 &* integerDigits)
    let next = UInt8(truncatingIfNeeded: word &>> integerBits)
    if next == ASCII.period {
      // The bytes after the point, moved down; the zero bytes shifted in are not digits.
      // At most `oneWordLength - 2` integer digits leave room for a fraction digit and the end.
      guard integerDigits <= oneWordLength - 2 else { return nil }
      let fractionDigits = leadingDigits(word &>> (integerBits &+ 8))
      let length = integerDigits &+ 1 &+ fractionDigits
      guard fractionDigits >= 1, length <= oneWordLength else { return nil }
      let end = UInt8(truncatingIfNeeded: word &>> UInt64(8 &* length))
      if end == ASCII.period || end | ASCII.lowercaseBit == ASCII.lowercaseE { return nil }
      // The integer digits where they are, the fraction's moved down one byte over the point.
      let integerMask = (1 &<< integerBits) &- 1
      let digits = word & integerMask | (word &>> 8) & ~integerMask
      var value = Double(digitsValue(digits, count: integerDigits &+ fractionDigits))
      value /= exactPowersOfTen[fractionDigits]
      return (negative ? -value : value, length)
    }
    if next | ASCII.lowercaseBit == ASCII.lowercaseE { return nil }
    let value = Double(digitsValue(word, count: integerDigits))
    return (negative ? -value : value, integerDigits)
  }
}
