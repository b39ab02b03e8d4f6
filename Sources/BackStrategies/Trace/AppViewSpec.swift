/// A view of the app on a screen that handles touches itself: a map, a slider, a row with swipe
/// actions, a web view, a pager. iOS 26's content swipe (`interactiveContentPopGestureRecognizer`)
/// covers the whole content area, so every rightward drag such a view owns is also a back swipe
/// it can lose to (docs/ios26-conflicts.md).
///
/// In a trace file it is an element of a screen's `views`:
///
///     { "id": "map", "kind": "pan", "frame": { "x": 0, "y": 100, "width": 390, "height": 600 } }
///
/// Views are listed back to front, like ``ScreenSpec/scrollViews``; a view in front of a scroll
/// view takes the touch from it (hit-testing picks the frontmost view under the finger, views
/// above scroll views).
public struct AppViewSpec: Hashable, Sendable {
  /// Identifier, unique among the views of its screen (reported in the timeline and in errors).
  public var id: String
  /// Frame in the screen's points; it must lie on the screen.
  public var frame: Rect
  /// How the view handles touches.
  public var kind: AppViewKind

  /// Creates a view description.
  public init(id: String, frame: Rect, kind: AppViewKind) {
    self.id = id
    self.frame = frame
    self.kind = kind
  }
}

