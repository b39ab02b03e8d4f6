import BackStrategies
import BackStrategiesSupport

/// `run`'s note on a trace whose lift (an `ended` sample) lies far from the stroke's last move.
///
/// The model reads nothing of a lift but its time and phase, except whether a tap lifted
/// inside the back button: `-[UIPanGestureRecognizer touchesEnded:withEvent:]` moves no
/// recogniser, so at `.ended` every recogniser reports the last move's location, translation
/// and velocity (docs/model.md, "The lift moves nothing"; `Simulation.touchUp`). A trace that
/// puts its lift somewhere else loses that last step, for every strategy alike; the note says
/// so, since the trace's author likely meant the step to count.
enum LiftDistance {
  /// Farther than this (points) from the sample before it, a lift is noted. 10 pt: the figure
  /// of issue #50; a finger at 600 pt/s, a brisk swipe, moves 10 pt in one 60 Hz frame, so a
  /// recorded lift lands about that close to the last move, while a hand-written trace that
  /// lifts at its target puts the whole last step there.
  static let noticedDistance = 10.0

  /// The note for `trace` (`nil` when every lift lies within ``noticedDistance`` of the
  /// sample before it): the farthest such lift, and how many there are.
  static func note(_ trace: Trace, source: String) -> String? {
    var far: [(index: Int, previous: Int, distance: Double)] = []
    var previous: Int?
    for (index, sample) in trace.touches.enumerated() {
      switch sample.phase {
      case .began, .moved:
        previous = index
      case .ended:
        if let last = previous {
          let distance = sample.location.distance(to: trace.touches[last].location)
          if distance > noticedDistance { far.append((index, last, distance)) }
        }
        previous = nil
      case .cancelled:
        previous = nil
      }
    }
    guard let farthest = far.max(by: { $0.distance < $1.distance }) else { return nil }
    let others = far.count > 1 ? " (and \(far.count - 1) more lift\(far.count == 2 ? "" : "s") farther than \(NumberFormatting.short(noticedDistance)) pt)" : ""
    return "\(source): touches[\(farthest.index)]: the lift lies \(NumberFormatting.short(farthest.distance, 1)) pt from the last move (touches[\(farthest.previous)])\(others); "
      + "the model ignores where a finger lifts (recognisers report the last move; only a tap on the back button reads it: docs/trace-format.md)"
  }
}
