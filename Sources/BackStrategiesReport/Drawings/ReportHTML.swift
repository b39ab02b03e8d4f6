import BackStrategies
import BackStrategiesSupport

/// Comparisons as one self-contained HTML page: inline SVG and CSS, no scripts, fonts or
/// other files; light and dark schemes follow `prefers-color-scheme`; figures wrap and wide
/// tables and filmstrips scroll sideways on a phone.
///
/// ``render(_:parameters:provenance:)`` shows one comparison; ``render(matrix:parameters:provenance:)``
/// shows a summary matrix on top and one section per trace. Results need timeline frames
/// (`RunOptions(recordTimeline: true)`); the same input gives the same bytes. Given a
/// ``Provenance``, a page says what made it under its title.
public enum ReportHTML {
  /// The page of one comparison, ending in a newline; with `provenance`, what made it under the
  /// title (``Provenance/line``).
  public static func render(_ comparison: Comparison, parameters: ModelParameters = .uikit26, provenance: Provenance? = nil) -> String {
    let intro = MarkupElement(
      "p", [("class", "note")],
      text: "\(comparison.results.count) strateg\(comparison.results.count == 1 ? "y" : "ies") on one trace. " + readingNote)
    return page(
      title: comparison.trace.name, heading: "\(comparison.trace.name): swipe-back strategies compared",
      body: [intro, section(comparison, id: sectionID(comparison.trace.name, taken: []), parameters: parameters, animationPrefix: "r0-")],
      strategies: comparison.results.count, provenance: provenance)
  }

  /// The page of a matrix: the summary table of outcomes, the strategies' key, then one
  /// section per trace. Ends in a newline. With `provenance`, what made it under the title.
  public static func render(matrix: ComparisonMatrix, parameters: ModelParameters = .uikit26, provenance: Provenance? = nil) -> String {
    var ids: [String] = []
    for row in matrix.rows { ids.append(sectionID(row.trace.name, taken: ids)) }
    var body: [MarkupElement] = [
      MarkupElement(
        "p", [("class", "note")],
        text: "\(matrix.rows.count) traces × \(matrix.strategies.count) strategies. Each trace's section below draws what every strategy did with it. "
          + readingNote),
      summary(matrix, ids: ids),
    ]
    for (index, (row, id)) in zip(matrix.rows, ids).enumerated() {
      body.append(section(row, id: id, parameters: parameters, animationPrefix: "r\(index)-"))
    }
    return page(
      title: "Swipe-back strategies compared", heading: "Swipe-back strategies compared", body: body, strategies: matrix.strategies.count,
      provenance: provenance)
  }

  /// How to read the figures, once per page.
  static let readingNote =
    "Each trace's replay plays every strategy on the same finger, on one clock, and loops; pause it or slow it to ¼ speed with the buttons above it. The finger's path shows where each strategy recognised; the chart overlays every strategy's progress; each filmstrip shows that strategy's screen at its key moments: the top view and the view under it at their x, dimming and shadow, overlays, scroll views at their offsets, the finger as a grey disc."

