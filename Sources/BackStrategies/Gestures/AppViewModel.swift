/// A view of the app (``AppViewSpec``) as a run tracks it: how it takes touches under the
/// strategy's setup, and what happened to the drag it handled.
struct AppViewModel: Sendable {
  /// How the view takes part in a touch that lands on it.
  enum Handling: Sendable, Equatable {
    /// Through a recogniser of its own (index into the simulation's recognisers): a pan, a
    /// row's swipe-action pan, a web view's back swipe.
    case recognizer(Int)
    /// Through raw `touchesBegan:`/`touchesMoved:` (``AppViewKind/touches``).
    case touches
    /// Through UIControl tracking, on its thumb only (``AppViewKind/slider(value:)``).
    case slider
    /// Through its scroll view (index into the simulation's scroll views): a pager.
    case scrollView(Int)
  }

  let spec: AppViewSpec
  /// The screen it is on (index into the stack at the first touch).
  let screen: Int
  let handling: Handling
  /// Whether it is receiving the current touch's raw touches (a touches view, or a slider
  /// tracking its thumb).
  var tracking = false
  /// Whether its touches wait for UIKit's edge pan to fail before `touchesBegan:` reaches it
  /// (the edge pan's `delaysTouchesBegan`).
  var delayed = false
  /// Where the finger was when its touches began (or its recogniser began).
  var trackingOrigin = Point.zero
  /// How far the view has followed the finger during this touch, in points.
  var travelled = 0.0

  /// The thumb's hit rectangle of a slider: the thumb's centre travels the track between half a
  /// thumb from each end; the hit area is at least
  /// ``ModelParameters/sliderThumbHitSize`` square (`-[_UISlideriOSVisualElement _shouldBeginTrackingAtPoint:pointInKnob:inKnob:]`,
  /// the thumb's bounds grown by `thumbHitEdgeInsets`). In a right-to-left layout the track is
  /// mirrored: the minimum is at the right end.
  static func sliderThumbHitRect(frame: Rect, value: Double, direction: InterfaceLayoutDirection, parameters: ModelParameters) -> Rect {
    let thumb = parameters.sliderThumbWidth
    let fromStart = thumb / 2 + value * max(0, frame.width - thumb)
    let centreX = direction == .leftToRight ? frame.x + fromStart : frame.maxX - fromStart
    let size = max(thumb, parameters.sliderThumbHitSize)
    return Rect(x: centreX - size / 2, y: frame.y + frame.height / 2 - size / 2, width: size, height: size)
  }
}
