/// Every strategy of a comparison replayed on the same finger: one phone per strategy side by
/// side, all on one clock (``ReplayClock``), with a time readout above them.
///
/// Each phone shows what ``ScreenDrawing`` shows in a still: the view under the top view and
/// the top view at their x, the dimming and the shadow, the screenshot for `screenshot-stack`,
/// overlays (a bulge and its icon, an arrow), scroll views at their offsets, the finger's disc
/// and, under the phone, the stack's screen ids. The motion comes from the run's own timeline,
/// one sample per frame (``ReplayTrack``), and is written as SMIL or CSS animations
/// (``ReplayAnimator``). Results need timeline frames; the same input gives the same bytes.
public struct Replay: Sendable {
  /// The comparison replayed.
  public var comparison: Comparison
  /// Model numbers (navigation bar height).
  public var parameters: ModelParameters

  /// Height of each phone, in pixels: small enough that nine phones fit side by side in the
  /// report's 1120 px column, large enough to read a screen id in the navigation bar.
  public static let screenHeight = 180.0
  /// Space between phones, in pixels.
  static let gap = 12.0
  /// Margin around the figure, in pixels.
  static let margin = 4.0
  /// Height of the row with the time readout, in pixels.
  static let readoutHeight = 22.0
  /// Height of a phone's heading (number and strategy), in pixels.
  static let headingHeight = 14.0
  /// Height of one caption line under a phone, in pixels.
  static let captionLineHeight = 12.0
  /// Width of one digit of the time readout (11 px text), in pixels.
  static let digitWidth = 8.0
  /// Height of the readout's digit window, in pixels.
  static let digitHeight = 14.0
  /// Drop from the top of a digit's window to its baseline, in pixels.
  static let digitBaseline = 11.0
  /// Steps of the readout per second: tenths, which a reader can follow while it plays (and
  /// which keep its keyframes few; the time bar's cursor moves smoothly).
  static let readoutResolution = 10.0
  /// Added before rounding the readout down, so a frame time such as 0.3 (0.29999… in
  /// binary) reads 0.3.
  static let readoutRoundingAllowance = 1e-9
  /// Most distinct overlay shapes animated in one phone: a bulge that changes shape every
  /// frame of a long pull is sampled down to this many, in time order.
  public static let maximumOverlayShapes = 8
  /// Most content pages drawn along one axis of a moving scroll view.
  static let maximumScrollPages = 6
  /// Thickness of the time bar under the readout, in pixels.
  static let timeBarHeight = 3.0

  /// Creates a replay.
  public init(_ comparison: Comparison, parameters: ModelParameters = .uikit26) {
    self.comparison = comparison
    self.parameters = parameters
  }

  /// Pixels per point of the phones.
  public var scale: Double { Self.screenHeight / max(1, comparison.trace.scene.device.height) }

  /// The clock: to the last frame of the slowest run or the trace's last sample.
  public var clock: ReplayClock {
    let lastFrame = comparison.results.compactMap { $0.frames?.last?.t }.max() ?? 0
    let lastSample = comparison.trace.touches.last?.t ?? 0
    return ReplayClock(end: max(lastFrame, lastSample), refreshRate: comparison.trace.scene.device.refreshRate)
  }

  /// Times the finger is sampled at: every refresh from 0 to the clock's end, and the first and
  /// last sample of each stroke (so a tap shorter than a frame still shows).
  public var fingerSampleTimes: [Double] {
    var times = clockTimes
    for stroke in comparison.trace.strokes {
      if let first = stroke.first { times.append(first.t) }
      if let last = stroke.last { times.append(last.t) }
    }
    return Array(Set(times)).sorted()
  }

