import BackStrategies
import BackStrategiesSupport

/// One phone of a replay: its heading, its screen over time and its captions.
extension Replay {
  /// Most content pages drawn along one axis of a moving scroll view.
  static let maximumScrollPages = 6
  /// Space between a phone's marker and its heading, in pixels.
  static let headingMarkerGap = 3.0
  /// Room under the heading's baseline, in pixels (its 9 px text's descenders).
  static let headingDescent = 4.0

  /// A phone's heading in at most ``headingLines`` lines of `characters`: whole when it fits,
  /// else broken before the preset (`2 edge-bulge` / `:as-published`) or, for a long id,
  /// after a hyphen in it (`1 system-` / `edge:shipped`); a last line still too long ends in `…`.
  static func headingLabel(_ label: String, characters: Int) -> [String] {
    guard label.count > characters, characters > 1 else { return [label] }
    var lines: [String] = []
    var rest = Substring(label)
    while !rest.isEmpty && lines.count < headingLines - 1 {
      if rest.count <= characters { break }
      let window = rest.prefix(characters)
      // Before the preset's colon when the id fits, else after the window's last hyphen.
      let colon = rest.prefix(characters + 1).lastIndex(of: ":").flatMap { $0 > rest.startIndex ? $0 : nil }
      let hyphen = window.lastIndex(of: "-").flatMap { $0 > window.startIndex ? window.index(after: $0) : nil }
      let cut = colon ?? hyphen ?? window.endIndex
      lines.append(String(rest[..<cut]))
      rest = rest[cut...]
    }
    if !rest.isEmpty { lines.append(ReportText.truncated(String(rest), to: characters)) }
    return lines
  }

  /// One phone: its heading, the screen (one picture per stretch of frames with the same
  /// stack, shown while it lasts), the finger, and the stack and outcome under it. Returns the
  /// phone and its height.
  func phone(_ result: RunResult, index: Int, animator: inout ReplayAnimator) -> (MarkupElement, Double) {
    let mode = animator.mode
    let trace = comparison.trace
    let s = scale
    let width = phoneWidth
    let height = Self.screenHeight
    let drawing = ScreenDrawing(trace: trace, result: result, parameters: parameters)
    var phone = MarkupElement("g", [("class", "phone")])
    let headingX = 2 * ReportLayout.keyMarkerRadius + Self.headingMarkerGap
    let characters = ReportText.characters(fitting: width - headingX, fontSize: ReportText.smallFontSize, bold: true)
    let headingBaseline = Self.headingHeight - Self.headingDescent
    phone.append(
      ReportPalette.style(index).marker.element(
        x: ReportLayout.keyMarkerRadius, y: headingBaseline - ReportLayout.smallCentredTextDrop, radius: ReportLayout.keyMarkerRadius,
        classes: "mk " + ReportPalette.fillClass(index)))
    let lines = Self.headingLabel("\(index + 1) \(result.strategy)", characters: characters)
    for (number, line) in lines.enumerated() {
      let baseline = headingBaseline - Double(lines.count - 1 - number) * Self.headingLineHeight
      phone.append(ReportText.text(line, x: headingX, y: baseline, classes: "sm b"))
    }
    var screenGroup = MarkupElement("g", [("transform", "translate(0,\(SVGNumber.format(Self.headingHeight)))")])
    screenGroup.append(drawing.window(origin: .zero, scale: s))
    let frames = result.frames ?? []
    let captionCharacters = ReportText.characters(fitting: width, fontSize: ReportText.smallFontSize)
    let captionY = height + Self.captionLineHeight
    if frames.isEmpty {
      screenGroup.append(ReportText.text("no frames", x: width / 2, y: height / 2, classes: "sm m mu"))
    }
    let times = frames.map(\.t)
    for segment in ReplaySegment.segments(of: frames, drawing: drawing) {
      var group = MarkupElement("g")
      var screen = MarkupElement("svg", [("width", SVGNumber.format(width)), ("height", SVGNumber.format(height))])
      let range = segment.frames
      let slice = frames[range]
      if let underID = segment.under {
        screen.append(underLayer(underID, frames: frames, range: range, times: times, drawing: drawing, animator: &animator))
      }
      if let top = slice.first?.stack.last {
        screen.append(topLayer(top, frames: frames, range: range, times: times, drawing: drawing, animator: &animator))
      }
      screen.append(contentsOf: overlays(frames: frames, range: range, times: times, drawing: drawing, animator: &animator))
      group.append(screen)
      let stack = slice.first?.stack ?? []
      group.append(ReportText.text(ReportText.truncatedFromStart(ReportText.stack(stack), to: captionCharacters), x: 0, y: captionY, classes: "sm mu"))
      if segment.isOnly {
        screenGroup.append(animator.shared(group))
      } else {
        let visible = frames.indices.map { [range.contains($0) ? 1.0 : 0.0] }
        screenGroup.append(animator.shared(animator.animate(group, .opacity, ReplayTrack(sampling: times, values: visible, interpolation: .discrete))))
      }
    }
    // At the origin (cx and cy default to 0); the animation moves it.
    let finger = MarkupElement("circle", [("r", SVGNumber.format(ScreenDrawing.fingerRadius)), ("class", "fi")])
    let moving = animator.animate(finger, .translate, fingerTrack)
    var fingerLayer = MarkupElement("svg", [("width", SVGNumber.format(width)), ("height", SVGNumber.format(height))])
    fingerLayer.append(animator.animate(MarkupElement("g", children: [.element(moving)]), .opacity, fingerDownTrack))
    // Shared as a group: a `<use>` of a nested `<svg>` does not show its SMIL animations in
    // Chromium. (With CSS it is not shared at all: see ReplayAnimator.shared.)
    screenGroup.append(mode == .smil ? animator.shared(MarkupElement("g", children: [.element(fingerLayer)])) : fingerLayer)
    screenGroup.append(
      ReportText.text(
        ReportText.truncated(result.outcome.rawValue, to: captionCharacters), x: 0, y: captionY + Self.captionLineHeight, classes: "sm"))
    phone.append(screenGroup)
    return (phone, Self.headingHeight + height + 2 * Self.captionLineHeight)
  }

