import BackStrategiesSupport

/// Compose Multiplatform on iOS (`compose-mp`): a Compose screen hosted in a
/// `UINavigationController`, whose touches recogniser meets UIKit's back recognisers, or a
/// Compose app whose own screen-edge recogniser drives its navigation's back.
///
/// Hosted, Compose's `TouchesGestureRecognizer` (compose-multiplatform-core,
/// `UserInputView.uikit.kt`) covers the Compose view; it begins only when Compose consumes
/// movement (a `HorizontalPager` past the 10 dp touch slop). Up to 1.11 it can never prevent a
/// `UIScreenEdgePanGestureRecognizer` and, once begun, is never prevented by a recogniser
/// outside its view: over a pager iOS 26's content swipe (a private screen-edge subclass) and
/// the pager both run. PR #3116 (1.12) lets the pager keep the swipe: over the pager no pop,
/// outside it a pop. Compose's own back gesture is `UIKitBackGestureRecognizer`
/// (`UIKitNavigationEventInput.kt`), a screen-edge pan on the leading edge (and on the
/// trailing one with `EndEdgeGestureBehavior.Back`) that Compose's touches wait for and that
/// cancels them when it begins.
///
/// docs/strategies/compose-mp.md teaches it.
public struct ComposeMultiplatformStrategy: BackStrategy {
  /// Compose's own back recogniser on the leading edge (`startEdgePanGestureRecognizer`).
  public static let startEdgeRecognizerID: RecognizerID = "compose-back-start"
  /// Compose's own back recogniser on the trailing edge (`endEdgePanGestureRecognizer`),
  /// enabled unless `EndEdgeGestureBehavior.Disabled`.
  public static let endEdgeRecognizerID: RecognizerID = "compose-back-end"

