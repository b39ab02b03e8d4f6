import BackStrategiesSupport

/// UIKit's own pop handler, `_UINavigationInteractiveTransition` (UIKit 26.1 and 18.2): the
/// state it keeps for the gesture it drives and the decisions it takes from that gesture's
/// callbacks, turned into commands as a strategy's are. The simulation starts, pauses and
/// preempts transitions for it (`Simulation+SystemPop.swift`) and applies what it answers.
struct SystemPopHandler: Sendable {
  /// Whether the handler drives a transition it started or caught.
  var driving = false
  /// The statistics UIKit's pop handler keeps for the gesture it drives.
  var statistics: PopGestureStatistics?
  /// Whether that gesture reached `.changed` (UIKit's `_interactionState == 2`).
  var changed = false
  /// `completionSpeed` of UIKit's interaction controller: set by each release, read by a
  /// cancelled touch (`-[UIPercentDrivenInteractiveTransition completionSpeed]`).
  var completionSpeed: Double
  /// The transition record the handler drives, if any.
  var transitionRecord: Int?
  /// The recogniser whose `.began` started what the handler drives.
  var driver: RecognizerID?
  /// `_percentCompleteWhenPaused`: where a caught cancelling pop was, added to the translation.
  var pausedPercent = 0.0
  /// Classic branch, ``ClassicCatchReading/firstMove``: a `.began` met a cancelling pop and
  /// paused nothing; the swipe's first `.changed` or its release catches the pop if it still runs.
  var awaitsFirstMove = false
  /// How the gesture the handler drives took over a running transition, said before its
  /// release reason (empty when it started its own).
  var takeOverNote = ""
  /// Set when the release procedure that is not live would have decided otherwise.
  var releaseRuleNote: String?

  /// A handler that drives nothing yet, with UIKit's initial `completionSpeed`.
  init(parameters: ModelParameters) {
    completionSpeed = parameters.completionSpeed
  }

  /// What a `.began` asks of the navigation controller, in order: the simulation applies each
  /// (the handler changes only itself).
  enum Command: Hashable, Sendable {
    /// `-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]`: the cancelling pop
    /// is caught at this progress and driven again.
    case pause(at: Double)
    /// `-[_UINavigationParallaxTransition preemptWithContext:]`: the running transition ends at
    /// once as it was heading.
    case preempt
    /// `startInteractiveTransition` → `popViewControllerAnimated:YES`: this command, UIKit's
    /// interactive pop, on UIKit's animator; ``startedPop(record:_:parameters:width:sign:)`` then
    /// says whether it began.
    case startPop(StrategyCommand)
    /// The run's explanation becomes this.
    case explain(Explanation)
  }

  /// `.began` reaching `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]`.
  /// `access` is what it may do to the running transition (``RunningTransitionAccess/refused``
  /// when none runs: a new pop starts); `progress` is the running transition's progress now,
  /// `runOutFrom` where a completing one's run-out started, `record` its record. Resets the
  /// gesture's state and returns what the navigation controller must do: a cancelling pop of
  /// UIKit's animator is paused and driven from its percent (`_percentCompleteWhenPaused`); any
  /// other transition of UIKit's animator is first stopped at its end, then a new pop starts.
  mutating func began(
    _ event: GestureEvent, access: RunningTransitionAccess, progress: Double, runOutFrom: Double?, record: Int?,
    parameters: SharedModelParameters, width: Double, sign: Double
  ) -> [Command] {
    pausedPercent = 0
    takeOverNote = ""
    awaitsFirstMove = false
    let start = Command.startPop(
      .beginInteractivePop(animation: .parallax(curve: parameters.value.interactiveTransitionCurve), duration: parameters.value.transitionDuration))
    switch access {
    case .catchesCancellingPop:
      pausedPercent = progress
      transitionRecord = record
      driving = true
      takeOverNote = "caught the cancelling pop at \(NumberFormatting.fixed(progress, 2)) (pauseInteractiveTransition), then "
      beginDriving(event, parameters: parameters, width: width, sign: sign)
      return [.pause(at: progress)]
    case .catchesAtFirstMove:
      // `pauseInteractiveTransition` did nothing; `_percentCompleteWhenPaused` is
      // `percentComplete`, the context's `_previousPercentComplete`: the percent the first
      // swipe last set, where the cancelling run-out started.
      pausedPercent = runOutFrom ?? progress
      transitionRecord = record
      driving = true
      awaitsFirstMove = true
      beginDriving(event, parameters: parameters, width: width, sign: sign)
      return []
    case .pauseDoesNothing:
      driving = false
      beginDriving(event, parameters: parameters, width: width, sign: sign)
      return [
        .explain(Explanation {
          "a second swipe reached UIKit's pop handler during the cancelling pop: pauseInteractiveTransition did nothing (no interruptible animator on the classic branch), no new pop began, and the pop ran out cancelled"
        })
      ]
    case .preempts:
      takeOverNote = "stopped the running transition at its end and began another pop (preemption), then "
      return [.preempt, start]
    case .refused:
      return [start]
    }
  }