/// How an ``AppViewSpec`` handles the touches that land on it, each the way UIKit (or WebKit)
/// implements it. docs/trace-format.md gives each one's fields; docs/model.md its rules.
public enum AppViewKind: Hashable, Sendable {
  /// A `UIPanGestureRecognizer` on the view, as MapKit's map and most drawing canvases have: it
  /// begins after ``ModelParameters/panHysteresis`` of travel in any direction, 20 pt before
  /// the content swipe, and so fails it (`-[UIGestureRecognizer _isExcludedByExcludable:]`).
  /// `recognizesSimultaneously`: its delegate answers YES to
  /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:` for every other
  /// recogniser, as map SDKs do to run pinch, rotation and pan together; then it excludes
  /// nothing, and the content swipe begins beside it 30 pt in.
  case pan(recognizesSimultaneously: Bool)
  /// Raw `touchesBegan:`/`touchesMoved:` handling, no recogniser (a game view, a map engine that
  /// reads touches, web content's touch events): the view follows the finger from the
  /// touch-down until a recogniser that cancels touches in its view (`cancelsTouchesInView`,
  /// YES by default, the back recognisers included) recognises, which sends it `touchesCancelled:`.
  case touches
  /// A `UISlider`: it tracks a touch that lands on its thumb (UIControl tracking), and refuses
  /// every other recogniser while it tracks (`-[_UISlideriOSVisualElement gestureRecognizerShouldBegin:]`).
  /// `value` places the thumb along the track, 0 at the minimum end, 1 at the maximum.
  case slider(value: Double)
  /// A table row with swipe actions (`UIContextualAction`, `leadingSwipeActionsConfiguration…`,
  /// `trailingSwipeActionsConfiguration…`): the table's swipe-action pan recogniser, which the
  /// content swipe requires to fail.
  case swipeRow(SwipeRow)
  /// A `WKWebView` with `allowsBackForwardNavigationGestures = YES`. `backHistory` is how many
  /// pages its own back list holds (0: `canGoBack` is NO, so its back swipe never begins).
  case webView(backHistory: Int)
  /// A `UIPageViewController` in scroll mode, showing page `page` of `pages` (0 for the first).
  /// Its scroll view (`_UIQueuingScrollView`) keeps the shown page in the middle of three pages
  /// of content, so it sits mid-content even on its first page, and a rightward drag there
  /// scrolls it rather than failing.
  case pager(pages: Int, page: Int)

  /// The name of the kind in trace files (`"pan"`, `"swipe-row"`…).
  public var name: String {
    switch self {
    case .pan: "pan"
    case .touches: "touches"
    case .slider: "slider"
    case .swipeRow: "swipe-row"
    case .webView: "web-view"
    case .pager: "pager"
    }
  }

  /// Every kind's name, in the order docs list them.
  public static let names = ["pan", "touches", "slider", "swipe-row", "web-view", "pager"]

  /// A row's swipe actions, and which side is open.
  public struct SwipeRow: Hashable, Sendable {
    /// The row has leading actions (revealed by a swipe towards trailing: rightward in
    /// left-to-right layouts), such as swipe-to-reply or "mark as read".
    public var leadingActions: Bool
    /// The row has trailing actions (revealed by a swipe towards leading), such as "Delete".
    public var trailingActions: Bool
    /// The side whose actions are showing, or `nil` when the row is closed.
    public var open: SwipeRowSide?

    /// Creates a row; by default trailing actions only, closed.
    public init(leadingActions: Bool = false, trailingActions: Bool = true, open: SwipeRowSide? = nil) {
      self.leadingActions = leadingActions
      self.trailingActions = trailingActions
      self.open = open
    }
  }

  /// One side of a row with swipe actions.
  public enum SwipeRowSide: String, Hashable, Sendable, CaseIterable {
    /// The leading side (left in left-to-right layouts).
    case leading
    /// The trailing side (right in left-to-right layouts).
    case trailing
  }
}

extension AppViewSpec: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, kind, frame, recognizesSimultaneously, value, leadingActions, trailingActions, open, backHistory, pages, page
  }

  /// Decodes the fields docs/trace-format.md lists, as a trace file spells them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    frame = try container.decode(Rect.self, forKey: .frame)
    let name = try container.decode(String.self, forKey: .kind)
    switch name {
    case "pan": kind = .pan(recognizesSimultaneously: try container.decodeIfPresent(Bool.self, forKey: .recognizesSimultaneously) ?? false)
    case "touches": kind = .touches
    case "slider": kind = .slider(value: try container.decodeIfPresent(Double.self, forKey: .value) ?? AppViewSpec.defaultSliderValue)
    case "swipe-row":
      let open = try container.decodeIfPresent(String.self, forKey: .open).flatMap(AppViewKind.SwipeRowSide.init(rawValue:))
      kind = .swipeRow(
        AppViewKind.SwipeRow(
          leadingActions: try container.decodeIfPresent(Bool.self, forKey: .leadingActions) ?? false,
          trailingActions: try container.decodeIfPresent(Bool.self, forKey: .trailingActions) ?? true, open: open))
    case "web-view": kind = .webView(backHistory: try container.decodeIfPresent(Int.self, forKey: .backHistory) ?? 0)
    case "pager":
      kind = .pager(pages: try container.decode(Int.self, forKey: .pages), page: try container.decodeIfPresent(Int.self, forKey: .page) ?? 0)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown view kind '\(name)' (expected \(AppViewKind.names.joined(separator: ", ")))")
    }
  }

  /// Encodes the fields a trace file spells, leaving defaults out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(kind.name, forKey: .kind)
    try container.encode(frame, forKey: .frame)
    switch kind {
    case .pan(let simultaneous): if simultaneous { try container.encode(true, forKey: .recognizesSimultaneously) }
    case .touches: break
    case .slider(let value): try container.encode(value, forKey: .value)
    case .swipeRow(let row):
      try container.encode(row.leadingActions, forKey: .leadingActions)
      try container.encode(row.trailingActions, forKey: .trailingActions)
      try container.encodeIfPresent(row.open?.rawValue, forKey: .open)
    case .webView(let backHistory): try container.encode(backHistory, forKey: .backHistory)
    case .pager(let pages, let page):
      try container.encode(pages, forKey: .pages)
      try container.encode(page, forKey: .page)
    }
  }

  /// Where a slider's thumb sits when a trace does not say (`UISlider.value` halfway along its range).
  public static let defaultSliderValue = 0.5
}