  /// The finger's position track, in a phone's pixels: where it is while down, and held where
  /// it will next touch (or where it last was) while up.
  public var fingerTrack: ReplayTrack {
    let trace = comparison.trace
    let s = scale
    let times = fingerSampleTimes
    var locations = times.map { trace.fingerLocation(at: $0) }
    var next: Point? = nil
    for index in locations.indices.reversed() {
      if let location = locations[index] { next = location } else { locations[index] = next }
    }
    var previous: Point? = nil
    for index in locations.indices {
      if let location = locations[index] { previous = location } else { locations[index] = previous }
    }
    let values = locations.map { point -> [Double] in [(point?.x ?? 0) * s, (point?.y ?? 0) * s] }
    return ReplayTrack(sampling: times, values: values, interpolation: .linear)
  }

  /// Whether the finger is down, as an opacity track.
  public var fingerDownTrack: ReplayTrack {
    let times = fingerSampleTimes
    let values = times.map { [comparison.trace.fingerLocation(at: $0) == nil ? 0.0 : 1.0] }
    return ReplayTrack(sampling: times, values: values, interpolation: .discrete, digits: SVGNumber.opacityDigits)
  }

  /// Every refresh from 0 to the clock's end (the readout's samples).
  var clockTimes: [Double] {
    let rate = comparison.trace.scene.device.refreshRate
    var times: [Double] = []
    let end = clock.end
    while rate > 0, times.count < RunOptions.maximumTimelineFrames {
      let time = Double(times.count) / rate
      guard time <= end else { break }
      times.append(time)
    }
    if times.last.map({ $0 < end }) ?? true { times.append(end) }
    return times
  }

  /// Width of one phone, in pixels.
  var phoneWidth: Double { comparison.trace.scene.device.width * scale }

  /// The figure, animated as `mode` says; with CSS, the `@keyframes` rules are in a `<style>`
  /// element at its start.
  /// `idPrefix` starts the ids of its elements (unique on the page).
  func figure(mode: ReplayAnimator.Mode, idPrefix: String = "rp-") -> SVGFigure {
    var animator = ReplayAnimator(mode: mode, clock: clock, idPrefix: idPrefix)
    var content: [MarkupElement] = []
    content.append(readout(animator: &animator, digitsID: idPrefix + "d"))
    let top = Self.margin + Self.readoutHeight
    var height = top
    for (index, result) in comparison.results.enumerated() {
      let x = Self.margin + Double(index) * (phoneWidth + Self.gap)
      var (phone, phoneHeight) = self.phone(result, index: index, animator: &animator)
      phone.attributes.append(.init("transform", "translate(\(SVGNumber.format(x)),\(SVGNumber.format(top)))"))
      content.append(phone)
      height = max(height, top + phoneHeight)
    }
    if !animator.definitions.isEmpty { content.insert(MarkupElement("defs", children: animator.definitions.map { .element($0) }), at: 0) }
    if !animator.rules.isEmpty {
      content.insert(MarkupElement("style", text: animator.rules.joined(separator: "\n")), at: 0)
    }
    let count = Double(comparison.results.count)
    let width = 2 * Self.margin + count * phoneWidth + max(0, count - 1) * Self.gap
    let title =
      "\(comparison.trace.name): every strategy replayed on the same finger, \(SVGNumber.seconds(clock.end)) then a \(NumberFormatting.short(ReplayClock.pauseBetweenLoops, 1)) s pause, looping"
    return SVGFigure(width: max(width, Self.minimumWidth), height: height + Self.margin, title: title, content: content)
  }

  /// Narrowest figure, in pixels: room for the time readout and its bar.
  static let minimumWidth = 200.0

