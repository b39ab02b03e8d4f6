import BackStrategies

/// A stroke as the UI-test tools can play it: press at one point and hold still, drag in a
/// straight line at a constant velocity, hold still again, lift. XCUITest's
/// `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)` is exactly this; Maestro's
/// `swipe` is this without the holds.
///
/// ``init(approximating:)`` reads it off a stroke: the touch-down and the lift, how long the
/// finger stays at the touch-down before it moves, and how long it rests at the lift point
/// before lifting; ``DragDeviation`` measures what is lost.
public struct HarnessDrag: Hashable, Sendable {
  /// Where the finger touches down.
  public var press: Point
  /// Where it lifts.
  public var lift: Point
  /// When it touches down, in the trace's seconds.
  public var start: Double
  /// How long it stays at ``press`` before moving, in seconds.
  public var pressDuration: Double
  /// How long the drag from ``press`` to ``lift`` takes, in seconds.
  public var dragDuration: Double
  /// How long it rests at ``lift`` before lifting, in seconds.
  public var holdDuration: Double

  /// A finger within this distance of a point, in points, counts as resting there: more than the
  /// 0.1 pt positions are rounded to (`StrokeBuilder` and recorded traces), less than any move
  /// a recogniser notices. **[estimate]**
  public static let restingDistance = 0.5

  /// The shortest drag, in seconds, a velocity is computed over: a trace's timestamps are whole
  /// milliseconds, so a drag within one is taken as lasting one. **[format]** docs/trace-format.md.
  public static let shortestDrag = 0.001

  /// Creates a drag from its parts.
  public init(press: Point, lift: Point, start: Double, pressDuration: Double, dragDuration: Double, holdDuration: Double) {
    self.press = press
    self.lift = lift
    self.start = start
    self.pressDuration = pressDuration
    self.dragDuration = dragDuration
    self.holdDuration = holdDuration
  }

  /// The straight drag closest to `stroke` in its timing: the press lasts until the last sample
  /// still at the touch-down (within ``restingDistance``), the drag until the first sample from
  /// which the finger stays at the lift point, the hold until the lift.
  public init(approximating stroke: TraceStroke) {
    let samples = stroke.samples
    let press = stroke.press
    let lift = stroke.lift
    let lastAtPress = samples.firstIndex { $0.location.distance(to: press) > Self.restingDistance }.map { $0 - 1 } ?? samples.count - 1
    let firstAtLift = samples.lastIndex { $0.location.distance(to: lift) > Self.restingDistance }.map { $0 + 1 } ?? 0
    let dragStart = samples[lastAtPress].t
    let dragEnd = max(samples[min(firstAtLift, samples.count - 1)].t, dragStart)
    self.init(
      press: press, lift: lift, start: stroke.start, pressDuration: dragStart - stroke.start, dragDuration: dragEnd - dragStart,
      holdDuration: stroke.end - dragEnd)
  }

  /// The straight-line distance of the drag, in points.
  public var distance: Double { press.distance(to: lift) }

  /// The drag's constant speed, in points per second (0 for a press without a drag).
  public var velocity: Double {
    distance <= Self.restingDistance ? 0 : distance / max(dragDuration, Self.shortestDrag)
  }

  /// Press, drag and hold, in seconds.
  public var totalDuration: Double { pressDuration + dragDuration + holdDuration }

  /// Whether the finger never leaves the touch-down: a press (or tap) at one point.
  public var isStationary: Bool { distance <= Self.restingDistance }

  /// Where the finger is at `time` (the trace's seconds): at ``press`` until the drag starts, at
  /// ``lift`` once it ends.
  public func position(at time: Double) -> Point {
    let elapsed = time - start - pressDuration
    guard elapsed > 0 else { return press }
    guard elapsed < dragDuration, dragDuration > 0 else { return lift }
    let fraction = elapsed / dragDuration
    return Point(x: press.x + (lift.x - press.x) * fraction, y: press.y + (lift.y - press.y) * fraction)
  }
}
