/// Scenarios that separate the published peer libraries' rules (FDFullscreenPopGesture,
/// MLTransition): where the touch lands, which way the first move goes, how steep the swipe is.
extension Scenarios {
  /// The touch-down x of ``carouselMidContentNearEdge``: 30 pt from the left edge, outside
  /// MLTransition's 10 pt strip (MLTransition.m line 302) and inside TZScrollViewPopGesture's
  /// 40 pt one at touch-down (TZ reads it at recognition, 10 pt later, at 42.2 pt, and refuses), and too far in for UIKit's edge recogniser to recognise a rightward swipe (the
  /// first move's mirrored point must land within its 13 pt region).
  static let nearEdgeTouchDownX = 30.0

  /// An edge-ish swipe over a full-width carousel showing its middle page, touched 30 pt in.
  ///
  /// The carousel can scroll back a page, so scrolling is what the swipe means (as in
  /// ``carouselMidContent``); libraries that keep a strip at the edge for back differ on
  /// whether 30 pt is "the edge".
  public static let carouselMidContentNearEdge = trace(
    "carousel-mid-content-near-edge",
    "A swipe over a full-width horizontal carousel showing its middle page, touched down 30 pt from the left edge.",
    intent: .scroll,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "gallery", scrollViews: [carousel(offsetX: 390)])])
  ) { $0.swipe(from: Point(x: nearEdgeTouchDownX, y: 400), to: Point(x: 280, y: 405), duration: 0.8) }

  /// A rightward flick in mid-screen that runs 25° below the horizontal (200 pt right, 93 pt
  /// down), still moving at the lift: inside MLTransition's downward cone (`|ty/tx| ≤ 0.618`,
  /// 31.7°) and SloppySwiper's 45° first move.
  public static let downward25Swipe = trace(
    "downward-25-swipe",
    "A rightward flick from mid-screen at 25° below the horizontal: 200 pt right and 93 pt down in 0.25 s, lifted at speed.",
    intent: .back
  ) { $0.flick(from: Point(x: 120, y: 360), to: Point(x: 320, y: 453.3), duration: 0.25) }

  /// A rightward flick whose first move is steeper than 45° (2 pt right, 3 pt down), then
  /// horizontal: a directional pan that checks only the first move (SloppySwiper) fails, a pan
  /// that checks at recognition (10 pt later) does not.
  public static let steepFirstMove = trace(
    "steep-first-move",
    "A finger first moves 2 pt right and 3 pt down (56° below the horizontal), then flicks 240 pt right in 0.25 s.",
    intent: .back
  ) {
    $0.stroke(
      through: [Point(x: 100, y: midY), Point(x: 102, y: midY + 3), Point(x: 342, y: midY + 6)], durations: [1 / 60, 0.25],
      profile: StrokeBuilder.flick)
  }
}
