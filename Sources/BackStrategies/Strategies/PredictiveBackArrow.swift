import BackStrategiesSupport

/// The states of SystemUI's back arrow (`BackPanelController.GestureState`, Android 14).
package enum PredictiveBackArrowState: String, Hashable, Sendable {
  /// Off screen, invisible.
  case gone
  /// Animating in; releasing cancels unless flung.
  case entry
  /// Releasing commits back.
  case active
  /// Releasing cancels back unless flung away from the edge.
  case inactive
  /// Like committed, but the arrow takes longer.
  case flung
  /// Back is happening; the arrow fades.
  case committed
  /// Back is cancelling; the arrow retracts.
  case cancelled
}

/// Draws the arrow panel (`BackPanel.onDraw`, Android 14) as an ``Overlay``: a background rounded
/// rectangle `[margin, margin + width]` from the edge, centred at the panel's y, edge-side corners
/// `edgeCorner` and far-side corners `farCorner`, with the arrow centred inside
/// (`arrowOffset = (width − arrowLength) / 2`). The right panel is the mirror image.
///
/// The sizes come from ``PredictiveBackStrategy/PanelDimensions`` stretched the way
/// `BackPanelController` stretches them (`setStretch`: resting + (stretched − resting)·amount, with
/// EdgePanelParams' `PathInterpolator`s); SystemUI's springs between states are not run: each
/// callback draws the panel where the springs are heading.
package struct PredictiveBackArrow: Hashable, Sendable {
  /// The panel's sizes.
  public var panel: PredictiveBackStrategy.Panel

  /// Creates a drawer for these sizes.
  public init(panel: PredictiveBackStrategy.Panel) { self.panel = panel }

  /// `updateYStartPosition`: the panel centre `max(touchY − fingerOffset, minimumArrowY)`, kept
  /// so the 268 dp panel window does not start above the screen.
  public func centreY(touchY: Double) -> Double {
    max(max(touchY - panel.fingerOffset, panel.minimumArrowY), panel.panelHeight / 2)
  }

  /// The dimensions shown in `state` at `progress` (0…1 of the state's own stretch).
  public func dimensions(_ state: PredictiveBackArrowState, progress: Double) -> PredictiveBackStrategy.PanelDimensions {
    let p = progress.clamped(to: 0...1)
    typealias C = PredictiveBackStrategy.Configuration
    func lerp(_ a: Double, _ b: Double, _ amount: Double) -> Double { a + (b - a) * amount }
    switch state {
    case .entry, .inactive:
      // stretchEntryBackIndicator / stretchInactiveBackIndicator toward preThresholdIndicator.
      let rest = panel.entry, to = panel.preThreshold
      let widthAmount = max(0, C.entryWidthCurve.value(at: p))
      return PredictiveBackStrategy.PanelDimensions(
        margin: rest.margin, width: lerp(rest.width, to.width, widthAmount),
        height: lerp(rest.height, to.height, C.heightCurve.value(at: p)),
        edgeCorner: lerp(rest.edgeCorner, to.edgeCorner, p), farCorner: lerp(rest.farCorner, to.farCorner, p),
        arrowLength: lerp(rest.arrowLength, to.arrowLength, widthAmount),
        arrowHeight: lerp(rest.arrowHeight, to.arrowHeight, widthAmount))
    case .active, .flung:
      // stretchActiveBackIndicator toward fullyStretchedIndicator.
      let rest = panel.active, to = panel.fullyStretched
      let arrowAmount = C.entryWidthCurve.value(at: p)
      return PredictiveBackStrategy.PanelDimensions(
        margin: lerp(rest.margin, to.margin, C.horizontalTranslationCurve.value(at: p)),
        width: lerp(rest.width, to.width, C.activeWidthCurve.value(at: p)), height: rest.height,
        edgeCorner: rest.edgeCorner, farCorner: rest.farCorner,
        arrowLength: lerp(rest.arrowLength, to.arrowLength, arrowAmount),
        arrowHeight: lerp(rest.arrowHeight, to.arrowHeight, arrowAmount))
    case .committed:
      let rest = panel.active
      let s = panel.committedScale
      return PredictiveBackStrategy.PanelDimensions(
        margin: rest.margin, width: rest.width * s, height: rest.height * s, edgeCorner: rest.edgeCorner * s,
        farCorner: rest.farCorner * s, arrowLength: rest.arrowLength * s, arrowHeight: rest.arrowHeight * s)
    case .gone, .cancelled:
      // cancelledIndicator: the entry dimensions with background width 0.
      var rest = panel.entry
      rest.width = 0
      return rest
    }
  }

  /// The overlay for `dimensions` at the `edge`, centred at `centreY`, on a screen `width` wide.
  public func overlay(_ dimensions: PredictiveBackStrategy.PanelDimensions, edge: ScreenEdge, centreY: Double, screenWidth: Double) -> Overlay {
    let outline = PanelOutline(dimensions, edge: edge, centreY: centreY, screenWidth: screenWidth)
    let (near, far, top, bottom, inward, e, f) = (outline.near, outline.far, outline.top, outline.bottom, outline.inward, outline.e, outline.f)
    // Clockwise from the top of the edge side; each corner is a quadratic curve whose control
    // point is the rectangle's corner.
    let path: [PathElement] = [
      .move(to: Point(x: near + inward * e, y: top)),
      .line(to: Point(x: far - inward * f, y: top)),
      .quadCurve(to: Point(x: far, y: top + f), control: Point(x: far, y: top)),
      .line(to: Point(x: far, y: bottom - f)),
      .quadCurve(to: Point(x: far - inward * f, y: bottom), control: Point(x: far, y: bottom)),
      .line(to: Point(x: near + inward * e, y: bottom)),
      .quadCurve(to: Point(x: near, y: bottom - e), control: Point(x: near, y: bottom)),
      .line(to: Point(x: near, y: top + e)),
      .quadCurve(to: Point(x: near + inward * e, y: top), control: Point(x: near, y: top)),
      .close,
    ]
    return Overlay(path: path, fill: panel.fill, fillRule: .nonZero, icon: outline.icon)
  }

  /// What stands in for ``overlay(_:edge:centreY:screenWidth:)`` in a run that draws nothing
  /// (``StrategyContext/drawsFrames`` is false): an overlay with no outline, which the simulator
  /// takes or ignores exactly as it would the drawn one (it ignores an overlay with a number that
  /// is not finite), without building the outline's path.
  func standIn(_ dimensions: PredictiveBackStrategy.PanelDimensions, edge: ScreenEdge, centreY: Double, screenWidth: Double) -> Overlay {
    let outline = PanelOutline(dimensions, edge: edge, centreY: centreY, screenWidth: screenWidth)
    let finite = outline.isFinite && (outline.icon?.frame.isFinite ?? true)
    return Overlay(path: [], fill: panel.fill, fillRule: .nonZero, icon: nil, offsetX: finite ? 0 : .nan)
  }
}

