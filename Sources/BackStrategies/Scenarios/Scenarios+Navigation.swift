/// Scenarios where the way back meets a transition UIKit is already running: a second tap on the
/// back button during the first tap's pop, and a back swipe during a push.
/// docs/model.md, "Back-button taps" and "A push still animating", gives the rules.
extension Scenarios {
  /// How far apart the two taps of ``doubleBackTap`` touch down, in seconds: 0.1 s, well
  /// inside the 0.35 s pop the first one starts (``ModelParameters/transitionDuration``).
  /// **[choice]** an impatient double tap, the situation react-native-screens#3093 reports (a
  /// second tap before the first pop has finished); not a measured interval.
  static let doubleTapInterval = 0.1

  /// How long after the push began the back swipe of ``swipeDuringPush`` touches down, in
  /// seconds: 0.1 s, while the 0.35 s push still slides the screen in. **[choice]** a person
  /// who pushed the wrong row and swipes back at once; not a measured interval.
  static let swipeAfterPushDelay = 0.1

  /// The middle of the back button's tap region on the standard device
  /// (``BackButtonArea/frame(device:parameters:)``).
  static var backButtonCentre: Point {
    let frame = BackButtonArea.frame(device: device, parameters: .uikit26)
    return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
  }

  /// Three screens deep, two taps on the navigation bar's back button 0.1 s apart: the person
  /// meant one screen back (an impatient second tap). UIKit pops on the first tap
  /// (`-[UINavigationBar _sendNavigationPopForBackBarButtonItem:]` → `popViewControllerAnimated:YES`).
  /// The second tap lands during that pop: on iOS 18 the bar ignores it (its
  /// `userInteractionEnabled` is off for the transition); on iOS 26 the bar takes touches
  /// during a preemptable transition, and the second pop preempts the first: two screens go.
  /// Source: react-native-screens#3093 ("Glitching back navigations on iOS 26": the back
  /// button "doesn't wait for one transition to finish and can pop two screens at once").
  public static let doubleBackTap = trace(
    "double-back-tap",
    "Three screens deep: two taps on the navigation bar's back button, 0.1 s apart; one screen back is meant.",
    intent: .back, convention: .iOS,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")])
  ) {
    let start = $0.time
    $0.tap(at: backButtonCentre)
    $0.pause(doubleTapInterval - ($0.time - start))
    $0.tap(at: backButtonCentre)
  }

  /// A slow back swipe from the left edge that touches down 0.1 s after `detail` began sliding
  /// in (``ScreenSpec/pushedAt``): the person wants the pushed screen gone, one screen back.
  /// UIKit: on iOS 18 `_gestureRecognizer:shouldReceiveEvent:` refuses every touch while
  /// `_isTransitioning`, so nothing pops (no broken stack either); on iOS 26 the push is
  /// preemptable (`_isCurrentTransitionPreemptable`): the swipe's `.began` stops the push at its
  /// end and starts the pop, which takes `detail` off again. Source: UIKit 26.1 and 18.2 (the
  /// rules above); react-native-screens#3173 ("as soon as another screen appears in
  /// transition, it is interactable") for iOS 26.
  public static let swipeDuringPush = trace(
    "swipe-during-push",
    "Three screens deep, the top one pushed 0.1 s before the first touch: a slow left-edge swipe past half while the push still animates.",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail", pushedAt: 0)])
  ) {
    $0.pause(swipeAfterPushDelay)
    slowEdgeSwipe(&$0)
  }
}
