/// Scenarios for the screens people fight iOS 26's content swipe on (docs/ios26-conflicts.md):
/// a drag that belongs to a view of the app (a map, a slider, a row, a web page, a pager),
/// each with the report it comes from. On iOS 18 there is no content swipe: there they show
/// what the edge swipe alone does.
extension Scenarios {
  // MARK: Views

  /// A map below the navigation bar, to the bottom of the screen.
  static func map(_ kind: AppViewKind) -> AppViewSpec {
    AppViewSpec(id: "map", frame: Rect(x: 0, y: 100, width: 390, height: 744), kind: kind)
  }

  /// A full-screen `UIPageViewController` of three pages showing `page`.
  static func pages(showing page: Int) -> AppViewSpec {
    AppViewSpec(id: "pages", frame: Rect(x: 0, y: 100, width: 390, height: 744), kind: .pager(pages: 3, page: page))
  }

  /// A player's volume slider, its thumb at 30 % (thumb centre x ≈ 131).
  static let volumeSlider = AppViewSpec(
    id: "volume", frame: Rect(x: 20, y: 600, width: 350, height: 40), kind: .slider(value: 0.3))

  static func screen(_ id: String, _ views: [AppViewSpec]) -> SceneSpec {
    scene([ScreenSpec(id: "home"), ScreenSpec(id: id, views: views)])
  }

  // MARK: The scenarios

  /// A rightward drag across a map with a pan recogniser (MapKit's kind): the person pans the
  /// map. Google Maps' and cachly's reports (cachly#5332, 2025-10) are of maps that lost this
  /// drag to the content swipe.
  public static let mapDrag = trace(
    "map-drag", "A rightward drag from x = 150 across a map whose view has a UIPanGestureRecognizer: the person pans the map.",
    intent: .noNavigation, scene: screen("map", [map(.pan(recognizesSimultaneously: false))])
  ) { $0.swipe(from: Point(x: 150, y: midY), to: Point(x: 330, y: midY + 8), duration: 0.5) }

  /// The same drag on a map SDK's view whose pan recognises simultaneously with every other
  /// recogniser (to run pinch, rotation and pan together): it excludes nothing, so the content
  /// swipe begins beside it 30 pt in. Apple's answer is the failure requirement
  /// (`interactiveContentPopGestureRecognizer`: "to set up failure requirements with it").
  public static let sdkMapDrag = trace(
    "sdk-map-drag",
    "A rightward drag from x = 150 across a map SDK's view whose pan recognises simultaneously with every recogniser: the person pans the map.",
    intent: .noNavigation, scene: screen("map", [map(.pan(recognizesSimultaneously: true))])
  ) { $0.swipe(from: Point(x: 150, y: midY), to: Point(x: 330, y: midY + 8), duration: 0.5) }

  /// The same drag on a map engine that reads raw touches (`touchesBegan:`/`touchesMoved:`),
  /// as openmobilemaps did before maps-core#879 replaced them with recognisers.
  public static let rawTouchMapDrag = trace(
    "raw-touch-map-drag",
    "A rightward drag from x = 150 across a map that handles raw touches (touchesBegan/touchesMoved), no recogniser: the person pans the map.",
    intent: .noNavigation, scene: screen("map", [map(.touches)])
  ) { $0.swipe(from: Point(x: 150, y: midY), to: Point(x: 330, y: midY + 8), duration: 0.5) }

  /// A rightward drag of a slider's thumb (field notes: "map, slider, video scrubber, canvas:
  /// no pop").
  public static let sliderDrag = trace(
    "slider-drag", "A rightward drag of a volume slider's thumb from x = 131 to x = 300.",
    intent: .noNavigation, scene: screen("player", [volumeSlider])
  ) { $0.swipe(from: Point(x: 131, y: 620), to: Point(x: 300, y: 623), duration: 0.45) }

  /// A rightward swipe that closes a row whose trailing actions are open
  /// (react-native-gesture-handler#4104: "swipe right to close" popped the screen instead).
  public static let swipeRowClose = trace(
    "swipe-row-close",
    "A rightward swipe on a table row whose trailing swipe actions are open, from x = 200: the person closes the row.",
    intent: .noNavigation,
    scene: screen(
      "inbox",
      [AppViewSpec(id: "row", frame: Rect(x: 0, y: 300, width: 390, height: 80), kind: .swipeRow(.init(trailingActions: true, open: .trailing)))])
  ) { $0.swipe(from: Point(x: 200, y: 340), to: Point(x: 340, y: 344), duration: 0.3) }