  /// The view under the top one in a stretch (a screenshot for `screenshot-stack`) with its
  /// dimming, at the frames' x, shown while a frame has one.
  func underLayer(
    _ id: String, frames: [Frame], range: ClosedRange<Int>, times: [Double], drawing: ScreenDrawing, animator: inout ReplayAnimator
  ) -> MarkupElement {
    let s = scale
    let width = phoneWidth
    let height = Self.screenHeight
    var under = MarkupElement("g")
    var view = drawing.view(
      id: id, x: 0, scale: s, offsets: [], classes: drawing.drawsScreenshot ? "uv ss" : "uv",
      note: drawing.drawsScreenshot ? "screenshot" : nil, labelX: nil)
    view.attributes.removeAll { $0.name == "transform" }
    under.append(animator.shared(view))
    let dimValues = ReplaySegment.held(frames.indices.map { range.contains($0) ? frames[$0].dim : nil })
    let dim = ReplayTrack(sampling: times, values: dimValues.map { [$0] }, interpolation: .linear, digits: SVGNumber.opacityDigits)
    if !(dim.isConstant && dim.values.first == [0]) {
      under.append(animator.animate(ReportText.rect(x: 0, y: 0, width: width, height: height, classes: "dm"), .opacity, dim))
    }
    let xs = ReplaySegment.held(frames.indices.map { range.contains($0) ? frames[$0].underX.map { $0 * s } : nil })
    let shown = frames.indices.map { [range.contains($0) && frames[$0].underX != nil ? 1.0 : 0.0] }
    let shownTrack = ReplayTrack(sampling: times, values: shown, interpolation: .discrete)
    let moved = animator.animate(under, .translate, ReplayTrack(sampling: times, values: xs.map { [$0] }, interpolation: .linear))
    return shownTrack.isConstant ? moved : animator.animate(MarkupElement("g", children: [.element(moved)]), .opacity, shownTrack)
  }

  /// The top view of a stretch with its scroll views and its shadow, at the frames' x.
  func topLayer(
    _ top: String, frames: [Frame], range: ClosedRange<Int>, times: [Double], drawing: ScreenDrawing, animator: inout ReplayAnimator
  ) -> MarkupElement {
    let s = scale
    let width = phoneWidth
    let height = Self.screenHeight
    let trace = comparison.trace
    var topGroup = MarkupElement("g")
    var view = drawing.view(
      id: top, x: 0, scale: s, offsets: [], classes: "tv top", note: nil, labelX: nil, drawsScrollViews: false)
    view.attributes.removeAll { $0.name == "transform" }
    topGroup.append(animator.shared(view))
    for scrollView in trace.scene.stack.first(where: { $0.id == top })?.scrollViews ?? [] {
      topGroup.append(self.scrollView(scrollView, screen: top, frames: frames, range: range, times: times, animator: &animator))
    }
    let rightToLeft = trace.scene.device.layoutDirection == .rightToLeft
    let shadowValues = frames.indices.map { [range.contains($0) && frames[$0].shadow ? 1.0 : 0.0] }
    let shadowTrack = ReplayTrack(sampling: times, values: shadowValues, interpolation: .discrete)
    if !(shadowTrack.isConstant && shadowTrack.values.first == [0]) {
      let strip = ReportText.rect(
        x: rightToLeft ? width : -ScreenDrawing.shadowWidth, y: 0, width: ScreenDrawing.shadowWidth, height: height, classes: "sh")
      topGroup.append(animator.animate(strip, .opacity, shadowTrack))
    }
    let xs = ReplaySegment.held(frames.indices.map { range.contains($0) ? frames[$0].topX * s : nil })
    return animator.animate(topGroup, .translate, ReplayTrack(sampling: times, values: xs.map { [$0] }, interpolation: .linear))
  }

