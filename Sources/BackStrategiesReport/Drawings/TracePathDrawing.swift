import BackStrategies
import BackStrategiesSupport

/// The finger's path drawn over a phone outline at the trace's device size: touch-down and
/// release of every stroke marked, each strategy's recognition point marked with its marker,
/// the edge regions and the scroll views of the screen the trace starts on shaded.
///
/// Long traces draw a simplified path (``PathSimplification``): at most
/// ``maximumPathPoints`` points, never one node per sample.
package struct TracePathDrawing: Sendable {
  /// The trace.
  package var trace: Trace
  /// The runs whose recognition points are marked (their order gives their styles).
  package var results: [RunResult]
  /// The model numbers of the shaded regions (edge region width, navigation bar height).
  package var parameters: ModelParameters

  /// The tallest the screen is drawn, in pixels: tall enough that the 13 pt edge regions show
  /// as strips of about 6 px.
  package static let maximumScreenHeight = 380.0
  /// The widest the screen is drawn, in pixels (landscape devices).
  package static let maximumScreenWidth = 300.0
  /// Pixels a simplified path may stray from the finger's samples: half a pixel is invisible.
  package static let simplificationTolerance = 0.5
  /// Most points the finger's path is drawn with, over all strokes: enough for any real
  /// gesture at this size.
  package static let maximumPathPoints = 400
  /// Most strokes whose touch-down and release are marked; more would bury the path.
  package static let maximumMarkedStrokes = 40

  /// Bezel around the screen, in pixels.
  static let bezel = 8.0
  /// Corner radius of the phone's body, in pixels.
  static let bodyCornerRadius = 18.0
  /// Margin around everything, in pixels.
  static let margin = 6.0
  /// Height of the two title lines above the phone, in pixels.
  static let titleHeight = 34.0
  /// Height of one legend row, in pixels.
  static let legendRowHeight = 15.0
  /// Width the legend needs, in pixels (its longest row at 11 px).
  static let legendWidth = 190.0
  /// Radius of the touch-down and release marks, in pixels.
  static let markRadius = 4.0
  /// Radius of a recognition marker, in pixels.
  static let markerRadius = 4.5
  /// Side of a legend's swatch (edge region, scroll view), in pixels.
  static let legendKeySize = 10.0
  /// Distance between the markers in the legend's row of strategies, in pixels.
  static let legendMarkerSpacing = 9.0
  /// Distance between recognition markers at the same point, and above it, in pixels.
  static let markerSpacing = 11.0
  /// Recognitions closer than this, in pixels, share one group of markers: nearer, their
  /// markers would overlap.
  static let groupingDistance = 2 * markerSpacing
  /// Most markers in one row of a group; more go in further rows above.
  static let markersPerRow = 5

  /// Creates a drawing.
  package init(trace: Trace, results: [RunResult], parameters: ModelParameters = .uikit26) {
    self.trace = trace
    self.results = results
    self.parameters = parameters
  }

  /// Text of the legend row of recognition markers.
  static let markerRowLabel = "where each strategy recognised"

  /// Width of the legend row of recognition markers: one marker per strategy, then its label.
  var markerRowWidth: Double {
    let markers = Double(results.count + 1) * Self.legendMarkerSpacing
    return markers + Double(Self.markerRowLabel.count) * ReportText.smallFontSize * ReportText.characterWidthRatio
  }

  /// Pixels per point.
  var scale: Double {
    let device = trace.scene.device
    return min(Self.maximumScreenHeight / max(1, device.height), Self.maximumScreenWidth / max(1, device.width))
  }

  /// The drawing.
  package func figure() -> SVGFigure {
    let device = trace.scene.device
    let s = scale
    let screenWidth = device.width * s
    let screenHeight = device.height * s
    let bodyWidth = screenWidth + 2 * Self.bezel
    let width = max(bodyWidth, Self.legendWidth, markerRowWidth) + 2 * Self.margin
    let bodyX = (width - bodyWidth) / 2
    let bodyY = Self.titleHeight + Self.margin
    let screenX = bodyX + Self.bezel
    let screenY = bodyY + Self.bezel
    var content: [MarkupElement] = []
    let top = trace.scene.stack.last
    content.append(ReportText.text("Finger path", x: Self.margin, y: ReportLayout.headingBaseline, classes: "h"))
    content.append(
      ReportText.text(
        "\(SVGNumber.format(device.width)) × \(SVGNumber.format(device.height)) pt · on \(top?.id ?? "?")",
        x: Self.margin, y: ReportLayout.subheadingBaseline, classes: "sm mu"))
    content.append(
      ReportText.rect(
        x: bodyX, y: bodyY, width: bodyWidth, height: screenHeight + 2 * Self.bezel, classes: "ph",
        extra: [("rx", SVGNumber.format(Self.bodyCornerRadius))]))

    var screen = MarkupElement("g", [("transform", "translate(\(SVGNumber.format(screenX)),\(SVGNumber.format(screenY)))")])
    screen.append(ReportText.rect(x: 0, y: 0, width: screenWidth, height: screenHeight, classes: "tv"))
    if let top, !top.navigationBarHidden {
      let barHeight = (device.safeArea.top + parameters.navigationBarHeight) * s
      screen.append(ReportText.rect(x: 0, y: 0, width: screenWidth, height: barHeight, classes: "nb"))
      screen.append(ReportText.text(top.id, x: screenWidth / 2, y: barHeight - ReportLayout.labelGap, classes: "sm m mu"))
    }
    let edge = parameters.edgeRegionWidth * s
    screen.append(ReportText.rect(x: 0, y: 0, width: edge, height: screenHeight, classes: "eg"))
    screen.append(ReportText.rect(x: screenWidth - edge, y: 0, width: edge, height: screenHeight, classes: "eg"))
    for scrollView in top?.scrollViews ?? [] {
      let frame = scrollView.frame
      screen.append(ReportText.rect(x: frame.x * s, y: frame.y * s, width: frame.width * s, height: frame.height * s, classes: "sv"))
      // The id inside the frame's top-left corner, clear of the edge region.
      screen.append(
        ReportText.text(
          scrollView.id, x: frame.x * s + edge + ReportLayout.labelGap, y: frame.y * s + ReportText.smallFontSize + ReportLayout.labelGap,
          classes: "sm mu"))
    }
    screen.append(contentsOf: fingerPaths(scale: s))
    screen.append(contentsOf: strokeMarks(scale: s))
    screen.append(contentsOf: recognitionMarkers(scale: s))
    content.append(screen)

    var y = screenY + screenHeight + Self.bezel + Self.margin + 12
    content.append(contentsOf: legend(x: Self.margin, y: &y))
    return SVGFigure(
      width: width, height: y, title: "The finger's path on a \(SVGNumber.format(device.width)) × \(SVGNumber.format(device.height)) pt screen",
      content: content)
  }

  /// Each stroke's samples in pixels, simplified within the point budget.
  func simplifiedStrokes(scale s: Double) -> [[Point]] {
    let strokes = trace.strokes.map { stroke in stroke.map { Point(x: $0.location.x * s, y: $0.location.y * s) } }
    var tolerance = Self.simplificationTolerance
    while true {
      let simplified = strokes.map { PathSimplification.simplify($0, tolerance: tolerance) }
      let total = simplified.reduce(0) { $0 + $1.count }
      if total <= Self.maximumPathPoints || simplified.allSatisfy({ $0.count <= 2 }) { return simplified }
      tolerance *= 2
    }
  }

  func fingerPaths(scale s: Double) -> [MarkupElement] {
    simplifiedStrokes(scale: s).map { points in
      MarkupElement("polyline", [("points", SVGNumber.points(points)), ("class", "fp")])
    }
  }

  func strokeMarks(scale s: Double) -> [MarkupElement] {
    var marks: [MarkupElement] = []
    let strokes = trace.strokes
    for (index, stroke) in strokes.prefix(Self.maximumMarkedStrokes).enumerated() {
      guard let first = stroke.first, let last = stroke.last else { continue }
      marks.append(MarkerShape.circle.element(x: first.location.x * s, y: first.location.y * s, radius: Self.markRadius, classes: "fd"))
      if last.phase == .ended || last.phase == .cancelled {
        let shape: MarkerShape = last.phase == .cancelled ? .cross : .circle
        marks.append(shape.element(x: last.location.x * s, y: last.location.y * s, radius: Self.markRadius, classes: "fr"))
      }
      if strokes.count > 1 {
        // The stroke's number below and right of its touch-down mark.
        marks.append(
          ReportText.text(
            "\(index + 1)", x: first.location.x * s + Self.markRadius + ReportLayout.labelGap / 2,
            y: first.location.y * s + Self.markRadius + ReportText.smallFontSize + 1, classes: "sm b"))
      }
    }
    return marks
  }

  /// One marker per strategy that recognised, at the finger's position then; strategies that
  /// recognised near one another (``groupingDistance``) stand in rows of at most
  /// ``markersPerRow`` above their first point, kept inside the screen, each joined to its own
  /// point by a line in its colour.
  func recognitionMarkers(scale s: Double) -> [MarkupElement] {
    var groups: [(point: Point, indices: [Int], points: [Point])] = []
    for (index, result) in results.enumerated() {
      guard let time = result.recognizedAt, let location = trace.fingerLocation(at: time) ?? nearestSample(to: time) else { continue }
      let point = Point(x: location.x * s, y: location.y * s)
      if let group = groups.firstIndex(where: { $0.point.distance(to: point) < Self.groupingDistance }) {
        groups[group].indices.append(index)
        groups[group].points.append(point)
      } else {
        groups.append((point, [index], [point]))
      }
    }
    var elements: [MarkupElement] = []
    let screenWidth = trace.scene.device.width * s
    for group in groups {
      let rows = (group.indices.count + Self.markersPerRow - 1) / Self.markersPerRow
      for (position, index) in group.indices.enumerated() {
        let row = position / Self.markersPerRow
        let inRow = Double(min(Self.markersPerRow, group.indices.count - row * Self.markersPerRow))
        let rowWidth = (inRow - 1) * Self.markerSpacing
        // The row centred over the group's point, moved inside the screen.
        let left = min(max(group.point.x - rowWidth / 2, Self.markerRadius), max(Self.markerRadius, screenWidth - Self.markerRadius - rowWidth))
        let x = left + Double(position % Self.markersPerRow) * Self.markerSpacing
        let y = group.point.y - Self.markerSpacing * Double(rows - row)
        let own = group.points[position]
        elements.append(ReportText.line(x1: own.x, y1: own.y, x2: x, y2: y, classes: ReportPalette.strokeClass(index)))
        var marker = ReportPalette.style(index).marker.element(
          x: x, y: y, radius: Self.markerRadius, classes: "rec mk " + ReportPalette.fillClass(index))
        marker.append(MarkupElement("title", text: "\(results[index].strategy) recognised at \(SVGNumber.seconds(results[index].recognizedAt ?? 0))"))
        elements.append(marker)
      }
    }
    return elements
  }

  func nearestSample(to time: Double) -> Point? {
    trace.touches.min { abs($0.t - time) < abs($1.t - time) }?.location
  }

  func legend(x: Double, y: inout Double) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    let textX = x + 18
    func row(_ label: String, _ mark: MarkupElement) {
      elements.append(mark)
      elements.append(ReportText.text(label, x: textX, y: y + ReportLayout.smallCentredTextDrop, classes: "sm"))
      y += Self.legendRowHeight
    }
    let keyCentre = x + Self.legendKeySize / 2 + 1
    row("touch-down", MarkerShape.circle.element(x: keyCentre, y: y, radius: Self.markRadius, classes: "fd"))
    row("release (× cancelled)", MarkerShape.circle.element(x: keyCentre, y: y, radius: Self.markRadius, classes: "fr"))
    if !results.isEmpty {
      let shown = results.count
      var markers = MarkupElement("g")
      for index in 0..<shown {
        markers.append(
          ReportPalette.style(index).marker.element(
            x: x + Self.legendMarkerSpacing / 2 + Double(index) * Self.legendMarkerSpacing, y: y,
            radius: Self.legendMarkerSpacing * 0.4, classes: ReportPalette.fillClass(index)))
      }
      elements.append(markers)
      let labelX = max(textX, x + Self.legendMarkerSpacing / 2 + Double(shown) * Self.legendMarkerSpacing)
      elements.append(
        ReportText.text(Self.markerRowLabel, x: labelX, y: y + ReportLayout.smallCentredTextDrop, classes: "sm"))
      y += Self.legendRowHeight
    }
    row(
      "edge strips, \(SVGNumber.format(parameters.edgeRegionWidth)) pt (touch-down up to \(SVGNumber.format(parameters.edgeRegionWidth + parameters.edgeTouchDownSlack)))",
      ReportText.rect(
        x: keyCentre - Self.legendKeySize / 2, y: y - Self.legendKeySize / 2, width: Self.legendKeySize, height: Self.legendKeySize,
        classes: "eg"))
    if !(trace.scene.stack.last?.scrollViews.isEmpty ?? true) {
      row(
        "scroll view",
        ReportText.rect(
          x: keyCentre - Self.legendKeySize / 2, y: y - Self.legendKeySize / 2, width: Self.legendKeySize,
          height: Self.legendKeySize, classes: "sv"))
    }
    return elements
  }
}
