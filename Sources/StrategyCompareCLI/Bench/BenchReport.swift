import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Prints benchmark rows as a table or as `backstrategies-bench/1` JSON.
enum BenchReport {
  /// What the figures were measured on.
  struct Header: Sendable {
    var build: String
    var cores: Int
    var quick: Bool
    var workload: String
    var warmUps: Int
    var repetitions: Int
    var checksum: Int
    /// The tool that measured: its name and version (``ToolVersion/text``).
    var tool = ToolVersion.text
  }

  /// `release` or `debug`: debug figures are not worth quoting.
  static var buildKind: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  static func rate(_ row: BenchCommand.Row) -> Double { row.work / max(row.measurement.median, 1e-12) }

  static func human(_ value: Double) -> String {
    if value >= 1e6 { return NumberFormatting.fixed(value / 1e6, 2) + " M" }
    if value >= 1e3 { return NumberFormatting.fixed(value / 1e3, 1) + " k" }
    return NumberFormatting.fixed(value, 1) + " "
  }

  static func milliseconds(_ seconds: Double) -> String { NumberFormatting.fixed(seconds * 1000, 2) }

  /// Widest line of the table: every line fits, so that the report reads in a terminal of
  /// 100 columns and quotes in an issue or a document without wrapping.
  static let lineWidth = 100
  /// Column widths of the table: section, name, median, spread, rate and ÷ floor; they add
  /// up to ``lineWidth``. A longer name stands on a line of its own, the figures under it.
  static let columns = (section: 12, name: 37, median: 10, spread: 16, rate: 17, floor: 8)
  /// Where a row's note starts: under the name, two spaces in.
  static let noteIndent = String(repeating: " ", count: columns.section + 2)

  static func table(header: Header, rows: [BenchCommand.Row], targets: [BenchTargets.Summary] = []) -> String {
    var lines = [
      "\(header.tool) bench: \(header.build) build, \(header.cores) cores\(header.quick ? ", --quick" : "")",
      "workload: \(header.workload)",
      "each figure: median of \(header.repetitions) runs after \(header.warmUps) warm-up(s); spread = fastest–slowest",
    ]
    if header.build != "release" {
      lines.append("warning: a debug build; quote figures from 'swift run -c release strategy-compare bench'")
    }
    lines.append("")
    let widths = columns
    lines.append(
      TextWrapping.pad("section", widths.section) + TextWrapping.pad("name", widths.name)
        + TextWrapping.padLeft("median ms", widths.median) + TextWrapping.padLeft("spread ms", widths.spread)
        + TextWrapping.padLeft("rate", widths.rate) + TextWrapping.padLeft("÷ floor", widths.floor))
    for row in rows {
      let section = TextWrapping.pad(row.section, widths.section)
      // A name that fills its column leaves no space before the figures: it gets a line alone.
      let nameFits = row.name.count < widths.name
      // The figures of a row whose name stands alone go on the next line, under the name.
      let lead = nameFits ? section + TextWrapping.pad(row.name, widths.name) : String(repeating: " ", count: widths.section + widths.name)
      if !nameFits { lines += nameLines(section: section, name: row.name) }
      if row.measurement.seconds.isEmpty {
        // No time: the note is the figure, on the row's line when it fits.
        let note = row.note ?? ""
        if nameFits && lead.count + note.count <= lineWidth {
          lines.append(lead + note)
        } else {
          if nameFits { lines += nameLines(section: section, name: row.name) }
          lines += TextWrapping.wrap(note, width: lineWidth, indent: noteIndent)
        }
        continue
      }
      let spread = milliseconds(row.measurement.fastest) + "–" + milliseconds(row.measurement.slowest)
      let figures =
        TextWrapping.padLeft(milliseconds(row.measurement.median), widths.median) + TextWrapping.padLeft(spread, widths.spread)
        + TextWrapping.padLeft(human(rate(row)) + row.unit + "/s", widths.rate)
        + TextWrapping.padLeft(row.ratioToFloor.map { NumberFormatting.fixed($0, 2) } ?? "", widths.floor)
      lines.append(trimmingTrailingSpaces(lead + figures))
      if let note = row.note { lines += TextWrapping.wrap(note, width: lineWidth, indent: noteIndent) }
    }
    if !targets.isEmpty {
      lines.append("")
      lines.append("targets (docs/performance.md says where each comes from)")
      let width = (targets.map { $0.name.count }.max() ?? 0) + 2
      let detailIndent = String(repeating: " ", count: 2 + width + targetVerdictWidth)
      for target in targets {
        let verdict = target.met.map { $0 ? "met" : "not met" } ?? "not measured"
        let detail = TextWrapping.wrap(target.detail, width: lineWidth, indent: detailIndent)
        let first = detail.first.map { String($0.dropFirst(detailIndent.count)) } ?? ""
        lines.append("  " + TextWrapping.pad(target.name, width) + TextWrapping.pad(verdict, targetVerdictWidth) + first)
        lines += detail.dropFirst()
      }
    }
    lines.append("")
    lines.append("checksum \(header.checksum) (proves the work was done; compare runs only on the same workload)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A name on lines of its own, wrapped under the name column (a baseline's path whole on
  /// its line when it fits), the section at the start of the first.
  static func nameLines(section: String, name: String) -> [String] {
    let indent = String(repeating: " ", count: columns.section)
    var wrapped = TextWrapping.wrap(name, width: lineWidth, indent: indent)
    if let first = wrapped.first { wrapped[0] = section + first.dropFirst(indent.count) }
    return wrapped
  }

  /// Width of the verdict column of the targets (`not measured` and two spaces).
  static let targetVerdictWidth = 14

  /// `text` without the spaces a padded empty column leaves at its end.
  static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }

  /// The JSON report's format name.
  static let format = "backstrategies-bench/1"

  static func json(header: Header, rows: [BenchCommand.Row], targets: [BenchTargets.Summary] = []) -> String {
    let document: JSONOutput = .object([
      ("format", .string(format)),
      ("tool", .string(header.tool)),
      ("build", .string(header.build)),
      ("cores", .number(Double(header.cores))),
      ("quick", .bool(header.quick)),
      ("workload", .string(header.workload)),
      ("warmUps", .number(Double(header.warmUps))),
      ("repetitions", .number(Double(header.repetitions))),
      ("rows", .array(rows.map { row in
        .object([
          ("section", .string(row.section)), ("name", .string(row.name)),
          ("medianSeconds", .number(row.measurement.median)), ("fastestSeconds", .number(row.measurement.fastest)),
          ("slowestSeconds", .number(row.measurement.slowest)), ("work", .number(row.work)), ("unit", .string(row.unit)),
          ("ratePerSecond", row.measurement.seconds.isEmpty ? .null : .number(rate(row))),
          ("ratioToFloor", row.ratioToFloor.map { .number($0) } ?? .null),
          ("note", row.note.map { .string($0) } ?? .null),
        ])
      })),
      ("targets", .array(targets.map { target in
        .object([
          ("name", .string(target.name)), ("value", target.value.map { .number($0) } ?? .null),
          ("target", .number(target.goal)), ("met", target.met.map { .bool($0) } ?? .null),
          ("detail", .string(target.detail)),
        ])
      })),
    ])
    return document.render(pretty: true) + "\n"
  }
}
