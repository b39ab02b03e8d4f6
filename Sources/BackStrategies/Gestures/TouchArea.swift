import BackStrategiesSupport

/// Where a touch-down can start a recogniser's back gesture, as the technique declares it: a
/// strip along one edge or both, the whole width, and optionally only on the top screen's
/// scroll views.
///
/// A recogniser hears every touch in its view, but a technique's own rule often refuses all
/// but a strip (Flutter's 20 pt, Android's 30 pt at either edge, TZScrollViewPopGesture's 40 pt
/// on scroll views, FDFullscreenPopGesture's `maxAllowedInitialDistanceToLeftEdge`). A strategy
/// declares that strip on the recogniser (``RecognizerSpec/listensAt``), so a corpus' reach and
/// "listens at" read the technique's real region, for any strategy, without a case per id.
public struct TouchArea: Hashable, Sendable {
  /// Which edge a strip runs along.
  public enum Side: Hashable, Sendable {
    /// The back edge: the left in left-to-right layouts, the right in right-to-left ones.
    case backEdge
    /// The left edge, whatever the layout (a rule written as `location.x <= width`).
    case left
    /// The right edge, whatever the layout.
    case right
    /// Either edge (Android's back gesture).
    case bothEdges
  }

  /// The edge of the strip; `nil`: the whole width.
  public var side: Side?
  /// The strip's width in points, measured from its edge (ignored for the whole width).
  public var width: Double
  /// Whether only touch-downs on one of the top screen's scroll views count.
  public var onScrollViewsOnly: Bool

  /// Creates an area.
  public init(side: Side?, width: Double = 0, onScrollViewsOnly: Bool = false) {
    self.side = side
    self.width = width
    self.onScrollViewsOnly = onScrollViewsOnly
  }

  /// Anywhere on the screen: a plain pan with no position rule.
  public static let everywhere = TouchArea(side: nil)

  /// A strip of `width` points along the back edge.
  public static func backEdge(_ width: Double) -> TouchArea { TouchArea(side: .backEdge, width: width) }

  /// Whether a touch-down at `point` is in the area, in `scene` (its device's layout direction
  /// for the back edge, its top screen's scroll views).
  public func contains(_ point: Point, in scene: SceneSpec) -> Bool {
    if onScrollViewsOnly {
      guard let top = scene.stack.last, top.scrollViews.contains(where: { $0.frame.contains(point) }) else { return false }
    }
    let device = scene.device
    let nearLeft = point.x <= width
    let nearRight = device.width - point.x <= width
    switch resolvedSide(device) {
    case nil: return true
    case .left?: return nearLeft
    case .right?: return nearRight
    case .bothEdges?, .backEdge?: return nearLeft || nearRight
    }
  }

  /// The coarse start regions (``StartRegion``) the area listens in: the edge regions its strip
  /// runs along, and the interior (and the other edge) only when the strip spans them, as the
  /// whole width does. A 20 pt strip at the back edge is the back edge; a 30 pt strip at both
  /// edges is both edges, not mid-screen.
  public func startRegions(device: Device, parameters: ModelParameters = .uikit26) -> Set<StartRegion> {
    startRegionFlags(device: device, parameters: parameters).regions
  }

  /// ``startRegions(device:parameters:)`` as flags, without building a set.
  func startRegionFlags(device: Device, parameters: ModelParameters) -> StartRegion.Flags {
    guard let side = resolvedSide(device) else { return .all }
    if width >= device.width - parameters.edgeRegionWidth { return .all }
    let back = ScreenEdge.backEdge(for: device.layoutDirection)
    func region(_ edge: ScreenEdge) -> StartRegion.Flags { edge == back ? .backEdge : .forwardEdge }
    switch side {
    case .left: return region(.left)
    case .right: return region(.right)
    case .bothEdges, .backEdge: return [.backEdge, .forwardEdge]
    }
  }

  /// In words: `anywhere`, `within 20 pt of the back edge`, `within 30 pt of either edge`,
  /// `within 40 pt of the left edge, on a scroll view`.
  public var phrase: String {
    let place: String
    switch side {
    case nil: place = "anywhere"
    case .backEdge?: place = "within \(NumberFormatting.short(width, 1)) pt of the back edge"
    case .left?: place = "within \(NumberFormatting.short(width, 1)) pt of the left edge"
    case .right?: place = "within \(NumberFormatting.short(width, 1)) pt of the right edge"
    case .bothEdges?: place = "within \(NumberFormatting.short(width, 1)) pt of either edge"
    }
    return onScrollViewsOnly ? place + ", on a scroll view" : place
  }

  /// The side with the back edge resolved to `left` or `right` for `device`'s layout.
  private func resolvedSide(_ device: Device) -> Side? {
    guard side == .backEdge else { return side }
    return ScreenEdge.backEdge(for: device.layoutDirection) == .left ? .left : .right
  }
}
