import BackStrategies
import BackStrategiesSupport

/// The JSON forms of results: `backstrategies-comparison/1` for one trace and
/// `backstrategies-matrix/1` for many (docs/cli.md).
public enum ResultJSON {
  /// Format identifier of one comparison.
  public static let comparisonFormat = "backstrategies-comparison/1"
  /// Format identifier of a matrix of comparisons.
  public static let matrixFormat = "backstrategies-matrix/1"

  /// One comparison as a `backstrategies-comparison/1` object; with `provenance`, what made it
  /// in a `madeBy` member after `format` (``Provenance/json``).
  public static func comparison(_ comparison: Comparison, provenance: Provenance? = nil) -> JSONOutput {
    .object(Provenance.members([
      ("format", .string(comparisonFormat)),
      ("trace", traceSummary(comparison.trace)),
      ("results", .array(comparison.results.map(result))),
    ], madeBy: provenance))
  }

  /// Many comparisons as a `backstrategies-matrix/1` object; with `provenance`, what made it
  /// in a `madeBy` member after `format`.
  public static func matrix(_ matrix: ComparisonMatrix, provenance: Provenance? = nil) -> JSONOutput {
    .object(Provenance.members([
      ("format", .string(matrixFormat)),
      ("strategies", .array(matrix.strategies.map { .string($0) })),
      ("comparisons", .array(matrix.rows.map { row in
        .object([("trace", traceSummary(row.trace)), ("results", .array(row.results.map(result)))])
      })),
    ], madeBy: provenance))
  }

  /// Two releases' matrices side by side (`--ios 18,26`) as one `backstrategies-matrix/1`
  /// object: `ios` lists the releases, each comparison holds every strategy's result on the
  /// older release, then on the newer, strategy by strategy, each with its `ios`. With
  /// `provenance`, what made it in a `madeBy` member after `format`.
  public static func matrix(older: ComparisonMatrix, newer: ComparisonMatrix, provenance: Provenance? = nil) -> JSONOutput {
    let releases = [older.rows.first?.results.first?.ios, newer.rows.first?.results.first?.ios].compactMap { $0 }
    return .object(Provenance.members([
      ("format", .string(matrixFormat)),
      ("strategies", .array(newer.strategies.map { .string($0) })),
      ("ios", .array(releases.map { .number(Double($0.number)) })),
      ("comparisons", .array(zip(older.rows, newer.rows).map { before, after in
        let results = zip(before.results, after.results).flatMap { [$0, $1] }
        return .object([("trace", traceSummary(after.trace)), ("results", .array(results.map(result)))])
      })),
    ], madeBy: provenance))
  }

  /// Name, duration, sample count and intent of a trace.
  public static func traceSummary(_ trace: Trace) -> JSONOutput {
    .object([
      ("name", .string(trace.name)),
      ("duration", .number(trace.duration)),
      ("samples", .number(Double(trace.touches.count))),
      ("intent", trace.intent.map { .string($0.rawValue) } ?? .null),
      ("verdictRule", trace.intent.map { .string($0.rule) } ?? .null),
      ("convention", .string(trace.convention.rawValue)),
    ])
  }

