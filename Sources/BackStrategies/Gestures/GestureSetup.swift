/// What a strategy installs before the first touch: its recognisers, and what happens to UIKit's
/// own edge gesture.
public struct GestureSetup: Hashable, Sendable {
  /// The state of UIKit's `interactivePopGestureRecognizer`.
  public enum SystemBackGesture: Hashable, Sendable {
    /// On, with UIKit's own delegate: off on the root, with a custom or hidden back button,
    /// with a hidden bar, and during a transition.
    case enabled
    /// On, with the strategy as its delegate (`interactivePopGestureRecognizer.delegate = self`,
    /// seed 004 way 1): the strategy's ``BackStrategy/shouldBegin(_:context:)`` replaces every
    /// UIKit rule, the root guard included.
    case enabledWithStrategyDelegate
    /// `interactivePopGestureRecognizer.enabled = NO` (seed 002; target forwarding disables the duplicate).
    case disabled
  }

  /// UIKit's edge gesture; on by default, as in any navigation controller.
  public var systemBackGesture: SystemBackGesture
  /// The strategy's own recognisers.
  public var recognizers: [RecognizerSpec]
  /// What the strategy does to iOS 26's content swipe (`interactiveContentPopGestureRecognizer`),
  /// which every navigation controller installs there. Default ``ContentSwipe/uikit``: left
  /// as UIKit made it, as in any app that does not mention it. It exists only on iOS 26
  /// (``IOSVersion/hasContentSwipe``); on iOS 18 this setting changes nothing.
  public var contentSwipe: ContentSwipe

  /// iOS 26's content swipe, as a strategy's installation leaves it.
  public enum ContentSwipe: Hashable, Sendable {
    /// On, with UIKit's own delegate (`_UINavigationInteractiveTransition`): every technique
    /// whose code does not touch it. Its `enabled` flag is its own: switching the edge swipe off
    /// (``SystemBackGesture/disabled``) leaves it on.
    case uikit
    /// `interactiveContentPopGestureRecognizer.isEnabled = false`.
    case disabled
    /// The screens are not in a `UINavigationController` (a Flutter or Android app, a
    /// JavaScript stack): there is no content swipe, nor any UIKit back recogniser.
    case noNavigationController
    /// On, with the strategy as its delegate (`interactiveContentPopGestureRecognizer.delegate =
    /// self`, react-native-screens' stack view): the strategy's
    /// ``BackStrategy/shouldBegin(_:context:)`` answers for it (its query names
    /// ``RecognizerID/systemContentPan``) and replaces UIKit's own rules, the root guard included.
    /// The recogniser's own test (30 pt towards back, the vertical limit) still applies.
    ///
    /// `horizontalScrollViews`: what the delegate's
    /// `gestureRecognizer:shouldRequireFailureOfGestureRecognizer:` (and its mirror,
    /// `shouldBeRequiredToFailByGestureRecognizer:`) answer for the pans of scroll views whose
    /// content is wider than their frame (``HorizontalScrollViewRule``).
    case enabledWithStrategyDelegate(horizontalScrollViews: HorizontalScrollViewRule)

    /// Whether the strategy answers its delegate questions.
    var hasStrategyDelegate: Bool {
      if case .enabledWithStrategyDelegate = self { return true }
      return false
    }

    /// The rule its delegate applies to horizontal scroll views (``HorizontalScrollViewRule/none``
    /// with UIKit's delegate).
    var horizontalScrollViewRule: HorizontalScrollViewRule {
      if case .enabledWithStrategyDelegate(let rule) = self { return rule }
      return .none
    }
  }

