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
  }

  /// Every screen the run has seen: the scene's, then any pushed.
  var screens: [ScreenSpec]
  let device: Device
  let parameters: ModelParameters
  var stack: [Int]
  var transition: ActiveTransition?
  /// Set forever by an interactive pop begun on the root (`root-freeze`).
  var frozen = false
  var screenshotCount = 0
  var manualTop: Tween?
  var manualTopTag: AnimationTag?
  var overlay: Overlay?
  var overlayOffset: Tween?
  var records: [TransitionRecord] = []
  /// Set whenever a back transition or back feedback is shown (for the `cancel` outcome).
  var backFeedbackShown = false

  init(scene: Scene, parameters: ModelParameters) {
    screens = scene.stack
    device = scene.device
    self.parameters = parameters
    stack = Array(scene.stack.indices)
  }

  var isTransitioning: Bool { frozen || transition != nil }
  var top: ScreenSpec { screens[stack[stack.count - 1]] }
  var stackIDs: [String] { stack.map { screens[$0].id } }
  private var sign: Double { device.layoutDirection.backwardSign }

  func snapshot() -> NavigationSnapshot {
    NavigationSnapshot(count: stack.count, top: top, isTransitioning: isTransitioning, progress: transition?.progress ?? 0)
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
      let fraction = curve.value(at: progress)
      return (sign * width * fraction, -sign * parameters.parallaxFraction * width * (1 - fraction))
    case .slide(let curve):
      return (sign * width * curve.value(at: progress), 0)
    case .direct:
      return (transition.directTop, transition.directUnder)
    }
  }

  /// The next time something ends by itself (a transition or an animation), if any.
  var nextDeadline: Double? {
    var next: Double?
    func consider(_ time: Double) { next = min(next ?? time, time) }
    if let transition, case .completing(let progress, _, _, _) = transition.phase { consider(progress.end) }
    if let manualTop, manualTopTag != nil { consider(manualTop.end) }
    if let overlayOffset, overlayOffset.duration > 0 { consider(overlayOffset.end) }
    return next
  }
}
