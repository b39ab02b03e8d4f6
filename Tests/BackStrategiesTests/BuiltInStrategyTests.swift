import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Selections without strings or `try` (`BuiltIn.systemEdge.guarded`), run-time
/// configurations through the comparison, corpus and recommendation APIs, and selections'
/// identity (`Hashable`, `Identifiable`).
@Suite("Built-in selections and run-time configurations")
struct BuiltInStrategyTests {
  /// Every preset property, with the label it must select. Adding a preset without its
  /// property (or the other way round) fails `everyPresetHasAProperty`.
  static let properties: [(StrategySelection, String)] = [
    (BuiltIn.systemEdge.shipped, "system-edge:shipped"),
    (BuiltIn.systemEdge.delegateSelf, "system-edge:delegate-self"),
    (BuiltIn.systemEdge.guarded, "system-edge:guarded"),
    (BuiltIn.systemEdge.contentSwipeOff, "system-edge:content-swipe-off"),
    (BuiltIn.systemEdge.waitsForAppPan, "system-edge:waits-for-app-pan"),
    (BuiltIn.systemEdge.leadingEdgeRule, "system-edge:leading-edge-rule"),
    (BuiltIn.systemEdge.pagerYieldsAtStart, "system-edge:pager-yields-at-start"),
    (BuiltIn.systemEdge.recogniserNotTouches, "system-edge:recogniser-not-touches"),
    (BuiltIn.systemEdge.carouselYieldsAtStart, "system-edge:carousel-yields-at-start"),
    (BuiltIn.systemEdge.confirmBeforeLeave, "system-edge:confirm-before-leave"),
    (BuiltIn.systemEdge.confirmBeforeLeaveEdgeOnly, "system-edge:confirm-before-leave-edge-only"),
    (BuiltIn.edgeBulge.asPublished, "edge-bulge:as-published"),
    (BuiltIn.edgeBulge.corrected, "edge-bulge:corrected"),
    (BuiltIn.edgeBulge.tabBarRoot, "edge-bulge:tab-bar-root"),
    (BuiltIn.percentDriven.seed002, "percent-driven:seed002"),
    (BuiltIn.percentDriven.seed001, "percent-driven:seed001"),
    (BuiltIn.percentDriven.seed004, "percent-driven:seed004"),
    (BuiltIn.percentDriven.propertyAnimator, "percent-driven:property-animator"),
    (BuiltIn.percentDriven.seed001Fixed, "percent-driven:seed001-fixed"),
    (BuiltIn.percentDriven.textbook, "percent-driven:textbook"),
    (BuiltIn.percentDriven.textbookInterruptible, "percent-driven:textbook-interruptible"),
    (BuiltIn.percentDriven.seed004Published, "percent-driven:seed004-published"),
    (BuiltIn.screenshotStack.classic, "screenshot-stack:classic"),
    (BuiltIn.targetForwarding.seed003, "target-forwarding:seed003"),
    (BuiltIn.targetForwarding.seed003AsPublished, "target-forwarding:seed003-as-published"),
    (BuiltIn.targetForwarding.seed004, "target-forwarding:seed004"),
    (BuiltIn.targetForwarding.seed004AfterWay1, "target-forwarding:seed004-after-way-1"),
    (BuiltIn.targetForwarding.fdRecipe, "target-forwarding:fd-recipe"),
    (BuiltIn.targetForwarding.fd, "target-forwarding:fd"),
    (BuiltIn.targetForwarding.fdMax100, "target-forwarding:fd-max-100"),
    (BuiltIn.targetForwarding.mlTransition, "target-forwarding:mltransition"),
    (BuiltIn.scrollViewPop.tz, "scroll-view-pop:tz"),
    (BuiltIn.directionalPan.sloppySwiper, "directional-pan:sloppyswiper"),
    (BuiltIn.cupertino.flutter, "cupertino:flutter"),
    (BuiltIn.cupertino.flutterLegacy, "cupertino:flutter-legacy"),
    (BuiltIn.cupertino.popScope, "cupertino:pop-scope"),
    (BuiltIn.predictiveBack.android, "predictive-back:android"),
    (BuiltIn.predictiveBack.callback, "predictive-back:callback"),
    (BuiltIn.reactNavigationStack.reactNavigation, "rn-stack:react-navigation"),
    (BuiltIn.reactNavigationStack.fullScreen, "rn-stack:full-screen"),
    (BuiltIn.reactNavigationStack.preventRemove, "rn-stack:prevent-remove"),
    (BuiltIn.reactNavigationStack.preventRemoveBefore764, "rn-stack:prevent-remove-7-6-3"),
    (BuiltIn.reactNativeScreens.native, "rn-screens:native"),
    (BuiltIn.reactNativeScreens.edgeOnly, "rn-screens:edge-only"),
    (BuiltIn.reactNativeScreens.leadingEdgeRule, "rn-screens:leading-edge-rule"),
    (BuiltIn.reactNativeScreens.customAnimation, "rn-screens:custom-animation"),
    (BuiltIn.reactNativeScreens.preventRemove, "rn-screens:prevent-remove"),
    (BuiltIn.reactNativeScreens.preventRemove423, "rn-screens:prevent-remove-4-23"),
    (BuiltIn.swiftUI.navigationStack, "swiftui:navigation-stack"),
    (BuiltIn.swiftUI.backButtonHidden, "swiftui:back-button-hidden"),
    (BuiltIn.swiftUI.delegateExtension, "swiftui:delegate-extension"),
    (BuiltIn.swiftUI.delegateExtensionUnguarded, "swiftui:delegate-extension-unguarded"),
    (BuiltIn.swiftUI.dragGesture, "swiftui:drag-gesture"),
    (BuiltIn.composeMultiplatform.hosted112, "compose-mp:hosted-1.12"),
    (BuiltIn.composeMultiplatform.hosted111, "compose-mp:hosted-1.11"),
    (BuiltIn.composeMultiplatform.backHandler, "compose-mp:back-handler"),
    (BuiltIn.composeMultiplatform.backHandlerEndEdge, "compose-mp:back-handler-end-edge"),
    (BuiltIn.maui.navigationPage10_0_60, "maui:navigation-page-10.0.60"),
    (BuiltIn.maui.navigationPage10_0_51, "maui:navigation-page-10.0.51"),
    (BuiltIn.maui.shell, "maui:shell"),
    (BuiltIn.maui.shellBeforePR28485, "maui:shell-before-pr-28485"),
    (BuiltIn.maui.backButtonPressed, "maui:back-button-pressed"),
    (BuiltIn.zoom.uikit, "zoom:uikit"),
    (BuiltIn.zoom.swiftUI, "zoom:swiftui"),
    (BuiltIn.zoom.edgeOnly, "zoom:edge-only"),
    (BuiltIn.zoom.refusesHorizontalContent, "zoom:refuses-horizontal-content"),
  ]

