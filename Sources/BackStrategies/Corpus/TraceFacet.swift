/// A condition of a trace that a need depends on, read from the trace itself (its scene and
/// where it touches down), so it applies to any corpus, generated or recorded.
///
/// Scores are kept per facet as well as overall and per family; ``Need`` reads them.
public enum TraceFacet: String, Hashable, Sendable, CaseIterable {
  /// The first touch-down is outside both edge strips (``StartRegion/interior``).
  case midScreenStart = "mid-screen-start"
  /// The first touch-down is on a scroll view of the top screen.
  case onScrollView = "on-scroll-view"
  /// The top screen has a screen under it and a back button that turns UIKit's edge gesture
  /// off: `custom` or `hidden` (``BackButtonStyle/keepsSystemBackGesture``).
  case customBackButton = "custom-back-button"
  /// The layout is right-to-left: back is a swipe from the right edge.
  case rightToLeft = "right-to-left"

  /// The facets `trace` has.
  public static func facets(of trace: Trace, parameters: ModelParameters = .uikit26) -> Set<TraceFacet> {
    var facets: Set<TraceFacet> = []
    let scene = trace.scene
    if scene.device.layoutDirection == .rightToLeft { facets.insert(.rightToLeft) }
    if let top = scene.stack.last {
      if scene.stack.count > 1 && !top.backButton.keepsSystemBackGesture { facets.insert(.customBackButton) }
      if let touchDown = trace.touches.first(where: { $0.phase == .began }) {
        if top.scrollViews.contains(where: { $0.frame.contains(touchDown.location) }) { facets.insert(.onScrollView) }
      }
    }
    if StartRegion(firstTouchOf: trace, parameters: parameters) == .interior { facets.insert(.midScreenStart) }
    return facets
  }

  /// The traces with this facet, in words: `traces that touch down mid-screen`.
  public var phrase: String {
    switch self {
    case .midScreenStart: "traces that touch down mid-screen"
    case .onScrollView: "traces that touch down on a scroll view"
    case .customBackButton: "traces on a screen with a custom or hidden back button"
    case .rightToLeft: "traces in a right-to-left layout"
    }
  }
}
