/// UIKit's own interactive pop gesture (`interactivePopGestureRecognizer`), the baseline every
/// other technique is measured against (seed 003, seed 004 way 1).
///
/// The strategy installs nothing of its own: it keeps the navigation controller's edge
/// recogniser and, in two presets, becomes its delegate the way apps do to bring the gesture
/// back under a custom back button.
///
/// - `shipped`: UIKit as it ships. Begins only from the back edge (13 pt), never on the root,
///   never with a custom or hidden back button; progress = tx / W; on release pops when
///   `p + v/W·D > min(187.5 / W, 0.5)`; the rest runs in `min(D, remaining distance / |v|)`.
/// - `delegate-self`: `interactivePopGestureRecognizer.delegate = self` returning YES (seed 004
///   way 1): works with a custom back button, but also begins on the root, where it freezes
///   navigation (`root-freeze`).
/// - `guarded`: the same override returning `viewControllers.count > 1` (seed 003 fix A).
///
/// On iOS 26 (the default release) the navigation controller also has the content swipe
/// (`interactiveContentPopGestureRecognizer`), whatever the preset: it begins anywhere after 30 pt
/// of horizontal travel towards back, fails as soon as the travel is steeper than
/// `min(0.8·|tx| + 10, 25)` pt vertically, and waits for the edge recogniser to fail. The old
/// `ios26` preset is an alias of `shipped`.
public struct SystemEdgeStrategy: BackStrategy {
  /// Who answers `gestureRecognizerShouldBegin:` for UIKit's edge recogniser.
  public enum DelegateOverride: String, Hashable, Sendable, CaseIterable {
    /// UIKit's own delegate and rules.
    case none
    /// The app's delegate, always YES (seed 004 way 1: `delegate = self`).
    case alwaysBegin
    /// The app's delegate, YES only with two or more screens (seed 003 fix A).
    case rootGuard
  }

  /// Which recognisers an app that asks before leaving a screen with unsaved changes vetoes in
  /// its `gestureRecognizerShouldBegin:` (answering NO and presenting its dialog there,
  /// WooCommerce iOS PR #2146).
  public enum LeaveVeto: String, Hashable, Sendable, CaseIterable {
    /// No veto: the app asks nothing.
    case none
    /// The app is the delegate of the edge swipe and, on iOS 26, of the content swipe too
    /// (`interactiveContentPopGestureRecognizer.delegate`), and vetoes both (WooCommerce iOS
    /// PR #17749, which applies its veto to `interactiveContentPopGestureRecognizer`).
    case edgeAndContentSwipe
    /// The app vetoes the edge swipe only (`interactivePopGestureRecognizer.delegate = self`,
    /// the pattern written before iOS 26): the content swipe keeps UIKit's delegate, which
    /// never asks the app.
    case edgeOnly
  }

  /// The strategy's tunables.
  public struct Configuration: StrategyConfiguration {
    /// Who answers `shouldBegin`. Default ``DelegateOverride/none`` (UIKit ships this way).
    public var delegate: DelegateOverride = .none
    /// What the app does to iOS 26's content swipe. Default ``GestureSetup/ContentSwipe/uikit``:
    /// nothing, as UIKit ships.
    public var contentSwipe: GestureSetup.ContentSwipe = .uikit
    /// What the app does on screens where the content swipe fights its own views. Default
    /// ``GestureSetup/ContentSwipeConflictFix/none``.
    public var conflictFix: GestureSetup.ContentSwipeConflictFix = .none
    /// Which of UIKit's back recognisers the app's delegate vetoes on a screen that confirms
    /// leaving (``ScreenSpec/confirmsLeave``), showing its dialog. Default
    /// ``LeaveVeto/none``: the app asks nothing.
    public var leaveVeto: LeaveVeto = .none

    /// UIKit as it ships (the `shipped` preset).
    public init() {}
  }