  @Test("every preset of every built-in strategy has exactly one property, selecting it")
  func everyPresetHasAProperty() throws {
    #expect(Self.properties.map(\.0.label) == Self.properties.map(\.1))
    #expect(Self.properties.map(\.1) == StrategyCatalog.builtIn.allSelections.map(\.label))
    for (selection, label) in Self.properties {
      #expect(selection == (try StrategyCatalog.builtIn.select(label)), "\(label)")
    }
  }

  @Test("system-edge:ios26 is an alias: it selects system-edge:shipped, and the catalog says why")
  func ios26IsAnAlias() throws {
    let alias = try StrategyCatalog.builtIn.select("system-edge:ios26")
    #expect(alias == BuiltIn.systemEdge.shipped)
    let note = try #require(StrategyCatalog.builtIn.alias("system-edge:ios26"))
    #expect(note.preset == "shipped" && note.note.contains("iOS 26"))
    #expect(StrategyCatalog.builtIn.alias("system-edge:shipped") == nil)
    #expect(!StrategyCatalog.builtIn.allSelections.map(\.label).contains("system-edge:ios26"))
  }

  @Test("BuiltIn's defaults and preset lists match the catalog's")
  func defaultsAndPresets() {
    let accessors = [
      BuiltIn.systemEdge.default, BuiltIn.edgeBulge.default, BuiltIn.percentDriven.default,
      BuiltIn.screenshotStack.default, BuiltIn.targetForwarding.default, BuiltIn.scrollViewPop.default,
      BuiltIn.directionalPan.default, BuiltIn.cupertino.default, BuiltIn.predictiveBack.default,
      BuiltIn.reactNavigationStack.default, BuiltIn.reactNativeScreens.default, BuiltIn.swiftUI.default,
      BuiltIn.composeMultiplatform.default,
      BuiltIn.maui.default,
      BuiltIn.zoom.default,
    ]
    #expect(accessors == StrategyCatalog.builtIn.defaultSelections)
    #expect(BuiltIn.targetForwarding.presets.map(\.preset) == TargetForwardingStrategy.presets.map(\.name))
  }

