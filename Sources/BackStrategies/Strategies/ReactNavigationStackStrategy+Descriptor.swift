extension ReactNavigationStackStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "rn-stack",
    title: "React Navigation's JavaScript stack (@react-navigation/stack)",
    summary:
      "A react-native-gesture-handler pan on each card, listening only in the leading 50 pt (its hitSlop), that drags the card 1:1 and closes when translation + 0.3 · velocity > half the width; no UIKit back recogniser exists.",
    origin:
      "React Navigation stack 7.10 (@react-navigation/stack 7.10.23, commit 900d2c4d: packages/stack/src/views/Stack/Card.tsx, utils/gestureActivationCriteria.tsx, TransitionConfigs/TransitionSpecs.tsx) over RNGH 2.32 (react-native-gesture-handler 2.32.0, commit aa899186: src/handlers/PanGestureHandler.ts, apple/Handlers/RNPanHandler.m)",
    rules: [
      "The screens are React views in one native view, with no UINavigationController: no interactivePopGestureRecognizer, and on iOS 26 no content swipe. Only the card's pan can go back.",
      "gestureActivationCriteria gives the pan hitSlop {right: −W + gestureResponseDistance} (50 pt by default; right-to-left: hitSlop.left): RNGH's gestureRecognizer:shouldReceiveTouch: refuses a touch-down outside that strip, so the swipe must start in the leading 50 pt.",
      "It also asks for minOffsetX 5 and maxDeltaY 20, but RNGH 2's PanGestureHandler sends native only the props in panGestureHandlerProps (activeOffsetX/Y, failOffsetX/Y, minDist, …), and those deprecated names are not among them: the native pan has no criteria and begins after UIKit's 10 pt pan hysteresis in any direction, like a plain UIPanGestureRecognizer.",
      "The first route has no gesture: CardStack sets gestureEnabled on iOS and CardContainer forces it false at index 0, and the pan's enabled prop is layout.width ≠ 0 && gestureEnabled.",
      "Animated.event maps the pan's translationX (translationInView: of the window) onto the card: it follows the finger 1:1 from where the pan began, clamped to the screen; the screen under it sits at −0.3·W·(1 − progress) (forHorizontalIOS).",
      "At END, Card.tsx closes when (translationX + velocityX · gestureVelocityImpact) · direction > W / 2, with gestureVelocityImpact 0.3 and velocityX UIKit's velocityInView: in pt/s, provided translation or velocity is not zero; otherwise the card stays open.",
      "The card then runs TransitionIOSSpec's spring (stiffness 1000, damping 500, mass 3, overshoot clamped) from the gesture's velocity until it is within 10 pt and 10 pt/s of its end, or passes it. Its damping ratio is 4.56, but React Native runs any spring with a ratio of 1 or more as critically damped (SpringAnimation.js, RCTSpringAnimation.mm, SpringAnimationDriver.cpp), at ω₀ = √(k/m) ≈ 18.26 rad/s: a close comes to rest about 0.4–0.5 s after the release.",
    ],
    pitfalls: [
      "The stack asks for a rightward start (minOffsetX 5, maxDeltaY 20) that never reaches native: a diagonal or even leftward first move from the strip begins the pan, and the card then only follows rightward travel.",
      "Outside the 50 pt strip nothing goes back, and on iOS 26 UIKit's content swipe does not help: there is no navigation controller to have one.",
      "The velocity term is seconds of travel, not a threshold: a 1000 pt/s flick adds 300 pt, so a short fast flick closes, and a slow drag must pass the middle of the screen.",
      "A horizontal scroll view under the strip competes with the card's pan as UIKit pans do: the deeper scroll view takes a tie, so a carousel at the edge scrolls instead of going back.",
    ],
    whenToChoose:
      "Choose it to see how a React Native app on the JavaScript stack behaves next to UIKit: a 50 pt strip (or the whole card with full-screen), a release that weighs velocity as travel, and no help from iOS 26's content swipe. For UIKit's own gestures in a React Native app, compare rn-screens.",
    teaching: StrategyTeaching(
      onIOS26:
        "Nothing changes: a JavaScript stack has no UINavigationController, so iOS 26's content swipe and UIKit's fluid pop never apply. The card's pan decides alone, exactly as on iOS 18.",
      tryIt: "edge-swipe-past-half", breaks: "carousel-at-start"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "any (the stack draws its own card transition)", replacesUIKitAnimation: true,
      screenshotMemory: StrategyFacts.noScreenshots, framework: .reactNative)
  )
}