  /// How an app that made itself the content swipe's delegate orders it against horizontal
  /// scroll views.
  public enum HorizontalScrollViewRule: Hashable, Sendable {
    /// No failure requirement either way: the first to pass its threshold wins (a scroll view's
    /// pan, 10 pt, before the content swipe's 30 pt).
    case none
    /// The content swipe waits for the pan of every horizontal scroll view under the finger,
    /// wherever it is scrolled: react-native-screens 4.19's rule (#3420), which keeps a pager
    /// at its first page from popping, and so also keeps a carousel at its start from popping.
    case waitsForAll
    /// t3code's rule (t3code#9493, a patch of react-native-screens' `RNSScreenStack.mm`):
    /// the content swipe waits only for a horizontal scroll view that is not at its leading
    /// edge (`contentOffset.x <= -adjustedContentInset.left`, mirrored in right-to-left
    /// layouts), and a horizontal scroll view at its leading edge waits for the content swipe
    /// (`shouldBeRequiredToFailByGestureRecognizer:` YES), because "a ScrollView at its leading
    /// edge doesn't fail on a rightward pan". A carousel at its start pops; a
    /// `UIPageViewController`, whose scroll view sits mid-content on its first page, still
    /// scrolls.
    case waitsUnlessAtLeadingEdge
  }

