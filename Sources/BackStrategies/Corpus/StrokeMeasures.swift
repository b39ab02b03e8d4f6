import BackStrategiesSupport

/// The motion of one stroke (a `began` to its `ended` or `cancelled`) in the terms of the
/// measured table of issue 13, so that a generated corpus can be compared with real strokes:
/// duration, travel along the main axis, mean and peak speed, sideways drift, sample intervals.
package struct StrokeMeasures: Hashable, Sendable {
  /// Time from touch-down to lift, in seconds.
  public var duration: Double
  /// Net displacement along the main axis (the axis it moved further along), in points.
  public var travel: Double
  /// Length of the sampled path divided by the duration, in points per second.
  public var meanSpeed: Double
  /// The fastest step between two consecutive samples, in points per second.
  public var peakSpeed: Double
  /// Net displacement across the main axis divided by ``travel``.
  public var driftRatio: Double
  /// Time between consecutive samples, in milliseconds (steps of zero time left out).
  public var intervals: [Double]

  /// Milliseconds per second.
  static let millisecondsPerSecond = 1000.0

  /// The measures of each stroke of `trace` that has at least two samples and lasts and moves
  /// more than zero.
  public static func strokes(of trace: Trace) -> [StrokeMeasures] {
    var result: [StrokeMeasures] = []
    var stroke: [TouchSample] = []
    func close() {
      if let measures = StrokeMeasures(stroke) { result.append(measures) }
      stroke.removeAll()
    }
    for sample in trace.touches {
      if sample.phase == .began { close() }
      stroke.append(sample)
      if sample.phase == .ended || sample.phase == .cancelled { close() }
    }
    close()
    return result
  }

  /// The measures of one stroke's samples, or `nil` when it has fewer than two, lasts no time
  /// or does not move.
  public init?(_ samples: [TouchSample]) {
    guard let first = samples.first, let last = samples.last, samples.count >= 2, last.t > first.t else { return nil }
    let dx = abs(last.location.x - first.location.x)
    let dy = abs(last.location.y - first.location.y)
    travel = max(dx, dy)
    guard travel > 0 else { return nil }
    driftRatio = min(dx, dy) / travel
    duration = last.t - first.t
    var path = 0.0
    var peak = 0.0
    var intervals: [Double] = []
    for (previous, next) in zip(samples, samples.dropFirst()) {
      let step = previous.location.distance(to: next.location)
      path += step
      let dt = next.t - previous.t
      guard dt > 0 else { continue }
      peak = max(peak, step / dt)
      intervals.append(dt * Self.millisecondsPerSecond)
    }
    meanSpeed = path / duration
    peakSpeed = peak
    self.intervals = intervals
  }
}

/// Per-family statistics of stroke motion (`corpus --describe`): p10, p50 and p90 of each
/// ``StrokeMeasures`` column, to compare a corpus, generated or recorded, with real strokes.
package struct StrokeStatistics: Sendable {
  /// The columns, in table order, with their units.
  public static let columns = [
    "duration (s)", "main-axis travel (pt)", "mean speed (pt/s)", "peak sample speed (pt/s)", "cross drift / travel",
    "sample interval (ms)",
  ]
  /// The percentiles reported, as fractions.
  public static let percentiles = [0.1, 0.5, 0.9]

  /// Values of each column, by family, in the order families were first met.
  public private(set) var families: [(family: String, columns: [[Double]])] = []

  /// Creates empty statistics.
  public init() {}

  /// Adds every stroke of `trace`, under its name's stem (``GestureFamily/stem(ofTraceNamed:)``).
  public mutating func add(_ trace: Trace) {
    let family = GestureFamily.stem(ofTraceNamed: trace.name)
    var index = families.firstIndex { $0.family == family }
    if index == nil {
      families.append((family, Array(repeating: [], count: Self.columns.count)))
      index = families.count - 1
    }
    for stroke in StrokeMeasures.strokes(of: trace) {
      families[index!].columns[0].append(stroke.duration)
      families[index!].columns[1].append(stroke.travel)
      families[index!].columns[2].append(stroke.meanSpeed)
      families[index!].columns[3].append(stroke.peakSpeed)
      families[index!].columns[4].append(stroke.driftRatio)
      families[index!].columns[5].append(contentsOf: stroke.intervals)
    }
  }

  /// Strokes measured in `family`.
  public func strokeCount(_ family: String) -> Int {
    families.first { $0.family == family }?.columns[0].count ?? 0
  }

  /// p10, p50, p90 of each column of `family` (empty columns give no values).
  public func percentiles(_ family: String) -> [[Double]] {
    guard let columns = families.first(where: { $0.family == family })?.columns else { return [] }
    return columns.map { values in
      let sorted = values.sorted()
      return sorted.isEmpty ? [] : Self.percentiles.map { Self.percentile(sorted, $0) }
    }
  }

  /// The `fraction` percentile of sorted values, interpolating linearly between ranks (the
  /// common "type 7" definition of R and NumPy).
  public static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }

  /// A text table: one block per family, a row per column with p10, p50 and p90.
  public func render(source: String) -> String {
    var lines = ["Stroke motion of \(source), by family: p10 / p50 / p90.", ""]
    let width = Self.columns.map(\.count).max() ?? 0
    for (family, _) in families {
      lines.append("\(family) (\(strokeCount(family)) strokes)")
      for (name, values) in zip(Self.columns, percentiles(family)) {
        let shown = values.map { value in
          TextWrapping.padLeft(value < 10 ? NumberFormatting.fixed(value, 3) : NumberFormatting.fixed(value, 0), 8)
        }.joined()
        lines.append("  " + TextWrapping.pad(name, width + 1) + (shown.isEmpty ? "       -" : shown))
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }
}
