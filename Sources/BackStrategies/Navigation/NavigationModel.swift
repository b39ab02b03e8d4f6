import BackStrategiesSupport

/// The navigation controller as the model sees it: the stack, the running transition, the
/// views' positions, the overlay and the screenshots. Internal: strategies reach it only through
/// commands and ``NavigationSnapshot``.
///
/// A reducer: its state changes only through ``apply(_:at:driver:)``, which takes a
/// ``NavigationAction`` and returns the ``NavigationEffect``s the simulation must act on (its
/// fields are `private(set)`, and the code that writes them is all in this file).
struct NavigationModel: Sendable {
  /// A transition in flight.
  struct ActiveTransition: Hashable, Sendable {
    enum Phase: Hashable, Sendable {
      /// A finger drives it; progress is the last update.
      case interactive
      /// Running to its end.
      case completing(progress: Tween, top: Tween, under: Tween, finishing: Bool)
    }

    var kind: TransitionKind
    var record: Int
    var animation: TransitionAnimation
    var duration: Double
    var phase: Phase
    var progress: Double
    var directTop: Double
    var directUnder: Double
    /// Began on the root: nothing to pop, and UIKit never clears `_isTransitioning`.
    var stuck: Bool
    /// Runs UIKit's own animator (`_UINavigationParallaxTransition`): UIKit's interactive pop,
    /// and every non-interactive push and pop. A strategy's own animator (a custom
    /// `animateTransition:`) does not, and is never preempted.
    var runsUIKitAnimator = false
  }

  // Why: docs/performance.md#navigation-and-gestures
  /// The fields of the running transition that per-event code reads (the context's snapshot,
  /// the tracking error, UIKit's pop handler), kept beside ``transition``.
  /// ``replaceTransition(_:)`` and the setters keep it current.
  struct TransitionSummary: Sendable {
    /// A transition runs (stuck or not).
    var exists = false
    /// What it does.
    var kind = TransitionKind.pop
    /// While a finger drives it: its progress, animation and top view's x (`.direct`).
    var interactiveProgress = 0.0
    var animation = TransitionAnimation.direct
    var directTop = 0.0
    /// While it runs to its end by itself: whether it finishes (`nil` otherwise, and when stuck).
    var completingFinishes: Bool?

    /// The top view's x while a finger drives the transition (trackingError's reference), on a
    /// screen `width` wide whose back direction has sign `backwardSign`
    /// (``LayoutDirection/backwardSign``). Read only while ``isDrivenInteractively``.
    func interactiveTopX(width: Double, backwardSign: Double) -> Double {
      switch animation {
      case .parallax(let curve): backwardSign * width * NavigationModel.fraction(curve, interactiveProgress)
      case .slide(let curve): backwardSign * width * NavigationModel.fraction(curve, interactiveProgress)
      case .direct: directTop
      }
    }
  }

