import BackStrategiesSupport

/// A scroll view's content offset over time: following the finger (rubber-banding past its
/// ends when it bounces), decelerating after release, and springing back from past an end.
struct ScrollViewModel: Sendable {
  let spec: ScrollViewSpec
  let screen: Int
  /// The run's parameters, shared (``SharedModelParameters``).
  let sharedParameters: SharedModelParameters
  /// The run's parameters.
  // Read, not got: `_read` lends the stored value, where a getter hands out a copy (with its
  // arrays retained) that a call taking the parameters could not avoid (docs/performance.md).
  var parameters: ModelParameters { _read { yield sharedParameters.value } }
  /// Offset when nothing animates, or where the running animation started.
  private(set) var restingOffset: Point
  private var offsetAtDragStart = Point.zero
  private var animationX: Tween? { didSet { updateAnimationEnd() } }
  private var animationY: Tween? { didSet { updateAnimationEnd() } }
  /// When the running deceleration or bounce ends, if one runs: kept current by the two
  /// animations (``updateAnimationEnd()``), because the run asks for it before every touch and
  /// deadline (docs/performance.md#the-simulation-run).
  private(set) var animationEnd: Double?
  /// Total distance the content moved, in points.
  private(set) var travelled = 0.0
  /// The page a `UIPageViewController` shows, when this is its scroll view (an app view of
  /// kind ``AppViewKind/pager(pages:page:)``); `nil` for any other scroll view.
  var pageViewControllerPage: Int?

  init(spec: ScrollViewSpec, screen: Int, parameters: ModelParameters) {
    self.init(spec: spec, screen: screen, sharedParameters: SharedModelParameters(parameters))
  }

  /// A scroll view of a run whose parameters are `sharedParameters`.
  init(spec: ScrollViewSpec, screen: Int, sharedParameters: SharedModelParameters) {
    self.spec = spec
    self.screen = screen
    self.sharedParameters = sharedParameters
    // An offset outside the content's range (a recording with content insets, which the
    // model does not have) starts clamped into it: docs/robustness.md.
    let limit = spec.maximumOffset
    restingOffset = Point(x: spec.contentOffset.x.clamped(to: 0...limit.x), y: spec.contentOffset.y.clamped(to: 0...limit.y))
  }

  /// Offset at `time`.
  func offset(at time: Double) -> Point {
    Point(x: animationX?.value(at: time) ?? restingOffset.x, y: animationY?.value(at: time) ?? restingOffset.y)
  }

  /// Recomputes ``animationEnd`` from the two animations (their `didSet`).
  private mutating func updateAnimationEnd() {
    animationEnd =
      switch (animationX?.end, animationY?.end) {
      case (let x?, let y?): max(x, y)
      case (let x?, nil): x
      case (nil, let y?): y
      case (nil, nil): nil
      }
  }

  /// Whether it can scroll along an axis (`horizontal` true for x).
  func canScroll(horizontal: Bool) -> Bool {
    horizontal ? spec.scrollsHorizontally : spec.scrollsVertically
  }

  /// Whether the content is still moving at `time`: coasting after a flick or springing back
  /// from past an end (`isDecelerating`).
  func isMoving(at time: Double) -> Bool {
    guard let end = animationEnd else { return false }
    return end > time
  }

  /// Whether the content sits past one of its ends at `time` (`_isBouncing`: the offset strictly
  /// outside its range).
  func isPastAnEnd(at time: Double) -> Bool {
    let now = offset(at: time)
    let limit = spec.maximumOffset
    return now.x < 0 || now.x > limit.x || now.y < 0 || now.y > limit.y
  }

  /// Whether the content sits at the end a back swipe from `edge` pulls from: its minimum
  /// offset for the left edge, its maximum for the right (inclusive, as
  /// `_needsDynamicDependentRequirementForGestureRecognizer:` compares).
  func isAtEnd(pulledFrom edge: ScreenEdge, at time: Double) -> Bool {
    let x = offset(at: time).x
    return edge == .left ? x <= 0 : x >= spec.maximumOffset.x
  }

