extension CupertinoStrategy {
  /// Id, rules and pitfalls.
  public static let descriptor = StrategyDescriptor(
    id: "cupertino",
    title: "Flutter's Cupertino back gesture (CupertinoPageRoute)",
    summary:
      "Flutter's imitation of iOS's swipe back: a 20 pt leading strip, a horizontal drag that owns the touch from the first move, least-squares velocity, a 1 width/s fling or half the width, a 350 ms settle.",
    origin:
      "Flutter packages/flutter/lib/src/cupertino/route.dart (newest text: fork bilbywilby/flutter @c460641a; older release: flutter/flutter @002ec27d), gestures/monodrag.dart, gestures/arena.dart, gestures/velocity_tracker.dart, gestures/constants.dart",
    rules: [
      "A touch-down may start the gesture only inside a strip at the leading edge: x < max(left padding, 20) pt (right-to-left: x ≥ W − max(right padding, 20)), and only when the route is not the first and no transition runs (popGestureEnabled).",
      "Alone in Flutter's gesture arena the horizontal drag wins at touch-down: no slop, the page moves with the very first move. With a scroll view under the touch-down it must first see more than 18 pt of horizontal travel (kTouchSlop), and that travel is swallowed (DragStartBehavior.start); vertical travel past 18 pt first hands the touch to the scroll view.",
      "The route value v starts at 1 and drops by dx / W on each move (vertical motion ignored), clamped to 0…1; the top page sits at W·(1 − v), the page under it at −W/3·v, both linear in the finger while the gesture runs and while it settles.",
      "The release velocity is Flutter's VelocityTracker: a quadratic least-squares fit over the last 20 samples within 100 ms, broken by a 40 ms gap, at least 3 samples; zero if the finger rested more than 40 ms before the lift. It counts only as a fling above 50 pt/s with more than 18 pt of travel in the window, clamped to ±8000 pt/s.",
      "Release: |v| ≥ 1 screen width per second decides by direction (away from the edge pops, toward it stays); slower, the page pops when v ≤ 0.5 (dragged at least half the width; exactly half pops). A cancelled touch is a release at velocity 0.",
      "flutter: the page settles over 350 ms with Curves.fastEaseInToSlowEaseOut, however far it has to go (0 ms if already there).",
      "flutter-legacy: popping takes floor(800·v) ms and staying min(floor(800·(1 − v)), 300) ms, with Curves.fastLinearToSlowEaseIn.",
    ],
    pitfalls: [
      "The strip is 20 pt: a touch-down 25 pt from the edge does nothing unless the padding on that side is wider (a notch in landscape).",
      "With no scroll view under the finger the drag has no slop at all: any sideways jitter at the edge moves the page.",
      "A fast flick that ends with a 40 ms pause reads zero velocity and falls back to the half-width rule.",
      "iOS 26 lets the system back swipe start anywhere; Flutter's stays at the edge (flutter/flutter issue #180309).",
    ],
    whenToChoose:
      "Choose it to see how a Flutter app's back swipe behaves next to UIKit's: the same parallax and a similar release, but a narrower strip, no slop when alone, and a fixed-length settle.",
    teaching: StrategyTeaching(
      onIOS26:
        "A Flutter app shows its routes in one FlutterViewController with no UINavigationController, so there is no content swipe and nothing changes on iOS 26: the Cupertino drag still decides alone.",
      tryIt: "notch-padding-swipe", breaks: "edge-out-and-back"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "any (Flutter draws its own route transition)", replacesUIKitAnimation: true,
      screenshotMemory: StrategyFacts.noScreenshots, framework: .flutter)
  )
}
