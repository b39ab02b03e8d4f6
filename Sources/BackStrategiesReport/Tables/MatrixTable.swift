import BackStrategies
import BackStrategiesSupport

/// Renders a `ComparisonMatrix` as a fixed-width table: one row per trace, one column per
/// strategy, in each cell the `Verdict` mark (`✓` right, `✗` wrong, `!` hazard), the outcome
/// and hazard letters, or `n/a` where the strategy does not claim the scenario's convention; a last row with each strategy's total of right verdicts; a legend.
///
/// Columns are numbered (`[1]`, `[2]`, …) and named in the legend, so the table stays within
/// `TextWrapping/terminalWidth` columns; when there are too many strategies for one table the
/// columns are split into blocks that each fit.
public enum MatrixTable {
  /// The text of the table, ending in a newline.
  public static func render(_ matrix: ComparisonMatrix, width: Int = TextWrapping.terminalWidth) -> String {
    var cells: [[String]] = matrix.rows.map { row in row.results.map(cellText) }
    cells.append(totals(matrix).map { "\($0.right)/\($0.judged)" })
    var lines = grid(matrix, cells: cells, width: width)
    lines.append("")
    for (index, (label, total)) in zip(matrix.strategies, totals(matrix)).enumerated() {
      lines.append(contentsOf: legendEntry("[\(index + 1)] \(label)", totalText(total), width: width))
    }
    lines.append("")
    lines.append(contentsOf: legend(width: width))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Two releases side by side (`--ios 18,26`): the same scenarios and strategies run on each
  /// (`older` and `newer` have the same rows and columns). A cell the releases agree on shows
  /// once; a cell that changes shows the older release's, `→`, then the newer's
  /// (`✗-→✓pop`), and the legend counts them.
  public static func render(
    older: (ios: IOSVersion, matrix: ComparisonMatrix), newer: (ios: IOSVersion, matrix: ComparisonMatrix),
    width: Int = TextWrapping.terminalWidth
  ) -> String {
    var changed = 0
    var cells: [[String]] = zip(older.matrix.rows, newer.matrix.rows).map { pair in
      zip(pair.0.results, pair.1.results).map { before, after in
        // Releases are compared without the doubt mark: a cell changes when what it shows of the
        // run changes, and shows the mark when either release rests on an open choice.
        if before.cellText == after.cellText {
          return before.cellText + (before.restsOn.isEmpty && after.restsOn.isEmpty ? "" : doubtMark)
        }
        changed += 1
        return cellText(before) + changeMark + cellText(after)
      }
    }
    let olderTotals = totals(older.matrix)
    let newerTotals = totals(newer.matrix)
    cells.append(zip(olderTotals, newerTotals).map { a, b in
      let before = "\(a.right)/\(a.judged)"
      let after = "\(b.right)/\(b.judged)"
      return before == after ? before : before + changeMark + after
    })
    var lines = grid(newer.matrix, cells: cells, width: width)
    lines.append("")
    for (index, label) in newer.matrix.strategies.enumerated() {
      lines.append(
        contentsOf: legendEntry(
          "[\(index + 1)] \(label)",
          "\(older.ios.label): \(totalText(olderTotals[index])) · \(newer.ios.label): \(totalText(newerTotals[index]))",
          width: width))
    }
    lines.append("")
    // The changed cells grouped by the rule responsible, each scenario once per rule.
    var byRule: [(change: ReleaseChange, cells: [(scenario: String, columns: [Int])])] = []
    for (before, after) in zip(older.matrix.rows, newer.matrix.rows) {
      for (column, pair) in zip(before.results, after.results).enumerated() {
        guard let change = ReleaseChange(older: pair.0, newer: pair.1) else { continue }
        let group = byRule.firstIndex { $0.change == change } ?? byRule.count
        if group == byRule.count { byRule.append((change, [])) }
        if byRule[group].cells.last?.scenario == after.trace.name {
          byRule[group].cells[byRule[group].cells.count - 1].columns.append(column + 1)
        } else {
          byRule[group].cells.append((after.trace.name, [column + 1]))
        }
      }
    }
    if !byRule.isEmpty {
      lines.append("What changed on \(newer.ios.label), by the rule responsible:")
      for (change, cells) in byRule.sorted(by: { ReleaseChange.allCases.firstIndex(of: $0.change)! < ReleaseChange.allCases.firstIndex(of: $1.change)! }) {
        var title = TextWrapping.wrap(change.rule + ":", width: width, indent: "    ")
        if !title.isEmpty { title[0] = "  - " + title[0].dropFirst(4) }
        lines.append(contentsOf: title)
        let list = cells.map { "\($0.scenario) " + $0.columns.map { "[\($0)]" }.joined(separator: "") }.joined(separator: ", ")
        lines.append(contentsOf: TextWrapping.wrap(list, width: width, indent: "      "))
      }
      lines.append("")
    }
    let cellCount = newer.matrix.rows.reduce(0) { $0 + $1.results.count }
    lines.append(
      contentsOf: TextWrapping.wrap(
        "\(changeMark): the cell changes between \(older.ios.label) (left) and \(newer.ios.label) (right); \(changed) of \(cellCount) cells change. One scenario on both: strategy-compare run <scenario> --ios \(older.ios.number),\(newer.ios.number)",
        width: width))
    lines.append(contentsOf: legend(width: width))
    return lines.joined(separator: "\n") + "\n"
  }

  /// What joins the two releases' cells when they differ.
  public static let changeMark = "→"

  /// A column's legend entry: its label and totals on one line when they fit `width`,
  /// otherwise the totals on the lines below, indented.
  static func legendEntry(_ name: String, _ totals: String, width: Int) -> [String] {
    let line = name + "  " + totals
    if line.count <= width { return [line] }
    return [name] + TextWrapping.wrap(totals, width: width, indent: "    ")
  }

  static func totalText(_ total: Totals) -> String {
    "right \(total.right)/\(total.judged), wrong \(total.wrong), hazard \(total.hazard)"
      + (total.notApplicable == 0 ? "" : ", n/a \(total.notApplicable)")
      + (total.doubtful == 0 ? "" : ", \(doubtMark) \(total.doubtful)")
  }

  /// The scenario rows and numbered strategy columns, split into blocks that fit `width`.
  static func grid(_ matrix: ComparisonMatrix, cells: [[String]], width: Int) -> [String] {
    let nameWidth = max("scenario".count, totalRowName.count, matrix.rows.map(\.trace.name.count).max() ?? 0) + columnGap
    let intentWidth = max("intent".count, matrix.rows.map { intentText($0.trace.intent).count }.max() ?? 0) + columnGap
    let rowNames = matrix.rows.map(\.trace.name) + [totalRowName]
    let rowIntents = matrix.rows.map { intentText($0.trace.intent) } + [""]
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
      for rowIndex in rowNames.indices {
        var line = TextWrapping.pad(rowNames[rowIndex], nameWidth) + TextWrapping.pad(rowIntents[rowIndex], intentWidth)
        for column in block { line += TextWrapping.pad(cells[rowIndex][column], columnWidths[column]) }
        lines.append(trimmed(line))
      }
    }
    return lines
  }

