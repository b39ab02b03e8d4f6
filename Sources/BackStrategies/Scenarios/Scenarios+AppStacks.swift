/// Scenarios for the traps of the stacks apps ship in 2026 (react-native-screens, React
/// Navigation, SwiftUI): scroll views that never give a back swipe to iOS 26's content swipe,
/// and a vertical drift that hands a swipe to a SwiftUI `ScrollView`.
extension Scenarios {
  /// A full-screen pager in the style of `UIPageViewController`, whose scroll view keeps its
  /// content offset on the middle of three pages even at the first page (it re-centres after
  /// each turn), so it is never at its leading end: a react-native-pager-view `PagerView`
  /// showing its first page (`pagerPage` 0).
  static let pageViewPager = ScrollViewSpec(
    id: "pager", frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 1170, height: 844),
    contentOffset: Point(x: 390, y: 0), pagerPage: 0)

  /// A horizontal list of cards at its start, across the middle of the screen.
  static let horizontalList = ScrollViewSpec(
    id: "horizontal-list", frame: Rect(x: 0, y: 340, width: 390, height: 160), contentSize: Size(width: 1400, height: 160))

  /// A SwiftUI `ScrollView` filling the screen below the bar, scrolling vertically.
  static let verticalScrollView = ScrollViewSpec(
    id: "scroll-view", frame: Rect(x: 0, y: 150, width: 390, height: 694), contentSize: Size(width: 390, height: 3000))

  /// A rightward swipe across a pager at its first page on iOS 26: the user means back (there is
  /// no page before), but the pager's scroll view is not at its leading end, so it takes the
  /// swipe before the content swipe's 30 pt (Bluesky's social-app#9659 patched its pager for
  /// exactly this; react-native-pager-view#1050).
  public static let pagerFirstPageSwipe = trace(
    "pager-first-page-swipe",
    "A rightward flick from mid-screen over a full-screen pager at its first page (a UIPageViewController-style scroll view kept on its middle page), on iOS 26.",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "pages", scrollViews: [pageViewPager])])
  ) { $0.flick(from: Point(x: 120, y: midY), to: Point(x: 340, y: midY + 6), duration: 0.25) }

  /// A rightward swipe from mid-screen across a horizontal list at its start, on iOS 26: the
  /// touch-down is beyond the edge strip, nothing waits for UIKit's content swipe, and the list's
  /// 10 pt comes before its 30 pt, so the list takes the swipe; react-native-screens makes the
  /// content swipe wait for the list as well (pingdotgg/t3code#9493).
  public static let horizontalListSwipe = trace(
    "horizontal-list-swipe",
    "A rightward flick from mid-screen across a horizontal list of cards at its start (offset 0), on iOS 26.",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "feed", scrollViews: [horizontalList])])
  ) { $0.flick(from: Point(x: 120, y: 420), to: Point(x: 340, y: 424), duration: 0.25) }

  /// An edge swipe over a vertical `ScrollView` whose finger first drifts 12 pt down while moving
  /// 4 pt right, then goes 220 pt right: the scroll view's pan passes its 10 pt vertically before
  /// any horizontal pan passes its 10 pt, so the content scrolls and a `DragGesture` on the view
  /// never begins.
  public static let scrollViewDriftThenSwipe = trace(
    "scroll-view-drift-then-swipe",
    "From 8 pt off the left edge over a vertical ScrollView, the finger drifts 12 pt down and 4 pt right, then swipes 220 pt right and lifts.",
    intent: .back,
    scene: scene([ScreenSpec(id: "home"), ScreenSpec(id: "detail", scrollViews: [verticalScrollView])])
  ) {
    $0.stroke(
      through: [Point(x: 8, y: 400), Point(x: 12, y: 412), Point(x: 232, y: 418)], durations: [0.1, 0.35],
      profile: StrokeBuilder.flick)
  }
}
