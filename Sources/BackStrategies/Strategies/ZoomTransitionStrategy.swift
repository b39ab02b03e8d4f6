import BackStrategiesSupport

/// A zoom transition's interactive dismiss (`zoom`): the photo-grid → detail pattern, UIKit's
/// `preferredTransition = .zoom(sourceViewProvider:)` and SwiftUI's
/// `.navigationTransition(.zoom(sourceID:in:))`.
///
/// The zoomed-to screen carries its own recognisers, which UIKit's `_UIDismissInteraction`
/// drives with `_UIZoomTransitionController` as its delegate: an edge pan
/// (`_UIParallaxTransitionPanGestureRecognizer`) and a pull-down on iOS 18 and 26, and on iOS 26
/// the content-swipe dismiss (`_UIContentSwipeDismissGestureRecognizer`), a horizontal swipe back
/// from anywhere on the screen. Each asks the app's `interactiveDismissShouldBegin` through
/// `-[_UIZoomTransitionController dismissInteraction:shouldBeginWithAxis:location:velocity:proposal:]`.
/// A released dismiss runs out for longer the longer the drag; while it does, the outgoing
/// screen keeps hit-testing for about 0.9 s (``Hazard/strayTap``) and UIKit begins no other
/// navigation (``Hazard/navigationFrozen``, ``OpenChoice/zoomNavigation``).
///
/// docs/strategies/zoom.md teaches it.
public struct ZoomTransitionStrategy: BackStrategy {
  /// The zoomed screen's edge pan (`_UIParallaxTransitionPanGestureRecognizer`).
  public static let edgeRecognizerID: RecognizerID = "zoom-edge"
  /// iOS 26's content-swipe dismiss (`_UIContentSwipeDismissGestureRecognizer`).
  public static let contentSwipeRecognizerID: RecognizerID = "zoom-content-swipe"
  /// The pull-down dismiss.
  public static let pullDownRecognizerID: RecognizerID = "zoom-pull-down"

