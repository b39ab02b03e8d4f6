/// The built-in scenarios: documented traces, each with an intent and the platform convention
/// it tests (``Convention``: the back-button ones iOS's, the right-edge pulls Android's, the
/// rest any), that every strategy runs on.
///
/// `strategy-compare` with no arguments runs all of them through every strategy. Each scenario
/// isolates one rule or one failure mode; `docs/scenarios.md` lists them.
public enum Scenarios {
  /// Every built-in scenario, in the order reports show them.
  public static let all: [Trace] = [
    edgeSwipePastHalf, edgeSwipeToThird, edgeFlickShort, midScreenSwipe, verticalScroll, diagonalSwipe,
    leftwardSwipe, swipeOnRoot, rootSwipeThenSwipeAgain, secondSwipeDuringFinish, carouselAtStart,
    carouselMidContent, customBackButton, customSupplementingBackButton, hiddenBackButton, rightToLeftEdgeSwipe,
    tap, pastHalfAndBack, rightEdgePull, dwellToHome, dwellWithJitter, pullAndRetreat, flickZeroVelocityAtBegan,
    shortFastMidSwipe, deepStackSwipe, carouselMidContentNearEdge, downward25Swipe, steepFirstMove,
    pagerFirstPageSwipe, horizontalListSwipe, scrollViewDriftThenSwipe, touchCancelledPastHalf, touchCancelledThenSwipe,
    popThenPeek, mapDrag, sdkMapDrag, rawTouchMapDrag, sliderDrag, swipeRowClose, swipeRowBack, swipeToReply, videoScrub,
    pagerSecondPageSwipe, pagerFirstPageLeftward, webViewHistorySwipe, tapWithJitter, doubleBackTap, swipeDuringPush,
    edgeOutAndBack, rightEdgeSwipe, notchPaddingSwipe,
    composePagerSwipe, composeOutsidePagerSwipe, composePagerEdgeSwipe, unsavedChangesSwipe, unsavedChangesMidScreenSwipe,
    mauiHiddenBarSwipe, mauiDrawingSwipe, mauiThreeDeepSwipe,
  ] + zoom

  /// The scenario with this name: one of ``all``, of ``releaseEvidence`` or of the probes
  /// (``probes``).
  public static func named(_ name: String) -> Trace? {
    all.first { $0.name == name } ?? releaseEvidence.first { $0.name == name } ?? probe(named: name)?.trace
  }

  /// Every trace `run NAME` and `scenarios NAME` accept by name: ``all``, then the release
  /// evidence (``releaseEvidence``) and the probes (``probeTraces``), which the default matrix
  /// leaves out.
  public static var runnable: [Trace] { all + releaseEvidence + probeTraces }

  // MARK: Scenes

  static let device = Device.standard
  static let midY = 420.0

  static func scene(_ screens: [ScreenSpec], device: Device = Scenarios.device) -> SceneSpec {
    SceneSpec(device: device, stack: screens)
  }

  static let homeAndDetail = scene([ScreenSpec(id: "home"), ScreenSpec(id: "detail")])

  static func carousel(offsetX: Double) -> ScrollViewSpec {
    ScrollViewSpec(
      id: "carousel", frame: Rect(x: 0, y: 300, width: 390, height: 200), contentSize: Size(width: 1170, height: 200),
      contentOffset: Point(x: offsetX, y: 0))
  }

  static func trace(
    _ name: String, _ summary: String, intent: Intent, convention: Convention = .any, scene: SceneSpec = homeAndDetail,
    _ build: (inout StrokeBuilder) -> Void
  ) -> Trace {
    var touches = StrokeBuilder()
    build(&touches)
    return Trace(name: name, summary: summary, intent: intent, convention: convention, scene: scene, touches: touches.samples)
  }

  static func slowEdgeSwipe(_ touches: inout StrokeBuilder, toX: Double = 260) {
    touches.swipe(from: Point(x: 5, y: midY), to: Point(x: toX, y: midY + 10), duration: 0.8)
  }

  // MARK: The scenarios

  /// A slow swipe from the left edge to two thirds of the width.
  public static let edgeSwipePastHalf = trace(
    "edge-swipe-past-half", "A slow swipe from the left edge to two thirds of the width, released at rest.",
    intent: .back
  ) { slowEdgeSwipe(&$0) }

  /// An edge swipe to a third of the width, held still, then released: "never mind".
  public static let edgeSwipeToThird = trace(
    "edge-swipe-to-third", "An edge swipe to a third of the width, held still for 0.2 s, then released.",
    intent: .stay
  ) { $0.swipe(from: Point(x: 5, y: midY), to: Point(x: 130, y: midY + 5), duration: 0.6, holdBeforeLift: 0.2) }

  /// A short, fast flick from the edge: 80 pt in 0.1 s, lifted at speed.
  public static let edgeFlickShort = trace(
    "edge-flick-short", "A short fast flick from the left edge: 80 pt in 0.1 s, lifted at speed.", intent: .back
  ) { $0.flick(from: Point(x: 4, y: midY), to: Point(x: 84, y: midY + 3), duration: 0.1) }

  /// A rightward swipe that starts in the middle of the screen.
  public static let midScreenSwipe = trace(
    "mid-screen-swipe", "A rightward swipe from the middle of the screen to near the right edge.", intent: .back
  ) { $0.swipe(from: Point(x: 150, y: midY), to: Point(x: 370, y: midY + 10), duration: 0.5) }

