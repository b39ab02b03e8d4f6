import BackStrategies
import BackStrategiesSupport

/// How a recording's positions and times become a trace's points and seconds.
package struct ImportMapping {
  /// Resolution imported positions are rounded to, in points: a hundredth of a point, well
  /// below one raw unit of any touchscreen (a 1080-pixel-wide phone panel spans 390 pt, 0.36 pt
  /// per unit), so rounding loses nothing and keeps the output short and stable.
  package static let positionResolution = 0.01
  /// Resolution imported times are rounded to, in seconds: the microsecond of evdev's `timeval`.
  package static let timeResolution = 1e-6

  /// The screen, in points.
  package var screen: Size
  /// Raw axis ranges, for recordings in raw digitiser units.
  package var ranges: AxisRanges?
  /// Pixels per point, for recordings in pixels.
  package var scale: Double?
  /// Seconds per tick of the recording's times.
  package var secondsPerTick: Double

  /// The point of a recorded position.
  package func point(_ sample: RecordedSample) -> Point {
    var x = sample.x
    var y = sample.y
    if let ranges {
      x = ranges.x.fraction(x) * screen.width
      y = ranges.y.fraction(y) * screen.height
    } else if let scale {
      x /= scale
      y /= scale
    }
    return Point(x: Self.rounded(x, Self.positionResolution), y: Self.rounded(y, Self.positionResolution))
  }

  /// Seconds from `origin` to `sample`.
  package func time(_ sample: RecordedSample, from origin: Double) -> Double {
    Self.rounded((sample.ticks - origin) * secondsPerTick, Self.timeResolution)
  }

  /// `value` rounded to a multiple of `resolution`, printing short (`12.3`, not `12.300000000000001`).
  package static func rounded(_ value: Double, _ resolution: Double) -> Double {
    let inverse = (1 / resolution).rounded()
    return (value * inverse).rounded() / inverse
  }
}