  /// After ``Command/startPop(_:)``: the pop began with record `record`, or (`nil`) UIKit
  /// ignored it. The handler drives what began.
  mutating func startedPop(record: Int?, _ event: GestureEvent, parameters: SharedModelParameters, width: Double, sign: Double) {
    driving = record != nil
    transitionRecord = record
    beginDriving(event, parameters: parameters, width: width, sign: sign)
  }

  /// The `.began`'s last step: the recogniser drives the handler, with the first sample of the
  /// release statistics, when the handler drives something.
  private mutating func beginDriving(_ event: GestureEvent, parameters: SharedModelParameters, width: Double, sign: Double) {
    driver = driving ? event.recognizer : nil
    changed = false
    statistics =
      driving
      ? PopGestureStatistics(
        sharedParameters: parameters, distance: width, time: event.time, translation: sign * event.translation.x,
        velocity: sign * event.velocity.x)
      : nil
  }

  /// ``ClassicCatchReading/firstMove``: the first `.changed` or the release after a `.began`
  /// whose pause did nothing. `stillRunningAt` is the progress of the cancelling pop the `.began`
  /// met, while it still runs (`nil` when it ran out, or another transition runs): the callback
  /// reaches its tracked animator and catches it there (``Command/pause(at:)``). Otherwise
  /// nothing is left to drive, and the handler lets go (`nil`).
  mutating func catchAtFirstCallback(stillRunningAt progress: Double?) -> Command? {
    awaitsFirstMove = false
    guard let progress else {
      driving = false
      driver = nil
      return nil
    }
    let from = NumberFormatting.fixed(pausedPercent, 2)
    takeOverNote =
      "caught the cancelling pop at \(NumberFormatting.fixed(progress, 2)) on the swipe's first move (pauseInteractiveTransition did nothing on the classic branch; updateInteractiveTransition: reached the tracked animator, from the release percent \(from)), then "
    return .pause(at: progress)
  }

  /// The gesture is cancelled while it waits for its first move (``awaitsFirstMove``):
  /// `cancelInteractiveTransition` continues the tracked animator back to cancelled, the run-out
  /// it already was, and the handler drives nothing.
  mutating func letGo() {
    awaitsFirstMove = false
    driving = false
    driver = nil
  }

  /// A transition ended: if it was record `record`, the one the handler drove, the handler is
  /// free.
  mutating func transitionEnded(record: Int) {
    guard record == transitionRecord else { return }
    driving = false
    driver = nil
  }

  /// What a `.changed` callback does to the transition.
  enum Update {
    /// Classic branch: `updateInteractiveTransition:` with the capped percent.
    case command(StrategyCommand)
    /// Fluid branch: the rubber-banded progress, set on the running animator.
    case fluidProgress(Double)
  }

  /// `.changed`: `percent = paused + tx / W`; on the classic branch `≥ 1` becomes 0.999 and
  /// below 0 clamps to 0; on the fluid branch it rubber-bands past either end. Records a sample.
  mutating func progressUpdate(for event: GestureEvent, parameters: ModelParameters, width: Double, sign: Double) -> Update {
    let percent = interactivePercent(for: event, width: width, sign: sign)
    let update: Update
    switch parameters.parallaxTransitions {
    case .classic:
      update = .command(.updateInteractivePop(percent: Self.classicPercent(percent, parameters: parameters)))
    case .fluid:
      update = .fluidProgress(Self.rubberBanded(percent, parameters: parameters))
    }
    statistics?.add(time: event.time, translation: sign * event.translation.x, velocity: sign * event.velocity.x)
    changed = true
    return update
  }

