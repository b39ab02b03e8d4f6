/// The span of raw values a digitiser reports on one axis (`input_absinfo.minimum` and
/// `maximum`), from a `getevent -lp` header, an evemu `A:` line, or `--raw-range`.
public struct AxisRange: Equatable, Sendable {
  /// Smallest raw value.
  public var minimum: Double
  /// Largest raw value.
  public var maximum: Double

  /// The span from `minimum` to `maximum`.
  public init(minimum: Double, maximum: Double) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Where `raw` lies on the axis: 0 at the minimum, 1 at the maximum.
  public func fraction(_ raw: Double) -> Double {
    (raw - minimum) / (maximum - minimum)
  }
}

/// The ranges of both axes.
public struct AxisRanges: Equatable, Sendable {
  /// Horizontal axis.
  public var x: AxisRange
  /// Vertical axis.
  public var y: AxisRange

  /// The ranges of the horizontal and the vertical axis.
  public init(x: AxisRange, y: AxisRange) {
    self.x = x
    self.y = y
  }

  /// Parses `--raw-range XMIN:XMAX,YMIN:YMAX` (`0:1079,0:2399`).
  ///
  /// - Throws: ``ImportError`` (``ImportError/Kind/mapping``) naming what is wrong.
  public static func parse(_ text: String) throws(ImportError) -> AxisRanges {
    let axes = text.split(separator: ",", omittingEmptySubsequences: false)
    var ranges: [AxisRange] = []
    for axis in axes {
      let ends = axis.split(separator: ":", omittingEmptySubsequences: false)
      guard ends.count == 2, let low = Double(ends[0]), let high = Double(ends[1]), low.isFinite, high.isFinite else {
        throw ImportError(.mapping, "--raw-range takes XMIN:XMAX,YMIN:YMAX (such as 0:1079,0:2399), got '\(text)'")
      }
      guard high > low else {
        throw ImportError(.mapping, "--raw-range: each maximum must be greater than its minimum, got '\(axis)'")
      }
      ranges.append(AxisRange(minimum: low, maximum: high))
    }
    guard ranges.count == 2 else {
      throw ImportError(.mapping, "--raw-range takes XMIN:XMAX,YMIN:YMAX (two axes), got '\(text)'")
    }
    return AxisRanges(x: ranges[0], y: ranges[1])
  }
}
