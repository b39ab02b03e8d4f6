/// How a finger covers one leg of a stroke over time.
package enum MotionProfile: Hashable, Sendable {
  /// A reach that starts and ends at rest: the minimum-jerk profile (Flash & Hogan, 1985),
  /// ``StrokeBuilder/minimumJerk(_:)``.
  case reach
  /// A flick: the first part of a minimum-jerk reach, so the finger lifts still moving at about
  /// its peak speed (``StrokeBuilder/flick(_:)``).
  case flick
  /// A reach released on the way: a minimum-jerk reach cut off at fraction `cut` (0…1) of its
  /// time and rescaled to the leg, so the finger lifts moving at the reach's speed there. Cut at
  /// or before half its time it lifts at its peak speed, still speeding up; cut later it lifts
  /// slowing, at 16·cut²·(1 − cut)² of its peak (0.69 at a cut of 0.705, 0.25 at 0.855), near
  /// rest as the cut nears 1. The corpus draws `cut` per stroke from
  /// ``CorpusRanges/releaseCutCurve``, fitted to how real strokes end.
  case release(cut: Double)

  /// Fraction of the leg covered at fraction `u` of its time.
  public func fraction(_ u: Double) -> Double {
    switch self {
    case .reach: StrokeBuilder.minimumJerk(u)
    case .flick: StrokeBuilder.flick(u)
    case .release(let cut): StrokeBuilder.minimumJerk(cut * u) / StrokeBuilder.minimumJerk(cut)
    }
  }

  /// Whether this is ``flick``: the fixed cut of ``StrokeBuilder/flickCutoff``, drawn for the
  /// families of fast flicks, which never hesitate on the way.
  public var isFlick: Bool {
    if case .flick = self { return true }
    return false
  }
}

/// One leg of a planned stroke: where the finger goes, how long it takes, how its path bends,
/// and how long it rests at the end.
package struct StrokeLeg: Hashable, Sendable {
  /// Where the leg ends, in screen points.
  public var end: Point
  /// How long the movement takes, in seconds.
  public var duration: Double
  /// The speed profile.
  public var profile: MotionProfile
  /// How far the path bows sideways, as a fraction of the leg's length: the control point of a
  /// quadratic Bézier sits this far from the chord's midpoint, to its left for positive values.
  public var bow: Double
  /// How long the finger rests at ``end`` before the next leg (or the lift), in seconds.
  public var restAfter: Double

  /// Creates a leg.
  public init(end: Point, duration: Double, profile: MotionProfile = .reach, bow: Double = 0, restAfter: Double = 0) {
    self.end = end
    self.duration = duration
    self.profile = profile
    self.bow = bow
    self.restAfter = restAfter
  }
}

/// A whole stroke before sampling: touch-down point, legs, the tremor of a resting finger, and
/// the sampling rate. ``HumanMotion/samples(for:device:random:)`` turns it into touch samples.
package struct StrokePlan: Hashable, Sendable {
  /// Where the finger touches down.
  public var start: Point
  /// The legs, in order; none for a tap.
  public var legs: [StrokeLeg]
  /// How long the finger rests on the touch-down point before the first leg (a tap's contact
  /// time), in seconds.
  public var restAtStart: Double
  /// Amplitude of the finger's tremor while it rests, in points (uniform, per axis); 0 gives
  /// identical samples, which UIKit reports as a stationary touch.
  public var restTremor: Double
  /// Touch sampling rate, in hertz.
  public var sampleRate: Double
  /// Share of moving frames that deliver no sample (a busy main thread, a coalesced frame);
  /// the touch-down, each leg's last sample and the lift are never dropped. 0 draws nothing.
  public var droppedFrameShare = 0.0

  /// Creates a plan.
  public init(
    start: Point, legs: [StrokeLeg], restAtStart: Double = 0, restTremor: Double = HumanMotion.positionNoise,
    sampleRate: Double = StrokeBuilder.defaultSampleRate
  ) {
    self.start = start
    self.legs = legs
    self.restAtStart = restAtStart
    self.restTremor = restTremor
    self.sampleRate = sampleRate
  }

  /// The plan with its first leg broken by a hesitation: the finger stops at `fraction` of the
  /// leg for `pause` seconds, then goes on. Both halves keep the leg's profile, bow and timing
  /// share (a stop-and-go reach).
  public func hesitating(at fraction: Double, for pause: Double) -> StrokePlan {
    guard let first = legs.first else { return self }
    let stop = Point(
      x: start.x + (first.end.x - start.x) * fraction, y: start.y + (first.end.y - start.y) * fraction)
    var copy = self
    copy.legs[0] = StrokeLeg(end: first.end, duration: first.duration * (1 - fraction), profile: first.profile, bow: first.bow, restAfter: first.restAfter)
    copy.legs.insert(StrokeLeg(end: stop, duration: first.duration * fraction, profile: .reach, bow: first.bow, restAfter: pause), at: 0)
    return copy
  }
}
