/// A kind of screen that fights iOS 26's content swipe (`interactiveContentPopGestureRecognizer`)
/// with a view of its own, as `strategy-compare recommend --screen KIND` names it
/// (docs/ios26-conflicts.md).
///
/// Each kind has a documented set of runs that decide which fix suits it
/// (``ScreenAdvice``): the screen's own conflicts (``conflicts``: a drag the view owns, or a back
/// swipe it must not eat) and the back swipes that must still work on such a screen
/// (``backSwipes``: from the edge, and from mid-screen over a part the view does not cover), so
/// that a fix which switches the back swipe off over the whole screen shows what it costs.
public enum ScreenKind: String, Hashable, Sendable, CaseIterable {
  /// A map (or a canvas, a game view) that pans with the finger: MapKit's pan recogniser, a
  /// map SDK's simultaneous pan, or an engine reading raw touches.
  case map
  /// A `UIPageViewController` in scroll mode (or react-native-pager-view).
  case pager
  /// A horizontal scroll view narrower than its content: a carousel or a horizontal list.
  case carousel
  /// A vertical list (a table, a collection, a `ScrollView`).
  case list
  /// A table whose rows have swipe actions (`UIContextualAction`).
  case swipeRows = "swipe-rows"
  /// A web view: `WKWebView`'s own back-forward swipe, and web content reading touch events
  /// (a video's timeline).
  case web
  /// A screen pushed with a zoom transition (a photo zoomed from a grid): its own dismiss
  /// recognisers, not the navigation controller's, take the back swipe
  /// (docs/strategies/zoom.md). Its candidates are the `zoom` presets (``ScreenAdvice/Group/zoom``).
  case zoom

  /// Every kind's name, as `--screen` takes it, in the order docs list them.
  public static let names = allCases.map(\.rawValue)

  /// What the kind covers, in a few words.
  public var summary: String {
    switch self {
    case .map: "a map or canvas that pans with the finger (pan recogniser, simultaneous pan or raw touches)"
    case .pager: "a UIPageViewController in scroll mode"
    case .carousel: "a horizontal scroll view: a carousel or a horizontal list"
    case .list: "a vertical list"
    case .swipeRows: "table rows with swipe actions"
    case .web: "a WKWebView with back-forward swipes, web content reading touch events (a video's timeline)"
    case .zoom: "a screen pushed with a zoom transition (a photo zoomed from a grid)"
    }
  }

  /// The screen's own conflicts: the built-in scenarios (and, for a list, one stroke built
  /// here) in which a view of the screen owns the drag or must leave the back swipe alone.
  public var conflicts: [Trace] {
    switch self {
    case .map: [Scenarios.mapDrag, Scenarios.sdkMapDrag, Scenarios.rawTouchMapDrag]
    case .pager: [Scenarios.pagerFirstPageSwipe, Scenarios.pagerSecondPageSwipe, Scenarios.pagerFirstPageLeftward]
    case .carousel:
      [Scenarios.carouselAtStart, Scenarios.carouselMidContent, Scenarios.carouselMidContentNearEdge, Scenarios.horizontalListSwipe]
    case .list: [Scenarios.verticalScroll, ScreenKind.listSlopedBackSwipe]
    case .swipeRows: [Scenarios.swipeRowClose, Scenarios.swipeRowBack, ScreenKind.rnghSwipeableRowBack]
    case .web: [Scenarios.webViewHistorySwipe, Scenarios.videoScrub]
    case .zoom:
      [
        Scenarios.zoomPagerSwipe, Scenarios.zoomScrollViewDrag, Scenarios.zoomTapAfterDismiss, Scenarios.zoomPushAfterDismiss,
        Scenarios.zoomPullDown,
      ]
    }
  }

  /// The back swipes that must still work on such a screen, built on its scene
  /// (``backSwipeScene``): ``Scenarios/edgeSwipePastHalf``'s and ``Scenarios/edgeFlickShort``'s
  /// strokes, and a mid-screen back flick at ``backSwipeY``, over a part of the screen no view
  /// of the app covers (the navigation bar, when the view fills the content area). None is a
  /// built-in scenario: each is named `<kind>-<scenario>`.
  public var backSwipes: [Trace] { backSwipes(in: backSwipeScene) }

