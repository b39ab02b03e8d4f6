/// Scenarios for right-edge techniques (seed 000's bulge with dwell-to-home): a pull, a dwell
/// with a still finger, the same dwell with a trembling finger, and a pull that comes back.
/// All four test Android's convention (``Convention/android``): on iOS the right edge is not back.
extension Scenarios {
  /// Where the right-edge pulls touch down: 4 pt from the right edge of a 390 pt screen, inside
  /// UIKit's 13 pt edge region.
  static let rightEdgeStart = Point(x: 386, y: midY)
  /// Where the dwell scenarios stop: 46 pt from the right edge, past the bulge's 40 pt maximum.
  static let dwellPoint = Point(x: 340, y: midY + 4)
  /// How long the dwell pulls take to reach ``dwellPoint``: 12 samples at 60 Hz, 3.8 pt apart,
  /// so each one is more than the seed's 3 pt from the one before.
  static let dwellPullDuration = 0.2
  /// The x offsets of a trembling finger, one per sample, repeated: within ±2 pt of where it
  /// stopped, never the same twice in a row.
  static let fingerTremor: [Double] = [1, -1, 2, -1.5, 0.5, -2, 1.5, -0.5]

  /// Home, a list and a detail screen: three deep, so that a pop and a pop to root differ.
  static let threeDeep = scene([ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")])

  /// A pull from the right edge at constant speed to ``dwellPoint``, a rest of `rest` seconds,
  /// and a lift there.
  ///
  /// With an empty `tremor` the rest has no samples at all: UIKit sends no `touchesMoved` for a
  /// touch that does not move, so recognisers hear nothing until the lift. Otherwise the finger
  /// is reported every frame at ``dwellPoint`` shifted by the next tremor offset.
  static func dwellStroke(rest: Double, tremor: [Double]) -> [TouchSample] {
    var pull = StrokeBuilder()
    pull.stroke(through: [rightEdgeStart, dwellPoint], durations: [dwellPullDuration], profile: { $0 })
    var samples = Array(pull.samples.dropLast())
    let pullEnd = samples[samples.count - 1].t
    func at(_ time: Double) -> Double { (time * 1000).rounded() / 1000 }
    let step = 1 / pull.sampleRate
    var lift = pullEnd + rest
    if !tremor.isEmpty {
      let count = Int((rest * pull.sampleRate).rounded())
      for index in stride(from: 1, through: count, by: 1) {
        let x = dwellPoint.x + tremor[(index - 1) % tremor.count]
        samples.append(TouchSample(t: at(pullEnd + Double(index) * step), x: x, y: dwellPoint.y, phase: .moved))
      }
      lift = pullEnd + Double(count + 1) * step
    }
    samples.append(TouchSample(t: at(lift), x: dwellPoint.x, y: dwellPoint.y, phase: .ended))
    return samples
  }

  /// A pull from the right edge, released: seed 000's "back".
  public static let rightEdgePull = trace(
    "right-edge-pull", "A pull from the right edge 86 pt to the left in 0.35 s, released where it stopped.",
    intent: .back, convention: .android
  ) { $0.swipe(from: rightEdgeStart, to: Point(x: 300, y: midY + 6), duration: 0.35) }

  /// A pull from the right edge, held perfectly still for 1.3 s, released: seed 000's "back to root".
  public static let dwellToHome = Trace(
    name: "dwell-to-home",
    summary: "Three screens deep: a pull from the right edge to x = 340, then the finger rests 1.3 s without a reported move, and lifts.",
    intent: .backToRoot, convention: .android, scene: threeDeep, touches: dwellStroke(rest: 1.3, tremor: []))

  /// The same dwell with a real finger's tremor: ±1–2 pt in x on every sample for 1.5 s.
  public static let dwellWithJitter = Trace(
    name: "dwell-with-jitter",
    summary: "Three screens deep: a pull from the right edge to x = 340, then 1.5 s trembling within ±2 pt in x (a sample every frame), and a lift.",
    intent: .backToRoot, convention: .android, scene: threeDeep, touches: dwellStroke(rest: 1.5, tremor: fingerTremor))

  /// A pull from the right edge that comes back 32 pt towards the edge before release: "never mind".
  public static let pullAndRetreat = trace(
    "pull-and-retreat", "A pull from the right edge to x = 320, then back 32 pt to x = 352, released there.",
    intent: .stay, convention: .android
  ) {
    $0.stroke(
      through: [rightEdgeStart, Point(x: 320, y: midY + 4), Point(x: 352, y: midY + 6)], durations: [0.35, 0.3])
  }
}