  /// Every screen the run has seen: the scene's, then any pushed.
  private(set) var screens: [ScreenSpec]
  let device: Device
  /// The run's parameters, shared (``SharedModelParameters``).
  let sharedParameters: SharedModelParameters
  /// The run's parameters.
  // Read, not got: `_read` lends the stored value, where a getter hands out a copy (with its
  // arrays retained) that a call taking the parameters could not avoid (docs/performance.md).
  var parameters: ModelParameters { _read { yield sharedParameters.value } }
  /// Indices into `screens`, root first. Every change bumps `stackVersion`.
  private(set) var stack: [Int] {
    didSet {
      stackVersion &+= 1
      updateReadings()
    }
  }
  /// Counts changes of `stack`, so readers can tell when the top screen may have changed.
  private(set) var stackVersion = 0
  /// The running transition. Reading it whole copies a few hundred bytes, so per-event code
  /// uses the summary below; replace it with ``replaceTransition(_:)`` and change its fields in
  /// place with the setters, which keep the summary current.
  private(set) var transition: ActiveTransition?
  /// A transition runs, a finger drives it, and it is not stuck.
  private(set) var isDrivenInteractively = false
  /// What per-event code reads of ``transition``, kept current beside it by the setters.
  private(set) var summary = TransitionSummary() { didSet { updateReadings() } }
  /// The progress animation of a completing transition.
  private(set) var completionProgress: Tween? { didSet { updateNextDeadline() } }
  /// Set forever by an interactive pop begun on the root (`root-freeze`).
  private(set) var frozen = false { didSet { updateReadings() } }
  /// A transition runs (``summary``), or a pop begun on the root froze the controller
  /// (``frozen``). Kept current by ``updateReadings()``, as ``viewControllerCount`` is.
  private(set) var isTransitioning = false
  /// `viewControllers.count` as UIKit reports it: a pop that is running to its finish has
  /// already left the array (only a cancelled one puts its screen back).
  ///
  /// Kept current by the fields it depends on (``updateReadings()``), as are
  /// ``isTransitioning``, ``nextDeadline`` and the timers' earliest deadline: the simulation
  /// reads them at every event, and asking a computed property or method of the model copied the
  /// whole model in a debug build, where reading a stored field reads that field alone
  /// (docs/performance.md#the-simulation-run).
  private(set) var viewControllerCount = 0
  /// Screens (indices into `screens`) whose view has `userInteractionEnabled = NO`.
  private(set) var interactionDisabled = ScreenIndexSet()
  private(set) var screenshotCount = 0
  /// The most screenshots held at once during the run (``RunMetrics/screenshotBytes``).
  private(set) var peakScreenshotCount = 0
  private(set) var manualTop: Tween? { didSet { updateNextDeadline() } }
  private(set) var manualTopTag: AnimationTag? { didSet { updateNextDeadline() } }
  private(set) var overlay: Overlay?
  private(set) var overlayOffset: Tween? { didSet { updateNextDeadline() } }
  /// The next time something ends by itself (a transition or an animation), if any: kept
  /// current by the four fields it depends on (``updateNextDeadline()``), because the run asks
  /// for it before every touch and deadline and a getter computing it copied the whole model
  /// in a debug build (docs/performance.md#the-simulation-run).
  private(set) var nextDeadline: Double?
  private(set) var records: [TransitionRecord] = []
  /// Set whenever a back transition or back feedback is shown (for the `cancel` outcome).
  private(set) var backFeedbackShown = false
  /// The app hides the back button of every pushed screen (``NavigationAction/hideBackButtons``).
  private(set) var hidesPushedBackButtons = false

  /// The deepest stack a run keeps: a push beyond it is ignored, as a push of a screen already
  /// on the stack is. Apps stay far below; without a bound, a plugin pushing on every timer made
  /// each push (and each frame of the timeline) ever slower. Source: the robustness limits
  /// (docs/robustness.md), found by fuzzing; published as `SimulationLimits.maximumStackDepth`.
  static let maximumStackDepth = 100

  init(scene: SceneSpec, parameters: ModelParameters) {
    self.init(scene: scene, sharedParameters: SharedModelParameters(parameters))
  }

  /// Navigation of a run whose parameters are `sharedParameters`.
  init(scene: SceneSpec, sharedParameters: SharedModelParameters) {
    screens = scene.stack
    device = scene.device
    self.sharedParameters = sharedParameters
    stack = Array(scene.stack.indices)
    viewControllerCount = stack.count
  }

  /// Recomputes ``isTransitioning`` and ``viewControllerCount`` (the `didSet` of ``stack``,
  /// ``summary`` and ``frozen``).
  private mutating func updateReadings() {
    isTransitioning = frozen || summary.exists
    if summary.completingFinishes == true {
      switch summary.kind {
      case .pop: viewControllerCount = max(1, stack.count - 1)
      case .popToRoot: viewControllerCount = 1
      case .push: viewControllerCount = stack.count
      }
    } else {
      viewControllerCount = stack.count
    }
  }

  /// Whether the last transition to start ran UIKit's own animator; `nil` before any started in
  /// the run. What `-[UINavigationController _customTransitionController:]` leaves in
  /// `_usingBuiltinAnimator` when it picks a transition's animator (YES only for UIKit's own).
  private(set) var lastStartRanUIKitAnimator: Bool?

