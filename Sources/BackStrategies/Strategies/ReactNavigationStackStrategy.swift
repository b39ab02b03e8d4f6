import BackStrategiesSupport

/// React Navigation's JavaScript stack (`rn-stack`): `@react-navigation/stack` 7.x, whose card
/// follows react-native-gesture-handler's pan and decides in JavaScript.
///
/// The screens are React views in one native view: there is no `UINavigationController`, so
/// no UIKit edge swipe and, on iOS 26, no content swipe. One native pan per card
/// (RNGH 2's `RNBetterPanGestureRecognizer`, a `UIPanGestureRecognizer`) listens, and only to
/// touches that land in the strip its `hitSlop` leaves at the leading edge
/// (`gestureResponseDistance`, 50 pt). The stack also asks for `minOffsetX: 5` and
/// `maxDeltaY: 20`, but RNGH 2's pan forwards only an allow-list of props to native that no
/// longer has those deprecated names: the native pan gets no criteria of its own and begins
/// after UIKit's pan hysteresis, in any direction. The card's offset is the pan's
/// `translationX` (native driver); at the lift it closes when
/// `translation + velocity · 0.3 > width / 2` and animates with the iOS spec's spring from the
/// gesture's velocity. The first route has no gesture (`gestureEnabled` is false at index 0).
///
/// docs/strategies/rn-stack.md teaches it; the configuration names each number's source.
public struct ReactNavigationStackStrategy: BackStrategy {
  /// RNGH's pan on the top card.
  public static let recognizerID: RecognizerID = "rngh-card-pan"

