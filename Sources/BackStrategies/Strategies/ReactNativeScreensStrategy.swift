import BackStrategiesSupport

/// react-native-screens' native stack (`rn-screens`): a real `UINavigationController` whose
/// stack view (`RNSScreenStackView`) is the delegate of UIKit's back recognisers.
///
/// It keeps UIKit's edge swipe and answers its delegate questions itself: no touch on the root,
/// none on a screen with `gestureEnabled: false`, and otherwise yes, without UIKit's own
/// checks. On iOS 26 it is also the content swipe's delegate: with `fullScreenSwipeEnabled`
/// (the default there) the content swipe is the full-screen swipe, refused outside
/// `gestureResponseDistance`, and it must wait for the pan of any scroll view whose content is
/// wider than its frame, wherever that scroll view is scrolled (4.19's rule), so a pager or a
/// carousel under the finger always wins. With a custom animation on swipe, or before iOS 26
/// with the full-screen swipe on, the stack's own pan (`RNSPanGestureRecognizer`) drives a
/// percent-driven pop and decides with `translation + velocity · 0.3 > width / 2`.
///
/// docs/strategies/rn-screens.md teaches it.
public struct ReactNativeScreensStrategy: BackStrategy {
  /// The stack's own full-screen pan (`RNSPanGestureRecognizer`).
  public static let panRecognizerID: RecognizerID = "rns-pan"
  /// The stack's own screen-edge pan on the leading edge (`RNSScreenEdgeGestureRecognizer`),
  /// which begins only with a custom animation on swipe.
  public static let edgeRecognizerID: RecognizerID = "rns-edge"

