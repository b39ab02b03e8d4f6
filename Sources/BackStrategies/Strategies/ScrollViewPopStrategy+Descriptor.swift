extension ScrollViewPopStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "scroll-view-pop",
    title: "A pop pan on the scroll views themselves (TZScrollViewPopGesture)",
    summary:
      "A pan added to each scroll view, forwarded to UIKit's handleNavigationTransition:, that begins only rightward within 40 pt of the left edge and that every other recogniser waits for; UIKit's edge gesture stays on.",
    origin:
      "TZScrollViewPopGesture 1.0.6 (banchichen/TZScrollViewPopGesture, commit fecb8f13eb11, TZScrollViewPopGesture/TZScrollViewPopGesture/UINavigationController+TZPopGesture.m)",
    rules: [
      "tz_addPopGestureToView:scrollView adds a UIPanGestureRecognizer to the scroll view itself, target UIKit's interactive-transition object, action handleNavigationTransition: (lines 125–153). It takes part only in touches that land on one of the screen's scroll views; elsewhere only UIKit's edge recogniser listens.",
      "Its delegate's gestureRecognizerShouldBegin: refuses, in this order (lines 59–79): _isTransitioning, childViewControllers.count ≤ 1, tz_interactivePopDisabled on the top screen, and unless 0 < translation.x && location.x ≤ 40. The pan is asked after its 10 pt hysteresis, with that hysteresis removed: a touch-down at 30 pt moving right is recognised at 40 pt and passes; one at 32 pt is at 42 pt and is refused.",
      "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer: returns YES (lines 81–84): every other recogniser in the touch, the scroll view's own pan and UIKit's edge recogniser included, waits until the TZ pan fails, and then begins from translation zero; if the TZ pan begins, they fail. So inside the strip the pop wins over the scroll view whatever its contentOffset.",
      "didShowViewController: turns UIKit's edge recogniser back on and removes its delegate on pushed screens (lines 96–101): it begins without UIKit's rules (no back-button, bar or transition checks); on the root it gets UIKit's delegate back, which refuses.",
      "Everything after .began is UIKit's pop, as in system-edge: progress = tx / W from the first .changed (capped at 0.999), parallax, and the release projection p + v̄·T + ½·ā·T² > min(187.5 / W, 0.5) with T = 0.35 s.",
    ],
    pitfalls: [
      "The strip is 40 pt at recognition, not at touch-down: a touch-down at 35 pt is already refused after 10 pt of travel, and then the scroll view scrolls instead.",
      "The pan asks its delegate once, at recognition: a swipe that starts leftward or vertically fails it for the whole touch. It passes its 10 pt on the same move as the scroll view's pan and is asked first, so a refusal costs the scroll view nothing; UIKit's edge recogniser (15 pt) finds it decided.",
      "No right-to-left handling: the strip is the left 40 pt and translation.x must be positive in every layout.",
      "tz_interactivePopDisabled stops only the TZ pan; in a trace the screen's switch also turns UIKit's edge gesture off, which the library would leave on (didShow… sets enabled = YES).",
      "With an app navigation delegate of its own, TZ hears didShowViewController: only in the 0.2 s after viewWillAppear: (lines 25–35): the edge recogniser's delegate is not removed on later screens. The model assumes the app has none.",
      "One pan per view controller (an associated object, lines 140–153): a recogniser has one view, so calling tz_addPopGestureToView: for a second scroll view moves it there. The model hosts it on every scroll view of the top screen, as if each were the one it was added to.",
    ],
    whenToChoose:
      "Choose it when a screen's horizontal scroll view (a carousel, a pager, a map) must keep the edge swipe back: inside the 40 pt strip the pop wins whatever the content offset. UIKit's own edge swipe already wins over a scroll view at any offset from a touch-down it takes (within 33 pt, first move back into its 13 pt); TZ widens that to its strip and holds under either reading of who waits, but takes the edge recogniser's delegate away, and with it UIKit's precedence over a vertical scroll view (scroll-view-drift-then-swipe: none). It adds no full-screen back.",
    teaching: StrategyTeaching(
      onIOS26:
        "TZ's pans make every other recogniser wait for them to fail, the content swipe included, and keep UIKit's edge swipe. Beyond TZ's 40 pt strip its pan refuses, and then the content swipe may begin: on iOS 26 a rightward swipe off the scroll views pops through UIKit; over a scroll view the scroll view's 10 pt comes first, since nothing waits for the content swipe (horizontal-list-swipe: none, as on iOS 18).",
      tryIt: "carousel-at-start", breaks: "carousel-mid-content"),
    facts: StrategyFacts(
      privateAPI: ["handleNavigationTransition:", "_isTransitioning"],
      iOSVersions: "iOS 7 and later, while UIKit keeps its private _UINavigationInteractiveTransition", replacesUIKitAnimation: false,
      screenshotMemory: StrategyFacts.noScreenshots)
  )
}
