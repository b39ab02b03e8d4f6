import BackStrategies
import BackStrategiesSupport

/// A comparison as one standalone SVG file: the trace's title and facts, the finger's path,
/// the progress chart, the outcome table and one filmstrip per strategy.
///
///     let comparison = Comparison(trace: Scenarios.edgeSwipePastHalf,
///                                 selections: StrategyCatalog.builtIn.defaultSelections,
///                                 options: RunOptions(recordTimeline: true))
///     let svg = ReportSVG.render(comparison)   // the text of a .svg file
///
/// Everything is drawn from the results' timeline frames; the same input gives the same bytes.
public enum ReportSVG {
  /// Margin around the drawing, in pixels.
  static let margin = 16.0
  /// Space between figures, in pixels.
  static let gap = 24.0
  /// Room left of the outcome table for its strategy markers, in pixels.
  static let tableIndent = 14.0
  /// Baseline of the 18 px title under the top margin, in pixels.
  static let titleBaseline = 18.0
  /// Height of a line of the summary, in pixels.
  static let lineHeight = 16.0
  /// Height of a filmstrip's heading, in pixels.
  static let stripHeadingHeight = 22.0

  /// The SVG file's text, ending in a newline.
  ///
  /// - Parameters:
  ///   - comparison: the trace and its results, run with `RunOptions(recordTimeline: true)`.
  ///   - parameters: the model parameters the runs used (for the thresholds drawn).
  ///   - replay: whether the animated replay (in SMIL) comes first, under the facts; a reader
  ///     who asks for reduced motion sees the still figures in its place.
  ///   - provenance: what made it, on the line under the facts (``Provenance/line``); none when `nil`.
  public static func render(
    _ comparison: Comparison, parameters: ModelParameters = .uikit26, replay: Bool = true, provenance: Provenance? = nil
  ) -> String {
    let figures = ComparisonFigures(comparison, parameters: parameters)
    guard replay else { return SVGDocument(figure(figures, provenance: provenance)).rendered() }
    let animated = Replay(comparison, parameters: parameters).figure(mode: .smil)
    let report = figure(figures, replay: animated, provenance: provenance)
    return SVGDocument(report, extraStyle: ReportStyleSheet.replayDocument(stillsShift: replayShift(animated))).rendered()
  }

  /// How far the still figures move up when the replay is hidden: its height and the gap
  /// after it.
  static func replayShift(_ replay: SVGFigure) -> Double { replay.height + gap / 2 }

  /// The whole report as one figure; with `replay`, the animated replay comes under the facts
  /// and everything after it is in one group (`.st`) that reduced motion moves into its place.
  /// Without `overview`, the finger's path, the chart and the outcome table are left out (a
  /// replay with its filmstrips, as the teaching pages show it). With `provenance`, what made it
  /// on a line under the facts.
  package static func figure(
    _ figures: ComparisonFigures, replay: SVGFigure? = nil, overview: Bool = true, provenance: Provenance? = nil
  ) -> SVGFigure {
    let trace = figures.comparison.trace
    let topRowWidth = overview ? figures.tracePath.width + gap + figures.chart.width : 0
    // Without the overview the figures may be narrower than the facts line, which is not wrapped.
    let factsWidth = overview ? 0 : Double(figures.facts.count) * ReportText.bodyFontSize * ReportText.characterWidthRatio
    let contentWidth = max(topRowWidth, figures.filmstrips.map(\.width).max() ?? 0, replay?.width ?? 0, factsWidth)
    let width = contentWidth + 2 * margin
    var content: [MarkupElement] = []
    var y = margin + Self.titleBaseline
    content.append(ReportText.text(trace.name, x: margin, y: y, classes: "t"))
    y += lineHeight + ReportLayout.labelGap / 2
    let characters = ReportText.characters(fitting: contentWidth, fontSize: ReportText.bodyFontSize)
    for line in TextWrapping.wrap(trace.summary, width: characters) {
      content.append(ReportText.text(line, x: margin, y: y))
      y += lineHeight
    }
    content.append(ReportText.text(figures.facts, x: margin, y: y, classes: "mu"))
    if let provenance {
      y += lineHeight
      content.append(ReportText.text(provenance.line, x: margin, y: y, classes: "mu"))
    }
    y += gap / 2
    if let replay {
      content.append(replay.element(at: Point(x: margin, y: y), classes: "rp"))
      y += replayShift(replay)
    }
    let stillsStart = content.count

    if overview {
      content.append(figures.tracePath.element(at: Point(x: margin, y: y), classes: "trace-path"))
      content.append(figures.chart.element(at: Point(x: margin + figures.tracePath.width + gap, y: y), classes: "progress-chart"))
      y += max(figures.tracePath.height, figures.chart.height) + gap / 2

      let table = OutcomeTable.svg(figures.comparison, width: contentWidth - tableIndent)
      content.append(table.element(at: Point(x: margin + tableIndent, y: y), classes: "outcomes"))
      y += table.height + gap / 2
    }

    content.append(ReportText.text("The screen at key moments", x: margin, y: y + ReportLayout.headingBaseline, classes: "h"))
    y += stripHeadingHeight + 4
    for (index, strip) in figures.filmstrips.enumerated() {
      var heading = MarkupElement("g", [("class", "strip-heading")])
      let middle = y + ReportLayout.headingBaseline - ReportLayout.centredTextDrop
      heading.append(
        ReportText.line(
          x1: margin, y1: middle, x2: margin + ReportLayout.keyLineLength, y2: middle, classes: "cv " + ReportPalette.lineClasses(index)))
      heading.append(
        ReportPalette.style(index).marker.element(
          x: margin + ReportLayout.keyLineLength / 2, y: middle, radius: ReportLayout.keyMarkerRadius,
          classes: "mk " + ReportPalette.fillClass(index)))
      heading.append(
        ReportText.text(
          figures.stripHeading(index), x: margin + ReportLayout.keyLineLength + ReportLayout.keyTextGap,
          y: y + ReportLayout.headingBaseline, classes: "b"))
      content.append(heading)
      y += stripHeadingHeight
      content.append(strip.element(at: Point(x: margin, y: y), classes: "filmstrip"))
      y += strip.height + gap / 2
    }
    content.append(
      ReportText.text(
        "Drawn by strategy-compare from each run's timeline frames (the frames --timeline prints).", x: margin,
        y: y + ReportLayout.keyTextGap,
        classes: "sm mu"))
    y += gap
    if replay != nil {
      let stills = MarkupElement("g", [("class", "st")], children: content[stillsStart...].map { .element($0) })
      content.removeSubrange(stillsStart...)
      content.append(stills)
    }
    let title = replay.map { overview ? "\(trace.name): \(figures.comparison.results.count) strategies compared, replayed" : $0.title }
    return SVGFigure(width: width, height: y, title: title ?? "\(trace.name): \(figures.comparison.results.count) strategies compared", content: content)
  }
}
