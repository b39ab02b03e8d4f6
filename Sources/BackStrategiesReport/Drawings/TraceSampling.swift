import BackStrategies
import BackStrategiesSupport

/// Where the finger was and which strokes a trace holds, for drawing.
extension Trace {
  /// The samples split into strokes: each starts with `began` (or at the first sample).
  package var strokes: [ArraySlice<TouchSample>] {
    var result: [ArraySlice<TouchSample>] = []
    var start = touches.startIndex
    for index in touches.indices where index > start && touches[index].phase == .began {
      result.append(touches[start..<index])
      start = index
    }
    if start < touches.endIndex { result.append(touches[start...]) }
    return result
  }

  /// Times the finger lifted or was cancelled, in order.
  package var releaseTimes: [Double] {
    touches.filter { $0.phase == .ended || $0.phase == .cancelled }.map(\.t)
  }

  /// Where the finger was at `time`, interpolated between samples of one stroke; `nil` while
  /// no finger is down. At the time of an `ended` sample the finger is still where it lifts.
  package func fingerLocation(at time: Double) -> Point? {
    guard let first = touches.first, time >= first.t else { return nil }
    // The last sample at or before `time`.
    var low = 0
    var high = touches.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if touches[middle].t <= time { low = middle } else { high = middle - 1 }
    }
    let sample = touches[low]
    if sample.phase == .ended || sample.phase == .cancelled {
      return sample.t == time ? sample.location : nil
    }
    guard low + 1 < touches.count else { return sample.location }
    let next = touches[low + 1]
    guard next.phase != .began, next.t > sample.t else { return sample.location }
    let fraction = (time - sample.t) / (next.t - sample.t)
    return Point(
      x: sample.location.x + (next.location.x - sample.location.x) * fraction,
      y: sample.location.y + (next.location.y - sample.location.y) * fraction)
  }
}
