import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// Shared helpers for the app-stack strategies' tests (React Navigation, react-native-screens,
/// SwiftUI): a stroke on a two-screen stack, run on one release.
enum AppStackRuns: IOSVersionRuns {

  static func trace(
    _ name: String, scene: SceneSpec = Scenarios.homeAndDetail, _ build: (inout StrokeBuilder) -> Void
  ) -> Trace {
    var touches = StrokeBuilder()
    build(&touches)
    return Trace(name: name, intent: .back, scene: scene, touches: touches.samples)
  }

  /// A slow rightward drag from `x` over `distance` points, released at rest.
  static func drag(from x: Double, _ distance: Double = 240, y: Double = 420, duration: Double = 0.8) -> Trace {
    trace("drag-from-\(x)") { $0.swipe(from: Point(x: x, y: y), to: Point(x: x + distance, y: y + 4), duration: duration) }
  }

  /// The `.ended` callback of recogniser `id`, if it had one.
  static func ended(_ result: RunResult, _ id: RecognizerID) -> GestureEvent? {
    for event in result.events ?? [] {
      if case .callback(let gesture, _) = event.kind, gesture.recognizer == id, gesture.state == .ended { return gesture }
    }
    return nil
  }

  /// Whether the log mentions recogniser `id` at all.
  static func takesPart(_ result: RunResult, _ id: RecognizerID) -> Bool {
    IOS26TechniqueTests.takesPart(result, id)
  }
}

/// `rn-stack`: `@react-navigation/stack` 7.10.23 over react-native-gesture-handler 2.32.0
/// (source keys "React Navigation stack 7.10" and "RNGH 2.32" in docs/sources.md).
@Suite("React Navigation stack")
struct ReactNavigationStackTests {
  typealias Runs = AppStackRuns