  /// UIKit's `_usingBuiltinAnimator` now, under the run's reading of when it is set
  /// (``ModelParameters/builtinAnimatorFlagTiming``).
  var usingBuiltinAnimator: Bool { usingBuiltinAnimator(under: parameters.builtinAnimatorFlagTiming) }

  /// `_usingBuiltinAnimator` now under `timing` (``OpenChoice/builtinAnimatorTiming``), from the
  /// same history: with ``BuiltinAnimatorFlagTiming/resetAtTransitionEnd`` what the running
  /// transition's start set (NO when none runs: each transition's end sets it NO,
  /// `transitionConductor:didEndCustomTransitionWithContext:didComplete:`); with
  /// ``BuiltinAnimatorFlagTiming/setAtStart`` what the last start set, YES before any (the stack
  /// was pushed by UIKit's animator: the custom delegates modelled here return their animator
  /// for pops only).
  func usingBuiltinAnimator(under timing: BuiltinAnimatorFlagTiming) -> Bool {
    switch timing {
    case .resetAtTransitionEnd: transition != nil && lastStartRanUIKitAnimator == true
    case .setAtStart: lastStartRanUIKitAnimator ?? true
    }
  }

  /// Starts, replaces or (with `nil`) ends the running transition.
  mutating func replaceTransition(_ new: ActiveTransition?) {
    if let new { lastStartRanUIKitAnimator = new.runsUIKitAnimator }
    transition = new
    summarizeTransition()
  }

  /// Sets the progress of the transition a finger drives.
  mutating func setInteractiveProgress(_ progress: Double) {
    guard isDrivenInteractively else { return }
    transition?.progress = progress
    summary.interactiveProgress = progress
  }

  /// Marks the running transition as run by UIKit's own animator.
  mutating func markUIKitAnimator() {
    transition?.runsUIKitAnimator = true
    if transition != nil { lastStartRanUIKitAnimator = true }
  }

  /// A completing transition caught by a finger: interactive again at `progress`
  /// (`pauseInteractiveTransition`).
  mutating func pauseTransition(at progress: Double) {
    guard var paused = transition, case .completing = paused.phase else { return }
    paused.phase = .interactive
    paused.progress = progress
    replaceTransition(paused)
  }

  /// A transition running to its end by itself: whether it will finish, or `nil` when none is
  /// completing.
  @inline(__always)
  var completingFinishes: Bool? { summary.completingFinishes }

  /// Sets both views of a `.direct` transition a finger drives.
  mutating func setDirectViews(top: Double, under: Double) {
    guard isDrivenInteractively else { return }
    transition?.directTop = top
    transition?.directUnder = under
    summary.directTop = top
  }

  private mutating func summarizeTransition() {
    isDrivenInteractively = false
    completionProgress = nil
    summary = TransitionSummary()
    guard let transition else { return }
    summary.exists = true
    summary.kind = transition.kind
    guard !transition.stuck else { return }
    switch transition.phase {
    case .interactive:
      isDrivenInteractively = true
      summary.interactiveProgress = transition.progress
      summary.animation = transition.animation
      summary.directTop = transition.directTop
    case .completing(let progress, _, _, let finishing):
      completionProgress = progress
      summary.completingFinishes = finishing
    }
  }

  var top: ScreenSpec { screens[stack[stack.count - 1]] }
  var stackIDs: [String] { stack.map { screens[$0].id } }
  private var sign: Double { device.layoutDirection.backwardSign }

  /// Sets `snapshot`'s top screen and the one under it from the stack: the part of the context's
  /// snapshot that changes only when the stack does (``stackVersion``). The rest is read from
  /// stored fields at each event (`Simulation.refreshContext()`).
  func refreshStack(_ snapshot: inout NavigationSnapshot) {
    snapshot.top = top
    snapshot.underID = stack.count > 1 ? screens[stack[stack.count - 2]].id : nil
  }

  /// Progress of the running transition at `time` (0 when none runs or it is stuck).
  @inline(__always)
  func progress(at time: Double) -> Double {
    if isDrivenInteractively { return summary.interactiveProgress }
    return Self.completionFraction(completionProgress, at: time)
  }