  @Test("a selection made from a preset runs exactly as the catalog's")
  func presetSelectionRunsLikeTheCatalog() throws {
    let trace = Scenarios.customBackButton
    let fromCatalog = try StrategyCatalog.builtIn.select("system-edge:delegate-self").run(on: trace)
    #expect(BuiltIn.systemEdge.delegateSelf.run(on: trace) == fromCatalog)
    #expect(StrategySelection(SystemEdgeStrategy.self, preset: "delegate-self")?.run(on: trace) == fromCatalog)
    #expect(StrategySelection(SystemEdgeStrategy.self, preset: "no-such-preset") == nil)
  }

  /// A percent-driven release threshold swept at run time: 0.1 finishes the swipe to a third
  /// of the width, 0.9 cancels it (seed 002's rule: percent > threshold finishes).
  static func sweep() -> [StrategySelection] {
    [0.1, 0.9].map { share in
      var configuration = PercentDrivenStrategy.Configuration()
      configuration.release = .percent(threshold: share)
      return BuiltIn.percentDriven.configured(configuration, name: "threshold-\(Int(share * 100))")
    }
  }

  @Test("a run-time configuration goes through Comparison, labelled id:name, and decides by its own numbers")
  func runTimeConfigurationInAComparison() {
    let comparison = Comparison(trace: Scenarios.edgeSwipeToThird, selections: Self.sweep())
    #expect(comparison.results.map(\.strategy) == ["percent-driven:threshold-10", "percent-driven:threshold-90"])
    #expect(comparison.results.map(\.outcome) == [.pop, .cancel])
  }

  @Test("a run-time configuration is scored by CorpusScorer and ranked by Recommendation like a preset")
  func runTimeConfigurationInCorpusAndRecommendation() throws {
    let traces = Array(CorpusGenerator(seed: 7).traces(count: 60))
    let sweep = Self.sweep()
    let scores = try CorpusScorer(selections: sweep).score(traces)
    #expect(scores.scorecards.map(\.strategy) == sweep.map(\.label))
    // The low threshold finishes more of the swipes that should go back.
    let recalls = scores.scorecards.map { $0.overall.backRecall ?? -1 }
    #expect(recalls[0] > recalls[1])
    let recommendation = Recommendation.recommend(needs: [], selections: sweep, generator: CorpusGenerator(seed: 7), count: 60)
    let named = Set(recommendation.ranked.map(\.strategy) + recommendation.excluded.map(\.strategy))
    #expect(named == Set(sweep.map(\.label)))
  }

  @Test("selections are equal only with the same label and an equal configuration of the same strategy")
  func identity() {
    var configuration = PercentDrivenStrategy.Configuration()
    configuration.release = .percent(threshold: 0.25)
    let a = BuiltIn.percentDriven.configured(configuration, name: "quarter")
    let b = BuiltIn.percentDriven.configured(configuration, name: "quarter")
    configuration.release = .percent(threshold: 0.75)
    let otherConfiguration = BuiltIn.percentDriven.configured(configuration, name: "quarter")
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != otherConfiguration)
    #expect(a.id == "percent-driven:quarter" && a.id == otherConfiguration.id)
    #expect(BuiltIn.systemEdge.shipped != BuiltIn.systemEdge.guarded)
    #expect(Set(Self.properties.map(\.0)).count == Self.properties.count)
  }
}