  @Test(
    "utils/gestureActivationCriteria.tsx: hitSlop leaves the leading 50 pt; a touch-down at 49.9 pt starts the swipe, at 50 pt RNGH's shouldReceiveTouch refuses it",
    arguments: [(49.9, true), (50.0, false), (5.0, true), (120.0, false)])
  func responseDistance(x: Double, starts: Bool) throws {
    let result = try Runs.run("rn-stack", Runs.drag(from: x))
    #expect((result.drivenBy?.recognizer == ReactNavigationStackStrategy.recognizerID) == starts, "\(result.reason)")
    if !starts { #expect(result.reason.contains("hitSlop")) }
  }

  @Test("full-screen: gestureResponseDistance = W, a touch-down anywhere on the card starts the swipe")
  func fullScreen() throws {
    let result = try Runs.run("rn-stack:full-screen", Runs.drag(from: 120))
    #expect(result.outcome == .pop)
    #expect(result.drivenBy == DrivenBy(recognizer: ReactNavigationStackStrategy.recognizerID, owner: .strategy))
  }

  @Test("RNGH 2's panGestureHandlerProps has no minOffsetX or maxDeltaY: the native pan begins on a leftward first move too, at UIKit's 10 pt")
  func activationCriteriaDoNotReachNative() throws {
    let trace = Runs.trace("left-first") {
      $0.stroke(
        through: [Point(x: 30, y: 420), Point(x: 18, y: 421), Point(x: 260, y: 425)], durations: [0.1, 0.7])
    }
    let result = try Runs.run("rn-stack", trace, events: true)
    let began = (result.events ?? []).contains { event in
      if case .callback(let gesture, _) = event.kind {
        return gesture.recognizer == ReactNavigationStackStrategy.recognizerID && gesture.state == .began
          && gesture.translation.x < 0
      }
      return false
    }
    #expect(began, "it began while the finger was still left of its touch-down")
    #expect(result.outcome == .pop)
  }

  @Test(
    "Card.tsx: at END the card closes when (translationX + velocityX · 0.3) > W / 2, else springs back open",
    arguments: [
      ("slow drag past half", 5.0, 240.0, 0.8, false), ("slow drag short of half", 5.0, 150.0, 0.8, false),
      ("short fast flick", 5.0, 120.0, 0.12, true),
    ])
  func releaseRule(name: String, x: Double, distance: Double, duration: Double, flick: Bool) throws {
    let trace = Runs.trace(name) {
      if flick {
        $0.flick(from: Point(x: x, y: 420), to: Point(x: x + distance, y: 422), duration: duration)
      } else {
        $0.swipe(from: Point(x: x, y: 420), to: Point(x: x + distance, y: 422), duration: duration)
      }
    }
    let result = try Runs.run("rn-stack", trace, events: true)
    let end = try #require(Runs.ended(result, ReactNavigationStackStrategy.recognizerID))
    let closes = end.translation.x + end.velocity.x * ReactNavigationStackStrategy.Configuration.reactNavigation.gestureVelocityImpact > 195
    #expect(result.outcome == (closes ? .pop : .cancel), "\(result.reason)")
  }

  @Test("the velocity term is travel: a 120 pt flick closes, a 150 pt drag released at rest does not")
  func velocityWeighsAsTravel() throws {
    let flick = try Runs.run("rn-stack", Runs.trace("flick") { $0.flick(from: Point(x: 5, y: 420), to: Point(x: 125, y: 422), duration: 0.12) })
    let drag = try Runs.run("rn-stack", Runs.trace("drag") { $0.swipe(from: Point(x: 5, y: 420), to: Point(x: 155, y: 422), duration: 0.8, holdBeforeLift: 0.2) })
    #expect(flick.outcome == .pop)
    #expect(drag.outcome == .cancel)
  }

  @Test("CardContainer: gestureEnabled is false at index 0, so a swipe on the root does nothing")
  func rootHasNoGesture() throws {
    let result = try Runs.run("rn-stack", Scenarios.swipeOnRoot)
    #expect(result.outcome == .unchanged)
    #expect(result.hazards.isEmpty)
    #expect(result.reason.contains("index 0"))
  }

  @Test("no UINavigationController: no UIKit back recogniser on either release, and the same result on both (only iOS 26's glass slider adds an open choice)", arguments: ["rn-stack", "rn-stack:full-screen"])
  func noUIKitRecognisers(label: String) throws {
    for trace in Scenarios.all {
      var ios18 = try Runs.run(label, trace, .iOS18, events: true)
      let ios26 = try Runs.run(label, trace, .iOS26, events: true)
      #expect(!Runs.takesPart(ios26, .systemContentPan) && !Runs.takesPart(ios26, .systemEdgePan), "\(trace.name)")
      ios18.ios = .iOS26
      ios18.events = nil
      var bare26 = ios26
      bare26.events = nil
      // -[_UISlideriOSVisualElement gestureRecognizerShouldBegin:] is read on both releases;
      // iOS 26's Liquid Glass slider is not, so only there does a slider add an open choice.
      #expect(!ios18.restsOn.contains { $0.choice == .sliderThumb }, "\(trace.name)")
      bare26.restsOn.removeAll { $0.choice == .sliderThumb }
      #expect(ios18 == bare26, "\(trace.name)")
    }
  }

  @Test(
    "React Native SpringAnimation.js onUpdate (`else { // Critically damped`): TransitionIOSSpec (k 1000, c 500, m 3, ζ ≈ 4.56) runs critically damped at ω₀ = √(k/m) and rests within 10 pt and 10 pt/s about 0.4–0.5 s after the lift",
    arguments: [(145.0, 0.0, 0.40, 0.47), (320.0, 1322.0, 0.42, 0.50), (200.0, -300.0, 0.40, 0.55)])
  func iOSSpring(distance: Double, speed: Double, earliest: Double, latest: Double) throws {
    let spring = ReactNavigationStackStrategy.RNSpring.iOSTransition
    #expect(spring.dampingRatio > 4.5 && spring.dampingRatio < 4.6)
    #expect(spring.runDampingRatio == 1)
    let (duration, curve) = spring.curve(distance: distance, speed: speed)
    #expect(duration > earliest && duration < latest, "\(duration) s")
    guard case .spring(let ratio, _, _, _) = curve else {
      Issue.record("not a spring: \(curve)")
      return
    }
    #expect(ratio == 1)
    // React Native's own critically damped branch, written out from SpringAnimation.js: from
    // 0 to `distance`, x0 = toValue − from, v0 = −velocity, the analytic velocity, stopped at
    // the first step within both thresholds or past the target (overshootClamping).
    let omega0 = (spring.stiffness / spring.mass).squareRoot()
    let (x0, v0) = (distance, -speed)
    var t = 0.0
    while t < 5 {
      let envelope = Math.exponential(-omega0 * t)
      let position = distance - envelope * (x0 + (v0 + omega0 * x0) * t)
      let velocity = envelope * (v0 * (t * omega0 - 1) + t * x0 * omega0 * omega0)
      if position > distance
        || (abs(velocity) <= spring.restSpeedThreshold && abs(distance - position) <= spring.restDisplacementThreshold)
      {
        break
      }
      t += 0.001
    }
    #expect(abs(t - duration) <= 0.003, "React Native rests at \(t) s, the model at \(duration) s")
  }

  @Test("right-to-left: the strip is at the right edge (hitSlop.left) and the card closes leftward")
  func rightToLeft() throws {
    let result = try Runs.run("rn-stack", Scenarios.rightToLeftEdgeSwipe)
    #expect(result.outcome == .pop)
  }
}

/// `rn-screens`: react-native-screens 4.27.0 (source key "react-native-screens 4.27").
@Suite("react-native-screens")
struct ReactNativeScreensTests {
  typealias Runs = AppStackRuns