  /// A whole page: head with the stylesheet, the keys' symbols of its `strategies`, header
  /// (with what made the page, when `provenance` is given), body, footer.
  static func page(title: String, heading: String, body: [MarkupElement], strategies: Int, provenance: Provenance? = nil) -> String {
    var head = MarkupElement("head")
    head.append(MarkupElement("meta", [("charset", "utf-8")]))
    head.append(MarkupElement("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]))
    head.append(MarkupElement("meta", [("name", "color-scheme"), ("content", "light dark")]))
    head.append(MarkupElement("title", text: title))
    head.append(MarkupElement("style", text: "\n" + ReportStyleSheet.page))
    var header = MarkupElement("header")
    header.append(MarkupElement("h1", text: heading))
    if let provenance { header.append(MarkupElement("p", [("class", "note made-by")], text: provenance.line)) }
    var main = MarkupElement("main")
    main.append(contentsOf: body)
    var footer = MarkupElement("footer")
    footer.append(
      MarkupElement(
        "p", [("class", "note")],
        text: "Drawn by strategy-compare from each run's timeline frames (the frames --timeline prints). This file loads no scripts, fonts or other files."))
    var bodyElement = MarkupElement("body")
    bodyElement.append(SeriesKeys.definitions(count: strategies))
    bodyElement.append(header)
    bodyElement.append(main)
    bodyElement.append(footer)
    let html = MarkupElement("html", [("lang", "en")], children: [.element(head), .element(bodyElement)])
    return "<!DOCTYPE html>\n" + html.rendered(html: true) + "\n"
  }

  /// One trace's section: facts, the replay, the finger's path and the chart, outcomes,
  /// filmstrips.
  package static func section(_ comparison: Comparison, id: String, parameters: ModelParameters = .uikit26) -> MarkupElement {
    section(comparison, id: id, parameters: parameters, animationPrefix: id + "-")
  }

  /// The same, naming the replay's `@keyframes` rules with `animationPrefix` (unique on the
  /// page; short, since every animated element repeats it).
  static func section(_ comparison: Comparison, id: String, parameters: ModelParameters, animationPrefix: String) -> MarkupElement {
    let figures = ComparisonFigures(comparison, parameters: parameters, chartLegend: false)
    var section = MarkupElement("section", [("id", id)])
    section.append(MarkupElement("h2", text: comparison.trace.name))
    if !comparison.trace.summary.isEmpty { section.append(MarkupElement("p", text: comparison.trace.summary)) }
    section.append(MarkupElement("p", [("class", "facts")], text: figures.facts))
    section.append(contentsOf: replay(comparison, id: id, parameters: parameters, animationPrefix: animationPrefix))
    var row = MarkupElement("div", [("class", "figs")])
    row.append(MarkupElement("figure", [("class", "trace-path")], children: [.element(figures.tracePath.element())]))
    var chart = MarkupElement("figure", [("class", "progress-chart")])
    chart.append(MarkupElement("div", [("class", "wide")], children: [.element(figures.chart.element())]))
    var legend = MarkupElement("ul", [("class", "legend")])
    for (index, result) in comparison.results.enumerated() {
      var item = MarkupElement("li")
      item.append(OutcomeTable.seriesKey(index))
      item.append(text: ProgressChart.legendLine(result, number: index + 1))
      legend.append(item)
    }
    chart.append(legend)
    chart.append(MarkupElement("figcaption", text: ProgressChart.markKey))
    row.append(chart)
    section.append(row)
    section.append(MarkupElement("h3", text: "Outcomes"))
    section.append(OutcomeTable.html(comparison))
    for (index, strip) in figures.filmstrips.enumerated() {
      var heading = MarkupElement("h3")
      heading.append(OutcomeTable.seriesKey(index))
      heading.append(text: figures.stripHeading(index))
      section.append(heading)
      section.append(MarkupElement("div", [("class", "wide strip")], children: [.element(strip.element(classes: "filmstrip"))]))
    }
    return section
  }

  /// Labels of the replay's three radio buttons, in order: playing (checked on load), paused,
  /// playing at ¼ speed; and their classes, which the stylesheet's rules select.
  static let replayControls: [(label: String, classes: String)] = [("play", "rpp"), ("pause", "rpz"), ("¼ speed", "rpq")]

  /// A trace's replay (``Replay``, CSS-animated) with its controls, and the note a reader who
  /// asks for reduced motion sees instead. The controls are radio buttons the stylesheet reads
  /// (`:checked`), so nothing needs a script.
  static func replay(_ comparison: Comparison, id: String, parameters: ModelParameters, animationPrefix: String) -> [MarkupElement] {
    let replay = Replay(comparison, parameters: parameters)
    let clock = replay.clock
    var figure = MarkupElement("figure", [("class", "replay")])
    for (index, control) in replayControls.enumerated() {
      let inputID = "\(id)-rp\(index)"
      var attributes = [("type", "radio"), ("name", id + "-rp"), ("id", inputID), ("class", control.classes)]
      if index == 0 { attributes.append(("checked", "checked")) }
      figure.append(MarkupElement("input", attributes))
      figure.append(MarkupElement("label", [("for", inputID)], text: control.label))
    }
    let drawing = replay.figure(mode: .css(prefix: animationPrefix), idPrefix: animationPrefix)
    figure.append(
      MarkupElement(
        "div", [("class", "wide rp"), ("style", "--n:\(clock.cycleText);--q:\(clock.slowCycleText)")],
        children: [.element(drawing.element(classes: "replay-phones"))]))
    figure.append(
      MarkupElement(
        "figcaption",
        text: "Replay: \(SVGNumber.seconds(clock.end)) of every strategy on the same finger, then a \(NumberFormatting.short(ReplayClock.pauseBetweenLoops, 1)) s pause. Drawn from each run's timeline frames: a keyframe wherever the motion changes, within half a pixel of every frame."))
    let note = MarkupElement(
      "p", [("class", "rm note")], text: "Reduced motion is on, so the replay is not shown: the filmstrips below show each strategy's key moments.")
    return [figure, note]
  }

  /// The summary: one row per trace, one column per strategy; in each cell the verdict mark,
  /// the outcome and hazards, coloured by verdict (not by outcome), with a colour legend.
  static func summary(_ matrix: ComparisonMatrix, ids: [String]) -> MarkupElement {
    var container = MarkupElement("section", [("id", "summary")])
    container.append(MarkupElement("h2", text: "Summary"))
    var head = MarkupElement("tr")
    head.append(MarkupElement("th", [("scope", "col")], text: "trace"))
    head.append(MarkupElement("th", [("scope", "col")], text: "intent"))
    for (index, label) in matrix.strategies.enumerated() {
      var th = MarkupElement("th", [("scope", "col"), ("title", label)])
      th.append(text: "\(index + 1)")
      th.append(MarkupElement("br"))
      th.append(OutcomeTable.seriesKey(index))
      // The strategy by name, breakable after its hyphens and before its colon, so the column
      // stays narrow without cutting a word.
      var name = MarkupElement("span", [("class", "sn")])
      var piece = ""
      for character in label {
        if character == ":" && !piece.isEmpty {
          name.append(text: piece)
          name.append(MarkupElement("wbr"))
          piece = ""
        }
        piece.append(character)
        if character == "-" {
          name.append(text: piece)
          name.append(MarkupElement("wbr"))
          piece = ""
        }
      }
      if !piece.isEmpty { name.append(text: piece) }
      th.append(name)
      head.append(th)
    }
    var body = MarkupElement("tbody")
    for (row, id) in zip(matrix.rows, ids) {
      var tr = MarkupElement("tr")
      var name = MarkupElement("td")
      name.append(MarkupElement("a", [("href", "#" + id)], text: row.trace.name))
      tr.append(name)
      tr.append(MarkupElement("td", text: row.trace.intent?.rawValue ?? ""))
      for result in row.results {
        let verdict = result.verdict
        var attributes: [(String, String)] = cellClass(verdict).map { [("class", $0)] } ?? []
        if let verdict { attributes.append(("title", verdict.rawValue)) }
        var cell = MarkupElement("td", attributes, text: verdict?.cellLabel ?? ((verdict.map { String($0.mark) } ?? "") + result.outcome.cellText))
        let hazards = result.distinctHazards
        if !hazards.isEmpty && verdict?.cellLabel == nil {
          cell.append(
            MarkupElement(
              "span", [("class", "hzt"), ("title", hazards.map(\.rawValue).joined(separator: ", "))],
              text: " +" + String(hazards.map(\.marker))))
        }
        if MatrixTable.poppedByUIKit(result) {
          cell.append(
            MarkupElement(
              "span", [("class", "uk"), ("title", "popped by UIKit's own back swipe, not by the strategy's recogniser")],
              text: MatrixTable.uikitMark))
        }
        tr.append(cell)
      }
      body.append(tr)
    }
    let table = MarkupElement(
      "table", [("class", "matrix")], children: [.element(MarkupElement("thead", children: [.element(head)])), .element(body)])
    container.append(MarkupElement("div", [("class", "wide")], children: [.element(table)]))
    var keys = MarkupElement("ol", [("class", "keys")])
    for (index, label) in matrix.strategies.enumerated() {
      var item = MarkupElement("li")
      item.append(OutcomeTable.seriesKey(index))
      item.append(MarkupElement("code", text: label))
      keys.append(item)
    }
    container.append(keys)
    var colours = MarkupElement("p", [("class", "note verdicts")], text: "Cell colours, by verdict: ")
    for (index, verdict) in Verdict.allCases.enumerated() {
      if index > 0 { colours.append(text: " ") }
      colours.append(MarkupElement("span", [("class", cellClass(verdict) ?? "")], text: verdict.cellLabel ?? "\(verdict.mark) \(verdict.rawValue)"))
    }
    colours.append(text: "; no colour: the trace has no intent.")
    container.append(colours)
    container.append(MarkupElement("p", [("class", "note")], text: MatrixTable.legend(width: .max).joined(separator: " ")))
    return container
  }

  /// The summary cell's class, by verdict: green right, amber hazard, red wrong, grey n/a;
  /// none without an intent.
  static func cellClass(_ verdict: Verdict?) -> String? {
    switch verdict {
    case .right?: "ok"
    case .hazard?: "wa"
    case .wrong?: "wr"
    case .notApplicable?: "na"
    case nil: nil
    }
  }

  /// A fragment id for a trace name: lower-case letters, digits and `-`, unique on the page.
  static func sectionID(_ name: String, taken: [String]) -> String {
    var id = "trace-"
    for character in name.lowercased() {
      id.append(character.isASCII && (character.isLetter || character.isNumber) ? character : "-")
    }
    var unique = id
    var suffix = 2
    while taken.contains(unique) {
      unique = "\(id)-\(suffix)"
      suffix += 1
    }
    return unique
  }
}
