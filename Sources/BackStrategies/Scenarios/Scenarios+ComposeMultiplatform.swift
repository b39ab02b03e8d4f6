/// Scenarios for a Compose Multiplatform screen with a `HorizontalPager`
/// (``ComposeMultiplatformStrategy``; compose-multiplatform-core PR #3116, CMP-9869): a swipe
/// over the pager, one outside it, and an edge swipe over it.
///
/// The pager is modelled with the scene's app views: a pan (``AppViewKind/pan(recognizesSimultaneously:)``)
/// over the pager's band. Compose's touches recogniser begins only where Compose consumes
/// movement, which over a `HorizontalPager` is past its 10 dp touch slop, the model's 10 pt pan
/// hysteresis; elsewhere on the screen it never begins, as if no view of the app were there.
/// Not ``AppViewKind/pager(pages:page:)``: that is a `UIPageViewController`'s scroll view,
/// which a Compose pager is not.
extension Scenarios {
  /// The pager's band: the whole width, from below the navigation bar to y = 500.
  static let composePagerFrame = Rect(x: 0, y: 150, width: 390, height: 350)
  /// Where the swipe outside the pager runs: below its band.
  static let belowComposePagerY = 700.0
  /// Where the flicks start across the screen: 150 pt in, past the edge strip.
  static let composeSwipeStartX = 150.0
  /// How far the flicks go: 140 pt, past the content swipe's 30 pt and the pager's 10 pt.
  static let composeFlickLength = 140.0
  /// How long the flicks last: 0.2 s, lifted at speed (``StrokeBuilder/flick(from:to:duration:)``).
  static let composeFlickDuration = 0.2

  /// Where the edge flick starts: 5 pt from the left edge, inside every edge strip.
  static let composeEdgeStartX = 5.0
  /// How far the edge flick goes: 195 pt, half the standard width.
  static let composeEdgeFlickLength = 195.0
  /// How long the edge flick lasts: 0.25 s, lifted at speed.
  static let composeEdgeFlickDuration = 0.25

  /// The Compose screen with its pager, pushed on a home screen.
  static let composePagerScene = scene([
    ScreenSpec(id: "home"),
    ScreenSpec(
      id: "compose", views: [AppViewSpec(id: "horizontal-pager", frame: composePagerFrame, kind: .pan(recognizesSimultaneously: false))]),
  ])

  /// A rightward flick over the pager from mid-screen: the person pages it (#3116's test: no pop).
  public static let composePagerSwipe = trace(
    "compose-pager-swipe",
    "On a Compose screen, a rightward flick from x = 150 across a HorizontalPager, 140 pt in 0.2 s, lifted at speed: the person pages it (compose-multiplatform-core #3116: no pop).",
    intent: .noNavigation, scene: composePagerScene
  ) { $0.flick(from: Point(x: composeSwipeStartX, y: 320), to: Point(x: composeSwipeStartX + composeFlickLength, y: 326), duration: composeFlickDuration) }

  /// The same flick below the pager: on iOS 26 the content swipe pops (#3116's test: pops).
  public static let composeOutsidePagerSwipe = trace(
    "compose-outside-pager-swipe",
    "On the same Compose screen, the same flick below the HorizontalPager: a back swipe (#3116: it pops on iOS 26).",
    intent: .back, scene: composePagerScene
  ) {
    $0.flick(
      from: Point(x: composeSwipeStartX, y: belowComposePagerY), to: Point(x: composeSwipeStartX + composeFlickLength, y: belowComposePagerY + 6),
      duration: composeFlickDuration)
  }

  /// A left-edge flick that crosses the pager: the edge swipe (or Compose's own back) should win.
  public static let composePagerEdgeSwipe = trace(
    "compose-pager-edge-swipe",
    "On the same Compose screen, a flick from the left edge (x = 5) across the HorizontalPager, 195 pt in 0.25 s, lifted at speed: a back swipe.",
    intent: .back, scene: composePagerScene
  ) { $0.flick(from: Point(x: composeEdgeStartX, y: 320), to: Point(x: composeEdgeStartX + composeEdgeFlickLength, y: 326), duration: composeEdgeFlickDuration) }
}
