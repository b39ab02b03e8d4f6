// Shared with the fuzzer (Fuzz/), which compiles this file into the library's own module
// with -D BACKSTRATEGIES_FUZZ; it must not import Testing or Foundation.
#if !BACKSTRATEGIES_FUZZ
  @testable import BackStrategies
  @testable import BackStrategiesSupport
#endif

/// The laws every run obeys, whatever the strategy, preset and trace (issue 6).
///
/// ``violations(of:trace:options:)`` checks one result and returns each broken law in words,
/// so a test can print them all and the fuzzer can crash with them. The laws:
///
/// - **progress**: `maxProgress`, every frame's progress and dimming lie in [0, 1];
/// - **stack**: the stack is never empty and keeps its root, before, after and in every frame;
/// - **one transition at a time**: each transition settles before the next begins (a request
///   during a running transition is refused and reported as `nested-transition`);
/// - **finite**: every number in the result is finite;
/// - **agreement**: the outcome, the transitions and the stack after tell the same story;
/// - **settling**: the run ends by `last touch + one frame + settleLimit`, and anything left
///   running at the end is reported as `did-not-settle` (or is a `root-freeze`);
/// - **time**: hazards, transitions and frames happen in order, within the run;
/// - **unterminated stroke**: reported once exactly when the trace ends with the finger down;
/// - **crash**: a `crash` is the last hazard and ends the run at its time: the run settles
///   then, may leave its transition and stroke open, and reports nothing after it.
///
/// Determinism (same input, same output, also in parallel) needs two runs and is checked by
/// the callers.
enum RunLaws {
  /// Slack for comparisons of computed times and fractions.
  static let tolerance = 1e-9