  /// The same back swipes in `scene` (a screen of the kind in another variant: a map that
  /// reads raw touches).
  public func backSwipes(in scene: SceneSpec) -> [Trace] {
    let y = backSwipeY
    return [
      Trace(
        name: "\(rawValue)-edge-swipe-past-half", summary: "On a \(rawValue) screen: " + Scenarios.edgeSwipePastHalf.summary,
        intent: .back, scene: scene, touches: Scenarios.edgeSwipePastHalf.touches),
      Trace(
        name: "\(rawValue)-edge-flick-short", summary: "On a \(rawValue) screen: " + Scenarios.edgeFlickShort.summary,
        intent: .back, scene: scene, touches: Scenarios.edgeFlickShort.touches),
      Scenarios.trace(
        "\(rawValue)-mid-screen-back-swipe",
        "On a \(rawValue) screen: a rightward flick from x = 120 to x = 340 in 0.25 s at y = \(Int(y)), where no view of the app is, lifted at speed.",
        intent: .back, scene: scene
      ) {
        $0.flick(
          from: Point(x: ScreenKind.midScreenStartX, y: y), to: Point(x: ScreenKind.midScreenEndX, y: y + ScreenKind.midScreenDrift),
          duration: ScreenKind.midScreenDuration)
      },
    ]
  }

  /// Every run's trace: ``conflicts``, then ``backSwipes``.
  public var traces: [Trace] { conflicts + backSwipes }

  /// The scene the back swipes run in: the screen of the kind's first conflict, with its view
  /// in the state where a back swipe is meant (a web view with no history, a row closed with
  /// trailing actions only, a pager on its first page, a carousel at its start).
  public var backSwipeScene: SceneSpec {
    switch self {
    case .map: Scenarios.mapDrag.scene
    case .pager: Scenarios.screen("pages", [Scenarios.pages(showing: 0)])
    case .carousel: Scenarios.carouselAtStart.scene
    case .list: Scenarios.verticalScroll.scene
    case .swipeRows: Scenarios.swipeRowBack.scene
    case .web:
      Scenarios.screen("browser", [AppViewSpec(id: "page", frame: ScreenKind.webPageFrame, kind: .webView(backHistory: 0))])
    case .zoom: Scenarios.zoomScene()
    }
  }

  /// The height of the mid-screen back swipe: on the navigation bar when the kind's view fills
  /// the content area below it (map, pager, list, web), below the view otherwise.
  public var backSwipeY: Double {
    switch self {
    case .map, .pager, .list, .web: ScreenKind.navigationBarY
    case .carousel, .swipeRows: ScreenKind.belowViewY
    case .zoom: Scenarios.midY
    }
  }

  /// A y on the navigation bar of ``Scenarios``' device (the bar spans y = 47 to 91).
  static let navigationBarY = 70.0
  /// A y below every view of the carousel and swipe-row scenes (their views end at y = 500).
  static let belowViewY = 650.0
  /// Where the mid-screen back flick starts: mid-screen, well past the 33 pt edge strip.
  static let midScreenStartX = 120.0
  /// Where it ends: near the right edge.
  static let midScreenEndX = 340.0
  /// Its downward drift over the flick: a finger's, as in ``Scenarios/pagerFirstPageSwipe``.
  static let midScreenDrift = 6.0
  /// Its duration: the flick of ``Scenarios/pagerFirstPageSwipe``.
  static let midScreenDuration = 0.25
  /// The frame of ``Scenarios/webViewHistorySwipe``'s page: the content area below the bar.
  static let webPageFrame = Rect(x: 0, y: 100, width: 390, height: 744)

  /// A rightward back flick across a vertical list, 12° below the horizontal: slightly
  /// vertical, as a thumb draws it (`list-sloped-back-swipe`). The list's pan and the content
  /// swipe both see it; the content swipe fails once the vertical travel reaches
  /// min(0.8·|tx| + 10, 25) pt.
  public static let listSlopedBackSwipe = Scenarios.trace(
    "list-sloped-back-swipe",
    "A rightward flick across a full-screen vertical list from x = 120, 12° below the horizontal (220 pt right, 47 pt down), lifted at speed.",
    intent: .back, scene: Scenarios.verticalScroll.scene
  ) { $0.flick(from: Point(x: 120, y: 400), to: Point(x: 340, y: 447), duration: 0.25) }

