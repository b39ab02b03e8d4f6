/// Scenarios from .NET MAUI's iOS reports (docs/strategies/maui.md): a page that hides its bar
/// to own back navigation (#37781), a drawing surface on iOS 26 (#36248), and a swipe three
/// pages deep for Shell's double pop (PR #28485). Every strategy runs them; on UIKit's own
/// rules they read as any app's screens would.
extension Scenarios {
  /// The drawing surface of ``mauiDrawingSwipe``: a MAUI `GraphicsView` (raw touches,
  /// `PlatformTouchGraphicsView`) below the bar, the full width, 500 pt high.
  static let mauiCanvas = AppViewSpec(id: "canvas", frame: Rect(x: 0, y: 120, width: 390, height: 500), kind: .touches)

  /// Where the drawing stroke starts: 40 pt from the left edge, outside UIKit's 13 pt edge strip
  /// ("while drawing near the left side of the screen", #36248).
  static let mauiStrokeStartX = 40.0

  /// Where the slow edge swipes of these scenarios end: 320 pt, well past half the 390 pt width,
  /// so UIKit's release rule finishes them under every reading of the open choices.
  static let mauiSwipeEndX = 320.0

  /// A slow edge swipe past half on a page with `NavigationPage.HasNavigationBar="False"` (or
  /// Shell's `NavBarIsVisible="False"`), whose app draws its own bar and owns back navigation:
  /// #37781's page. UIKit's own delegate declines the swipe there.
  public static let mauiHiddenBarSwipe = trace(
    "maui-hidden-bar-swipe",
    "On a page that hides its navigation bar to own back navigation (.NET MAUI #37781), a slow edge swipe to x = 320: UIKit's delegate declines it.",
    intent: .stay, convention: .iOS,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "wizard", navigationBarHidden: true)])
  ) { slowEdgeSwipe(&$0, toX: mauiSwipeEndX) }

  /// A rightward stroke drawn on a signature pad 40 pt from the left edge (.NET MAUI #36248):
  /// the person draws; on iOS 26 the content swipe takes it.
  public static let mauiDrawingSwipe = trace(
    "maui-drawing-swipe",
    "A rightward stroke at a steady speed from x = 40 to x = 260, lifted while moving, across a drawing surface that reads raw touches (a MAUI GraphicsView; .NET MAUI #36248): the person draws.",
    intent: .noNavigation, scene: screen("signature", [mauiCanvas])
  ) { $0.stroke(through: [Point(x: mauiStrokeStartX, y: midY), Point(x: 260, y: midY + 12)], durations: [0.4], profile: { $0 }) }

  /// A slow edge swipe past half three pages deep: one pop should leave the second page (Shell
  /// before PR #28485 popped two).
  public static let mauiThreeDeepSwipe = trace(
    "maui-three-deep-swipe",
    "Three pages deep, a slow edge swipe to x = 320: one page back (.NET MAUI PR #28485 fixed a Shell that went back two).",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "orders"), ScreenSpec(id: "order")])
  ) { slowEdgeSwipe(&$0, toX: mauiSwipeEndX) }
}