  /// A scroll view of the top screen with its content moving to the timeline's offsets: the
  /// pages the offsets reach in this stretch, in a group translated by the offset.
  func scrollView(
    _ scrollView: ScrollViewSpec, screen: String, frames: [Frame], range: ClosedRange<Int>, times: [Double], animator: inout ReplayAnimator
  ) -> MarkupElement {
    let s = scale
    let frame = scrollView.frame
    var clip = MarkupElement(
      "svg",
      [("x", SVGNumber.format(frame.x * s)), ("y", SVGNumber.format(frame.y * s)), ("width", SVGNumber.format(frame.width * s)),
       ("height", SVGNumber.format(frame.height * s))])
    let offsets = frames.indices.map { index -> Point? in
      guard range.contains(index) else { return nil }
      return frames[index].scrollOffsets.first { $0.screen == screen && $0.id == scrollView.id }?.offset ?? scrollView.contentOffset
    }
    let reached = offsets.compactMap { $0 } + [scrollView.contentOffset]
    let pageWidth = max(1, frame.width)
    let pageHeight = max(1, frame.height)
    func pages(_ low: Double, _ high: Double, page: Double, content: Double) -> [Int] {
      let count = max(1, Int((content / page).rounded(.up)))
      let first = max(0, Int((low / page).rounded(.down)))
      let last = min(count - 1, Int(((high + page) / page).rounded(.up)) - 1)
      guard first <= last else { return [] }
      return Array((first...last).prefix(Self.maximumScrollPages))
    }
    var content = MarkupElement("g")
    let columns = pages(reached.map(\.x).min() ?? 0, reached.map(\.x).max() ?? 0, page: pageWidth, content: scrollView.contentSize.width)
    let rows = pages(reached.map(\.y).min() ?? 0, reached.map(\.y).max() ?? 0, page: pageHeight, content: scrollView.contentSize.height)
    for column in columns {
      for row in rows {
        let x = Double(column) * pageWidth * s
        let y = Double(row) * pageHeight * s
        let page = scrollView.scrollsHorizontally ? column : row
        content.append(ReportText.rect(x: x, y: y, width: pageWidth * s, height: pageHeight * s, classes: (column + row) % 2 == 0 ? "pa" : "pb"))
        content.append(
          ReportText.text(
            "\(page + 1)", x: x + pageWidth * s / 2, y: y + pageHeight * s / 2 + ReportLayout.smallCentredTextDrop, classes: "sm m mu"))
      }
    }
    let held = ReplaySegment.heldPoints(offsets)
    let track = ReplayTrack(sampling: times, values: held.map { [-$0.x * s, -$0.y * s] }, interpolation: .linear)
    clip.append(animator.animate(content, .translate, track))
    clip.append(ReportText.rect(x: 0, y: 0, width: frame.width * s, height: frame.height * s, classes: "so"))
    return clip
  }

  /// The overlays of one stretch: each distinct shape (at most ``maximumOverlayShapes``)
  /// drawn once, shown while it is the frame's overlay and moved by the overlay's offset.
  func overlays(
    frames: [Frame], range: ClosedRange<Int>, times: [Double], drawing: ScreenDrawing, animator: inout ReplayAnimator
  ) -> [MarkupElement] {
    let s = scale
    let shown = ReplaySegment.overlayShapes(frames: frames, range: range, limit: Self.maximumOverlayShapes)
    var elements: [MarkupElement] = []
    for (shapeIndex, shape) in shown.shapes.enumerated() {
      let group = animator.shared(MarkupElement("g", children: drawing.overlay(shape, scale: s).map { .element($0) }))
      let offsets = ReplaySegment.held(frames.indices.map { shown.shapeOfFrame[$0] == shapeIndex ? frames[$0].overlay.map { $0.offsetX * s } : nil })
      let moved = animator.animate(group, .translate, ReplayTrack(sampling: times, values: offsets.map { [$0] }, interpolation: .linear))
      let visible = frames.indices.map { [shown.shapeOfFrame[$0] == shapeIndex ? 1.0 : 0.0] }
      let visibility = ReplayTrack(sampling: times, values: visible, interpolation: .discrete)
      elements.append(visibility.isConstant ? moved : animator.animate(MarkupElement("g", children: [.element(moved)]), .opacity, visibility))
    }
    return elements
  }
}
