import BackStrategies
import BackStrategiesSupport

/// One frame of a run drawn as the screen showed it: the view under the top view at its x
/// (or the screenshot, for `screenshot-stack`), its dimming, the top view at its x with its
/// shadow, the scroll views at their offsets, the overlay a strategy drew (a bulge and its
/// icon) and the finger.
///
/// Everything comes from the ``Frame`` and the trace's scene; nothing is simulated again.
package struct ScreenDrawing: Sendable {
  /// The strategy whose "view under" is a picture taken on push, not a live view: its under
  /// view is drawn as a screenshot.
  package static let screenshotStrategyID = "screenshot-stack"

  /// The trace (its device and screens).
  package var trace: Trace
  /// The run the frame belongs to.
  package var result: RunResult
  /// Model numbers (navigation bar height).
  package var parameters: ModelParameters

  /// Width of the shadow strip, in pixels: UIKit's pop shadow fades out over about 20 pt,
  /// 5–6 px at the filmstrip's scale.
  static let shadowWidth = 5.0
  /// Radius of the finger's disc, in pixels.
  static let fingerRadius = 5.0
  /// Inset of an icon's glyph inside its frame, as a fraction of the frame.
  static let iconInset = 0.25
  /// Most scroll content pages drawn along one axis of one scroll view.
  static let maximumVisiblePages = 4

  /// Creates a drawing.
  package init(trace: Trace, result: RunResult, parameters: ModelParameters = .uikit26) {
    self.trace = trace
    self.result = result
    self.parameters = parameters
  }

  /// Whether the run's view under the top view is a screenshot.
  package var drawsScreenshot: Bool {
    result.strategy == Self.screenshotStrategyID || result.strategy.hasPrefix(Self.screenshotStrategyID + ":")
  }

  /// The screen under the top one in `frame`: the root during a pop to root, else the one
  /// below the top.
  package func underScreen(in frame: Frame) -> String? {
    guard frame.stack.count >= 2 else { return nil }
    let toRoot = result.transitions.contains { transition in
      transition.kind == .popToRoot && transition.began <= frame.t && frame.t <= (transition.settled ?? .infinity)
    }
    return toRoot ? frame.stack[0] : frame.stack[frame.stack.count - 2]
  }

  /// The frame drawn at `origin` with `scale` pixels per point, clipped to the screen. Where no
  /// view covers the screen it is transparent: the caller draws the window behind it (see
  /// ``window(origin:scale:)``).
  ///
  /// With `fingerTrailUntil`, the picture stands for every frame up to that time (the screen
  /// did not change): the finger's trail from the frame's time to then is drawn, and the finger
  /// where it was last.
  package func elements(for frame: Frame, origin: Point, scale s: Double, fingerTrailUntil end: Double? = nil) -> MarkupElement {
    let device = trace.scene.device
    let width = device.width * s
    let height = device.height * s
    var attributes: [(String, String)] = []
    if origin.x != 0 { attributes.append(("x", SVGNumber.format(origin.x))) }
    if origin.y != 0 { attributes.append(("y", SVGNumber.format(origin.y))) }
    var screen = MarkupElement("svg", attributes + [("width", SVGNumber.format(width)), ("height", SVGNumber.format(height))])
    if let underX = frame.underX {
      let id = underScreen(in: frame)
      screen.append(
        view(id: id ?? "?", x: underX * s, scale: s, offsets: [], classes: drawsScreenshot ? "uv ss" : "uv",
             note: drawsScreenshot ? "screenshot" : nil, labelX: visibleCentre(underX: underX * s, topX: frame.topX * s, width: width)))
      if frame.dim > 0 {
        screen.append(
          ReportText.rect(
            x: underX * s, y: 0, width: width, height: height, classes: "dm",
            extra: [("fill-opacity", SVGNumber.opacity(frame.dim))]))
      }
    }
    if let top = frame.stack.last {
      let visible = (max(0, frame.topX * s) + min(width, frame.topX * s + width)) / 2 - frame.topX * s
      screen.append(view(id: top, x: frame.topX * s, scale: s, offsets: frame.scrollOffsets, classes: "tv top", note: nil, labelX: visible))
    }
    if frame.shadow { screen.append(contentsOf: shadow(topX: frame.topX * s, width: width, height: height)) }
    if let overlay = frame.overlay { screen.append(contentsOf: self.overlay(overlay, scale: s)) }
    if let end {
      screen.append(contentsOf: fingerTrail(from: frame.t, to: end, scale: s))
    } else if let finger = trace.fingerLocation(at: frame.t) {
      screen.append(MarkerShape.circle.element(x: finger.x * s, y: finger.y * s, radius: Self.fingerRadius, classes: "fi"))
    }
    return screen
  }

  /// The window behind every view, with the screen's outline: drawn before ``elements(for:origin:scale:fingerTrailUntil:)``,
  /// whose clipping leaves the outer half of the outline visible.
  package func window(origin: Point, scale s: Double) -> MarkupElement {
    let device = trace.scene.device
    return ReportText.rect(x: origin.x, y: origin.y, width: device.width * s, height: device.height * s, classes: "scr")
  }

  /// Narrowest uncovered strip of the under view, in pixels, that gets its labels: about four
  /// characters of the 9 px label font.
  static let minimumLabelledStrip = 24.0

  /// Most points of a finger's trail in one picture.
  static let maximumTrailPoints = 60
  /// Pixels a simplified trail may stray from the samples.
  static let trailTolerance = 0.5

  /// The finger's path between two times, one polyline per stroke, and the finger's disc where
  /// it was last down.
  func fingerTrail(from start: Double, to end: Double, scale s: Double) -> [MarkupElement] {
    var elements: [MarkupElement] = []
    var last: Point?
    for stroke in trace.strokes {
      var points: [Point] = []
      if let location = trace.fingerLocation(at: start), let first = stroke.first, first.t <= start, stroke.last.map({ $0.t >= start }) ?? false {
        points.append(location)
      }
      for sample in stroke where sample.t > start && sample.t <= end { points.append(sample.location) }
      guard !points.isEmpty else { continue }
      last = points[points.count - 1]
      let pixels = PathSimplification.simplify(
        points.map { Point(x: $0.x * s, y: $0.y * s) }, tolerance: Self.trailTolerance, limit: Self.maximumTrailPoints)
      if pixels.count > 1 { elements.append(MarkupElement("polyline", [("points", SVGNumber.points(pixels)), ("class", "ft")])) }
    }
    if let last { elements.append(MarkerShape.circle.element(x: last.x * s, y: last.y * s, radius: Self.fingerRadius, classes: "fi")) }
    return elements
  }

  /// Where, in the under view's own pixels, the middle of its uncovered part is: the strip
  /// between the screen's edge and the top view. `nil` when too little of it shows to hold a
  /// label (the labels then sit in the middle, under the top view).
  func visibleCentre(underX: Double, topX: Double, width: Double) -> Double? {
    let left = topX >= 0 ? max(0, underX) : max(0, topX + width)
    let right = topX >= 0 ? min(width, topX) : min(width, underX + width)
    guard right - left >= Self.minimumLabelledStrip else { return nil }
    return (left + right) / 2 - underX
  }

  /// A screen's view at `x`: background, navigation bar and title, scroll views (unless
  /// `drawsScrollViews` is false: a replay draws them itself, moving). Its labels are centred
  /// at `labelX` (its own pixels) when given, else in the middle of the view.
  func view(
    id: String, x: Double, scale s: Double, offsets: [Frame.ScrollOffset], classes: String, note: String?, labelX: Double?,
    drawsScrollViews: Bool = true
  ) -> MarkupElement {
    let device = trace.scene.device
    let width = device.width * s
    let height = device.height * s
    let spec = trace.scene.stack.first { $0.id == id }
    var group = MarkupElement("g", [("transform", "translate(\(SVGNumber.format(x)),0)")])
    group.append(ReportText.rect(x: 0, y: 0, width: width, height: height, classes: classes))
    let barHidden = spec?.navigationBarHidden ?? false
    let barHeight = barHidden ? 0 : (device.safeArea.top + parameters.navigationBarHeight) * s
    if !barHidden { group.append(ReportText.rect(x: 0, y: 0, width: width, height: barHeight, classes: "nb")) }
    for scrollView in spec?.scrollViews ?? [] where drawsScrollViews {
      let offset = offsets.first { $0.screen == id && $0.id == scrollView.id }?.offset ?? scrollView.contentOffset
      group.append(self.scrollView(scrollView, offset: offset, scale: s))
    }
    let characters = ReportText.characters(fitting: width - 2 * ReportLayout.labelGap, fontSize: ReportText.smallFontSize, bold: true)
    let titleY = barHidden ? height / 2 : barHeight - ReportLayout.labelGap
    let centre = labelX ?? width / 2
    group.append(ReportText.text(ReportText.truncated(id, to: characters), x: centre, y: titleY, classes: "lb"))
    if let note { group.append(ReportText.text(note, x: centre, y: height / 2, classes: "sm m")) }
    return group
  }

  /// A scroll view's frame with its content pages drawn at the content offset.
  func scrollView(_ scrollView: ScrollViewSpec, offset: Point, scale s: Double) -> MarkupElement {
    let frame = scrollView.frame
    var clip = MarkupElement(
      "svg",
      [("x", SVGNumber.format(frame.x * s)), ("y", SVGNumber.format(frame.y * s)), ("width", SVGNumber.format(frame.width * s)),
       ("height", SVGNumber.format(frame.height * s))])
    let pageWidth = max(1, frame.width)
    let pageHeight = max(1, frame.height)
    func visiblePages(offset: Double, page: Double, content: Double) -> [Int] {
      let count = max(1, Int((content / page).rounded(.up)))
      let first = max(0, Int((offset / page).rounded(.down)))
      let last = min(count - 1, Int(((offset + page) / page).rounded(.up)) - 1)
      guard first <= last else { return [] }
      return Array((first...last).prefix(Self.maximumVisiblePages))
    }
    for column in visiblePages(offset: offset.x, page: pageWidth, content: scrollView.contentSize.width) {
      for row in visiblePages(offset: offset.y, page: pageHeight, content: scrollView.contentSize.height) {
        let x = (Double(column) * pageWidth - offset.x) * s
        let y = (Double(row) * pageHeight - offset.y) * s
        let page = scrollView.scrollsHorizontally ? column : row
        clip.append(ReportText.rect(x: x, y: y, width: pageWidth * s, height: pageHeight * s, classes: (column + row) % 2 == 0 ? "pa" : "pb"))
        clip.append(
          ReportText.text(
            "\(page + 1)", x: x + pageWidth * s / 2, y: y + pageHeight * s / 2 + ReportLayout.smallCentredTextDrop, classes: "sm m mu"))
      }
    }
    clip.append(ReportText.rect(x: 0, y: 0, width: frame.width * s, height: frame.height * s, classes: "so"))
    return clip
  }

  /// A translucent strip along the edge of the top view that faces the revealed area (its
  /// opacity is in the stylesheet's `.sh`).
  func shadow(topX: Double, width: Double, height: Double) -> [MarkupElement] {
    let x = topX >= 0 ? topX - Self.shadowWidth : topX + width
    return [ReportText.rect(x: x, y: 0, width: Self.shadowWidth, height: height, classes: "sh")]
  }

  /// The overlay's path in its own fill (outlined, so a faint fill still reads) and its icon.
  func overlay(_ overlay: Overlay, scale s: Double) -> [MarkupElement] {
    let dx = overlay.offsetX * s
    var elements = [
      MarkupElement(
        "path",
        [("d", SVGPathData.d(overlay.path, scale: s, dx: dx)), ("fill", Self.hexColor(overlay.fill)),
         ("fill-opacity", SVGNumber.opacity(overlay.fill.alpha)),
         ("fill-rule", overlay.fillRule == .evenOdd ? "evenodd" : "nonzero"), ("class", "ol overlay")])
    ]
    if let icon = overlay.icon { elements.append(self.icon(icon, scale: s, dx: dx)) }
    return elements
  }

  /// An icon as a simple glyph in its frame: a chevron for `back`, a house for `home`, a ring
  /// otherwise (its name is in the title).
  func icon(_ icon: Overlay.Icon, scale s: Double, dx: Double) -> MarkupElement {
    let frame = icon.frame
    let x = frame.x * s + dx
    let y = frame.y * s
    let width = frame.width * s
    let height = frame.height * s
    let inset = Self.iconInset
    var attributes: [(String, String)] = [("class", "ic icon")]
    if let tint = icon.tint { attributes.append(("stroke", Self.hexColor(tint))) }
    var group = MarkupElement("g", attributes)
    func p(_ fx: Double, _ fy: Double) -> Point { Point(x: x + fx * width, y: y + fy * height) }
    // Glyphs as fractions of the frame (inside its inset): a chevron pointing left, a house.
    switch icon.name {
    case "back":
      group.append(MarkupElement("polyline", [("points", SVGNumber.points([p(1 - inset - 0.1, inset), p(inset + 0.1, 0.5), p(1 - inset - 0.1, 1 - inset)]))]))
    case "home":
      group.append(
        MarkupElement(
          "polyline",
          [("points", SVGNumber.points([p(inset, 0.5), p(0.5, inset - 0.05), p(1 - inset, 0.5), p(1 - inset, 1 - inset), p(inset, 1 - inset), p(inset, 0.5)]))]))
    default:
      group.append(ReportText.rect(x: x, y: y, width: width, height: height, classes: "", extra: [("rx", SVGNumber.format(width / 2))]))
    }
    group.append(MarkupElement("title", text: "icon: \(icon.name)"))
    return group
  }

  /// `#rrggbb` of a colour.
  static func hexColor(_ color: RGBA) -> String {
    let hex = String(color.hex, radix: 16, uppercase: false)
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }
}
