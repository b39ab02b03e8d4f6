/// Reads Android's `getevent` output: the labelled form (`getevent -lt`: `EV_ABS
/// ABS_MT_POSITION_X 000001f4`) and the numeric one (`getevent -t`: `0003 0035 000001f4`),
/// with `[ seconds.microseconds]` timestamps, optional `/dev/input/eventN:` device prefixes,
/// and hexadecimal values (`ffffffff` is −1; labelled keys say `DOWN` and `UP`).
///
/// Axis ranges come from a `getevent -lp` (or `-p`) header in the same file, when there is
/// one: `ABS_MT_POSITION_X : value 0, min 0, max 1079, …`.
package struct GeteventParser {
  /// How messages name the input.
  package let source: String
  /// The axis ranges of the `getevent -lp` header lines read so far, by device and axis.
  package private(set) var ranges: [String: [String: AxisRange]] = [:]
  /// The device the header lines read last describe.
  private var headerDevice = ""

  /// A parser of the recording `source`.
  package init(source: String) {
    self.source = source
  }

  /// The events and axis ranges of the file's lines; lines not used are counted in `skipped`.
  ///
  /// - Throws: an invalid-data error naming `source`, the line and the field at fault.
  package static func parse(_ lines: [(number: Int, text: String)], source: String, skipped: inout SkipTally) throws(ImportError)
    -> (events: [EvdevEvent], ranges: [String: [String: AxisRange]])
  {
    var parser = GeteventParser(source: source)
    var events: [(device: String, event: EvdevEvent)] = []
    for (number, raw) in lines {
      if let event = try parser.parse(line: number, raw, skipped: &skipped) { events.append(event) }
    }
    let ranges = parser.ranges
    // Events of several devices: keep the one that reports positions.
    var devices = DeviceChoice()
    for (device, event) in events { devices.note(event, of: device) }
    guard let chosen = devices.chosen else { return (events.map(\.event), ranges) }
    var kept: [EvdevEvent] = []
    for (device, event) in events {
      if device == chosen { kept.append(event) } else { DeviceChoice.skip(device, in: &skipped) }
    }
    return (kept, DeviceChoice.ranges(ranges, of: chosen))
  }

  /// Which device's events a recording of several keeps: the first to report a position
  /// (`ABS_MT_POSITION_X` or `ABS_X`), else the first seen; the others' events are counted as
  /// skipped. Noted event by event, so that a recording read twice (once to choose, once to
  /// decode) need not be kept.
  package struct DeviceChoice {
    /// Devices in the order first seen.
    package private(set) var devices: [String] = []
    /// The device of the first event reporting a position.
    private var positionDevice: String?
    /// How the events of each device report touches.
    private var modes: [String: EvdevTouchDecoder.ModeDetector] = [:]

    /// No event noted yet.
    package init() {}

    /// Notes one event of `device`.
    package mutating func note(_ event: EvdevEvent, of device: String) {
      if modes[device] == nil { devices.append(device) }
      modes[device, default: EvdevTouchDecoder.ModeDetector()].note(event)
      if positionDevice == nil, event.type == EvdevCodes.absType, event.code == EvdevCodes.absMTPositionX || event.code == EvdevCodes.absX {
        positionDevice = device
      }
    }

    /// The device kept when there are several; `nil` when there is at most one (all kept).
    package var chosen: String? {
      devices.count > 1 ? positionDevice ?? devices[0] : nil
    }

    /// The mode of the events kept.
    package var mode: EvdevTouchDecoder.Mode {
      (chosen ?? devices.first).flatMap { modes[$0]?.mode } ?? .singleTouch
    }

    /// Counts one event of a device not kept.
    package static func skip(_ device: String, in skipped: inout SkipTally) {
      skipped.add("event of another device (\(device))", plural: "events of another device (\(device))")
    }

    /// The header's ranges that apply to the kept device (those of no named device too).
    package static func ranges(_ ranges: [String: [String: AxisRange]], of chosen: String) -> [String: [String: AxisRange]] {
      ranges.filter { $0.key == chosen || $0.key.isEmpty }
    }
  }

  /// One line: its event and the device it came from, or `nil` for a line that holds none
  /// (counted in `skipped`, or a header's axis range, kept in ``ranges``).
  ///
  /// - Throws: an invalid-data error naming `source`, the line and the field at fault.
  package mutating func parse(line number: Int, _ raw: String, skipped: inout SkipTally) throws(ImportError)
    -> (device: String, event: EvdevEvent)?
  {
    let source = self.source
    let text = raw.trimmingSpaces()
    func fail(_ field: String, _ message: String) -> ImportError {
      ImportError(.recording, "\(source): line \(number): \(field): \(message)")
    }
    if text.isEmpty {
      skipped.add("blank")
      return nil
    }
    if text.hasPrefix("#") {
      skipped.add("comment", plural: "comments")
      return nil
    }
    if text.hasPrefix("add device") {
      headerDevice = text.split(separator: ":", maxSplits: 1).last.map { String($0).trimmingSpaces() } ?? ""
      skipped.add("line of the device description", plural: "lines of the device description")
      return nil
    }
    if let axis = Self.axisLine(text) {
      ranges[headerDevice, default: [:]][axis.name] = axis.range
      return nil
    }
    var rest = Substring(text)
    var microseconds: Int64?
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else { throw fail("time", "expected ']' after the timestamp") }
      let stamp = rest[rest.index(after: rest.startIndex)..<close].trimmingSpaces()
      guard let value = RecordingLines.microseconds(Substring(stamp)) else {
        throw fail("time", "expected seconds.microseconds, found '\(stamp)'")
      }
      microseconds = value
      rest = rest[rest.index(after: close)...]
    }
    var tokens = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
    var device = ""
    if let first = tokens.first, first.hasSuffix(":"), first.hasPrefix("/") {
      device = String(first.dropLast())
      tokens.removeFirst()
    }
    guard tokens.count == 3, microseconds != nil || Self.looksLikeEvent(tokens) else {
      if microseconds != nil { throw fail("event", "expected TYPE CODE VALUE after the timestamp, found '\(rest.trimmingSpaces())'") }
      skipped.add("line of the device description", plural: "lines of the device description")
      return nil
    }
    guard let microseconds else {
      throw fail("time", "the event has no timestamp; record with 'getevent -lt' (or -t)")
    }
    let type: UInt16
    if let number = EvdevCodes.type(named: String(tokens[0])) ?? Self.hex16(tokens[0]) {
      type = number
    } else {
      throw fail("type", "unknown event type '\(tokens[0])' (expected a name such as EV_ABS, or 4 hexadecimal digits)")
    }
    var code: UInt16?
    var name: String
    if let number = Self.hex16(tokens[1]) {
      code = number
      name = EvdevCodes.name(type: type, code: number)
    } else if tokens[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      name = String(tokens[1])
      code = EvdevCodes.code(named: name, type: type)
    } else {
      throw fail("code", "expected an event code name or 4 hexadecimal digits, found '\(tokens[1])'")
    }
    let value: Int32
    switch tokens[2] {
    case "DOWN": value = 1
    case "UP": value = 0
    case "REPEAT": value = 2
    default:
      guard tokens[2].count <= 8, let bits = UInt32(tokens[2], radix: 16) else {
        throw fail("value", "expected up to 8 hexadecimal digits (or DOWN, UP), found '\(tokens[2])'")
      }
      value = Int32(bitPattern: bits)
    }
    if code == nil { name = String(tokens[1]) }
    return (device, EvdevEvent(microseconds: microseconds, type: type, code: code, name: name, value: value, line: number))
  }

  /// An axis line of a `getevent -p` header: the axis (name or hex code) and its range.
  package static func axisLine(_ text: String) -> (name: String, range: AxisRange)? {
    guard let colon = text.firstRange(of: ": value") ?? text.firstRange(of: ":value") else { return nil }
    let head = text[..<colon.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let last = head.last else { return nil }
    let tail = text[colon.upperBound...].split(separator: ",").map { $0.trimmingSpaces() }
    func field(_ key: String) -> Double? {
      tail.first { $0.hasPrefix(key + " ") }.flatMap { Double($0.dropFirst(key.count + 1).trimmingSpaces()) }
    }
    guard let low = field("min"), let high = field("max"), high > low else { return nil }
    var name = String(last)
    if let code = hex16(last) { name = EvdevCodes.name(type: EvdevCodes.absType, code: code) }
    return (name, AxisRange(minimum: low, maximum: high))
  }

  /// Whether three tokens without a timestamp still read as an event (`0003 0035 000001f4`):
  /// then the missing timestamp is an error, not a description line.
  package static func looksLikeEvent(_ tokens: [Substring]) -> Bool {
    tokens.count == 3 && (tokens[0].hasPrefix("EV_") || (hex16(tokens[0]) != nil && tokens[0].count == 4))
  }

  /// Exactly four hexadecimal digits.
  package static func hex16(_ text: Substring) -> UInt16? {
    text.count == 4 ? UInt16(text, radix: 16) : nil
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  package func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }
}
