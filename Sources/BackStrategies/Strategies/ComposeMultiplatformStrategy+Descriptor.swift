extension ComposeMultiplatformStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "compose-mp",
    title: "Compose Multiplatform on iOS (ComposeUIViewController)",
    summary:
      "A Compose screen on iOS: hosted in a UINavigationController, where Compose's touches recogniser meets UIKit's edge swipe and iOS 26's content swipe (a HorizontalPager fought the content swipe until PR #3116, 1.12), or a Compose app whose own leading-edge recogniser drives its navigation's back.",
    origin:
      "CMP UserInputView (compose/ui/ui/src/uikitMain/…/window/UserInputView.uikit.kt, TouchesGestureRecognizer), CMP UIKitNavigationEventInput (…/navigationevent/UIKitNavigationEventInput.kt: UIKitBackGestureRecognizer, handleEdgePan), CMP touch slop, CMP #3116 (CMP-9869, in 1.12.0-beta01: CMP 1.12 article), CMP PRs #1695, #1771, #1897/#1898, #1916, #2134 (closed, not merged), #2519",
    rules: [
      "TouchesGestureRecognizer (UserInputView.uikit.kt) sits on Compose's view: it tracks every touch, stays possible until Compose consumes movement, then begins (touchesMoved: anyMovementConsumed). A HorizontalPager consumes once past Compose's touch slop, 10 dp on iOS (IOSPlatformContextImpl.viewConfiguration); the model's scene gives the pager's band a pan app view with UIKit's 10 pt pan hysteresis, and the rest of the screen none.",
      "Up to 1.11, canPreventGestureRecognizer: answers NO for any UIScreenEdgePanGestureRecognizer outside its view (PR #1695: ascendant edge pans get priority), and iOS 26's content swipe is such a recogniser (a private subclass, PR #3116's description); canBePreventedByGestureRecognizer: answers NO for a recogniser outside its view while its own gesture is ongoing. So over a pager that has begun, the content swipe still begins 30 pt in and both run: the pager pages and the screen pops (hosted-1.11).",
      "canBePreventedByGestureRecognizer: answers YES, cancelling all tracked touches, to an outside recogniser that began while Compose's gesture was still possible: outside the pager the content swipe (iOS 26) or the edge swipe pops and Compose gets touchesCancelled.",
      "PR #3116 (merged 2026-06-11, in 1.12.0-beta01) handles the content swipe against horizontal Compose scrollables; its test suite UIKitNavigationContentSwipeTest checks that a swipe over a HorizontalPager does not pop and one outside it pops. The PR's code is not in the stored copy read here: the model gives it the outcome its test states, the pager's recogniser preventing the content swipe as any pan that began first does (hosted-1.12).",
      "Compose's own back gesture (PR #1771, BackHandler/PredictiveBackHandler; now UIKitNavigationEventInput): two UIKitBackGestureRecognizers, UIScreenEdgePanGestureRecognizer subclasses on the window's top view, the leading edge's back and the trailing edge's off unless endEdgePanGestureBehavior = Back (PR #2519; Forward is not modelled); enabled only while a back handler is enabled.",
      "UIKitBackGestureRecognizer cannot be prevented and prevents everyone (canBePreventedByGestureRecognizer: NO, canPreventGestureRecognizer: YES); TouchesGestureRecognizer requires it to fail while it is possible or ongoing (PR #1916) and, when it begins, is prevented with its touches cancelled (PR #1898: the swipe back cancels other recognisers).",
      "handleEdgePan: progress = x / width from the recogniser's edge; at the end, velocity towards the middle > 100 pt/s completes (BACK_GESTURE_VELOCITY), < −10 pt/s cancels, otherwise it completes when |translation.x| ≥ 0.3 · width (BACK_GESTURE_SCREEN_SIZE). PR #2134 (a touch-slop offset of the progress) was closed unmerged.",
      "Open choice compose-pager-at-start (ModelParameters.composeScrollableYieldsAtStart): #3116's code was not read, so whether a pager on its first page keeps a backward swipe from the content swipe is the model's choice: it keeps it (the PR's test: no pop over the pager); the other reading pops, and results that differ under it say so (restsOn).",
      "An estimate, not a source: Compose navigation runs a back gesture out over 0.3 s × what is left, linearly (NavHost's transitions are the app's); it changes timing, not which way a single swipe ends.",
    ],
    pitfalls: [
      "Up to 1.11, on iOS 26, a horizontal swipe over a HorizontalPager pages it and pops the screen at once (CMP-9869): update to 1.12, or switch interactiveContentPopGestureRecognizer off on that screen.",
      "Outside the pager, or on a pager that never consumed the drag, the content swipe takes any rightward swipe from mid-screen: a Compose horizontal gesture that consumes only after 30 pt loses to it.",
      "Compose's own back gesture is an edge pan: no mid-screen back on iOS 26, unlike a UIKit screen there.",
      "Compose's own back gesture decides on a 100 pt/s velocity or 30 % of the width, not UIKit's projection: a slow swipe to a third completes, where UIKit would cancel.",
    ],
    whenToChoose:
      "Choose it to see what a Compose Multiplatform screen does with the back swipe: hosted-1.12 and hosted-1.11 for a ComposeUIViewController pushed on a UINavigationController (the pager fight #3116 fixed), back-handler for an app whose screens live in a Compose NavHost.",
    teaching: StrategyTeaching(
      onIOS26:
        "Hosted, the content swipe takes a rightward swipe from anywhere outside Compose's consuming views; over a HorizontalPager, up to 1.11 both the pager and the pop run, from 1.12 the pager keeps it. Compose's own back gesture stays an edge swipe: there is no navigation controller, so no content swipe.",
      tryIt: "compose-pager-edge-swipe", breaks: "custom-back-button"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 13 and later (Compose Multiplatform 1.8+; the content swipe from iOS 26)",
      replacesUIKitAnimation: nil, screenshotMemory: StrategyFacts.noScreenshots, framework: .composeMultiplatform)
  )
}
