import BackStrategiesSupport

/// SloppySwiper's technique (`directional-pan`): a pan on the navigation controller's view that
/// must start rightward, driving a custom pop animation through a
/// `UIPercentDrivenInteractiveTransition`.
///
/// SloppySwiper 0.6 (fastred/SloppySwiper, commit 90e156655573) is a
/// `UINavigationControllerDelegate`. Its `SSWDirectionalPanGestureRecognizer`
/// (`SSWDirectionalPanGestureRecognizer.m` lines 16–41) fails on its first move with a non-zero
/// velocity unless that velocity points right more than any other way. Its `.began` pops with
/// its own animator (`SSWAnimator`: 0.25 s, linear while interactive, the view under from
/// −0.3·W, a 0.1 dimming and a left shadow) and a percent-driven interaction controller;
/// `.changed` sets `max(tx, 0) / W`; the release finishes when `velocity.x > 0` and cancels
/// otherwise, easing out (`SloppySwiper.m` lines 82–107).
///
/// docs/strategies/directional-pan.md teaches it.
public struct DirectionalPanStrategy: BackStrategy {
  /// The directional pan, in events and reasons.
  public static let recognizerID: RecognizerID = "directional-pan"

  /// `sloppyswiper` (the only preset: the library's one setting is the dimming amount, which the
  /// model draws as UIKit's).
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "sloppyswiper",
      summary: "SloppySwiper 0.6: a pan anywhere whose first move must point right (45° cone), max(tx, 0) / W, vx > 0 finishes, 0.25 s ease-out.",
      configuration: .sloppySwiper)
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// `duringAnimation`: set when a pop starts (`navigationController:willShowViewController:animated:`),
  /// cleared when it finishes (`didShow…`) or when the strategy cancels it.
  private var duringAnimation = false
  /// Whether this stroke's `.began` created an interaction controller that drives a pop.
  private var driving = false

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The directional pan on the navigation controller's view. UIKit's edge gesture is off: a
  /// navigation delegate that returns its own animation controller for pops takes the system's
  /// interactive pop away (docs/strategies/directional-pan.md says why this is the model's
  /// choice).
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(
      systemBackGesture: .disabled,
      // `SloppySwiper` is the navigation delegate: its animator for pops, UIKit's for pushes.
      navigationDelegate: .customTransitions,
      recognizers: [
        RecognizerSpec(
          id: Self.recognizerID, kind: .pan, host: .navigationView, asksShouldBegin: true,
          firstMoveDirection: configuration.direction)
      ])
  }

  /// `gestureRecognizerShouldBegin:` (`SloppySwiper.m` lines 111–116): `viewControllers.count > 1`.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    let count = context.navigation.count
    return count > 1 ? .begin : .reject("viewControllers.count = \(count): not > 1")
  }

  /// `pan:` (`SloppySwiper.m` lines 82–107) and the navigation delegate's `didShow…`.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    if case .transitionEnded(.pop, .finished) = event {
      // `navigationController:didShowViewController:animated:` (lines 140–150).
      duringAnimation = false
      return
    }
    guard case .gesture(let gesture) = event, gesture.recognizer == Self.recognizerID else { return }
    switch gesture.state {
    case .began:
      began(context: &context)
    case .changed:
      guard driving else { return }
      let tx = gesture.translation.x
      context.send(.updateInteractivePop(percent: tx > 0 ? tx / context.device.width : 0))
    case .ended, .cancelled:
      release(gesture, context: &context)
    case .possible, .failed:
      break
    }
  }

  private mutating func began(context: inout StrategyContext) {
    guard context.navigation.count > 1 else { return }
    if configuration.checksDuringAnimation && duringAnimation {
      context.send(.explain("the pan began while duringAnimation was set: no pop, the pan drives nothing"))
      return
    }
    context.send(.beginInteractivePop(animation: .parallax(curve: .linear), duration: configuration.interactiveDuration))
    if context.navigation.isTransitioning {
      // `duringAnimation` was cleared by a cancel whose animation still runs: UIKit refuses the pop.
      context.send(
        .explain("the pan began while a cancelled pop was still animating (duringAnimation already cleared): popViewControllerAnimated: is a nested pop"))
      return
    }
    duringAnimation = true
    driving = true
  }

  private mutating func release(_ gesture: GestureEvent, context: inout StrategyContext) {
    let vx = gesture.velocity.x
    let verb = gesture.state == .ended ? "released" : "the touch was cancelled"
    let wasDriving = driving
    driving = false
    if vx > 0 {
      // `[nil finishInteractiveTransition]` when nothing was started.
      guard wasDriving else { return }
      context.send(.finishInteractivePop(configuration.completion))
    } else {
      // Line 103 clears `duringAnimation` even when this pan started nothing.
      duringAnimation = false
      guard wasDriving else { return }
      context.send(.cancelInteractivePop(configuration.completion))
    }
    let progress = context.navigation.progress
    let finish = vx > 0
    let remaining = finish ? 1 - progress : progress
    let duration = configuration.interactiveDuration
    let completion = configuration.completion
    context.send(
      .explain {
        var text = "\(verb) with velocity.x = \(NumberFormatting.short(vx, 1)) pt/s \(finish ? "> 0: finish" : "≤ 0: cancel") at progress \(NumberFormatting.fixed(progress, 2)) (velocity sign only)"
        if case .percentDriven(let speed, let curve) = completion, speed > 0 {
          text += "; the \(finish ? "remaining" : "played") \(NumberFormatting.fixed(remaining, 2)) of the \(NumberFormatting.short(duration)) s animation runs in \(NumberFormatting.short(remaining * duration / speed)) s (\(curve.name))"
        }
        return text
      })
  }
}

extension BuiltInStrategy where Strategy == DirectionalPanStrategy {
  /// `sloppyswiper`: SloppySwiper 0.6: a pan anywhere whose first move must point right (45° cone), max(tx, 0) / W,
  /// vx > 0 finishes, 0.25 s ease-out.
  public var sloppySwiper: StrategySelection { preset("sloppyswiper") }
}
