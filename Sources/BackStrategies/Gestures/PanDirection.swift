/// One of the four directions a finger can move in, in screen coordinates (y grows down).
///
/// A recogniser's ``RecognizerSpec/firstMoveDirection`` uses it: SloppySwiper's
/// `SSWPanDirection` (`Classes/SSWDirectionalPanGestureRecognizer.h`, commit 90e156655573,
/// lines 9–14) has the same four values.
public enum PanDirection: String, Hashable, Sendable, CaseIterable {
  /// Increasing x.
  case right
  /// Increasing y.
  case down
  /// Decreasing x.
  case left
  /// Decreasing y.
  case up

  /// The component of `velocity` along this direction: `vx`, `vy`, `−vx` or `−vy`.
  public func component(of velocity: Vector) -> Double {
    switch self {
    case .right: velocity.x
    case .down: velocity.y
    case .left: -velocity.x
    case .up: -velocity.y
    }
  }

  /// Whether `velocity` points in this direction more than in any of the other three: its
  /// component along this direction is strictly larger than the other three components. A tie
  /// (exactly 45°) does not count.
  public func dominates(_ velocity: Vector) -> Bool {
    let own = component(of: velocity)
    return Self.allCases.allSatisfy { $0 == self || $0.component(of: velocity) < own }
  }
}
