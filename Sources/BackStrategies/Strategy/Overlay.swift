import BackStrategiesSupport

/// A colour with alpha, each component 0…1.
public struct RGBA: Hashable, Sendable, Codable {
  /// Red.
  public var red: Double
  /// Green.
  public var green: Double
  /// Blue.
  public var blue: Double
  /// Opacity.
  public var alpha: Double

  /// Creates a colour from components.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from `0xRRGGBB` and an alpha (seed 000's `Gesture_COLOR_HEXA`).
  public init(hex: UInt32, alpha: Double) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// `0xRRGGBB` of the colour components, rounded.
  public var hex: UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32((value.clamped(to: 0...1) * 255).rounded()) }
    return byte(red) << 16 | byte(green) << 8 | byte(blue)
  }
}

/// One element of a vector path, as `UIBezierPath` builds it.
public enum PathElement: Hashable, Sendable, Codable {
  /// Start a sub-path at a point.
  case move(to: Point)
  /// A straight line to a point.
  case line(to: Point)
  /// A quadratic curve to a point with one control point.
  case quadCurve(to: Point, control: Point)
  /// Close the sub-path.
  case close
}

/// How a path's inside is decided when it is filled.
public enum FillRule: String, Hashable, Sendable, Codable {
  /// Inside if a ray crosses the outline an odd number of times (seed 000's `kCAFillRuleEvenOdd`).
  case evenOdd
  /// Inside if the outline winds around the point (Core Graphics' default).
  case nonZero
}

/// A picture a strategy draws over the screen (seed 000's bulge and its icon).
public struct Overlay: Hashable, Sendable, Codable {
  /// An image shown in the overlay.
  public struct Icon: Hashable, Sendable, Codable {
    /// Which image: seed 000 shows `back`, or `home` in dwell-to-home mode.
    public var name: String
    /// Its frame, in screen points.
    public var frame: Rect
    /// Tint colour, when set.
    public var tint: RGBA?

    /// Creates an icon.
    public init(name: String, frame: Rect, tint: RGBA? = nil) {
      self.name = name
      self.frame = frame
      self.tint = tint
    }
  }

  /// The outline, in screen points (before ``offsetX``).
  public var path: [PathElement]
  /// Fill colour.
  public var fill: RGBA
  /// Fill rule.
  public var fillRule: FillRule
  /// The icon, if any.
  public var icon: Icon?
  /// Horizontal displacement applied to the whole overlay (seed 000 animates +55 pt on release).
  public var offsetX: Double

  /// Creates an overlay.
  public init(path: [PathElement], fill: RGBA, fillRule: FillRule = .nonZero, icon: Icon? = nil, offsetX: Double = 0) {
    self.path = path
    self.fill = fill
    self.fillRule = fillRule
    self.icon = icon
    self.offsetX = offsetX
  }
}
