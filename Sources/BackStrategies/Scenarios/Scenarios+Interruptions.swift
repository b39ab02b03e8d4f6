/// Scenarios where something other than the finger ends a stroke, and sequences of strokes whose
/// second one meets what the first one left behind: a touch the system cancels (an incoming call,
/// Control Centre, a system alert: `UITouchPhaseCancelled`), and a peek after a pop.
extension Scenarios {
  /// Where a slow edge swipe is when the system takes the touch: 60 % of the width, past the
  /// half a width rule would finish at.
  static let cancelledPastHalfX = 234.0

  /// Where the first, cancelled, swipe of ``touchCancelledThenSwipe`` is when the system takes
  /// the touch: 40 % of the width, under half.
  static let cancelledUnderHalfX = 156.0

  /// How long the user waits, after the system gave the screen back, before swiping again.
  static let pauseAfterCancel = 0.8

  /// How long the user waits after a pop before the peek: past seed 002's 1.0 s animation and
  /// every other run-out, so the peek never meets a running transition.
  static let pauseAfterPop = 1.2

  /// The system cancels a back swipe past half (an incoming call). UIKit's pop handler cancels
  /// on `UIGestureRecognizerStateCancelled`: the user never released, so nothing should change.
  /// Seeds 002 and 004 test `Ended || Cancelled` in one branch and finish the pop.
  public static let touchCancelledPastHalf = trace(
    "touch-cancelled-past-half",
    "A slow edge swipe to 60 % of the width, when an incoming call cancels the touch (phase cancelled): the user never let go.",
    intent: .stay
  ) {
    $0.stroke(
      through: [Point(x: 5, y: midY), Point(x: cancelledPastHalfX, y: midY + 8)], durations: [0.7], holdBeforeLift: 0.1,
      lift: .cancelled)
  }

  /// The system cancels a back swipe under half (Control Centre pulled down), the user comes
  /// back and swipes again: the second swipe is the one meant. Seed 001 leaves the screen's user
  /// interaction off after a cancelled touch, so its pan never sees the second one (`dead-screen`).
  public static let touchCancelledThenSwipe = trace(
    "touch-cancelled-then-swipe",
    "An edge swipe to 40 % of the width that the system cancels (Control Centre), a pause of 0.8 s, then an edge swipe past half, released: the second one is meant.",
    intent: .back
  ) {
    $0.stroke(
      through: [Point(x: 5, y: midY), Point(x: cancelledUnderHalfX, y: midY + 6)], durations: [0.5], lift: .cancelled)
    $0.pause(pauseAfterCancel)
    slowEdgeSwipe(&$0)
  }

  /// A flick pops one screen; on the screen below, a short swipe peeks at the one under it and
  /// is released at a quarter of the width: one pop in all. Seed 004's base class puts the pan
  /// and `navigationController.delegate = self` on every screen, and the delegate is weak: after
  /// the first pop it is nil, so the peek's `popViewControllerAnimated:` is UIKit's own,
  /// non-interactive pop, and it goes through. Seed 002's pan is on the pushed screen only: one pop.
  public static let popThenPeek = trace(
    "pop-then-peek",
    "Three screens deep: a rightward flick from mid-screen pops one; 1.2 s later a short swipe from mid-screen to a quarter of the width, released there to stay.",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")])
  ) {
    $0.flick(from: Point(x: 80, y: midY), to: Point(x: 340, y: midY + 6), duration: 0.25)
    $0.pause(pauseAfterPop)
    $0.swipe(from: Point(x: 120, y: midY), to: Point(x: 218, y: midY + 4), duration: 0.45, holdBeforeLift: 0.15)
  }
}
