import BackStrategies
import BackStrategiesSupport

/// Reads a CSV recording into strokes: any columns (``CSVColumns``), strokes from an id
/// column (one or several: a new stroke whenever the id changes), from a phase column
/// (`began` starts one, `ended` or `cancelled` ends it), or from gaps in time longer than
/// `--gap` when there is neither.
package struct CSVRecordingReader {
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
    var reader = CSVRecordingReader(source: source, columns: given, gap: gap, pixels: forcedPixels)
    for (number, text) in lines { try reader.read(line: number, text) }
    return try reader.finish()
  }

  /// How messages name the input.
  package let source: String
  /// `--columns`, or `nil` to read the header.
  private let given: CSVColumns?
  /// `--gap`.
  private let gap: Double?
  /// Positions are pixels whatever the header says (`--scale`).
  private let forcedPixels: Bool

  /// What is read so far.
  private var recording = Recording()
  /// Blank and comment lines, counted apart from the rows' reasons and listed first, as a
  /// reader that kept every line counted them before reading any row.
  private var lineSkips = SkipTally()
  /// The columns, known from the first data row on.
  private var layout: Layout?
  /// The first error of the rows (a header that names no column, a value that is not a
  /// number), thrown at the end: a line whose quotes do not close, anywhere in the file, is
  /// reported before it, as when every line's fields were split before any row was read.
  private var rowError: ImportError?
  private var current: RecordedStroke?
  private var currentKey: [String]?

  /// Where the columns are, found at the first data row.
  private struct Layout {
    var header: [String]?
    var tIndex: Int
    var xIndex: Int
    var yIndex: Int
    var strokeIndices: [Int]
    var phaseIndex: Int?
    var needed: Int
    var gapTicks: Double
  }

  /// A reader of the CSV recording `source`; lines are given one by one (``read(line:_:)``),
  /// then ``finish()``.
  package init(source: String, columns given: CSVColumns?, gap: Double?, pixels forcedPixels: Bool) {
    self.source = source
    self.given = given
    self.gap = gap
    self.forcedPixels = forcedPixels
  }

  /// Reads one line.
  ///
  /// - Throws: an invalid-data error for a quoted field that is not closed; other errors are
  ///   kept for ``finish()``.
  package mutating func read(line number: Int, _ text: String) throws(ImportError) {
    let trimmed = text.trimmingSpaces()
    if trimmed.isEmpty {
      lineSkips.add("blank")
      return
    }
    if trimmed.hasPrefix("#") {
      lineSkips.add("comment", plural: "comments")
      return
    }
    let fields = try Self.fields(of: text, line: number, source: source)
    guard rowError == nil else { return }
    do throws(ImportError) {
      if let layout {
        try row(number, fields, layout)
      } else {
        layout = try firstRow(number, fields)
      }
    } catch {
      rowError = error
    }
  }

  /// The recording read.
  ///
  /// - Throws: the first error of the rows, or an invalid-data error when there is no data row.
  package mutating func finish() throws(ImportError) -> Recording {
    if let rowError { throw rowError }
    guard let layout else { throw ImportError(.recording, "\(source): the recording holds no data row") }
    if layout.phaseIndex != nil && layout.strokeIndices.isEmpty && current != nil { current!.truncated = true }
    close()
    var skipped = lineSkips
    skipped.add(recording.skipped)
    recording.skipped = skipped
    return recording
  }

  /// The first data row: a header (every field not a number) or the first sample; finds the columns.
  private mutating func firstRow(_ number: Int, _ fields: [String]) throws(ImportError) -> Layout {
    let isHeader = fields.allSatisfy { Double($0) == nil }
    let header = isHeader ? fields : nil
    var columns: CSVColumns
    if let given {
      columns = given
      recording.pixels = forcedPixels
    } else {
      guard let found = CSVColumns.defaults(header: header, fieldCount: fields.count) else {
        throw ImportError(
          .recording,
          "\(source): line \(number): the header (\(fields.joined(separator: ","))) names no t, x and y columns; say which with --columns t=NAME[:ms],x=NAME,y=NAME",
          pointsToHelp: true)
      }
      columns = found.columns
      recording.pixels = found.pixels || forcedPixels
    }
    let source = self.source
    func index(_ reference: CSVColumns.Reference, _ role: String) throws(ImportError) -> Int {
      guard let index = reference.index(in: header) else {
        let known = header.map { " (columns: \($0.joined(separator: ", ")))" } ?? " (the file has no header; give positions from 1)"
        throw ImportError(.recording, "\(source): line \(number): no column '\(reference.text)' for \(role)\(known)")
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
    recording.secondsPerTick = columns.unit.seconds
    if !strokeIndices.isEmpty {
      recording.kind = "strokes by " + strokeIndices.map { names.indices.contains($0) ? names[$0] : "column \($0 + 1)" }.joined(separator: "+")
    } else if phaseIndex != nil {
      recording.kind = "strokes by phase"
    } else {
      recording.kind = "strokes split at gaps over \(NumberFormatting.short(gap ?? Self.defaultGap, 3)) s"
    }
    let layout = Layout(
      header: header, tIndex: tIndex, xIndex: xIndex, yIndex: yIndex, strokeIndices: strokeIndices, phaseIndex: phaseIndex,
      needed: ([tIndex, xIndex, yIndex] + strokeIndices + (phaseIndex.map { [$0] } ?? [])).max()!,
      gapTicks: (gap ?? Self.defaultGap) / columns.unit.seconds)
    // A first row that is not a header is the first sample.
    if !isHeader { try row(number, fields, layout) }
    return layout
  }

  private mutating func close() {
    if let stroke = current { recording.strokes.append(stroke) }
    current = nil
  }

  /// One data row after the first.
  private mutating func row(_ lineNumber: Int, _ fields: [String], _ layout: Layout) throws(ImportError) {
    let source = self.source
    let names = layout.header ?? []
    func columnName(_ index: Int) -> String { index < names.count ? "'\(names[index])'" : "column \(index + 1)" }
    if let header = layout.header, fields == header {
      recording.skipped.add("repeated header", plural: "repeated headers")
      return
    }
    let needed = layout.needed
    guard fields.count > needed else {
      throw ImportError(
        .recording,
        "\(source): line \(lineNumber): \(columnName(needed)): missing (the row has \(Plural.count(fields.count, "field")), \(needed + 1) needed)")
    }
    func value(_ index: Int) throws(ImportError) -> Double {
      let text = fields[index]
      guard let value = Double(text), value.isFinite else {
        throw ImportError(.recording, "\(source): line \(lineNumber): \(columnName(index)): expected a number, found '\(text.prefix(40))'")
      }
      return value
    }
    let sample = RecordedSample(
      ticks: try value(layout.tIndex), x: try value(layout.xIndex), y: try value(layout.yIndex), line: lineNumber)
    var phase: CSVPhase?
    if let phaseIndex = layout.phaseIndex {
      guard let parsed = CSVPhase(fields[phaseIndex]) else {
        throw ImportError(
          .recording,
          "\(source): line \(lineNumber): \(columnName(phaseIndex)): unknown phase '\(fields[phaseIndex].prefix(40))' (expected began, moved, ended, cancelled, or an Android action code 0-3)")
      }
      if case .other(let singular, let plural) = parsed {
        recording.skipped.add(singular, plural: plural)
        return
      }
      phase = parsed
    }
    let strokeIndices = layout.strokeIndices
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
          recording.skipped.add("row with no finger down (before a began)", plural: "rows with no finger down (before a began)")
          return
        }
        current!.samples.append(sample)
        if touch == .ended || touch == .cancelled {
          current!.cancelled = touch == .cancelled
          close()
        }
      case .other: break
      }
    } else {
      if let last = current?.samples.last, sample.ticks - last.ticks > layout.gapTicks || sample.ticks < last.ticks { close() }
      if current == nil { current = RecordedStroke(samples: []) }
      current!.samples.append(sample)
    }
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