  /// A rightward swipe closing an open row of react-native-gesture-handler's
  /// `ReanimatedSwipeable` in a native stack (`rngh-swipeable-row-back`,
  /// react-native-gesture-handler#4104: the screen pops instead). The row's pan is a
  /// gesture-handler recogniser, not UIKit's swipe-action pan: it recognises beside the stack's
  /// recognisers and nothing makes the content swipe wait for it, so the content swipe begins
  /// 30 pt in (modelled as a pan that recognises simultaneously,
  /// ``AppViewKind/pan(recognizesSimultaneously:)``). Its stroke is ``Scenarios/swipeRowClose``'s.
  public static let rnghSwipeableRowBack = Trace(
    name: "rngh-swipeable-row-back",
    summary:
      "A rightward swipe from x = 200 closing an open ReanimatedSwipeable row (react-native-gesture-handler's pan, which makes no back recogniser wait) in a native stack: the person closes the row (react-native-gesture-handler#4104: the screen pops).",
    intent: .noNavigation,
    scene: Scenarios.screen(
      "inbox", [AppViewSpec(id: "row", frame: Rect(x: 0, y: 300, width: 390, height: 80), kind: .pan(recognizesSimultaneously: true))]),
    touches: Scenarios.swipeRowClose.touches)

  /// The other screens of the stack, run under every candidate (``ScreenAdvice/Role/otherScreen``):
  /// where UIKit's delegate of the content swipe has rules of its own (a custom back button, a
  /// hidden back button, a row with swipe actions, a push still running). A fix applied on one
  /// screen must leave them as the stack ships them; a fix that replaces UIKit's delegate
  /// (`leading-edge-rule`) changes them on every screen of the stack, whatever kind the screen
  /// it was meant for is.
  public static let otherScreens: [Trace] = [
    Scenarios.customBackButton, Scenarios.hiddenBackButton, Scenarios.swipeRowClose, Scenarios.swipeDuringPush,
  ]

  /// The conflicts of the kind that fit `scene`'s screens, for a trace file's advice: a map's
  /// conflicts are those of its kinds of view (a pan recogniser: `map-drag`; a simultaneous
  /// pan: `sdk-map-drag`; raw touches: `raw-touch-map-drag`); every other kind keeps all its
  /// ``conflicts``, the states its view passes through in use (a pager's pages, a carousel's
  /// offsets, a row open or closed).
  public func conflicts(fitting scene: SceneSpec) -> [Trace] {
    guard self == .map else { return conflicts }
    let views = scene.stack.flatMap(\.views).map(\.kind)
    let fitting = conflicts.filter { trace in
      trace.scene.stack.flatMap(\.views).contains { views.contains($0.kind) }
    }
    return fitting.isEmpty ? conflicts : fitting
  }

  /// The kinds that apply to `screen`: one per kind of view or scroll view on it, in
  /// `allCases` order. A pan or touches view is a map, a horizontal scroll view (its content
  /// wider than its frame) a carousel, a vertical one a list; sliders belong to no kind (UISlider
  /// refuses a pan that begins on its thumb: no fix is needed).
  public static func kinds(of screen: ScreenSpec) -> [ScreenKind] {
    var found: Set<ScreenKind> = []
    for view in screen.views {
      switch view.kind {
      case .pan, .touches: found.insert(.map)
      case .pager: found.insert(.pager)
      case .swipeRow: found.insert(.swipeRows)
      case .webView: found.insert(.web)
      case .slider: break
      }
    }
    for scrollView in screen.scrollViews {
      if scrollView.pagerPage != nil {
        found.insert(.pager)
      } else if scrollView.scrollsHorizontally {
        found.insert(.carousel)
      } else if scrollView.scrollsVertically {
        found.insert(.list)
      }
    }
    return allCases.filter(found.contains)
  }

  /// The kinds that apply to any screen of `scene`'s stack, in `allCases` order.
  public static func kinds(in scene: SceneSpec) -> [ScreenKind] {
    let found = Set(scene.stack.flatMap(kinds(of:)))
    return allCases.filter(found.contains)
  }

  /// The groups this kind is advised on whatever the framework, or `nil` for the framework's
  /// (``ScreenAdvice/Group/groups(for:)``): a zoom screen's dismiss is the zoom transition's,
  /// so its candidates are the `zoom` presets (``ScreenAdvice/Group/zoom``).
  public var ownGroups: [ScreenAdvice.Group]? { self == .zoom ? [.zoom] : nil }

  /// The other screens of the stack its candidates run on: ``otherScreens``, except for a zoom
  /// screen, whose candidates describe the zoomed screen alone (the other screens of the stack
  /// are pushed without a zoom transition).
  public var otherScreensOfItsStack: [Trace] { self == .zoom ? [] : ScreenKind.otherScreens }
}
