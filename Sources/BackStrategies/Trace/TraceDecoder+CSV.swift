import BackStrategiesSupport

/// Reads the compact CSV form of a trace: one `t,x,y,phase` sample per line.
///
/// Lines end with LF, CRLF or a lone CR. Blank lines and lines whose first non-blank
/// character is `#` are skipped. The first remaining line may be the header `t,x,y,phase`.
/// Fields may be surrounded by spaces or tabs; numbers follow JSON's grammar (`0.016`,
/// `-3`, `1e-3`); there is no quoting.
struct CSVTraceReader {
  /// The whole file.
  let bytes: UnsafeBufferPointer<UInt8>

  /// The column names, which are also the optional header line.
  static let columns = ["t", "x", "y", "phase"]

  /// One line of the file.
  struct Line {
    /// The line's number, 1-based.
    let number: Int
    /// Byte offset of the line's first character (after a byte order mark on line 1).
    let start: Int
    /// Byte offset just past the line's last character, before its line break.
    let end: Int
  }

  /// Decodes and validates the samples into a trace in `scene`.
  func trace(scene: SceneSpec, name: String) throws(TraceError) -> Trace {
    if isBlank {
      throw TraceError(place: SourcePosition.start.description, message: "the input is empty")
    }
    var touches: [TouchSample] = []
    var headerAllowed = true
    try forEachDataLine { line throws(TraceError) in
      let fields = try self.fields(of: line)
      defer { headerAllowed = false }
      if headerAllowed && isHeader(fields) { return true }
      touches.append(
        TouchSample(
          t: try number(fields[0], column: 0, line: line),
          x: try number(fields[1], column: 1, line: line),
          y: try number(fields[2], column: 2, line: line),
          phase: try phase(fields[3], line: line)))
      return true
    }
    let trace = Trace(name: name, scene: scene, touches: touches)
    do {
      try trace.validate()
    } catch {
      throw placedOnLine(error)
    }
    return trace
  }

  // MARK: Lines and fields

  /// Whether the file holds nothing but a byte order mark and whitespace.
  private var isBlank: Bool {
    UnsafeBufferPointer(rebasing: bytes[ContiguousBytes.byteOrderMarkLength(bytes)...]).allSatisfy {
      $0 == ASCII.space || $0 == ASCII.tab || $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn
    }
  }