  @Test("isFullScreenSwipeEffectivelyEnabled: undefined is YES on iOS 26 (the content swipe pops mid-screen) and NO on iOS 18 (nothing does)")
  func fullScreenDefaultByRelease() throws {
    let trace = Scenarios.shortFastMidSwipe
    let ios26 = try Runs.run("rn-screens", trace, .iOS26)
    let ios18 = try Runs.run("rn-screens", trace, .iOS18)
    #expect(ios26.outcome == .pop)
    #expect(ios26.drivenBy == DrivenBy(recognizer: .systemContentPan, owner: .uikit))
    #expect(ios18.outcome == .unchanged)
  }

  @Test("edge-only: fullScreenSwipeEnabled false refuses the content swipe every touch; UIKit's edge swipe still pops", arguments: [IOSVersion.iOS18, .iOS26])
  func edgeOnly(ios: IOSVersion) throws {
    let mid = try Runs.run("rn-screens:edge-only", Scenarios.shortFastMidSwipe, ios, events: true)
    #expect(mid.outcome == .unchanged)
    #expect(!Runs.takesPart(mid, .systemContentPan))
    let edge = try Runs.run("rn-screens:edge-only", Scenarios.edgeSwipePastHalf, ios)
    #expect(edge.drivenBy == DrivenBy(recognizer: .systemEdgePan, owner: .uikit))
  }

  /// `fullScreenSwipeEnabled` (false, true, undefined) × release, with `gestureEnabled` true:
  /// whether the content swipe takes touches (`nil` before iOS 26: there is none) and whether the
  /// stack's own pan is installed.
  static let fullScreenSwipeCases:
    [(ReactNativeScreensStrategy.Configuration.FullScreenSwipe, IOSVersion, contentSwipe: Bool?, stackPan: Bool)] = [
      (.disabled, .iOS26, false, false), (.enabled, .iOS26, true, false), (.platformDefault, .iOS26, true, false),
      (.disabled, .iOS18, nil, false), (.enabled, .iOS18, nil, true), (.platformDefault, .iOS18, nil, false),
    ]

  @Test(
    "RNSScreenStack.mm (4.26.0 7c1b4915 = 4.27.0 42c1615f): fullScreenSwipeEnabled gates only the content swipe and the stack's pan in gestureRecognizer:shouldReceivePressOrTouchEvent:; UIKit's edge recogniser falls through to its closing YES and gestureRecognizerShouldBegin:'s last branch, so the edge swipe pops whatever the option says (superset#6831's simulator report notwithstanding)",
    arguments: fullScreenSwipeCases)
  func edgeRecogniserIgnoresFullScreenSwipe(
    option: ReactNativeScreensStrategy.Configuration.FullScreenSwipe, ios: IOSVersion, contentSwipe: Bool?, stackPan: Bool
  ) throws {
    let configuration = ReactNativeScreensStrategy.Configuration { $0.fullScreenSwipe = option }
    var strategy = ReactNativeScreensStrategy(configuration: configuration)
    var context = StrategyContext(
      time: 0, device: Device(ios: ios), navigation: NavigationSnapshot(count: 2, top: ScreenSpec(id: "detail"), isTransitioning: false, progress: 0))
    let setup = strategy.install(in: Scenarios.homeAndDetail, context: &context)
    // The stack view is the edge recogniser's delegate and never switches it off.
    #expect(setup.systemBackGesture == .enabledWithStrategyDelegate)
    let edgeQuery = BeginQuery(recognizer: .systemEdgePan, location: Point(x: 5, y: 420), translation: Vector(x: 12, y: 0), velocity: Vector(x: 300, y: 0))
    #expect(strategy.shouldBegin(edgeQuery, context: context) == .begin)
    #expect(setup.recognizers.contains { $0.id == ReactNativeScreensStrategy.panRecognizerID } == stackPan)
    if let contentSwipe {
      #expect(setup.contentSwipe.hasStrategyDelegate == contentSwipe)
      #expect((setup.contentSwipe == .disabled) == !contentSwipe)
    }
    // On a trace: a slow swipe from the edge past half pops on every combination.
    let label = "rn-screens-\(option.rawValue)"
    let selection = BuiltIn.reactNativeScreens.configured(configuration, name: label)
    let result = selection.run(on: Scenarios.edgeSwipePastHalf, options: RunOptions(ios: ios))
    #expect(result.outcome == .pop)
  }

