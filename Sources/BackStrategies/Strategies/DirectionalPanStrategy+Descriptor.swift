extension DirectionalPanStrategy {
  /// Id, rules and pitfalls: the text `explain` prints.
  public static let descriptor = StrategyDescriptor(
    id: "directional-pan",
    title: "A directional pan driving a re-made pop animation (SloppySwiper)",
    summary:
      "A pan anywhere on the navigation controller's view that fails unless its first move points right, driving its own parallax pop through a UIPercentDrivenInteractiveTransition; the release decides by the sign of velocity.x.",
    origin:
      "SloppySwiper 0.6 (fastred/SloppySwiper, commit 90e156655573, Classes/SloppySwiper.m, SSWAnimator.m, SSWDirectionalPanGestureRecognizer.m)",
    rules: [
      "SSWDirectionalPanGestureRecognizer (direction right, one touch) on the navigation controller's view, so it listens everywhere (SloppySwiper.m lines 49–60). UIKit's edge gesture plays no part (the model turns it off).",
      "The direction test (SSWDirectionalPanGestureRecognizer.m lines 16–41): on the first move whose velocityInView: is not zero, it sorts +vx, +vy, −vx, −vy and fails unless +vx is the largest, a 45° cone around rightward, checked once. It runs after the pan's own touchesMoved:, so it can fail the pan before its 10 pt hysteresis; later moves are not checked.",
      "gestureRecognizerShouldBegin: viewControllers.count > 1 (lines 111–116). On .began, unless duringAnimation is set (a pop still animating), it creates a UIPercentDrivenInteractiveTransition with completionCurve ease-out and calls popViewControllerAnimated:YES (lines 85–91).",
      "Its animator (SSWAnimator.m): 0.25 s while interactive (0.5 s for a non-interactive pop), linear while the finger drives it; the view under starts at −0.3·W, dimmed 0.1 fading to 0, and the top view casts a 4 pt left shadow.",
      ".changed: progress = max(tx, 0) / W, the hysteresis-removed translation over the navigation view's width (lines 92–96): the page sits 10 pt behind the finger.",
      "Release or cancelled touch (lines 97–106): velocity.x > 0 finishes, anything else cancels, whatever the progress; the rest runs at completionSpeed 1.0 over (1 − p)·0.25 s to finish, p·0.25 s to cancel, easing out.",
      "duringAnimation is set when a pop starts (willShowViewController:animated:), cleared when it finishes (didShowViewController:animated:, which also disables the pan on the root) and at a cancel, before the cancel's animation has run (line 103).",
    ],
    pitfalls: [
      "The release reads only the sign of velocity.x: a flick of 20 pt pops, and a swipe to 90 % that ends with the finger drifting back a point cancels. UIKit's velocity is 0.2 × the last move + 0.8 × the one before, so a finger that stops, then lifts keeps the sign of its last moves.",
      "The 45° cone is tested on the first move only, when the velocity is one move's jitter: a first sample that goes 2 pt right and 3 pt down fails the whole swipe, while a swipe that starts flat and then turns steeply downward pops.",
      "A full-screen pan on the navigation view: a horizontal scroll view under the finger wins the tie (deeper view, same 10 pt), so carousels swallow the swipe; it collides with any other pan to the right (README).",
      "A cancelled pop clears duringAnimation before its animation ends, so a swipe during that animation asks for a nested pop (nested-transition); a leftward release during a finishing pop clears it too.",
      "No right-to-left handling: direction right and translation.x in every layout.",
      "It re-makes UIKit's pop: the navigation bar cross-dissolves, and the numbers are iOS 7.1's (0.25 s, linear), not UIKit 26's 0.35 s projection.",
    ],
    whenToChoose:
      "Choose it only to see what a re-made full-screen pop does: it starts anywhere without private API, but decides by the sign of the last velocity, checks direction on one jittery first move, and leaves scroll views to win. On iOS 26 UIKit's own content swipe covers the same ground with UIKit's release rule.",
    teaching: StrategyTeaching(
      onIOS26:
        "SloppySwiper switches nothing of UIKit's off; on iOS 26 the content swipe sits beside its pan on the navigation controller's view. The directional pan begins after 10 pt, before the content swipe's 30 pt, and excludes it; when the pan's first-move test fails (a first move steeper than 45°), the content swipe can still begin on the nearly horizontal travel that follows, and pops through UIKit's handler and animator (UIKit's own pop ignores the delegate's animator). Nothing waits for the content swipe, so a scroll view under the finger still takes the swipe, as on iOS 18. Once SloppySwiper's own animator has run a pop, UIKit's back recognisers get no events (its navigation delegate supplies the transitions: _shouldUseBuiltinInteractionController NO).",
      tryIt: "steep-first-move", breaks: "diagonal-swipe"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 7 and later (a custom UIViewControllerAnimatedTransitioning)", replacesUIKitAnimation: true,
      screenshotMemory: StrategyFacts.noScreenshots)
  )
}
