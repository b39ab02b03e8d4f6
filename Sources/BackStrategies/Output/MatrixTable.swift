/// Renders a ``ComparisonMatrix`` as a fixed-width table: one row per trace, one column per
/// strategy, the outcome in each cell with hazard markers, and a legend.
///
/// Columns are numbered (`[1]`, `[2]`, …) and named in the legend, so the table stays within
/// ``TextWrapping/terminalWidth`` columns; when there are too many strategies for one table the
/// columns are split into blocks that each fit.
public enum MatrixTable {
  /// The text of the table, ending in a newline.
  public static func render(_ matrix: ComparisonMatrix, width: Int = TextWrapping.terminalWidth) -> String {
    let nameWidth = max("scenario".count, matrix.rows.map(\.trace.name.count).max() ?? 0) + columnGap
    let intentWidth = max("intent".count, matrix.rows.map { intentText($0.trace.intent).count }.max() ?? 0) + columnGap
    let cells: [[String]] = matrix.rows.map { $0.results.map(cellText) }
    let columnWidths = matrix.strategies.indices.map { column in
      max("[\(column + 1)]".count, cells.map { $0[column].count }.max() ?? 0) + columnGap
    }
    var blocks: [[Int]] = [[]]
    var used = nameWidth + intentWidth
    for column in matrix.strategies.indices {
      if !blocks[blocks.count - 1].isEmpty && used + columnWidths[column] > width {
        blocks.append([])
        used = nameWidth + intentWidth
      }
      blocks[blocks.count - 1].append(column)
      used += columnWidths[column]
    }
    var lines: [String] = []
    for (blockIndex, block) in blocks.enumerated() where !block.isEmpty {
      if blockIndex > 0 { lines.append("") }
      var header = TextWrapping.pad("scenario", nameWidth) + TextWrapping.pad("intent", intentWidth)
      for column in block { header += TextWrapping.pad("[\(column + 1)]", columnWidths[column]) }
      lines.append(trimmed(header))
      for (rowIndex, row) in matrix.rows.enumerated() {
        var line = TextWrapping.pad(row.trace.name, nameWidth) + TextWrapping.pad(intentText(row.trace.intent), intentWidth)
        for column in block { line += TextWrapping.pad(cells[rowIndex][column], columnWidths[column]) }
        lines.append(trimmed(line))
      }
    }
    lines.append("")
    for (index, label) in matrix.strategies.enumerated() { lines.append("[\(index + 1)] \(label)") }
    lines.append("")
    lines.append(contentsOf: legend(width: width))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Spaces between columns: one, so five strategies fit 80 columns beside the longest
  /// scenario name.
  static let columnGap = 1

  /// The intent as the table shows it: `backToRoot` is shortened to `home`.
  static func intentText(_ intent: Intent?) -> String {
    switch intent {
    case .backToRoot?: "home"
    case let other?: other.rawValue
    case nil: "-"
    }
  }

  /// The outcome word and, after `!`, one marker letter per hazard.
  public static func cellText(_ result: RunResult) -> String {
    let hazards = result.distinctHazards
    return result.outcome.cellText + (hazards.isEmpty ? "" : "!" + String(hazards.map(\.marker)))
  }

  /// What the cell words and hazard letters mean.
  public static func legend(width: Int = TextWrapping.terminalWidth) -> [String] {
    let intents = "Intent: what the person meant (back, home = back to the root, stay, scroll, none)."
    let outcomes = "Outcomes: pop = popped one screen; root = popped to the root; cancel = began going back (a moving page, a bulge) but the stack is unchanged; - = nothing happened."
    let hazards = "Hazards (after !): " + Hazard.allCases.map { "\($0.marker) \($0.rawValue)" }.joined(separator: ", ") + "."
    return TextWrapping.wrap(intents, width: width) + TextWrapping.wrap(outcomes, width: width)
      + TextWrapping.wrap(hazards, width: width)
  }

  static func trimmed(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