  @Test("shouldRequireFailureOfGestureRecognizer: (PR #3420): the content swipe waits for a horizontal list even at its start, where UIKit's own delegate (scroll-view branch) pops")
  func horizontalScrollViewsWin() throws {
    let trace = Scenarios.horizontalListSwipe
    let screens = try Runs.run("rn-screens", trace, .iOS26)
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let uikit = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: branch)))
    #expect(uikit.outcome == .pop)
    #expect(screens.outcome == .unchanged)
    #expect(screens.metrics.scrolled > 0, "the list bounces instead")
  }

  @Test("shouldReceiveTouch: refuses on the root: no pop and no freeze, on both releases", arguments: [IOSVersion.iOS18, .iOS26])
  func rootRefused(ios: IOSVersion) throws {
    let result = try Runs.run("rn-screens", Scenarios.swipeOnRoot, ios)
    #expect(result.outcome == .unchanged)
    #expect(result.hazards.isEmpty)
    #expect(result.reason.contains("one view controller"))
  }

  @Test("the stack view replaces UIKit's delegate, and with it UIKit's hidden-back-button rule: the edge swipe pops where UIKit's refuses")
  func delegateReplacesUIKitRules() throws {
    let trace = Scenarios.hiddenBackButton
    #expect(try Runs.run("rn-screens", trace, .iOS18).outcome == .pop)
    #expect(try Runs.run("system-edge", trace, .iOS18).outcome == .unchanged)
  }

  /// The content swipe begins about 30 pt right of the touch-down; the stack view reads
  /// `locationInView:` there.
  static let responseDistanceCases: [(String, ReactNativeScreensStrategy.GestureResponseDistance, Double, Bool)] = [
    ("start is a smallest x: refused left of it", .init(start: 100), 40, false),
    ("start is a smallest x: allowed right of it", .init(start: 100), 150, true),
    ("end is a largest x: allowed left of it", .init(end: 100), 40, true),
    ("end is a largest x: refused right of it", .init(end: 100), 150, false),
    ("top is a smallest y: refused above it", .init(top: 500), 40, false),
    ("bottom is a largest y: refused below it", .init(bottom: 300), 40, false),
    ("top and bottom around the finger: allowed", .init(top: 300, bottom: 500), 40, true),
  ]

  @Test(
    "RNSScreenStack.mm isInGestureResponseDistance:topScreen: (4.27.0): gestureResponseDistance is a rectangle, refused when (start ≠ −1 && x < start) || (end ≠ −1 && x > end) || (top ≠ −1 && y < top) || (bottom ≠ −1 && y > bottom)",
    arguments: responseDistanceCases)
  func responseDistance(name: String, distance: ReactNativeScreensStrategy.GestureResponseDistance, x: Double, begins: Bool) throws {
    let limited = BuiltIn.reactNativeScreens.configured(ReactNativeScreensStrategy.Configuration { $0.gestureResponseDistance = distance }, name: "limited")
    let result = limited.run(on: Runs.drag(from: x, 200, duration: 0.3), options: RunOptions(recordEvents: true, ios: .iOS26))
    let refused = (result.events ?? []).contains { event in
      if case .question(let query, _, let answer) = event.kind, query.recognizer == .systemContentPan, case .reject(let why) = answer {
        return why.description.contains("gestureResponseDistance")
      }
      return false
    }
    #expect(refused == !begins, "\(name): \(result.reason)")
    #expect((result.drivenBy?.recognizer == .systemContentPan) == begins, "\(name)")
  }

  @Test(
    "RNSScreenStack.mm gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer: (4.27.0): every scroll view's pan waits for UIKit's edge recogniser, so an edge swipe over a carousel in mid-content pops where an app's plain delegate = self, or UIKit's scroll-view-branch reading, lets the carousel scroll",
    arguments: [IOSVersion.iOS18, .iOS26])
  func scrollViewsWaitForTheEdge(ios: IOSVersion) throws {
    let carousel = ScrollViewSpec(
      id: "carousel", frame: Rect(x: 0, y: 300, width: 390, height: 240), contentSize: Size(width: 1560, height: 240),
      contentOffset: Point(x: 390, y: 0))
    let scene = SceneSpec(device: .standard, stack: [ScreenSpec(id: "home"), ScreenSpec(id: "detail", scrollViews: [carousel])])
    let trace = Runs.trace("edge-over-carousel", scene: scene) {
      $0.flick(from: Point(x: 6, y: 420), to: Point(x: 300, y: 424), duration: 0.3)
    }
    let screens = try Runs.run("rn-screens", trace, ios)
    let delegateSelf = try Runs.run("system-edge:delegate-self", trace, ios)
    #expect(delegateSelf.outcome == .unchanged && delegateSelf.metrics.scrolled > 0, "delegate = self: nothing waits: \(delegateSelf.reason)")
    var branch = ModelParameters.uikit26
    branch.backGestureDependencies = .scrollViewBranch
    let uikit = try #require(Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: branch, ios: ios)))
    #expect(uikit.outcome == .unchanged && uikit.metrics.scrolled > 0, "UIKit, scroll-view branch: the carousel in mid-content does not wait: \(uikit.reason)")
    #expect(try Runs.run("system-edge", trace, ios).outcome == .pop, "UIKit's own delegate makes the carousel wait at any offset")
    #expect(screens.outcome == .pop, "\(screens.reason)")
    #expect(screens.drivenBy?.recognizer == .systemEdgePan)
    #expect(screens.metrics.scrolled == 0)
  }

  @Test(
    "RNSScreenStack.mm gestureRecognizerShouldBegin: (4.27.0): with customAnimationOnSwipe and a custom animation UIKit's edge recogniser gets NO and the stack's RNSScreenEdgeGestureRecognizer runs handleSwipe:, with its 0.3 release rule",
    arguments: [IOSVersion.iOS18, .iOS26])
  func customAnimationEdge(ios: IOSVersion) throws {
    let result = try Runs.run("rn-screens:custom-animation", Scenarios.edgeSwipePastHalf, ios, events: true)
    let refusedUIKit = (result.events ?? []).contains { event in
      if case .question(let query, _, let answer) = event.kind, query.recognizer == .systemEdgePan, case .reject(let why) = answer {
        return why.description.contains("customAnimationOnSwipe")
      }
      return false
    }
    #expect(refusedUIKit || !Runs.takesPart(result, .systemEdgePan) || result.drivenBy?.recognizer != .systemEdgePan)
    #expect(result.drivenBy?.owner == .strategy, "\(String(describing: result.drivenBy))")
    #expect(result.outcome == .pop)
    #expect(result.reason.contains("· 0.3"), "\(result.reason)")
  }

  @Test(
    "RNSPercentDrivenInteractiveTransition.mm finalizeInteractiveTransitionWithAnimationWasCancelled: (4.27.0): the stack's pan runs out on a damping-4.56 spring over animationDuration (RNSDefaultTransitionDuration 0.5 s) × (1 − fraction)",
    arguments: [IOSVersion.iOS18, .iOS26])
  func customPanRunOut(ios: IOSVersion) throws {
    for trace in [Scenarios.shortFastMidSwipe, Scenarios.midScreenSwipe] {
      let result = try Runs.run("rn-screens:custom-animation", trace, ios, events: true)
      let end = try #require(Runs.ended(result, ReactNativeScreensStrategy.panRecognizerID), "\(trace.name)")
      let fraction = (end.translation.x / 390).clamped(to: 0...1)
      let transition = try #require(result.transitions.first, "\(trace.name)")
      let decided = try #require(transition.decided)
      let settled = try #require(transition.settled)
      #expect(abs((settled - decided) - 0.5 * (1 - fraction)) < 0.02, "\(trace.name): \(settled - decided) s for fraction \(fraction)")
      #expect(result.reason.contains("damping ratio 4.56"), "\(result.reason)")
    }
  }

  @Test("DampedSpring.fitted: a UIViewPropertyAnimator spring of damping ratio 4.56 scaled to its duration has 0.1 % left at the end", arguments: [0.1, 0.25, 0.5])
  func fittedSpring(duration: Double) throws {
    let spring = try #require(DampedSpring.fitted(dampingRatio: 4.56, duration: duration, settlingFraction: 0.001))
    #expect(spring.dampingRatio == 4.56)
    #expect(abs(spring.bound(at: duration) - 0.001) < 1e-9)
    #expect(spring.remaining(at: duration / 2) < 1 && spring.remaining(at: duration / 2) > spring.remaining(at: duration))
  }

  @Test(
    "react-native-pager-view (PR #705's rule; the patch in react-native-pager-view#1050): with RNSPanGestureRecognizer in the touch, a pager on page 0 whose velocity points back switches its pan off, so custom-animation pops over it",
    arguments: [IOSVersion.iOS18, .iOS26])
  func pagerYieldsToRNSPan(ios: IOSVersion) throws {
    let trace = Scenarios.pagerFirstPageSwipe
    let onFirstPage = try Runs.run("rn-screens:custom-animation", trace, ios, events: true)
    #expect(onFirstPage.outcome == .pop, "\(onFirstPage.reason)")
    #expect(onFirstPage.drivenBy?.recognizer == ReactNativeScreensStrategy.panRecognizerID)
    #expect(onFirstPage.metrics.scrolled == 0)
    // The same pager on its second page keeps its pan, and so does a scroll view that is no pager.
    for page in [1, nil] as [Int?] {
      var other = trace
      other.scene.stack[1].scrollViews[0].pagerPage = page
      let result = try Runs.run("rn-screens:custom-animation", other, ios)
      #expect(result.outcome != .pop, "page \(String(describing: page)): \(result.reason)")
      #expect(result.metrics.scrolled > 0)
    }
  }

  @Test(
    "custom-animation: the stack's own pan drives, and handleSwipe: finishes when tx + vx · 0.3 > W / 2, on iOS 26 and before",
    arguments: [IOSVersion.iOS18, .iOS26])
  func customPan(ios: IOSVersion) throws {
    for trace in [Scenarios.shortFastMidSwipe, Scenarios.midScreenSwipe, Scenarios.edgeSwipeToThird] {
      let result = try Runs.run("rn-screens:custom-animation", trace, ios, events: true)
      #expect(!Runs.takesPart(result, .systemContentPan), "\(trace.name)")
      let end = try #require(
        Runs.ended(result, ReactNativeScreensStrategy.panRecognizerID) ?? Runs.ended(result, ReactNativeScreensStrategy.edgeRecognizerID),
        "\(trace.name)")
      let finishes = end.translation.x + end.velocity.x * ReactNativeScreensStrategy.Configuration.native.velocityImpact > 195
      #expect(result.outcome == (finishes ? .pop : .cancel), "\(trace.name): \(result.reason)")
    }
  }
}

