import BackStrategiesSupport

/// Reads `evemu-record` files: `E: seconds.microseconds TYPE CODE VALUE` event lines (type and
/// code in hexadecimal, the value in decimal, an optional `# comment` after them) and the
/// description's `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]` axis lines, which give the ranges.
/// `N:`, `I:`, `P:`, `B:` and other description lines are counted, not used.
package struct EvemuParser {
  /// How messages name the input.
  package let source: String
  /// The axis ranges of the `A:` lines read so far, by axis name.
  package private(set) var ranges: [String: AxisRange] = [:]

  /// A parser of the recording `source`.
  package init(source: String) {
    self.source = source
  }

  /// The events and the axis ranges (by axis name) of the file's lines.
  ///
  /// - Throws: an invalid-data error naming `source`, the line and the field at fault.
  package static func parse(_ lines: [(number: Int, text: String)], source: String, skipped: inout SkipTally) throws(ImportError)
    -> (events: [EvdevEvent], ranges: [String: AxisRange])
  {
    var parser = EvemuParser(source: source)
    var events: [EvdevEvent] = []
    for (number, raw) in lines {
      if let event = try parser.parse(line: number, raw, skipped: &skipped) { events.append(event) }
    }
    return (events, parser.ranges)
  }

  /// One line: its event, or `nil` for a line that holds none (counted in `skipped`, or an
  /// axis range, kept in ``ranges``).
  ///
  /// - Throws: an invalid-data error naming `source`, the line and the field at fault.
  package mutating func parse(line number: Int, _ raw: String, skipped: inout SkipTally) throws(ImportError) -> EvdevEvent? {
    let source = self.source
    func fail(_ field: String, _ message: String) -> ImportError {
      ImportError(.recording, "\(source): line \(number): \(field): \(message)")
    }
    var text = Substring(raw)
    if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let kind = tokens.first else {
      if raw.trimmingSpaces().isEmpty { skipped.add("blank") } else { skipped.add("comment", plural: "comments") }
      return nil
    }
    switch kind {
    case "E:":
      guard tokens.count == 5 else { throw fail("event", "expected 'E: SECONDS TYPE CODE VALUE', found \(Plural.count(tokens.count - 1, "field"))") }
      guard let microseconds = RecordingLines.microseconds(tokens[1]) else {
        throw fail("time", "expected seconds.microseconds, found '\(tokens[1])'")
      }
      guard let type = UInt16(tokens[2], radix: 16) else { throw fail("type", "expected hexadecimal, found '\(tokens[2])'") }
      guard let code = UInt16(tokens[3], radix: 16) else { throw fail("code", "expected hexadecimal, found '\(tokens[3])'") }
      guard let value = Int32(tokens[4]) else { throw fail("value", "expected a decimal integer, found '\(tokens[4])'") }
      return EvdevEvent(
        microseconds: microseconds, type: type, code: code, name: EvdevCodes.name(type: type, code: code), value: value, line: number)
    case "A:":
      guard tokens.count >= 4, let code = UInt16(tokens[1], radix: 16) else {
        throw fail("axis", "expected 'A: CODE MIN MAX …' with a hexadecimal code")
      }
      guard let low = Double(tokens[2]), let high = Double(tokens[3]), high > low else {
        throw fail("axis", "expected a minimum and a greater maximum, found '\(tokens[2...].joined(separator: " "))'")
      }
      ranges[EvdevCodes.name(type: EvdevCodes.absType, code: code)] = AxisRange(minimum: low, maximum: high)
      return nil
    default:
      if kind.count == 2 && kind.hasSuffix(":") {
        skipped.add("line of the device description", plural: "lines of the device description")
        return nil
      }
      throw fail("line", "not an evemu line (expected 'E:', 'A:' or another 'X:' line), found '\(raw.trimmingSpaces().prefix(40))'")
    }
  }
}
