import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `maui`: .NET MAUI's NavigationPage and Shell on iOS (source keys `maui-*` and
/// `dotnet/maui#28485` in docs/sources.md).
@Suite("MAUI")
struct MauiStrategyTests {
  typealias Runs = AppStackRuns

  static let releases: [IOSVersion] = [.iOS18, .iOS26]

  @Test(
    "maui-37781: up to 10.0.51 UIKit's delegate declines the edge swipe on a hidden-bar page; from 10.0.60 NavigationRenderer's GestureDelegate.ShouldBegin answers YES and it pops",
    arguments: releases)
  func hiddenBarChangesAt10_0_60(ios: IOSVersion) throws {
    let before = try Runs.run("maui:navigation-page-10.0.51", Scenarios.mauiHiddenBarSwipe, ios)
    #expect(before.outcome == .unchanged, "\(before.reason)")
    #expect(before.stackAfter == ["home", "wizard"])
    #expect(before.reason.contains("hides the navigation bar"), "\(before.reason)")
    let after = try Runs.run("maui:navigation-page-10.0.60", Scenarios.mauiHiddenBarSwipe, ios)
    #expect(after.outcome == .pop, "\(after.reason)")
    #expect(after.stackAfter == ["home"])
    #expect(after.distinctHazards.isEmpty)
  }

  @Test(
    "maui-shell-section-renderer (GestureDelegate.ShouldBegin): Shell never reads NavBarIsVisible, so a hidden-bar page pops on every release",
    arguments: releases)
  func shellIgnoresHiddenBar(ios: IOSVersion) throws {
    let result = try Runs.run("maui:shell", Scenarios.mauiHiddenBarSwipe, ios)
    #expect(result.outcome == .pop, "\(result.reason)")
  }

  @Test(
    "maui-navigation-renderer: from 10.0.60 the delegate answers YES on the root too: an interactive pop with nothing under it (root-freeze)",
    arguments: releases)
  func navigationPageRootFreezes(ios: IOSVersion) throws {
    let result = try Runs.run("maui:navigation-page-10.0.60", Scenarios.swipeOnRoot, ios)
    #expect(result.distinctHazards.contains(.rootFreeze), "\(result.reason)")
  }

  @Test(
    "maui-shell-section-renderer: Shell's GestureDelegate.ShouldBegin answers NO with one view controller; 10.0.51's NavigationPage keeps UIKit's root rule",
    arguments: releases)
  func rootRefused(ios: IOSVersion) throws {
    let shell = try Runs.run("maui:shell", Scenarios.swipeOnRoot, ios)
    #expect(shell.outcome == .unchanged)
    #expect(shell.distinctHazards.isEmpty)
    #expect(shell.reason.contains("ShellSectionRenderer"), "\(shell.reason)")
    let old = try Runs.run("maui:navigation-page-10.0.51", Scenarios.swipeOnRoot, ios)
    #expect(old.outcome == .unchanged)
    #expect(old.distinctHazards.isEmpty)
  }

  @Test(
    "maui-36248, maui-touch-graphics-view: on iOS 26 the content swipe (UIKit's delegate, untouched by MAUI) takes a stroke drawn on a GraphicsView 40 pt in and cuts it; on iOS 18 the drawing keeps it",
    arguments: MauiStrategy.presets.map(\.name))
  func drawingSurface(preset: String) throws {
    let ios26 = try Runs.run("maui:\(preset)", Scenarios.mauiDrawingSwipe, .iOS26)
    #expect(ios26.outcome == .pop, "\(ios26.reason)")
    #expect(ios26.distinctHazards.contains(.appViewCut))
    let ios18 = try Runs.run("maui:\(preset)", Scenarios.mauiDrawingSwipe, .iOS18)
    #expect(ios18.outcome == .unchanged, "\(ios18.reason)")
    #expect(ios18.distinctHazards.isEmpty)
  }

  @Test(
    "dotnet/maui#28485: Shell before the fix pops a second page after the swipe's pop (navigationBar:didPopItem: → SendPop → GoToAsync(\"..\")); after it, one page",
    arguments: releases)
  func shellDoublePop(ios: IOSVersion) throws {
    let before = try Runs.run("maui:shell-before-pr-28485", Scenarios.mauiThreeDeepSwipe, ios)
    #expect(before.stackAfter == ["home"], "\(before.reason)")
    #expect(before.reason.contains("PR #28485"), "\(before.reason)")
    let after = try Runs.run("maui:shell", Scenarios.mauiThreeDeepSwipe, ios)
    #expect(after.stackAfter == ["home", "orders"], "\(after.reason)")
  }

