import Testing
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The configuration form every strategy shares: each tunable is stated once, as a stored
/// property whose inline default is the technique as published, so `Configuration()` is the
/// base preset and `Configuration { $0.x = … }` a variation that differs only where it says.
/// Also the guards `ForwardingGuard` and `PopGuard` share (`BeginGuard`): one test and one
/// reason each, in each source's words.
@Suite struct ConfigurationFormTests {
  // MARK: Configuration() is the published preset

  @Test("Configuration() is each strategy's base preset, the first of its presets")
  func plainInitIsTheBasePreset() {
    #expect(CupertinoStrategy.Configuration() == .flutter)
    #expect(CupertinoStrategy.presets.first?.configuration == CupertinoStrategy.Configuration())
    #expect(DirectionalPanStrategy.Configuration() == .sloppySwiper)
    #expect(DirectionalPanStrategy.presets.first?.configuration == DirectionalPanStrategy.Configuration())
    #expect(EdgeBulgeStrategy.Configuration() == .asPublished)
    #expect(EdgeBulgeStrategy.presets.first?.configuration == EdgeBulgeStrategy.Configuration())
    #expect(PercentDrivenStrategy.Configuration() == .seed002)
    #expect(PercentDrivenStrategy.presets.first?.configuration == PercentDrivenStrategy.Configuration())
    #expect(PredictiveBackStrategy.Configuration() == .android)
    #expect(PredictiveBackStrategy.presets.first?.configuration == PredictiveBackStrategy.Configuration())
    #expect(ReactNativeScreensStrategy.Configuration() == .native)
    #expect(ComposeMultiplatformStrategy.Configuration() == .hosted112)
    #expect(ReactNativeScreensStrategy.presets.first?.configuration == ReactNativeScreensStrategy.Configuration())
    #expect(ReactNavigationStackStrategy.Configuration() == .reactNavigation)
    #expect(ReactNavigationStackStrategy.presets.first?.configuration == ReactNavigationStackStrategy.Configuration())
    #expect(ScrollViewPopStrategy.Configuration() == .tz)
    #expect(ScrollViewPopStrategy.presets.first?.configuration == ScrollViewPopStrategy.Configuration())
    #expect(SwiftUINavigationStrategy.Configuration() == .navigationStack)
    #expect(SwiftUINavigationStrategy.presets.first?.configuration == SwiftUINavigationStrategy.Configuration())
    #expect(ScreenshotStackStrategy.Configuration() == .classic)
    #expect(ScreenshotStackStrategy.presets.first?.configuration == ScreenshotStackStrategy.Configuration())
    #expect(SystemEdgeStrategy.presets.first?.configuration == SystemEdgeStrategy.Configuration())
    #expect(TargetForwardingStrategy.Configuration() == .seed003)
    #expect(TargetForwardingStrategy.presets.first?.configuration == TargetForwardingStrategy.Configuration())
  }

  @Test("the inline defaults are the published numbers their comments cite")
  func inlineDefaultsAreThePublishedNumbers() {
    let flutter = CupertinoStrategy.Configuration()
    #expect(flutter.backGestureWidth == 20 && flutter.touchSlop == 18 && flutter.parallax == 1.0 / 3.0)
    #expect(flutter.settle == .fixed(duration: 0.350, curve: .fastEaseInToSlowEaseOut))
    let sloppy = DirectionalPanStrategy.Configuration()
    #expect(sloppy.direction == .right && sloppy.interactiveDuration == 0.25 && sloppy.checksDuringAnimation)
    #expect(sloppy.completion == .percentDriven(speed: 1.0, curve: .easeOut))
    let seed002 = PercentDrivenStrategy.Configuration()
    #expect(seed002.fullTravel == .screenWidth && seed002.release == .percent(threshold: 0.5))
    #expect(seed002.animation == .scrubbedSlide(duration: 1.0, curve: .easeInOut))
    #expect(seed002.completion == PercentDrivenStrategy.Configuration.systemCompletion)
    let android = PredictiveBackStrategy.Configuration()
    #expect(android.backGestureInset == 30 && android.touchSlop == 8 && android.backGestureSlop == 6)
    #expect(android.springStiffness == 1500 && android.springDampingRatio == 1)
    #expect(ReactNavigationStackStrategy.Configuration().gestureResponseDistance == .points(50))
    #expect(ReactNativeScreensStrategy.Configuration().velocityImpact == 0.3)
    #expect(ScrollViewPopStrategy.Configuration().guards.last == .leftEdgeStrip(width: ScrollViewPopStrategy.Configuration.tzEdgeStripWidth))
    let classic = ScreenshotStackStrategy.Configuration()
    #expect(classic.releaseDistance == 50 && classic.releaseDuration == 0.3 && classic.shadowWidth == 10)
    let recipe = SwiftUINavigationStrategy.Configuration.DragRecipe()
    #expect(recipe.edge == 20 && recipe.travel == 100 && recipe.minimumDistance == 10)
  }

  // MARK: A preset made with the adjust closure differs only where it says

