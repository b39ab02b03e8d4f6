/// The shape of seed 000's bulge: the grey "pimple" that grows out of the right edge under
/// the finger (`createLayer:` of `PopGestureRecognizerManager`), as numbers.
///
/// The bulge is redrawn from scratch for each finger position. First the finger's position is
/// clamped to the *anchor* (`tempPoint` in the seed):
///
///     anchor.x = max(x, W − maximumDisplacement)             // never more than 40 pt in
///     anchor.y = clamp(y, halfHeight, H − halfHeight)        // the outline stays on screen
///              = H / 2 when followsFinger is off
///
/// Let `k = (W − anchor.x) / maximumDisplacement` (0 at the edge, 1 fully pulled) and
/// `tipX = anchor.x + tipOutset·k`. The closed outline is three quadratic curves (the seed's
/// "丿", "(" and its mirror). The seed sets the even-odd rule on its `UIBezierPath`, which the
/// `CAShapeLayer` does not read (it fills non-zero); the outline does not cross itself, so the two
/// rules fill the same area:
///
///     move to   (W, y − 100)
///     quad to   (tipX, y − 20)   control (W, y − 70)          the upper shoulder
///     quad to   (tipX, y + 20)   control (anchor.x − 0·k, y)  the tip
///     quad to   (W, y + 100)     control (W, y + 70)          the lower shoulder
///     close
///
/// The icon sits inside the tip: frame `(anchor.x + 10, y − 15, 30, 30)`.
///
/// On a 390 × 844 screen, a finger at (300, 420) gives anchor (350, 420), k = 1, tip x = 360:
/// the outline runs from (390, 320) to (360, 400), round the tip to (360, 440), back to
/// (390, 520); the icon frame is (360, 405, 30, 30).
public struct EdgeBulgeGeometry: Hashable, Sendable {
  /// How far the anchor may move in from the right edge, in points: `anchor.x = max(x, W − 40)`.
  /// Past it the finger can go on moving left, the bulge stays. The drawn outline reaches
  /// `maximumDisplacement − tipOutset / 2` in, 35 pt: its tip's curve bends halfway from the
  /// tip (30 pt in) to its control point on the anchor (40 pt in). Source: seed 000,
  /// `createLayer:` (`progressPoint.x < Gesture_SCREEN_WIDTH - 40`, "最大位移距离为40").
  public var maximumDisplacement: Double
  /// Whether the bulge follows the finger up and down; otherwise it is centred at `H / 2`.
  /// Source: seed 000, `isFollowGesturePosition` (default `YES`).
  public var followsFinger: Bool
  /// Half the height of the outline along the edge, in points: it spans `y − 100 … y + 100`.
  /// The vertical clamp uses the same number so the outline never leaves the screen
  /// (`clamp(y, 100, H − 100)`). Source: seed 000, `tempPoint.y - 100` / `+ 100` and the
  /// clamp `progressPoint.y <= 100` ("为什么是100，看上面").
  public var halfHeight: Double
  /// Distance from the anchor's y of the shoulders' control points, which sit on the edge:
  /// `(W, y − 70)` and `(W, y + 70)`. Source: seed 000, `CGPointMake(Gesture_SCREEN_WIDTH, tempPoint.y-70)`.
  public var shoulderControlOffset: Double
  /// Half the height of the tip, in points: the shoulders end at `y − 20` and `y + 20`.
  /// Source: seed 000, `tempPoint.y-20` / `tempPoint.y + 20`.
  public var tipHalfHeight: Double
  /// How far the tip's ends stand to the right of the anchor at full pull, in points:
  /// `tipX = anchor.x + 10·k` (a quarter of the pull, "拖动长度的四分之一").
  /// Source: seed 000, `tempPoint.x + 10 * (Gesture_SCREEN_WIDTH - tempPoint.x) / 40`.
  public var tipOutset: Double
  /// How far the tip's control point stands to the *left* of the anchor at full pull, in
  /// points: control `(anchor.x − inset·k, y)`.
  ///
  /// Default `0`, as the seed's listed code has it (`tempPoint.x - 0 * (…) / 40`, so the
  /// control point is the anchor itself). The article's prose says
  /// `tempPoint.x - 10 * (Gesture_SCREEN_WIDTH - tempPoint.x) / 40`: set `10` to draw the
  /// rounder tip the text describes. Source: seed 000, `createLayer:` (code) and step two (prose).
  public var middleControlInset: Double
  /// Horizontal distance from the anchor to the icon's left edge, in points.
  /// Source: seed 000, `subLayer.frame = CGRectMake(tempPoint.x + 10, …)`.
  public var iconOutset: Double
  /// Side of the square icon, in points; it is centred vertically on the anchor (`y − 15`).
  /// Source: seed 000, `CGRectMake(…, tempPoint.y - 15, 30, 30)`.
  public var iconSize: Double

  /// The seed's geometry: 40 pt maximum, following the finger, 200 pt tall, tip control on the anchor.
  public init(
    maximumDisplacement: Double = 40, followsFinger: Bool = true, halfHeight: Double = 100,
    shoulderControlOffset: Double = 70, tipHalfHeight: Double = 20, tipOutset: Double = 10,
    middleControlInset: Double = 0, iconOutset: Double = 10, iconSize: Double = 30
  ) {
    self.maximumDisplacement = maximumDisplacement
    self.followsFinger = followsFinger
    self.halfHeight = halfHeight
    self.shoulderControlOffset = shoulderControlOffset
    self.tipHalfHeight = tipHalfHeight
    self.tipOutset = tipOutset
    self.middleControlInset = middleControlInset
    self.iconOutset = iconOutset
    self.iconSize = iconSize
  }

