import Testing

@testable import BackStrategies

/// A spring fitted to a duration (`UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:)`,
/// react-native-screens' `continueAnimationWithTimingParameters:` run-out) is the same spring
/// whether its response is bisected at every release or once per damping ratio
/// (`FittedSpringShape`, kept in rn-screens' configuration and for percent-driven's property
/// animator).
@Suite("Springs fitted once per damping ratio")
struct FittedSpringShapeTests {
  /// The fit as it was written before the response per second was kept: the bisection made
  /// for each duration, at time 1 of a spring of response `r`, then scaled by the duration.
  static func fittedEveryTime(dampingRatio: Double, duration: Double, settlingFraction: Double) -> DampedSpring? {
    guard duration.isFinite, duration > 0 else { return nil }
    let epsilon = settlingFraction.isFinite && settlingFraction > 0 && settlingFraction < 1 ? settlingFraction : 0.001
    var low = 0.0
    var high = 1.0
    while DampedSpring(dampingRatio: dampingRatio, response: high, initialVelocity: 0).bound(at: 1) < epsilon { high *= 2 }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      guard middle > low && middle < high else { break }
      if DampedSpring(dampingRatio: dampingRatio, response: middle, initialVelocity: 0).bound(at: 1) < epsilon {
        low = middle
      } else {
        high = middle
      }
    }
    guard low > 0 else { return nil }
    return DampedSpring(dampingRatio: dampingRatio, response: low * duration, initialVelocity: 0)
  }

  /// Run-out durations: react-native-screens' `animationDuration · (1 − fraction)` from a release
  /// at the start to one a hair before the end, and degenerate ones.
  static let durations: [Double] = [0.5, 0.499_999, 0.3125, 0.25, 0.1, 0.017, 1e-9, 2.5, 0, -0.2, .infinity, .nan]

  @Test(
    "a shape fitted once gives the spring the bisection gives at every release, to the bit",
    arguments: [0.3, 0.9, 1, 1.000_001, 1.5, ReactNativeScreensStrategy.Configuration.completionDampingRatioAsPublished, 20, 0, -1, .nan],
    [0.001, 0.01, 0.2, 0, 1.5])
  func sameSpring(dampingRatio: Double, settlingFraction: Double) {
    let shape = FittedSpringShape(dampingRatio: dampingRatio, settlingFraction: settlingFraction)
    for duration in Self.durations {
      let reference = Self.fittedEveryTime(dampingRatio: dampingRatio, duration: duration, settlingFraction: settlingFraction)
      let kept = shape.spring(dampingRatio: dampingRatio, duration: duration, settlingFraction: settlingFraction)
      let fitted = DampedSpring.fitted(dampingRatio: dampingRatio, duration: duration, settlingFraction: settlingFraction)
      #expect(kept?.response.bitPattern == reference?.response.bitPattern, "ζ \(dampingRatio), ε \(settlingFraction), \(duration) s")
      #expect(fitted?.response.bitPattern == reference?.response.bitPattern, "ζ \(dampingRatio), ε \(settlingFraction), \(duration) s")
      #expect(kept == reference)
    }
  }

  @Test("asked for another damping ratio or settling fraction, a shape fits that spring anew")
  func otherSpring() {
    let shape = FittedSpringShape(dampingRatio: 4.56, settlingFraction: 0.001)
    for (ratio, fraction) in [(2.0, 0.001), (4.56, 0.01), (0.5, 0.05)] {
      let kept = shape.spring(dampingRatio: ratio, duration: 0.4, settlingFraction: fraction)
      let reference = Self.fittedEveryTime(dampingRatio: ratio, duration: 0.4, settlingFraction: fraction)
      #expect(kept != nil)
      #expect(kept?.response.bitPattern == reference?.response.bitPattern)
      #expect(kept?.response != shape.spring(dampingRatio: 4.56, duration: 0.4, settlingFraction: 0.001)?.response)
    }
  }

  @Test("rn-screens' configuration keeps the spring of its completionDampingRatio, and compares as it did")
  func configurationKeepsItsRatiosShape() {
    typealias Configuration = ReactNativeScreensStrategy.Configuration
    let published = Configuration.customAnimation
    #expect(published.completionSpring.dampingRatio == published.completionDampingRatio)
    #expect(published.completionSpring.settlingFraction == ModelParameters.uikit26.springSettlingFraction)
    let softer = Configuration {
      $0.fullScreenSwipe = .enabled
      $0.customAnimationOnSwipe = true
      $0.completionDampingRatio = 0.8
    }
    #expect(softer.completionSpring.dampingRatio == 0.8)
    #expect(softer != published)
    var back = softer
    back.completionDampingRatio = Configuration.completionDampingRatioAsPublished
    #expect(back == published)
    #expect(back.hashValue == published.hashValue)
    // Equal ratios are equal configurations, as when only the ratio was kept: 0 and -0 alike.
    #expect(Configuration { $0.completionDampingRatio = 0 } == Configuration { $0.completionDampingRatio = -0.0 })
  }

  @Test(
    "percent-driven's property animator keeps its run-out spring for every built-in model's settling fraction",
    arguments: [IOSVersion.iOS26, .iOS18])
  func propertyAnimatorKeepsItsSpring(ios: IOSVersion) {
    let shape = PercentDrivenStrategy.Configuration.propertyAnimatorRunOutSpring
    let fraction = ModelParameters.uikit26.resolved(for: ios).springSettlingFraction
    #expect(shape.dampingRatio == PercentDrivenStrategy.Configuration.propertyAnimatorDampingRatio)
    #expect(shape.settlingFraction == fraction)
    for duration in Self.durations {
      let kept = shape.spring(dampingRatio: shape.dampingRatio, duration: duration, settlingFraction: fraction)
      let reference = Self.fittedEveryTime(dampingRatio: shape.dampingRatio, duration: duration, settlingFraction: fraction)
      #expect(kept?.response.bitPattern == reference?.response.bitPattern, "\(duration) s")
    }
  }
}
