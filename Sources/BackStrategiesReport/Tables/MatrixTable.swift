import BackStrategies
import BackStrategiesSupport

/// Renders a `ComparisonMatrix` as a fixed-width table: one row per trace, one column per
/// strategy, in each cell the `Verdict` mark (`✓` right, `✗` wrong, `!` hazard), the outcome
/// and hazard letters, or `n/a` where the strategy does not claim the scenario's convention; a last row with each strategy's total of right verdicts; a legend.
///
/// Columns are numbered (`[1]`, `[2]`, …) and named right under the table, so the table stays
/// within `TextWrapping/terminalWidth` columns; when there are too many strategies for one
/// table the columns are split into blocks that each fit, each block with its columns' names
/// under it. A pop that UIKit's own back swipe made for a strategy that installed its own
/// recogniser ends in ``uikitMark``.
public enum MatrixTable {
  /// The text of the table, ending in a newline; with `provenance`, what made it comes first
  /// (``Provenance/line``), for the line under the caller's title.
  public static func render(
    _ matrix: ComparisonMatrix, width: Int = TextWrapping.terminalWidth, provenance: Provenance? = nil
  ) -> String {
    var cells: [[String]] = matrix.rows.map { row in row.results.map(cellText) }
    cells.append(totals(matrix).map { "\($0.right)/\($0.judged)" })
    let popsByUIKit = uikitPops(matrix)
    let names = zip(matrix.strategies, totals(matrix)).enumerated().map { index, pair in
      legendEntry("[\(index + 1)] \(pair.0)", totalText(pair.1, uikitPops: popsByUIKit[index]), width: width)
    }
    var lines = provenance.map { TextWrapping.wrap($0.line, width: width) + [""] } ?? []
    lines += grid(matrix, cells: cells, names: names, width: width)
    lines.append("")
    lines.append(contentsOf: legend(width: width))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Two releases side by side (`--ios 18,26`): the same scenarios and strategies run on each
  /// (`older` and `newer` have the same rows and columns). A cell the releases agree on shows
  /// once; a cell that changes shows the older release's, `→`, then the newer's
  /// (`✗-→✓pop`), and the legend counts them. With `provenance`, what made it comes first.
  public static func render(
    older: (ios: IOSVersion, matrix: ComparisonMatrix), newer: (ios: IOSVersion, matrix: ComparisonMatrix),
    width: Int = TextWrapping.terminalWidth, provenance: Provenance? = nil
  ) -> String {
    var changed = 0
    var cells: [[String]] = zip(older.matrix.rows, newer.matrix.rows).map { pair in
      zip(pair.0.results, pair.1.results).map { before, after in
        // Releases are compared without the doubt mark: a cell changes when what it shows of the
        // run changes, and shows the mark when either release rests on an open choice.
        if markedCell(before) == markedCell(after) {
          return markedCell(before) + (before.restsOn.isEmpty && after.restsOn.isEmpty ? "" : doubtMark)
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
    let olderPops = uikitPops(older.matrix)
    let newerPops = uikitPops(newer.matrix)
    let names = newer.matrix.strategies.enumerated().map { index, label in
      legendEntry(
        "[\(index + 1)] \(label)",
        "\(older.ios.label): \(totalText(olderTotals[index], uikitPops: olderPops[index])) · "
          + "\(newer.ios.label): \(totalText(newerTotals[index], uikitPops: newerPops[index]))",
        width: width)
    }
    var lines = provenance.map { TextWrapping.wrap($0.line, width: width) + [""] } ?? []
    lines += grid(newer.matrix, cells: cells, names: names, width: width)
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

  /// A column's totals in words, with its ``doubtMark`` cells and its ``uikitMark`` pops when
  /// it has any.
  static func totalText(_ total: Totals, uikitPops: Int = 0) -> String {
    "right \(total.right)/\(total.judged), wrong \(total.wrong), hazard \(total.hazard)"
      + (total.notApplicable == 0 ? "" : ", n/a \(total.notApplicable)")
      + (total.doubtful == 0 ? "" : ", \(doubtMark) \(total.doubtful)")
      + (uikitPops == 0 ? "" : ", \(uikitMark) \(uikitPops)")
  }

  /// The scenario rows and numbered strategy columns, split into blocks that fit `width`; under
  /// each block, the `names` (legend lines) of its columns.
  static func grid(_ matrix: ComparisonMatrix, cells: [[String]], names: [[String]], width: Int) -> [String] {
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
      lines.append("")
      for column in block where column < names.count { lines.append(contentsOf: names[column]) }
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
  /// ``doubtMark``: `✓pop~`; a pop UIKit made for the strategy (``poppedByUIKit(_:)``) ends in
  /// ``uikitMark`` before it: `✓pop^`.
  public static func cellText(_ result: RunResult) -> String { markedCell(result) + (result.restsOn.isEmpty ? "" : doubtMark) }

  /// The cell without its doubt mark: the outcome's `RunResult.cellText` and, for a pop UIKit
  /// made, ``uikitMark``.
  static func markedCell(_ result: RunResult) -> String { result.cellText + (poppedByUIKit(result) ? uikitMark : "") }

  /// `~`: after a cell, the result would differ under another reading of an open choice.
  public static let doubtMark = "~"

  /// `^`: after a cell, UIKit's own back swipe (its edge swipe or content swipe), not the
  /// recogniser the strategy installed, made the pop (``poppedByUIKit(_:)``).
  public static let uikitMark = "^"

  /// Whether UIKit's own recogniser made the pop of a strategy that installed one of its own:
  /// the result popped (one screen or to the root), the deciding pop's driver
  /// (`RunResult.drivenBy`) is UIKit's, and the strategy has a recogniser of its own. A
  /// strategy that installs none (it keeps UIKit's swipe) is never marked: UIKit's pop is its own.
  public static func poppedByUIKit(_ result: RunResult) -> Bool {
    guard result.outcome == .pop || result.outcome == .popToRoot, let driver = result.drivenBy else { return false }
    return driver.owner == .uikit && !result.strategyRecognizers.isEmpty
  }

  /// Each strategy's pops that UIKit made (``poppedByUIKit(_:)``), over the matrix' rows.
  public static func uikitPops(_ matrix: ComparisonMatrix) -> [Int] {
    matrix.strategies.indices.map { column in
      matrix.rows.filter { column < $0.results.count && poppedByUIKit($0.results[column]) }.count
    }
  }

  /// What the cell words and hazard letters mean.
  public static func legend(width: Int = TextWrapping.terminalWidth) -> [String] {
    let intents = "Intent: what the person meant (" + Intent.allCases.map(\.rawValue).joined(separator: ", ") + "); the rule each verdict applies: " + Intent.allCases.map(\.rule).joined(separator: "; ") + "."
    let outcomes = "Outcomes: pop = popped one screen; root = popped to the root; cancel = began going back (a moving page, a bulge) but the stack is unchanged; - = nothing happened."
    let hazards = "Hazards (after +): " + Hazard.allCases.map { "\($0.marker) \($0.rawValue)" }.joined(separator: ", ") + "."
    let totals = "\(totalRowName): right verdicts of the rows with an intent, n/a cells left out; each strategy's line above adds its wrong and hazard verdicts, its n/a cells, its \(doubtMark) cells and its \(uikitMark) pops."
    let doubt = "\(doubtMark) after a cell: the result rests on an open choice of the model (a question UIKit's decompiled code leaves open): under the other reading its outcome, verdict or hazards would differ; `run` names the choice (\"rests on: …\")."
    return TextWrapping.wrap(Verdict.legend, width: width) + TextWrapping.wrap(intents, width: width)
      + TextWrapping.wrap(outcomes, width: width) + TextWrapping.wrap(hazards, width: width) + TextWrapping.wrap(totals, width: width)
      + TextWrapping.wrap(doubt, width: width) + TextWrapping.wrap(uikitLegend, width: width)
  }

  /// What ``uikitMark`` means, as the legend says it.
  public static var uikitLegend: String {
    "\(uikitMark) after a cell: UIKit's own back swipe (its edge swipe or content swipe) made the pop, not the recogniser the strategy installed; the pop counts for the strategy, but UIKit did the work (`run` says \"popped by UIKit's …, not by the strategy's …\")."
  }

  static func trimmed(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
