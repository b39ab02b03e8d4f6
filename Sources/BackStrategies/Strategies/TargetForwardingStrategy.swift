/// Full-screen back by borrowing UIKit's own handler ("移花接木", target forwarding: seed 003,
/// seed 004 way 3; FDFullscreenPopGesture ships the same trick).
///
/// UIKit's edge recogniser sends its callbacks to a private object (its delegate,
/// `_UINavigationInteractiveTransition`) with the private action `handleNavigationTransition:`.
/// The technique creates a plain `UIPanGestureRecognizer` with that same target and action,
/// so a pan that starts anywhere on the screen drives UIKit's interactive pop, and disables
/// the edge recogniser so that there are not two back gestures:
///
///     id target = self.interactivePopGestureRecognizer.delegate;
///     SEL action = NSSelectorFromString(@"handleNavigationTransition:");
///     UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc] initWithTarget:target action:action];
///     pan.delegate = self;                                   // the guards below
///     [self.interactivePopGestureRecognizer.view addGestureRecognizer:pan];
///     self.interactivePopGestureRecognizer.enabled = NO;     // "disable the duplicate"
///
/// The strategy therefore never handles a callback: progress (`tx / W`), the release decision
/// (projected position against `min(187.5 / W, 0.5)`) and the animation are exactly those of
/// `system-edge`. What it decides is only *whether the pan may begin*, in its delegate's
/// `gestureRecognizerShouldBegin:`, and how it gets along with scroll views.
///
/// - `seed003` (default): refuses on the root, while a transition runs, and when
///   `translation.x ≤ 0`; every scroll view recognises together with it (seed 003's
///   `UIScrollView` category). This is the corrected reading of the seed's root guard.
/// - `seed003-as-published`: the same, with the root guard as printed: it reads
///   `self.navigationController.viewControllers.count` on the navigation controller itself,
///   where `navigationController` is nil, so the count is 0 and every swipe is refused.
/// - `seed004`: only the root guard; scroll views left as UIKit has them (they win).
/// - `fd-recipe`: seed 003's guards with FDFullscreenPopGesture's README recipe for scroll
///   views: recognise together only while the content sits at its leading end.
public struct TargetForwardingStrategy: BackStrategy {
  /// The object the pan's target was read from: `interactivePopGestureRecognizer.delegate`,
  /// whatever it is at the moment the technique reads it.
  public enum ForwardingTarget: String, Hashable, Sendable, CaseIterable {
    /// UIKit's own `_UINavigationInteractiveTransition`, which implements
    /// `handleNavigationTransition:`: the pan drives UIKit's pop. Source: seeds 003 and 004
    /// (way 3), read before anything replaces the delegate.
    case systemPopHandler
    /// The screen itself: seed 004's way 1 (`interactivePopGestureRecognizer.delegate = self`)
    /// ran before way 3 read the delegate, so the target is the view controller, which does
    /// not implement `handleNavigationTransition:`. The pan's first action, at `.began`, is an
    /// unrecognised selector and the app crashes (``Hazard/crash``). Source: seed 004, ways 1
    /// and 3 (the article presents them as alternatives and never says their order matters).
    case screenAfterDelegateReplaced
  }

