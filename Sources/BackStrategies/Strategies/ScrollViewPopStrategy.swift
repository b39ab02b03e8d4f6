import BackStrategiesSupport

/// TZScrollViewPopGesture's technique (`scroll-view-pop`): a pan added to each scroll view,
/// forwarded to UIKit's own pop handler, that every other recogniser waits for.
///
/// A horizontal scroll view under the finger normally takes a swipe that starts at the left
/// edge (its 10 pt beats the edge pan's 15 pt). TZScrollViewPopGesture 1.0.6
/// (banchichen/TZScrollViewPopGesture, commit fecb8f13eb11) answers with
/// `tz_addPopGestureToView:scrollView`: a `UIPanGestureRecognizer` on the scroll view itself
/// whose target is UIKit's `handleNavigationTransition:` (lines 140–153), whose delegate
/// begins it only when it points right and the finger is within 40 pt of the left edge
/// (lines 59–79), and which every other recogniser must see fail first (lines 81–84). UIKit's
/// own edge recogniser stays on (lines 96–101). Everything after `.began` is UIKit's pop.
///
/// docs/strategies/scroll-view-pop.md teaches it.
public struct ScrollViewPopStrategy: BackStrategy {
  /// The pan added to the scroll views, in events and reasons.
  public static let recognizerID: RecognizerID = "tz-pop-pan"

  /// `tz` (the only preset: the library has no settings besides the per-screen switch).
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "tz",
      summary: "TZScrollViewPopGesture 1.0.6: a pan on each scroll view, 0 < tx and x ≤ 40 pt when recognised, everything else waits for it; UIKit's edge gesture kept.",
      configuration: .tz)
  ]

  /// The configuration of this run.
  public let configuration: Configuration

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The forwarded pan on the top screen's scroll views, and UIKit's edge recogniser: with
  /// UIKit's delegate on the root, with none on a pushed screen.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    let pan = RecognizerSpec(
      id: Self.recognizerID, kind: .pan, host: .scrollViews, target: .systemPopHandler, asksShouldBegin: true,
      othersWaitForFailure: configuration.othersWaitForFailure, listensAt: configuration.listeningArea)
    let edge: GestureSetup.SystemBackGesture
    switch configuration.systemEdge {
    case .enabledWithoutDelegateOnPushedScreens: edge = scene.stack.count > 1 ? .enabledWithStrategyDelegate : .enabled
    case .disabled: edge = .disabled
    }
    return GestureSetup(systemBackGesture: edge, recognizers: [pan])
  }

  /// The pan's `gestureRecognizerShouldBegin:` (its guards, in order); for UIKit's edge
  /// recogniser, what having no delegate means: yes, except on the root, whose `didShow…` gave
  /// UIKit's delegate back.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    if query.recognizer == .systemEdgePan {
      if context.navigation.count <= 1 {
        return .reject(
          "on the root TZ's didShowViewController: gives the edge recogniser UIKit's delegate back, which refuses: nothing to pop")
      }
      return .begin
    }
    if let why = configuration.guards.firstRefusal(of: query, context: context) { return .reject(why) }
    return .begin
  }
}

extension ScrollViewPopStrategy.PopGuard: BeginGuard {
  /// This guard's refusal of `query`, as a reason; `nil` when it lets the pan begin. The
  /// transition, the root and the per-screen switch are the checks TZ shares with the other
  /// libraries (``BeginGuard``), in TZ's words; the strip is TZ's own: it tests the direction
  /// strictly (`0 < translation.x`) and the distance with `<=` and no "0 means no limit", and
  /// quotes TZ's condition when it refuses.
  func refusal(of query: BeginQuery, context: StrategyContext) -> Explanation? {
    let navigation = context.navigation
    switch self {
    case .transitioning:
      return Self.transitioningRefusal(asked: "_isTransitioning", in: navigation)
    case .root:
      return Self.rootRefusal(counting: "childViewControllers", in: navigation)
    case .interactivePopDisabled:
      return Self.screenSwitchRefusal("sets tz_interactivePopDisabled", in: navigation)
    case .leftEdgeStrip(let width):
      let tx = query.translation.x
      let x = query.location.x
      if !(0 < tx) {
        return Explanation { "translation.x = \(NumberFormatting.short(tx, 1)) ≤ 0 when recognised: 0 < translation.x is false" }
      }
      if !(x <= width) {
        return Explanation {
          "location.x = \(NumberFormatting.short(x, 1)) > \(NumberFormatting.short(width)) when recognised: location.x <= \(NumberFormatting.short(width)) is false"
        }
      }
      return nil
    }
  }
}

extension BuiltInStrategy where Strategy == ScrollViewPopStrategy {
  /// `tz`: TZScrollViewPopGesture 1.0.6: a pan on each scroll view, 0 < tx and x ≤ 40 pt when recognised,
  /// everything else waits for it; UIKit's edge gesture kept.
  public var tz: StrategySelection { preset("tz") }
}
