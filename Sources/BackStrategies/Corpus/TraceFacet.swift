import BackStrategiesSupport

/// A condition of a trace that a need depends on, read from the trace itself (its scene and
/// where it touches down), so it applies to any corpus, generated or recorded.
///
/// Scores are kept per facet as well as overall and per family; ``Need`` reads them.
public enum TraceFacet: String, Hashable, Sendable, CaseIterable, Codable {
  /// The first touch-down is outside both edge strips (``StartRegion/interior``).
  case midScreenStart = "mid-screen-start"
  /// The first touch-down is on a scroll view of the top screen.
  case onScrollView = "on-scroll-view"
  /// The top screen has a screen under it and a back button that turns UIKit's edge gesture
  /// off: `custom` or `hidden` (``BackButtonStyle/keepsSystemBackGesture``).
  case customBackButton = "custom-back-button"
  /// The layout is right-to-left: back is a swipe from the right edge.
  case rightToLeft = "right-to-left"
  /// The first touch-down is in the strip of the edge opposite the back edge
  /// (``StartRegion/forwardEdge``): the right edge in left-to-right layouts.
  case forwardEdgeStart = "forward-edge-start"
  /// The top screen has a screen under it and hides its navigation bar, which turns UIKit's
  /// edge gesture off (`-[UINavigationController _shouldInteractivePopGestureBeEnabled]`; see
  /// docs/model.md, UIKit's own interactive pop).
  case hiddenNavigationBar = "hidden-navigation-bar"

  /// The facets `trace` has.
  public static func facets(of trace: Trace, parameters: ModelParameters = .uikit26) -> Set<TraceFacet> {
    // Why: docs/performance.md ("Helper C"). Found as bits, the scene and its top screen read
    // in place (not copied), then the set made once at its size: a corpus asks this of every
    // trace.
    var bits: UInt8 = 0
    func add(_ facet: TraceFacet) { bits |= 1 << UInt8(facet.caseIndex) }
    if trace.scene.device.layoutDirection == .rightToLeft { add(.rightToLeft) }
    let stack = trace.scene.stack
    if !stack.isEmpty {
      let top = stack.count - 1
      if stack.count > 1 && !stack[top].backButton.keepsSystemBackGesture { add(.customBackButton) }
      if stack.count > 1 && stack[top].navigationBarHidden { add(.hiddenNavigationBar) }
      if let touchDown = trace.touches.first(where: { $0.phase == .began }) {
        if stack[top].scrollViews.contains(where: { $0.frame.contains(touchDown.location) }) { add(.onScrollView) }
      }
    }
    switch StartRegion(firstTouchOf: trace, parameters: parameters) {
    case .interior?: add(.midScreenStart)
    case .forwardEdge?: add(.forwardEdgeStart)
    case .backEdge?, nil: break
    }
    guard bits != 0 else { return [] }
    var facets = Set<TraceFacet>(minimumCapacity: bits.nonzeroBitCount)
    for facet in allCases where bits & 1 << UInt8(facet.caseIndex) != 0 { facets.insert(facet) }
    return facets
  }

  /// The traces with this facet, in words: `traces that touch down mid-screen`.
  public var phrase: String {
    switch self {
    case .midScreenStart: "traces that touch down mid-screen"
    case .onScrollView: "traces that touch down on a scroll view"
    case .customBackButton: "traces on a screen with a custom or hidden back button"
    case .rightToLeft: "traces in a right-to-left layout"
    case .forwardEdgeStart: "traces that touch down at the edge opposite the back edge"
    case .hiddenNavigationBar: "traces on a screen that hides its navigation bar"
    }
  }
}

extension TraceFacet: CaseIndexHashable {
  // Why not the raw value: docs/performance.md#scoring
  /// The case's position in declaration order, which is what it hashes.
  public var caseIndex: Int {
    switch self {
    case .midScreenStart: 0
    case .onScrollView: 1
    case .customBackButton: 2
    case .rightToLeft: 3
    case .forwardEdgeStart: 4
    case .hiddenNavigationBar: 5
    }
  }
}

