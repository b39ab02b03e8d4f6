import BackStrategiesSupport

/// A .NET MAUI app on iOS (`maui`): `NavigationPage` or `Shell`, each a real
/// `UINavigationController`, whose own delegate answers for UIKit's edge recogniser in the
/// releases where it installs one.
///
/// Up to 10.0.51 a `NavigationPage` leaves UIKit's delegate and its rules (no edge swipe with a
/// hidden bar). From 10.0.60 `NavigationRenderer` installs a delegate whose `ShouldBegin` always
/// answers YES (#37781): the swipe pops with the bar hidden, on the root too. `Shell`'s
/// `ShellSectionRenderer` has its own delegate on every release: NO on the root, otherwise
/// Shell's navigation proposal (`Shell.Navigating`, which the app may cancel); it never looks at
/// the bar. iOS 26's content swipe keeps UIKit's delegate, so a drawing surface (a
/// `GraphicsView`, raw touches) loses its drag to it (#36248).
///
/// docs/strategies/maui.md teaches it.
public struct MauiStrategy: BackStrategy {
  /// `navigation-page-10.0.60` (default), `navigation-page-10.0.51`, `shell`, `shell-before-pr-28485`,
  /// `back-button-pressed`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "navigation-page-10.0.60",
      summary: "NavigationPage from 10.0.60: NavigationRenderer's GestureDelegate answers ShouldBegin with YES always, so the edge swipe pops with the bar hidden and on the root (#37781).",
      configuration: .navigationPage10_0_60),
    StrategyPreset(
      name: "navigation-page-10.0.51",
      summary: "NavigationPage up to 10.0.51: the renderer leaves UIKit's delegate, which turns the edge swipe off with a hidden bar, a hidden back button or on the root.",
      configuration: .navigationPage10_0_51),
    StrategyPreset(
      name: "shell",
      summary: "Shell (ShellSectionRenderer, every 10.0 release): its GestureDelegate refuses on the root, otherwise asks Shell's navigation proposal; it ignores the bar and BackButtonBehavior (#15813).",
      configuration: .shell),
    StrategyPreset(
      name: "shell-before-pr-28485",
      summary: "Shell before PR #28485: after a swipe's pop, navigationBar:didPopItem: finds Shell's stack out of step and pops a second page.",
      configuration: .shellBeforePR28485),
    StrategyPreset(
      name: "back-button-pressed",
      summary: "NavigationPage with PR #38071: the edge swipe's ShouldBegin asks the page's OnBackButtonPressed first; a page that shows its discard dialog there refuses the swipe. The content swipe (iOS 26) is not asked.",
      configuration: .backButtonPressed),
  ]

  /// The configuration of this run.
  public let configuration: Configuration
  /// Whether the second pop of ``Configuration/popsAgainAfterSwipe`` is running, so its own end
  /// sends nothing.
  private var sendingSecondPop = false

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// `NavigationRenderer.ViewDidLoad` (from 10.0.60) and `ShellSectionRenderer.ViewDidLoad` set
  /// `InteractivePopGestureRecognizer.Delegate`; neither touches the content swipe, nor adds a
  /// recogniser. Their delegates override `ShouldBegin` only, so UIKit's answers to the other
  /// delegate questions (scroll views waiting for the edge swipe) are lost with UIKit's delegate.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(systemBackGesture: configuration.replacesUIKitDelegate ? .enabledWithStrategyDelegate : .enabled)
  }

  /// The app's `GestureDelegate.ShouldBegin`, asked only when it replaced UIKit's delegate.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    guard query.recognizer == .systemEdgePan else { return .begin }
    // PR #38071 (`maui-38071`): `ShouldBegin` first sends `SendBackButtonPressed()`; a page whose
    // `OnBackButtonPressed` returns true (it showed its discard dialog) refuses the swipe. Only
    // the edge recogniser's delegate is MAUI's, so iOS 26's content swipe is not asked.
    if configuration.backButtonOverride == .consultedInShouldBegin, context.navigation.count > 1,
      context.navigation.top.confirmsLeave
    {
      let page = context.navigation.top.id
      return .rejectShowingLeaveDialog(
        "'\(page)' confirms leaving: ShouldBegin sent SendBackButtonPressed, OnBackButtonPressed returned true (it shows the discard dialog), so the delegate answers NO (PR #38071)")
    }
    switch configuration.host {
    case .navigationPage:
      // `_shouldPop` is `() => _uiRequestedPop = true`: the assignment's value, always true.
      return .begin
    case .shell:
      if context.navigation.count < 2 {
        return .reject("one view controller on the stack: ShellSectionRenderer's GestureDelegate.ShouldBegin answers NO")
      }
      // `ShouldPop()`: `ProposeNavigation(Pop, …, canCancel: true)`; no Shell.Navigating handler
      // cancels in the model, so the proposal is accepted.
      return .begin
    }
  }

  /// Shell before PR #28485: when the swipe's pop finishes, `navigationBar:didPopItem:` sees
  /// Shell's stack one page longer than the bar's items and runs `SendPop`, which dispatches
  /// `GoToAsync("..")`: a second, animated pop.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    guard configuration.popsAgainAfterSwipe, case .transitionEnded(.pop, let result) = event else { return }
    if sendingSecondPop {
      sendingSecondPop = false
      return
    }
    guard result == .finished, context.navigation.count >= 2 else { return }
    sendingSecondPop = true
    context.send(.pop(animated: true))
    context.send(
      .explain(
        "navigationBar:didPopItem: finds Shell's stack out of step with the bar's items after the swipe's pop: SendPop dispatches GoToAsync(\"..\"), a second pop (fixed by PR #28485)"
      ))
  }
}

extension BuiltInStrategy where Strategy == MauiStrategy {
  /// `navigation-page-10.0.60`: NavigationPage from 10.0.60: the renderer's delegate answers YES always (#37781).
  public var navigationPage10_0_60: StrategySelection { preset("navigation-page-10.0.60") }

  /// `navigation-page-10.0.51`: NavigationPage up to 10.0.51: UIKit's delegate and rules.
  public var navigationPage10_0_51: StrategySelection { preset("navigation-page-10.0.51") }

  /// `shell`: Shell's `ShellSectionRenderer` delegate: NO on the root, else Shell's proposal.
  public var shell: StrategySelection { preset("shell") }

  /// `shell-before-pr-28485`: Shell with the double pop of a swipe that PR #28485 fixed.
  public var shellBeforePR28485: StrategySelection { preset("shell-before-pr-28485") }

  /// `back-button-pressed`: NavigationPage with PR #38071: the page's `OnBackButtonPressed` vetoes the edge swipe.
  public var backButtonPressed: StrategySelection { preset("back-button-pressed") }
}