/// The numbers of the panel's outline: its sides, its corner radii and the arrow's frame.
private struct PanelOutline {
  let inward: Double
  let near: Double
  let far: Double
  let top: Double
  let bottom: Double
  /// The edge side's and the far side's corner radii, at most half the panel's height or width.
  let e: Double
  let f: Double
  let icon: Overlay.Icon?

  init(_ dimensions: PredictiveBackStrategy.PanelDimensions, edge: ScreenEdge, centreY: Double, screenWidth: Double) {
    inward = edge.inwardSign
    let edgeX = edge == .left ? 0 : screenWidth
    near = edgeX + inward * dimensions.margin
    far = edgeX + inward * (dimensions.margin + dimensions.width)
    top = centreY - dimensions.height / 2
    bottom = centreY + dimensions.height / 2
    let limit = min(dimensions.height / 2, dimensions.width / 2)
    e = min(dimensions.edgeCorner, limit)
    f = min(dimensions.farCorner, limit)
    let arrowNear = near + inward * (dimensions.width - dimensions.arrowLength) / 2
    let arrowX = edge == .left ? arrowNear : arrowNear - dimensions.arrowLength
    icon =
      dimensions.arrowLength > 0
      ? Overlay.Icon(
        name: "back-arrow",
        frame: Rect(x: arrowX, y: centreY - dimensions.arrowHeight / 2, width: dimensions.arrowLength, height: dimensions.arrowHeight))
      : nil
  }

  /// Whether every point of the outline's path is finite (as ``Overlay``'s finiteness check reads them).
  var isFinite: Bool {
    (near + inward * e).isFinite && (far - inward * f).isFinite && far.isFinite && near.isFinite && top.isFinite
      && (top + f).isFinite && (bottom - f).isFinite && bottom.isFinite && (bottom - e).isFinite && (top + e).isFinite
  }
}
