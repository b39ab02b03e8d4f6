import BackStrategies
import BackStrategiesSupport

/// Every strategy of a comparison replayed on the same finger: one phone per strategy side by
/// side, all on one clock (``ReplayClock``), with a time readout above them.
///
/// Each phone shows what ``ScreenDrawing`` shows in a still: the view under the top view and
/// the top view at their x, the dimming and the shadow, the screenshot for `screenshot-stack`,
/// overlays (a bulge and its icon, an arrow), scroll views at their offsets, the finger's disc
/// and, under the phone, the stack's screen ids. The motion comes from the run's own timeline,
/// one sample per frame (``ReplayTrack``), and is written as SMIL or CSS animations
/// (``ReplayAnimator``). Results need timeline frames; the same input gives the same bytes.
package struct Replay: Sendable {
  /// The comparison replayed.
  package var comparison: Comparison
  /// Model numbers (navigation bar height).
  package var parameters: ModelParameters

  /// Height of each phone, in pixels: small enough that nine phones fit side by side in the
  /// report's 1120 px column, large enough to read a screen id in the navigation bar.
  package static let screenHeight = 180.0
  /// Space between phones, in pixels.
  static let gap = 12.0
  /// Margin around the figure, in pixels.
  static let margin = 4.0
  /// Height of the row with the time readout, in pixels.
  static let readoutHeight = 22.0
  /// Narrowest figure, in pixels: room for the time readout and its bar.
  static let minimumWidth = 200.0
  /// Height of one line of a phone's heading, in pixels.
  static let headingLineHeight = 11.0
  /// Lines of a phone's heading: the number and strategy id, then the preset, so a label is
  /// not cut to `1 system-ed…` on a narrow phone.
  static let headingLines = 2
  /// Height of a phone's heading (number and strategy), in pixels.
  static let headingHeight = 3 + headingLineHeight * Double(headingLines)
  /// Height of one caption line under a phone, in pixels.
  static let captionLineHeight = 12.0
  /// Most distinct overlay shapes animated in one phone: a bulge that changes shape every
  /// frame of a long pull is sampled down to this many, in time order.
  package static let maximumOverlayShapes = 8

  /// Creates a replay.
  package init(_ comparison: Comparison, parameters: ModelParameters = .uikit26) {
    self.comparison = comparison
    self.parameters = parameters
  }

  /// Pixels per point of the phones.
  package var scale: Double { Self.screenHeight / max(1, comparison.trace.scene.device.height) }

  /// The clock: to the last frame of the slowest run or the trace's last sample.
  package var clock: ReplayClock {
    let lastFrame = comparison.results.compactMap { $0.frames?.last?.t }.max() ?? 0
    let lastSample = comparison.trace.touches.last?.t ?? 0
    return ReplayClock(end: max(lastFrame, lastSample), refreshRate: comparison.trace.scene.device.refreshRate)
  }

  /// Times the finger is sampled at: every refresh from 0 to the clock's end, and the first and
  /// last sample of each stroke (so a tap shorter than a frame still shows).
  var fingerSampleTimes: [Double] {
    var times = clockTimes
    for stroke in comparison.trace.strokes {
      if let first = stroke.first { times.append(first.t) }
      if let last = stroke.last { times.append(last.t) }
    }
    return Array(Set(times)).sorted()
  }

  /// The finger's position track, in a phone's pixels: where it is while down, and held where
  /// it will next touch (or where it last was) while up.
  var fingerTrack: ReplayTrack {
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
  var fingerDownTrack: ReplayTrack {
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
}
