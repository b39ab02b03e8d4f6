/// The lines of a recording as text, numbered from 1: LF, CRLF or CR line ends, a UTF-8 byte
/// order mark skipped.
package enum RecordingLines {
  /// The lines of `bytes`.
  ///
  /// - Throws: an invalid-data error naming `source` and the line holding bytes that are not
  ///   UTF-8.
  package static func split(_ bytes: [UInt8], source: String) throws(ImportError) -> [(number: Int, text: String)] {
    var lines: [(Int, String)] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    var number = 1
    func emit(_ end: Int) throws(ImportError) {
      guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
        throw ImportError(.recording, "\(source): line \(number): invalid UTF-8 (a recording is text)")
      }
      lines.append((number, text))
      number += 1
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        try emit(index)
        if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { try emit(bytes.count) }
    return lines
  }

  /// `sec.usec` (`12345.678901`, `0.000001`) as whole microseconds, or `nil`.
  package static func microseconds(_ text: Substring) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let seconds = Int64(parts[0]), seconds >= 0 else { return nil }
    var fraction: Int64 = 0
    if parts.count == 2 {
      let digits = parts[1]
      guard !digits.isEmpty, digits.count <= digitsPerMicrosecond, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int64(digits)
      else { return nil }
      fraction = value
      for _ in digits.count..<digitsPerMicrosecond { fraction *= 10 }
    }
    let (product, overflow) = seconds.multipliedReportingOverflow(by: microsecondsPerSecond)
    return overflow ? nil : product + fraction
  }

  /// Microseconds in a second.
  package static let microsecondsPerSecond: Int64 = 1_000_000
  /// Decimal digits of a microsecond fraction (`timeval.tv_usec`).
  package static let digitsPerMicrosecond = 6
}