  /// The clamped finger position the bulge is drawn around (seed 000's `tempPoint`).
  ///
  /// The checks run in the seed's order: `y <= 100` wins over `y >= H − 100` on a screen
  /// shorter than 200 pt.
  public func anchor(for location: Point, screen: Size) -> Point {
    let x = location.x < screen.width - maximumDisplacement ? screen.width - maximumDisplacement : location.x
    guard followsFinger else { return Point(x: x, y: screen.height / 2) }
    let y: Double
    if location.y <= halfHeight {
      y = halfHeight
    } else if location.y >= screen.height - halfHeight {
      y = screen.height - halfHeight
    } else {
      y = location.y
    }
    return Point(x: x, y: y)
  }

  /// The bulge for a finger at `location` on a screen of `screen` size.
  package func shape(for location: Point, screen: Size) -> EdgeBulgeShape {
    let outline = outline(for: location, screen: screen)
    return EdgeBulgeShape(anchor: outline.anchor, pull: outline.pull, path: outline.path, iconFrame: outline.iconFrame)
  }

  /// The numbers of the bulge for a finger at `location`, its path not yet built: what a run
  /// that draws nothing reads (whether the outline is finite, and the icon's frame), without
  /// allocating the path ``shape(for:screen:)`` returns.
  package func outline(for location: Point, screen: Size) -> EdgeBulgeOutline {
    let anchor = anchor(for: location, screen: screen)
    let pull = maximumDisplacement == 0 ? 0 : (screen.width - anchor.x) / maximumDisplacement
    return EdgeBulgeOutline(
      anchor: anchor, pull: pull, edge: screen.width, tipX: anchor.x + tipOutset * pull,
      tipControlX: anchor.x - middleControlInset * pull, halfHeight: halfHeight, shoulderControlOffset: shoulderControlOffset,
      tipHalfHeight: tipHalfHeight,
      iconFrame: Rect(x: anchor.x + iconOutset, y: anchor.y - iconSize / 2, width: iconSize, height: iconSize))
  }
}

/// The numbers of one drawing of seed 000's bulge (``EdgeBulgeGeometry/outline(for:screen:)``):
/// its points, from which ``path`` builds the outline.
package struct EdgeBulgeOutline: Sendable {
  /// The clamped finger position (`tempPoint`).
  let anchor: Point
  /// `k = (W − anchor.x) / maximumDisplacement`.
  let pull: Double
  /// The screen's right edge, `W`.
  let edge: Double
  /// The x of the tip's two ends, `anchor.x + tipOutset·k`.
  let tipX: Double
  /// The x of the tip's control point, `anchor.x − middleControlInset·k`.
  let tipControlX: Double
  /// ``EdgeBulgeGeometry/halfHeight``: the outline spans `y ± halfHeight` along the edge.
  let halfHeight: Double
  /// ``EdgeBulgeGeometry/shoulderControlOffset``: the shoulders' control points at `y ±` it.
  let shoulderControlOffset: Double
  /// ``EdgeBulgeGeometry/tipHalfHeight``: the tip's ends at `y ±` it.
  let tipHalfHeight: Double
  /// The icon's frame.
  let iconFrame: Rect

  /// The closed outline: move, three quadratic curves, close.
  var path: [PathElement] {
    let y = anchor.y
    return [
      .move(to: Point(x: edge, y: y - halfHeight)),
      .quadCurve(to: Point(x: tipX, y: y - tipHalfHeight), control: Point(x: edge, y: y - shoulderControlOffset)),
      .quadCurve(to: Point(x: tipX, y: y + tipHalfHeight), control: Point(x: tipControlX, y: y)),
      .quadCurve(to: Point(x: edge, y: y + halfHeight), control: Point(x: edge, y: y + shoulderControlOffset)),
      .close,
    ]
  }

  /// Whether every point of ``path`` is finite, worked out without building it: the numbers
  /// its points are made of, added and subtracted as they are there.
  var isFinite: Bool {
    let y = anchor.y
    return edge.isFinite && tipX.isFinite && tipControlX.isFinite && y.isFinite && (y - halfHeight).isFinite
      && (y - tipHalfHeight).isFinite && (y - shoulderControlOffset).isFinite && (y + tipHalfHeight).isFinite
      && (y + halfHeight).isFinite && (y + shoulderControlOffset).isFinite
  }
}

/// One drawing of seed 000's bulge: its anchor, how far it is pulled, its outline and where its
/// icon goes. ``EdgeBulgeGeometry/shape(for:screen:)`` makes one.
package struct EdgeBulgeShape: Hashable, Sendable {
  /// The clamped finger position (`tempPoint`).
  public var anchor: Point
  /// `k = (W − anchor.x) / maximumDisplacement`: 0 at the edge, 1 at full pull.
  public var pull: Double
  /// The closed outline: move, three quadratic curves, close.
  public var path: [PathElement]
  /// The icon's frame, in screen points.
  public var iconFrame: Rect

  /// Creates a shape.
  public init(anchor: Point, pull: Double, path: [PathElement], iconFrame: Rect) {
    self.anchor = anchor
    self.pull = pull
    self.path = path
    self.iconFrame = iconFrame
  }
}
