/// Scenarios that separate the percent-driven presets (seeds 001, 002, 004).
extension Scenarios {
  /// A stroke that starts straight down, then swipes right: the pan begins on the vertical part,
  /// where the finger's horizontal velocity is exactly zero.
  ///
  /// Every sample up to the pan's 10 pt threshold has the same x, so the velocity estimator's
  /// x fit is flat and `velocity.x == 0` at `.began`: seed 001 resets its recogniser there and
  /// loses the whole stroke, although the finger then travels 240 pt right (62 % of the width).
  public static let flickZeroVelocityAtBegan = trace(
    "flick-zero-velocity-at-began",
    "A finger moves 30 pt straight down, then flicks 240 pt right; the pan begins during the vertical part, with velocity.x = 0.",
    intent: .back
  ) {
    $0.stroke(
      through: [Point(x: 100, y: 400), Point(x: 100, y: 430), Point(x: 340, y: 436)], durations: [0.1, 0.25],
      profile: StrokeBuilder.flick)
  }

  /// A short, fast flick in the middle of the screen: 60 pt in 0.1 s.
  ///
  /// 60 pt is 30 % of seed 001's 200 pt scale and its speed is far above 100 pt/s, so seed 001
  /// pops; it is 15 % of the width, under seed 002's half, so seed 002 cancels.
  public static let shortFastMidSwipe = trace(
    "short-fast-mid-swipe",
    "A short fast flick in the middle of the screen: 60 pt right in 0.1 s, lifted at speed.", intent: .back
  ) { $0.flick(from: Point(x: 180, y: midY), to: Point(x: 240, y: midY + 3), duration: 0.1) }
}
