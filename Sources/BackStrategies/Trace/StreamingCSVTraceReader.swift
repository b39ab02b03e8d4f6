import BackStrategiesSupport

/// The fast path of ``TraceDecoder/decodeCSV(_:scene:name:)-(Collection<UInt8>,_,_)``: reads
/// the samples in one pass over the bytes, field by field, without slicing lines into field
/// arrays or strings.
///
/// It answers only for files the precise ``CSVTraceReader`` accepts, and then with the same
/// trace: the same line breaks, blank and comment lines, header rule, trimming and
/// ``NumberScanner``. Every byte of a data line must be part of a number, a phase name, a
/// comma, a space or a tab, so a control character, a non-ASCII byte or a fifth field all
/// make it answer `nil`, as does any malformed field or broken rule; the decoder then runs
/// the precise reader, which words the error with its line and column.
struct StreamingCSVTraceReader {
  /// The whole file.
  let bytes: UnsafeBufferPointer<UInt8>

  /// The fewest bytes a sample line takes (`0,0,0,moved` and a line feed), used to reserve
  /// the samples array once from the file's size.
  private static let smallestLineBytes = 12

  /// The header's column names as bytes.
  private static let headerNames: [[UInt8]] = CSVTraceReader.columns.map { Array($0.utf8) }

  /// The decoded and validated trace, or `nil` when the precise reader must read the file.
  func trace(scene: SceneSpec, name: String) -> Trace? {
    let count = bytes.count
    var index = ContiguousBytes.byteOrderMarkLength(bytes)
    var touches: [TouchSample] = []
    touches.reserveCapacity(count / Self.smallestLineBytes)
    var headerAllowed = true
    while index < count {
      let first = skipBlanks(from: index)
      guard first < count else { break }
      let byte = bytes[first]
      if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
        index = afterLineBreak(at: first)
        continue
      }
      if byte == ASCII.hash {
        var end = first
        while end < count && bytes[end] != ASCII.lineFeed && bytes[end] != ASCII.carriageReturn { end += 1 }
        index = afterLineBreak(at: end)
        continue
      }
      if headerAllowed {
        headerAllowed = false
        if let end = headerEnd(from: first) {
          index = afterLineBreak(at: end)
          continue
        }
      }
      guard let (sample, end) = sample(from: first) else { return nil }
      touches.append(sample)
      index = afterLineBreak(at: end)
    }
    // An empty file has its own message; a file of comments only is rare: both go to the
    // precise reader.
    guard !touches.isEmpty else { return nil }
    let trace = Trace(name: name, scene: scene, touches: touches)
    do {
      try trace.validate()
    } catch {
      return nil
    }
    return trace
  }

  // MARK: Pieces of a line

  /// The first byte from `index` that is neither a space nor a tab.
  @inline(__always)
  private func skipBlanks(from index: Int) -> Int {
    var index = index
    // Both blanks are at most a space: one comparison settles the common case, no blank.
    while index < bytes.count && bytes[index] <= ASCII.space && (bytes[index] == ASCII.space || bytes[index] == ASCII.tab) {
      index += 1
    }
    return index
  }

  /// Where the next line starts, given the index of a line's end (a CR, an LF, or the end).
  @inline(__always)
  private func afterLineBreak(at end: Int) -> Int {
    var index = end
    if index < bytes.count && bytes[index] == ASCII.carriageReturn { index += 1 }
    if index < bytes.count && bytes[index] == ASCII.lineFeed { index += 1 }
    return index
  }

  /// Whether `index` is the end of a line.
  @inline(__always)
  private func isLineEnd(_ index: Int) -> Bool {
    index == bytes.count || bytes[index] == ASCII.lineFeed || bytes[index] == ASCII.carriageReturn
  }

  /// The end of the header line `t,x,y,phase` (fields trimmed) starting at `first`, or nil
  /// when the line is something else.
  private func headerEnd(from first: Int) -> Int? {
    var index = first
    for (column, name) in Self.headerNames.enumerated() {
      if column > 0 {
        guard index < bytes.count, bytes[index] == ASCII.comma else { return nil }
        index = skipBlanks(from: index + 1)
      }
      guard matches(name, at: index) else { return nil }
      index = skipBlanks(from: index + name.count)
    }
    return isLineEnd(index) ? index : nil
  }

  /// One `t,x,y,phase` sample starting at `first` (a non-blank byte) and the index of its
  /// line's end, or nil when the line is not a well-formed sample.
  @inline(__always)
  private func sample(from first: Int) -> (TouchSample, end: Int)? {
    var index = first
    guard let t = number(at: &index), let x = number(at: &index), let y = number(at: &index) else { return nil }
    guard let (phase, length) = PhaseName.match(bytes, at: index) else { return nil }
    let end = skipBlanks(from: index + length)
    guard isLineEnd(end) else { return nil }
    return (TouchSample(t: t, x: x, y: y, phase: phase), end)
  }

  /// The finite number at `index`, with the blanks and comma after it skipped, and the
  /// blanks of the next field.
  @inline(__always)
  private func number(at index: inout Int) -> Double? {
    guard case .number(let value, let end) = NumberScanner.scan(bytes, from: index), value.isFinite else { return nil }
    let comma = skipBlanks(from: end)
    guard comma < bytes.count, bytes[comma] == ASCII.comma else { return nil }
    index = skipBlanks(from: comma + 1)
    return value
  }

  /// Whether the bytes at `index` are `name`.
  @inline(__always)
  private func matches(_ name: [UInt8], at index: Int) -> Bool {
    guard bytes.count - index >= name.count else { return false }
    for offset in 0..<name.count where bytes[index + offset] != name[offset] { return false }
    return true
  }
}