  /// The strategy's tunables. The defaults are seed 003's code; each property says where its
  /// value comes from and what the other presets use.
  public struct Configuration: StrategyConfiguration {
    /// The view the pan is added to. Default ``HostView/navigationView`` (seed 003:
    /// `[self.interactivePopGestureRecognizer.view addGestureRecognizer:pan]`); seed 004 adds it
    /// to each screen's own view (`[self.view addGestureRecognizer:panGesture]`,
    /// ``HostView/topScreen``). In the model the host only decides ties with other recognisers
    /// (deeper views win); a scroll view is deeper than either.
    public var host: HostView = .navigationView
    /// The tests of `gestureRecognizerShouldBegin:`, in the order the source evaluates them
    /// (the first refusal is the reason). Default seed 003's, all four
    /// (``seed003Guards(respectsScreenSwitch:refusesOnRoot:refusesWhileTransitioning:requiresBackwardTranslation:mirrorsForRightToLeft:)``):
    /// `popGestureClose:`, the root, `_isTransitioning`, `translation.x <= 0` (not mirrored);
    /// see ``ForwardingGuard``.
    public var guards: [ForwardingGuard] = Configuration.seed003Guards()
    /// How the pan gets along with scroll views' pans. Default ``ScrollViewPolicy/simultaneous``
    /// (seed 003's `UIScrollView (PopGesture)` category returns YES from
    /// `shouldRecognizeSimultaneouslyWithGestureRecognizer:`); seed 004 has no category:
    /// ``ScrollViewPolicy/exclusive``; FDFullscreenPopGesture's README recipe (its demo's
    /// `FDDemoScrollView`, `contentOffset.x <= 0 → YES`): ``ScrollViewPolicy/simultaneousAtLeadingEdge``.
    public var scrollViews: ScrollViewPolicy = .simultaneous

    /// When the pan is installed. Default ``Installation/atLaunch`` (seeds 003 and 004 set it up
    /// with the navigation controller or screen; MLTransition in the navigation controller's
    /// `viewDidLoad`, MLTransition.m line 166); FDFullscreenPopGesture adds it in its swizzled
    /// `pushViewController:animated:` (``Installation/onFirstPush``).
    public var installation: Installation = .atLaunch

    /// Where the pan's target comes from. Default ``ForwardingTarget/systemPopHandler``
    /// (seeds 003 and 004 read it before anything replaces the delegate).
    public var forwardingTarget: ForwardingTarget = .systemPopHandler

    /// Seed 003 (``seed003``).
    public init() {}

    /// Seed 003's guards in seed 003's order (the per-screen switch, the root,
    /// `_isTransitioning`, the direction), each one on or off; every omitted value is seed 003's.
    ///
    /// - Parameters:
    ///   - respectsScreenSwitch: refuse while the screen has switched the back gesture off
    ///     (seed 003's `popGestureClose:` disables *every* recogniser on
    ///     `interactivePopGestureRecognizer.view`, "若開啟全屏右滑…請對數組進行處理"); seed 004's
    ///     pan lives on the screen's view, where that loop would not reach it.
    ///   - refusesOnRoot: seed 003 `viewControllers.count <= 1 → NO`, seed 004
    ///     `childViewControllers.count == 1 → NO`. Without it a pan on the root starts a pop
    ///     with nothing to pop and freezes navigation (`root-freeze`).
    ///   - refusesWhileTransitioning: seed 003 `[[nav valueForKey:@"_isTransitioning"] boolValue]
    ///     → NO`; without it a pan during a finishing pop asks for a nested pop.
    ///   - requiresBackwardTranslation: seed 003 `translation.x <= 0 → NO` ("只能響應從左到右的滑動").
    ///   - mirrorsForRightToLeft: multiply the direction test by −1 in right-to-left layouts, as
    ///     FDFullscreenPopGesture's pull request #138 does; seed 003 tests `translation.x` literally.
    public static func seed003Guards(
      respectsScreenSwitch: Bool = true,
      refusesOnRoot: Bool = true,
      refusesWhileTransitioning: Bool = true,
      requiresBackwardTranslation: Bool = true,
      mirrorsForRightToLeft: Bool = false
    ) -> [ForwardingGuard] {
      var guards: [ForwardingGuard] = []
      if respectsScreenSwitch { guards.append(.screenSwitch(.popGestureClose)) }
      if refusesOnRoot { guards.append(.root) }
      if refusesWhileTransitioning { guards.append(.transitioning(.isTransitioning)) }
      if requiresBackwardTranslation { guards.append(.backwardTranslation(mirrored: mirrorsForRightToLeft)) }
      return guards
    }