  /// One strategy's result, with its `Verdict` against its trace's intent (`null` without an
  /// intent, `"n/a"` where the strategy does not claim the trace's convention).
  public static func result(_ result: RunResult) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("strategy", .string(result.strategy)),
      ("ios", .number(Double(result.ios.number))),
      ("outcome", .string(result.outcome.rawValue)),
      ("verdict", result.verdict.map { .string($0.rawValue) } ?? .null),
      ("reason", .string(result.reason)),
      ("otherReleaseRule", result.otherReleaseRule.map { .string($0) } ?? .null),
      ("restsOn", .array(result.restsOn.map(otherReading))),
      ("drivenBy", drivenBy(result.drivenBy)),
      ("stackBefore", .array(result.stackBefore.map { .string($0) })),
      ("stackAfter", .array(result.stackAfter.map { .string($0) })),
      ("transitions", .array(result.transitions.map(transition))),
      ("recognizedAt", optional(result.recognizedAt)),
      ("settledAt", .number(result.settledAt)),
      ("hazards", .array(result.distinctHazards.map { .string($0.rawValue) })),
      ("hazardDetails", .array(result.hazards.map { event in
        .object([("hazard", .string(event.hazard.rawValue)), ("t", .number(event.time)), ("detail", .string(event.detail))])
      })),
      ("metrics", .object([
        ("maxProgress", .number(result.metrics.maxProgress)),
        ("trackingError", result.metrics.trackedSamples == 0 ? .null : .number(result.metrics.trackingError)),
        ("trackedSamples", .number(Double(result.metrics.trackedSamples))),
        ("scrolled", .number(result.metrics.scrolled)),
        ("screenshotBytes", .number(Double(result.metrics.screenshotBytes))),
        ("screenshotBytesAtEnd", .number(Double(result.metrics.screenshotBytesAtEnd))),
      ])),
    ]
    if let events = result.events { members.append(("events", .array(events.map(EventLogText.json)))) }
    if let frames = result.frames { members.append(("frames", .array(frames.map(frame)))) }
    return .object(members)
  }

  /// One entry of `restsOn`: the open choice, the reading the run did not take, and what that
  /// reading gives (outcome, screens popped, hazards).
  static func otherReading(_ reading: OtherReading) -> JSONOutput {
    .object([
      ("choice", .string(reading.choice.rawValue)),
      ("other", .string(reading.other)),
      ("outcome", .string(reading.outcome.rawValue)),
      ("screensPopped", .number(Double(reading.runSummary.screensPopped))),
      ("hazards", .array(reading.runSummary.hazards.map { .string($0.rawValue) })),
    ])
  }

  static func transition(_ record: TransitionRecord) -> JSONOutput {
    .object([
      ("kind", .string(record.kind.rawValue)),
      ("interactive", .bool(record.interactive)),
      ("result", .string(record.result.rawValue)),
      ("began", .number(record.began)),
      ("decided", optional(record.decided)),
      ("settled", optional(record.settled)),
      ("drivenBy", drivenBy(record.drivenBy)),
    ])
  }

  /// `{"recognizer": "system-content-pan", "owner": "uikit"}`, or `null`.
  static func drivenBy(_ driver: DrivenBy?) -> JSONOutput {
    guard let driver else { return .null }
    return .object([("recognizer", .string(driver.recognizer.description)), ("owner", .string(driver.owner.rawValue))])
  }

  /// One frame of the timeline.
  public static func frame(_ frame: Frame) -> JSONOutput {
    .object([
      ("t", .number(frame.t)),
      ("progress", .number(frame.progress)),
      ("topX", .number(frame.topX)),
      ("underX", optional(frame.underX)),
      ("dim", .number(frame.dim)),
      ("shadow", .bool(frame.shadow)),
      ("overlay", frame.overlay.map(overlay) ?? .null),
      ("stack", .array(frame.stack.map { .string($0) })),
      ("scrollOffsets", .array(frame.scrollOffsets.map { entry in
        .object([("screen", .string(entry.screen)), ("id", .string(entry.id)), ("x", .number(entry.offset.x)), ("y", .number(entry.offset.y))])
      })),
    ])
  }

  /// An overlay: its path as data, fill, rule, icon and offset.
  public static func overlay(_ overlay: Overlay) -> JSONOutput {
    func point(_ p: Point) -> JSONOutput { .array([.number(p.x), .number(p.y)]) }
    let path: [JSONOutput] = overlay.path.map { element in
      switch element {
      case .move(let to): .object([("op", "move"), ("to", point(to))])
      case .line(let to): .object([("op", "line"), ("to", point(to))])
      case .quadCurve(let to, let control): .object([("op", "quadCurve"), ("to", point(to)), ("control", point(control))])
      case .close: .object([("op", "close")])
      }
    }
    var members: [(key: String, value: JSONOutput)] = [
      ("path", .array(path)),
      ("fill", color(overlay.fill)),
      ("fillRule", .string(overlay.fillRule.rawValue)),
      ("offsetX", .number(overlay.offsetX)),
    ]
    if let icon = overlay.icon {
      members.append(("icon", .object([
        ("name", .string(icon.name)),
        ("frame", .array([.number(icon.frame.x), .number(icon.frame.y), .number(icon.frame.width), .number(icon.frame.height)])),
        ("tint", icon.tint.map(color) ?? .null),
      ])))
    }
    return .object(members)
  }

  static func color(_ color: RGBA) -> JSONOutput {
    let hex = String(color.hex, radix: 16, uppercase: false)
    return .object([("rgb", .string("#" + String(repeating: "0", count: 6 - hex.count) + hex)), ("alpha", .number(color.alpha))])
  }

  static func optional(_ value: Double?) -> JSONOutput { value.map { .number($0) } ?? .null }
}
