/// The lines of a recording as text, numbered from 1: LF, CRLF or CR line ends, a UTF-8 byte
/// order mark skipped.
package enum RecordingLines {
  /// The lines of `bytes`.
  ///
  /// - Throws: an invalid-data error naming `source` and the line holding bytes that are not
  ///   UTF-8.
  package static func split(_ bytes: [UInt8], source: String) throws(ImportError) -> [(number: Int, text: String)] {
    var lines: [(number: Int, text: String)] = []
    var splitter = Splitter(source: source)
    try splitter.feed(bytes) { (number: Int, text: String) throws(ImportError) in lines.append((number, text)) }
    try splitter.finish { (number: Int, text: String) throws(ImportError) in lines.append((number, text)) }
    return lines
  }

  /// Splits a recording given in pieces (a file read a mebibyte at a time) into the same lines
  /// as ``split(_:source:)`` would give for the whole: a line may span pieces, and so may a
  /// CRLF line end; only the partial line at the end of a piece is kept between pieces.
  package struct Splitter {
    /// How messages name the input.
    package let source: String
    /// The bytes of the line not yet ended.
    private var pending: [UInt8] = []
    /// The previous piece ended with a CR: an LF starting the next one is part of that line end.
    private var skipsLineFeed = false
    /// The number the next line gets.
    private var number = 1

    /// A splitter of the recording `source`.
    package init(source: String) {
      self.source = source
    }

    /// Lines given so far.
    package var lineCount: Int { number - 1 }

    /// Gives `body` each line that `piece` ends, in order, with its number.
    ///
    /// - Throws: an invalid-data error naming the line that is not UTF-8, or what `body` throws.
    package mutating func feed(
      _ piece: [UInt8], _ body: (_ number: Int, _ text: String) throws(ImportError) -> Void
    ) throws(ImportError) {
      let count = piece.count
      guard count > 0 else { return }
      var start = 0
      if skipsLineFeed {
        skipsLineFeed = false
        if piece[0] == lineFeed { start = 1 }
      }
      var index = start
      while index < count {
        let byte = piece[index]
        if byte == lineFeed || byte == carriageReturn {
          try emit(piece[start..<index], body)
          if byte == carriageReturn {
            if index + 1 < count {
              if piece[index + 1] == lineFeed { index += 1 }
            } else {
              skipsLineFeed = true
            }
          }
          start = index + 1
        }
        index += 1
      }
      if start < count { pending.append(contentsOf: piece[start..<count]) }
    }

    /// Gives `body` the last line, when the recording does not end with a line end.
    package mutating func finish(_ body: (_ number: Int, _ text: String) throws(ImportError) -> Void) throws(ImportError) {
      // A file holding nothing but a byte order mark has no line.
      guard !pending.isEmpty, !(number == 1 && pending == byteOrderMark) else { return }
      try emit([][...], body)
    }

    private mutating func emit(
      _ tail: ArraySlice<UInt8>, _ body: (_ number: Int, _ text: String) throws(ImportError) -> Void
    ) throws(ImportError) {
      var bytes: ArraySlice<UInt8>
      if pending.isEmpty {
        bytes = tail
      } else {
        pending.append(contentsOf: tail)
        bytes = pending[...]
      }
      if number == 1 && bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(byteOrderMark.count) }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw ImportError(.recording, "\(source): line \(number): invalid UTF-8 (a recording is text)")
      }
      pending.removeAll(keepingCapacity: true)
      let line = number
      number += 1
      try body(line, text)
    }

    private let lineFeed = UInt8(ascii: "\n")
    private let carriageReturn = UInt8(ascii: "\r")
    /// UTF-8's byte order mark, skipped at the start of a recording.
    private let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
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
