extension ReactNativeScreensStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "rn-screens",
    title: "react-native-screens' native stack (RNSScreenStack)",
    summary:
      "A UINavigationController whose stack view is the delegate of UIKit's edge swipe and, on iOS 26, of the content swipe, which it turns on by default and makes wait for any horizontal scroll view; a custom animation on swipe brings the stack's own full-screen pan instead.",
    origin:
      "react-native-screens 4.27 (software-mansion/react-native-screens 4.27.0, commit 42c1615f: ios/RNSScreenStack.mm, ios/RNSScreen.mm, ios/RNSScreenStackAnimator.mm, src/components/Screen.tsx); the changes of PRs #3141, #3173, #3242, #3353, #3420",
    rules: [
      "setupGestureHandlers makes the stack view the delegate of interactivePopGestureRecognizer and, on iOS 26, of interactiveContentPopGestureRecognizer, and adds its own RNSPanGestureRecognizer and two RNSScreenEdgeGestureRecognizers, one per edge, that begin only with a custom animation on swipe (the model installs the leading one then).",
      "gestureRecognizer:shouldReceiveTouch: refuses every recogniser when the top screen has gestureEnabled: false or the stack holds one view controller. It replaces UIKit's own delegate, so UIKit's checks (a running transition, a hidden back button or bar) no longer apply.",
      "fullScreenSwipeEnabled left undefined means YES on iOS 26 and NO before (-[RNSScreen isFullScreenSwipeEffectivelyEnabled], PR #3242). On iOS 26 with it on and no custom animation, the content swipe receives touches; otherwise the stack refuses it every touch (modelled as switched off). UIKit's edge recogniser does not depend on it: shouldReceiveTouch: ends in YES for it and gestureRecognizerShouldBegin: lets it begin, so fullScreenSwipeEnabled: false keeps the edge swipe on both releases (4.26.0 and 4.27.0 alike).",
      "gestureRecognizerShouldBegin: lets UIKit's edge recogniser begin, unless a custom animation is on swipe; it refuses the content swipe and its own pan outside gestureResponseDistance, a rectangle: refused when x < start, x > end, y < top or y > bottom (x from the leading edge, each side −1 by default: no limit), at locationInView: when asked. No direction check: the recognisers' own tests decide the direction.",
      "shouldRequireFailureOfGestureRecognizer: makes the content swipe wait for the pan of any scroll view whose contentSize.width > frame.width (PR #3420, 4.19), wherever it is scrolled: at a carousel's or a pager's first page the scroll view still takes a rightward swipe.",
      "shouldBeRequiredToFailByGestureRecognizer: answers YES for an edge recogniser (UIKit's edge swipe, the stack's screen-edge recognisers; not the content swipe) against any scroll view's pan: every scroll view, at any offset and on either axis, waits for the edge swipe.",
      "With customAnimationOnSwipe and a custom animation (iOS 26), or with the full-screen swipe on before iOS 26, RNSPanGestureRecognizer is the full-screen swipe; with a custom animation UIKit's edge recogniser is refused and the stack's RNSScreenEdgeGestureRecognizer takes the edge. Both run handleSwipe:, which drives an RNSPercentDrivenInteractiveTransition with percent = tx / W and at the end finishes when tx + vx · 0.3 > W / 2, otherwise cancels (values copied from React Navigation's Card.tsx). The animator then continues on a spring of damping ratio 4.56 over animationDuration (500 ms) × (1 − fraction). The custom animation's look is not modelled.",
      "react-native-pager-view gives way to RNSPanGestureRecognizer: a pager on page 0 switches its pan off when the velocity points back (PR #705; the patch in react-native-pager-view#1050), so the stack's pan takes a back swipe over it.",
      "Everything UIKit's recognisers begin is UIKit's pop, with its release rule and on iOS 26 the fluid, interruptible branch.",
    ],
    pitfalls: [
      "On iOS 26 a horizontal scroll view anywhere under the finger (a pager, a carousel at its first page) always takes the swipe: the content swipe waits for it, and it scrolls or bounces (react-native-pager-view#1050; Bluesky patched its pager to give way on page 0).",
      "The edge swipe beats every scroll view: a swipe from the edge meant to scroll a carousel in mid-content pops instead.",
      "Replacing UIKit's delegate also drops UIKit's transition check: a swipe during a running pop reaches the pop handler (react-native-screens #3093 saw a second screen popped).",
      "The default depends on the release: fullScreenSwipeEnabled undefined is a full-screen swipe on iOS 26 and an edge-only swipe on iOS 18, so the same app behaves differently on the two.",
      "The custom pan's release weighs velocity as travel (0.3 s of it) instead of UIKit's projection: a short fast flick finishes, a slow drag must pass the middle.",
    ],
    whenToChoose:
      "Choose it to see how a React Native app on the native stack behaves: UIKit's own edge swipe and, on iOS 26, UIKit's content swipe with the stack's extra rule (#3420) that it waits for every horizontal scroll view under the finger, so a list at its start or a pager on its first page never goes back. edge-only shows what turning the full-screen swipe off costs; leading-edge-rule what t3code's patch (wait only for scroll views not at their leading edge) fixes and what it does not (pagers); custom-animation what the stack's own pan decides.",
    teaching: StrategyTeaching(
      onIOS26:
        "The content swipe is on by default (fullScreenSwipeEnabled undefined is YES on iOS 26), with the stack view as its delegate: no root or transition checks of UIKit's, gestureResponseDistance honoured, and it waits for every horizontal scroll view under the finger, wherever it is scrolled (leading-edge-rule: only for those not at their leading edge). With a custom animation on swipe the stack refuses the content swipe and drives its own pan.",
      tryIt: "edge-swipe-past-half", breaks: "horizontal-list-swipe"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 15.1 and later (react-native-screens 4.x); the content swipe from iOS 26",
      replacesUIKitAnimation: false, screenshotMemory: StrategyFacts.noScreenshots, framework: .reactNative)
  )
}
