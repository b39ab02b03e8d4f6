import BackStrategies
import BackStrategiesSupport

/// The outcome table of a comparison: per strategy its outcome, the reason that decided, its
/// times, hazards and metrics; as SVG text for standalone files and as an HTML table.
package enum OutcomeTable {
  /// One strategy's row, as text.
  package struct Row: Hashable, Sendable {
    /// 1-based number, as in the legends.
    package var number: Int
    /// `id:preset`.
    package var strategy: String
    /// Outcome word, with the verdict after it when the trace has an intent (`pop ✓ right`).
    package var outcome: String
    /// Recognition time, or `–`.
    package var recognized: String
    /// Decision times, or `–`.
    package var decided: String
    /// Settle time.
    package var settled: String
    /// Distinct hazards, or `–`.
    package var hazards: String
    /// The rule that decided.
    package var reason: String
    /// Each hazard event with its time and details.
    package var hazardDetails: [String]
    /// Metrics: max progress, tracking error, scrolled, screenshot memory.
    package var metrics: [Metric]
    /// Stack before → after.
    package var stack: String
  }

  /// A metric's name and printed value.
  package struct Metric: Hashable, Sendable {
    /// Column title.
    package var name: String
    /// Value with its unit.
    package var value: String
  }

  /// Placeholder of a time that did not happen.
  static let none = "–"

  /// The rows of a comparison.
  package static func rows(_ comparison: Comparison) -> [Row] {
    comparison.results.enumerated().map { index, result in
      let decisions = ProgressChart.decisionTimes(result)
      let hazards = result.distinctHazards.map(\.rawValue)
      return Row(
        number: index + 1, strategy: result.strategy,
        outcome: result.outcome.rawValue + (result.verdict.map { " \($0.mark) \($0.rawValue)" } ?? ""),
        recognized: result.recognizedAt.map(SVGNumber.seconds) ?? none,
        decided: decisions.isEmpty ? none : decisions.map(SVGNumber.seconds).joined(separator: ", "),
        settled: SVGNumber.seconds(result.settledAt),
        hazards: hazards.isEmpty ? none : hazards.joined(separator: ", "),
        reason: result.reason,
        hazardDetails: result.hazards.map { "\($0.hazard.rawValue) at \(SVGNumber.seconds($0.time)): \($0.detail)" },
        metrics: [
          Metric(name: "max progress", value: NumberFormatting.fixed(result.metrics.maxProgress, 2)),
          Metric(name: "tracking error", value: ComparisonTable.trackingErrorText(result.metrics)),
          Metric(name: "scrolled", value: NumberFormatting.short(result.metrics.scrolled, 1) + " pt"),
          Metric(name: "screenshots", value: ComparisonTable.screenshotsText(result.metrics)),
        ],
        stack: ReportText.stack(result.stackBefore) + " → " + ReportText.stack(result.stackAfter))
    }
  }

  /// Height of one line of the SVG table, in pixels.
  static let lineHeight = 15.0
  /// Space between strategies in the SVG table, in pixels.
  static let rowGap = 8.0
  /// Narrowest strategy column, in pixels.
  static let minimumStrategyColumn = 120.0
  /// Offsets of the columns after the strategy's, in pixels: outcome, recognised, decided
  /// (which may list several times), settled, hazards.
  static let columnOffsets: [Double] = [0, 110, 190, 310, 390]
  /// Baseline of the column titles, under the table's heading.
  static let columnTitleBaseline = 34.0
  /// Drop from the column titles to the rule under them.
  static let titleRuleDrop = 6.0
  /// Characters of padding after the longest strategy name.
  static let strategyColumnPadding = 4

  /// Most hazard detail lines per strategy in the SVG table.
  static let maximumHazardLines = 5

  /// The table as SVG text, `width` pixels wide.
  package static func svg(_ comparison: Comparison, width: Double) -> SVGFigure {
    let rows = rows(comparison)
    let characterWidth = ReportText.bodyFontSize * ReportText.characterWidthRatio
    let strategyWidth = max(
      minimumStrategyColumn, Double((rows.map(\.strategy.count).max() ?? 0) + strategyColumnPadding) * characterWidth)
    let titles = ["outcome", "recognised", "decided", "settled", "hazards"]
    let columns: [(String, Double)] = [("strategy", 0)] + zip(titles, columnOffsets).map { ($0, strategyWidth + $1) }
    var content: [MarkupElement] = [ReportText.text("Outcomes", x: 0, y: ReportLayout.headingBaseline, classes: "h")]
    var y = columnTitleBaseline
    for (title, x) in columns { content.append(ReportText.text(title, x: x, y: y, classes: "b")) }
    y += titleRuleDrop
    content.append(ReportText.line(x1: 0, y1: y, x2: width, y2: y, classes: "gr"))
    y += lineHeight
    let wrapWidth = ReportText.characters(fitting: width - ReportLayout.indent, fontSize: ReportText.bodyFontSize)
    for (index, row) in rows.enumerated() {
      let values = ["\(row.number) \(row.strategy)", row.outcome, row.recognized, row.decided, row.settled, row.hazards]
      for ((_, x), value) in zip(columns, values) {
        content.append(ReportText.text(value, x: x, y: y, classes: x == 0 ? "b" : (value == row.hazards && value != none ? "hz" : nil)))
      }
      // The strategy's marker hangs in the margin left of its name.
      content.append(
        ReportPalette.style(index).marker.element(
          x: -2 * ReportLayout.keyMarkerRadius, y: y - ReportLayout.centredTextDrop, radius: ReportLayout.keyMarkerRadius,
          classes: "mk " + ReportPalette.fillClass(index)))
      y += lineHeight
      for line in TextWrapping.wrap(row.reason, width: wrapWidth) {
        content.append(ReportText.text(line, x: ReportLayout.indent, y: y, classes: "mu"))
        y += lineHeight
      }
      for detail in row.hazardDetails.prefix(maximumHazardLines) {
        for line in TextWrapping.wrap("⚠ " + detail, width: wrapWidth) {
          content.append(ReportText.text(line, x: ReportLayout.indent, y: y, classes: "hz"))
          y += lineHeight
        }
      }
      let metrics = row.metrics.map { "\($0.name) \($0.value)" }.joined(separator: " · ") + " · stack " + row.stack
      for line in TextWrapping.wrap(metrics, width: wrapWidth) {
        content.append(ReportText.text(line, x: ReportLayout.indent, y: y, classes: "mu"))
        y += lineHeight
      }
      // A rule between strategies, half a gap under the last line's descenders.
      y += rowGap / 2
      let rule = y - lineHeight + ReportLayout.centredTextDrop
      content.append(ReportText.line(x1: 0, y1: rule, x2: width, y2: rule, classes: "gr"))
      y += rowGap / 2
    }
    return SVGFigure(width: width, height: y - lineHeight + rowGap, title: "Outcome of each strategy", content: content)
  }

  /// The table as HTML: one row per strategy with its numbers, then a row with the reason and
  /// hazard details.
  package static func html(_ comparison: Comparison) -> MarkupElement {
    let rows = rows(comparison)
    let metricNames = rows.first?.metrics.map(\.name) ?? []
    let headers = ["strategy", "outcome", "recognised", "decided", "settled", "hazards"] + metricNames + ["stack"]
    var head = MarkupElement("tr")
    for header in headers { head.append(MarkupElement("th", [("scope", "col")], text: header)) }
    var body = MarkupElement("tbody")
    for (index, row) in rows.enumerated() {
      var tr = MarkupElement("tr")
      var strategy = MarkupElement("td", [("class", "s")])
      strategy.append(seriesKey(index))
      strategy.append(MarkupElement("b", text: "\(row.number) \(row.strategy)"))
      tr.append(strategy)
      func cell(_ value: String, _ header: String, _ classes: String?) {
        var attributes = [("data-label", header)]
        if let classes { attributes.append(("class", classes)) }
        tr.append(MarkupElement("td", attributes, text: value))
      }
      cell(row.outcome, headers[1], nil)
      cell(row.recognized, headers[2], "n")
      cell(row.decided, headers[3], "n")
      cell(row.settled, headers[4], "n")
      cell(row.hazards, headers[5], row.hazards == none ? nil : "hzt")
      for metric in row.metrics { cell(metric.value, metric.name, "n") }
      cell(row.stack, "stack", nil)
      body.append(tr)
      var why = MarkupElement("td", [("colspan", "\(headers.count)")], text: row.reason)
      for detail in row.hazardDetails {
        why.append(MarkupElement("br"))
        why.append(MarkupElement("span", [("class", "hzt")], text: "⚠ " + detail))
      }
      body.append(MarkupElement("tr", [("class", "why")], children: [.element(why)]))
    }
    let table = MarkupElement(
      "table", [("class", "outcomes")], children: [.element(MarkupElement("thead", children: [.element(head)])), .element(body)])
    return MarkupElement("div", [("class", "wide")], children: [.element(table)])
  }

  /// A small inline SVG showing the strategy's line and marker, as in the chart's legend: a
  /// reference to the page's ``SeriesKeys`` symbol, so a key costs a few bytes.
  static func seriesKey(_ index: Int) -> MarkupElement {
    SeriesKeys.reference(index)
  }
}