  /// Every law `result` breaks; empty when it obeys them all.
  static func violations(of result: RunResult, trace: Trace, options: RunOptions) -> [String] {
    var broken: [String] = []
    func law(_ holds: Bool, _ text: @autoclosure () -> String) {
      if !holds { broken.append("\(result.strategy): \(text())") }
    }
    let parameters = options.parameters
    let unit = 0.0...1.0
    let slack = (-tolerance)...(1 + tolerance)

    // Finite numbers (names are only spelled out for a failure: this runs in the fuzzer).
    func finite(_ value: Double, _ name: @autoclosure () -> String) {
      if !value.isFinite { law(false, "\(name()) is not finite (\(value))") }
    }
    finite(result.settledAt, "settledAt")
    finite(result.metrics.maxProgress, "maxProgress")
    finite(result.metrics.trackingError, "trackingError")
    finite(result.metrics.scrolled, "scrolled")
    if let recognized = result.recognizedAt { finite(recognized, "recognizedAt") }
    for (index, record) in result.transitions.enumerated() {
      finite(record.began, "transitions[\(index)].began")
      if let decided = record.decided { finite(decided, "transitions[\(index)].decided") }
      if let settled = record.settled { finite(settled, "transitions[\(index)].settled") }
    }
    for (index, event) in result.hazards.enumerated() { finite(event.time, "hazards[\(index)].time") }
    for (index, frame) in (result.frames ?? []).enumerated() {
      finite(frame.t, "frames[\(index)].t")
      finite(frame.progress, "frames[\(index)].progress")
      finite(frame.topX, "frames[\(index)].topX")
      finite(frame.dim, "frames[\(index)].dim")
      if let under = frame.underX { finite(under, "frames[\(index)].underX") }
      if let overlay = frame.overlay {
        for (name, value) in overlayNumbers(overlay) { finite(value, "frames[\(index)].overlay.\(name)") }
      }
      for offset in frame.scrollOffsets {
        finite(offset.offset.x, "frames[\(index)].scrollOffsets.\(offset.id).x")
        finite(offset.offset.y, "frames[\(index)].scrollOffsets.\(offset.id).y")
      }
    }
    law(result.metrics.screenshotBytes >= 0, "screenshotBytes is negative (\(result.metrics.screenshotBytes))")
    law(result.metrics.trackingError >= 0, "trackingError is negative (\(result.metrics.trackingError))")
    law(result.metrics.scrolled >= 0, "scrolled is negative (\(result.metrics.scrolled))")

    // Progress.
    law(unit.contains(result.metrics.maxProgress), "maxProgress \(result.metrics.maxProgress) is outside [0, 1]")
    for (index, frame) in (result.frames ?? []).enumerated() {
      law(slack.contains(frame.progress), "frames[\(index)].progress \(frame.progress) is outside [0, 1]")
      law(slack.contains(frame.dim), "frames[\(index)].dim \(frame.dim) is outside [0, 1]")
    }

    // Stack.
    let root = trace.scene.stack.first?.id
    law(result.stackBefore == trace.scene.stack.map(\.id), "stackBefore \(result.stackBefore) is not the trace's stack")
    law(!result.stackAfter.isEmpty, "the stack ended empty")
    law(result.stackAfter.first == root, "the stack lost its root: \(result.stackAfter)")
    for (index, frame) in (result.frames ?? []).enumerated() where frame.stack.first != root {
      law(false, "frames[\(index)].stack \(frame.stack) lost the root")
    }

    // One transition at a time; each record's times in order.
    for (index, record) in result.transitions.enumerated() {
      if let decided = record.decided { law(decided >= record.began, "transitions[\(index)] decided before it began") }
      if let settled = record.settled {
        law(settled >= (record.decided ?? record.began), "transitions[\(index)] settled before it was decided")
        law(settled <= result.settledAt + tolerance, "transitions[\(index)] settled after the run settled")
      }
      if record.result == .stuck {
        law(record.settled == nil && record.interactive && record.kind == .pop, "transitions[\(index)] is stuck but not an unsettled interactive pop")
      }
      guard index + 1 < result.transitions.count else { continue }
      let next = result.transitions[index + 1]
      if let settled = record.settled {
        law(next.began >= settled, "transitions[\(index + 1)] began at \(next.began) before transitions[\(index)] settled at \(settled)")
      } else {
        law(false, "transitions[\(index + 1)] began while transitions[\(index)] never settled")
      }
    }

    // Outcome, transitions and stack agree.
    var stack = result.stackBefore
    var pushes = 0
    // The scene's own push (`pushedAt`, still animating at the first touch) brought a screen
    // that `stackBefore` already lists: it is the run's first record and adds none.
    let scenePush = trace.scene.stack.last?.pushedAt.flatMap { pushedAt in
      result.transitions.first.map { $0.kind == .push && $0.began == pushedAt } } ?? false
    for (index, record) in result.transitions.enumerated() where record.result == .finished {
      if index == 0 && scenePush { continue }
      switch record.kind {
      case .pop:
        law(stack.count > 1, "a pop finished with one screen on the stack")
        if stack.count > 1 { stack.removeLast() }
      case .popToRoot:
        law(stack.count > 1, "a pop-to-root finished with one screen on the stack")
        stack.removeLast(max(0, stack.count - 1))
      case .push:
        pushes += 1
        stack.append("")
      }
    }
    law(stack.count == result.stackAfter.count, "the finished transitions leave \(stack.count) screens, the run \(result.stackAfter.count)")
    if pushes == 0 { law(stack == result.stackAfter, "the finished transitions leave \(stack), the run \(result.stackAfter)") }
    let finishedPopToRoot = result.transitions.contains { $0.kind == .popToRoot && $0.result == .finished }
    let finishedPop = result.transitions.contains { $0.kind == .pop && $0.result == .finished }
    switch result.outcome {
    case .popToRoot: law(finishedPopToRoot, "outcome popToRoot without a finished pop-to-root")
    case .pop: law(finishedPop && !finishedPopToRoot, "outcome pop without a finished pop (or with a pop-to-root)")
    case .cancel, .unchanged:
      law(!finishedPop && !finishedPopToRoot, "outcome \(result.outcome.rawValue) although a pop finished")
      if pushes == 0 { law(result.stackAfter == result.stackBefore, "outcome \(result.outcome.rawValue) but the stack changed") }
    }
    if result.transitions.contains(where: { $0.kind != .push }) {
      law(result.outcome != .unchanged, "a back transition began but the outcome is none")
    }

    // Settling.
    let lastTouch = trace.touches.last?.t ?? 0
    let frameInterval = 1 / trace.scene.device.refreshRate
    let deadline = lastTouch + frameInterval + parameters.settleLimit
    let hazards = Set(result.hazards.map(\.hazard))
    // A crash ends the run where it happens (Hazard.crash): nothing after it, nothing settles.
    let crash = result.hazards.first { $0.hazard == .crash }
    if let crash {
      law(result.hazards.last?.hazard == .crash && result.hazards.filter { $0.hazard == .crash }.count == 1, "a hazard follows the crash")
      law(abs(result.settledAt - crash.time) <= tolerance, "settledAt \(result.settledAt) is not the crash's time \(crash.time)")
    } else {
      law(result.settledAt >= lastTouch, "settledAt \(result.settledAt) is before the last touch \(lastTouch)")
    }
    law(result.settledAt <= deadline + tolerance, "settledAt \(result.settledAt) is past the settle deadline \(deadline)")
    if hazards.contains(.didNotSettle) {
      law(abs(result.settledAt - deadline) <= tolerance, "did-not-settle reported but settledAt \(result.settledAt) is not the deadline \(deadline)")
    }
    for (index, record) in result.transitions.enumerated() where record.settled == nil {
      law(
        record.result == .stuck || hazards.contains(.didNotSettle) || crash != nil,
        "transitions[\(index)] (\(record.kind.rawValue), \(record.result.rawValue)) never settled and no did-not-settle was reported")
    }
    if result.transitions.contains(where: { $0.result == .stuck }) {
      law(
        hazards.contains(.rootFreeze) || hazards.contains(.didNotSettle),
        "a transition is stuck but neither root-freeze nor did-not-settle was reported")
    }

    // Time order.
    for index in result.hazards.indices.dropFirst() {
      law(result.hazards[index].time >= result.hazards[index - 1].time, "hazards[\(index)] happened before hazards[\(index - 1)]")
    }
    for (index, event) in result.hazards.enumerated() {
      law(event.time >= 0 && event.time <= result.settledAt + tolerance, "hazards[\(index)] at \(event.time) is outside the run")
    }
    if let recognized = result.recognizedAt {
      law(recognized >= 0 && recognized <= lastTouch + frameInterval + tolerance, "recognizedAt \(recognized) is outside the touches")
    }
    if let frames = result.frames {
      for index in frames.indices.dropFirst() where !(frames[index].t > frames[index - 1].t) {
        law(false, "frames[\(index)].t \(frames[index].t) does not follow \(frames[index - 1].t)")
      }
      law(frames.last?.t == result.settledAt, "the last frame is not at settledAt")
    }

    // Unterminated stroke.
    let open = trace.touches.last.map { $0.phase == .began || $0.phase == .moved } ?? false
    let unterminated = result.hazards.filter { $0.hazard == .unterminatedStroke }.count
    // A run stopped early (did-not-settle before the last touch) may never reach the end.
    // So may one that crashed.
    let stoppedEarly = (result.hazards.contains { $0.hazard == .didNotSettle } || crash != nil) && unterminated == 0
    law(
      unterminated == (open ? 1 : 0) || (open && stoppedEarly),
      "unterminated-stroke reported \(unterminated) times for a trace that \(open ? "ends" : "does not end") with the finger down")
    return broken
  }

  /// The numbers of an overlay, each with its name within the overlay.
  static func overlayNumbers(_ overlay: Overlay) -> [(String, Double)] {
    var numbers: [(String, Double)] = [
      ("offsetX", overlay.offsetX), ("fill.alpha", overlay.fill.alpha),
      ("fill.red", overlay.fill.red), ("fill.green", overlay.fill.green), ("fill.blue", overlay.fill.blue),
    ]
    for element in overlay.path {
      switch element {
      case .move(let point), .line(let point):
        numbers += [("path.x", point.x), ("path.y", point.y)]
      case .quadCurve(let point, let control):
        numbers += [("path.x", point.x), ("path.y", point.y), ("path.cx", control.x), ("path.cy", control.y)]
      case .close:
        break
      }
    }
    if let icon = overlay.icon {
      numbers += [("icon.x", icon.frame.x), ("icon.y", icon.frame.y), ("icon.width", icon.frame.width), ("icon.height", icon.frame.height)]
    }
    return numbers
  }
}
