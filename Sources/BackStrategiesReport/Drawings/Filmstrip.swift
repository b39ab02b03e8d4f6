import BackStrategies
import BackStrategiesSupport

/// One strategy's screen at its key moments (touch-down, recognition, mid-gesture, release,
/// decision, settled and any hazard), side by side, each frame picked from the run's
/// timeline as the one nearest the moment. Moments that fall on the same frame share a
/// picture, and so do consecutive moments while the screen did not change at all (a strategy
/// that ignored the gesture shows one picture with the finger's trail). Each caption says the
/// moments, the time and progress, and the stack.
package struct Filmstrip: Sendable {
  /// One picture of the strip: a frame and the moments it stands for.
  package struct Cell: Hashable, Sendable {
    /// Index of the frame in the run's timeline.
    package var frameIndex: Int
    /// The last frame the picture stands for: later than ``frameIndex`` when the screen stayed
    /// the same from one moment to the next.
    package var lastFrameIndex: Int
    /// The moments nearest these frames, in time order.
    package var moments: [KeyMoment]
  }

  /// The trace.
  package var trace: Trace
  /// The run, with frames.
  package var result: RunResult
  /// Model numbers.
  package var parameters: ModelParameters

  /// Height of each pictured screen, in pixels: a 390 × 844 pt phone at 0.28 px per point,
  /// large enough to read a screen id in its navigation bar.
  package static let screenHeight = 236.0
  /// Space between pictures, in pixels.
  static let gap = 14.0
  /// Margin around the strip, in pixels.
  static let margin = 4.0
  /// Height of one caption line, in pixels.
  static let captionLineHeight = 12.0

  /// Creates a filmstrip.
  package init(trace: Trace, result: RunResult, parameters: ModelParameters = .uikit26) {
    self.trace = trace
    self.result = result
    self.parameters = parameters
  }

  /// Pixels per point of the pictured screens.
  var scale: Double { Self.screenHeight / max(1, trace.scene.device.height) }

  /// The pictures: each key moment's nearest frame; moments on the same frame, or on frames
  /// between which the screen did not change, share one.
  package var cells: [Cell] {
    guard let frames = result.frames, !frames.isEmpty else { return [] }
    var cells: [Cell] = []
    for moment in KeyMoment.moments(of: result, on: trace) {
      guard let index = FrameLookup.nearestIndex(in: frames, to: moment.time) else { continue }
      if let existing = cells.firstIndex(where: { $0.frameIndex == index }) {
        cells[existing].moments.append(moment)
      } else {
        cells.append(Cell(frameIndex: index, lastFrameIndex: index, moments: [moment]))
      }
    }
    cells.sort { $0.frameIndex < $1.frameIndex }
    var merged: [Cell] = []
    for cell in cells {
      if let last = merged.last, Self.screenUnchanged(frames[last.frameIndex...cell.frameIndex]) {
        merged[merged.count - 1].lastFrameIndex = cell.frameIndex
        merged[merged.count - 1].moments += cell.moments
      } else {
        merged.append(cell)
      }
    }
    return merged
  }

  /// Whether every frame of `frames` shows the same screen as the first (time aside).
  static func screenUnchanged(_ frames: ArraySlice<Frame>) -> Bool {
    guard let first = frames.first else { return true }
    return frames.allSatisfy { frame in
      frame.progress == first.progress && frame.topX == first.topX && frame.underX == first.underX && frame.dim == first.dim
        && frame.shadow == first.shadow && frame.overlay == first.overlay && frame.stack == first.stack
        && frame.scrollOffsets == first.scrollOffsets
    }
  }

  /// What a strip without frames says instead.
  static let noFramesNote = "No frames recorded: run with RunOptions(recordTimeline: true)."
  /// Width of that note, in pixels (its text at 11 px).
  static let noFramesWidth = 420.0
  /// Height of that note, in pixels (one line).
  static let noFramesHeight = 24.0

  /// Height of the close-up of an overlay under its picture, in pixels.
  package static let closeUpHeight = 120.0
  /// Space between a picture and its close-up, in pixels.
  static let closeUpGap = 6.0
  /// Room around the overlay's outline in the close-up, in points.
  static let closeUpPadding = 12.0

  /// The part of the screen an overlay covers (its outline, control points and icon, moved by
  /// its offset), padded and limited to the screen; `nil` when it is off the screen.
  func closeUpRegion(of overlay: Overlay) -> Rect? {
    var xs: [Double] = []
    var ys: [Double] = []
    for element in overlay.path {
      switch element {
      case .move(let p), .line(let p):
        xs.append(p.x)
        ys.append(p.y)
      case .quadCurve(let p, let control):
        xs += [p.x, control.x]
        ys += [p.y, control.y]
      case .close: break
      }
    }
    if let icon = overlay.icon {
      xs += [icon.frame.x, icon.frame.maxX]
      ys += [icon.frame.y, icon.frame.maxY]
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    let device = trace.scene.device
    let left = max(0, minX + overlay.offsetX - Self.closeUpPadding)
    let right = min(device.width, maxX + overlay.offsetX + Self.closeUpPadding)
    let top = max(0, minY - Self.closeUpPadding)
    let bottom = min(device.height, maxY + Self.closeUpPadding)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The screen around the overlay, magnified into a box under the picture.
  func closeUp(of frame: Frame, overlay: Overlay, drawing: ScreenDrawing, x: Double, y: Double) -> MarkupElement? {
    guard let region = closeUpRegion(of: overlay) else { return nil }
    let s = scale
    let boxWidth = trace.scene.device.width * s
    let zoom = min(boxWidth / (region.width * s), Self.closeUpHeight / (region.height * s))
    let viewBox = [region.x * s, region.y * s, region.width * s, region.height * s].map(SVGNumber.format).joined(separator: " ")
    // The box is wider or taller than the region; the rest of it shows more of the screen, not
    // what lies past the screen's edge the region touches.
    let device = trace.scene.device
    let alignX = region.x <= 0 ? "xMin" : (region.maxX >= device.width ? "xMax" : "xMid")
    let alignY = region.y <= 0 ? "YMin" : (region.maxY >= device.height ? "YMax" : "YMid")
    var box = MarkupElement(
      "svg",
      [("x", SVGNumber.format(x)), ("y", SVGNumber.format(y)), ("width", SVGNumber.format(boxWidth)),
       ("height", SVGNumber.format(Self.closeUpHeight)), ("viewBox", viewBox), ("preserveAspectRatio", alignX + alignY + " meet"),
       ("class", "close-up")])
    box.append(drawing.window(origin: Point(x: 0, y: 0), scale: s))
    box.append(drawing.elements(for: frame, origin: Point(x: 0, y: 0), scale: s))
    var group = MarkupElement("g")
    group.append(box)
    group.append(ReportText.rect(x: x, y: y, width: boxWidth, height: Self.closeUpHeight, classes: "fo"))
    group.append(
      ReportText.text(
        "×" + NumberFormatting.short(zoom, 1), x: x + ReportLayout.labelGap, y: y + Self.closeUpHeight - ReportLayout.labelGap,
        classes: "sm mu"))
    return group
  }

  /// The strip.
  package func figure() -> SVGFigure {
    let title = "\(result.strategy): the screen at its key moments"
    guard let frames = result.frames, !frames.isEmpty else {
      return SVGFigure(
        width: Self.noFramesWidth, height: Self.noFramesHeight, title: title,
        content: [
          ReportText.text(Self.noFramesNote, x: Self.margin, y: Self.noFramesHeight - 2 * Self.margin, classes: "mu")
        ])
    }
    let s = scale
    let cellWidth = trace.scene.device.width * s
    let characters = ReportText.characters(fitting: cellWidth, fontSize: ReportText.smallFontSize, bold: true)
    let drawing = ScreenDrawing(trace: trace, result: result, parameters: parameters)
    var content: [MarkupElement] = []
    var captionLines = 0
    let cells = self.cells
    let stripHasCloseUps = cells.contains { frames[$0.frameIndex].overlay.map { closeUpRegion(of: $0) != nil } ?? false }
    for (position, cell) in cells.enumerated() {
      let frame = frames[cell.frameIndex]
      let lastFrame = frames[cell.lastFrameIndex]
      let trailEnd = cell.lastFrameIndex > cell.frameIndex ? lastFrame.t : nil
      let x = Self.margin + Double(position) * (cellWidth + Self.gap)
      // Each picture is drawn from (0, 0) and moved into place: shorter than offsetting every
      // coordinate, which matters in the matrix report.
      var group = MarkupElement(
        "g", [("class", "cell"), ("transform", "translate(\(SVGNumber.format(x)),\(SVGNumber.format(Self.margin)))")])
      group.append(drawing.window(origin: .zero, scale: s))
      group.append(drawing.elements(for: frame, origin: .zero, scale: s, fingerTrailUntil: trailEnd))
      var captionTop = Self.screenHeight
      if stripHasCloseUps {
        if let overlay = frame.overlay, let closeUp = closeUp(of: frame, overlay: overlay, drawing: drawing, x: 0, y: captionTop + Self.closeUpGap) {
          group.append(closeUp)
        }
        captionTop += Self.closeUpGap + Self.closeUpHeight
      }
      var lines: [(String, String)] = []
      let ordinary = cell.moments.filter { if case .hazard = $0.kind { false } else { true } }.map(\.kind.label)
      let hazards = cell.moments.filter { if case .hazard = $0.kind { true } else { false } }.map(\.kind.label)
      for line in TextWrapping.wrap(ordinary.joined(separator: " · "), width: characters) { lines.append((line, "sm b")) }
      for line in TextWrapping.wrap(hazards.joined(separator: " · "), width: characters) { lines.append(("⚠ " + line, "sm b hz")) }
      let time = trailEnd.map { NumberFormatting.fixed(frame.t, 3) + "–" + SVGNumber.seconds($0) } ?? SVGNumber.seconds(frame.t)
      lines.append((time + " · p " + NumberFormatting.fixed(frame.progress, 2), "sm"))
      lines.append((ReportText.truncatedFromStart(ReportText.stack(frame.stack), to: characters), "sm mu"))
      var y = captionTop + Self.captionLineHeight
      for (text, classes) in lines {
        group.append(ReportText.text(text, x: 0, y: y, classes: classes))
        y += Self.captionLineHeight
      }
      captionLines = max(captionLines, lines.count)
      content.append(group)
    }
    let width = 2 * Self.margin + Double(cells.count) * cellWidth + Double(max(0, cells.count - 1)) * Self.gap
    let closeUps = stripHasCloseUps ? Self.closeUpGap + Self.closeUpHeight : 0
    let height = Self.margin + Self.screenHeight + closeUps + Double(captionLines) * Self.captionLineHeight + Self.margin
    return SVGFigure(width: width, height: height, title: title, content: content)
  }
}