  /// `.ended` of a gesture that drives the transition interactively: records a last sample and
  /// decides (``PopGestureStatistics``). Classic branch: the rest runs at
  /// `completionSpeed = max(remaining, T·|v| / W)`, so in `min(T, remaining distance / |v|)`,
  /// with the completion curve. Fluid branch: a spring runs it out from the release velocity.
  /// Returns the command and the sentence that states the decision with its numbers.
  mutating func released(
    _ event: GestureEvent, statistics: PopGestureStatistics, progress: Double, parameters: ModelParameters, width: Double,
    sign: Double
  ) -> (command: StrategyCommand, reason: Explanation) {
    var statistics = statistics
    let duration = parameters.transitionDuration
    statistics.add(time: event.time, translation: sign * event.translation.x, velocity: sign * event.velocity.x)
    self.statistics = statistics
    let decision = statistics.decide(percent: progress, velocityX: event.velocity.x, changed: changed)
    // The note compares the two readings of the code (the fitted rule is compared with the
    // augmented one); `restsOn` weighs every reading.
    let other: PopDecisionProcedure = parameters.popDecision == .augmented ? .legacyVelocitySign : .augmented
    let otherPops = statistics.decide(percent: progress, velocityX: event.velocity.x, changed: changed, procedure: other).pops
    let otherName = other == .legacyVelocitySign ? "legacy" : "augmented"
    releaseRuleNote = otherPops == decision.pops ? nil : "the \(otherName) release rule would \(otherPops ? "pop" : "cancel")"
    let remaining = decision.pops ? 1 - progress : progress
    let handOff = abs(decision.handOffVelocity)
    let speed = handOff != 0 ? max(remaining, duration * handOff / width) : remaining
    completionSpeed = speed
    let rule = parameters.popDecision
    let completion: TransitionCompletion
    let completionTime: Double
    switch parameters.parallaxTransitions {
    case .classic:
      completionTime = speed > 0 ? remaining * duration / speed : 0
      completion = .percentDriven(speed: speed, curve: parameters.completionCurve)
    case .fluid:
      (completion, completionTime) = Self.releaseSpring(
        from: progress, finishing: decision.pops, velocity: decision.handOffVelocity / width, parameters: parameters)
    }
    let fluid = parameters.parallaxTransitions == .fluid
    let takeOver = takeOverNote
    let reason = Explanation {
      takeOver
        + Self.releaseReason(
          decision, progress: progress, width: width, duration: duration, time: completionTime, rule: rule, spring: fluid,
          horizon: parameters.fittedVelocityHorizon)
    }
    return (decision.pops ? .finishInteractivePop(completion) : .cancelInteractivePop(completion), reason)
  }

  /// `.cancelled`: cancels at the last `completionSpeed` (fluid: the spring, from rest).
  func cancelled(progress: Double, parameters: ModelParameters) -> StrategyCommand {
    switch parameters.parallaxTransitions {
    case .classic:
      // The getter answers 1.0 for a speed that is not positive.
      let speed = completionSpeed > 0 ? completionSpeed : 1
      return .cancelInteractivePop(.percentDriven(speed: speed, curve: parameters.completionCurve))
    case .fluid:
      return .cancelInteractivePop(Self.releaseSpring(from: progress, finishing: false, velocity: 0, parameters: parameters).completion)
    }
  }

  /// `paused + tx / W` for a `.changed` event: the percent before either branch caps or bands it.
  func interactivePercent(for event: GestureEvent, width: Double, sign: Double) -> Double {
    pausedPercent + sign * event.translation.x / width
  }

  /// The classic branch's percent: `≥ 1` becomes 0.999, below 0 clamps to 0.
  static func classicPercent(_ percent: Double, parameters: ModelParameters) -> Double {
    (percent >= 1 ? parameters.maximumInteractivePercent : percent).clamped(to: 0...1)
  }

  /// The progress `percent` shows on `branch` (`nil` where the update is dropped: a percent that
  /// is not a number, which the classic branch's `updateInteractiveTransition:` ignores).
  static func shownProgress(_ percent: Double, on branch: ParallaxTransitionBranch, parameters: ModelParameters) -> Double? {
    switch branch {
    case .classic:
      let capped = classicPercent(percent, parameters: parameters)
      return capped.isFinite ? capped : nil
    case .fluid: return rubberBanded(percent, parameters: parameters)
    }
  }