  /// Id, rules and pitfalls.
  public static let descriptor = StrategyDescriptor(
    id: "system-edge",
    title: "UIKit's edge swipe (interactivePopGestureRecognizer)",
    summary: "The navigation controller's own edge pan driving its parallax pop.",
    origin: "seed 003 (the system gesture and fix A), seed 004 way 1 (delegate = self)",
    rules: [
      "A screen-edge pan on the navigation controller's view (UIKit 26.1's feature tree): the touch-down within 33 pt of the left edge (the right edge in right-to-left layouts), its first move mirrored through the touch-down within 13 pt of it, vertical travel within a shrinking allowance (45 pt at touch-down, 20 pt from 0.28 s) until the finger is more than 15 pt from where it began, then a direction within 77.5° of straight off the edge. Read from UIKit 26.1; 18.2 has the same features and literals.",
      "UIKit's delegate keeps it out of a touch during a transition, with a hidden navigation bar, a hidden back button, custom left bar button items that do not supplement the back button, and on the root screen (_shouldInteractivePopGestureBeEnabled, in that order); a delegate override (delegate = self) replaces all of these. A screen that switches the recogniser off (isEnabled = NO, seed 003's popGestureClose) turns it off whatever the delegate says. Read from UIKit 26.1; 18.2 the same (the direction rule of gestureRecognizerShouldBegin: too: translation.x >= 0 at .began).",
      "Touches on a visible navigation bar (44 pt below the safe area) never reach it. Read from UIKit 26.1; 18.2 the same, behind a platform flag taken as off on a phone.",
      "Progress = tx / W from the first .changed (capped at 0.999), with tx the recogniser's translation, which lost the travel before the recognising move: the page follows the finger 1:1 about 15 pt behind it, and the screen under it slides in from −0.3·W. Read from UIKit 26.1's and 18.2's handleNavigationTransition: (the cap is the classic branch's; iOS 26's fluid branch stretches the percent instead).",
      "On release it projects p + v̄·T + ½·ā·T² (T = 0.35 s; v̄, ā the means of the last three samples' velocity and acceleration, in widths per second) and pops past min(187.5 / W, 0.5), 0.48 on a 390 pt phone: a quick flick pops from a short distance, a steady drag must pass about half the width, and a drag that brakes hard before the lift cancels even past half. The augmented procedure, read from UIKit 26.1 (18.2 the same); which procedure is live is an open choice, release-procedure (docs/model.md, \"The release procedure\"). Against the public evidence: augmented contradicts the two iOS 27.0.1 captures that pop (a still release at 0.32 W, a release at 0.51 W moving back) and no evidence about iOS 26; legacy (velocity.x >= 0, the code's other branch) contradicts a peek lifted at rest and the captures at 0.27 W and 0.51 W; fitted-ios27 (fitted to those captures, unverified, no reading of the code) contradicts none. Only augmented cancels a brisk swipe eased to rest near the far edge (release-brisk-swipe-eased), and no public evidence tests that.",
      "The rest of the animation runs in min(T, remaining distance / |v|): fast flicks finish faster than 0.35 s. The classic branch's run-out, read from UIKit 18.2 and 26.1; on iOS 26 the fluid branch (26.1) runs a spring instead.",
      "iOS 26: a second recogniser, the content swipe, covers the whole content area, bar included: it waits for the edge recogniser to fail, fails as soon as its vertical travel reaches min(0.8·|tx| + 10, 25) pt (a first move steeper than about 45°, or 25 pt of drift at any angle) or it moves 30 pt away from back, and begins after 30 pt of travel towards back, with those 30 pt removed from its translation. The same delegate rules and the same pop handler, but no precedence: nothing waits for it (its delegate answers NO), so a scroll view under the finger passes its 10 pt first and scrolls. Read from UIKit 26.1; 18.2 has no content swipe.",
      "Who waits: a touch-down the edge pan takes (within 33 pt of the edge) makes every other recogniser of the touch wait for it to fail, scroll views at any offset and a technique's own pans alike (_needsDynamicDependentRequirementForGestureRecognizer: asks UIKit's delegate, which answers YES), so an edge swipe over a carousel pops wherever the carousel is scrolled, even while it still coasts (its pan catches the touch but is held until the edge pan fails: _updateGestureForActiveEvents). With delegate = self the app's object replaces that answer and nothing waits: the carousel's 10 pt beats the edge's 15 pt. Read from UIKit 26.1; 18.2 the same; who-waits is an open choice.",
      "iOS 26, the app's own views (docs/ios26-conflicts.md): a plain pan recogniser (a map) begins 10 pt in and fails the content swipe (_isExcludedByExcludable:); raw touchesBegan/touchesMoved are cancelled when the content swipe recognises (cancelsTouchesInView); a pan that recognises simultaneously runs beside it; a slider tracking its thumb refuses every other recogniser; the content swipe waits for a table row's swipe-action pan (type 21); a web view's own back swipe wins from the edge when it has history; a UIPageViewController takes the swipe even on its first page. The fix presets change these: content-swipe-off, waits-for-app-pan, leading-edge-rule, pager-yields-at-start, recogniser-not-touches (docs/ios26-conflicts.md says who shipped each: not every one has a team behind it), and carousel-yields-at-start (this project's narrower carousel fix). Read from UIKit 26.1.",
    ],
    pitfalls: [
      "On iOS 18, edge only: a mid-screen swipe does nothing. On iOS 26 the content swipe takes it, 30 pt behind the finger, but switching the edge swipe off no longer switches the back swipe off.",
      "A custom or hidden back button silently turns it off (openradar 19031955); the common fix is delegate = self.",
      "delegate = self with no root guard lets it begin on the root: UIKit's _isTransitioning sticks and the app freezes (SwipeBack #3, FDFullscreenPopGesture #131).",
      "From the edge strip the back swipe wins over any scroll view, even a carousel the person meant to scroll back a page (carousel-mid-content pops); away from the edge the content swipe never wins over a horizontal scroll view, at its first page included. delegate = self loses the edge's precedence: a carousel then takes the edge swipe too.",
    ],
    whenToChoose: "Choose it first: it is what users expect, costs nothing, and handles flicks, cancels and right-to-left layouts; on iOS 26 its content swipe gives full-screen back too (30 pt behind the finger), on iOS 18 it is edge only. With a custom back button, use the guarded delegate, never the bare one.",
    teaching: StrategyTeaching(
      onIOS26:
        "Every navigation controller also has the content swipe (interactiveContentPopGestureRecognizer), with every preset: on the whole content area, the navigation bar included, it waits for the edge swipe to fail, begins after 30 pt of nearly horizontal travel towards back (it fails once the vertical travel reaches min(0.8·|tx| + 10, 25) pt) and drives the same pop handler. So a mid-screen swipe can pop, and so can strokes the edge pan refuses: a steep first move, 25 pt of drift, a touch-down on the bar or beside the 33 pt strip. Switching the edge swipe off (interactivePopGestureRecognizer.isEnabled = false) leaves the content swipe on: switch interactiveContentPopGestureRecognizer off too (contentSwipeDisabled). delegate = self replaces the edge swipe's delegate only; the content swipe keeps UIKit's rules (root, back button, hidden bar). The pop is the fluid one: the percent stretches past the ends, an edge flick hands a boosted velocity to a spring run-out, and a new swipe catches a cancelling pop or, during a finishing one, pops the next screen (--model uikit26-classic-parallax keeps iOS 18's classic pop). The fluid branch is read from UIKit 26.1 (18.2 has the same branches, which iOS 18 iPhones do not take); no rule here is read from iOS 27, which the model does not have.",
      breaks: "custom-back-button"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 7 and later (interactivePopGestureRecognizer); on iOS 26 also the content swipe (interactiveContentPopGestureRecognizer)", replacesUIKitAnimation: false,
      screenshotMemory: "none"),
    presetAliases: [
      PresetAlias(
        name: "ios26", preset: "shipped",
        note: "system-edge:ios26 is now system-edge:shipped: iOS 26 is the default release (device.ios, --ios), and there shipped has the content swipe")
    ]
  )

