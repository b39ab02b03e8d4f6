import BackStrategiesSupport

/// SwiftUI's `NavigationStack` and the patterns apps write around it (`swiftui`).
///
/// `NavigationStack` is a `UINavigationController` underneath, so a plain stack has UIKit's own
/// edge swipe and, on iOS 26, its content swipe. `.navigationBarBackButtonHidden(true)` hides
/// the back button, and UIKit's delegate then turns both off
/// (`-[UINavigationController _shouldInteractivePopGestureBeEnabled]`). Two fixes are copied
/// widely: an `extension UINavigationController: UIGestureRecognizerDelegate` that makes the
/// controller the edge recogniser's delegate (with or without the `viewControllers.count > 1`
/// guard; the content swipe keeps UIKit's delegate, so it stays off), and a `DragGesture` on
/// the pushed view that calls `dismiss()` once it has moved 100 pt right from a start within
/// 20 pt of the left edge.
///
/// docs/strategies/swiftui.md teaches it.
public struct SwiftUINavigationStrategy: BackStrategy {
  /// The `DragGesture` of the `drag-gesture` recipe, as the UIKit recogniser SwiftUI backs it with.
  public static let dragRecognizerID: RecognizerID = "swiftui-drag"

  /// `navigation-stack` (default), `back-button-hidden`, `delegate-extension`,
  /// `delegate-extension-unguarded`, `drag-gesture`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "navigation-stack",
      summary: "A plain NavigationStack: UIKit's own edge swipe and, on iOS 26, its content swipe.",
      configuration: .navigationStack),
    StrategyPreset(
      name: "back-button-hidden",
      summary: ".navigationBarBackButtonHidden(true): UIKit's delegate turns its back gestures off.",
      configuration: .backButtonHidden),
    StrategyPreset(
      name: "delegate-extension",
      summary: "The copied UINavigationController extension (delegate = self, viewControllers.count > 1) with the back button hidden: the edge swipe back, the content swipe still off.",
      configuration: .delegateExtension),
    StrategyPreset(
      name: "delegate-extension-unguarded",
      summary: "The same extension answering true: an edge swipe on the root starts a pop with nothing under it and freezes navigation.",
      configuration: .delegateExtensionUnguarded),
    StrategyPreset(
      name: "drag-gesture",
      summary: "A DragGesture (minimumDistance 10) that calls dismiss() once startLocation.x < 20 and translation.width > 100, with the back button hidden.",
      configuration: .dragGesture),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Whether this stroke's drag has already called `dismiss()`.
  private var dismissed = false

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// UIKit's recognisers as the navigation controller has them, with the app's delegate on the
  /// edge one when the extension is used; the drag as a pan on the pushed view.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    let edge: GestureSetup.SystemBackGesture = configuration.edgeDelegate == .uikit ? .enabled : .enabledWithStrategyDelegate
    var recognizers: [RecognizerSpec] = []
    if let drag = configuration.dragGesture {
      // It may begin anywhere, but only a start within the strip at the left edge goes back.
      recognizers.append(
        RecognizerSpec(
          id: Self.dragRecognizerID, kind: .pan, host: .topScreen, hysteresis: drag.minimumDistance,
          listensAt: TouchArea(side: .left, width: drag.edge), hysteresisMeasure: .distance))
    }
    return GestureSetup(systemBackGesture: edge, hidesBackButton: configuration.hidesBackButton, recognizers: recognizers)
  }

  /// The extension's `gestureRecognizerShouldBegin`.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    switch configuration.edgeDelegate {
    case .uikit, .extensionUnguarded:
      return .begin
    case .extensionGuarded:
      let count = context.navigation.count
      return count > 1 ? .begin : .reject("viewControllers.count = \(count), not > 1")
    }
  }

  /// The drag's `updating` body: once the start is within the strip and the travel past the
  /// threshold, `dismiss()`, a non-interactive animated pop.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    guard let drag = configuration.dragGesture, case .gesture(let gesture) = event, gesture.recognizer == Self.dragRecognizerID
    else { return }
    switch gesture.state {
    case .began, .changed:
      guard !dismissed else { return }
      // DragGesture.Value: startLocation is the touch-down, translation the travel from it.
      let start = gesture.startLocation
      let travel = gesture.location.x - start.x
      guard start.x < drag.edge && travel > drag.travel else { return }
      dismissed = true
      context.send(.pop(animated: true))
      context.send(
        .explain {
          "swiftui-drag: startLocation.x = \(NumberFormatting.short(start.x, 1)) < \(NumberFormatting.short(drag.edge)) and translation.width = \(NumberFormatting.short(travel, 1)) > \(NumberFormatting.short(drag.travel)): dismiss(), an animated pop"
        })
    case .ended, .cancelled, .failed:
      dismissed = false
    case .possible:
      break
    }
  }
}

extension BuiltInStrategy where Strategy == SwiftUINavigationStrategy {
  /// `navigation-stack`: A plain NavigationStack: UIKit's own edge swipe and, on iOS 26, its content swipe.
  public var navigationStack: StrategySelection { preset("navigation-stack") }

  /// `back-button-hidden`: .navigationBarBackButtonHidden(true): UIKit's delegate turns its back gestures off.
  public var backButtonHidden: StrategySelection { preset("back-button-hidden") }

  /// `delegate-extension`: The copied UINavigationController extension (delegate = self,
  /// viewControllers.count > 1) with the back button hidden: the edge swipe back, the content swipe still off.
  public var delegateExtension: StrategySelection { preset("delegate-extension") }

  /// `delegate-extension-unguarded`: The same extension answering true: an edge swipe on the root starts a pop
  /// with nothing under it and freezes navigation.
  public var delegateExtensionUnguarded: StrategySelection { preset("delegate-extension-unguarded") }

  /// `drag-gesture`: A DragGesture (minimumDistance 10) that calls dismiss() once startLocation.x < 20 and
  /// translation.width > 100, with the back button hidden.
  public var dragGesture: StrategySelection { preset("drag-gesture") }
}