  /// The fluid branch's percent: `_UIScrollViewRubberBandOffsetWithoutDecorationForOffset`,
  /// past 1 `1 + e·(1 − 1 / (1 + c·(p − 1) / e))`, below 0 the mirror image.
  static func rubberBanded(_ percent: Double, parameters: ModelParameters) -> Double {
    let extent = parameters.fluidRubberBandExtent
    let c = parameters.fluidRubberBandCoefficient
    guard extent > 0, percent.isFinite else { return percent.isFinite ? percent.clamped(to: 0...1) : 0 }
    func band(_ over: Double) -> Double { extent * (1 - 1 / (1 + c * over / extent)) }
    if percent > 1 { return 1 + band(percent - 1) }
    if percent < 0 { return -band(-percent) }
    return percent
  }

  /// The fluid run-out from `progress`: a spring towards the end (`finishing`) or the start,
  /// starting at `velocity` (progress per second, signed towards back).
  static func releaseSpring(
    from progress: Double, finishing: Bool, velocity: Double, parameters: ModelParameters
  ) -> (completion: TransitionCompletion, time: Double) {
    let target = finishing ? 1.0 : 0.0
    let distance = abs(target - progress)
    let towards = (target - progress) >= 0 ? velocity : -velocity
    let spring = DampedSpring(
      dampingRatio: parameters.releaseSpringDampingRatio, response: parameters.releaseSpringResponse,
      initialVelocity: distance > 0 ? towards / distance : 0)
    let time = distance > 0 ? spring.settlingDuration(fraction: parameters.springSettlingFraction) : 0
    let curve = TimingCurve.spring(
      dampingRatio: spring.dampingRatio, response: spring.response, initialVelocity: spring.initialVelocity, duration: time)
    return (.timed(duration: time, curve: curve), time)
  }

  /// The sentence that states UIKit's release decision with its numbers.
  static func releaseReason(
    _ decision: PopGestureStatistics.Decision, progress: Double, width: Double, duration: Double, time: Double,
    rule: PopDecisionProcedure, spring: Bool = false, horizon: Double = ModelParameters.uikit26.fittedVelocityHorizon
  ) -> String {
    let verb = decision.pops ? "finishes" : "cancels"
    let how = spring ? " on a spring from \(NumberFormatting.short(decision.handOffVelocity, 0)) pt/s\(decision.boosted ? " (edge-flick boost)" : "")" : ""
    let ending = "; \(verb)\(how) in \(NumberFormatting.fixed(time, 3)) s"
    let velocity = NumberFormatting.short(decision.averageVelocity * width, 0)
    switch rule {
    case .legacyVelocitySign:
      return "released with velocity.x \(decision.pops ? "≥" : "<") 0 (legacy rule: the velocity's sign alone)" + ending
    case .fittedIOS27 where decision.projected != nil:
      let projected = decision.projected ?? 0
      return "released with projected progress \(NumberFormatting.fixed(projected, 3)) \(decision.pops ? ">" : "≤") \(NumberFormatting.fixed(decision.threshold, 3))"
        + " (rule fitted to iOS 27.0.1 captures, unverified: progress \(NumberFormatting.fixed(progress, 2)) + mean velocity \(velocity) pt/s"
        + " × \(NumberFormatting.short(horizon)) s)" + ending
    case .augmented, .fittedIOS27:
      if let projected = decision.projected {
        let acceleration = NumberFormatting.short(decision.averageAcceleration * width, 0)
        return "released with projected progress \(NumberFormatting.fixed(projected, 2)) \(decision.pops ? ">" : "≤") \(NumberFormatting.fixed(decision.threshold, 2))"
          + " (progress \(NumberFormatting.fixed(progress, 2)), mean velocity \(velocity) pt/s and acceleration \(acceleration) pt/s²"
          + " over the last \(min(decision.samples, 3)) samples, projected \(NumberFormatting.short(duration)) s)" + ending
      }
      if !decision.changed {
        return "released before any .changed callback: UIKit does not pop a gesture that only began" + ending
      }
      return "released with \(decision.samples) sample\(decision.samples == 1 ? "" : "s"), fewer than 3: mean velocity \(velocity) pt/s \(decision.pops ? "> 0" : "≤ 0")" + ending
    }
  }
}