  /// A rightward flick on a closed row that has trailing swipe actions only: there is nothing
  /// on the leading side to reveal, so the person means back. UIKit's content swipe requires
  /// the table's swipe-action pan to fail
  /// (`-[_UINavigationInteractiveTransitionBase _gestureRecognizer:shouldRequireFailureOfGestureRecognizer:]`,
  /// type 21), and that pan does not begin towards a side without actions.
  public static let swipeRowBack = trace(
    "swipe-row-back",
    "A rightward flick on a closed table row with trailing swipe actions only, from x = 120: nothing to reveal on that side, the person means back.",
    intent: .back,
    scene: screen(
      "inbox",
      [AppViewSpec(id: "row", frame: Rect(x: 0, y: 300, width: 390, height: 80), kind: .swipeRow(.init(trailingActions: true)))])
  ) { $0.flick(from: Point(x: 120, y: 340), to: Point(x: 340, y: 344), duration: 0.25) }

  /// A rightward drag of a chat message to reply, on a view that follows the touches itself
  /// (no recogniser): NativePHP's report (mobile-air#481, an open pull request that switches the
  /// content swipe off on every screen of the app) says iOS 26's content swipe takes it.
  public static let swipeToReply = trace(
    "swipe-to-reply", "A rightward drag of 90 pt on a chat message whose swipe-to-reply reads the touches itself (no recogniser): the person replies.",
    intent: .noNavigation,
    scene: screen("chat", [AppViewSpec(id: "message", frame: Rect(x: 16, y: 400, width: 300, height: 60), kind: .touches)])
  ) { $0.swipe(from: Point(x: 80, y: 430), to: Point(x: 170, y: 433), duration: 0.35) }

  /// A slow rightward scrub of a web video's timeline, which reads raw touch events (WebKit
  /// #47593: "does not play nicely with WebKit's gesture recognizers").
  public static let videoScrub = trace(
    "video-scrub", "A slow rightward scrub along a web video's timeline from x = 60 to x = 260, in web content that reads raw touch events.",
    intent: .noNavigation,
    scene: screen("video", [AppViewSpec(id: "timeline", frame: Rect(x: 16, y: 500, width: 358, height: 44), kind: .touches)])
  ) { $0.swipe(from: Point(x: 60, y: 522), to: Point(x: 260, y: 524), duration: 0.9) }

  /// A rightward flick on a pager's second page: the person means the first page.
  public static let pagerSecondPageSwipe = trace(
    "pager-second-page-swipe",
    "A rightward flick from mid-screen on a UIPageViewController showing its second page: the person means the previous page.",
    intent: .scroll, scene: screen("pages", [pages(showing: 1)])
  ) { $0.flick(from: Point(x: 120, y: midY), to: Point(x: 340, y: midY + 6), duration: 0.25) }

  /// A leftward flick on a pager's first page: the person means the next page.
  public static let pagerFirstPageLeftward = trace(
    "pager-first-page-leftward",
    "A leftward flick from mid-screen on a UIPageViewController showing its first page: the person means the next page.",
    intent: .scroll, scene: screen("pages", [pages(showing: 0)])
  ) { $0.flick(from: Point(x: 300, y: midY), to: Point(x: 80, y: midY + 6), duration: 0.25) }

  /// An edge swipe on a web view that has history: the person means the web page before, not
  /// the screen before (field notes: "swipe | web view with history | web back, not the screen
  /// pop").
  public static let webViewHistorySwipe = trace(
    "web-view-history-swipe",
    "A slow swipe from the left edge on a WKWebView with allowsBackForwardNavigationGestures and two pages of history: the person means the previous web page.",
    intent: .noNavigation,
    scene: screen("browser", [AppViewSpec(id: "page", frame: Rect(x: 0, y: 100, width: 390, height: 744), kind: .webView(backHistory: 2))])
  ) { slowEdgeSwipe(&$0) }

  /// A tap whose finger rolls 1.5 pt sideways before it lifts (forums 771725: quick taps flashed the previous screen).
  public static let tapWithJitter = trace(
    "tap-with-jitter", "A tap in the middle of the screen whose finger rolls 1.5 pt sideways and back in 0.08 s.",
    intent: .noNavigation
  ) {
    $0.stroke(
      through: [Point(x: 200, y: midY), Point(x: 201.5, y: midY + 0.5), Point(x: 200.5, y: midY)], durations: [0.04, 0.04])
  }
}