  /// `uikit` (default), `swiftui`, `edge-only`, `refuses-horizontal-content`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "uikit",
      summary: "preferredTransition = .zoom with no dismiss closure: edge swipe and pull-down, and on iOS 26 the content-swipe dismiss from anywhere.",
      configuration: .uikit),
    StrategyPreset(
      name: "swiftui",
      summary: ".navigationTransition(.zoom(sourceID:in:)): SwiftUI hosts UIKit's zoom transition, with UIKit's recognisers and answers.",
      configuration: .swiftUI),
    StrategyPreset(
      name: "edge-only",
      summary: "interactiveDismissShouldBegin answers YES only within 44 pt of the back edge: the content-swipe dismiss from mid-screen is refused.",
      configuration: .edgeOnly),
    StrategyPreset(
      name: "refuses-horizontal-content",
      summary: "interactiveDismissShouldBegin refuses a mostly horizontal velocity (KMReader PR #322): only the pull-down dismisses.",
      configuration: .refusesHorizontalContent),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// The recogniser driving the dismiss, if one is.
  private var driver: Recognizer?

  /// One of the three recognisers a zoom transition installs: which one drives is kept as this,
  /// not as its id, so that a callback's sender is compared with the driving one without
  /// comparing strings again (docs/performance.md, "The bench's rows counted in instructions").
  private enum Recognizer: Hashable, Sendable {
    /// The screen-edge pan (``edgeRecognizerID``).
    case edge
    /// iOS 26's content swipe (``contentSwipeRecognizerID``).
    case contentSwipe
    /// The pull-down (``pullDownRecognizerID``).
    case pullDown
  }

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The zoomed screen's recognisers: the edge pan and the pull-down on every release, the
  /// content-swipe dismiss from iOS 26. UIKit's navigation recognisers are left out: the zoom
  /// transition's own take the touch on the zoomed screen (switching the navigation view's off
  /// does not stop the dismiss, Twinskaraoke PR #96).
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    let device = context.device
    let back: PanDirection = device.layoutDirection == .leftToRight ? .right : .left
    var recognizers = [
      RecognizerSpec(
        id: Self.edgeRecognizerID, kind: .screenEdge(ScreenEdge.backEdge(for: device.layoutDirection)), host: .topScreen,
        asksShouldBegin: true, scrollViews: .scrollViewsWait)
    ]
    if configuration.contentSwipeDismiss && device.ios.hasContentSwipe {
      recognizers.append(
        RecognizerSpec(id: Self.contentSwipeRecognizerID, kind: .pan, host: .topScreen, asksShouldBegin: true, firstMoveDirection: back))
    }
    if configuration.pullDownDismiss {
      recognizers.append(
        RecognizerSpec(id: Self.pullDownRecognizerID, kind: .pan, host: .topScreen, asksShouldBegin: true, firstMoveDirection: .down))
    }
    return GestureSetup(systemBackGesture: .disabled, contentSwipe: .disabled, recognizers: recognizers)
  }

  /// `interactiveDismissShouldBegin`, asked from `-[_UIZoomTransitionController
  /// dismissInteraction:shouldBeginWithAxis:location:velocity:proposal:]` at the location and
  /// velocity where the recogniser would begin.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    let navigation = context.navigation
    if navigation.count < 2 { return .reject("no zoomed screen to dismiss: one screen on the stack") }
    if navigation.isTransitioning {
      return .reject("a transition is running: the model does not let a new dismiss catch it")
    }
    let device = context.device
    switch configuration.gate {
    case .systemAnswer:
      return .begin
    case .edgeOnly:
      let fromBackEdge = device.layoutDirection == .leftToRight ? query.location.x : device.width - query.location.x
      let limit = configuration.edgeOnlyLimit
      return fromBackEdge <= limit
        ? .begin
        : .reject(
          "interactiveDismissShouldBegin: location \(NumberFormatting.short(fromBackEdge, 1)) pt from the back edge > \(NumberFormatting.short(limit, 1)) pt")
    case .refusesHorizontal:
      let (vx, vy) = (abs(query.velocity.x), abs(query.velocity.y))
      return vx > vy
        ? .reject(
          "interactiveDismissShouldBegin: |vx| \(NumberFormatting.short(vx, 0)) > |vy| \(NumberFormatting.short(vy, 0)) pt/s, a horizontal swipe stays the content's")
        : .begin
    }
  }

  /// `_UIDismissInteraction`'s updates: the dismiss follows the drag along its axis and, at the
  /// release, finishes when the travel projected by the velocity passes a fraction of the screen.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    // The callback handed on as it is: bound by a `guard case` and read until the reason's
    // words, the whole event was copied first (about 1,300 instructions a run in bench's zoom
    // rows).
    switch event {
    case .gesture(let gesture): handleGesture(gesture, context: &context)
    default: break
    }
  }

  /// A callback of one of the recognisers: which one, then the dismiss it drives.
  private mutating func handleGesture(_ gesture: GestureEvent, context: inout StrategyContext) {
    let name = gesture.recognizer
    // Each id compared once: two different ids compare on `String`'s slow path (about 70
    // instructions), and the pull-down's test used to follow every horizontal one's.
    let sender: Recognizer
    if name == Self.edgeRecognizerID {
      sender = .edge
    } else if name == Self.contentSwipeRecognizerID {
      sender = .contentSwipe
    } else if name == Self.pullDownRecognizerID {
      sender = .pullDown
    } else {
      return
    }
    let vertical = sender == .pullDown
    let device = context.device
    let sign = device.layoutDirection.backwardSign
    let travel = vertical ? gesture.translation.y : sign * gesture.translation.x
    let speed = vertical ? gesture.velocity.y : sign * gesture.velocity.x
    let extent = vertical ? device.height : device.width
    let percent = extent > 0 ? (travel / extent).clamped(to: 0...1) : 0
    switch gesture.state {
    case .began:
      driver = sender
      context.send(.beginInteractivePop(animation: .parallax(curve: .linear), duration: configuration.runOutBase))
      context.send(.updateInteractivePop(percent: percent))
    case .changed:
      guard driver == sender else { return }
      context.send(.updateInteractivePop(percent: percent))
    case .ended:
      guard driver == sender else { return }
      driver = nil
      let projected = travel + speed * configuration.releaseProjection
      let threshold = configuration.releaseFraction * extent
      let finishes = projected > threshold
      let duration = configuration.runOut(afterTravel: travel)
      let completion = TransitionCompletion.timed(duration: duration, curve: .easeOut)
      context.send(finishes ? .finishInteractivePop(completion) : .cancelInteractivePop(completion))
      if finishes { context.send(.zoomDismissReleased(ZoomDismissAftermath(strayTapWindow: configuration.strayTapWindow))) }
      let projection = configuration.releaseProjection
      context.send(
        .explain {
          "\(name): travel \(NumberFormatting.short(travel, 1)) + v \(NumberFormatting.short(speed, 0)) · \(NumberFormatting.short(projection, 2)) s = \(NumberFormatting.short(projected, 1)) pt \(finishes ? ">" : "≤") \(NumberFormatting.short(threshold, 1)) pt: \(finishes ? "the zoom dismiss finishes" : "the zoomed screen springs back"), running out over \(NumberFormatting.short(duration * 1000, 0)) ms"
        })
    case .cancelled:
      guard driver == sender else { return }
      driver = nil
      context.send(.cancelInteractivePop(.timed(duration: configuration.runOutBase, curve: .easeOut)))
      context.send(.explain("\(name): the touch was cancelled: the zoomed screen springs back"))
    case .possible, .failed:
      break
    }
  }
}

extension BuiltInStrategy where Strategy == ZoomTransitionStrategy {
  /// `uikit`: preferredTransition = .zoom with no dismiss closure.
  public var uikit: StrategySelection { preset("uikit") }

  /// `swiftui`: .navigationTransition(.zoom(sourceID:in:)).
  public var swiftUI: StrategySelection { preset("swiftui") }

  /// `edge-only`: interactiveDismissShouldBegin answers YES only near the back edge.
  public var edgeOnly: StrategySelection { preset("edge-only") }

  /// `refuses-horizontal-content`: KMReader PR #322's direction check.
  public var refusesHorizontalContent: StrategySelection { preset("refuses-horizontal-content") }
}