  /// `shipped`, `delegate-self`, `guarded`, five fixes for the content
  /// swipe's conflicts (docs/ios26-conflicts.md says who shipped each): `content-swipe-off`, `waits-for-app-pan`,
  /// `leading-edge-rule`, `pager-yields-at-start`, `recogniser-not-touches`, and
  /// `carousel-yields-at-start`, a narrower carousel fix (`ios26` is an alias of `shipped`).
  /// Each fix's code is its ``FixRecipe``.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "shipped",
      summary: "UIKit as it ships: the edge swipe, and on iOS 26 the content swipe; off on the root and with a custom or hidden back button.",
      configuration: Configuration()),
    StrategyPreset(
      name: "delegate-self",
      summary: "seed 004 way 1: delegate = self returning YES; works with a custom back button, freezes on the root.",
      configuration: Configuration { $0.delegate = .alwaysBegin }),
    StrategyPreset(
      name: "guarded", summary: "seed 003 fix A: the same override, refusing when the stack holds one screen.",
      configuration: Configuration { $0.delegate = .rootGuard }),
    StrategyPreset(
      name: "content-swipe-off",
      summary: "A screen with a view of its own that takes drags (a map, a slider, a row, a web view, a pager, a carousel) switches the content swipe off while it shows (mobile-air#481, Kodi#1465, deltachat-ios#3088); the edge swipe stays.",
      configuration: Configuration { $0.conflictFix = .contentSwipeOff }),
    StrategyPreset(
      name: "waits-for-app-pan",
      summary: "interactiveContentPopGestureRecognizer.require(toFail:) each pan recogniser of the screen's views: Apple's documented use of the property.",
      configuration: Configuration { $0.conflictFix = .waitsForAppPans }),
    StrategyPreset(
      name: "leading-edge-rule",
      summary: "The app as the content swipe's delegate: it waits only for horizontal scroll views not at their leading edge, and those at it wait for it (t3code#9493); its shouldBegin refuses the root.",
      configuration: Configuration { $0.contentSwipe = .enabledWithStrategyDelegate(horizontalScrollViews: .waitsUnlessAtLeadingEdge) }),
    StrategyPreset(
      name: "pager-yields-at-start",
      summary: "A UIPageViewController on its first page refuses its scroll view's pan in gestureRecognizerShouldBegin when the finger moves back, so the content swipe pops; the pan is back for the next touch (social-app#9659, react-native-pager-view#1050).",
      configuration: Configuration { $0.conflictFix = .pagersYieldAtStart }),
    StrategyPreset(
      name: "recogniser-not-touches",
      summary: "Raw touchesBegan/touchesMoved handling replaced by a UIPanGestureRecognizer, which begins 20 pt before the content swipe (maps-core#879).",
      configuration: Configuration { $0.conflictFix = .recognizersNotTouches }),
    StrategyPreset(
      name: "carousel-yields-at-start",
      summary: "A horizontal scroll view at its leading edge (contentOffset.x <= -adjustedContentInset.left, mirrored right to left) refuses to begin its pan on a backward drag, so the content swipe pops; UIKit's delegate of the content swipe stays.",
      configuration: Configuration { $0.conflictFix = .carouselsYieldAtStart }),
    StrategyPreset(
      name: "confirm-before-leave",
      summary: "On a screen with unsaved changes the app's gestureRecognizerShouldBegin answers no and presents its dialog, for the edge swipe and (iOS 26) the content swipe alike; otherwise it refuses only the root (WooCommerce iOS PR #17749).",
      configuration: Configuration {
        $0.delegate = .rootGuard
        $0.contentSwipe = .enabledWithStrategyDelegate(horizontalScrollViews: .none)
        $0.leaveVeto = .edgeAndContentSwipe
      }),
    StrategyPreset(
      name: "confirm-before-leave-edge-only",
      summary: "The same veto on the edge swipe only (delegate = self, written before iOS 26): on iOS 26 the content swipe, which waits for the edge swipe to fail, pops behind the dialog.",
      configuration: Configuration {
        $0.delegate = .rootGuard
        $0.leaveVeto = .edgeOnly
      }),
  ]

  /// The configuration of this run.
  public let configuration: Configuration

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Keeps UIKit's edge recogniser, with UIKit's delegate or the app's.
  public func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(
      systemBackGesture: configuration.delegate == .none ? .enabled : .enabledWithStrategyDelegate,
      contentSwipe: configuration.contentSwipe, contentSwipeConflictFix: configuration.conflictFix)
  }

  /// The app's delegate answer (only asked in `delegate-self` and `guarded`).
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    if let veto = leaveVeto(query, context: context) { return veto }
    if query.recognizer == .systemContentPan {
      // `leading-edge-rule`: the app's delegate replaces UIKit's rules for the content swipe;
      // like react-native-screens' and t3code's, it refuses when there is nothing to pop.
      return context.navigation.count < 2 ? .reject("the stack holds one screen (the app's content-swipe delegate)") : .begin
    }
    switch configuration.delegate {
    case .none, .alwaysBegin:
      return .begin
    case .rootGuard:
      return context.navigation.count < 2 ? .reject("the stack holds one screen (seed 003 fix A)") : .begin
    }
  }
}

