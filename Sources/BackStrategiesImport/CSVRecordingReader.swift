import BackStrategies
import BackStrategiesSupport

/// Reads a CSV recording into strokes: any columns (``CSVColumns``), strokes from an id
/// column (one or several: a new stroke whenever the id changes), from a phase column
/// (`began` starts one, `ended` or `cancelled` ends it), or from gaps in time longer than
/// `--gap` when there is neither.
package enum CSVRecordingReader {
  /// Gap in time that starts a new stroke when the file has neither a stroke nor a phase
  /// column and `--gap` is not given, in seconds: 0.25 s is many sample intervals even at a
  /// slow 30 Hz (33 ms) yet shorter than the pause between two separate swipes.
  package static let defaultGap = 0.25

  /// The strokes of the file's lines.
  ///
  /// - Throws: an invalid-data error naming `source`, the line and the column at fault.
  package static func read(
    _ lines: [(number: Int, text: String)], source: String, columns given: CSVColumns?, gap: Double?, pixels forcedPixels: Bool
  ) throws(ImportError) -> Recording {
    var recording = Recording()
    var rows: [(number: Int, fields: [String])] = []
    for (number, text) in lines {
      let trimmed = text.trimmingSpaces()
      if trimmed.isEmpty {
        recording.skipped.add("blank")
      } else if trimmed.hasPrefix("#") {
        recording.skipped.add("comments")
      } else {
        rows.append((number, try fields(of: text, line: number, source: source)))
      }
    }
    guard let first = rows.first else { throw ImportError(.recording, "\(source): the recording holds no data row") }
    let isHeader = first.fields.allSatisfy { Double($0) == nil }
    let header = isHeader ? first.fields : nil
    if isHeader {
      rows.removeFirst()
    }
    var columns: CSVColumns
    if let given {
      columns = given
      recording.pixels = forcedPixels
    } else {
      guard let found = CSVColumns.defaults(header: header, fieldCount: first.fields.count) else {
        throw ImportError(
          .recording,
          "\(source): line \(first.number): the header (\(first.fields.joined(separator: ","))) names no t, x and y columns; say which with --columns t=NAME[:ms],x=NAME,y=NAME",
          pointsToHelp: true)
      }
      columns = found.columns
      recording.pixels = found.pixels || forcedPixels
    }
    func index(_ reference: CSVColumns.Reference, _ role: String) throws(ImportError) -> Int {
      guard let index = reference.index(in: header) else {
        let known = header.map { " (columns: \($0.joined(separator: ", ")))" } ?? " (the file has no header; give positions from 1)"
        throw ImportError(.recording, "\(source): line \(first.number): no column '\(reference.text)' for \(role)\(known)")
      }
      return index
    }
    let tIndex = try index(columns.time, "t")
    let xIndex = try index(columns.x, "x")
    let yIndex = try index(columns.y, "y")
    var strokeIndices: [Int] = []
    for reference in columns.stroke { strokeIndices.append(try index(reference, "stroke")) }
    let phaseIndex: Int?
    if let phase = columns.phase { phaseIndex = try index(phase, "phase") } else { phaseIndex = nil }
    let names = header ?? []
    func columnName(_ index: Int) -> String { index < names.count ? "'\(names[index])'" : "column \(index + 1)" }
    recording.secondsPerTick = columns.unit.seconds
    let gapTicks = (gap ?? defaultGap) / columns.unit.seconds
    if !strokeIndices.isEmpty {
      recording.kind = "strokes by " + strokeIndices.map { names.indices.contains($0) ? names[$0] : "column \($0 + 1)" }.joined(separator: "+")
    } else if phaseIndex != nil {
      recording.kind = "strokes by phase"
    } else {
      recording.kind = "strokes split at gaps over \(NumberFormatting.short(gap ?? defaultGap, 3)) s"
    }

    var current: RecordedStroke?
    var currentKey: [String]?
    func close() {
      if let stroke = current { recording.strokes.append(stroke) }
      current = nil
    }
    let needed = ([tIndex, xIndex, yIndex] + strokeIndices + (phaseIndex.map { [$0] } ?? [])).max()!
    for (lineNumber, fields) in rows {
      if let header, fields == header {
        recording.skipped.add("repeated headers")
        continue
      }
      guard fields.count > needed else {
        throw ImportError(.recording, "\(source): line \(lineNumber): \(columnName(needed)): missing (the row has \(fields.count) fields, \(needed + 1) needed)")
      }
      func value(_ index: Int) throws(ImportError) -> Double {
        let text = fields[index]
        guard let value = Double(text), value.isFinite else {
          throw ImportError(.recording, "\(source): line \(lineNumber): \(columnName(index)): expected a number, found '\(text.prefix(40))'")
        }
        return value
      }
      let sample = RecordedSample(ticks: try value(tIndex), x: try value(xIndex), y: try value(yIndex), line: lineNumber)
      var phase: CSVPhase?
      if let phaseIndex {
        guard let parsed = CSVPhase(fields[phaseIndex]) else {
          throw ImportError(
            .recording,
            "\(source): line \(lineNumber): \(columnName(phaseIndex)): unknown phase '\(fields[phaseIndex].prefix(40))' (expected began, moved, ended, cancelled, or an Android action code 0-3)")
        }
        if case .other(let reason) = parsed {
          recording.skipped.add(reason)
          continue
        }
        phase = parsed
      }
      if !strokeIndices.isEmpty {
        let key = strokeIndices.map { fields[$0] }
        if key != currentKey {
          close()
          currentKey = key
          current = RecordedStroke(samples: [], group: strokeIndices.count > 1 ? key[0] : nil)
        }
        current!.samples.append(sample)
        if phase == .touch(.cancelled) { current!.cancelled = true }
      } else if let phase {
        switch phase {
        case .touch(.began):
          if current != nil {
            current!.truncated = true
            close()
          }
          current = RecordedStroke(samples: [sample])
        case .touch(let touch):
          guard current != nil else {
            recording.skipped.add("rows with no finger down (before a began)")
            continue
          }
          current!.samples.append(sample)
          if touch == .ended || touch == .cancelled {
            current!.cancelled = touch == .cancelled
            close()
          }
        case .other: break
        }
      } else {
        if let last = current?.samples.last, sample.ticks - last.ticks > gapTicks || sample.ticks < last.ticks { close() }
        if current == nil { current = RecordedStroke(samples: []) }
        current!.samples.append(sample)
      }
    }
    if phaseIndex != nil && strokeIndices.isEmpty && current != nil { current!.truncated = true }
    close()
    return recording
  }

  /// The fields of one line: separated by commas, spaces around them trimmed, a field in
  /// double quotes may hold commas (`""` is a quote).
  package static func fields(of text: String, line: Int, source: String) throws(ImportError) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var wasQuoted = false
    var iterator = text.makeIterator()
    while let character = iterator.next() {
      if quoted {
        if character == "\"" {
          quoted = false
        } else {
          field.append(character)
        }
      } else if character == "\"" {
        if wasQuoted { field.append("\"") }
        quoted = true
        wasQuoted = true
      } else if character == "," {
        fields.append(wasQuoted ? field : field.trimmingSpaces())
        field = ""
        wasQuoted = false
      } else {
        field.append(character)
      }
    }
    if quoted { throw ImportError(.recording, "\(source): line \(line): a quoted field is not closed") }
    fields.append(wasQuoted ? field : field.trimmingSpaces())
    return fields
  }
}