  /// Spaces between columns: one, so five strategies fit 80 columns beside the longest
  /// scenario name.
  static let columnGap = 1

  /// The name of the totals row.
  static let totalRowName = "right (of judged)"

  /// The intent as the table shows it: its name as the trace format spells it (`backToRoot`).
  static func intentText(_ intent: Intent?) -> String { intent?.rawValue ?? "-" }

  /// One strategy's verdicts over a matrix' labelled rows: right, wrong and hazard of the
  /// `judged` ones, and the `n/a` cells left out of them.
  /// `doubtful` counts the strategy's cells that rest on an open choice (marked ``doubtMark``),
  /// rows without an intent included.
  public typealias Totals = (right: Int, wrong: Int, hazard: Int, judged: Int, notApplicable: Int, doubtful: Int)

  /// Each strategy's verdicts over the matrix' labelled rows (``Totals``).
  public static func totals(_ matrix: ComparisonMatrix) -> [Totals] {
    matrix.strategies.indices.map { column in
      var total: Totals = (right: 0, wrong: 0, hazard: 0, judged: 0, notApplicable: 0, doubtful: 0)
      for row in matrix.rows where column < row.results.count {
        if !row.results[column].restsOn.isEmpty { total.doubtful += 1 }
        guard let verdict = row.results[column].verdict else { continue }
        switch verdict {
        case .right: total.right += 1
        case .wrong: total.wrong += 1
        case .hazard: total.hazard += 1
        case .notApplicable: total.notApplicable += 1
        }
        if verdict.isJudged { total.judged += 1 }
      }
      return total
    }
  }

  /// The verdict mark (none without an intent), the outcome word and, after `+`, one marker
  /// letter per hazard: `✓pop`, `✗-`, `!cancel+F`; `n/a` alone where the strategy does not
  /// claim the scenario's convention.
  /// A cell whose result rests on an open choice of the model (`RunResult.restsOn`) ends in
  /// ``doubtMark``: `✓pop~`.
  public static func cellText(_ result: RunResult) -> String { result.cellText + (result.restsOn.isEmpty ? "" : doubtMark) }

  /// `~`: after a cell, the result would differ under another reading of an open choice.
  public static let doubtMark = "~"

  /// What the cell words and hazard letters mean.
  public static func legend(width: Int = TextWrapping.terminalWidth) -> [String] {
    let intents = "Intent: what the person meant (back, backToRoot, stay, scroll, none); the rule each verdict applies: " + Intent.allCases.map(\.rule).joined(separator: "; ") + "."
    let outcomes = "Outcomes: pop = popped one screen; root = popped to the root; cancel = began going back (a moving page, a bulge) but the stack is unchanged; - = nothing happened."
    let hazards = "Hazards (after +): " + Hazard.allCases.map { "\($0.marker) \($0.rawValue)" }.joined(separator: ", ") + "."
    let totals = "\(totalRowName): right verdicts of the rows with an intent, n/a cells left out; each strategy's line above adds its wrong and hazard verdicts, its n/a cells and its \(doubtMark) cells."
    let doubt = "\(doubtMark) after a cell: the result rests on an open choice of the model (a question UIKit's decompiled code leaves open): under the other reading its outcome, verdict or hazards would differ; `run` names the choice (\"rests on: …\")."
    return TextWrapping.wrap(Verdict.legend, width: width) + TextWrapping.wrap(intents, width: width)
      + TextWrapping.wrap(outcomes, width: width) + TextWrapping.wrap(hazards, width: width) + TextWrapping.wrap(totals, width: width)
      + TextWrapping.wrap(doubt, width: width)
  }

  static func trimmed(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
