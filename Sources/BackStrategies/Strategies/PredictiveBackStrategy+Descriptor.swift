extension PredictiveBackStrategy {
  /// Id, rules and pitfalls.
  public static let descriptor = StrategyDescriptor(
    id: "predictive-back",
    title: "Android's predictive back gesture (SystemUI, Android 14)",
    summary:
      "Android's back swipe as an app sees it: 30 pt at both edges, a 6 pt slop, SystemUI's arrow deciding commit or cancel, progress through a spring; commit pops.",
    origin:
      "AOSP SystemUI navigationbar/gestural EdgeBackGestureHandler.java (aosp-mirror @d51fc58f), BackPanelController.kt and EdgePanelParams.kt (Android 14 text, LineageOS @0a92c6d5), dimens.xml; WM Shell TouchTracker / BackTouchTracker; android.window.BackProgressAnimator (@8f0d5e6a); frameworks/native VelocityTracker.cpp (LineageOS @7034776f); dp = pt",
    rules: [
      "A touch-down may start back within 30 pt of either edge (config_backGestureInset, dp = pt), when the app has a screen to go back to.",
      "Before the threshold: held more than 250 ms, or dy > dx and dy > 6 pt (0.75 × the 8 pt touch slop), cancels; dx > dy and dx > 6 pt crosses it, SystemUI takes the touch and back starts at that point.",
      "The arrow enters past 12 pt of x travel (edge slop); it is ACTIVE once x translation passes 16 pt and has stayed past for 10–100 ms (shorter the faster the finger: 1 − smoothStep(0.5, 1, px/ms)).",
      "ACTIVE turns INACTIVE after 32 pt of continuous travel back toward the edge, or y > 2·x, but not within 300 ms of entry; INACTIVE turns ACTIVE again after 32 pt away (past 16 pt, y ≤ 2·x) held 160 ms.",
      "Release: ACTIVE goes back (FLUNG if it went active < 100 ms after entry); ENTRY goes back if flung away from the edge or past 16 pt; INACTIVE only if flung away (more than 24 pt since the last turn, over 50 pt/s by AOSP's lsq2 VelocityTracker); otherwise it cancels.",
      "The app's progress is deltaX / W (linear up to min(W, 412 pt), then a target that moves out to W), from the touch where back started when active, else from where it was deactivated; a critically damped spring of stiffness 1500 smooths it. Commit pops; cancel springs back to 0 (≈ 0.24 s).",
      "The arrow panel is drawn at the edge: entry 0 × 48 pt, stretching to 51 × 46 before the threshold; active 48 × 48 at 14 pt, stretching to 60 × 48 at 18 pt; committed scales to 0.86 and fades in 80 ms; cancelled retracts in 200 ms.",
    ],
    pitfalls: [
      "Both edges go back: a right-edge swipe pops as well, in either layout direction.",
      "A swipe that goes out and comes back 32 pt deactivates the arrow: the release cancels, however far the finger went.",
      "Pausing at the edge for 250 ms before moving cancels it as a long press.",
      "The first 6 pt and the first 12 pt do nothing visible: back starts at the threshold, the arrow at the edge slop.",
    ],
    whenToChoose:
      "Choose it to see what an Android user's back swipe does on the same trace as iOS's: both edges, commit decided by the arrow's state rather than by distance or speed alone.",
    teaching: StrategyTeaching(
      onIOS26:
        "Android's back gesture: no iOS release is involved, and device.ios changes nothing (an Android app has no UINavigationController, so no content swipe).",
      tryIt: "right-edge-swipe", breaks: "edge-swipe-to-third"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "none: Android 14's system back gesture", replacesUIKitAnimation: true,
      screenshotMemory: StrategyFacts.noScreenshots, framework: .android),
    conventions: [.android]
  )
}
