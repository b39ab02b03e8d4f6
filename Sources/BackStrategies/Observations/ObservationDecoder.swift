import BackStrategiesSupport

/// Reads one line of a `backstrategies-observation/1` file (docs/trace-format.md,
/// "Observations") into an ``Observation``.
///
/// Every error is a ``TraceError`` whose place is the field at fault (`device.ios`,
/// `gesture.scenario`, `gesture.trace.touches[3].t`) or, for malformed JSON, the column
/// (`column 17`); the command line puts the file and line before it:
/// `observations.jsonl:3: device.ios: expected a string like "26.1", got 26`.
/// Unlike a trace, an observation takes no field the format does not define: a misspelt
/// optional field would otherwise be lost without a word.
public enum ObservationDecoder {
  /// The fields of an observation.
  static let observationFields = ["format", "gesture", "device", "outcome", "frames", "source", "note"]
  /// The fields of `gesture`: exactly one of them.
  static let gestureFields = ["scenario", "trace"]
  /// The fields of `device`.
  static let deviceFields = ["model", "width", "ios", "simulator", "touchRateHz"]

  /// The touch rates an observation may give, in Hz: those a trace's display may have
  /// (``TraceLimits/refreshRates``), since a replay at a rate resamples the trace at it.
  public static let touchRates = TraceLimits.refreshRates

  /// The most frame times `frames` may hold: ten minutes at 120 Hz, a trace's longest duration
  /// (``TraceLimits/maximumDuration``) at a ProMotion display's rate. [estimate] a bound, not a
  /// UIKit number.
  public static let maximumFrames = 72_000

  /// Decodes one line (its bytes, without the line end).
  ///
  /// - Throws: ``TraceError`` naming the field at fault, or the column of a JSON syntax error.
  public static func decode(_ line: some Collection<UInt8>) throws(TraceError) -> Observation {
    let root: JSONValue
    do {
      root = try JSONParser.parse(line)
    } catch {
      // A line is one line: its column is the place, as `file:line:` already names the line.
      let place = error.place.hasPrefix(SourcePosition.line(1) + ", ") ? String(error.place.dropFirst(SourcePosition.line(1).count + 2)) : error.place
      throw TraceError(place: place, message: error.message)
    }
    return try decode(root)
  }

  /// Decodes one line given as text.
  public static func decode(_ text: String) throws(TraceError) -> Observation {
    try decode(Array(text.utf8))
  }

  /// Decodes an already parsed observation object.
  static func decode(_ root: JSONValue) throws(TraceError) -> Observation {
    let fields = try JSONFields(root, at: .root)
    try refuseUnknown(fields, known: observationFields)
    let format = try fields.requiredString("format")
    guard format == Observation.formatIdentifier else {
      throw TraceError(
        place: "format", message: "expected '\(Observation.formatIdentifier)', found '\(ContiguousBytes.excerpt(format))'")
    }
    let gesture = try self.gesture(try fields.requiredObject("gesture"))
    let device = try self.device(try fields.requiredObject("device"))
    let outcome = try self.outcome(fields)
    let frames = try self.frames(fields)
    let source = try nonEmptyString(fields, "source")
    var note: String?
    if fields.value("note") != nil { note = try fields.requiredString("note") }
    return Observation(gesture: gesture, device: device, outcome: outcome, frames: frames, source: source, note: note)
  }

