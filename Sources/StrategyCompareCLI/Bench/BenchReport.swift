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

  static func table(header: Header, rows: [BenchCommand.Row], targets: [BenchTargets.Summary] = []) -> String {
    var lines = [
      "strategy-compare bench: \(header.build) build, \(header.cores) cores\(header.quick ? ", --quick" : "")",
      "workload: \(header.workload)",
      "each figure: median of \(header.repetitions) runs after \(header.warmUps) warm-up(s); spread = fastest–slowest",
    ]
    if header.build != "release" {
      lines.append("warning: a debug build; quote figures from 'swift run -c release strategy-compare bench'")
    }
    lines.append("")
    let nameWidth = max(28, rows.map { $0.name.count }.max() ?? 0) + 2
    let sectionWidth = max(8, rows.map { $0.section.count }.max() ?? 0) + 2
    lines.append(
      TextWrapping.pad("section", sectionWidth) + TextWrapping.pad("name", nameWidth) + TextWrapping.padLeft("median ms", 11)
        + TextWrapping.padLeft("spread ms", 17) + TextWrapping.padLeft("rate", 20) + TextWrapping.padLeft("÷ floor", 9))
    for row in rows {
      if row.measurement.seconds.isEmpty {
        lines.append(TextWrapping.pad(row.section, sectionWidth) + TextWrapping.pad(row.name, nameWidth) + (row.note ?? ""))
        continue
      }
      let spread = milliseconds(row.measurement.fastest) + "–" + milliseconds(row.measurement.slowest)
      lines.append(
        TextWrapping.pad(row.section, sectionWidth) + TextWrapping.pad(row.name, nameWidth)
          + TextWrapping.padLeft(milliseconds(row.measurement.median), 11) + TextWrapping.padLeft(spread, 17)
          + TextWrapping.padLeft(human(rate(row)) + row.unit + "/s", 20)
          + TextWrapping.padLeft(row.ratioToFloor.map { NumberFormatting.fixed($0, 2) } ?? "", 9)
          + (row.note.map { "  " + $0 } ?? ""))
    }
    if !targets.isEmpty {
      lines.append("")
      lines.append("targets (issue #28, restated by #45)")
      let width = (targets.map { $0.name.count }.max() ?? 0) + 2
      for target in targets {
        let verdict = target.met.map { $0 ? "met" : "not met" } ?? "not measured"
        lines.append("  " + TextWrapping.pad(target.name, width) + TextWrapping.pad(verdict, 14) + target.detail)
      }
    }
    lines.append("")
    lines.append("checksum \(header.checksum) (proves the work was done; compare runs only on the same workload)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON report's format name.
  static let format = "backstrategies-bench/1"

  static func json(header: Header, rows: [BenchCommand.Row], targets: [BenchTargets.Summary] = []) -> String {
    let document: JSONOutput = .object([
      ("format", .string(format)),
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