  /// Whether the content sits at its leading end for a back swipe in `direction`.
  func isAtLeadingEnd(for direction: InterfaceLayoutDirection, at time: Double) -> Bool {
    let x = offset(at: time).x
    return direction == .leftToRight ? x <= 0 : x >= spec.maximumOffset.x
  }

  /// A touch landed on it: any animation stops where it is (UIKit catches a flick).
  mutating func touchDown(at time: Double) {
    settle(at: time)
  }

  /// Its pan began: remember the offset the drag moves from.
  mutating func beginDrag(at time: Double) {
    settle(at: time)
    offsetAtDragStart = restingOffset
  }

  /// The finger moved by `translation` since the pan began.
  mutating func drag(translation: Vector) {
    let next = Point(
      x: spec.scrollsHorizontally ? dragged(offsetAtDragStart.x - translation.x, limit: spec.maximumOffset.x, size: spec.frame.width) : restingOffset.x,
      y: spec.scrollsVertically ? dragged(offsetAtDragStart.y - translation.y, limit: spec.maximumOffset.y, size: spec.frame.height) : restingOffset.y)
    travelled += abs(next.x - restingOffset.x) + abs(next.y - restingOffset.y)
    restingOffset = next
  }

  /// The finger lifted with `velocity` (finger velocity, points per second).
  mutating func release(velocity: Vector, at time: Double) {
    animationX = spec.scrollsHorizontally ? coast(from: restingOffset.x, speed: -velocity.x, limit: spec.maximumOffset.x, at: time) : nil
    animationY = spec.scrollsVertically ? coast(from: restingOffset.y, speed: -velocity.y, limit: spec.maximumOffset.y, at: time) : nil
  }

  /// Stops any animation, keeping the offset it reached by `time`.
  mutating func settle(at time: Double) {
    let now = offset(at: time)
    travelled += abs(now.x - restingOffset.x) + abs(now.y - restingOffset.y)
    restingOffset = now
    animationX = nil
    animationY = nil
  }

  /// Offset for a drag to `raw`: inside the range as is; past an end rubber-banded
  /// (`d·c·x / (d + c·x)`), or clamped when the scroll view does not bounce.
  private func dragged(_ raw: Double, limit: Double, size: Double) -> Double {
    let coefficient = parameters.rubberBandCoefficient
    func band(_ overshoot: Double) -> Double { size * coefficient * overshoot / (size + coefficient * overshoot) }
    if raw < 0 { return spec.bounces ? -band(-raw) : 0 }
    if raw > limit { return spec.bounces ? limit + band(raw - limit) : limit }
    return raw
  }

  /// The animation after release along one axis: spring back if past an end, otherwise
  /// decelerate exponentially (`UIScrollView.DecelerationRate`) until resting or at an end.
  private func coast(from offset: Double, speed: Double, limit: Double, at time: Double) -> Tween? {
    if offset < 0 || offset > limit {
      let target = offset < 0 ? 0 : limit
      return Tween(from: offset, to: target, start: time, duration: parameters.bounceBackDuration, curve: .criticallyDampedSpring)
    }
    let resting = parameters.scrollRestingSpeed
    guard abs(speed) > resting else { return nil }
    // v(t) = v0·e^(−k·t) with k = −1000·ln(rate); distance by t is v0/k·(1 − e^(−k·t)).
    let decay = -1000 * Math.logarithm(parameters.decelerationRate)
    var duration = Math.logarithm(abs(speed) / resting) / decay
    var target = offset + speed / decay * (1 - resting / abs(speed))
    let boundary = speed < 0 ? 0.0 : limit
    if (speed < 0 && target < boundary) || (speed > 0 && target > boundary) {
      let remaining = 1 - (boundary - offset) * decay / speed
      duration = remaining > 0 ? -Math.logarithm(remaining) / decay : duration
      target = boundary
    }
    return Tween(from: offset, to: target, start: time, duration: duration, curve: .exponentialDecay(steepness: decay * duration))
  }
}
