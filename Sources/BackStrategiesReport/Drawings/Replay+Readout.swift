import BackStrategies
import BackStrategiesSupport

/// The time readout above a replay's phones.
extension Replay {
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
  /// Thickness of the time bar under the readout, in pixels.
  static let timeBarHeight = 3.0
  /// Left of the first digit, from the figure's margin: after the 11 px "t =".
  static let digitsLeft = 22.0
  /// Space between the last digit and the unit "s", in pixels.
  static let unitGap = 2.0
  /// Space between the readout's unit and the time bar, in pixels.
  static let timeBarLeft = 16.0
  /// Width of the bar's cursor, in pixels.
  static let cursorWidth = 2.0
  /// How far the cursor reaches above and below the bar, in pixels.
  static let cursorOverhang = 3.0
  /// Drop from the readout's baseline to that of the bar's end label (9 px text), in pixels.
  static let endLabelDrop = 10.0

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
    var x = Self.margin + Self.digitsLeft
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
    group.append(ReportText.text("s", x: x + Self.unitGap, y: baseline))
    // The bar: from after the readout to the end of the figure's first phone row.
    let barX = x + Self.timeBarLeft
    let barWidth = max(Self.minimumWidth - barX, Double(comparison.results.count) * (phoneWidth + Self.gap) - Self.gap + Self.margin - barX)
    let barY = Self.margin + Self.digitHeight / 2 - Self.timeBarHeight / 2
    group.append(ReportText.rect(x: barX, y: barY, width: barWidth, height: Self.timeBarHeight, classes: "rb"))
    let cursor = ReportText.rect(
      x: barX - Self.cursorWidth / 2, y: barY - Self.cursorOverhang, width: Self.cursorWidth,
      height: Self.timeBarHeight + 2 * Self.cursorOverhang, classes: "rc")
    let cursorTrack = ReplayTrack(times: [0, end], values: [[0], [barWidth]], interpolation: .linear)
    group.append(animator.animate(MarkupElement("g", children: [.element(cursor)]), .translate, cursorTrack))
    group.append(ReportText.text(SVGNumber.seconds(end), x: barX + barWidth, y: baseline + Self.endLabelDrop, classes: "sm mu e"))
    return group
  }

}
