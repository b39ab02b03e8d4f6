/// Scenarios for a screen pushed with a zoom transition (the photo-grid → detail pattern,
/// docs/strategies/zoom.md): the dismiss from the edge, from mid-screen, down, over a pager and a
/// scroll view, and a tap soon after a dismiss. The stack is a grid and the photo zoomed from it.
extension Scenarios {
  /// Where a mid-screen dismiss starts: 80 pt in, the swipe Twinskaraoke PR #96 saw dismiss.
  static let zoomMidScreenStartX = 80.0

  /// How long after a dismiss's release the stray tap lands: inside the outgoing screen's
  /// 0.9 s of hit-testing (PR #96).
  static let zoomStrayTapPause = 0.3
  /// Where the taps after a dismiss land: a cell of the grid underneath, away from the edge
  /// strip and the dismissed photo's path (a point chosen for the scenarios, no source).
  static let zoomGridTap = Point(x: 290, y: 300)

  /// How long after a dismiss's release the tap meant to open the next photo lands: past the
  /// 0.9 s of hit-testing, inside the 1.5 s run-out of a moderate drag (Apple forums 789010).
  static let zoomPushPause = 1.1

  /// A grid and the photo zoomed from it, the photo's screen holding `views` and `scrollViews`.
  static func zoomScene(views: [AppViewSpec] = [], scrollViews: [ScrollViewSpec] = []) -> SceneSpec {
    scene([ScreenSpec(id: "grid"), ScreenSpec(id: "photo", scrollViews: scrollViews, views: views)])
  }

  /// A lightbox's zoomable image: a full-screen scroll view zoomed to twice the screen, scrolled
  /// to its middle (WordPress-iOS PR #25372's lightbox).
  static let lightboxImage = ScrollViewSpec(
    id: "lightbox", frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 780, height: 1688),
    contentOffset: Point(x: 195, y: 422))

  /// A moderate edge flick that dismisses the photo on every release: 155 pt in 0.3 s.
  static func zoomDismissFlick(_ touches: inout StrokeBuilder) {
    touches.flick(from: Point(x: 5, y: midY), to: Point(x: 160, y: midY + 6), duration: 0.3)
  }

  /// An edge swipe on the zoomed photo: every release dismisses it.
  public static let zoomDismissEdge = trace(
    "zoom-dismiss-edge", "On a photo zoomed from a grid: a slow swipe from the left edge to two thirds of the width, released at rest.",
    intent: .back, scene: zoomScene()
  ) { slowEdgeSwipe(&$0) }

  /// A rightward swipe that starts 80 pt in (Twinskaraoke PR #96): iOS 26's content-swipe
  /// dismiss takes it, iOS 18 has only the edge.
  public static let zoomDismissMidScreen = trace(
    "zoom-dismiss-mid-screen", "On a zoomed photo: a rightward swipe starting 80 pt from the left edge, to near the right edge.",
    intent: .back, scene: zoomScene()
  ) { $0.swipe(from: Point(x: zoomMidScreenStartX, y: midY), to: Point(x: 330, y: midY + 8), duration: 0.45) }

  /// A rightward page swipe in a `UIPageViewController` on the zoomed screen, on its middle page
  /// (KMReader PR #322: the page swipe was taken as the dismiss).
  public static let zoomPagerSwipe = trace(
    "zoom-pager-swipe", "On a zoomed reader page in a three-page UIPageViewController, showing page 2: a rightward swipe from x = 120 to turn back a page.",
    intent: .noNavigation, scene: zoomScene(views: [pages(showing: 1)])
  ) { $0.swipe(from: Point(x: 120, y: midY), to: Point(x: 320, y: midY + 6), duration: 0.4) }

  /// A rightward drag of a zoomed-in lightbox image (WordPress-iOS PR #25372: its scroll view's
  /// pan swallows the dismiss).
  public static let zoomScrollViewDrag = trace(
    "zoom-scroll-view-drag", "On a lightbox image zoomed to twice the screen and scrolled to its middle: a rightward drag from x = 150 to pan the image.",
    intent: .scroll, scene: zoomScene(scrollViews: [lightboxImage])
  ) { $0.swipe(from: Point(x: 150, y: midY), to: Point(x: 330, y: midY + 8), duration: 0.5) }

  /// A dismiss, then a tap 0.3 s after the release, inside the outgoing screen's 0.9 s of
  /// hit-testing (PR #96): it does not reach the grid.
  public static let zoomTapAfterDismiss = trace(
    "zoom-tap-after-dismiss", "An edge flick dismisses a zoomed photo (155 pt in 0.3 s); 0.3 s after the release a tap on the grid.",
    intent: .back, scene: zoomScene()
  ) {
    zoomDismissFlick(&$0)
    $0.pause(zoomStrayTapPause)
    $0.tap(at: zoomGridTap)
  }

  /// A dismiss, then a tap on the grid 1.1 s after the release to open the next photo, while the
  /// dismiss still runs out (Apple forums 789010: no navigation until it ends).
  public static let zoomPushAfterDismiss = trace(
    "zoom-push-after-dismiss", "An edge flick dismisses a zoomed photo (155 pt in 0.3 s); 1.1 s after the release a tap on the grid opens the next photo.",
    intent: .back, scene: zoomScene()
  ) {
    zoomDismissFlick(&$0)
    $0.pause(zoomPushPause)
    $0.tap(at: zoomGridTap)
  }

  /// A downward drag on the zoomed photo (Transmission #90: it always starts the dismiss).
  public static let zoomPullDown = trace(
    "zoom-pull-down", "On a zoomed photo: a downward drag from y = 300 to y = 560, released at rest.",
    intent: .back, scene: zoomScene()
  ) { $0.swipe(from: Point(x: 200, y: 300), to: Point(x: 206, y: 560), duration: 0.4) }

  /// Every zoom scenario, in the order reports show them.
  static let zoom: [Trace] = [
    zoomDismissEdge, zoomDismissMidScreen, zoomPagerSwipe, zoomScrollViewDrag, zoomTapAfterDismiss, zoomPushAfterDismiss,
    zoomPullDown,
  ]
}