  /// `gesture`: exactly one of `scenario` and `trace`.
  private static func gesture(_ fields: JSONFields) throws(TraceError) -> ObservedGesture {
    try refuseUnknown(fields, known: gestureFields)
    let hasScenario = fields.value("scenario") != nil
    let hasTrace = fields.value("trace") != nil
    guard hasScenario != hasTrace else {
      throw TraceError(
        place: fields.path.description,
        message: hasScenario
          ? "give one of 'scenario' and 'trace', not both"
          : "needs 'scenario' (a built-in scenario or probe name) or 'trace' (a backstrategies-trace/1 object)")
    }
    if hasScenario {
      let name = try fields.requiredString("scenario")
      guard let trace = Scenarios.named(name) else {
        let hint = Suggestion.closest(to: name, in: Scenarios.runnable.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        throw TraceError(
          place: fields.path.child("scenario"),
          message: "unknown scenario '\(ContiguousBytes.excerpt(name))'\(hint) (strategy-compare scenarios lists them)")
      }
      return .scenario(trace)
    }
    let value = try fields.required("trace")
    guard case .object = value.kind else {
      throw TraceError(place: fields.path.child("trace"), message: "expected a backstrategies-trace/1 object, found \(value.kindDescription)")
    }
    do {
      return .trace(try TraceDecoder.decodeJSON(value).trace)
    } catch {
      let inner = error.place.isEmpty || error.place == JSONPath.rootDescription ? "" : "." + error.place
      throw TraceError(place: fields.path.child("trace") + inner, message: error.message)
    }
  }

  /// `device`.
  private static func device(_ fields: JSONFields) throws(TraceError) -> ObservedDevice {
    try refuseUnknown(fields, known: deviceFields)
    let model = try nonEmptyString(fields, "model")
    let width = try fields.requiredNumber("width")
    guard width > 0, width <= TraceLimits.maximumLength else {
      throw TraceError(
        place: fields.path.child("width"),
        message: "expected a screen width in points, above 0 and at most \(NumberFormatting.short(TraceLimits.maximumLength)), got \(NumberFormatting.short(width))")
    }
    let ios = try release(fields)
    guard case .bool(let simulator) = try fields.required("simulator").kind else {
      throw TraceError(
        place: fields.path.child("simulator"), message: "expected true (a simulator) or false (a device), found \(try fields.required("simulator").kindDescription)")
    }
    let rate = try fields.requiredNumber("touchRateHz")
    guard touchRates.contains(rate) else {
      throw TraceError(
        place: fields.path.child("touchRateHz"),
        message: "expected touch samples per second from \(NumberFormatting.short(touchRates.lowerBound)) to \(NumberFormatting.short(touchRates.upperBound)) (60 or 120 on an iPhone), got \(NumberFormatting.short(rate))")
    }
    return ObservedDevice(model: model, width: width, ios: ios, simulator: simulator, touchRateHz: rate)
  }

  /// What `device.ios` says it expects.
  static let releaseExpectation = "expected a string like \"26.1\""

  /// `device.ios`: a string such as `"26.1"`.
  private static func release(_ fields: JSONFields) throws(TraceError) -> ObservedRelease {
    let value = try fields.required("ios")
    let place = fields.path.child("ios")
    switch value.kind {
    case .string(let text):
      guard let release = ObservedRelease(text) else {
        throw TraceError(place: place, message: "\(releaseExpectation), got \"\(ContiguousBytes.excerpt(text))\"")
      }
      return release
    case .number(let number):
      throw TraceError(place: place, message: "\(releaseExpectation), got \(NumberFormatting.short(number, 3))")
    default:
      throw TraceError(place: place, message: "\(releaseExpectation), got \(value.kindDescription)")
    }
  }

  /// `outcome`: `popped` or `stayed`.
  private static func outcome(_ fields: JSONFields) throws(TraceError) -> ObservedOutcome {
    let text = try fields.requiredString("outcome")
    guard let outcome = ObservedOutcome(rawValue: text) else {
      throw TraceError(
        place: "outcome",
        message: "expected \"popped\" or \"stayed\" (what a harness sees: a cancel and nothing at all are both stayed), got \"\(ContiguousBytes.excerpt(text))\"")
    }
    return outcome
  }

  /// `frames`: frame times in seconds, non-negative and in order; empty when absent.
  private static func frames(_ fields: JSONFields) throws(TraceError) -> [Double] {
    guard let elements = try fields.array("frames", required: false) else { return [] }
    guard elements.count <= maximumFrames else {
      throw TraceError(place: "frames", message: "holds \(elements.count) frame times, more than the \(maximumFrames) an observation may give")
    }
    var times: [Double] = []
    times.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let place = JSONPath(container: "frames", index: index).description
      guard case .number(let time) = element.kind else {
        throw TraceError(place: place, message: "expected a frame time in seconds, found \(element.kindDescription)")
      }
      guard time >= 0, time <= TraceLimits.maximumDuration else {
        throw TraceError(
          place: place, message: "a frame time must lie from 0 to \(NumberFormatting.short(TraceLimits.maximumDuration)) s (got \(NumberFormatting.short(time, 3)))")
      }
      if let previous = times.last, time < previous {
        throw TraceError(
          place: place, message: "time goes backwards (\(NumberFormatting.short(time, 3)) after \(NumberFormatting.short(previous, 3)))")
      }
      times.append(time)
    }
    return times
  }

  /// A required string that is not empty.
  private static func nonEmptyString(_ fields: JSONFields, _ key: String) throws(TraceError) -> String {
    let text = try fields.requiredString(key)
    guard text.contains(where: { $0 != " " }) else {
      throw TraceError(place: fields.path.child(key), message: "must not be empty")
    }
    return text
  }

  /// Refuses the first member not named in `known`.
  private static func refuseUnknown(_ fields: JSONFields, known: [String]) throws(TraceError) {
    guard let member = fields.members.first(where: { !known.contains($0.key) }) else { return }
    let hint = Suggestion.closest(to: member.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
    let container = fields.path.container.isEmpty ? "an observation" : fields.path.description
    // The key is the document's own text: quoted as an excerpt, so a control character in it
    // prints as its escape and the message stays one line.
    throw TraceError(
      place: fields.path.child(Excerpt.of(member.key)),
      message: "unknown field (\(container) takes \(known.joined(separator: ", ")))\(hint)")
  }
}