  /// How far `completion` (``completionProgress``) has run at `time`, 0 without one. A
  /// completion curve may overshoot; strategies read a fraction.
  @inline(__always)
  static func completionFraction(_ completion: Tween?, at time: Double) -> Double {
    (completion?.value(at: time) ?? 0).clamped(to: 0...1)
  }

  /// What strategies may read at `time`: progress follows a running completion animation.
  func snapshot(at time: Double) -> NavigationSnapshot {
    var progress = 0.0
    if let transition, !transition.stuck {
      switch transition.phase {
      case .interactive: progress = transition.progress
      case .completing(let tween, _, _, _): progress = tween.value(at: time).clamped(to: 0...1)
      }
    }
    return NavigationSnapshot(
      count: viewControllerCount, top: top, underID: stack.count > 1 ? screens[stack[stack.count - 2]].id : nil,
      isTransitioning: isTransitioning, progress: progress)
  }

  // MARK: Presentation

  /// Where the views are at `time`.
  func presentation(at time: Double) -> (progress: Double, topX: Double, underX: Double?, dim: Double, shadow: Bool) {
    let width = device.width
    if let transition, !transition.stuck {
      var progress = transition.progress
      var top = 0.0
      var under = 0.0
      switch transition.phase {
      case .interactive:
        (top, under) = positions(of: transition, progress: progress)
      case .completing(let progressTween, let topTween, let underTween, _):
        progress = progressTween.value(at: time)
        if case .direct = transition.animation {
          top = topTween.value(at: time)
          under = underTween.value(at: time)
        } else {
          (top, under) = positions(of: transition, progress: progress)
        }
      }
      // The dimming and the edge shadow belong to UIKit's parallax transition; the seeds' own
      // animations (`slide`, `direct`) draw neither.
      guard case .parallax = transition.animation else { return (progress.clamped(to: 0...1), top, under, 0, false) }
      let covered = min(1, abs(top) / width)
      // A completion curve may overshoot (a Bézier with control points outside 0…1): the
      // views follow it, the reported progress stays a fraction.
      return (progress.clamped(to: 0...1), top, under, parameters.underViewDimming * (1 - covered), true)
    }
    if let manualTop {
      let top = manualTop.value(at: time)
      let under: Double? = stack.count > 1 || screenshotCount > 0 ? 0 : nil
      return (min(1, max(0, sign * top / width)), top, top == 0 ? nil : under, 0, top != 0)
    }
    return (0, 0, nil, 0, false)
  }

  /// Top and under view x for a parallax or slide transition at `progress`.
  func positions(of transition: ActiveTransition, progress: Double) -> (Double, Double) {
    let width = device.width
    switch transition.animation {
    case .parallax(let curve):
      let fraction = Self.fraction(curve, progress)
      return (sign * width * fraction, -sign * parameters.parallaxFraction * width * (1 - fraction))
    case .slide(let curve):
      return (sign * width * Self.fraction(curve, progress), 0)
    case .direct:
      return (transition.directTop, transition.directUnder)
    }
  }

  /// The animation's fraction at `progress`, continued in a straight line past 0 and 1: iOS 26's
  /// fluid pop stretches the percent past either end and its spring overshoots, and the page
  /// follows.
  @inline(__always)
  static func fraction(_ curve: TimingCurve, _ progress: Double) -> Double {
    if progress > 1 { return curve.value(at: 1) + (progress - 1) }
    if progress < 0 { return curve.value(at: 0) + progress }
    return curve.value(at: progress)
  }

  /// Recomputes ``nextDeadline`` from the fields it depends on (their `didSet`).
  private mutating func updateNextDeadline() {
    var next = Double.infinity
    if let end = completionProgress?.end, end < next { next = end }
    if manualTopTag != nil, let end = manualTop?.end, end < next { next = end }
    if let overlayOffset, overlayOffset.duration > 0, overlayOffset.end < next { next = overlayOffset.end }
    nextDeadline = next == .infinity ? nil : next
  }
}

// MARK: The reducer