    /// Seed 003 as published: three guards, not mirrored, every scroll view simultaneous.
    public static let seed003 = Configuration()

    /// Seed 003 exactly as published: its root guard reads the count through
    /// `self.navigationController`, which is nil on the navigation controller that is the
    /// pan's delegate, so it refuses every swipe (``ForwardingGuard/rootReadThroughNilNavigationController``).
    /// ``seed003`` is the corrected reading, `self.viewControllers.count`.
    public static let seed003AsPublished = Configuration { configuration in
      configuration.guards = configuration.guards.map { $0 == .root ? .rootReadThroughNilNavigationController : $0 }
    }

    /// Seed 004 way 3 as published: the pan on each screen's view, only the root guard
    /// (`childViewControllers.count == 1 → NO`), no scroll-view category.
    public static let seed004 = Configuration {
      $0.host = .topScreen
      $0.guards = seed003Guards(respectsScreenSwitch: false, refusesWhileTransitioning: false, requiresBackwardTranslation: false)
      $0.scrollViews = .exclusive
    }

    /// Seed 004's way 3 installed after its way 1 on the same screen: the delegate it reads is
    /// the screen, not UIKit's handler (``ForwardingTarget/screenAfterDelegateReplaced``).
    public static let seed004AfterWay1: Configuration = {
      var configuration = seed004
      configuration.forwardingTarget = .screenAfterDelegateReplaced
      return configuration
    }()
  }

