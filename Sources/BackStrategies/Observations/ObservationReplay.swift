/// The trace an observation is replayed as: its gesture's trace on the observed device.
///
/// Three things of the device are applied (docs/trace-format.md, "Observations"):
/// - the screen's **width** becomes the trace's `device.width` (touch positions stay in points
///   from the left edge, so an edge start stays an edge start; progress is `tx / W`);
/// - the **release** runs as the modelled release of its major number (26.x on UIKit 26.1, 18.x
///   on UIKit 18.2), or as the release a reading was made for names (``ObservationCheck``);
/// - the **touch rate**: when it differs from the trace's own sample rate (the median interval
///   between its moves) by more than ``rateTolerance``, each stroke is **resampled** at the
///   observed rate (``resampled(_:at:)``), and the device's `refreshRate` is set to it (an iPhone
///   delivers touches once per display frame).
public enum ObservationReplay {
  /// How far, as a share of the observed rate, a trace's own sample rate may lie from it and
  /// still be replayed as it is. [estimate] 5 %: 60 and 120 Hz stay far apart, while a
  /// recording's jitter (a few per cent around its rate) does not set off a resampling.
  public static let rateTolerance = 0.05

  /// The trace to replay for `observation`, run on `release`, and whether it was resampled.
  public static func trace(for observation: Observation, on release: IOSVersion) -> (trace: Trace, resampled: Bool) {
    var trace = observation.gesture.trace
    let rate = observation.device.touchRateHz
    trace.scene.device.width = observation.device.width
    trace.scene.device.ios = release
    trace.scene.device.refreshRate = rate
    guard let own = sampleRate(of: trace.touches), abs(own - rate) > rateTolerance * rate else { return (trace, false) }
    trace.touches = resampled(trace.touches, at: rate)
    return (trace, true)
  }

  /// How much longer than the trace's own sample interval a pause between two samples must be
  /// to be read as the finger sending nothing (at rest, where a recording has no moves), not as
  /// a late sample. [estimate] twice the interval: a sample late by a whole frame stays a
  /// sample, a rest of a few frames stays a rest.
  public static let restGapFactor = 2.0

  /// The rate a trace's touches were sampled at, in Hz: 1 over the mean interval between a move
  /// and the sample before it, over the intervals no longer than ``restGapFactor`` × their
  /// median (a rest without moves is no sample interval). Times rounded to 1 ms (8 or 9 ms apart
  /// at 120 Hz) give the rate they were sampled at, not the rounding's. `nil` without a move.
  public static func sampleRate(of touches: [TouchSample]) -> Double? {
    var intervals: [Double] = []
    for index in touches.indices.dropFirst() where touches[index].phase == .moved {
      let interval = touches[index].t - touches[index - 1].t
      if interval > 0 { intervals.append(interval) }
    }
    guard !intervals.isEmpty else { return nil }
    let median = intervals.sorted()[intervals.count / 2]
    let kept = intervals.filter { $0 <= restGapFactor * median }
    return Double(kept.count) / kept.reduce(0, +)
  }

  /// `touches` with each stroke's moves replaced by samples `1 / rate` apart from its
  /// touch-down: where the finger was at that time on the straight lines through the original
  /// samples. The touch-down and the lift (or cancel) keep their times and places, so the stroke
  /// starts, ends and lasts as recorded. Where the original has moves, the new samples come at
  /// the new rate, a finger held still included (a trace that sends moves at rest keeps
  /// sending them); where it has a pause longer than ``restGapFactor`` of its own intervals (a
  /// finger at rest sending nothing), none are made.
  public static func resampled(_ touches: [TouchSample], at rate: Double) -> [TouchSample] {
    let ownInterval = sampleRate(of: touches).map { 1 / $0 } ?? 1 / rate
    var result: [TouchSample] = []
    result.reserveCapacity(touches.count)
    var strokeStart = 0
    while strokeStart < touches.count {
      var strokeEnd = strokeStart
      while strokeEnd + 1 < touches.count, touches[strokeEnd + 1].phase == .moved { strokeEnd += 1 }
      if strokeEnd + 1 < touches.count, touches[strokeEnd + 1].phase != .began { strokeEnd += 1 }
      result += resampledStroke(Array(touches[strokeStart...strokeEnd]), at: rate, restGap: restGapFactor * ownInterval)
      strokeStart = strokeEnd + 1
    }
    return result
  }

  /// One stroke (a touch-down, its moves and, when it has one, its lift) resampled; a pause
  /// between two samples longer than `restGap` seconds gets no samples.
  private static func resampledStroke(_ stroke: [TouchSample], at rate: Double, restGap: Double) -> [TouchSample] {
    guard let first = stroke.first, stroke.count > 1 else { return stroke }
    let last = stroke[stroke.count - 1]
    let ends = last.phase == .ended || last.phase == .cancelled
    let end = ends ? last.t : last.t + 1 / rate
    var samples = [first]
    var segment = 0
    var step = 1
    while true {
      let time = first.t + Double(step) / rate
      guard time < end else { break }
      step += 1
      while segment + 1 < stroke.count - 1, stroke[segment + 1].t <= time { segment += 1 }
      let from = stroke[segment]
      let to = stroke[min(segment + 1, stroke.count - 1)]
      let span = to.t - from.t
      // A sample time itself is where the finger was; inside a rest the finger sent nothing.
      guard span <= restGap || time == from.t else { continue }
      let share = span > 0 ? min(1, max(0, (time - from.t) / span)) : 1
      samples.append(
        TouchSample(
          t: time, x: from.location.x + (to.location.x - from.location.x) * share,
          y: from.location.y + (to.location.y - from.location.y) * share, phase: .moved))
    }
    if ends { samples.append(last) }
    return samples
  }
}