// In this file because it writes the `private(set)` fields.
extension NavigationModel {
  /// Applies `action` at time `now` and returns what the simulation must act on, in order.
  /// `driver` is the recogniser a transition begun now is driven by (``TransitionRecord/drivenBy``;
  /// `nil` for the back button, or when nothing drives it).
  ///
  /// Inlined into ``Simulation/applyNavigation(_:driver:)``, so that a strategy's command reaches
  /// the case that applies it without being wrapped in an action and taken out of it again.
  @inline(__always)
  mutating func apply(_ action: NavigationAction, at now: Double, driver: DrivenBy?) -> [NavigationEffect] {
    var effects: [NavigationEffect] = []
    switch action {
    case .command(let command):
      apply(command, at: now, driver: driver, effects: &effects)
    case .deadlineReached:
      reachDeadline(at: now, effects: &effects)
    case .preemptTransition:
      if let finishes = completingFinishes { completeTransition(finishing: finishes, at: now, effects: &effects) }
    case .startScenePush:
      startScenePush(effects: &effects)
    case .catchTransition(let progress):
      pauseTransition(at: progress)
      if let record = transition?.record { records[record].drivenBy = driver }
    case .runOnUIKitAnimator:
      markUIKitAnimator()
    case .setProgress(let progress):
      setInteractiveProgress(progress)
    case .abandonInteractiveTransition:
      guard let transition, case .interactive = transition.phase else { break }
      records[transition.record].result = .stuck
    case .hideBackButtons:
      hidesPushedBackButtons = true
      // The root has none.
      for index in screens.indices.dropFirst() { screens[index].backButton = .hidden }
    case .disableContentSwipe(let screen):
      if screens.indices.contains(screen) { screens[screen].contentSwipeDisabled = true }
    }
    return effects
  }

  /// A strategy's command, or UIKit's pop handler's.
  private mutating func apply(_ command: StrategyCommand, at now: Double, driver: DrivenBy?, effects: inout [NavigationEffect]) {
    switch command {
    case .beginInteractivePop(let animation, let duration):
      beginInteractivePop(animation: animation, duration: duration, at: now, driver: driver, effects: &effects)
    case .finishInteractivePop(let completion):
      endInteractivePop(finishing: true, completion: completion, at: now, effects: &effects)
    case .cancelInteractivePop(let completion):
      endInteractivePop(finishing: false, completion: completion, at: now, effects: &effects)
    case .pop(let animated):
      startPop(.pop, animated: animated, at: now, driver: driver, effects: &effects)
    case .popToRoot(let animated):
      startPop(.popToRoot, animated: animated, at: now, driver: driver, effects: &effects)
    case .push(let screen, let animated):
      push(screen, animated: animated, at: now, effects: &effects)
    case .desyncAfterVeto(let detail):
      effects.append(.hazard(.frozenAfterVeto, detail))
      frozen = true
    case .updateInteractivePop(let percent):
      guard percent.isFinite else { return }
      setInteractiveProgress(percent.clamped(to: 0...1))
    case .setTransitionViews(let topX, let underX):
      guard topX.isFinite, underX.isFinite else { return }
      setDirectViews(top: topX.clamped(to: TraceLimits.positionRange), under: underX.clamped(to: TraceLimits.positionRange))
    case .moveTopView(let x):
      guard x.isFinite else { return }
      manualTop = .constant(x)
      manualTopTag = nil
      if x != 0 { backFeedbackShown = true }
    case .animateTopView(let x, let duration, let curve, let tag):
      guard x.isFinite else { return }
      let from = manualTop?.value(at: now) ?? 0
      manualTop = Tween(from: from, to: x, start: now, duration: max(0, duration), curve: curve)
      manualTopTag = tag
    case .captureScreenshot:
      screenshotCount += 1
      peakScreenshotCount = max(peakScreenshotCount, screenshotCount)
    case .releaseScreenshots(let count):
      screenshotCount = max(0, screenshotCount - max(0, count))
    case .showOverlay(let shown):
      guard shown.isFinite else { return }
      overlay = shown
      overlayOffset = nil
      backFeedbackShown = true
    case .hideOverlay:
      overlay = nil
      overlayOffset = nil
    case .animateOverlay(let offsetX, let duration, let curve):
      guard let current = overlay, offsetX.isFinite else { return }
      let from = overlayOffset?.value(at: now) ?? current.offsetX
      overlayOffset = Tween(from: from, to: offsetX, start: now, duration: max(0, duration), curve: curve)
    case .setOverlayIcon(let icon):
      guard overlay != nil, icon?.isFinite ?? true else { return }
      overlay?.icon = icon
    case .setUserInteraction(let enabled, let screen):
      guard let index = screens.firstIndex(where: { $0.id == screen }) else { return }
      if enabled { interactionDisabled.remove(index) } else { interactionDisabled.insert(index) }
    case .scheduleTimer, .cancelTimer, .resetRecognizer, .explain, .unrecognizedSelector, .showLeaveDialog, .zoomDismissReleased:
      break
    }
  }

