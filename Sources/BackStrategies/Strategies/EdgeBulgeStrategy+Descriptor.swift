extension EdgeBulgeStrategy {
  /// Id, rules, pitfalls and when to choose it: what `strategy-compare explain edge-bulge` prints.
  public static let descriptor = StrategyDescriptor(
    id: "edge-bulge",
    title: "Right-edge bulge with dwell-to-home (Android-style back)",
    summary: "Pull from the right edge: a grey bulge follows the finger; release to pop, or hold still 1 s and release to pop to root.",
    origin: "seed 000 (PopGestureRecognizerManager, PopGestureRecognizerManagerConfiger, PopGestureRecognizerDelegate)",
    rules: [
      "One UIScreenEdgePanGestureRecognizer with edges = .right on the key window, so it covers every screen: touch-down within 33 pt of the right edge whose first move points back into the 13 pt edge strip, then more than 15 pt of travel to the left within 77.5° of horizontal (UIKit 26.1's screen-edge rules). UIKit's own left-edge swipe stays on, untouched.",
      "With one screen on the stack the handler returns at once, on every callback: no bulge, no pop.",
      "farPoint is the leftmost point of the gesture: the finger at .began, then replaced on each .changed that is further left.",
      "The bulge is rebuilt on each redraw around anchor = (max(x, W − 40), clamp(y, 100, H − 100)) (y = H/2 when isFollowGesturePosition is off): the anchor moves at most 40 pt in from the edge (the drawn outline reaches 35 pt: its tip ends 30 pt in and the tip's curve bends halfway to its control point on the anchor) and its 200 pt outline never leaves the screen.",
      "Its outline, with k = (W − anchor.x) / 40 and tipX = anchor.x + 10·k: move to (W, y − 100); quad to (tipX, y − 20) control (W, y − 70); quad to (tipX, y + 20) control (anchor.x, y); quad to (W, y + 100) control (W, y + 70); close. Filled with 0x999999 at alpha 0.3 (the listing's even-odd rule and line width are set on the UIBezierPath and lost when its CGPath goes to the CAShapeLayer; the outline does not cross itself, so the fill is the same); a 30 × 30 icon at (anchor.x + 10, y − 15).",
      "Dwell-to-home (isCanPopToRootViewController, on by default): a .changed whose x is more than 3 pt from homeLeftPoint.x redraws the bulge, turns home mode off and restarts a 1.0 s timer; moves within ±3 pt do nothing (no redraw either). When the timer fires, home mode is on, homeLeftPoint.x becomes the x of that dwell and the icon turns from back to home.",
      "Release (.ended only; .cancelled does nothing): the bulge slides 55 pt to the right over 0.5 s, linearly, and stays there. Then, if x < farPoint.x + 20, it pops (animated), or pops to root in home mode; a finger that came back 20 pt or more from its leftmost point does not navigate.",
      "The app's delegate may veto either navigation by answering NO (CM_GestureRecognizerPopLastController:currentController:, CM_GestureRecognizerBackHomeController:); here that is popPolicy / homePolicy = appHandles: the request is reported, nothing navigates.",
      "as-published: homeLeftPoint starts at (0, 0) and is set only when home mode is entered, so before that every .changed restarts the timer; the timer is not cancelled at release; home mode and homeLeftPoint carry into the next gesture; no minimum travel.",
      "corrected: the ±3 pt window is centred where the dwell started, the timer is cancelled when the gesture ends, and each .began starts with home mode off. All numbers are the same.",
    ],
    pitfalls: [
      "Published code: a real finger trembles, and before home mode each sub-point move restarts the 1 s timer, so dwell-to-home works only if UIKit reports no move at all for a second. On dwell-with-jitter (±1–2 pt every frame) as-published pops one screen, corrected pops to root.",
      "Published code: the dwell timer survives the release. About 1 s after the last move it turns home mode on with the finger up, and switches the icon of the bulge that is sliding away. Nothing is reset at .began, so the next pull starts in home mode; its first .changed more than 3 pt from that x turns home mode off. Only a pull whose every .changed stays within ±3 pt of that x (or that has none) pops to root instead of popping one screen.",
      "No minimum travel and no velocity: any recognised right-edge pan (15 pt) released without coming back 20 pt pops, even one released to the right of where it touched down, and a flick counts the same as a slow pull.",
      "No interactive transition: the page does not follow the finger and the screen below is never previewed; the pop starts after the release, and it cannot be cancelled by dragging back once released.",
      "There is no isTransitioning guard: a second pull released while the previous pop still animates asks for a nested pop (nested-transition).",
      "A cancelled touch (an incoming call, Control Centre) does nothing: the bulge is left on screen where it was, not slid away, until the next pull redraws it.",
      "The bulge is never removed: after a release it sits 55 pt to the right (off screen at the default sizes) in the window's layer tree until the next redraw.",
      "The right edge is the back edge only in right-to-left layouts; there UIKit's own edge gesture sits on the same edge and wins the touch (it is on a deeper view). Left-to-right users do not expect back on the right.",
      "The manager is a singleton on the key window, bound to one navigation controller, config.navigationController, which by default is the window's root view controller cast to UINavigationController without a check. With a tab-bar root the cast hands it the UITabBarController: the one-screen guard reads the tab count and passes on every screen, and the first release that goes back sends topViewController or popViewControllerAnimated: to it, an unrecognised selector that crashes the app (tab-bar-root). An app that sets the property still pops only that one stack: pushes in another tab or in a modal are out of its reach.",
      "In a UIScene app (iOS 13 and later) the recogniser is added to [[UIApplication sharedApplication] delegate].window, an optional property the scene template's app delegate does not declare: sending it most likely raises \"unrecognized selector\" at registration (guard it with respondsToSelector:). An app delegate that declares it but leaves it nil installs nothing, silently. Not modelled.",
    ],
    whenToChoose:
      "Choose it as an extra, discoverable back affordance for people used to Android or for one-handed use on large phones, when a visible bulge and a \"hold to go home\" shortcut are wanted on top of UIKit's own left-edge swipe. Take the corrected preset: the published code rarely reaches home with a real finger and leaks home mode into the next gesture. Do not make it the only back gesture: there is no interactive preview, no velocity, and the right edge is not where iOS users look for back.",
    teaching: StrategyTeaching(
      onIOS26:
        "UIKit's edge swipe stays on at the left edge, and the content swipe now covers the rest of the screen: a rightward swipe anywhere off a scroll view pops through UIKit, beside the bulge (over one the scroll view's 10 pt comes first). The bulge's own pull from the right edge is leftward, which the content swipe refuses (30 pt away from back fails it), so the bulge and its dwell-to-home work as on iOS 18.",
      tryIt: "right-edge-pull", breaks: "dwell-with-jitter"),
    facts: StrategyFacts(
      privateAPI: [], iOSVersions: "iOS 7 and later (its back edge is UIKit's edge gesture; the bulge is plain UIKit drawing)",
      replacesUIKitAnimation: false, screenshotMemory: "none"),
    // UIKit's left-edge swipe stays on (iOS's convention) beside a pull from the right edge,
    // the edge Android's back gesture also takes.
    conventions: [.iOS, .android]
  )
}
