/// The screen a trace was recorded on.
///
/// Defaults describe a 390 × 844 pt phone (iPhone 12, 13, 14) on iOS 26; see ``ModelParameters`` and
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
  /// The iOS release the app runs on (`device.ios` in a trace file; default ``IOSVersion/standard``,
  /// iOS 26): which UIKit decides, and whether the navigation controller has the content swipe.
  public var ios: IOSVersion

  /// Creates a device; omitted values are the documented defaults.
  public init(
    width: Double = Device.standard.width,
    height: Double = Device.standard.height,
    scale: Double = Device.standard.scale,
    refreshRate: Double = Device.standard.refreshRate,
    layoutDirection: InterfaceLayoutDirection = .leftToRight,
    safeArea: SafeAreaInsets = Device.standard.safeArea,
    ios: IOSVersion = .standard
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.refreshRate = refreshRate
    self.layoutDirection = layoutDirection
    self.safeArea = safeArea
    self.ios = ios
  }

  private init(defaultsWidth: Double, height: Double, scale: Double, refreshRate: Double, safeArea: SafeAreaInsets) {
    self.width = defaultsWidth
    self.height = height
    self.scale = scale
    self.refreshRate = refreshRate
    self.layoutDirection = .leftToRight
    self.safeArea = safeArea
    self.ios = .standard
  }

  /// 390 × 844 pt, @3x, 60 Hz, left-to-right, safe area 47 pt top and 34 pt bottom
  /// (iPhone 12, 13 and 14; Apple's Human Interface Guidelines device table).
  public static let standard = Device(
    defaultsWidth: 390, height: 844, scale: 3, refreshRate: 60,
    safeArea: SafeAreaInsets(top: 47, bottom: 34))

  /// The same device on another iOS release.
  public func running(_ ios: IOSVersion) -> Device {
    var device = self
    device.ios = ios
    return device
  }

  private enum CodingKeys: String, CodingKey {
    case width, height, scale, refreshRate, layoutDirection, safeArea, ios
  }

  /// Decodes a device; a missing `ios` is ``IOSVersion/standard``, so values stored before the
  /// field existed still decode.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    width = try container.decode(Double.self, forKey: .width)
    height = try container.decode(Double.self, forKey: .height)
    scale = try container.decode(Double.self, forKey: .scale)
    refreshRate = try container.decode(Double.self, forKey: .refreshRate)
    layoutDirection = try container.decode(InterfaceLayoutDirection.self, forKey: .layoutDirection)
    safeArea = try container.decode(SafeAreaInsets.self, forKey: .safeArea)
    ios = try container.decodeIfPresent(IOSVersion.self, forKey: .ios) ?? .standard
  }

  /// The whole screen as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