  /// A transition was asked for while one runs: the running one's record, when it is not stuck,
  /// for the simulation's check of which handler asked.
  private func noteRequestDuringTransition(_ effects: inout [NavigationEffect]) {
    guard let transition, !transition.stuck else { return }
    effects.append(.requestedDuringTransition(runningRecord: transition.record))
  }

  /// `popViewControllerAnimated:` with an interaction controller
  /// (`-[UINavigationController _startInteractiveTransition:…]`). UIKit ignores it while a
  /// transition runs (`_isTransitioning`); on the root there is nothing to pop, and UIKit never
  /// clears `_isTransitioning` again (`root-freeze`).
  private mutating func beginInteractivePop(
    animation: TransitionAnimation, duration: Double, at now: Double, driver: DrivenBy?, effects: inout [NavigationEffect]
  ) {
    if isTransitioning {
      effects.append(.hazard(.nestedTransition, "an interactive pop was requested while a transition was running; UIKit ignores it"))
      noteRequestDuringTransition(&effects)
      return
    }
    backFeedbackShown = true
    let stuck = stack.count < 2
    records.append(
      TransitionRecord(
        kind: .pop, interactive: true, result: stuck ? .stuck : .cancelled, began: now, decided: nil, settled: nil,
        drivenBy: driver))
    let (top, under) = startingPositions(for: animation)
    replaceTransition(ActiveTransition(
      kind: .pop, record: records.count - 1, animation: animation, duration: max(0, duration),
      phase: .interactive, progress: 0, directTop: top, directUnder: under, stuck: stuck))
    if stuck {
      frozen = true
      effects.append(.hazard(.rootFreeze, "an interactive pop began with one screen on the stack; UIKit's _isTransitioning stays set and navigation is stuck"))
      effects.append(.explanation(Explanation(text: "an interactive pop began on the root screen, where there is nothing to pop: navigation is now stuck (root-freeze)")))
    }
  }

  /// Where the views of an interactive pop start: the top view in place, the one under it at
  /// the parallax offset (a slide leaves it in place).
  func startingPositions(for animation: TransitionAnimation) -> (Double, Double) {
    switch animation {
    case .parallax: return (0, -sign * parameters.parallaxFraction * device.width)
    case .slide: return (0, 0)
    case .direct: return (0, -sign * parameters.parallaxFraction * device.width)
    }
  }

  /// `finishInteractiveTransition` / `cancelInteractiveTransition`: the interactive transition
  /// runs to its end (or back) from where the finger left it.
  private mutating func endInteractivePop(
    finishing: Bool, completion: TransitionCompletion, at now: Double, effects: inout [NavigationEffect]
  ) {
    guard var transition, case .interactive = transition.phase else { return }
    records[transition.record].decided = now
    if transition.stuck { return }
    let progress = transition.progress
    let target = finishing ? 1.0 : 0.0
    let duration: Double
    let curve: TimingCurve
    switch completion {
    case .percentDriven(let speed, let completionCurve):
      let remaining = finishing ? 1 - progress : progress
      effects.append(.percentDrivenRunOut(duration: transition.duration, remaining: remaining, speed: speed))
      let scaled = speed > 0 && speed.isFinite ? remaining * transition.duration / speed : 0
      duration = scaled.isNaN ? 0 : scaled  // 0 × an endless duration
      curve = completionCurve
    case .timed(let fixed, let completionCurve), .timedTo(_, _, let fixed, let completionCurve):
      duration = fixed.isFinite ? max(0, fixed) : 0
      curve = completionCurve
    }
    let (currentTop, currentUnder) = positions(of: transition, progress: progress)
    var endTop = finishing ? sign * device.width : 0
    var endUnder = finishing ? 0 : -sign * parameters.parallaxFraction * device.width
    if case .timedTo(let topX, let underX, _, _) = completion, topX.isFinite, underX.isFinite {
      (endTop, endUnder) = (topX.clamped(to: TraceLimits.positionRange), underX.clamped(to: TraceLimits.positionRange))
    }
    transition.phase = .completing(
      progress: Tween(from: progress, to: target, start: now, duration: duration, curve: curve),
      top: Tween(from: currentTop, to: endTop, start: now, duration: duration, curve: curve),
      under: Tween(from: currentUnder, to: transition.animation == .direct ? endUnder : 0, start: now, duration: duration, curve: curve),
      finishing: finishing)
    replaceTransition(transition)
  }

