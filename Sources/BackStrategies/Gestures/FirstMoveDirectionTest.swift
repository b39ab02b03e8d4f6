import BackStrategiesSupport

/// The extra test of a directional pan (``RecognizerSpec/firstMoveDirection``).
///
/// SloppySwiper's `SSWDirectionalPanGestureRecognizer` overrides `touchesMoved:withEvent:`:
/// after the pan's own handling, once, on the first move whose `velocityInView:` is not zero, it
/// sets its state to failed unless that velocity points its way more than any other
/// (`Classes/SSWDirectionalPanGestureRecognizer.m`, commit 90e156655573). It runs before the
/// pan's hysteresis test on the same move.
struct FirstMoveDirectionTest: Sendable {
  /// The direction the first move must take.
  let direction: PanDirection
  /// Whether the test has run (it runs once).
  private(set) var checked = false

  /// A test that the first move points towards `direction`.
  init(direction: PanDirection) {
    self.direction = direction
  }

  /// Whether the test still needs the finger's velocity (it has not run yet).
  var needsVelocity: Bool { !checked }

  /// Runs the test on a move with `velocity`: `nil` when it passes or has not run yet (a zero
  /// velocity), the reason when it fails (worded when called).
  mutating func refusal(velocity: Vector) -> (@Sendable () -> String)? {
    guard !checked, velocity != .zero else { return nil }
    checked = true
    if direction.dominates(velocity) { return nil }
    let direction = direction
    return {
      let components = PanDirection.allCases.map { "\($0.rawValue) \(NumberFormatting.short($0.component(of: velocity), 1))" }
      return "its first move's velocity (\(NumberFormatting.short(velocity.x, 1)), \(NumberFormatting.short(velocity.y, 1))) pt/s does not point \(direction.rawValue) more than any other way (\(components.joined(separator: ", ")))"
    }
  }
}