/// `swiftui`: NavigationStack and the patterns around it (source keys "SwiftUI
/// navigationBarBackButtonHidden", "SwiftUI delegate extension", "SwiftUI drag recipe",
/// "SwiftUI DragGesture").
@Suite("SwiftUI navigation")
struct SwiftUINavigationTests {
  typealias Runs = AppStackRuns

  @Test("navigation-stack is a UINavigationController: the same outcome, verdict and driver as system-edge on every scenario, on both releases", arguments: [IOSVersion.iOS18, .iOS26])
  func navigationStackIsUIKit(ios: IOSVersion) throws {
    for trace in Scenarios.all {
      let swiftUI = try Runs.run("swiftui", trace, ios)
      let uikit = try Runs.run("system-edge", trace, ios)
      #expect(swiftUI.outcome == uikit.outcome && swiftUI.drivenBy == uikit.drivenBy && swiftUI.hazards == uikit.hazards, "\(trace.name)")
    }
  }

  @Test("back-button-hidden: _shouldInteractivePopGestureBeEnabled refuses both UIKit recognisers", arguments: [IOSVersion.iOS18, .iOS26])
  func backButtonHidden(ios: IOSVersion) throws {
    for trace in [Scenarios.edgeSwipePastHalf, Scenarios.shortFastMidSwipe] {
      let result = try Runs.run("swiftui:back-button-hidden", trace, ios)
      #expect(result.outcome == .unchanged, "\(trace.name)")
      #expect(result.reason.contains("hides its back button"), "\(trace.name): \(result.reason)")
    }
  }