  /// `native` (default), `edge-only`, `leading-edge-rule`, `custom-animation`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "native",
      summary: "react-native-screens 4.27 defaults: UIKit's edge swipe, and on iOS 26 the content swipe (fullScreenSwipeEnabled defaults to true there), which waits for any horizontal scroll view.",
      configuration: .native),
    StrategyPreset(
      name: "edge-only",
      summary: "fullScreenSwipeEnabled: false: UIKit's edge swipe only, the content swipe refused every touch on iOS 26.",
      configuration: .edgeOnly),
    StrategyPreset(
      name: "leading-edge-rule",
      summary: "t3code's patch (#9493): the content swipe waits only for horizontal scroll views not at their leading edge, and those at it wait for the content swipe.",
      configuration: .leadingEdgeRule),
    StrategyPreset(
      name: "custom-animation",
      summary: "fullScreenSwipeEnabled and customAnimationOnSwipe with a custom animation: the stack's own full-screen pan, tx + 0.3·vx > W/2, beside UIKit's edge swipe.",
      configuration: .customAnimation),
    StrategyPreset(
      name: "prevent-remove",
      summary: "usePreventRemove on a screen with unsaved changes (preventNativeDismiss): UIKit's swipe pops it, then the stack puts it back and the dialog shows (react-native-screens PR #801, #3886).",
      configuration: .preventRemove),
    StrategyPreset(
      name: "prevent-remove-4-23",
      summary: "The same on react-native-screens 4.23.0 (Expo SDK 55): the screen is not put back and the app stops responding (React Navigation #13072).",
      configuration: .preventRemove423),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Whether the stack's pan drives this stroke.
  private var driving = false
  /// The stack as the strategy last knew it: the screen a finished pop removed is the one past
  /// the new count (the JavaScript stack's routes).
  private var knownStack: [ScreenSpec] = []
  /// The last percent `handleSwipe:` gave the transition (the animator's `fractionComplete`).
  private var fraction = 0.0

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// `-[RNSScreenStackView setupGestureHandlers]`: UIKit's edge recogniser with the stack view
  /// as delegate; on iOS 26 the content swipe with the same delegate (or refused every touch
  /// when the full-screen swipe is off or the custom pan takes it); the stack's own pan when it
  /// drives the full-screen swipe.
  public mutating func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    knownStack = scene.stack
    let ios = context.device.ios
    let customPan = configuration.usesCustomPan(on: ios)
    let contentSwipe: GestureSetup.ContentSwipe =
      configuration.fullScreenSwipeIsEnabled(on: ios) && !customPan
      ? .enabledWithStrategyDelegate(horizontalScrollViews: configuration.horizontalScrollViews) : .disabled
    var recognizers: [RecognizerSpec] = []
    if configuration.customAnimationOnSwipe {
      // `setupGestureHandlers` adds one on each edge; only the leading one can begin (the
      // correct edge in `gestureRecognizerShouldBegin:`), so only it is modelled. It is a
      // `UIScreenEdgePanGestureRecognizer`: every scroll view's pan waits for it.
      let edge = ScreenEdge.backEdge(for: context.device.layoutDirection)
      recognizers.append(
        RecognizerSpec(id: Self.edgeRecognizerID, kind: .screenEdge(edge), host: .navigationView, asksShouldBegin: true, scrollViews: .scrollViewsWait))
    }
    if customPan {
      recognizers.append(
        RecognizerSpec(id: Self.panRecognizerID, kind: .pan, host: .navigationView, asksShouldBegin: true, pagersYieldGoingBack: true))
    }
    // UIKit's edge recogniser stays on whatever `fullScreenSwipeEnabled` says: the stack view is
    // only its delegate (`reactAddControllerToClosestParent:`), and `shouldReceivePressOrTouchEvent:`
    // and `gestureRecognizerShouldBegin:` answer YES for it unless a custom animation is on swipe.
    // `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` answers YES for UIKit's
    // edge recogniser (a `UIScreenEdgePanGestureRecognizer`) and any scroll view's pan.
    return GestureSetup(
      systemBackGesture: .enabledWithStrategyDelegate, contentSwipe: contentSwipe, recognizers: recognizers,
      scrollViewsWaitForSystemBackGesture: true, disablesBackButtonDuringTransitions: true)
  }

  /// The stack view's `gestureRecognizer:shouldReceiveTouch:` and `gestureRecognizerShouldBegin:`
  /// for each of its recognisers.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    let navigation = context.navigation
    if navigation.top.backGestureDisabled {
      let screen = navigation.top.id
      return .reject("screen '\(screen)' sets gestureEnabled: false: the stack view's shouldReceiveTouch: refuses")
    }
    if navigation.count < 2 {
      return .reject("one view controller on the stack: the stack view's shouldReceiveTouch: refuses")
    }
    let custom = configuration.customAnimationOnSwipe
    switch query.recognizer {
    case .systemEdgePan:
      return custom
        ? .reject("customAnimationOnSwipe with a custom animation: gestureRecognizerShouldBegin: lets only the stack's RNSScreenEdgeGestureRecognizer begin")
        : .begin
    case Self.edgeRecognizerID:
      return custom ? .begin : .reject("RNSScreenEdgeGestureRecognizer begins only with customAnimationOnSwipe")
    default:
      break
    }
    let device = context.device
    let fromLeadingEdge = device.layoutDirection == .leftToRight ? query.location.x : device.width - query.location.x
    if let why = configuration.gestureResponseDistance.refusal(x: fromLeadingEdge, y: query.location.y) {
      return .reject("the recogniser begins outside gestureResponseDistance: \(why)")
    }
    return .begin
  }

  /// `handleSwipe:` for the stack's own pan: the percent follows `translation.x / width`; at the
  /// end `translation + velocity · 0.3 > width / 2` finishes, anything else cancels.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    // The callback handed on as it is: bound by a `guard case` and read until the reason's
    // words, the gesture was copied first (about 750 instructions a run in bench's
    // `rn-screens:custom-animation` row).
    switch event {
    case .transitionEnded(let kind, let result):
      afterTransition(kind, result, context: &context)
    case .gesture(let gesture) where gesture.recognizer == Self.panRecognizerID || gesture.recognizer == Self.edgeRecognizerID:
      handleGesture(gesture, context: &context)
    default:
      break
    }
  }

  /// A callback of the pan or the edge recogniser: the interactive pop it drives.
  private mutating func handleGesture(_ gesture: GestureEvent, context: inout StrategyContext) {
    let name = gesture.recognizer
    let device = context.device
    let sign = device.layoutDirection.backwardSign
    let width = device.width
    let translation = sign * gesture.translation.x
    switch gesture.state {
    case .began:
      driving = true
      fraction = 0
      // The custom animation's animator: linear while interactive, `animationDuration` long.
      context.send(.beginInteractivePop(animation: .parallax(curve: .linear), duration: configuration.animationDuration))
      if width > 0 {
        fraction = (translation / width).clamped(to: 0...1)
        context.send(.updateInteractivePop(percent: fraction))
      }
    case .changed:
      if driving, width > 0 {
        fraction = (translation / width).clamped(to: 0...1)
        context.send(.updateInteractivePop(percent: fraction))
      }
    case .ended:
      guard driving else { return }
      driving = false
      let velocity = sign * gesture.velocity.x
      let impact = configuration.velocityImpact
      let projected = translation + velocity * impact
      let finishes = projected > width / 2
      let (completion, duration) = runOut(context: context)
      let damping = configuration.completionDampingRatio
      context.send(finishes ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
      context.send(
        .explain {
          "\(name): tx \(NumberFormatting.short(translation, 1)) + vx \(NumberFormatting.short(velocity, 0)) · \(NumberFormatting.short(impact)) = \(NumberFormatting.short(projected, 1)) pt \(finishes ? ">" : "≤") W/2 = \(NumberFormatting.short(width / 2, 1)) pt: \(finishes ? "finishInteractiveTransition" : "cancelInteractiveTransition"), a spring (damping ratio \(NumberFormatting.short(damping))) over \(NumberFormatting.short(duration * 1000, 0)) ms"
        })
    case .cancelled:
      guard driving else { return }
      driving = false
      context.send(.cancelInteractivePop(runOut(context: context).completion))
      context.send(.explain("\(name): the touch was cancelled: cancelInteractiveTransition"))
    case .possible, .failed:
      break
    }
  }
}