  /// `react-navigation` (default), `full-screen`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "react-navigation",
      summary: "@react-navigation/stack 7.x defaults: a touch-down in the leading 50 pt, RNGH's pan at UIKit's hysteresis, close when tx + 0.3·vx > W/2, the iOS spring.",
      configuration: .reactNavigation),
    StrategyPreset(
      name: "full-screen",
      summary: "gestureResponseDistance = the screen width: a touch-down anywhere on the card starts the swipe.",
      configuration: .fullScreen),
    StrategyPreset(
      name: "prevent-remove",
      summary: "usePreventRemove on a screen with unsaved changes, @react-navigation/stack 7.6.4 and later: the swipe's close ignores preventDefault and the card leaves behind the dialog (React Navigation #12966).",
      configuration: .preventRemove),
    StrategyPreset(
      name: "prevent-remove-7-6-3",
      summary: "The same on 7.6.3 and earlier: beforeRemove prevents the swipe's pop, the card springs back open and the dialog shows.",
      configuration: .preventRemoveBefore764),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Whether this stroke drives the card.
  private var driving = false

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// One pan on the top card; no UIKit back recogniser (no navigation controller). Scroll views
  /// compete with it as UIKit pans do: whichever begins first.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    // Where reach counts it: the hit-slop strip, or anywhere when it spans the screen.
    let distance = configuration.responseDistance(on: context.device)
    let strip: TouchArea? = distance >= context.device.width ? nil : .backEdge(distance)
    return GestureSetup(
      systemBackGesture: .disabled, contentSwipe: .noNavigationController,
      recognizers: [RecognizerSpec(id: Self.recognizerID, kind: .pan, host: .topScreen, asksShouldBegin: true, listensAt: strip)])
  }

  /// The pan's `enabled` prop and RNGH's `shouldReceiveTouch` (the hit-slop strip), in the
  /// order the code meets them.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    let navigation = context.navigation
    if navigation.count < 2 {
      return .reject("the first route has no back gesture: gestureEnabled is false at index 0 (CardContainer)")
    }
    if navigation.isTransitioning {
      return .reject("a card is still animating: the stack is not interactive during a transition (this model's choice)")
    }
    let device = context.device
    let distance = configuration.responseDistance(on: device)
    let fromLeadingEdge = device.layoutDirection == .leftToRight ? query.touchDown.x : device.width - query.touchDown.x
    if !(fromLeadingEdge >= 0 && fromLeadingEdge < distance) {
      return .reject(
        "touch-down \(NumberFormatting.short(fromLeadingEdge, 1)) pt from the leading edge is outside the pan's hitSlop strip (gestureResponseDistance \(NumberFormatting.short(distance, 1)) pt): RNGH's shouldReceiveTouch refuses it")
    }
    return .begin
  }

  /// Reacts to the pan's callbacks (`Card.tsx`'s `handleGestureStateChange` and the
  /// `Animated.event` that maps `translationX` onto the card).
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    // The callback handed on as it is: bound by a `guard case` and read through the whole
    // handler, the event was copied first (docs/performance.md).
    if case .gesture(let gesture) = event { handleGesture(gesture, context: &context) }
  }

  /// A callback of a recogniser: the card pan's drives the card.
  private mutating func handleGesture(_ gesture: GestureEvent, context: inout StrategyContext) {
    guard gesture.recognizer == Self.recognizerID else { return }
    switch gesture.state {
    case .began:
      driving = true
      context.send(.beginInteractivePop(animation: .direct, duration: context.parameters.transitionDuration))
      follow(gesture, context: &context)
    case .changed:
      if driving { follow(gesture, context: &context) }
    case .ended:
      if driving { release(gesture, context: &context) }
    case .cancelled:
      // CANCELLED or FAILED: the card animates back to its `closing` prop (open).
      if driving {
        driving = false
        settle(closing: false, velocity: gesture.velocity.x, translation: gesture.translation.x, context: &context)
        context.send(.explain("the touch was cancelled: the card springs back open (onGestureCanceled)"))
      }
    case .possible, .failed:
      break
    }
  }

  // MARK: Steps

  /// The card sits at the pan's translation, clamped to the screen (`interpolate … extrapolate: 'clamp'`).
  /// Inlined: called out of line from a mutating method, it was given a copy of the whole
  /// strategy at every move (a `memcpy` a callback).
  @inline(__always)
  private func follow(_ gesture: GestureEvent, context: inout StrategyContext) {
    let device = context.device
    let width = device.width
    guard width > 0 else { return }
    let sign = device.layoutDirection.backwardSign
    let progress = (sign * gesture.translation.x / width).clamped(to: 0...1)
    context.send(.setTransitionViews(topX: sign * width * progress, underX: -sign * configuration.parallax * width * (1 - progress)))
    context.send(.updateInteractivePop(percent: progress))
  }

  /// `Card.tsx` at `END`: `(translation + velocity · impact) · direction > width / 2` closes,
  /// unless neither moved (then it keeps its `closing` prop: open).
  private mutating func release(_ gesture: GestureEvent, context: inout StrategyContext) {
    driving = false
    let device = context.device
    let sign = device.layoutDirection.backwardSign
    let translation = gesture.translation.x
    let velocity = gesture.velocity.x
    let impact = configuration.gestureVelocityImpact
    let projected = (translation + velocity * impact) * sign
    let half = device.width / 2
    let closes = projected > half && (velocity != 0 || translation != 0)
    if closes, configuration.preventRemove != .none, context.navigation.top.confirmsLeave {
      preventedClose(gesture, context: &context)
      return
    }
    let duration = settle(closing: closes, velocity: velocity, translation: translation, context: &context)
    context.send(
      .explain {
        "(tx \(NumberFormatting.short(translation, 1)) + vx \(NumberFormatting.short(velocity, 0)) · \(NumberFormatting.short(impact)))\(sign < 0 ? " · −1" : "") = \(NumberFormatting.short(projected, 1)) pt \(closes ? ">" : "≤") W/2 = \(NumberFormatting.short(half, 1)) pt: \(closes ? "close" : "stay open"); the iOS spring settles in \(NumberFormatting.short(duration * 1000, 0)) ms"
      })
  }

  /// Animates the card to closed (off screen) or open with the iOS spring, from `velocity`;
  /// returns how long the spring runs.
  /// A close on a screen whose removal the app prevents: the card's `onClose` dispatches the
  /// pop, the `beforeRemove` listener (or `usePreventRemove`'s) calls `preventDefault()` and
  /// shows the app's dialog; 7.6.3 springs the card back, 7.6.4 and later let it close.
  private func preventedClose(_ gesture: GestureEvent, context: inout StrategyContext) {
    let screen = context.navigation.top.id
    context.send(.showLeaveDialog(screen: screen))
    switch configuration.preventRemove {
    case .none, .honoured:
      settle(closing: false, velocity: gesture.velocity.x, translation: gesture.translation.x, context: &context)
      context.send(
        .explain("the swipe closed the card, beforeRemove's preventDefault() kept route '\(screen)': the card springs back open and the app's dialog shows (@react-navigation/stack 7.6.3)"))
    case .ignoredBySwipe:
      settle(closing: true, velocity: gesture.velocity.x, translation: gesture.translation.x, context: &context)
      context.send(
        .explain("beforeRemove's preventDefault() was called for route '\(screen)', but the swipe's close animation completes anyway (@react-navigation/stack 7.6.4 and later, React Navigation #12966)"))
    }
  }

  @discardableResult
  private func settle(closing: Bool, velocity: Double, translation: Double, context: inout StrategyContext) -> Double {
    let device = context.device
    let sign = device.layoutDirection.backwardSign
    let width = device.width
    let (duration, curve) = springCurve(closing: closing, velocity: velocity, translation: translation, device: device)
    if closing {
      context.send(.finishInteractivePop(.timedTo(topX: sign * width, underX: 0, duration: duration, curve: curve)))
    } else {
      context.send(.cancelInteractivePop(.timedTo(topX: 0, underX: -sign * configuration.parallax * width, duration: duration, curve: curve)))
    }
    return duration
  }

  /// The spring's run from where the card is to its end, its velocity towards that end.
  private func springCurve(closing: Bool, velocity: Double, translation: Double, device: Device) -> (Double, TimingCurve) {
    let sign = device.layoutDirection.backwardSign
    let offset = (sign * translation).clamped(to: 0...max(device.width, 0))
    let distance = closing ? device.width - offset : offset
    let towardsEnd = closing ? sign * velocity : -sign * velocity
    return configuration.spring.curve(distance: distance, speed: towardsEnd)
  }
}

extension BuiltInStrategy where Strategy == ReactNavigationStackStrategy {
  /// `react-navigation`: @react-navigation/stack 7.x defaults: a touch-down in the leading 50 pt, RNGH's pan at
  /// UIKit's hysteresis, close when tx + 0.3·vx > W/2, the iOS spring.
  public var reactNavigation: StrategySelection { preset("react-navigation") }

  /// `full-screen`: gestureResponseDistance = the screen width: a touch-down anywhere on the card starts the swipe.
  public var fullScreen: StrategySelection { preset("full-screen") }

  /// `prevent-remove`: `usePreventRemove` on @react-navigation/stack 7.6.4 and later, where the
  /// swipe ignores it (React Navigation #12966).
  public var preventRemove: StrategySelection { preset("prevent-remove") }

  /// `prevent-remove-7-6-3`: the same on 7.6.3 and earlier: the card springs back, the dialog shows.
  public var preventRemoveBefore764: StrategySelection { preset("prevent-remove-7-6-3") }
}