  /// A non-interactive transition of `kind` on UIKit's animator (`_UINavigationParallaxTransition`),
  /// record `record`, from `start` over ``ModelParameters/transitionDuration`` with
  /// ``ModelParameters/animatedTransitionCurve``: a pop's progress runs 0 → 1, a push's 1 → 0 (a
  /// pop played backwards). Every push and every non-interactive pop is built here.
  private func uikitAnimatedTransition(_ kind: TransitionKind, record: Int, start: Double) -> ActiveTransition {
    let duration = parameters.transitionDuration
    let (from, to) = kind == .push ? (1.0, 0.0) : (0.0, 1.0)
    var transition = ActiveTransition(
      kind: kind, record: record, animation: .parallax(curve: .linear), duration: duration, phase: .interactive,
      progress: from, directTop: 0, directUnder: 0, stuck: false)
    transition.phase = .completing(
      progress: Tween(from: from, to: to, start: start, duration: duration, curve: parameters.animatedTransitionCurve),
      top: .constant(0), under: .constant(0), finishing: true)
    transition.runsUIKitAnimator = true
    return transition
  }

  /// `popViewControllerAnimated:` / `popToRootViewControllerAnimated:` without interaction.
  /// UIKit ignores it while a transition runs ("nested pop animation can result in corrupted
  /// navigation bar") and on the root.
  private mutating func startPop(
    _ kind: TransitionKind, animated: Bool, at now: Double, driver: DrivenBy?, effects: inout [NavigationEffect]
  ) {
    if isTransitioning {
      noteRequestDuringTransition(&effects)
      effects.append(.hazard(
        .nestedTransition,
        "\(kind == .pop ? "a pop" : "a pop-to-root") was requested while a transition was running (\"nested pop animation can result in corrupted navigation bar\"); UIKit ignores it"))
      return
    }
    guard stack.count > 1 else { return }
    backFeedbackShown = true
    records.append(
      TransitionRecord(kind: kind, interactive: false, result: .cancelled, began: now, decided: now, settled: nil, drivenBy: driver))
    let record = records.count - 1
    guard animated, parameters.transitionDuration > 0 else {
      replaceTransition(nil)
      finishStackChange(kind, record: record, at: now, effects: &effects)
      effects.append(.transitionEndsNow(kind))
      return
    }
    effects.append(.animationTimedByTransitionDuration(start: now))
    replaceTransition(uikitAnimatedTransition(kind, record: record, start: now))
  }