  @Test("a preset made with the adjust closure is the base with exactly the properties it sets")
  func adjustedPresetsDifferOnlyWhereTheySay() {
    var legacy = CupertinoStrategy.Configuration.flutter
    legacy.settle = CupertinoStrategy.Configuration.legacySettle
    #expect(CupertinoStrategy.Configuration.flutterLegacy == legacy)
    #expect(CupertinoStrategy.Configuration.flutterLegacy != .flutter)

    var corrected = EdgeBulgeStrategy.Configuration.asPublished
    corrected.dwellAnchor = .dwellStart
    corrected.cancelsDwellTimerAtRelease = true
    corrected.resetsStateAtGestureStart = true
    #expect(EdgeBulgeStrategy.Configuration.corrected == corrected)

    var seed004 = PercentDrivenStrategy.Configuration.seed002
    seed004.animation = PercentDrivenStrategy.Configuration.seed004Animation
    seed004.panScreens = .everyScreen
    #expect(PercentDrivenStrategy.Configuration.seed004 == seed004)

    var fd = TargetForwardingStrategy.Configuration.seed003
    fd.guards = TargetForwardingStrategy.Configuration.fdGuards()
    fd.scrollViews = .exclusive
    fd.installation = .onFirstPush
    #expect(TargetForwardingStrategy.Configuration.fd == fd)
    #expect(TargetForwardingStrategy.Configuration.fd.host == TargetForwardingStrategy.Configuration.seed003.host)

    var edgeOnly = ReactNativeScreensStrategy.Configuration.native
    edgeOnly.fullScreenSwipe = .disabled
    #expect(ReactNativeScreensStrategy.Configuration.edgeOnly == edgeOnly)

    let adjusted = ScreenshotStackStrategy.Configuration { $0.releaseDistance = 70 }
    var expected = ScreenshotStackStrategy.Configuration.classic
    expected.releaseDistance = 70
    #expect(adjusted == expected)
    #expect(adjusted != .classic)
  }

  @Test("seed003Guards builds seed 003's guards in order, each on or off")
  func seed003GuardsToggleEachGuard() {
    typealias C = TargetForwardingStrategy.Configuration
    #expect(C.seed003Guards() == [.screenSwitch(.popGestureClose), .root, .transitioning(.isTransitioning), .backwardTranslation(mirrored: false)])
    #expect(C.seed003Guards(refusesOnRoot: false) == [.screenSwitch(.popGestureClose), .transitioning(.isTransitioning), .backwardTranslation(mirrored: false)])
    #expect(C.seed003Guards(mirrorsForRightToLeft: true).last == .backwardTranslation(mirrored: true))
    #expect(C.seed004.guards == [.root])
  }

  // MARK: The guards both families share

  func context(count: Int = 2, transitioning: Bool = false, switchedOff: Bool = false) -> StrategyContext {
    var screen = ScreenSpec(id: "detail")
    screen.backGestureDisabled = switchedOff
    return StrategyContext(
      time: 0, device: .standard,
      navigation: NavigationSnapshot(count: count, top: screen, isTransitioning: transitioning, progress: transitioning ? 0.7 : 0))
  }

  let query = BeginQuery(
    recognizer: "pan", location: Point(x: 20, y: 420), translation: Vector(x: 12, y: 0), velocity: Vector(x: 120, y: 0))

  @Test("the shared checks give each family's reason, word for word as before")
  func sharedChecksKeepEachSourcesWords() {
    typealias Forwarding = TargetForwardingStrategy.ForwardingGuard
    typealias Pop = ScrollViewPopStrategy.PopGuard
    let busy = context(transitioning: true)
    #expect(Forwarding.transitioning(.isTransitioning).refusal(of: query, context: busy)?.description == "_isTransitioning: a transition is running (progress 0.70)")
    #expect(Pop.transitioning.refusal(of: query, context: busy)?.description == "_isTransitioning: a transition is running (progress 0.70)")
    #expect(Forwarding.transitioning(.transitionCoordinatorIsAnimated).refusal(of: query, context: busy)?.description == "transitionCoordinator.isAnimated: a transition is running (progress 0.70)")

    let root = context(count: 1)
    #expect(Forwarding.root.refusal(of: query, context: root)?.description == "viewControllers.count = 1 ≤ 1: nothing to pop")
    #expect(Pop.root.refusal(of: query, context: root)?.description == "childViewControllers.count = 1 ≤ 1: nothing to pop")

    let off = context(switchedOff: true)
    #expect(Forwarding.screenSwitch(.fdInteractivePopDisabled).refusal(of: query, context: off)?.description == "screen 'detail' sets fd_interactivePopDisabled")
    #expect(Pop.interactivePopDisabled.refusal(of: query, context: off)?.description == "screen 'detail' sets tz_interactivePopDisabled")
    #expect(
      Forwarding.screenSwitch(.popGestureClose).refusal(of: query, context: off)?.description
        == "screen 'detail' turned the back gesture off (popGestureClose disables every recogniser on the navigation view, this pan included)")

    let calm = context()
    for check in [Forwarding.root, .transitioning(.isTransitioning), .screenSwitch(.disableMLTransition)] {
      #expect(check.refusal(of: query, context: calm) == nil)
    }
    for check in [Pop.root, .transitioning, .interactivePopDisabled, .leftEdgeStrip(width: 40)] {
      #expect(check.refusal(of: query, context: calm) == nil)
    }
  }

  @Test("the first guard that refuses, in the listed order, is the reason")
  func firstRefusalFollowsTheOrder() {
    let both = context(count: 1, transitioning: true)
    #expect(ScrollViewPopStrategy.Configuration.tz.guards.firstRefusal(of: query, context: both)?.description.hasPrefix("_isTransitioning") == true)
    #expect(TargetForwardingStrategy.Configuration.fd.guards.firstRefusal(of: query, context: both)?.description.hasPrefix("viewControllers.count") == true)
    #expect(TargetForwardingStrategy.Configuration.fd.guards.firstRefusal(of: query, context: context()) == nil)
  }
}
