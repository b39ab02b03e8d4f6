/// Android's `VelocityTracker` as SystemUI's back gesture gets it: the default `lsq2` strategy of
/// `frameworks/native/libs/input/VelocityTracker.cpp`, a value a strategy feeds from its callbacks.
///
/// Sources (read with the search tool, facts only): `libs/input/VelocityTracker.cpp`,
/// `include/input/VelocityTracker.h` and `libs/input/tests/VelocityTracker_test.cpp` of
/// LineageOS/android_frameworks_native @7034776f (the android-14.0.0_r55 merge). Line numbers
/// below are in those files at that commit.
///
/// How it estimates, step by step:
/// 1. `ACTION_DOWN` clears everything, then adds the down sample (cpp 284–289).
/// 2. Each sample (`addMovement`, cpp 241–255): if the last one is more than
///    ``stopGap`` (`ASSUME_POINTER_STOPPED_TIME` = 40 ms, cpp 83) older, the history is cleared
///    first ("assume that all pointers have stopped"). A sample with the same time as the newest
///    replaces it (cpp 400–405). The history keeps at most ``historySize`` samples (h 176:
///    `HISTORY_SIZE = 20`) and drops those more than ``horizon`` older than the newest
///    (h 221: `HORIZON = 100 ms`; cpp 415–419).
/// 3. `ACTION_UP` adds nothing, but if it comes more than 40 ms after the last sample the
///    estimate is erased (cpp 309–318): the velocity at the lift is "none", read as 0.
/// 4. The estimate (`getVelocity`, cpp 648–675): with one sample none; with two a line
///    (`solveLeastSquares`, degree reduced to `size − 1`); with three or more the unweighted
///    quadratic in closed form (`solveUnweightedLeastSquaresDeg2`, cpp 603–646): positions
///    against `t = −age` in seconds, the velocity is the linear coefficient, in pixels per
///    second. A zero denominator gives none.
///
///     var tracker = AndroidVelocityTracker()
///     tracker.addDown(time: 0.000, position: Point(x: 0, y: 0))
///     tracker.addMove(time: 0.010, position: Point(x: 5, y: 0))
///     tracker.addMove(time: 0.020, position: Point(x: 10, y: 0))
///     tracker.velocity   // (500, 0): AOSP's ThreePointsLinearVelocityTest
///
/// Units: the model's points stand for Android's pixels at density 1 (dp = pt = px).
package struct AndroidVelocityTracker: Hashable, Sendable {
  /// One movement (`AccumulatingVelocityTrackerStrategy::Movement`).
  private struct Sample: Hashable, Sendable {
    var time: Double
    var x: Double
    var y: Double
  }

  /// h 221: `LeastSquaresVelocityTrackerStrategy::HORIZON = 100 * 1000000; // 100 ms`.
  public static let aospHorizon = 0.100
  /// h 176: `AccumulatingVelocityTrackerStrategy::HISTORY_SIZE = 20`.
  public static let aospHistorySize = 20
  /// cpp 83: `ASSUME_POINTER_STOPPED_TIME = 40ms`.
  public static let aospStopGap = 0.040
  /// cpp 68–71: `DEFAULT_STRATEGY_BY_AXIS` maps X and Y to `LSQ2`, a degree-2 fit.
  public static let aospDegree = 2

  /// How far back samples count, in seconds. Default ``aospHorizon``.
  public let horizon: Double
  /// Samples kept at most. Default ``aospHistorySize``.
  public let historySize: Int
  /// A pause longer than this (seconds) clears the history, and a lift this long after the last
  /// sample erases the estimate. Default ``aospStopGap``.
  public let stopGap: Double

  /// The window is `samples[first...]`, oldest first. A sample leaving the window only moves
  /// ``first`` on (`Array.removeFirst` would shift every later sample, at every move); the
  /// samples before it are dropped once there are ``historySize`` of them, so the array holds
  /// at most twice the history.
  private var samples: [Sample] = []
  /// Where the window starts in ``samples``.
  private var first = 0
  /// Time of the last `addMovement`, for the stop-gap rule.
  private var lastEventTime: Double?
  /// Set when a lift came too late: no estimate until the next down.
  private var erased = false

  /// Creates an empty tracker with AOSP's constants (or others, for experiments).
  public init(horizon: Double = aospHorizon, historySize: Int = aospHistorySize, stopGap: Double = aospStopGap) {
    self.horizon = horizon
    self.historySize = max(1, historySize)
    self.stopGap = stopGap
    samples.reserveCapacity(self.historySize)
  }

  /// Two trackers are equal when their windows, last event times, erased flags and constants
  /// are: where each window starts in its array is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.horizon == rhs.horizon && lhs.historySize == rhs.historySize && lhs.stopGap == rhs.stopGap
      && lhs.lastEventTime == rhs.lastEventTime && lhs.erased == rhs.erased
      && lhs.samples[lhs.first...].elementsEqual(rhs.samples[rhs.first...])
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizon)
    hasher.combine(historySize)
    hasher.combine(stopGap)
    hasher.combine(lastEventTime)
    hasher.combine(erased)
    hasher.combine(samples.count - first)
    for sample in samples[first...] { hasher.combine(sample) }
  }

  /// `ACTION_DOWN`: forget everything, then record the down sample.
  public mutating func addDown(time: Double, position: Point) {
    samples.removeAll(keepingCapacity: true)
    first = 0
    lastEventTime = nil
    erased = false
    addMove(time: time, position: position)
  }

  /// `ACTION_MOVE`: record a sample.
  public mutating func addMove(time: Double, position: Point) {
    if let last = lastEventTime, time - last > stopGap {
      samples.removeAll(keepingCapacity: true)
      first = 0
      erased = false
    }
    lastEventTime = time
    if samples.count > first, samples[samples.count - 1].time == time { samples.removeLast() }
    if samples.count - first == historySize { first += 1 }
    samples.append(Sample(time: time, x: position.x, y: position.y))
    while first < samples.count, time - samples[first].time > horizon { first += 1 }
    if first >= historySize {
      samples.removeFirst(first)
      first = 0
    }
  }

  /// `ACTION_UP` at `time`: adds nothing; a lift more than ``stopGap`` after the last sample
  /// erases the estimate.
  public mutating func liftOff(time: Double) {
    if let last = lastEventTime, time - last > stopGap { erased = true }
  }

  /// The estimate in points (pixels) per second, `nil` when AOSP has none (`getVelocity`
  /// returns `std::nullopt`; Java's `getXVelocity` then reads 0).
  public var estimate: Vector? {
    let window = samples[first...]
    guard !erased, window.count >= 2 else { return nil }
    let newest = samples[samples.count - 1].time
    // Both axes in one pass over the samples, each with its own sums in the same order as a
    // pass of its own (the same numbers, bit for bit), without a key path read per sample.
    let (vx, vy) = window.count == 2 ? Self.line(window, newest) : Self.quadratic(window, newest)
    guard let vx, let vy else { return nil }
    return Vector(x: vx, y: vy)
  }

  /// ``estimate``, or zero when there is none (`VelocityTracker.getXVelocity()`).
  public var velocity: Vector { estimate ?? .zero }

  /// Samples in the window (for explanations).
  public var sampleCount: Int { samples.count - first }

  /// `solveLeastSquares` with degree 1 (two samples): the slope of the line through them;
  /// none when the time column vanishes (norm below 0.000001, cpp 519).
  private static func line(_ samples: ArraySlice<Sample>, _ newest: Double) -> (x: Double?, y: Double?) {
    // Two samples; the sums run from the first to the last, as `reduce(0, +)` would.
    let count = Double(samples.count)
    var sumT = 0.0, sumX = 0.0, sumY = 0.0
    for sample in samples {
      sumT += -(newest - sample.time)
      sumX += sample.x
      sumY += sample.y
    }
    let meanT = sumT / count
    let (meanX, meanY) = (sumX / count, sumY / count)
    var sxx = 0.0, sxyX = 0.0, sxyY = 0.0
    for sample in samples {
      let t = -(newest - sample.time)
      sxx += (t - meanT) * (t - meanT)
      sxyX += (t - meanT) * (sample.x - meanX)
      sxyY += (t - meanT) * (sample.y - meanY)
    }
    guard sxx.squareRoot() >= 0.000001 else { return (nil, nil) }
    return (sxyX / sxx, sxyY / sxx)
  }

  /// `solveUnweightedLeastSquaresDeg2`: `y = a·x² + b·x + c` over `x = −age` (seconds);
  /// returns `b`, or none when the denominator is 0.
  private static func quadratic(_ samples: ArraySlice<Sample>, _ newest: Double) -> (x: Double?, y: Double?) {
    // The sums of `x` (−age) are the same for both axes; each axis keeps its own sums of `y`.
    var sxi = 0.0, sxi2 = 0.0, sxi3 = 0.0, sxi4 = 0.0
    var sxiyiX = 0.0, syiX = 0.0, sxi2yiX = 0.0
    var sxiyiY = 0.0, syiY = 0.0, sxi2yiY = 0.0
    for sample in samples {
      let xi = -(newest - sample.time)
      let xi2 = xi * xi
      sxi += xi
      sxi2 += xi2
      sxiyiX += xi * sample.x
      sxiyiY += xi * sample.y
      sxi2yiX += xi2 * sample.x
      sxi2yiY += xi2 * sample.y
      syiX += sample.x
      syiY += sample.y
      sxi3 += xi2 * xi
      sxi4 += xi2 * xi2
    }
    let count = Double(samples.count)
    let sxx = sxi2 - sxi * sxi / count
    let sxx2 = sxi3 - sxi * sxi2 / count
    let sx2x2 = sxi4 - sxi2 * sxi2 / count
    let denominator = sxx * sx2x2 - sxx2 * sxx2
    guard denominator != 0 else { return (nil, nil) }
    func slope(sxiyi: Double, syi: Double, sxi2yi: Double) -> Double {
      let sxy = sxiyi - sxi * syi / count
      let sx2y = sxi2yi - sxi2 * syi / count
      return (sxy * sx2x2 - sx2y * sxx2) / denominator
    }
    return (slope(sxiyi: sxiyiX, syi: syiX, sxi2yi: sxi2yiX), slope(sxiyi: sxiyiY, syi: syiY, sxi2yi: sxi2yiY))
  }
}
