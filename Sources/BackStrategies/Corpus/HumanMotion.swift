import BackStrategiesSupport

/// Turns a ``StrokePlan`` into touch samples the way a real digitiser reports a real finger:
/// at 60 or 120 Hz, with timestamps that wobble around the frame grid, positions with a little
/// noise, and rounding like recorded traces.
///
/// Every number here is a documented estimate (`docs/corpus.md`); no public dataset of
/// recorded back swipes exists to fit them to (docs/sources.md, "Recorded touch data").
package enum HumanMotion {
  /// Touch sampling rates drawn for generated traces, in hertz: a 60 Hz iPhone display delivers
  /// touches once per frame; ProMotion (120 Hz) iPhones deliver them twice as often.
  public static let sampleRates: [Double] = [60, 120]

  /// How far a sample's timestamp may stray from its frame, in seconds (uniform, ±):
  /// **[estimate]** event timestamps wobble by well under a millisecond around the display's
  /// frame grid; half a millisecond keeps samples in order even at 120 Hz (8.3 ms apart).
  public static let timestampJitter = 0.0005

  /// Positional noise of a moving finger, in points (uniform per axis, ±): **[estimate]** about
  /// one physical pixel at @3x (⅓ pt), the digitiser's resolution.
  public static let positionNoise = 0.3

  /// Resolution recorded timestamps are rounded to, in seconds (0.1 ms).
  public static let timeResolution = 0.0001

  /// Resolution recorded positions are rounded to, in points (0.1 pt, as the built-in scenarios).
  public static let positionResolution = 0.1

  /// The samples of `plan` on `device`: `began` at time 0, `moved` along each leg and rest, and
  /// `ended` at the last point. Positions stay on the screen; times never go backwards.
  public static func samples(for plan: StrokePlan, device: Device, random: inout SeededRandom) -> [TouchSample] {
    let interval = 1 / plan.sampleRate
    var frame = 0
    var samples: [TouchSample] = []
    var previousTime = 0.0
    func clampedPoint(_ point: Point) -> Point {
      Point(
        x: rounded(point.x.clamped(to: 0...device.width), positionResolution),
        y: rounded(point.y.clamped(to: 0...device.height), positionResolution))
    }
    func add(_ point: Point, noise: Double, random: inout SeededRandom, droppable: Bool = false) {
      frame += 1
      if droppable && plan.droppedFrameShare > 0 && random.chance(plan.droppedFrameShare) { return }
      let jitter = (random.unit() * 2 - 1) * timestampJitter
      var time = rounded(Double(frame) * interval + jitter, timeResolution)
      if time <= previousTime { time = previousTime + timeResolution }
      previousTime = time
      let noisy = Point(
        x: point.x + (random.unit() * 2 - 1) * noise, y: point.y + (random.unit() * 2 - 1) * noise)
      let location = clampedPoint(noisy)
      samples.append(TouchSample(t: time, x: location.x, y: location.y, phase: .moved))
    }
    func rest(at point: Point, for duration: Double, random: inout SeededRandom) {
      let steps = Int((duration * plan.sampleRate).rounded())
      guard steps > 0 else { return }
      for _ in 0..<steps { add(point, noise: plan.restTremor, random: &random, droppable: true) }
    }

    let start = clampedPoint(plan.start)
    samples.append(TouchSample(t: 0, x: start.x, y: start.y, phase: .began))
    rest(at: plan.start, for: plan.restAtStart, random: &random)
    var from = plan.start
    for leg in plan.legs {
      let steps = max(1, Int((leg.duration * plan.sampleRate).rounded()))
      let dx = leg.end.x - from.x
      let dy = leg.end.y - from.y
      // The chord's left normal, scaled by the bow: the Bézier control point's offset.
      let control = Point(x: (from.x + leg.end.x) / 2 - dy * leg.bow, y: (from.y + leg.end.y) / 2 + dx * leg.bow)
      for step in 1...steps {
        let s = leg.profile.fraction(Double(step) / Double(steps))
        let a = (1 - s) * (1 - s)
        let b = 2 * (1 - s) * s
        let c = s * s
        let point = Point(x: a * from.x + b * control.x + c * leg.end.x, y: a * from.y + b * control.y + c * leg.end.y)
        // The last sample of a leg lands on its end point exactly: the finger arrives there.
        add(point, noise: step == steps ? 0 : positionNoise, random: &random, droppable: step < steps)
      }
      rest(at: leg.end, for: leg.restAfter, random: &random)
      from = leg.end
    }
    if samples.count == 1 {
      // A tap with no contact time still lifts one frame later.
      add(plan.start, noise: 0, random: &random)
    }
    samples[samples.count - 1].phase = .ended
    return samples
  }

  /// `value` rounded to a multiple of `resolution`, computed so the result prints short
  /// (`12.3`, not `12.300000000000001`).
  static func rounded(_ value: Double, _ resolution: Double) -> Double {
    let inverse = (1 / resolution).rounded()
    return (value * inverse).rounded() / inverse
  }
}