extension ReactNativeScreensStrategy {
  /// `-[RNSScreen viewDidDisappear:]` after a finished pop: a removed screen with
  /// `preventNativeDismiss` (``Configuration/preventRemove``, on a screen that confirms leaving)
  /// is put back and the app's dialog shows, or, on 4.23.0, the stacks part.
  mutating func afterTransition(_ kind: TransitionKind, _ result: TransitionResult, context: inout StrategyContext) {
    let count = context.navigation.count
    guard kind == .pop, result == .finished, count < knownStack.count else { return }
    let removed = knownStack[count]
    guard configuration.preventRemove != .none, removed.confirmsLeave else {
      knownStack = Array(knownStack.prefix(count))
      return
    }
    switch configuration.preventRemove {
    case .none:
      return
    case .restoresScreen:
      // The JavaScript stack keeps the route: `knownStack` keeps it too (it is pushed back).
      context.send(.push(removed, animated: true))
      context.send(.showLeaveDialog(screen: removed.id))
      context.send(
        .explain("UIKit's pop removed screen '\(removed.id)', which sets preventNativeDismiss: viewDidDisappear: calls updateContainer, which pushes it back, and onNativeDismissCancelled shows the app's dialog"))
    case .desynchronises:
      knownStack = Array(knownStack.prefix(count))
      context.send(
        .desyncAfterVeto(
          "UIKit's pop removed screen '\(removed.id)', which sets preventNativeDismiss; react-native-screens 4.23.0 filters it out of viewControllers, so updateContainer does not put it back: JavaScript still holds it, and touches stop (React Navigation #13072)"))
      context.send(.showLeaveDialog(screen: removed.id))
    }
  }

  /// `finalizeInteractiveTransitionWithAnimationWasCancelled:` (`RNSPercentDrivenInteractiveTransition.mm`,
  /// 4.27.0): the animator pauses, reverses when cancelling, and continues with
  /// `timingParamsForAnimationCompletion`, a spring of damping ratio 4.56, with
  /// `durationFactor: 1 − fractionComplete`: over `animationDuration · (1 − fraction)`, finishing
  /// and cancelling alike (the factor is the same both ways). The spring is scaled to settle in
  /// that time (``DampedSpring/fitted(dampingRatio:duration:settlingFraction:)``), from the
  /// shape the configuration fitted once (``Configuration/completionSpring``).
  func runOut(context: StrategyContext) -> (completion: TransitionCompletion, duration: Double) {
    let duration = max(configuration.animationDuration * (1 - fraction), 0)
    guard
      let spring = configuration.completionSpring.spring(
        dampingRatio: configuration.completionDampingRatio, duration: duration, settlingFraction: context.parameters.springSettlingFraction)
    else { return (.timed(duration: 0, curve: .linear), 0) }
    let curve = TimingCurve.spring(dampingRatio: spring.dampingRatio, response: spring.response, initialVelocity: 0, duration: duration)
    return (.timed(duration: duration, curve: curve), duration)
  }
}

extension BuiltInStrategy where Strategy == ReactNativeScreensStrategy {
  /// `native`: react-native-screens 4.27 defaults: UIKit's edge swipe, and on iOS 26 the content swipe
  /// (fullScreenSwipeEnabled defaults to true there), which waits for any horizontal scroll view.
  public var native: StrategySelection { preset("native") }

  /// `edge-only`: fullScreenSwipeEnabled: false: UIKit's edge swipe only, the content swipe refused every touch on iOS 26.
  public var edgeOnly: StrategySelection { preset("edge-only") }

  /// `leading-edge-rule`: t3code's patch (#9493): the content swipe waits only for horizontal scroll views not at
  /// their leading edge, and those at it wait for the content swipe.
  public var leadingEdgeRule: StrategySelection { preset("leading-edge-rule") }

  /// `custom-animation`: fullScreenSwipeEnabled and customAnimationOnSwipe with a custom animation: the stack's own
  /// full-screen pan, tx + 0.3·vx > W/2, beside UIKit's edge swipe.
  public var customAnimation: StrategySelection { preset("custom-animation") }

  /// `prevent-remove`: `usePreventRemove` (preventNativeDismiss): the swipe pops, the stack puts
  /// the screen back and the dialog shows (react-native-screens PR #3886).
  public var preventRemove: StrategySelection { preset("prevent-remove") }

  /// `prevent-remove-4-23`: the same on react-native-screens 4.23.0: the stacks part and the
  /// screen stops responding (React Navigation #13072).
  public var preventRemove423: StrategySelection { preset("prevent-remove-4-23") }
}