  /// `pushViewController:animated:`: the screen joins the stack at once and, when animated,
  /// slides in over the model's transition duration (a pop played backwards). UIKit ignores it
  /// while a transition runs; the model also refuses a screen already on the stack and a stack
  /// at ``maximumStackDepth``.
  private mutating func push(_ screen: ScreenSpec, animated: Bool, at now: Double, effects: inout [NavigationEffect]) {
    if isTransitioning {
      effects.append(.hazard(.nestedTransition, "a push of '\(Excerpt.of(screen.id))' was requested while a transition was running; UIKit ignores it"))
      return
    }
    guard stack.count < Self.maximumStackDepth, !stack.contains(where: { screens[$0].id == screen.id }) else { return }
    var pushed = screen
    if hidesPushedBackButtons { pushed.backButton = .hidden }
    screens.append(pushed)
    stack.append(screens.count - 1)
    manualTop = nil
    let instant = !animated || parameters.transitionDuration <= 0
    // The stack holds the new screen at once (UIKit's `viewControllers` does), so the record is
    // finished at once; `settled` waits for the animation's end.
    records.append(
      TransitionRecord(kind: .push, interactive: false, result: .finished, began: now, decided: now, settled: instant ? now : nil))
    guard !instant else {
      effects.append(.transitionEndsNow(.push))
      return
    }
    effects.append(.animationTimedByTransitionDuration(start: now))
    replaceTransition(uikitAnimatedTransition(.push, record: records.count - 1, start: now))
  }

  /// Starts the top screen's push where the scene says it began (``ScreenSpec/pushedAt``): a
  /// non-interactive push on UIKit's animator, progress 1 → 0 over
  /// ``ModelParameters/transitionDuration`` from `pushedAt`, as a
  /// `pushViewController:animated:YES` sent then would run. Until it ends, UIKit's
  /// `_isTransitioning` is YES.
  private mutating func startScenePush(effects: inout [NavigationEffect]) {
    guard let pushedAt = top.pushedAt, stack.count >= 2 else { return }
    let duration = parameters.transitionDuration
    guard duration > 0, duration.isFinite else { return }
    effects.append(.animationTimedByTransitionDuration(start: pushedAt))
    records.append(
      TransitionRecord(kind: .push, interactive: false, result: .finished, began: pushedAt, decided: pushedAt, settled: nil))
    replaceTransition(uikitAnimatedTransition(.push, record: records.count - 1, start: pushedAt))
  }

  /// What ends by itself at `now` (``NavigationAction/deadlineReached``): the first due of the
  /// completing transition, the top view's tagged animation and the overlay's animation.
  private mutating func reachDeadline(at now: Double, effects: inout [NavigationEffect]) {
    if let end = completionProgress?.end, end <= now, let finishes = completingFinishes {
      completeTransition(finishing: finishes, at: now, effects: &effects)
      return
    }
    if let manual = manualTop, let tag = manualTopTag, manual.end <= now {
      manualTop = .constant(manual.to)
      manualTopTag = nil
      effects.append(.animationEnded(tag))
      return
    }
    if let overlayOffset, overlayOffset.duration > 0, overlayOffset.end <= now {
      self.overlayOffset = .constant(overlayOffset.to)
    }
  }

  /// A completing transition reached its end (or was preempted there):
  /// `-[UINavigationController _finishInteractiveTransition:transitionContext:]` changes the
  /// stack, `_cancelInteractiveTransition:transitionContext:` leaves it; either way the strategy
  /// hears `transitionEnded`.
  private mutating func completeTransition(finishing: Bool, at now: Double, effects: inout [NavigationEffect]) {
    guard let transition else { return }
    replaceTransition(nil)
    if finishing {
      finishStackChange(transition.kind, record: transition.record, at: now, effects: &effects)
    } else {
      records[transition.record].result = .cancelled
      records[transition.record].settled = now
    }
    effects.append(.transitionEnded(transition.kind, finishing ? .finished : .cancelled, record: transition.record))
  }

  /// The stack change of a finished transition of `kind` (record `record`): a pop removes the
  /// top screen, a pop-to-root every screen above the root (a push joined the stack when it
  /// began); the views a strategy moved itself come back.
  private mutating func finishStackChange(_ kind: TransitionKind, record: Int, at now: Double, effects: inout [NavigationEffect]) {
    if kind != .push, stack.count > 1 {
      let removed = kind == .pop ? stack.suffix(1) : stack.dropFirst()
      effects.append(.screensRemoved(removed.map { screens[$0].id }))
    }
    switch kind {
    case .pop: stack.removeLast()
    case .popToRoot: stack.removeLast(stack.count - 1)
    case .push: break
    }
    records[record].result = .finished
    records[record].settled = now
    manualTop = nil
    manualTopTag = nil
  }
}