  /// A vertical scroll of a full-screen list.
  public static let verticalScroll = trace(
    "vertical-scroll", "An upward scroll of a full-screen list, starting near the left edge.", intent: .scroll,
    scene: scene([
      ScreenSpec(id: "home"),
      ScreenSpec(
        id: "list",
        scrollViews: [
          ScrollViewSpec(
            id: "table", frame: Rect(x: 0, y: 91, width: 390, height: 719), contentSize: Size(width: 390, height: 3000))
        ]),
    ])
  ) { $0.swipe(from: Point(x: 40, y: 650), to: Point(x: 52, y: 250), duration: 0.35) }

  /// A swipe from the edge at 40° upwards.
  public static let diagonalSwipe = trace(
    "diagonal-swipe", "A swipe from the left edge going up and right at about 40° from horizontal.", intent: .back
  ) { $0.swipe(from: Point(x: 6, y: 600), to: Point(x: 250, y: 395), duration: 0.5) }

  /// A leftward swipe across the middle of the screen.
  public static let leftwardSwipe = trace(
    "leftward-swipe", "A leftward swipe across the middle of the screen (forward, not back).", intent: .noNavigation
  ) { $0.swipe(from: Point(x: 300, y: midY), to: Point(x: 60, y: midY + 8), duration: 0.4) }

  /// An edge swipe on the root screen: there is nothing to go back to.
  public static let swipeOnRoot = trace(
    "swipe-on-root", "A slow edge swipe past half on the root screen, where there is nothing to pop.", intent: .noNavigation,
    scene: scene([ScreenSpec(id: "home")])
  ) { slowEdgeSwipe(&$0) }

  /// Back to the root with one swipe, then two more swipes on the root.
  public static let rootSwipeThenSwipeAgain = trace(
    "root-swipe-then-swipe-again",
    "An edge swipe pops to the root screen; a second edge swipe on the root; a third shows whether UIKit still accepts a gesture.",
    intent: .back
  ) {
    slowEdgeSwipe(&$0)
    $0.pause(0.6)
    slowEdgeSwipe(&$0)
    $0.pause(0.6)
    slowEdgeSwipe(&$0)
  }

  /// A second swipe starts while the first one's finishing animation is still running.
  public static let secondSwipeDuringFinish = trace(
    "second-swipe-during-finish",
    "Three screens deep: an edge swipe released slowly past half, and a second edge swipe 0.1 s later, while the first one's animation still runs.",
    intent: .backToRoot,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "list"), ScreenSpec(id: "detail")])
  ) {
    $0.swipe(from: Point(x: 5, y: midY), to: Point(x: 230, y: midY + 5), duration: 0.45)
    $0.pause(0.1)
    slowEdgeSwipe(&$0)
  }

  /// An edge swipe over a full-width carousel scrolled to its start.
  public static let carouselAtStart = trace(
    "carousel-at-start", "An edge swipe over a full-width horizontal carousel whose content is at its start (offset 0).",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "gallery", scrollViews: [carousel(offsetX: 0)])])
  ) { $0.swipe(from: Point(x: 5, y: 400), to: Point(x: 260, y: 405), duration: 0.8) }

  /// An edge swipe over a full-width carousel showing its middle page.
  public static let carouselMidContent = trace(
    "carousel-mid-content",
    "An edge swipe over a full-width horizontal carousel showing its middle page (offset 390): scrolling back a page is meant.",
    intent: .scroll,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "gallery", scrollViews: [carousel(offsetX: 390)])])
  ) { $0.swipe(from: Point(x: 5, y: 400), to: Point(x: 260, y: 405), duration: 0.8) }

  /// An edge swipe on a screen whose back button is a custom left item.
  public static let customBackButton = trace(
    "custom-back-button", "A slow edge swipe past half on a screen with a custom left bar button item.", intent: .back, convention: .iOS,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "editor", backButton: .custom)])
  ) { slowEdgeSwipe(&$0) }

  /// An edge swipe on a screen with custom left items that supplement the back button.
  public static let customSupplementingBackButton = trace(
    "custom-supplementing-back-button",
    "A slow edge swipe past half on a screen whose custom left items supplement the back button.", intent: .back, convention: .iOS,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "editor", backButton: .customSupplementing)])
  ) { slowEdgeSwipe(&$0) }

  /// An edge swipe on a screen that hides its back button.
  public static let hiddenBackButton = trace(
    "hidden-back-button", "A slow edge swipe past half on a screen that hides its back button.", intent: .back, convention: .iOS,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "checkout", backButton: .hidden)])
  ) { slowEdgeSwipe(&$0) }

  /// A back swipe in a right-to-left layout: from the right edge leftwards.
  public static let rightToLeftEdgeSwipe = trace(
    "right-to-left-edge-swipe", "In a right-to-left layout, a slow swipe from the right edge leftwards across two thirds of the width.",
    intent: .back,
    scene: scene(
      [ScreenSpec(id: "home"), ScreenSpec(id: "detail")], device: Device(layoutDirection: .rightToLeft))
  ) { $0.swipe(from: Point(x: 385, y: midY), to: Point(x: 130, y: midY + 10), duration: 0.8) }

  /// A tap in the middle of the screen.
  public static let tap = trace("tap", "A tap in the middle of the screen.", intent: .noNavigation) {
    $0.tap(at: Point(x: 200, y: midY))
  }

  /// An edge swipe past half that comes back towards the edge before release.
  public static let pastHalfAndBack = trace(
    "past-half-and-back", "An edge swipe to two thirds of the width, then back to 40 pt, released slowly.",
    intent: .stay
  ) {
    $0.stroke(
      through: [Point(x: 5, y: midY), Point(x: 260, y: midY + 8), Point(x: 40, y: midY + 12)], durations: [0.6, 0.6],
      holdBeforeLift: 0.1)
  }
}
