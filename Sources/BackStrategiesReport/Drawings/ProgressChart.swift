import BackStrategies
import BackStrategiesSupport

/// One chart of progress against time with every strategy overlaid: one curve per strategy
/// from its timeline frames (colour, dash pattern and marker from ``ReportPalette``), the
/// release times as dashed verticals, each strategy's recognition (hollow marker) and
/// decision (filled marker) on its curve, axes with units, and a legend.
package struct ProgressChart: Sendable {
  /// The trace (for its release times and duration).
  package var trace: Trace
  /// The runs, each with frames; a run without frames has no curve and says so in the legend.
  package var results: [RunResult]
  /// Whether the legend is drawn under the plot (standalone SVG) or left to the page (HTML,
  /// where ``legendLine(_:number:)`` lines are laid out as text that reflows on a phone).
  package var drawsLegend: Bool

  /// Width of the whole chart, in pixels.
  package static let width = 600.0
  /// Height of the plotting area, in pixels.
  package static let plotHeight = 220.0
  /// Space left of the plot for the progress ticks and the axis title, in pixels.
  static let leftMargin = 50.0
  /// Space right of the plot, in pixels.
  static let rightMargin = 16.0
  /// Space above the plot for the title and the release labels, in pixels.
  static let topMargin = 38.0
  /// Space below the plot for the time ticks and the axis title, in pixels.
  static let bottomMargin = 40.0
  /// Space between the progress tick labels and the axis, in pixels.
  static let tickLabelGap = 6.0
  /// Baseline of the time tick labels below the plot, in pixels.
  static let timeTickBaseline = 15.0
  /// Baseline of the time axis title below the plot, in pixels.
  static let timeTitleBaseline = 32.0
  /// Distance of the (turned) progress axis title's baseline from the left edge, in pixels.
  static let progressTitleBaseline = 14.0
  /// Space between the time axis title and the legend, in pixels.
  static let legendGap = 8.0
  /// Height of one legend row, in pixels.
  static let legendRowHeight = 17.0
  /// Length of the line sample in the legend, in pixels.
  static let legendSampleLength = 34.0
  /// Most intervals on the time axis.
  static let maximumTimeTicks = 8
  /// Progress outside this range is drawn at its end: a little past 0 and 1 stays visible
  /// without squashing the plot.
  static let drawnProgress = -0.05...1.05
  /// Progress ticks: quarters.
  static let progressTicks: [Double] = [0, 0.25, 0.5, 0.75, 1]
  /// Pixels a simplified curve may stray from the frames.
  package static let simplificationTolerance = 0.3
  /// Most points one curve is drawn with.
  package static let maximumCurvePoints = 600
  /// Radius of the first strategy's markers; each later one is a little smaller, so markers
  /// at the same place nest instead of hiding each other.
  static let markerRadius = 5.5
  /// How much smaller each later strategy's markers are, in pixels.
  static let markerShrink = 0.4
  /// The smallest marker radius, in pixels.
  static let minimumMarkerRadius = 3.0
  /// Release labels closer than this to the previous one are left out (the line stays), in pixels.
  static let releaseLabelSpacing = 44.0

  /// Creates a chart.
  package init(trace: Trace, results: [RunResult], drawsLegend: Bool = true) {
    self.trace = trace
    self.results = results
    self.drawsLegend = drawsLegend
  }

  /// The time the axis runs to: the last frame, settle or sample of any run.
  var endTime: Double {
    var end = trace.duration
    for result in results {
      end = max(end, result.settledAt, result.frames?.last?.t ?? 0)
    }
    return end > 0 ? end : 1
  }

  /// Width of the plotting area, in pixels.
  var plotWidth: Double { Self.width - Self.leftMargin - Self.rightMargin }

  /// The chart.
  package func figure() -> SVGFigure {
    let ticks = AxisTicks.ticks(upTo: endTime, maximumCount: Self.maximumTimeTicks)
    let axisEnd = ticks.last ?? endTime
    let left = Self.leftMargin
    let top = Self.topMargin
    let width = plotWidth
    let height = Self.plotHeight
    func x(_ t: Double) -> Double { left + t / axisEnd * width }
    func y(_ progress: Double) -> Double { top + (1 - progress.clamped(to: Self.drawnProgress)) * height }

    var content: [MarkupElement] = [
      ReportText.text("Progress of going back", x: ReportLayout.labelGap, y: ReportLayout.headingBaseline, classes: "h")
    ]
    // Grid and ticks.
    for value in Self.progressTicks {
      content.append(ReportText.line(x1: left, y1: y(value), x2: left + width, y2: y(value), classes: "gr"))
      content.append(
        ReportText.text(
          NumberFormatting.short(value, 2), x: left - Self.tickLabelGap, y: y(value) + ReportLayout.centredTextDrop, classes: "e"))
    }
    for value in ticks {
      content.append(ReportText.line(x1: x(value), y1: top, x2: x(value), y2: top + height, classes: "gr"))
      content.append(ReportText.text(NumberFormatting.short(value, 3), x: x(value), y: top + height + Self.timeTickBaseline, classes: "m"))
    }
    content.append(
      MarkupElement(
        "path",
        [("d", "M\(SVGNumber.format(left)) \(SVGNumber.format(top))V\(SVGNumber.format(top + height))H\(SVGNumber.format(left + width))"), ("class", "ax")]))
    content.append(ReportText.text("time (s)", x: left + width / 2, y: top + height + Self.timeTitleBaseline, classes: "m"))
    let axisTitleX = Self.progressTitleBaseline
    content.append(
      MarkupElement(
        "text",
        [("x", SVGNumber.format(axisTitleX)), ("y", SVGNumber.format(top + height / 2)), ("class", "m"),
         ("transform", "rotate(-90 \(SVGNumber.format(axisTitleX)) \(SVGNumber.format(top + height / 2)))")],
        text: "progress (0–1)"))

    // Releases.
    var lastLabelX = -Double.infinity
    for (index, time) in trace.releaseTimes.enumerated() {
      var line = ReportText.line(x1: x(time), y1: top - ReportLayout.labelGap, x2: x(time), y2: top + height, classes: "rl")
      line.append(MarkupElement("title", text: "release at \(SVGNumber.seconds(time))"))
      content.append(line)
      if x(time) - lastLabelX >= Self.releaseLabelSpacing {
        let label = trace.releaseTimes.count > 1 ? "release \(index + 1)" : "release"
        // Near the right end the label ends at the line instead of centring on it.
        let nearEnd = x(time) > left + width - Self.releaseLabelSpacing / 2
        content.append(
          ReportText.text(label, x: x(time), y: top - 2 * ReportLayout.labelGap, classes: nearEnd ? "sm e mu" : "sm m mu"))
        lastLabelX = x(time)
      }
    }

    // Curves, then markers above every curve.
    var markers: [MarkupElement] = []
    for (index, result) in results.enumerated() {
      guard let frames = result.frames, !frames.isEmpty else { continue }
      var data = ""
      for run in Self.continuousRuns(frames) {
        let points = PathSimplification.simplify(
          run.map { Point(x: x($0.t), y: y($0.progress)) }, tolerance: Self.simplificationTolerance, limit: Self.maximumCurvePoints)
        data += (data.isEmpty ? "M" : " M") + SVGNumber.points(points)
      }
      var curve = MarkupElement("path", [("d", data), ("class", "cv " + ReportPalette.lineClasses(index))])
      curve.append(MarkupElement("title", text: result.strategy))
      content.append(curve)
      let radius = max(Self.minimumMarkerRadius, Self.markerRadius - Double(index) * Self.markerShrink)
      let shape = ReportPalette.style(index).marker
      if let time = result.recognizedAt {
        var marker = shape.element(
          x: x(time), y: y(Self.progress(in: frames, at: time)), radius: radius, classes: "rec hm " + ReportPalette.strokeClass(index))
        marker.append(MarkupElement("title", text: "\(result.strategy) recognised at \(SVGNumber.seconds(time))"))
        markers.append(marker)
      }
      for time in Self.decisionTimes(result) {
        var marker = shape.element(
          x: x(time), y: y(Self.progress(in: frames, at: time)), radius: radius, classes: "dec mk " + ReportPalette.fillClass(index))
        marker.append(MarkupElement("title", text: "\(result.strategy) decided at \(SVGNumber.seconds(time))"))
        markers.append(marker)
      }
    }
    content.append(contentsOf: markers)

    var legendY = top + height + Self.bottomMargin
    if drawsLegend {
      legendY += Self.legendGap
      content.append(legend(y: &legendY))
    }
    return SVGFigure(
      width: Self.width, height: legendY, title: "Progress against time for \(results.count) strateg\(results.count == 1 ? "y" : "ies")",
      content: content)
  }

  /// The frames split where progress jumps by more than ``discontinuity`` from one frame to
  /// the next (a transition ended and progress went back to 0): the curve breaks there
  /// instead of drawing a vertical line no animation made.
  static func continuousRuns(_ frames: [Frame]) -> [ArraySlice<Frame>] {
    var runs: [ArraySlice<Frame>] = []
    var start = frames.startIndex
    for index in frames.indices.dropFirst() where abs(frames[index].progress - frames[index - 1].progress) > discontinuity {
      runs.append(frames[start..<index])
      start = index
    }
    runs.append(frames[start...])
    return runs
  }

  /// A change of progress between two frames larger than this is a jump, not motion:
  /// animations move it by much less per 60 Hz frame (a 0.35 s ease-in-out completion by at
  /// most about 0.1), so only a transition ending or starting mid-drag jumps further.
  static let discontinuity = 0.35

  /// The times a run's transitions were decided (finish or cancel), in order, each once.
  package static func decisionTimes(_ result: RunResult) -> [Double] {
    var times: [Double] = []
    for transition in result.transitions {
      if let decided = transition.decided, !times.contains(decided) { times.append(decided) }
    }
    return times
  }

  /// The progress of the frame nearest `time`.
  static func progress(in frames: [Frame], at time: Double) -> Double {
    guard let index = FrameLookup.nearestIndex(in: frames, to: time) else { return 0 }
    return frames[index].progress
  }

  /// What the marks mean, under the legend's strategies.
  package static let markKey =
    "hollow marker: recognised · filled marker: decided (finish or cancel) · dashed grey line: finger lifted"

  /// A strategy's legend entry: number, label, outcome, recognition and decision times.
  package static func legendLine(_ result: RunResult, number: Int) -> String {
    var words = "\(number) \(result.strategy): \(result.outcome.rawValue)"
    let decisions = decisionTimes(result)
    if let time = result.recognizedAt { words += ", recognised \(SVGNumber.seconds(time))" }
    if !decisions.isEmpty { words += ", decided " + decisions.map(SVGNumber.seconds).joined(separator: ", ") }
    if result.frames == nil { words += " (no frames recorded)" }
    return words
  }

  /// The legend under the plot, from `y` down; `y` ends under it.
  func legend(y: inout Double) -> MarkupElement {
    var legend = MarkupElement("g", [("class", "legend")])
    let x = Self.leftMargin
    for (index, result) in results.enumerated() {
      let middle = x + Self.legendSampleLength / 2
      legend.append(
        ReportText.line(x1: x, y1: y, x2: x + Self.legendSampleLength, y2: y, classes: "cv " + ReportPalette.lineClasses(index)))
      legend.append(
        ReportPalette.style(index).marker.element(
          x: middle, y: y, radius: ReportLayout.keyMarkerRadius, classes: "mk " + ReportPalette.fillClass(index)))
      let words = Self.legendLine(result, number: index + 1)
      let textX = x + Self.legendSampleLength + ReportLayout.keyTextGap
      let fitting = ReportText.characters(fitting: Self.width - textX - Self.rightMargin, fontSize: ReportText.bodyFontSize)
      for line in TextWrapping.wrap(words, width: fitting) {
        legend.append(ReportText.text(line, x: textX, y: y + ReportLayout.centredTextDrop))
        y += Self.legendRowHeight
      }
    }
    legend.append(ReportText.text(Self.markKey, x: x, y: y + ReportLayout.smallCentredTextDrop, classes: "sm mu"))
    y += Self.legendRowHeight
    return legend
  }
}

/// Finding the frame of a moment.
package enum FrameLookup {
  /// The index of the frame whose time is nearest `time` (the earlier one on a tie), or `nil`
  /// for no frames.
  package static func nearestIndex(in frames: [Frame], to time: Double) -> Int? {
    guard !frames.isEmpty else { return nil }
    var low = 0
    var high = frames.count - 1
    while low < high {
      let middle = (low + high) / 2
      if frames[middle].t < time { low = middle + 1 } else { high = middle }
    }
    // `low` is the first frame at or after `time` (or the last frame).
    if low > 0 && abs(frames[low - 1].t - time) <= abs(frames[low].t - time) { return low - 1 }
    return low
  }
}
