import BackStrategiesSupport

/// The navigation controller as the model sees it: the stack, the running transition, the
/// views' positions, the overlay and the screenshots. Internal: strategies reach it only through
/// commands and ``NavigationSnapshot``.
struct NavigationModel: Sendable {
  /// A transition in flight.
  struct ActiveTransition: Sendable {
    enum Phase: Sendable {
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
  }

  /// Every screen the run has seen: the scene's, then any pushed.
  var screens: [ScreenSpec]
  let device: Device
  let parameters: ModelParameters
  /// Indices into `screens`, root first. Every change bumps `stackVersion`.
  var stack: [Int] { didSet { stackVersion &+= 1 } }
  /// Counts changes of `stack`, so readers can tell when the top screen may have changed.
  private(set) var stackVersion = 0
  /// The running transition. Reading it whole copies a few hundred bytes, so per-event code
  /// uses the summary below; replace it with ``replaceTransition(_:)`` and change its fields in
  /// place with the setters, which keep the summary current.
  private(set) var transition: ActiveTransition?
  /// A transition runs, a finger drives it, and it is not stuck.
  private(set) var isDrivenInteractively = false
  /// What per-event code reads of ``transition``, kept current beside it by the setters.
  private(set) var summary = TransitionSummary()
  /// The progress animation of a completing transition.
  private(set) var completionProgress: Tween?
  /// Set forever by an interactive pop begun on the root (`root-freeze`).
  var frozen = false
  /// Screens (indices into `screens`) whose view has `userInteractionEnabled = NO`.
  var interactionDisabled: Set<Int> = []
  var screenshotCount = 0
  /// The most screenshots held at once during the run (``RunMetrics/screenshotBytes``).
  var peakScreenshotCount = 0
  var manualTop: Tween?
  var manualTopTag: AnimationTag?
  var overlay: Overlay?
  var overlayOffset: Tween?
  var records: [TransitionRecord] = []
  /// Set whenever a back transition or back feedback is shown (for the `cancel` outcome).
  var backFeedbackShown = false

  init(scene: SceneSpec, parameters: ModelParameters) {
    screens = scene.stack
    device = scene.device
    self.parameters = parameters
    stack = Array(scene.stack.indices)
  }

  @inline(__always)
  var isTransitioning: Bool { frozen || summary.exists }

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

  /// `viewControllers.count` as UIKit reports it: a pop that is running to its finish has
  /// already left the array (only a cancelled one puts its screen back).
  var viewControllerCount: Int {
    guard summary.completingFinishes == true else { return stack.count }
    switch summary.kind {
    case .pop: return max(1, stack.count - 1)
    case .popToRoot: return 1
    case .push: return stack.count
    }
  }

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

  /// The top view's x while a finger drives the transition (trackingError's reference).
  @inline(__always)
  func interactiveTopX() -> Double? {
    guard isDrivenInteractively else { return nil }
    let progress = summary.interactiveProgress
    let width = device.width
    switch summary.animation {
    case .parallax(let curve): return sign * width * Self.fraction(curve, progress)
    case .slide(let curve): return sign * width * Self.fraction(curve, progress)
    case .direct: return summary.directTop
    }
  }
  var top: ScreenSpec { screens[stack[stack.count - 1]] }
  var stackIDs: [String] { stack.map { screens[$0].id } }
  private var sign: Double { device.layoutDirection.backwardSign }

  /// Updates `snapshot` to `time`, copying the top screen only when the stack changed since
  /// `version`.
  @inline(__always)
  func refresh(_ snapshot: inout NavigationSnapshot, at time: Double, since version: inout Int) {
    if version != stackVersion {
      snapshot.top = top
      snapshot.underID = stack.count > 1 ? screens[stack[stack.count - 2]].id : nil
      version = stackVersion
    }
    snapshot.count = viewControllerCount
    snapshot.isTransitioning = isTransitioning
    snapshot.progress = progress(at: time)
  }

  /// Progress of the running transition at `time` (0 when none runs or it is stuck).
  @inline(__always)
  func progress(at time: Double) -> Double {
    if isDrivenInteractively { return summary.interactiveProgress }
    // A completion curve may overshoot; strategies read a fraction.
    return (completionProgress?.value(at: time) ?? 0).clamped(to: 0...1)
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

  /// The next time something ends by itself (a transition or an animation), if any.
  @inline(__always)
  var nextDeadline: Double? {
    var next = Double.infinity
    if let end = completionProgress?.end, end < next { next = end }
    if manualTopTag != nil, let end = manualTop?.end, end < next { next = end }
    if let overlayOffset, overlayOffset.duration > 0, overlayOffset.end < next { next = overlayOffset.end }
    return next == .infinity ? nil : next
  }
}