  /// What an app does on a screen where iOS 26's content swipe fights one of its own views
  /// (docs/ios26-conflicts.md). Each is a fix a team shipped; each has a cost.
  public enum ContentSwipeConflictFix: Hashable, Sendable {
    /// Nothing: UIKit as it ships.
    case none
    /// Each screen with views of the app (``ScreenSpec/views``) or a horizontal scroll view
    /// switches the content swipe off while it shows
    /// (`interactiveContentPopGestureRecognizer.isEnabled = false`): mobile-air#481,
    /// Kodi#1465, deltachat-ios#3088, WebKit#47593 for its own back-forward swipe. The edge swipe
    /// stays; a back swipe from mid-screen is gone on that screen.
    case contentSwipeOff
    /// `interactiveContentPopGestureRecognizer.require(toFail:)` each pan recogniser of the
    /// screen's views: Apple's documented use of the property ("to set up failure
    /// requirements with it").
    case waitsForAppPans
    /// A `UIPageViewController` on its first page refuses its scroll view's pan when the finger
    /// moves back (leftward right to left) while the content swipe takes part in the touch, so
    /// the content swipe gets it; the pan is back for the next touch (when the content swipe
    /// failed or ended). social-app#9659 switched the pan off from
    /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`;
    /// react-native-pager-view#1050 reports that recognising simultaneously "does not help" and
    /// refuses in `gestureRecognizerShouldBegin:`, which is what the model does: the pan is asked
    /// when it would begin, and a refusal holds for that touch only.
    case pagersYieldAtStart
    /// Raw touch handling (`touchesBegan:`/`touchesMoved:`) replaced by a
    /// `UIPanGestureRecognizer`, which beats the content swipe by its smaller threshold:
    /// maps-core#879.
    case recognizersNotTouches
    /// A horizontal scroll view at its leading edge (`contentOffset.x <= -adjustedContentInset.left`,
    /// mirrored right to left) refuses to begin its pan on a backward drag
    /// (`gestureRecognizerShouldBegin(_:)` of a `UIScrollView` subclass, iOS 26 only), so the
    /// content swipe takes it; UIKit's delegate of the content swipe is left alone, with its
    /// back-button, hidden-bar, swipe-row and transition rules. This project's narrower
    /// alternative to t3code#9493's delegate takeover; no team is known to ship it.
    case carouselsYieldAtStart
    /// Not a fix but a framework's arbitration: the screen's pans (``AppViewKind/pan(recognizesSimultaneously:)``)
    /// recognise beside the back recognisers instead of excluding them, as Compose
    /// Multiplatform's touches recogniser does up to 1.11: `TouchesGestureRecognizer`
    /// (`UserInputView.uikit.kt`) answers NO to `canPreventGestureRecognizer:` for every
    /// `UIScreenEdgePanGestureRecognizer` (PR #1695), the content swipe's private class among
    /// them (PR #3116's description), and NO to `canBePreventedByGestureRecognizer:` while its
    /// own gesture is ongoing: a Compose pager that has begun and the content swipe both run
    /// (``ComposeMultiplatformStrategy``, `hosted-1.11`).
    case appPansBesideBackGestures
    /// Compose Multiplatform from 1.12 (PR #3116, CMP-9869): the screen's pans are Compose's
    /// horizontal scrollables, and one that has begun keeps the swipe from iOS 26's content
    /// swipe, as any pan does; its test checks that a swipe over a `HorizontalPager` does not pop
    /// and one outside it pops. Whether a scrollable at its start still keeps a backward swipe
    /// is the open choice ``OpenChoice/composePagerAtStart``
    /// (``ModelParameters/composeScrollableYieldsAtStart``) (``ComposeMultiplatformStrategy``, `hosted-1.12`).
    case composeScrollablesKeepSwipe
  }

  /// What the app does where the content swipe fights its views. Default ``ContentSwipeConflictFix/none``.
  public var contentSwipeConflictFix: ContentSwipeConflictFix = .none

  /// Whether every pushed screen hides its back button (SwiftUI's
  /// `.navigationBarBackButtonHidden(true)`, `navigationItem.hidesBackButton = YES`): the
  /// strategy's app setting, applied to each screen above the root as if its trace said
  /// `"backButton": "hidden"`. UIKit's own delegate then turns its back gestures off
  /// (`-[UINavigationController _shouldInteractivePopGestureBeEnabled]`). Default `false`.
  public var hidesBackButton: Bool

  /// What the navigation controller's delegate, if the strategy sets one for the whole run,
  /// implements. Default ``NavigationDelegate/none``.
  public var navigationDelegate: NavigationDelegate

  /// The navigation controller's delegate as UIKit's `-[UINavigationController setDelegate:]`
  /// sees it: which of its optional methods it implements (UIKit caches them as flags when the
  /// delegate is set, and keeps them when a weak delegate goes away).
  public enum NavigationDelegate: Hashable, Sendable {
    /// No delegate, or one without custom transitions.
    case none
    /// A delegate that implements `navigationController:animationControllerForOperation:…` and
    /// `navigationController:interactionControllerForAnimationController:` (seeds 002 and 004,
    /// SloppySwiper). While the last transition ran its animator rather than UIKit's,
    /// `-[UINavigationController _shouldUseBuiltinInteractionController]` is NO and UIKit's back
    /// recognisers get no events (`-[_UINavigationInteractiveTransition _gestureRecognizer:shouldReceiveEvent:]`;
    /// docs/model.md, "Who takes part in a touch").
    case customTransitions
  }

  /// Whether every scroll view's pan waits for UIKit's edge swipe to fail before it may begin,
  /// at any offset and along either axis: the strategy, as the edge recogniser's delegate
  /// (``SystemBackGesture/enabledWithStrategyDelegate``; ignored otherwise), answers YES to
  /// `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` for a scroll view's pan
  /// (react-native-screens 4.27.0 `RNSScreenStack.mm`: "edge swipe to dismiss should take
  /// precedence over scrolling (both horizontally and vertically)"). It replaces UIKit's own
  /// answer (`-[_UINavigationInteractiveTransition _gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:]`,
  /// YES for everyone), which an app that takes over the delegate loses. Default `false`.
  public var scrollViewsWaitForSystemBackGesture: Bool

  /// Whether the app turns the navigation bar's back button off while a transition runs
  /// (react-native-screens#3093, from 4.14: iOS 26's bar takes taps during a preemptable
  /// transition, and a second tap popped a second screen). A tap during a transition then does
  /// nothing on either release (docs/model.md, "Back-button taps"). Default `false`.
  public var disablesBackButtonDuringTransitions: Bool

  /// Creates a setup.
  public init(
    systemBackGesture: SystemBackGesture = .enabled, contentSwipe: ContentSwipe = .uikit, hidesBackButton: Bool = false,
    navigationDelegate: NavigationDelegate = .none, recognizers: [RecognizerSpec] = [],
    scrollViewsWaitForSystemBackGesture: Bool = false, contentSwipeConflictFix: ContentSwipeConflictFix = .none,
    disablesBackButtonDuringTransitions: Bool = false
  ) {
    self.contentSwipeConflictFix = contentSwipeConflictFix
    self.disablesBackButtonDuringTransitions = disablesBackButtonDuringTransitions
    self.navigationDelegate = navigationDelegate
    self.scrollViewsWaitForSystemBackGesture = scrollViewsWaitForSystemBackGesture
    self.systemBackGesture = systemBackGesture
    self.recognizers = recognizers
    self.contentSwipe = contentSwipe
    self.hidesBackButton = hidesBackButton
  }
}