  /// `hosted-1.12` (default), `hosted-1.11`, `back-handler`, `back-handler-end-edge`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "hosted-1.12",
      summary: "A ComposeUIViewController in a UINavigationController, Compose Multiplatform 1.12 and later (PR #3116): a HorizontalPager that has begun keeps the swipe from iOS 26's content swipe.",
      configuration: .hosted112),
    StrategyPreset(
      name: "hosted-1.11",
      summary: "The same before PR #3116 (1.8 to 1.11): Compose's touches recogniser cannot prevent a screen-edge pan, so over a pager the content swipe and the pager both run.",
      configuration: .hosted111),
    StrategyPreset(
      name: "back-handler",
      summary: "Compose's own back gesture (BackHandler, a NavHost), no navigation controller: a leading-edge UIScreenEdgePanGestureRecognizer that Compose's touches wait for; completes at > 100 pt/s or 30 % of the width.",
      configuration: .backHandler),
    StrategyPreset(
      name: "back-handler-end-edge",
      summary: "Compose's own back gesture with endEdgePanGestureBehavior = Back (PR #2519): the trailing edge goes back too.",
      configuration: .backHandlerEndEdge),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// The recogniser driving Compose's own back, while it does.
  private var driving: RecognizerID?
  /// The last progress Compose's navigation was given.
  private var progress = 0.0

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Hosted: UIKit's back recognisers as UIKit makes them, and Compose's arbitration of its
  /// pans (``GestureSetup/ContentSwipeConflictFix/appPansBesideBackGestures`` up to 1.11,
  /// ``GestureSetup/ContentSwipeConflictFix/composeScrollablesKeepSwipe`` from 1.12).
  /// Compose navigation: `UIKitNavigationEventInput.addGestureListeners` adds both edge
  /// recognisers to the window's top view; no navigation controller.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    switch configuration.host {
    case .navigationController:
      return GestureSetup(
        systemBackGesture: .enabled, contentSwipe: .uikit,
        contentSwipeConflictFix: configuration.preventsContentSwipe ? .composeScrollablesKeepSwipe : .appPansBesideBackGestures)
    case .composeNavigation:
      let back = ScreenEdge.backEdge(for: context.device.layoutDirection)
      let forward: ScreenEdge = back == .left ? .right : .left
      // `TouchesGestureRecognizer.shouldRequireFailureOfGestureRecognizer` (PR #1916): Compose's
      // touches wait for a `UIKitBackGestureRecognizer` that is possible or ongoing.
      var recognizers = [
        RecognizerSpec(
          id: Self.startEdgeRecognizerID, kind: .screenEdge(back), host: .navigationView, asksShouldBegin: true,
          othersWaitForFailure: true)
      ]
      if configuration.endEdgeIsBack {
        recognizers.append(
          RecognizerSpec(
            id: Self.endEdgeRecognizerID, kind: .screenEdge(forward), host: .navigationView, asksShouldBegin: true,
            othersWaitForFailure: true))
      }
      return GestureSetup(systemBackGesture: .disabled, contentSwipe: .noNavigationController, recognizers: recognizers)
    }
  }

  /// `UIKitNavigationEventInput.updateRecognizers`: the recognisers are enabled only while a
  /// back handler is enabled (`onHasEnabledHandlersChanged`: a `NavHost` with a screen to go
  /// back to); the model asks at the touch.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    if context.navigation.count < 2 {
      return .reject("no enabled back handler (the NavHost holds one screen): UIKitNavigationEventInput disables its recognisers")
    }
    return .begin
  }

  /// `UiKitScreenEdgePanGestureHandler.handleEdgePan`: progress follows the finger's x over the
  /// view's width (from the recogniser's edge); at the end a release faster than
  /// ``Configuration/completionVelocity`` towards the middle completes, one faster than
  /// ``Configuration/cancelVelocity`` back towards the edge cancels, and otherwise it completes
  /// when the translation reached ``Configuration/completionFraction`` of the width.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    guard case .gesture(let gesture) = event,
      gesture.recognizer == Self.startEdgeRecognizerID || gesture.recognizer == Self.endEdgeRecognizerID
    else { return }
    let width = context.device.width
    let fromLeft = isLeftEdge(gesture.recognizer, context: context)
    switch gesture.state {
    case .began:
      driving = gesture.recognizer
      progress = 0
      context.send(.beginInteractivePop(animation: .parallax(curve: .linear), duration: configuration.runOutDuration))
    case .changed:
      guard driving == gesture.recognizer, width > 0 else { return }
      progress = ((fromLeft ? gesture.location.x : width - gesture.location.x) / width).clamped(to: 0...1)
      context.send(.updateInteractivePop(percent: progress))
    case .ended:
      guard driving == gesture.recognizer else { return }
      driving = nil
      let towardsMiddle = fromLeft ? gesture.velocity.x : -gesture.velocity.x
      let travelled = abs(gesture.translation.x)
      let completes: Bool
      let why: String
      if towardsMiddle > configuration.completionVelocity {
        completes = true
        why = "velocity \(NumberFormatting.short(towardsMiddle, 0)) pt/s > \(NumberFormatting.short(configuration.completionVelocity, 0)) (BACK_GESTURE_VELOCITY)"
      } else if towardsMiddle < -configuration.cancelVelocity {
        completes = false
        why = "velocity \(NumberFormatting.short(towardsMiddle, 0)) pt/s < −\(NumberFormatting.short(configuration.cancelVelocity, 0)): moving back"
      } else {
        completes = travelled >= width * configuration.completionFraction
        why = "slow release, |tx| \(NumberFormatting.short(travelled, 1)) pt \(completes ? "≥" : "<") \(NumberFormatting.short(configuration.completionFraction)) · W = \(NumberFormatting.short(width * configuration.completionFraction, 1)) pt"
      }
      let completion = TransitionCompletion.percentDriven(speed: 1, curve: .linear)
      context.send(completes ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
      context.send(.explain("\(gesture.recognizer): \(why): \(completes ? "onBackCompleted" : "onBackCancelled")"))
    case .cancelled:
      guard driving == gesture.recognizer else { return }
      driving = nil
      context.send(.cancelInteractivePop(.percentDriven(speed: 1, curve: .linear)))
      context.send(.explain("\(gesture.recognizer): the touch was cancelled: onBackCancelled"))
    case .possible, .failed:
      break
    }
  }

  /// Whether `recognizer` listens at the left edge (`edges == UIRectEdgeLeft`).
  private func isLeftEdge(_ recognizer: RecognizerID, context: StrategyContext) -> Bool {
    let backIsLeft = context.device.layoutDirection == .leftToRight
    return recognizer == Self.startEdgeRecognizerID ? backIsLeft : !backIsLeft
  }
}

extension BuiltInStrategy where Strategy == ComposeMultiplatformStrategy {
  /// `hosted-1.12`: a ComposeUIViewController in a UINavigationController, Compose Multiplatform 1.12
  /// and later (PR #3116).
  public var hosted112: StrategySelection { preset("hosted-1.12") }

  /// `hosted-1.11`: the same before PR #3116: over a pager the content swipe and the pager both run.
  public var hosted111: StrategySelection { preset("hosted-1.11") }

  /// `back-handler`: Compose's own back gesture, no navigation controller.
  public var backHandler: StrategySelection { preset("back-handler") }

  /// `back-handler-end-edge`: Compose's own back gesture, the trailing edge going back too.
  public var backHandlerEndEdge: StrategySelection { preset("back-handler-end-edge") }
}
