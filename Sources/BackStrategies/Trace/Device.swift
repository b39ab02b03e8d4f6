/// The screen a trace was recorded on.
///
/// Defaults describe a 390 × 844 pt phone (iPhone 12, 13, 14); see ``ModelParameters`` and
/// `docs/model.md` for where each number comes from.
public struct Device: Hashable, Sendable, Codable {
  /// Screen width in points (`W` in the seed articles).
  public var width: Double
  /// Screen height in points (`H` in the seed articles).
  public var height: Double
  /// Pixels per point; screenshot memory is `W·scale × H·scale × 4` bytes.
  public var scale: Double
  /// Display refresh rate in frames per second; the timeline is sampled at this rate.
  public var refreshRate: Double
  /// Reading direction: decides which edge is the back edge.
  public var layoutDirection: InterfaceLayoutDirection
  /// Areas covered by the status bar and the home indicator.
  public var safeArea: SafeAreaInsets

  /// Creates a device; omitted values are the documented defaults.
  public init(
    width: Double = Device.standard.width,
    height: Double = Device.standard.height,
    scale: Double = Device.standard.scale,
    refreshRate: Double = Device.standard.refreshRate,
    layoutDirection: InterfaceLayoutDirection = .leftToRight,
    safeArea: SafeAreaInsets = Device.standard.safeArea
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.refreshRate = refreshRate
    self.layoutDirection = layoutDirection
    self.safeArea = safeArea
  }

  private init(defaultsWidth: Double, height: Double, scale: Double, refreshRate: Double, safeArea: SafeAreaInsets) {
    self.width = defaultsWidth
    self.height = height
    self.scale = scale
    self.refreshRate = refreshRate
    self.layoutDirection = .leftToRight
    self.safeArea = safeArea
  }

  /// 390 × 844 pt, @3x, 60 Hz, left-to-right, safe area 47 pt top and 34 pt bottom
  /// (iPhone 12, 13 and 14; Apple's Human Interface Guidelines device table).
  public static let standard = Device(
    defaultsWidth: 390, height: 844, scale: 3, refreshRate: 60,
    safeArea: SafeAreaInsets(top: 47, bottom: 34))

  /// The whole screen as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
