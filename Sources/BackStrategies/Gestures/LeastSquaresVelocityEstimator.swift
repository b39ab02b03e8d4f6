/// Estimates the finger's velocity from its recent samples, as Flutter's `VelocityTracker` does.
///
/// UIKit's own estimator is private; this one is the documented peer (Flutter
/// `gestures/velocity_tracker.dart`):
/// keep the last ``ModelParameters/velocitySampleLimit`` samples; walking back from the newest,
/// stop at a sample older than ``ModelParameters/velocityHorizon`` or before a gap longer than
/// ``ModelParameters/velocityStopGap`` (the finger had stopped); with at least
/// ``ModelParameters/velocityMinimumSamples`` samples, fit a line (or, with
/// ``ModelParameters/velocityFitDegree`` 2, Flutter's quadratic) by least squares to position
/// against time and take its slope at the newest sample. Otherwise the velocity is zero.
///
///     var estimator = LeastSquaresVelocityEstimator(parameters: .uikit26)
///     estimator.add(time: 0.000, position: Point(x: 0, y: 0))
///     estimator.add(time: 0.010, position: Point(x: 10, y: 0))
///     estimator.add(time: 0.020, position: Point(x: 20, y: 0))
///     estimator.velocity   // (1000, 0) points per second
///
/// - Complexity: ``add(time:position:)`` is O(1) and never allocates; ``velocity`` is O(*k*)
///   for *k* ≤ the sample limit.
public struct LeastSquaresVelocityEstimator: Equatable, Sendable {
  /// One recorded sample.
  private struct Sample: Equatable, Sendable {
    var time: Double
    var x: Double
    var y: Double
  }

  /// A ring of the latest samples; `newest` is the index of the latest.
  private var samples: [Sample]
  private var newest = -1
  private var count = 0
  private let horizon: Double
  private let stopGap: Double
  private let minimumSamples: Int
  private let quadratic: Bool

  /// Creates an empty estimator with the model's window, history and stop rules.
  public init(parameters: ModelParameters) {
    let capacity = max(1, parameters.velocitySampleLimit)
    samples = Array(repeating: Sample(time: 0, x: 0, y: 0), count: capacity)
    horizon = parameters.velocityHorizon
    stopGap = parameters.velocityStopGap
    minimumSamples = max(1, parameters.velocityMinimumSamples)
    quadratic = parameters.velocityFitDegree >= 2
  }

  /// Forgets every sample (a new stroke begins).
  public mutating func reset() {
    newest = -1
    count = 0
  }

  /// Records the finger at `position` at `time` seconds.
  public mutating func add(time: Double, position: Point) {
    newest = newest + 1 == samples.count ? 0 : newest + 1
    samples[newest] = Sample(time: time, x: position.x, y: position.y)
    count = min(count + 1, samples.count)
  }

  /// Finger travel across the samples the fit uses: the newest sample minus the oldest one inside
  /// the horizon and stop-gap window (Flutter's `VelocityEstimate.offset`, which
  /// `HorizontalDragGestureRecognizer.isFlingGesture` compares with the touch slop). Zero when
  /// no sample was recorded.
  public var windowOffset: Vector {
    guard count > 0 else { return .zero }
    let latest = samples[newest]
    var oldest = latest
    var index = newest
    var previousTime = latest.time
    var used = 0
    while used < count {
      let sample = samples[index]
      if Self.exceeds(latest.time - sample.time, horizon) || Self.exceeds(previousTime - sample.time, stopGap) { break }
      oldest = sample
      used += 1
      previousTime = sample.time
      index = index == 0 ? samples.count - 1 : index - 1
    }
    return Vector(x: latest.x - oldest.x, y: latest.y - oldest.y)
  }

  /// Flutter keeps time as a `Duration`, a whole number of microseconds, so a sample exactly
  /// 100 ms old is inside the horizon (`age > _horizonMilliseconds` is false) and a gap of exactly
  /// 40 ms does not end the window. Seconds as `Double` carry rounding error (216 696.529 −
  /// 216 696.429 is a little more than 0.1), which would drop such samples; comparing whole
  /// microseconds, as Flutter does, keeps them. Flutter's own recorded strokes 6, 7 and 9 of
  /// `velocity_tracker_test.dart` have a sample exactly 100 ms before the newest
  /// (FlutterVelocityTrackerTests).
  static func exceeds(_ interval: Double, _ limit: Double) -> Bool {
    (interval * microsecondsPerSecond).rounded() > (limit * microsecondsPerSecond).rounded()
  }

  /// The resolution of Flutter's `Duration` (velocity_tracker.dart measures `age` and `delta` via
  /// `inMicroseconds`).
  static let microsecondsPerSecond = 1_000_000.0

  /// The estimated velocity in points per second at the newest sample.
  public var velocity: Vector {
    guard count > 0 else { return .zero }
    // Normal equations of a least-squares line or quadratic, with time scaled by the horizon and
    // positions taken relative to the newest sample, so that the sums stay well conditioned and
    // a coordinate that did not change gives a velocity of exactly zero (seed 001 tests
    // `velocity.x == 0`).
    var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
    var sx0 = 0.0, sx1 = 0.0, sx2 = 0.0, sy0 = 0.0, sy1 = 0.0, sy2 = 0.0
    var used = 0
    samples.withUnsafeBufferPointer { ring in
      let latest = ring[newest]
      var index = newest
      var previousTime = latest.time
      while used < count {
        let sample = ring[index]
        let age = latest.time - sample.time
        if Self.exceeds(age, horizon) || Self.exceeds(previousTime - sample.time, stopGap) { break }
        let u = -age / horizon
        let u2 = u * u
        s0 += 1; s1 += u; s2 += u2; s3 += u2 * u; s4 += u2 * u2
        let x = sample.x - latest.x
        let y = sample.y - latest.y
        sx0 += x; sx1 += x * u; sx2 += x * u2
        sy0 += y; sy1 += y * u; sy2 += y * u2
        used += 1
        previousTime = sample.time
        // Step back around the ring without a division.
        index = index == 0 ? ring.count - 1 : index - 1
      }
    }
    guard used >= minimumSamples else { return .zero }
    if !quadratic {
      // The least-squares line's slope.
      let denominator = s0 * s2 - s1 * s1
      guard denominator > 1e-12 else { return .zero }
      return Vector(x: (s0 * sx1 - s1 * sx0) / denominator / horizon, y: (s0 * sy1 - s1 * sy0) / denominator / horizon)
    }
    // Solve [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = [r0 r1 r2] for b by Cramer's rule.
    let determinant = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard abs(determinant) > 1e-12 else { return .zero }
    func slope(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
      let numerator = s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)
      return numerator / determinant / horizon
    }
    return Vector(x: slope(sx0, sx1, sx2), y: slope(sy0, sy1, sy2))
  }
}
