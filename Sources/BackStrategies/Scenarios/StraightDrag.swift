/// A gesture the UI-test tools can perform: press at ``start``, optionally hold still there for
/// ``pressDuration``, drag in a straight line to ``end`` at a constant velocity over
/// ``duration``, optionally hold still at ``end`` for ``holdBeforeLift``, then lift.
///
/// It is what XCUITest's `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`
/// does, what a Maestro `swipe` with a `duration` does, and what a W3C pointer-actions sequence
/// (`pointerDown`, one `pointerMove` with a duration, a `pause`, `pointerUp`) describes. Every
/// probe (``Probe``) is one; ``samples(sampleRate:)`` turns it into a trace's touch samples.
///
///     let drag = StraightDrag(start: Point(x: 5, y: 420), end: Point(x: 150, y: 420), duration: 1.5)
///     drag.speed          // 96.67 pt/s
///     drag.samples(sampleRate: 60)   // began, 90 moves 1.61 pt apart, ended
public struct StraightDrag: Hashable, Sendable, Codable {
  /// Where the finger touches down, in screen points.
  public var start: Point
  /// Where the finger lifts, in screen points.
  public var end: Point
  /// How long the drag from ``start`` to ``end`` lasts, in seconds (the moves only: without
  /// ``pressDuration`` and ``holdBeforeLift``).
  public var duration: Double
  /// How long the finger rests at ``start`` before it moves, in seconds (XCUITest's
  /// `forDuration:`); 0: it moves at once.
  public var pressDuration: Double
  /// How long the finger rests at ``end`` before it lifts, in seconds (XCUITest's
  /// `thenHoldForDuration:`); 0: it lifts at speed.
  public var holdBeforeLift: Double

  /// Creates a drag.
  public init(start: Point, end: Point, duration: Double, pressDuration: Double = 0, holdBeforeLift: Double = 0) {
    self.start = start
    self.end = end
    self.duration = duration
    self.pressDuration = pressDuration
    self.holdBeforeLift = holdBeforeLift
  }

  /// How far the finger travels, in points.
  public var distance: Double { Math.hypotenuse(end.x - start.x, end.y - start.y) }

  /// The finger's velocity during the drag, in points per second along each axis.
  public var velocity: Point {
    guard duration > 0 else { return Point(x: 0, y: 0) }
    return Point(x: (end.x - start.x) / duration, y: (end.y - start.y) / duration)
  }

  /// The finger's speed during the drag, in points per second.
  public var speed: Double { duration > 0 ? distance / duration : 0 }

  /// How long the whole gesture lasts, touch-down to lift, in seconds.
  public var totalDuration: Double { pressDuration + duration + holdBeforeLift }

  /// The touch samples of the drag at `sampleRate` hertz (a digitiser's touch rate): `began`
  /// at ``start`` at time 0; a stationary `moved` sample per tick of the press; the moves,
  /// evenly spaced over ``duration`` (`round(duration × sampleRate)` of them, at least one),
  /// the last at ``end``; a stationary `moved` sample per tick of the hold; `ended` at ``end``
  /// one tick later. Positions are rounded to a tenth of a point, as recorded traces have them
  /// (``StrokeBuilder``); times are whole ticks of the touch rate, unrounded.
  public func samples(sampleRate: Double) -> [TouchSample] {
    var samples: [TouchSample] = []
    var tick = 0
    func append(_ point: Point, _ phase: TouchPhase) {
      // Each sample on the digitiser's clock, k / rate exactly: rounding the times (to the
      // millisecond, as ``StrokeBuilder`` does) would make a constant velocity jitter by a few
      // per cent from move to move, and UIKit's release statistics read that as acceleration.
      samples.append(
        TouchSample(t: Double(tick) / sampleRate, x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10, phase: phase))
      tick += 1
    }
    append(start, .began)
    for _ in 0..<Self.ticks(pressDuration, sampleRate) { append(start, .moved) }
    let moves = max(1, Self.ticks(duration, sampleRate))
    for move in 1...moves {
      let fraction = Double(move) / Double(moves)
      append(Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction), .moved)
    }
    for _ in 0..<Self.ticks(holdBeforeLift, sampleRate) { append(end, .moved) }
    append(end, .ended)
    return samples
  }

  /// Whole ticks of `sampleRate` in `seconds` (none for a duration that is not positive).
  private static func ticks(_ seconds: Double, _ sampleRate: Double) -> Int {
    seconds > 0 && seconds.isFinite ? Int((seconds * sampleRate).rounded()) : 0
  }
}
