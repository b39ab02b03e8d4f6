extension MauiStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "maui",
    title: ".NET MAUI on iOS (NavigationPage and Shell)",
    summary:
      "A UINavigationController under NavigationPage or Shell whose renderer, in the releases that do, replaces UIKit's delegate of the edge swipe: NavigationPage's from 10.0.60 always answers yes, Shell's refuses only the root; iOS 26's content swipe keeps UIKit's delegate.",
    origin:
      "dotnet/maui (source keys maui-navigation-renderer, maui-shell-section-renderer, maui-touch-graphics-view): src/Controls/src/Core/Compatibility/Handlers/NavigationPage/iOS/NavigationRenderer.cs (commit 00d77430) and src/Controls/src/Core/Compatibility/Handlers/Shell/iOS/ShellSectionRenderer.cs (commit 00d6285b); issues #37781, #36248, #15813; PRs #28694, #28485, #38071",
    rules: [
      "NavigationPage up to 10.0.51: InteractivePopGestureRecognizer appears nowhere in NavigationRenderer, so UIKit's own delegate decides, with its rules: no edge swipe on the root, with a hidden bar (HasNavigationBar=\"False\"), a hidden back button or during a transition (maui-37781).",
      "NavigationPage from 10.0.60: NavigationRenderer.ViewDidLoad sets InteractivePopGestureRecognizer.Delegate to its GestureDelegate, whose ShouldBegin returns the value of the assignment _uiRequestedPop = true, always YES (maui-navigation-renderer, GestureDelegate.ShouldBegin; added by PR #28694, maui-28694; dated 10.0.60 by #37781, maui-37781). Replacing UIKit's delegate drops every UIKit check: the swipe begins with the bar hidden, with the back button hidden, during a transition and on the root.",
      "Shell (every 10.0 release read): ShellSectionRenderer.ViewDidLoad sets the same recogniser's delegate to its GestureDelegate, whose ShouldBegin answers NO when the section holds one view controller (ActiveViewControllers), otherwise ShouldPop(): Shell.ProposeNavigation(Pop, canCancel: true), which a Shell.Navigating handler may cancel (maui-shell-section-renderer, GestureDelegate.ShouldBegin and ShouldPop). It does not read Shell.NavBarIsVisible, so the swipe pops with the bar hidden, nor BackButtonBehavior's IsEnabled or Command, which only the bar's back button reads (SendPop; #15813, maui-15813).",
      "Both delegates override ShouldBegin only: UIKit's answers to the other delegate questions go with its delegate, so scroll views no longer wait for the edge swipe. Neither renderer touches iOS 26's content swipe (interactiveContentPopGestureRecognizer), which keeps UIKit's delegate and rules (no content swipe with a hidden bar).",
      "A page's OnBackButtonPressed is asked by the bar's back button (SendBackButtonPressed from navigationBar:shouldPopItem:), not by the swipe, until PR #38071 (maui-38071, merged 2026-09): from it the delegate's ShouldBegin asks the page first and answers NO when it handled back, for NavigationPage with the bar hidden or shown and for Shell (the configuration's backButtonOverride; the screen field it reads comes with the vetoing presets).",
      "Shell between PR #24003 and PR #28485: navigationBar:didPopItem: runs SendPop when Shell's stack and the bar's items are out of step, which a swipe's pop leaves them, and SendPop dispatches GoToAsync(\"..\"): a second, animated pop after the swipe's (dotnet/maui#28485). The model sends it when the swipe's pop ends.",
      "A MAUI GraphicsView draws from raw touches (PlatformTouchGraphicsView overrides TouchesBegan/TouchesMoved; its one recogniser is a UIHoverGestureRecognizer, maui-touch-graphics-view): on iOS 26 the content swipe takes a rightward drag across it and cancels its touches (#36248, maui-36248).",
      "Everything UIKit's recognisers begin is UIKit's pop, with its release rule and on iOS 26 the fluid, interruptible branch.",
    ],
    pitfalls: [
      "From 10.0.60 a NavigationPage page that hides its bar to own back navigation loses it: the edge swipe pops where UIKit declined (#37781).",
      "From 10.0.60 an edge swipe on NavigationPage's root begins an interactive pop with nothing under it: navigation stuck (the model's root-freeze; no report yet names it).",
      "Shell never refused the swipe on a page with NavBarIsVisible=\"False\", nor for a BackButtonBehavior with IsEnabled=\"False\" or a Command (#15813): an app's back logic on the bar's button is bypassed.",
      "On iOS 26 a drawing surface (a GraphicsView, a signature pad) loses a rightward stroke to the content swipe: the page pops mid-drawing (#36248).",
      "Shell before PR #28485 pops two pages for one swipe.",
    ],
    whenToChoose:
      "Choose it to see what a .NET MAUI app's back swipe does and how it changed between releases: navigation-page-10.0.51 against navigation-page-10.0.60 on a hidden-bar page shows #37781; shell on the same page shows that Shell never declined there; shell-before-pr-28485 shows the double pop; on iOS 26 any preset shows a drawing surface losing its stroke.",
    teaching: StrategyTeaching(
      onIOS26:
        "Nothing in MAUI's renderers touches the content swipe: it keeps UIKit's delegate, so it is off with a hidden bar (even where the renderer's edge delegate says yes) and it takes a rightward drag from anywhere else, a GraphicsView's stroke included (#36248). UIKit's pop is the fluid, interruptible one.",
      tryIt: "edge-swipe-past-half", breaks: "maui-hidden-bar-swipe"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "the iOS releases .NET MAUI 10 supports (modelled on iOS 18 and 26); the content swipe from iOS 26",
      replacesUIKitAnimation: false, screenshotMemory: StrategyFacts.noScreenshots, framework: .maui)
  )
}