  /// The name of the full-screen pan in events, reasons and errors.
  public static let recognizerID: RecognizerID = "full-screen-pan"

  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "target-forwarding",
    title: "Target forwarding (移花接木): a full-screen pan wired to UIKit's own pop handler",
    summary: "A plain pan anywhere on the screen whose target/action is UIKit's private handleNavigationTransition:, with the edge gesture disabled.",
    origin: "seed 003 (full-screen, iOS 7+: 移花接木, scheme 1), seed 004 way 3; FDFullscreenPopGesture 1.1 (commit 44ddc103fd7c) and its README scroll-view recipe; MLTransition 2.1.3 (commit 5931178) pan mode",
    rules: [
      "The trick: read target = interactivePopGestureRecognizer.delegate and the private action handleNavigationTransition:, create a UIPanGestureRecognizer(target, action) on the navigation controller's view (seed 004: on each screen's view), and set interactivePopGestureRecognizer.enabled = NO so there is only one back gesture.",
      "Full screen: the pan begins anywhere once the finger has moved 10 pt along either axis (a plain pan's _willScrollX / _willScrollY), not only in the edge strip, and has no angle window; at .began it reports its translation with those 10 pt removed.",
      "The only decision that is the app's: gestureRecognizerShouldBegin:. Seed 003 refuses, in this order, viewControllers.count ≤ 1 (nothing to pop), _isTransitioning (a push or pop still animating, read by key-value coding), translation.x ≤ 0 (leftward travel, or a pan that began through vertical travel: its translation.x is 0 once the hysteresis is removed). Seed 004 keeps only the first (childViewControllers.count == 1).",
      "Everything after that is UIKit's, as in system-edge: progress = tx / W from the first .changed, capped at 0.999; the page follows the finger 1:1, 10 pt behind it, and the screen under it slides in from −0.3·W.",
      "On release UIKit projects p + v̄·T + ½·ā·T² (T = 0.35 s, means of the last three samples) and pops past min(187.5 / W, 0.5), 0.48 on a 390 pt phone, and runs the rest in min(T, remaining distance / |v|).",
      "UIKit's own begin rules are bypassed (the pan's delegate is the app): a custom or hidden back button or a hidden bar does not stop it, unlike the system edge gesture.",
      "Scroll views: with seed 003's UIScrollView category both recognise together, so content and page move at once; without it (seed 004) a scroll view under the finger wins (same 10 pt threshold, the deeper view wins the tie; UIKit makes scroll views wait only for its own edge recogniser, through its private delegate, and a forwarded pan does not carry that precedence); FDFullscreenPopGesture's README recipe recognises together only while the content sits at offset 0.",
      "Direction is tested literally (translation.x), while UIKit's handler mirrors progress in right-to-left layouts: there seed 003 refuses the real back swipe, and seed 004, having no direction guard, works.",
      "FDFullscreenPopGesture 1.1 (fd): installed in the first pushViewController:animated: (a trace that starts on the root keeps UIKit's edge gesture; a pushed stack has only the pan), then refuses in this order: viewControllers.count ≤ 1, fd_interactivePopDisabled, location.x > fd_interactivePopMaxAllowedInitialDistanceToLeftEdge (0 = unlimited; read at recognition, 10 pt after touch-down, not mirrored), _isTransitioning, translation.x × (RTL ? −1 : 1) ≤ 0. No scroll-view handling: a scroll view under the finger wins (fd-recipe adds the README's subclass).",
      "MLTransition 2.1.3 pan mode (mltransition): installed at launch; refuses transitionCoordinator.isAnimated, viewControllers.count < 2, disableMLTransition, velocity.x ≤ 0, and |ty/tx| > 0.618 downward or > 0.2 upward, read from the hysteresis-removed translation (a pan whose tx reaches 10 pt first reads ty = 0 and passes). Its UIScrollView category, at touch-down: within 10 pt of the left edge every scroll view waits for the pan to fail; beyond, a horizontal one competes (and, deeper, wins the tie), others wait.",
    ],
    pitfalls: [
      "seed 004 presents its way 1 (interactivePopGestureRecognizer.delegate = self) and way 3 as alternatives. Combined with way 1 first, way 3 reads the delegate after it was replaced: the target is the screen, which has no handleNavigationTransition:, and the first swipe that begins is an unrecognised selector that crashes the app (seed004-after-way-1). Read the target before anything replaces the delegate.",
      "As printed, seed 003's gestureRecognizerShouldBegin: sits on the navigation controller (the pan's delegate) and reads self.navigationController.viewControllers.count: a navigation controller's navigationController is nil, the count reads 0 and the root guard refuses every swipe: seed003-as-published never pops by itself (on iOS 26 UIKit's content swipe, which the technique leaves on, still can). The seed003 preset is the corrected reading, self.viewControllers.count.",
      "Private API: handleNavigationTransition: and _isTransitioning are looked up by name (NSSelectorFromString, valueForKey:); a UIKit change breaks it silently, and App Review may flag it.",
      "It takes every rightward drag on the screen: sliders, video scrubbers, swipe-to-delete rows, maps (FDFullscreenPopGesture #115, #196, #178). Exclude those screens or views yourself.",
      "Seed 003's UIScrollView category (given in the article's part one, as the fix for the edge swipe; modelled here, for its forwarded pan) makes every scroll view simultaneous: a carousel bounces while the page pops (scroll-conflict), and a carousel in the middle of its content pops instead of paging back. A vertical list scroll is refused, but by the direction guard, not by the scroll view: it begins through vertical travel, and once UIKit removes the 10 pt hysteresis on each axis its translation.x is 0 (vertical-scroll).",
      "Without the category (seed 004) a full-width carousel or pager swallows the back swipe (FDFullscreenPopGesture #27, #61, #107).",
      "Seed 004's missing guards: a leftward drag begins an interactive pop that cannot move (progress clamps at 0), sending viewWillDisappear/viewWillAppear for nothing (FDFullscreenPopGesture #50), and a leftward drag that slows down before the lift even pops: UIKit's projection adds ½·ā·T², and braking leftward is a positive acceleration; a swipe during a finishing pop asks UIKit for a nested pop (nested-transition: \"nested pop animation can result in corrupted navigation bar\").",
      "Right-to-left layouts: seed 003's literal translation.x ≤ 0 refuses the leftward back swipe; mirror it (FDFullscreenPopGesture PR #138).",
      "Keep the root guard: without it a swipe on the root starts a pop with nothing to pop and navigation freezes (root-freeze: FDFullscreenPopGesture #131, SwipeBack #3).",
      "FDFullscreenPopGesture's maximum initial distance is tested where the finger is when the pan is recognised, so a touch-down just inside the limit is refused once the finger has moved 10 pt past it; and it is measured from the left edge even in right-to-left layouts.",
      "MLTransition's angle cone is weaker than its numbers: UIKit removes the pan's 10 pt hysteresis per axis before the delegate reads translationInView:, so any swipe whose horizontal travel reaches 10 pt first arrives with ty = 0 and passes; only a pan that begins through vertical travel, or one large first move, is refused.",
    ],
    whenToChoose: "Choose it when full-screen back is required and private API is acceptable: a dozen lines give UIKit's exact feel (progress, flick completion, parallax, right-to-left progress). Keep all three of seed 003's guards and mirror the direction one; prefer the FDFullscreenPopGesture recipe (together only at the leading end) over seed 003's blanket scroll-view category; keep it off screens with horizontal controls. Without private API, use a percent-driven transition; for edge-only back, keep system-edge.",
    teaching: StrategyTeaching(
      onIOS26:
        "Switching the duplicate off (interactivePopGestureRecognizer.enabled = NO) leaves iOS 26's content swipe on, on the same view and with the same target (handleNavigationTransition:). The forwarded pan begins first (10 pt against 30 pt) and excludes it; where the pan's own delegate refuses (a running transition, the root, fd-max-100's 100 pt, seed 003's direction, MLTransition's cone), the content swipe may still begin: on iOS 26 fd-max-100 pops from mid-screen through UIKit after all. UIKit's pop handler keeps no note of which recogniser drives it: a second swipe that the pan's guard refuses during a run-out goes to the content swipe, which catches or preempts the running pop (handler-conflict).",
      tryIt: "mid-screen-swipe", breaks: "carousel-at-start"),
    facts: StrategyFacts(
      privateAPI: ["handleNavigationTransition:", "_isTransitioning (seed003, fd-recipe, fd, fd-max-100)", "handleNavigationTransition: spelled obfuscated (mltransition)"],
      iOSVersions: "iOS 7 and later, while UIKit keeps its private _UINavigationInteractiveTransition", replacesUIKitAnimation: false,
      screenshotMemory: "none")
  )

  /// `seed003` (default), `seed003-as-published`, `seed004`, `seed004-after-way-1`, `fd-recipe`, `fd`, `fd-max-100`, `mltransition`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "seed003",
      summary: "seed 003: refuses on the root, during a transition and when translation.x ≤ 0; every scroll view simultaneous.",
      configuration: .seed003),
    StrategyPreset(
      name: "seed003-as-published",
      summary: "seed 003 exactly as printed: its root guard reads self.navigationController.viewControllers.count, nil on the navigation controller, so it refuses every swipe.",
      configuration: .seed003AsPublished),
    StrategyPreset(
      name: "seed004",
      summary: "seed 004 way 3: only the root guard; scroll views win; leftward drags and swipes during a pop begin.",
      configuration: .seed004),
    StrategyPreset(
      name: "seed004-after-way-1",
      summary: "seed 004 way 3 installed after way 1: the target it reads is the screen, which has no handleNavigationTransition:; the first swipe that begins crashes the app.",
      configuration: .seed004AfterWay1),
    StrategyPreset(
      name: "fd-recipe",
      summary: "FDFullscreenPopGesture 1.1 plus its README's scroll-view subclass: together with a scroll view only at its leading end.",
      configuration: .fdRecipe),
    StrategyPreset(
      name: "fd",
      summary: "FDFullscreenPopGesture 1.1 as published: installed on the first push, five guards, no scroll-view handling.",
      configuration: .fd),
    StrategyPreset(
      name: "fd-max-100",
      summary: "FDFullscreenPopGesture 1.1 with fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 100 pt.",
      configuration: .fdMax100),
    StrategyPreset(
      name: "mltransition",
      summary: "MLTransition 2.1.3 pan mode: velocity.x > 0, an asymmetric cone, scroll views yield by its UIScrollView category.",
      configuration: .mlTransition),
  ]

  /// The configuration of this run.
  public let configuration: Configuration

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// One full-screen pan forwarded to UIKit's handler; UIKit's edge recogniser disabled.
  /// With ``Installation/onFirstPush`` on a trace that starts on the root, nothing is installed
  /// yet: UIKit's edge gesture stays on with its own delegate.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    if configuration.installation == .onFirstPush && scene.stack.count <= 1 {
      return GestureSetup(systemBackGesture: .enabled)
    }
    return GestureSetup(
      systemBackGesture: .disabled,
      recognizers: [
        RecognizerSpec(
          id: Self.recognizerID, kind: .pan, host: configuration.host,
          target: configuration.forwardingTarget == .systemPopHandler ? .systemPopHandler : .strategy,
          asksShouldBegin: true, scrollViews: configuration.scrollViews, listensAt: configuration.listeningArea)
      ])
  }

  /// The pan's action reaching a target without `handleNavigationTransition:`
  /// (``ForwardingTarget/screenAfterDelegateReplaced``): its first call, at `.began`, crashes.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    guard configuration.forwardingTarget == .screenAfterDelegateReplaced,
      case .gesture(let gesture) = event, gesture.recognizer == Self.recognizerID, gesture.state == .began
    else { return }
    context.send(.unrecognizedSelector("-[ViewController handleNavigationTransition:]"))
  }

  /// The pan delegate's `gestureRecognizerShouldBegin:`: the configured guards, in order; the
  /// first that refuses is the answer.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    if let why = configuration.guards.firstRefusal(of: query, context: context) { return .reject(why) }
    return .begin
  }
}

