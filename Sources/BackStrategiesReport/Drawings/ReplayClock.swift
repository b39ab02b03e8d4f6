import BackStrategies
import BackStrategiesSupport

/// The one clock every phone of a replay runs on: from 0 to ``end`` (the last frame of the
/// slowest run, or the trace's last sample if later), then a pause holding the last picture,
/// then again from the start.
package struct ReplayClock: Hashable, Sendable {
  /// Seconds the last picture holds before the replay starts again: long enough to see how
  /// every strategy ended, short enough not to wait for the next loop.
  package static let pauseBetweenLoops = 1.5
  /// How much slower the "¼ speed" control plays.
  package static let slowMotionFactor = 4.0

  /// Seconds from the start to the last keyframe.
  package var end: Double
  /// The refresh rate the frames were recorded at, in hertz.
  package var refreshRate: Double

  /// Creates a clock.
  package init(end: Double, refreshRate: Double) {
    self.end = max(0, end)
    self.refreshRate = refreshRate
  }

  /// The finest step of a keyframe's place, as a fraction of a frame interval, is at most
  /// 1 / this.
  static let placesPerFrame = 5.0

  /// Seconds of one loop: the replay and the pause after it, to the millisecond, as the
  /// animations' durations print it (so the keyframes' places in the cycle are exact).
  package var cycle: Double { ((end + Self.pauseBetweenLoops) * 1000).rounded(.up) / 1000 }

  /// Decimals of a keyframe's place in the cycle, as a fraction of it: enough that a fifth of
  /// a frame interval shows (so neighbouring frames never share a place), at least three.
  var fractionDigits: Int {
    let interval = refreshRate > 0 ? 1 / refreshRate : 1
    var digits = 3
    var step = 0.001
    while step * cycle > interval / Self.placesPerFrame && digits < 9 {
      digits += 1
      step /= 10
    }
    return digits
  }

  /// `time` as a fraction of the cycle, for SMIL `keyTimes`.
  func fraction(_ time: Double) -> String { NumberFormatting.short(time / cycle, fractionDigits) }

  /// `time` as a percentage of the cycle, for a CSS keyframe selector.
  func percent(_ time: Double) -> String { NumberFormatting.short(100 * time / cycle, fractionDigits - 2) + "%" }

  /// The cycle's length as a SMIL or CSS duration, in milliseconds so it is exact.
  var cycleText: String { NumberFormatting.short(cycle * 1000, 0) + "ms" }

  /// The same at ¼ speed.
  var slowCycleText: String { NumberFormatting.short(cycle * 1000 * Self.slowMotionFactor, 0) + "ms" }

  /// A track's keyframes over the whole cycle: its first value from 0, its last held to the
  /// end of the cycle.
  func cycleKeyframes(_ track: ReplayTrack) -> (times: [Double], values: [[Double]]) {
    var times = track.times
    var values = track.values
    guard let first = values.first, let last = values.last else { return ([], []) }
    if times[0] > 0 {
      times.insert(0, at: 0)
      values.insert(first, at: 0)
    }
    if times[times.count - 1] < cycle {
      times.append(cycle)
      values.append(last)
    }
    return (times, values)
  }
}
