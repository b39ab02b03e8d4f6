import BackStrategiesSupport

/// How one lifted stroke ends: the finger's speed at the lift, that speed over the stroke's
/// peak, and how much it slowed over the last 50 ms: the measures of issue 51's held-out
/// figures, so that generated strokes can be compared with real ones (`corpus --stroke-ends`,
/// docs/corpus.md "How strokes end").
///
/// Every speed is measured the same way, by ``speed(_:at:)``: from a sample back to the latest
/// earlier sample at least ``speedSpan`` before it, the straight distance between the two over
/// the time between them. At the lift that is the finger's speed over the last sample interval
/// on a 60 Hz or 66 Hz digitiser and over the last two on a 120 Hz one, so strokes sampled at
/// different rates are measured over about the same span as the held-out phone's last interval.
package struct StrokeEnd: Hashable, Sendable {
  /// The finger's speed at the lift (``speed(_:at:)`` at the `ended` sample), in points per second.
  public var liftSpeed: Double
  /// The fastest ``speed(_:at:)`` over the stroke's samples (the lift's included), in points
  /// per second; at least ``liftSpeed``.
  public var peakSpeed: Double
  /// How much the finger slowed over the last ``slowingSpan`` before the lift, in points per
  /// second squared: the speed at the latest sample at least ``slowingSpan`` before the lift,
  /// minus the speed at the lift, over the time between the two; positive when slowing.
  /// `nil` when the stroke is too short to have a speed that early.
  public var slowing: Double?

  /// The shortest span a speed is measured over, in seconds: **[definition]** longer than a
  /// 120 Hz sample interval (8.3 ms) and shorter than a 60 Hz one (16.7 ms) or the held-out
  /// phone's (about 66 Hz: 15.2 ms), with room for half a millisecond of timestamp jitter.
  public static let speedSpan = 0.012

  /// The span the change of speed before the lift is measured over, in seconds: the held-out
  /// figures' "change of speed over the last 50 ms" (issue 51).
  public static let slowingSpan = 0.05

  /// The speed under which a finger counts as at rest at the lift, in points per second: the
  /// held-out figures' "at rest at the lift (under 50 pt/s)" (issue 51).
  public static let restSpeed = 50.0

  /// Whether the finger was at rest when it lifted (under ``restSpeed``).
  public var isAtRest: Bool { liftSpeed < Self.restSpeed }

  /// The speed at the lift over the stroke's peak speed, between 0 and 1; `nil` for a stroke
  /// that never moves (peak 0).
  public var liftOverPeak: Double? { peakSpeed > 0 ? liftSpeed / peakSpeed : nil }

  /// Creates the measures of a stroke end from their values.
  public init(liftSpeed: Double, peakSpeed: Double, slowing: Double?) {
    self.liftSpeed = liftSpeed
    self.peakSpeed = peakSpeed
    self.slowing = slowing
  }

  /// How each stroke of `trace` that ends in a lift (`ended`, not `cancelled`) ends; strokes
  /// too short for a speed at the lift are left out.
  public static func strokes(of trace: Trace) -> [StrokeEnd] {
    var result: [StrokeEnd] = []
    var stroke: [TouchSample] = []
    for sample in trace.touches {
      if sample.phase == .began { stroke.removeAll() }
      stroke.append(sample)
      if sample.phase == .ended, let end = StrokeEnd(stroke) { result.append(end) }
      if sample.phase == .ended || sample.phase == .cancelled { stroke.removeAll() }
    }
    return result
  }

  /// How a stroke ends, from its samples (touch-down to lift, the lift last); `nil` when no
  /// sample lies at least ``speedSpan`` before the lift.
  public init?(_ samples: [TouchSample]) {
    let lift = samples.count - 1
    guard lift >= 1, let liftSpeed = Self.speed(samples, at: lift) else { return nil }
    self.liftSpeed = liftSpeed
    peakSpeed = samples.indices.compactMap { Self.speed(samples, at: $0) }.max() ?? liftSpeed
    let liftTime = samples[lift].t
    slowing = samples.indices.last { liftTime - samples[$0].t >= Self.slowingSpan }.flatMap { early in
      Self.speed(samples, at: early).map { ($0 - liftSpeed) / (liftTime - samples[early].t) }
    }
  }

  /// The finger's speed at sample `index`: the straight distance from the latest earlier sample
  /// at least ``speedSpan`` before it, over the time between them, in points per second; `nil`
  /// when no sample lies that far back.
  public static func speed(_ samples: [TouchSample], at index: Int) -> Double? {
    let time = samples[index].t
    guard let earlier = samples[..<index].lastIndex(where: { time - $0.t >= speedSpan }) else { return nil }
    return samples[earlier].location.distance(to: samples[index].location) / (time - samples[earlier].t)
  }
}
