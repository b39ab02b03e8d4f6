import BackStrategies
import BackStrategiesSupport

/// A stretch of a run's timeline over which a replay's phone draws the same views: the stack
/// and the screen under the top one stay the same, so one drawing of each, moved by the
/// frames' x, shows the whole stretch.
struct ReplaySegment: Hashable, Sendable {
  /// Indices of the stretch's frames in the timeline.
  var frames: ClosedRange<Int>
  /// The screen under the top one (the root during a pop to root), if any frame of the
  /// stretch shows it.
  var under: String?
  /// Whether this is the run's only stretch (then it is always shown).
  var isOnly: Bool

  /// The stretches of `frames`, in time order.
  static func segments(of frames: [Frame], drawing: ScreenDrawing) -> [ReplaySegment] {
    var segments: [ReplaySegment] = []
    var start = 0
    func key(_ index: Int) -> [String] { frames[index].stack + ["|", drawing.underScreen(in: frames[index]) ?? ""] }
    for index in frames.indices {
      let last = index == frames.count - 1
      if last || key(index + 1) != key(index) {
        let range = start...index
        let showsUnder = frames[range].contains { $0.underX != nil }
        segments.append(ReplaySegment(frames: range, under: showsUnder ? drawing.underScreen(in: frames[start]) : nil, isOnly: false))
        start = index + 1
      }
    }
    if segments.count == 1 { segments[0].isOnly = true }
    return segments
  }

  /// `values` with each `nil` replaced by the value before it (or, before the first value, by
  /// the first one; 0 when there is none): a hidden element holds still.
  static func held(_ values: [Double?]) -> [Double] {
    let first = values.first { $0 != nil }.flatMap { $0 } ?? 0
    var previous = first
    return values.map { value in
      if let value { previous = value }
      return previous
    }
  }

  /// The same for points.
  static func heldPoints(_ values: [Point?]) -> [Point] {
    let xs = held(values.map { $0?.x })
    let ys = held(values.map { $0?.y })
    return zip(xs, ys).map { Point(x: $0, y: $1) }
  }

  /// The overlay shapes a stretch draws and which one each frame shows.
  struct OverlayShapes: Hashable, Sendable {
    /// Distinct overlays (their offset set to 0), in order of first appearance; at most the
    /// limit, every n-th when there are more.
    var shapes: [Overlay]
    /// For each frame of the timeline, the index of the shape it shows; `nil` outside the
    /// stretch or without an overlay.
    var shapeOfFrame: [Int?]
  }

  /// The shapes of `range`'s overlays: when there are more than `limit`, every n-th is kept
  /// and a frame shows the latest kept shape at or before its own.
  static func overlayShapes(frames: [Frame], range: ClosedRange<Int>, limit: Int) -> OverlayShapes {
    var distinct: [Overlay] = []
    var indexOf: [Overlay: Int] = [:]
    var distinctOfFrame = [Int?](repeating: nil, count: frames.count)
    for index in range {
      guard var overlay = frames[index].overlay else { continue }
      overlay.offsetX = 0
      if let existing = indexOf[overlay] {
        distinctOfFrame[index] = existing
      } else {
        indexOf[overlay] = distinct.count
        distinctOfFrame[index] = distinct.count
        distinct.append(overlay)
      }
    }
    let stride = max(1, (distinct.count + max(1, limit) - 1) / max(1, limit))
    let kept = Swift.stride(from: 0, to: distinct.count, by: stride).map { distinct[$0] }
    return OverlayShapes(shapes: kept, shapeOfFrame: distinctOfFrame.map { $0.map { $0 / stride } })
  }
}