  /// The readout: `t = 0.4 s` with rolling digits, and a bar whose cursor crosses it once per
  /// replay.
  func readout(animator: inout ReplayAnimator, digitsID: String) -> MarkupElement {
    var group = MarkupElement("g", [("class", "readout")])
    // The digits 0…9 in a column, drawn once and shown through each digit's window.
    var column = MarkupElement("g", [("id", digitsID)])
    for digit in 0..<10 {
      column.append(ReportText.text("\(digit)", x: 0, y: Double(digit) * Self.digitHeight + Self.digitBaseline))
    }
    group.append(MarkupElement("defs", children: [.element(column)]))
    let baseline = Self.margin + Self.digitBaseline
    group.append(ReportText.text("t =", x: Self.margin, y: baseline))
    let times = clockTimes
    let end = clock.end
    var integerDigits = 1
    var limit = 10.0
    while end >= limit {
      integerDigits += 1
      limit *= 10
    }
    // Places of the digits, in powers of ten of tenths: …, 10 (units), 1 (tenths).
    var x = Self.margin + 22
    var places: [(place: Double, x: Double)] = []
    var power = 1.0
    for _ in 0..<integerDigits { power *= 10 }
    for position in 0..<(integerDigits + 1) {
      places.append((power, x))
      x += Self.digitWidth
      if position == integerDigits - 1 {
        group.append(ReportText.text(".", x: x, y: baseline))
        x += Self.digitWidth / 2
      }
      power /= 10
    }
    for (place, digitX) in places {
      let values = times.map { time -> [Double] in
        let steps = (time * Self.readoutResolution + Self.readoutRoundingAllowance).rounded(.down)
        let digit = (steps / place).rounded(.down).truncatingRemainder(dividingBy: 10)
        return [0, -digit * Self.digitHeight]
      }
      let track = ReplayTrack(sampling: times, values: values, interpolation: .discrete)
      var wheel = MarkupElement("g")
      wheel.append(MarkupElement("use", [("href", "#" + digitsID)]))
      var window = MarkupElement(
        "svg",
        [("x", SVGNumber.format(digitX)), ("y", SVGNumber.format(Self.margin)), ("width", SVGNumber.format(Self.digitWidth)),
         ("height", SVGNumber.format(Self.digitHeight))])
      window.append(animator.animate(wheel, .translate, track))
      group.append(window)
    }
    group.append(ReportText.text("s", x: x + 2, y: baseline))
    // The bar: from after the readout to the end of the figure's first phone row.
    let barX = x + 16
    let barWidth = max(Self.minimumWidth - barX, Double(comparison.results.count) * (phoneWidth + Self.gap) - Self.gap + Self.margin - barX)
    let barY = Self.margin + Self.digitHeight / 2 - Self.timeBarHeight / 2
    group.append(ReportText.rect(x: barX, y: barY, width: barWidth, height: Self.timeBarHeight, classes: "rb"))
    let cursor = ReportText.rect(x: barX - 1, y: barY - 3, width: 2, height: Self.timeBarHeight + 6, classes: "rc")
    let cursorTrack = ReplayTrack(times: [0, end], values: [[0], [barWidth]], interpolation: .linear)
    group.append(animator.animate(MarkupElement("g", children: [.element(cursor)]), .translate, cursorTrack))
    group.append(ReportText.text(SVGNumber.seconds(end), x: barX + barWidth, y: baseline + 10, classes: "sm mu e"))
    return group
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
    let characters = ReportText.characters(fitting: width - 12, fontSize: ReportText.smallFontSize, bold: true)
    phone.append(
      ReportPalette.style(index).marker.element(
        x: ReportLayout.keyMarkerRadius, y: Self.headingHeight / 2 - 2, radius: ReportLayout.keyMarkerRadius,
        classes: "mk " + ReportPalette.fillClass(index)))
    phone.append(
      ReportText.text(
        ReportText.truncated("\(index + 1) \(result.strategy)", to: characters), x: 2 * ReportLayout.keyMarkerRadius + 3,
        y: Self.headingHeight - 4, classes: "sm b"))
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
        var under = MarkupElement("g")
        var view = drawing.view(
          id: underID, x: 0, scale: s, offsets: [], classes: drawing.drawsScreenshot ? "uv ss" : "uv",
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
        screen.append(shownTrack.isConstant ? moved : animator.animate(MarkupElement("g", children: [.element(moved)]), .opacity, shownTrack))
      }
      if let top = slice.first?.stack.last {
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
        screen.append(animator.animate(topGroup, .translate, ReplayTrack(sampling: times, values: xs.map { [$0] }, interpolation: .linear)))
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
