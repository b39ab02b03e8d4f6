import BackStrategies
import BackStrategiesSupport

/// Turns recorded strokes into validated traces: one per stroke (or one for the whole
/// recording), named `PREFIX-N` (or `PREFIX-GROUP-N` for a CSV stroke key of several columns)
/// so that a corpus groups them, in the given scene and with the given intent.
package struct TraceAssembler {
  /// Points and seconds.
  package let mapping: ImportMapping
  /// The scene of every trace.
  package let scene: SceneSpec
  /// The intent of every trace.
  package let intent: Intent?
  /// The name prefix.
  package let prefix: String
  /// How messages name the input.
  package let source: String
  /// How summaries describe the recording: `getevent, multi-touch protocol B`.
  package let description: String

  /// The traces of `strokes`.
  ///
  /// - Throws: an invalid-data error naming the line of the sample that breaks a rule of the
  ///   trace format (a touch far outside the screen, a trace longer than ten minutes).
  package func traces(_ strokes: [RecordedStroke], whole: Bool) throws(ImportError) -> [Trace] {
    var traces: [Trace] = []
    try forEachTrace(strokes, whole: whole) { (trace: Trace) throws(ImportError) in traces.append(trace) }
    return traces
  }

  /// Gives `body` the traces of `strokes` one at a time, as ``traces(_:whole:)`` lists them.
  ///
  /// - Throws: as ``traces(_:whole:)``, once the traces before the invalid one were given; or
  ///   what `body` throws.
  package func forEachTrace(
    _ strokes: [RecordedStroke], whole: Bool, _ body: (Trace) throws(ImportError) -> Void
  ) throws(ImportError) {
    if whole {
      guard let origin = strokes.first?.samples.first?.ticks else { return }
      var touches: [TouchSample] = []
      var lines: [Int] = []
      for stroke in strokes { append(stroke, from: origin, to: &touches, lines: &lines) }
      let truncated = strokes.last?.truncated == true
      let summary = "Imported from \(description): \(Plural.count(strokes.count, "stroke"))"
        + (truncated ? "; the recording ends with the finger down" : "") + "."
      try body(try validated(Trace(name: prefix, summary: summary, intent: intent, scene: scene, touches: touches), lines: lines))
      return
    }
    var numbers: [String: Int] = [:]
    for stroke in strokes {
      guard let origin = stroke.samples.first?.ticks else { continue }
      var touches: [TouchSample] = []
      var lines: [Int] = []
      append(stroke, from: origin, to: &touches, lines: &lines)
      let stem = stroke.group.map { prefix + "-" + Self.nameSafe($0) } ?? prefix
      numbers[stem, default: 0] += 1
      let lineRange = "\(lines.first ?? 0)-\(lines.last ?? 0)"
      let summary = "Imported from \(description), lines \(lineRange)"
        + (stroke.truncated ? "; the recording ends with the finger down" : "") + "."
      let trace = Trace(name: "\(stem)-\(numbers[stem]!)", summary: summary, intent: intent, scene: scene, touches: touches)
      try body(try validated(trace, lines: lines))
    }
  }

  /// Appends one stroke's samples: the first `began`, the last `ended` (or `cancelled`), the
  /// others `moved`; a one-sample stroke lifts where it touched down.
  private func append(_ stroke: RecordedStroke, from origin: Double, to touches: inout [TouchSample], lines: inout [Int]) {
    var samples = stroke.samples
    if samples.count == 1 { samples.append(samples[0]) }
    for (index, sample) in samples.enumerated() {
      let phase: TouchPhase =
        index == 0 ? .began : index == samples.count - 1 ? (stroke.cancelled ? .cancelled : .ended) : .moved
      let point = mapping.point(sample)
      touches.append(TouchSample(t: mapping.time(sample, from: origin), x: point.x, y: point.y, phase: phase))
      lines.append(sample.line)
    }
  }

  /// `trace`, validated; an error on `touches[i]` is reported at the line sample `i` came from.
  private func validated(_ trace: Trace, lines: [Int]) throws(ImportError) -> Trace {
    do throws(TraceError) {
      try trace.validate()
      return trace
    } catch {
      let prefix = "touches["
      if error.place.hasPrefix(prefix), let close = error.place.firstIndex(of: "]"),
        let index = Int(error.place[error.place.index(error.place.startIndex, offsetBy: prefix.count)..<close]), lines.indices.contains(index)
      {
        var field = String(error.place[error.place.index(after: close)...])
        if field.hasPrefix(".") { field.removeFirst() }
        return try fail("\(source): line \(lines[index]): \(field.isEmpty ? "sample" : field): \(error.message) (trace \(trace.name))")
      }
      return try fail("\(source): \(trace.name): \(error)")
    }
  }

  private func fail(_ message: String) throws(ImportError) -> Trace {
    throw ImportError(.recording, message)
  }

  /// `text` with every character that is not a letter, digit, `_` or `.` turned into `-`, so
  /// that it can be part of a trace name.
  package static func nameSafe(_ text: String) -> String {
    let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") ? $0 : "-" })
    return mapped.isEmpty ? "none" : mapped
  }
}
