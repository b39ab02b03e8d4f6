/// A value animating from one number to another over a span of time with a timing curve.
struct Tween: Hashable, Sendable {
  var from: Double
  var to: Double
  var start: Double
  var duration: Double
  var curve: TimingCurve

  var end: Double { start + duration }

  func value(at time: Double) -> Double {
    guard duration > 0 else { return to }
    let fraction = curve.value(at: (time - start) / duration)
    return from + (to - from) * fraction
  }

  /// A value that stands still.
  static func constant(_ value: Double) -> Tween {
    Tween(from: value, to: value, start: 0, duration: 0, curve: .linear)
  }
}