  @Test("the second pop of Shell before PR #28485 follows a finished pop only: a cancelled swipe leaves the stack", arguments: releases)
  func noSecondPopAfterCancel(ios: IOSVersion) throws {
    let trace = Runs.trace("short-edge-swipe", scene: Scenarios.mauiThreeDeepSwipe.scene) {
      $0.swipe(from: Point(x: 5, y: 420), to: Point(x: 60, y: 424), duration: 0.8)
    }
    let result = try Runs.run("maui:shell-before-pr-28485", trace, ios)
    #expect(result.stackAfter == ["home", "orders", "order"], "\(result.reason)")
  }

  @Test(
    "maui-navigation-renderer, maui-shell-section-renderer: the renderers set only the edge recogniser's delegate (ShouldBegin alone), leave the content swipe to UIKit and add no recogniser",
    arguments: [
      (MauiStrategy.Configuration.navigationPage10_0_51, GestureSetup.SystemBackGesture.enabled),
      (.navigationPage10_0_60, .enabledWithStrategyDelegate), (.shell, .enabledWithStrategyDelegate),
      (.shellBeforePR28485, .enabledWithStrategyDelegate),
    ])
  func installation(configuration: MauiStrategy.Configuration, expected: GestureSetup.SystemBackGesture) {
    var context = StrategyContext(
      time: 0, device: Device(ios: .iOS26), navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
    let setup = MauiStrategy(configuration: configuration).install(in: Scenarios.homeAndDetail, context: &context)
    #expect(setup.systemBackGesture == expected)
    #expect(setup.contentSwipe == .uikit)
    #expect(setup.recognizers.isEmpty)
    #expect(!setup.scrollViewsWaitForSystemBackGesture)
  }

  @Test("maui-38071: the back-button override is not consulted by default (before PR #38071); the configuration can say it is")
  func backButtonOverrideDefault() {
    #expect(MauiStrategy.Configuration().backButtonOverride == .notConsulted)
    let after = MauiStrategy.Configuration { $0.backButtonOverride = .consultedInShouldBegin }
    #expect(after.backButtonOverride.rawValue == "consulted-in-should-begin")
  }

  @Test(
    "maui-38071: with PR #38071 the edge swipe's ShouldBegin asks OnBackButtonPressed: on a page that shows its discard dialog the edge swipe is refused and the dialog shows")
  func backButtonPressedVetoesTheEdgeSwipe() throws {
    let ios18 = try Runs.run("maui:back-button-pressed", Scenarios.unsavedChangesSwipe, .iOS18)
    #expect(ios18.outcome == .unchanged, "\(ios18.reason)")
    #expect(ios18.stackAfter == ios18.stackBefore)
    #expect(ios18.distinctHazards.isEmpty)
    #expect(ios18.reason.contains("leave dialog"), "\(ios18.reason)")
    // Without the override consulted (10.0.60 as reported in #37781 and PR #38071) the swipe pops.
    let before = try Runs.run("maui:navigation-page-10.0.60", Scenarios.unsavedChangesSwipe, .iOS18)
    #expect(before.outcome == .pop, "\(before.reason)")
  }

  @Test(
    "maui-38071 and WooCommerce#17749: MAUI's delegate is the edge swipe's only, so on iOS 26 the content swipe, waiting for the refused edge swipe, pops behind the dialog")
  func backButtonPressedLeavesTheContentSwipe() throws {
    let edge = try Runs.run("maui:back-button-pressed", Scenarios.unsavedChangesSwipe, .iOS26)
    #expect(edge.outcome == .pop, "\(edge.reason)")
    #expect(edge.distinctHazards == [.leftBehindDialog])
  }

  @Test("maui is a framework of its own: recommend --framework maui, listed after the others")
  func framework() {
    #expect(MauiStrategy.descriptor.facts.framework == .maui)
    #expect(StrategyFacts.Framework(name: "maui") == .maui)
    #expect(StrategyFacts.Framework.names.last == "maui")
  }

  @Test("the presets, in order, the default first")
  func presets() {
    #expect(
      MauiStrategy.presets.map(\.name) == [
        "navigation-page-10.0.60", "navigation-page-10.0.51", "shell", "shell-before-pr-28485", "back-button-pressed",
      ])
    #expect(BuiltIn.maui.shell.label == "maui:shell")
  }
}
