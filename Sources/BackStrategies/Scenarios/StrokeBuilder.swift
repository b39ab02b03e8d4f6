/// Builds touch samples for synthetic gestures: straight or bent finger paths with a human-like
/// speed profile, sampled at a fixed touch rate.
///
///     var touches = StrokeBuilder()
///     touches.swipe(from: Point(x: 5, y: 420), to: Point(x: 250, y: 430), duration: 0.4)
///     touches.pause(0.2)
///     touches.tap(at: Point(x: 200, y: 400))
///     touches.samples   // began … moved … ended, then began … ended
public struct StrokeBuilder: Sendable {
  /// How often a finger is sampled, in hertz. Source: the 60 Hz touch rate of a 60 Hz iPhone
  /// display (touches are delivered once per frame).
  public static let defaultSampleRate = 60.0

  /// The samples so far.
  public private(set) var samples: [TouchSample] = []
  /// Time of the next sample, in seconds.
  public private(set) var time: Double
  /// Sampling rate, in hertz.
  public var sampleRate: Double

  /// Starts at `time` seconds.
  public init(startingAt time: Double = 0, sampleRate: Double = StrokeBuilder.defaultSampleRate) {
    self.time = time
    self.sampleRate = sampleRate
  }

  /// Minimum-jerk position profile `10u³ − 15u⁴ + 6u⁵`: the smooth speed profile of a reaching
  /// hand (Flash & Hogan, 1985).
  public static func minimumJerk(_ u: Double) -> Double {
    let u3 = u * u * u
    return u3 * (10 - 15 * u + 6 * u * u)
  }

  /// A flick's profile: the first 60 % of a minimum-jerk reach, rescaled, so the finger lifts
  /// while still moving fast (at about its peak speed) instead of coming to rest.
  public static func flick(_ u: Double) -> Double {
    minimumJerk(flickCutoff * u) / minimumJerk(flickCutoff)
  }

  /// Where a flick's minimum-jerk reach is cut off (just past its peak speed at 0.5).
  public static let flickCutoff = 0.6

  /// A whole stroke through `waypoints`: touch-down at the first, then along each leg with its
  /// duration and speed profile, lifting at the last point.
  ///
  /// - Parameters:
  ///   - waypoints: at least one point; a single point is a tap.
  ///   - durations: one duration per leg (`waypoints.count − 1` values), in seconds.
  ///   - profile: fraction of a leg covered at a fraction of its time (default minimum jerk).
  ///   - holdBeforeLift: time the finger rests at the last point before lifting.
  ///   - lift: `ended` (default) or `cancelled`.
  public mutating func stroke(
    through waypoints: [Point], durations: [Double], profile: (Double) -> Double = StrokeBuilder.minimumJerk,
    holdBeforeLift: Double = 0, lift: TouchPhase = .ended
  ) {
    withoutActuallyEscaping(profile) { profile in
      stroke(through: waypoints, durations: durations, profiles: [profile], holdBeforeLift: holdBeforeLift, lift: lift)
    }
  }

  /// As ``stroke(through:durations:profile:holdBeforeLift:lift:)``, with a speed profile per leg
  /// (`profiles[i]` for leg `i`; the last one for any leg past the list): a reach that comes to
  /// rest, then a flick back, in one stroke.
  public mutating func stroke(
    through waypoints: [Point], durations: [Double], profiles: [(Double) -> Double], holdBeforeLift: Double = 0,
    lift: TouchPhase = .ended
  ) {
    guard let first = waypoints.first else { return }
    let step = 1 / sampleRate
    append(first, .began)
    for (index, duration) in durations.enumerated() where index + 1 < waypoints.count {
      let from = waypoints[index]
      let to = waypoints[index + 1]
      let steps = max(1, Int((duration * sampleRate).rounded()))
      let profile = profiles.isEmpty ? StrokeBuilder.minimumJerk : profiles[min(index, profiles.count - 1)]
      for sample in 1...steps {
        time += step
        let fraction = profile(Double(sample) / Double(steps))
        append(Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction), .moved)
      }
    }
    if holdBeforeLift > 0 {
      let holdSteps = Int((holdBeforeLift * sampleRate).rounded())
      for _ in 0..<holdSteps {
        time += step
        append(waypoints[waypoints.count - 1], .moved)
      }
    }
    time += step
    append(waypoints[waypoints.count - 1], lift)
    time += step
  }

  /// A straight swipe from `start` to `end` over `duration` seconds.
  public mutating func swipe(from start: Point, to end: Point, duration: Double, holdBeforeLift: Double = 0) {
    stroke(through: [start, end], durations: [duration], holdBeforeLift: holdBeforeLift)
  }

  /// A straight flick from `start` to `end` over `duration` seconds, lifting at speed.
  public mutating func flick(from start: Point, to end: Point, duration: Double) {
    stroke(through: [start, end], durations: [duration], profile: StrokeBuilder.flick)
  }

  /// A touch-down and lift at one point.
  public mutating func tap(at point: Point) {
    stroke(through: [point], durations: [])
  }

  /// Lets time pass with the finger up.
  public mutating func pause(_ seconds: Double) {
    time += max(0, seconds)
  }

  private mutating func append(_ point: Point, _ phase: TouchPhase) {
    // Millisecond timestamps and tenth-of-a-point positions, as recorded traces have.
    let t = (time * 1000).rounded() / 1000
    samples.append(TouchSample(t: t, x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10, phase: phase))
  }
}