  /// Calls `body` with each line that holds data (neither blank nor a comment), in order,
  /// until it returns `false`.
  private func forEachDataLine(_ body: (Line) throws(TraceError) -> Bool) throws(TraceError) {
    var start = ContiguousBytes.byteOrderMarkLength(bytes)
    var number = 1
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != ASCII.lineFeed && bytes[end] != ASCII.carriageReturn { end += 1 }
      var first = start
      while first < end && (bytes[first] == ASCII.space || bytes[first] == ASCII.tab) { first += 1 }
      if first < end && bytes[first] != ASCII.hash {
        guard try body(Line(number: number, start: start, end: end)) else { return }
      }
      if end < bytes.count && bytes[end] == ASCII.carriageReturn { end += 1 }
      if end < bytes.count && bytes[end] == ASCII.lineFeed { end += 1 }
      start = end
      number += 1
    }
  }

  /// Checks that a data line is text: well-formed UTF-8 without control characters other
  /// than tab, so that binary files are named as such instead of quoted in messages.
  private func requireText(_ line: Line) throws(TraceError) {
    var index = line.start
    while index < line.end {
      let byte = bytes[index]
      if byte < ASCII.firstNonASCII {
        if (byte < ASCII.firstPrintable && byte != ASCII.tab) || byte == ASCII.delete {
          throw TraceError(
            place: SourcePosition(line: line.number, column: column(of: index, on: line)).description,
            message: "unexpected control character \(UTF8Scalar.codePoint(UInt32(byte))) (a trace is text; is this a binary file?)")
        }
        index += 1
        continue
      }
      guard let (_, length) = UTF8Scalar.decode(bytes, at: index) else {
        throw TraceError(
          place: SourcePosition(line: line.number, column: column(of: index, on: line)).description,
          message: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))")
      }
      index += length
    }
  }

  /// The four fields of a data line, each trimmed of spaces and tabs.
  private func fields(of line: Line) throws(TraceError) -> [Range<Int>] {
    try requireText(line)
    var fields: [Range<Int>] = []
    fields.reserveCapacity(Self.columns.count)
    var fieldStart = line.start
    var index = line.start
    while true {
      if index == line.end || bytes[index] == ASCII.comma {
        fields.append(trimmed(fieldStart..<index))
        if index == line.end { break }
        fieldStart = index + 1
      }
      index += 1
    }
    guard fields.count == Self.columns.count else {
      let column = fields.count > Self.columns.count ? self.column(of: fields[Self.columns.count].lowerBound, on: line) : 1
      throw TraceError(
        place: SourcePosition(line: line.number, column: column).description,
        message: "expected \(Self.columns.count) fields (\(Self.columns.joined(separator: ","))), found \(fields.count)")
    }
    return fields
  }

  /// The field without surrounding spaces and tabs; an all-blank field becomes empty at
  /// its start, so errors point just after the comma.
  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && (bytes[lower] == ASCII.space || bytes[lower] == ASCII.tab) { lower += 1 }
    if lower == upper { return range.lowerBound..<range.lowerBound }
    while upper > lower && (bytes[upper - 1] == ASCII.space || bytes[upper - 1] == ASCII.tab) { upper -= 1 }
    return lower..<upper
  }

  private func isHeader(_ fields: [Range<Int>]) -> Bool {
    zip(fields, Self.columns).allSatisfy { field, name in
      UnsafeBufferPointer(rebasing: bytes[field]).elementsEqual(name.utf8)
    }
  }

  /// The 1-based column of byte `offset`, counting characters from the start of the line.
  private func column(of offset: Int, on line: Line) -> Int {
    var column = 1
    for index in line.start..<offset where !UTF8Scalar.isContinuation(bytes[index]) { column += 1 }
    return column
  }

  private func text(_ field: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self)
  }

  // MARK: Values

  private func number(_ field: Range<Int>, column: Int, line: Line) throws(TraceError) -> Double {
    let place = SourcePosition(line: line.number, column: self.column(of: field.lowerBound, on: line)).description
    let name = Self.columns[column]
    guard !field.isEmpty else {
      throw TraceError(place: place, message: "expected a number for '\(name)', found nothing")
    }
    guard case .number(let value, let end) = NumberScanner.scan(bytes, from: field.lowerBound), end == field.upperBound else {
      throw TraceError(place: place, message: "expected a number for '\(name)', found '\(ContiguousBytes.excerpt(text(field)))'")
    }
    guard value.isFinite else {
      throw TraceError(place: place, message: "number out of range (\(ContiguousBytes.excerpt(text(field))))")
    }
    return value
  }

  private func phase(_ field: Range<Int>, line: Line) throws(TraceError) -> TouchPhase {
    let name = text(field)
    guard let phase = TouchPhase(rawValue: name) else {
      throw TraceError(
        place: SourcePosition(line: line.number, column: column(of: field.lowerBound, on: line)).description,
        message: Suggestion.unknownNameMessage("phase", name, expected: TouchPhase.allCases.map(\.rawValue)))
    }
    return phase
  }

  // MARK: Validation places

  /// Re-places a validation error about `touches[i]…` at the line of sample *i*
  /// (`line 9`); other errors (about the scene) are returned unchanged.
  private func placedOnLine(_ error: TraceError) -> TraceError {
    let prefix = "touches["
    guard error.place.hasPrefix(prefix),
      let index = Int(error.place.dropFirst(prefix.count).prefix { $0 != "]" })
    else { return error }
    var sampleIndex = 0
    var found: Int? = nil
    var headerAllowed = true
    do {
      try forEachDataLine { line throws(TraceError) in
        defer { headerAllowed = false }
        if headerAllowed, let fields = try? self.fields(of: line), isHeader(fields) { return true }
        if sampleIndex == index {
          found = line.number
          return false
        }
        sampleIndex += 1
        return true
      }
    } catch {
      return error
    }
    guard let found else { return error }
    return TraceError(place: SourcePosition.line(found), message: error.message)
  }
}
