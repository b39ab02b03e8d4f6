extension ZoomTransitionStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "zoom",
    title: "Zoom transition's interactive dismiss (preferredTransition = .zoom)",
    summary:
      "A screen pushed with a zoom transition is dismissed by its own recognisers, not the navigation controller's: an edge swipe and a pull-down from iOS 18, and on iOS 26 a content-swipe dismiss from anywhere; interactiveDismissShouldBegin is the app's one control.",
    origin:
      "UIKit 18.2 and 26.1 (_UIZoomTransitionController, _UIDismissInteraction, _UIContentSwipeDismissGestureRecognizer); Evil-Project/Twinskaraoke PR #96, feedback-assistant/reports #648 (FB17348399), KMReader PR #322, WordPress-iOS PR #25372, Transmission #90, Apple forums 789010",
    rules: [
      "The zoomed screen carries its own recognisers, driven by _UIDismissInteraction, whose delegate is _UIZoomTransitionController (-[_UIZoomTransitionController dismissInteraction], setDismissInteraction:; UIKit 18.2 and 26.1): an edge pan (_UIParallaxTransitionPanGestureRecognizer) and a pull-down on iOS 18 and 26 (Transmission #90), and on iOS 26 the content-swipe dismiss (_UIContentSwipeDismissGestureRecognizer), a swipe back from anywhere (FB17348399; 80 pt in dismissed, Twinskaraoke PR #96). Switching the navigation view's recognisers off does not stop them (PR #96), so the model leaves UIKit's edge swipe and content swipe out.",
      "Every start asks -[_UIZoomTransitionController dismissInteraction:shouldBeginWithAxis:location:velocity:proposal:], which calls the app's interactiveDismissShouldBegin with UIKit's own answer (willBegin), the location where the recogniser would begin (after its hysteresis, not the touch-down) and the velocity. uikit and swiftui answer UIKit's proposal; edge-only answers YES within 44 pt of the back edge; refuses-horizontal-content answers NO to a velocity more horizontal than vertical (KMReader PR #322).",
      "The dismiss follows the drag along its axis (x for the edge and content swipes, y for the pull-down). At the release it finishes when travel + velocity · 0.15 s passes a quarter of the screen [estimate: _UIDismissInteraction decides in Swift the decompile does not show].",
      "The run-out lasts 0.5 s + 1/150 s per point dragged [fitted: about 1.5 s after a moderate drag, Apple forums 789010, PR #96].",
      "For 0.9 s after the release the outgoing screen keeps hit-testing (PR #96, measured): a touch then is a stray tap (stray-tap). After that, until the run-out ends, a tap on the screen underneath is a push UIKit refuses (navigation-frozen), under the zoom-navigation choice's default reading: -[_UIZoomTransitionController shouldPreemptWithContext:] answers YES when +[UIView _fluidZoomTransitionsEnabled] does, which would let the push preempt instead.",
      "The content-swipe dismiss competes with a scroll view's or a pager's pan as any pan does (whoever crosses its threshold first); its _willScrollX and _willScrollY (UIKit 26.1) say it takes part in scroll-view arbitration, whose body is Swift.",
    ],
    pitfalls: [
      "On iOS 26 a horizontal swipe anywhere on the zoomed screen dismisses it: a pager's page swipe or a carousel's drag can be taken as the dismiss (KMReader PR #322).",
      "A scroll view inside the zoomed screen (a lightbox's zoomable image) can swallow the dismiss instead (WordPress-iOS PR #25372).",
      "A downward drag always starts the dismiss (Transmission #90): a vertical list at its top meets it.",
      "Right after a dismiss, taps land on the outgoing screen for about 0.9 s, and the next push is refused until the run-out ends, which takes longer the longer the drag.",
    ],
    whenToChoose:
      "Choose it to see what a photo grid's zoom transition does with a swipe: on iOS 18 only the edge swipe and the pull-down dismiss, on iOS 26 a swipe from anywhere does. edge-only shows the interactiveDismissShouldBegin gate that keeps iOS 18's reach; refuses-horizontal-content the gate that leaves horizontal swipes to the content.",
    teaching: StrategyTeaching(
      onIOS26:
        "The content-swipe dismiss is the new default: a horizontal swipe back from anywhere on the zoomed screen dismisses it, on top of the edge swipe and the pull-down. interactiveDismissShouldBegin (location, velocity, willBegin) is the app's control.",
      tryIt: "zoom-dismiss-mid-screen", breaks: "zoom-tap-after-dismiss"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 18 and later (zoom transitions); the content-swipe dismiss from iOS 26",
      replacesUIKitAnimation: false, screenshotMemory: StrategyFacts.noScreenshots, framework: .uikit)
  )
}
