import BackStrategiesSupport

extension MauiStrategy {
  /// A .NET MAUI app's navigation host on iOS, as the release it ships with sets up UIKit's edge
  /// recogniser (`interactivePopGestureRecognizer`). docs/strategies/maui.md gives the sources
  /// (docs/sources.md, `maui-*` keys).
  public struct Configuration: StrategyConfiguration {
    /// Which MAUI page hosts the stack.
    public enum Host: String, Hashable, Sendable {
      /// `NavigationPage`, whose iOS renderer is `NavigationRenderer`, a `UINavigationController`
      /// (`src/Controls/src/Core/Compatibility/Handlers/NavigationPage/iOS/NavigationRenderer.cs`).
      case navigationPage = "navigation-page"
      /// `Shell`, each section of which is a `ShellSectionRenderer`, a `UINavigationController`
      /// (`src/Controls/src/Core/Compatibility/Handlers/Shell/iOS/ShellSectionRenderer.cs`).
      case shell
    }

    /// Who answers `gestureRecognizerShouldBegin:` for UIKit's edge recogniser under a
    /// `NavigationPage` (Shell always installs its own delegate, ``Host/shell``).
    public enum NavigationPageDelegate: String, Hashable, Sendable {
      /// UIKit's own delegate (`_UINavigationInteractiveTransition`) and its rules: no edge
      /// swipe on the root, with a hidden bar, a hidden back button or during a transition.
      /// `maui-37781`: in 10.0.51 `InteractivePopGestureRecognizer` appears nowhere in
      /// `NavigationRenderer`.
      case uikit
      /// `NavigationRenderer.ViewDidLoad` installs its `GestureDelegate`, whose `ShouldBegin`
      /// returns the value of `_uiRequestedPop = true`: always YES (`maui-navigation-renderer`,
      /// `GestureDelegate.ShouldBegin`; PR #28694 added it, `maui-28694`; #37781 dates it to
      /// 10.0.60, `maui-37781`). UIKit's checks no longer apply: a hidden bar, a hidden back
      /// button, a running transition, the root.
      case alwaysBegins = "always-begins"
    }

    /// How a page's `OnBackButtonPressed` override (and Shell's `BackButtonBehavior`) is consulted
    /// when the edge swipe would begin. A page that overrides it to show its discard dialog is a
    /// screen with ``ScreenSpec/confirmsLeave``; `maui:back-button-pressed` selects
    /// ``consultedInShouldBegin``.
    public enum BackButtonOverride: String, Hashable, Sendable {
      /// Not consulted: the swipe pops whatever the page's `OnBackButtonPressed` returns; only
      /// the navigation bar's back button asks it (`SendBackButtonPressed` from
      /// `navigationBar:shouldPopItem:`). #15813 (`maui-15813`) reports Shell's
      /// `BackButtonBehavior` ignored by the swipe; PR #38071 (`maui-38071`) the same for
      /// `OnBackButtonPressed` from 10.0.60.
      case notConsulted = "not-consulted"
      /// PR #38071 (`maui-38071`, merged 2026-09): the delegate's `ShouldBegin` asks the page
      /// first, and answers NO when `OnBackButtonPressed` returns true (the page handled back,
      /// say by showing its discard dialog), for NavigationPage with the bar hidden or shown
      /// and for Shell.
      case consultedInShouldBegin = "consulted-in-should-begin"
    }

    /// The page that hosts the stack. Default ``Host/navigationPage``.
    public var host: Host = .navigationPage
    /// Who answers for UIKit's edge recogniser under a `NavigationPage`. Default
    /// ``NavigationPageDelegate/alwaysBegins`` (10.0.60 and later, the release #37781 reports).
    public var navigationPageDelegate: NavigationPageDelegate = .alwaysBegins
    /// Whether a swipe's completed pop is followed by a second, programmatic one: Shell between
    /// PR #24003 (`navigationBar:didPopItem:` sends `SendPop` when Shell's stack and the bar's
    /// items are out of step) and PR #28485 (`dotnet/maui#28485`, "swipe-back navigates back twice"),
    /// which marked programmatic pops so the swipe's is not sent again. Default `false`.
    public var popsAgainAfterSwipe = false
    /// How the page's back-button override is consulted on the swipe. Default
    /// ``BackButtonOverride/notConsulted`` (before PR #38071).
    public var backButtonOverride: BackButtonOverride = .notConsulted

    /// Every option at its default (``navigationPage10_0_60``).
    public init() {}

    /// `navigation-page-10.0.51`: NavigationPage up to 10.0.51: UIKit's delegate and rules.
    public static let navigationPage10_0_51 = Configuration { $0.navigationPageDelegate = .uikit }
    /// `navigation-page-10.0.60`: NavigationPage from 10.0.60: the renderer's delegate, always YES.
    public static let navigationPage10_0_60 = Configuration()
    /// `shell`: Shell on every 10.0 release: `ShellSectionRenderer`'s delegate.
    public static let shell = Configuration { $0.host = .shell }
    /// `back-button-pressed`: NavigationPage from 10.0.60 with PR #38071: the delegate asks the
  /// page's `OnBackButtonPressed` before the edge swipe begins.
  public static let backButtonPressed = Configuration { $0.backButtonOverride = .consultedInShouldBegin }
  /// `shell-before-pr-28485`: Shell with the double pop PR #28485 fixed.
    public static let shellBeforePR28485 = Configuration {
      $0.host = .shell
      $0.popsAgainAfterSwipe = true
    }

    /// Whether the app replaces UIKit's delegate of the edge recogniser.
    var replacesUIKitDelegate: Bool {
      host == .shell || navigationPageDelegate == .alwaysBegins
    }
  }
}
