import BackStrategies
import BackStrategiesSupport

/// One animated quantity of a replay (a view's x, an opacity, the finger's position) as
/// keyframes: times in seconds from the start of the replay's clock and values in pixels (or
/// 0…1 for an opacity).
///
/// A track is made from the run's timeline, one sample per frame (the frames `--timeline`
/// prints, which come at the trace's refresh rate), and then merged: a sample is dropped when
/// the keyframes kept around it give it anyway. A ``Interpolation/linear`` track drops samples
/// that lie on the straight line between their neighbours (within ``tolerance``); a
/// ``Interpolation/discrete`` track keeps only the samples where the value changes. Every kept
/// keyframe is one of the samples, with its time and its value, so the replay passes through
/// the timeline's own positions.
package struct ReplayTrack: Hashable, Sendable {
  /// How a value goes from one keyframe to the next.
  package enum Interpolation: Hashable, Sendable {
    /// Along a straight line (a view sliding between two frames).
    case linear
    /// Held until the next keyframe (a shadow switching on, the stack changing).
    case discrete
  }

  /// Pixels a merged linear track may stray from a dropped sample: half a pixel is below what
  /// a screen shows (the values are printed to a tenth of one, ``SVGNumber/coordinateDigits``),
  /// and it lets a view that follows the finger's samples in small steps keep a keyframe only
  /// where its speed changes, which keeps the matrix report under its size limit.
  package static let tolerance = 0.5

  /// Keyframe times, in seconds, increasing.
  package var times: [Double]
  /// Keyframe values, one vector per time, each with the same number of components (one for
  /// an x or an opacity, two for a position).
  package var values: [[Double]]
  /// How values go between keyframes.
  package var interpolation: Interpolation

  /// Creates a track from keyframes as given (no merging).
  package init(times: [Double], values: [[Double]], interpolation: Interpolation) {
    self.times = times
    self.values = values
    self.interpolation = interpolation
  }

  /// A track from one sample per time, merged: only the samples that the interpolation does
  /// not give are kept (the first and last always are). Values are rounded to `digits`
  /// decimals first, so the kept keyframes are exactly what is printed.
  package init(sampling times: [Double], values: [[Double]], interpolation: Interpolation, digits: Int = SVGNumber.coordinateDigits) {
    precondition(times.count == values.count, "one value per time")
    var scale = 1.0
    for _ in 0..<max(0, digits) { scale *= 10 }
    let rounded = values.map { vector in vector.map { ($0 * scale).rounded() / scale } }
    let kept: [Int]
    switch interpolation {
    case .discrete: kept = Self.changes(rounded)
    case .linear: kept = Self.linearKeyframes(times: times, values: rounded, tolerance: Self.tolerance)
    }
    self.init(times: kept.map { times[$0] }, values: kept.map { rounded[$0] }, interpolation: interpolation)
  }

  /// Whether the value never changes.
  package var isConstant: Bool { values.allSatisfy { $0 == values.first } }

  /// The value at `time`: the first keyframe's before it, the last one's after it, and in
  /// between as the interpolation says.
  package func value(at time: Double) -> [Double] {
    guard let first = values.first else { return [] }
    guard time > times[0] else { return first }
    guard let index = times.lastIndex(where: { $0 <= time }), index + 1 < times.count else { return values[values.count - 1] }
    switch interpolation {
    case .discrete: return values[index]
    case .linear:
      let span = times[index + 1] - times[index]
      let fraction = span > 0 ? (time - times[index]) / span : 1
      return zip(values[index], values[index + 1]).map { $0 + ($1 - $0) * fraction }
    }
  }

  /// Indices of the first sample, each sample whose value differs from the one before, and
  /// the last sample.
  static func changes(_ values: [[Double]]) -> [Int] {
    guard !values.isEmpty else { return [] }
    var kept = [0]
    for index in values.indices.dropFirst() where values[index] != values[index - 1] { kept.append(index) }
    if kept.last != values.count - 1 { kept.append(values.count - 1) }
    return kept
  }

  /// Indices of the samples a piecewise-linear track needs: from each kept sample, the
  /// farthest later sample such that every sample in between lies within `tolerance` of the
  /// straight line to it. One pass: the slopes that pass every sample so far form an interval,
  /// narrowed by each new sample.
  static func linearKeyframes(times: [Double], values: [[Double]], tolerance: Double) -> [Int] {
    guard values.count > 2 else { return Array(values.indices) }
    let components = values[0].count
    var kept = [0]
    var anchor = 0
    var low = [Double](repeating: -.infinity, count: components)
    var high = [Double](repeating: .infinity, count: components)
    var candidate = 1
    var index = 1
    while index < values.count {
      let dt = times[index] - times[anchor]
      var fits = dt > 0
      if fits {
        for component in 0..<components {
          let slope = (values[index][component] - values[anchor][component]) / dt
          if slope < low[component] || slope > high[component] { fits = false }
        }
      }
      if fits {
        candidate = index
        for component in 0..<components {
          let centre = values[index][component] - values[anchor][component]
          low[component] = max(low[component], (centre - tolerance) / dt)
          high[component] = min(high[component], (centre + tolerance) / dt)
        }
        index += 1
      } else {
        // The line from the anchor cannot reach this sample: the last one that fitted is kept
        // and becomes the new anchor.
        kept.append(candidate)
        anchor = candidate
        low = [Double](repeating: -.infinity, count: components)
        high = [Double](repeating: .infinity, count: components)
        candidate = anchor + 1
        index = anchor + 1
      }
    }
    if kept.last != values.count - 1 { kept.append(values.count - 1) }
    return kept
  }
}
