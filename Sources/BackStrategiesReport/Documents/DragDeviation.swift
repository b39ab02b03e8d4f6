import BackStrategies
import BackStrategiesSupport

/// How far an exported straight drag (``HarnessDrag``) is from the stroke it stands for, in the
/// four ways that can change what UIKit decides: the path's shape, where the finger is at each
/// instant, the total time, and the speed at the lift. `export` warns on stderr about each
/// measure over its tolerance, saying by how much.
public struct DragDeviation: Hashable, Sendable {
  /// The greatest distance of a sample from the drag's straight line, in points: the shape lost.
  public var path: Double
  /// The greatest distance, at a sample's time, between the sample and where the drag then is,
  /// in points: the shape and the timing lost (an eased swipe lags a constant-velocity one).
  public var position: Double
  /// The drag's total duration minus the stroke's, in seconds.
  public var duration: Double
  /// The drag's speed at the lift minus the stroke's, in points per second (each the mean over
  /// ``liftVelocityWindow`` before the last sample ahead of the lift).
  public var liftVelocity: Double

  /// Path deviation that goes unremarked, in points: well inside the 13 pt edge strip and the
  /// 15 pt edge hysteresis (`ModelParameters.edgeRegionWidth`, `edgeHysteresis`), so the drag
  /// starts and crosses them where the stroke does. **[estimate]**
  public static let pathTolerance = 1.0
  /// Position deviation that goes unremarked, in points: a third of the 15 pt edge hysteresis,
  /// so a recogniser begins within a frame or so of when it does on the stroke. **[estimate]**
  public static let positionTolerance = 5.0
  /// Duration difference that goes unremarked, in seconds: a little over one 60 Hz frame, the
  /// touch rate's resolution (`StrokeBuilder.defaultSampleRate`). **[estimate]**
  public static let durationTolerance = 0.02
  /// Lift speed difference that goes unremarked, in points per second: it moves the release's
  /// projected position (`p + v·H`, H about 0.1 s: `ModelParameters.fittedVelocityHorizon`) by
  /// about 5 pt, 1.3 % of a 390 pt screen. **[estimate]**
  public static let liftVelocityTolerance = 50.0
  /// The time the lift speed is averaged over, in seconds: three 60 Hz intervals, as UIKit's pop
  /// decision averages its last three samples (`ModelParameters.popAveragedSamples`). **[estimate]**
  public static let liftVelocityWindow = 0.05

  /// Creates a measure from its parts.
  public init(path: Double, position: Double, duration: Double, liftVelocity: Double) {
    self.path = path
    self.position = position
    self.duration = duration
    self.liftVelocity = liftVelocity
  }

  /// How far `drag` is from `stroke`, each sample compared with the drag at that sample's time.
  public init(of drag: HarnessDrag, from stroke: TraceStroke) {
    let samples = stroke.samples
    var path = 0.0
    var position = 0.0
    for sample in samples {
      path = max(path, Self.distance(from: sample.location, toSegment: drag.press, drag.lift))
      position = max(position, sample.location.distance(to: drag.position(at: sample.t)))
    }
    let times = samples.map(\.t)
    let dragged = times.map { drag.position(at: $0) }
    self.init(
      path: path, position: position, duration: drag.totalDuration - stroke.duration,
      liftVelocity: Self.liftSpeed(dragged, times) - Self.liftSpeed(samples.map(\.location), times))
  }

  /// The speed at the lift of a stroke through `points` at `times`: the mean over
  /// ``liftVelocityWindow`` up to the last point before the lift (where the lift is reported is
  /// ignored, as recognisers report the last move); 0 with fewer than three points.
  static func liftSpeed(_ points: [Point], _ times: [Double]) -> Double {
    guard points.count >= 3 else { return 0 }
    let last = points.count - 2
    let from = times[..<last].lastIndex { $0 <= times[last] - liftVelocityWindow } ?? 0
    let interval = times[last] - times[from]
    return interval > 0 ? points[last].distance(to: points[from]) / interval : 0
  }

  /// The distance from `point` to the segment from `a` to `b`.
  static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared > 0 else { return point.distance(to: a) }
    let along = (((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared).clamped(to: 0...1)
    return point.distance(to: Point(x: a.x + along * dx, y: a.y + along * dy))
  }

  /// Each measure over its tolerance, worded for the warning: `the path by up to 12.5 pt
  /// (tolerance 1 pt)`; empty when the drag is close enough.
  public var excesses: [String] {
    var parts: [String] = []
    if path > Self.pathTolerance {
      parts.append("the path by up to \(NumberFormatting.short(path, 1)) pt (tolerance \(NumberFormatting.short(Self.pathTolerance)) pt)")
    }
    if position > Self.positionTolerance {
      parts.append(
        "the position at the same instant by up to \(NumberFormatting.short(position, 1)) pt (tolerance \(NumberFormatting.short(Self.positionTolerance)) pt)")
    }
    if abs(duration) > Self.durationTolerance {
      parts.append(
        "the duration by \(Self.signed(duration, 3)) s (tolerance \(NumberFormatting.short(Self.durationTolerance)) s)")
    }
    if abs(liftVelocity) > Self.liftVelocityTolerance {
      parts.append(
        "the speed at the lift by \(Self.signed(liftVelocity, 0)) pt/s (tolerance \(NumberFormatting.short(Self.liftVelocityTolerance)) pt/s)")
    }
    return parts
  }

  /// `+0.12` or `-0.12`.
  static func signed(_ value: Double, _ digits: Int) -> String {
    (value < 0 ? "-" : "+") + NumberFormatting.short(abs(value), digits)
  }
}