  @Test("delegate-extension: delegate = self brings the edge swipe back; the content swipe keeps UIKit's delegate and stays off")
  func delegateExtension() throws {
    #expect(try Runs.run("swiftui:delegate-extension", Scenarios.edgeSwipePastHalf, .iOS26).outcome == .pop)
    #expect(try Runs.run("swiftui:delegate-extension", Scenarios.edgeSwipePastHalf, .iOS18).outcome == .pop)
    let mid = try Runs.run("swiftui:delegate-extension", Scenarios.shortFastMidSwipe, .iOS26)
    #expect(mid.outcome == .unchanged)
    let root = try Runs.run("swiftui:delegate-extension", Scenarios.swipeOnRoot, .iOS26)
    #expect(root.outcome == .unchanged && root.hazards.isEmpty, "the viewControllers.count > 1 guard")
  }

  @Test("delegate-extension-unguarded: an edge swipe on the root begins a pop with nothing under it and freezes navigation", arguments: [IOSVersion.iOS18, .iOS26])
  func unguardedFreezesOnRoot(ios: IOSVersion) throws {
    let result = try Runs.run("swiftui:delegate-extension-unguarded", Scenarios.swipeOnRoot, ios)
    #expect(result.distinctHazards.contains(.rootFreeze))
  }

