import BackStrategiesSupport

/// Where across the screen a touch-down lands, as back-gesture recognisers see it: in the back
/// edge's strip, in the opposite edge's strip, or anywhere between.
///
/// A strategy can only act on a gesture that touches down where one of its recognisers listens
/// (an edge-only technique never hears a mid-screen swipe). Which regions a strategy covers is
/// read from what it installs (``GestureSetup/startRegions(device:parameters:)``), never from
/// its id, so a new strategy is classified without any change here.
public enum StartRegion: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
  /// Within ``ModelParameters/edgeRegionWidth`` of the back edge (left, or right in
  /// right-to-left layouts).
  case backEdge = "back-edge"
  /// Within ``ModelParameters/edgeRegionWidth`` of the other edge.
  case forwardEdge = "forward-edge"
  /// Anywhere else.
  case interior

  /// The region of a touch-down at `location`.
  public init(location: Point, device: Device, parameters: ModelParameters = .uikit26) {
    let strip = parameters.edgeRegionWidth
    let nearLeft = location.x <= strip
    let nearRight = device.width - location.x <= strip
    let back = ScreenEdge.backEdge(for: device.layoutDirection)
    if (back == .left && nearLeft) || (back == .right && nearRight) {
      self = .backEdge
    } else if nearLeft || nearRight {
      self = .forwardEdge
    } else {
      self = .interior
    }
  }

  /// The region where `trace` first touches down, or `nil` for a trace without touches.
  public init?(firstTouchOf trace: Trace, parameters: ModelParameters = .uikit26) {
    guard let first = trace.touches.first(where: { $0.phase == .began }) else { return nil }
    self.init(location: first.location, device: trace.scene.device, parameters: parameters)
  }

  /// In words, with the strip's width: `the back edge (13 pt strip)`.
  public func phrase(parameters: ModelParameters = .uikit26) -> String {
    let strip = NumberFormatting.short(parameters.edgeRegionWidth)
    switch self {
    case .backEdge: return "the back edge (\(strip) pt strip)"
    case .forwardEdge: return "the opposite edge (\(strip) pt strip)"
    case .interior: return "mid-screen"
    }
  }

  /// Declaration order: back edge, forward edge, interior.
  public static func < (lhs: StartRegion, rhs: StartRegion) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension StartRegion: CaseIndexHashable {
  // Why not the raw value: docs/performance.md#scoring
  /// The case's position in declaration order, which is what it hashes.
  public var caseIndex: Int {
    switch self {
    case .backEdge: 0
    case .forwardEdge: 1
    case .interior: 2
    }
  }
}


extension StartRegion {
  /// A set of start regions as bits: what ``GestureSetup/startRegions(device:parameters:)``
  /// gathers over a setup's listening areas before it builds one `Set`.
  struct Flags: OptionSet, Sendable {
    let rawValue: UInt8

    static let backEdge = Flags(rawValue: 1 << 0)
    static let forwardEdge = Flags(rawValue: 1 << 1)
    static let interior = Flags(rawValue: 1 << 2)
    static let all: Flags = [.backEdge, .forwardEdge, .interior]

    /// The regions the flags name (one of eight sets made once, shared: a corpus asks this of
    /// every strategy for every trace).
    var regions: Set<StartRegion> { Self.setsByRawValue[Int(rawValue & Self.all.rawValue)] }

    /// The set each combination of flags names, by raw value.
    private static let setsByRawValue: [Set<StartRegion>] = (0...Int(all.rawValue)).map { raw in
      let flags = Flags(rawValue: UInt8(raw))
      var regions = Set<StartRegion>(minimumCapacity: StartRegion.allCases.count)
      if flags.contains(.backEdge) { regions.insert(.backEdge) }
      if flags.contains(.forwardEdge) { regions.insert(.forwardEdge) }
      if flags.contains(.interior) { regions.insert(.interior) }
      return regions
    }
  }
}

extension GestureSetup {
  /// Where a touch-down reaches at least one back recogniser of this setup (``TouchArea``):
  /// UIKit's edge gesture (unless disabled) at the back edge's strip
  /// (``ModelParameters/edgeRegionWidth``), iOS 26's content swipe (on ``Device/ios`` 26,
  /// unless the setup turns it off) everywhere, and each of the strategy's recognisers where
  /// it declares (``RecognizerSpec/listeningArea(parameters:)``).
  public func listeningAreas(device: Device, parameters: ModelParameters = .uikit26) -> [TouchArea] {
    var areas: [TouchArea] = []
    // Sized once: UIKit's two swipes and the strategy's recognisers.
    areas.reserveCapacity(2 + recognizers.count)
    forEachListeningArea(device: device, parameters: parameters) { areas.append($0) }
    return areas
  }

  /// Calls `body` with each of ``listeningAreas(device:parameters:)``, in the same order,
  /// without gathering them into an array: corpus scoring asks for every trace and strategy.
  func forEachListeningArea(device: Device, parameters: ModelParameters, _ body: (TouchArea) -> Void) {
    if systemBackGesture != .disabled && contentSwipe != .noNavigationController { body(.backEdge(parameters.edgeRegionWidth)) }
    // iOS 26's content swipe listens on the whole content area.
    if installsContentSwipe(on: device.ios) { body(.everywhere) }
    for recognizer in recognizers { body(recognizer.listeningArea(parameters: parameters)) }
  }

  /// Each back recogniser of this setup with where it listens (``listeningAreas(device:parameters:)``
  /// by owner): `UIKit's edge swipe`, `UIKit's content swipe`, then the strategy's by id.
  public func listeningAreasByRecognizer(device: Device, parameters: ModelParameters = .uikit26) -> [(recognizer: String, area: TouchArea)] {
    var areas: [(recognizer: String, area: TouchArea)] = []
    if systemBackGesture != .disabled && contentSwipe != .noNavigationController {
      areas.append(("UIKit's edge swipe", .backEdge(parameters.edgeRegionWidth)))
    }
    if installsContentSwipe(on: device.ios) { areas.append(("UIKit's content swipe", .everywhere)) }
    areas += recognizers.map { ($0.id.description, $0.listeningArea(parameters: parameters)) }
    return areas
  }

  /// The regions where a touch-down reaches at least one back recogniser of this setup: those
  /// of its ``listeningAreas(device:parameters:)`` (``TouchArea/startRegions(device:parameters:)``).
  public func startRegions(device: Device, parameters: ModelParameters = .uikit26) -> Set<StartRegion> {
    var flags: StartRegion.Flags = []
    for area in listeningAreas(device: device, parameters: parameters) {
      flags.formUnion(area.startRegionFlags(device: device, parameters: parameters))
    }
    return flags.regions
  }

  /// Whether a touch-down at `point` in `scene` reaches one of this setup's back recognisers:
  /// whether one of its ``listeningAreas(device:parameters:)`` contains it. A corpus trace is in
  /// a strategy's reach when its first touch-down is.
  public func listens(at point: Point, in scene: SceneSpec, parameters: ModelParameters = .uikit26) -> Bool {
    listeningAreas(device: scene.device, parameters: parameters).contains { $0.contains(point, in: scene) }
  }

  /// Whether the navigation controller has a working content swipe under this setup on `ios`:
  /// iOS 26, a navigation controller, and the strategy left it on.
  public func installsContentSwipe(on ios: IOSVersion) -> Bool {
    ios.hasContentSwipe && (contentSwipe == .uikit || contentSwipe.hasStrategyDelegate)
  }
}