extension BuiltInStrategy where Strategy == TargetForwardingStrategy {
  /// `seed003`: seed 003: refuses on the root, during a transition and when translation.x ≤ 0; every scroll view
  /// simultaneous.
  public var seed003: StrategySelection { preset("seed003") }

  /// `seed003-as-published`: seed 003 exactly as printed: its root guard reads
  /// self.navigationController.viewControllers.count, nil on the navigation controller, so it refuses every swipe.
  public var seed003AsPublished: StrategySelection { preset("seed003-as-published") }

  /// `seed004`: seed 004 way 3: only the root guard; scroll views win; leftward drags and swipes during a pop
  /// begin.
  public var seed004: StrategySelection { preset("seed004") }

  /// `seed004-after-way-1`: seed 004 way 3 installed after way 1: the target it reads is the screen, which has no
  /// handleNavigationTransition:; the first swipe that begins crashes the app.
  public var seed004AfterWay1: StrategySelection { preset("seed004-after-way-1") }

  /// `fd-recipe`: FDFullscreenPopGesture 1.1 plus its README's scroll-view subclass: together with a scroll view
  /// only at its leading end.
  public var fdRecipe: StrategySelection { preset("fd-recipe") }

  /// `fd`: FDFullscreenPopGesture 1.1 as published: installed on the first push, five guards, no scroll-view
  /// handling.
  public var fd: StrategySelection { preset("fd") }

  /// `fd-max-100`: FDFullscreenPopGesture 1.1 with fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 100 pt.
  public var fdMax100: StrategySelection { preset("fd-max-100") }

  /// `mltransition`: MLTransition 2.1.3 pan mode: velocity.x > 0, an asymmetric cone, scroll views yield by its
  /// UIScrollView category.
  public var mlTransition: StrategySelection { preset("mltransition") }
}
