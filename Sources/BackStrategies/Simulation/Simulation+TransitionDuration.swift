import BackStrategiesSupport

/// Where the transition's duration `D` (``ModelParameters/transitionDuration``, the open choice
/// ``OpenChoice/transitionDuration``) can change a result, noted for the lazy weighing of open
/// choices (``OpenChoiceAlternatives``; docs/model.md, "Every result with its doubt").
///
/// `D` is read in two ways: as the release projection's horizon (`v̄·D + ½·ā·D²` in
/// `-popGesture:withRemainingDuration:shouldPopWithVelocity:`), where another value may decide
/// otherwise, and as the length of an animation: a non-interactive push or pop (a strategy's,
/// a back-button tap's, the scene's push still animating) and the percent-driven run-out of an
/// interactive pop begun with `D` (UIKit's own on the classic branch, whose `completionSpeed`
/// also reads `D`; a strategy's that passes `context.parameters.transitionDuration`, as
/// `predictive-back` does). An animation of another length leads to the same result unless a
/// later event can meet it or it ends past the run's settle deadline.
extension Simulation {
  /// The time the run stops waiting for animations and timers: the last touch, one frame, and
  /// ``ModelParameters/settleLimit`` (``settle()``).
  var settleDeadline: Double {
    (trace.touches.last?.t ?? 0) + 1 / device.refreshRate + parameters.settleLimit
  }

  /// At UIKit's release decision: notes ``OpenChoice/transitionDuration`` when the projection
  /// over another `D` decides otherwise (pop or cancel). The run-out's length is weighed where it
  /// starts (``noteTransitionDuration(ifAnimationEndsAt:)``).
  mutating func noteTransitionDurationAtRelease(pops: Bool, progress: Double, velocityX: Double) {
    guard let alternatives, !alternatives.transitionDurations.isEmpty, !found.openChoicesInPlay.contains(.transitionDuration),
      let statistics = systemPop.statistics
    else { return }
    let changed = systemPop.changed
    for duration in alternatives.transitionDurations {
      var other = parameters
      other.transitionDuration = duration
      if statistics.deciding(with: other).decide(percent: progress, velocityX: velocityX, changed: changed).pops != pops {
        found.openChoicesInPlay.insert(.transitionDuration)
        return
      }
    }
  }

  /// An animation timed by `D` starts: notes ``OpenChoice/transitionDuration`` when a later
  /// event could meet it (``laterEventsPending``, or a finger still down whose lift is still to
  /// come), or when it would end past ``settleDeadline`` under some reading. `end` gives the
  /// animation's end (or a bound above it) for a value of `D`.
  mutating func noteTransitionDuration(ifAnimationEndsAt end: (Double) -> Double) {
    guard let alternatives, !alternatives.transitionDurations.isEmpty, !found.openChoicesInPlay.contains(.transitionDuration)
    else { return }
    if laterEventsPending || stroke.fingerDown {
      found.openChoicesInPlay.insert(.transitionDuration)
      return
    }
    let deadline = settleDeadline
    let durations = [parameters.transitionDuration] + alternatives.transitionDurations
    if durations.contains(where: { !(end($0) <= deadline) }) {
      found.openChoicesInPlay.insert(.transitionDuration)
    }
  }

  /// A percent-driven run-out of `remaining` progress at `speed` starts on a transition begun
  /// with `duration`: timed by `D` when that is it (UIKit's pop, or a strategy passing
  /// `context.parameters.transitionDuration`; a strategy's own constant equal to it is weighed
  /// too, which only costs a run). Each reading's run-out is bounded by
  /// `max(D, remaining·D / speed)`: UIKit's classic `completionSpeed` reads `D` too, but is never
  /// below `remaining`.
  mutating func noteTransitionDuration(percentDrivenRunOutOf beganWith: Double, remaining: Double, speed: Double) {
    guard alternatives != nil, beganWith == parameters.transitionDuration else { return }
    let start = now
    noteTransitionDuration { duration in
      start + max(duration, speed > 0 && speed.isFinite ? remaining * duration / speed : .infinity)
    }
  }
}
