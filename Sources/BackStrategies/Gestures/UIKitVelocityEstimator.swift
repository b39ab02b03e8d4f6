/// The finger's velocity as `UIPanGestureRecognizer` reports it from `velocityInView:`
/// (UIKit 26.1): a blend of the last two moves, not a fit over a time window.
///
/// `-[UIPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:]` keeps two
/// samples. Each `touchesMoved:` whose time is later than the previous event's makes a new
/// sample (from the previous location to the new one, over the time between them) and moves the
/// old one to "previous". `-[UIPanGestureRecognizer velocityInView:]` then answers
///
///     v = 0.2 · v(latest) + 0.8 · v(previous)      (v(latest) alone when there is no previous)
///
/// where each sample's velocity is its displacement over its interval, or zero when the
/// interval is under 1 ms (`_convertVelocitySample:fromSceneReferenceCoordinatesToView:`).
///
/// Three consequences a reader of a comparison should know:
/// - After the **first move** the velocity is that move's displacement over its interval: a
///   recogniser that begins on its first moved sample already reads a velocity.
/// - A finger that **stops** sends no `touchesMoved:` (its touch is stationary), so the velocity
///   keeps the value of the last two moves until the lift.
/// - The **lift** (`touchesEnded:`) adds no sample and does not move the location: `.ended`
///   reports the velocity, location and translation of the last move.
///
///     var estimator = UIKitVelocityEstimator(parameters: .uikit26)
///     estimator.touchDown(at: Point(x: 100, y: 0), time: 0.000)
///     estimator.moved(to: Point(x: 120, y: 0), time: 0.010)   // velocity (2000, 0)
///     estimator.moved(to: Point(x: 125, y: 0), time: 0.020)   // 0.2·500 + 0.8·2000 = (1700, 0)
///
/// - Complexity: O(1) per call; never allocates.
package struct UIKitVelocityEstimator: Hashable, Sendable {
  /// One move: where it started and ended, and how long it took.
  private struct Move: Hashable, Sendable {
    var dx: Double
    var dy: Double
    var interval: Double
  }

  private var latest: Move?
  private var previous: Move?
  private var lastLocation = Point.zero
  private var lastTime = 0.0
  private let latestWeight: Double
  private let shortestInterval: Double

  /// Creates an estimator with the model's weights.
  public init(parameters: ModelParameters) {
    latestWeight = parameters.velocityLatestMoveWeight
    shortestInterval = parameters.velocityShortestMoveInterval
  }

  /// The finger touched down: no samples yet (`touchesBegan:withEvent:` sets the first location
  /// and `_lastTouchTime`).
  public mutating func touchDown(at location: Point, time: Double) {
    latest = nil
    previous = nil
    lastLocation = location
    lastTime = time
  }

  /// The finger moved to `location` at `time` (`_centroidMovedTo:atTime:affectingTranslation:`):
  /// a move later than the last event becomes the latest sample; one at the same instant only
  /// moves the location.
  public mutating func moved(to location: Point, time: Double) {
    let interval = time - lastTime
    if interval > 0 {
      previous = latest
      latest = Move(dx: location.x - lastLocation.x, dy: location.y - lastLocation.y, interval: interval)
    }
    lastLocation = location
    lastTime = time
  }

  /// `velocityInView:`, in points per second.
  public var velocity: Vector {
    guard let latest else { return .zero }
    let newest = velocity(of: latest)
    // UIKit blends in the previous sample when its interval is above FLT_EPSILON; every interval
    // stored here is positive, so the test is whether there is one.
    guard let previous else { return newest }
    let older = velocity(of: previous)
    let olderWeight = 1 - latestWeight
    return Vector(x: newest.x * latestWeight + older.x * olderWeight, y: newest.y * latestWeight + older.y * olderWeight)
  }

  private func velocity(of move: Move) -> Vector {
    guard move.interval >= shortestInterval else { return .zero }
    return Vector(x: move.dx / move.interval, y: move.dy / move.interval)
  }
}