extension SystemEdgeStrategy {
  /// The app's veto on a screen that confirms leaving, for the recognisers
  /// ``Configuration/leaveVeto`` names; `nil` where it does not veto. Like WooCommerce's
  /// delegate it refuses the root before it looks at the screen.
  func leaveVeto(_ query: BeginQuery, context: StrategyContext) -> BeginDecision? {
    let navigation = context.navigation
    guard navigation.count > 1, navigation.top.confirmsLeave else { return nil }
    switch configuration.leaveVeto {
    case .none: return nil
    case .edgeOnly where query.recognizer != .systemEdgePan: return nil
    case .edgeOnly, .edgeAndContentSwipe: break
    }
    let which = query.recognizer == .systemContentPan ? "content swipe" : "edge swipe"
    let screen = navigation.top.id
    return .rejectShowingLeaveDialog(
      "screen '\(screen)' confirms leaving: the app's gestureRecognizerShouldBegin: for the \(which) answers NO and presents its dialog")
  }
}

extension BuiltInStrategy where Strategy == SystemEdgeStrategy {
  /// `shipped`: UIKit as it ships: the edge swipe, and on iOS 26 the content swipe; off on the root and with a custom or hidden back button.
  public var shipped: StrategySelection { preset("shipped") }

  /// `delegate-self`: seed 004 way 1: delegate = self returning YES; works with a custom back button, freezes on
  /// the root.
  public var delegateSelf: StrategySelection { preset("delegate-self") }

