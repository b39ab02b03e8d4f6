/// Follows fingers from touch-down to lift and keeps their strokes: by default only the first
/// finger of each contact (from the first touch-down until no finger is down), counting the
/// others; with `keepsAllFingers`, every finger's stroke.
package struct ContactTracker {
  /// Keep every finger (`--fingers all`), not only the first of each contact.
  package let keepsAllFingers: Bool

  /// A finger that is down; `stroke` is `nil` when it is not kept.
  private struct OpenFinger {
    var order: Int
    var stroke: RecordedStroke?
  }

  private var open: [Int: OpenFinger] = [:]
  private var nextOrder = 0
  private var finished: [(order: Int, stroke: RecordedStroke)] = []
  /// Fingers not kept.
  private(set) var extraFingers = 0

  package init(keepsAllFingers: Bool) {
    self.keepsAllFingers = keepsAllFingers
  }

  /// Whether any finger is down.
  package var anyDown: Bool { !open.isEmpty }

  /// Whether finger `key` is down.
  package func isDown(_ key: Int) -> Bool { open[key] != nil }

  /// Finger `key` touched down at `sample`.
  package mutating func touchDown(_ key: Int, _ sample: RecordedSample) {
    let kept = open.isEmpty || keepsAllFingers
    if !kept { extraFingers += 1 }
    open[key] = OpenFinger(order: nextOrder, stroke: kept ? RecordedStroke(samples: [sample]) : nil)
    nextOrder += 1
  }

  /// Finger `key` is at `sample`; a sample where the finger already was is not added.
  package mutating func move(_ key: Int, _ sample: RecordedSample) {
    guard var finger = open[key], var stroke = finger.stroke, let last = stroke.samples.last else { return }
    guard last.x != sample.x || last.y != sample.y else { return }
    stroke.samples.append(sample)
    finger.stroke = stroke
    open[key] = finger
  }

  /// Finger `key` lifted at `ticks` (on `line`), where it last was.
  package mutating func lift(_ key: Int, ticks: Double, line: Int) {
    guard let finger = open.removeValue(forKey: key) else { return }
    guard var stroke = finger.stroke, let last = stroke.samples.last else { return }
    stroke.samples.append(RecordedSample(ticks: ticks, x: last.x, y: last.y, line: line))
    finished.append((finger.order, stroke))
  }

  /// Every finger down lifts at `ticks`.
  package mutating func liftAll(ticks: Double, line: Int) {
    for key in open.keys.sorted() { lift(key, ticks: ticks, line: line) }
  }

  /// The strokes in touch-down order; fingers still down end at their last sample, marked
  /// truncated.
  package mutating func finish() -> [RecordedStroke] {
    for (_, finger) in open {
      guard var stroke = finger.stroke else { continue }
      stroke.truncated = true
      finished.append((finger.order, stroke))
    }
    open.removeAll()
    return finished.sorted { $0.order < $1.order }.map(\.stroke)
  }
}
