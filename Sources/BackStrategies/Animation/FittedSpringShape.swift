/// ``DampedSpring/fitted(dampingRatio:duration:settlingFraction:)`` for one damping ratio and one
/// settling fraction, its bisection made once.
///
/// The fitted spring's response is its duration times a number that depends on the damping ratio
/// and the settling fraction only (``DampedSpring/fittedResponsePerSecond(dampingRatio:settlingFraction:)``,
/// about 60 evaluations of the spring). A strategy that fits springs of one damping ratio to many
/// durations (one at every release) keeps that number in its configuration, worked out when the
/// configuration is made, and ``spring(dampingRatio:duration:settlingFraction:)`` gives what the
/// fit gives, to the bit: the same number times the same duration.
package struct FittedSpringShape: Hashable, Sendable {
  /// The damping ratio the response was fitted for.
  package let dampingRatio: Double
  /// The settling fraction the response was fitted for.
  package let settlingFraction: Double
  /// ``DampedSpring/fittedResponsePerSecond(dampingRatio:settlingFraction:)`` of the two. A
  /// function of them (equal ratios and fractions give equal responses), so it adds nothing
  /// to ``==``.
  let responsePerSecond: Double?

  /// Fits the response for `dampingRatio` and `settlingFraction`.
  package init(dampingRatio: Double, settlingFraction: Double) {
    self.dampingRatio = dampingRatio
    self.settlingFraction = settlingFraction
    responsePerSecond = DampedSpring.fittedResponsePerSecond(dampingRatio: dampingRatio, settlingFraction: settlingFraction)
  }

  /// ``DampedSpring/fitted(dampingRatio:duration:settlingFraction:)``, without its bisection
  /// when `dampingRatio` and `settlingFraction` are this shape's (equal by `==`: equal values
  /// fit the same response, `0` and `-0` included), with it otherwise.
  package func spring(dampingRatio: Double, duration: Double, settlingFraction: Double) -> DampedSpring? {
    guard dampingRatio == self.dampingRatio, settlingFraction == self.settlingFraction else {
      return DampedSpring.fitted(dampingRatio: dampingRatio, duration: duration, settlingFraction: settlingFraction)
    }
    guard duration.isFinite, duration > 0, let perSecond = responsePerSecond else { return nil }
    return DampedSpring(dampingRatio: dampingRatio, response: perSecond * duration, initialVelocity: 0)
  }
}
