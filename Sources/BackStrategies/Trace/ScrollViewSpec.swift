/// A scroll view placed on a screen of the scene, as the trace describes it.
public struct ScrollViewSpec: Hashable, Sendable, Codable {
  /// Identifier, unique on its screen (reported in the timeline and in errors).
  public var id: String
  /// Frame in the screen's points.
  public var frame: Rect
  /// Size of the scrollable content; larger than the frame along an axis means it scrolls
  /// along that axis.
  public var contentSize: Size
  /// Initial content offset.
  public var contentOffset: Point
  /// Whether the content rubber-bands past its ends (`UIScrollView.bounces`, default `true`).
  public var bounces: Bool

  /// The page a react-native-pager-view (`PagerView`) shows, 0 for the first; `nil` (the
  /// default, `pagerPage` left out of a trace file) when the scroll view is not such a pager.
  /// The page cannot be read from the offset: a `UIPageViewController`-style pager keeps its
  /// scroll view on its middle page whatever page it shows. A pager on page 0 gives way to
  /// react-native-screens' own pan when the finger moves back (``RecognizerSpec/pagersYieldGoingBack``).
  public var pagerPage: Int?

  /// Creates a scroll view description.
  public init(
    id: String, frame: Rect, contentSize: Size, contentOffset: Point = .zero, bounces: Bool = true, pagerPage: Int? = nil
  ) {
    self.pagerPage = pagerPage
    self.id = id
    self.frame = frame
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.bounces = bounces
  }

  /// The largest content offset along each axis (never negative).
  public var maximumOffset: Point {
    Point(x: max(0, contentSize.width - frame.width), y: max(0, contentSize.height - frame.height))
  }

  /// Whether the content is wider than the frame.
  public var scrollsHorizontally: Bool { contentSize.width > frame.width }
  /// Whether the content is taller than the frame.
  public var scrollsVertically: Bool { contentSize.height > frame.height }
}