  @Test(
    "drag-gesture: dismiss() once startLocation.x < 20 and translation.width > 100",
    arguments: [(19.9, 140.0, true), (20.0, 140.0, false), (5.0, 100.0, false), (5.0, 101.0, true)])
  func dragRecipe(x: Double, travel: Double, pops: Bool) throws {
    let trace = Runs.trace("drag") {
      $0.stroke(through: [Point(x: x, y: 420), Point(x: x + travel, y: 420)], durations: [0.5], holdBeforeLift: 0.1)
    }
    let result = try Runs.run("swiftui:drag-gesture", trace, events: true)
    #expect((result.outcome == .pop) == pops, "\(result.reason)")
    if pops {
      #expect(result.drivenBy == nil || result.drivenBy?.owner == .strategy)
      let popAt = try #require(result.transitions.first?.began)
      let lift = try #require(trace.touches.last?.t)
      #expect(popAt < lift, "it pops in the middle of the drag")
    }
  }

  @Test(
    "SwiftUI DragGesture (DragGesture.init(minimumDistance:coordinateSpace:)): minimumDistance 10 is a distance from startLocation, so a diagonal (8, 8) move (11.3 pt) begins the drag and (7, 7) (9.9 pt) does not",
    arguments: [(8.0, 8.0, true), (7.0, 7.0, false), (0.0, 10.0, true), (9.9, 0.0, false), (-6.0, 8.0, true)])
  func minimumDistanceIsEuclidean(dx: Double, dy: Double, begins: Bool) throws {
    let trace = Runs.trace("diagonal") {
      $0.stroke(through: [Point(x: 60, y: 420), Point(x: 60 + dx, y: 420 + dy)], durations: [0.2], holdBeforeLift: 0.1)
    }
    let result = try Runs.run("swiftui:drag-gesture", trace, events: true)
    let began = (result.events ?? []).contains { event in
      if case .callback(let gesture, _) = event.kind {
        return gesture.recognizer == SwiftUINavigationStrategy.dragRecognizerID && gesture.state == .began
      }
      return false
    }
    #expect(began == begins)
  }

  @Test("drag-gesture: a finger that drifts 10 pt down first gives the swipe to the vertical ScrollView; the DragGesture never begins")
  func scrollViewTakesTheDrift() throws {
    let result = try Runs.run("swiftui:drag-gesture", Scenarios.scrollViewDriftThenSwipe, events: true)
    #expect(result.outcome == .unchanged)
    #expect(result.metrics.scrolled > 0)
    #expect(Runs.ended(result, SwiftUINavigationStrategy.dragRecognizerID) == nil)
  }
}