  /// `guarded`: seed 003 fix A: the same override, refusing when the stack holds one screen.
  public var guarded: StrategySelection { preset("guarded") }

  /// `content-swipe-off`: screens with views that take drags switch the content swipe off.
  public var contentSwipeOff: StrategySelection { preset("content-swipe-off") }

  /// `waits-for-app-pan`: the content swipe requires the screen's pan recognisers to fail.
  public var waitsForAppPan: StrategySelection { preset("waits-for-app-pan") }

  /// `leading-edge-rule`: the content swipe waits only for horizontal scroll views not at their
  /// leading edge (t3code#9493).
  public var leadingEdgeRule: StrategySelection { preset("leading-edge-rule") }

  /// `pager-yields-at-start`: a pager on its first page gives a back swipe to the content swipe
  /// (social-app#9659).
  public var pagerYieldsAtStart: StrategySelection { preset("pager-yields-at-start") }

  /// `recogniser-not-touches`: raw touch handling replaced by a pan recogniser (maps-core#879).
  public var recogniserNotTouches: StrategySelection { preset("recogniser-not-touches") }

  /// `carousel-yields-at-start`: a horizontal scroll view at its leading edge refuses a backward
  /// drag, leaving it to the content swipe; UIKit's delegate stays.
  public var carouselYieldsAtStart: StrategySelection { preset("carousel-yields-at-start") }

  /// `confirm-before-leave`: on a screen that confirms leaving the app's delegate vetoes the
  /// edge swipe and the content swipe and shows its dialog (WooCommerce iOS PR #17749).
  public var confirmBeforeLeave: StrategySelection { preset("confirm-before-leave") }

  /// `confirm-before-leave-edge-only`: the same veto on the edge swipe only; on iOS 26 the
  /// content swipe pops behind the dialog.
  public var confirmBeforeLeaveEdgeOnly: StrategySelection { preset("confirm-before-leave-edge-only") }
}
