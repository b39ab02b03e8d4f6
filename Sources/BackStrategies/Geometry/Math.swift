// The C library of whichever system builds the core (an app on iOS or macOS, Linux, Android,
// Windows, WebAssembly); the core imports nothing else.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(ucrt)
  import ucrt
#elseif canImport(WASILibc)
  import WASILibc
#else
  #error("BackStrategies needs a C library with exp, log, atan2, sin, cos, tan and hypot")
#endif

/// The few libm functions the model needs, in one place (the core imports no Foundation).
enum Math {
  /// e raised to `x`.
  static func exponential(_ x: Double) -> Double { exp(x) }

  /// Natural logarithm of `x`.
  static func logarithm(_ x: Double) -> Double { log(x) }

  /// Arc tangent of `y / x` in radians, using both signs to find the quadrant.
  static func angle(y: Double, x: Double) -> Double { atan2(y, x) }
  /// Sine of `x` radians.
  static func sine(_ x: Double) -> Double { sin(x) }
  /// Cosine of `x` radians.
  static func cosine(_ x: Double) -> Double { cos(x) }
  /// Tangent of `x` radians.
  static func tangent(_ x: Double) -> Double { tan(x) }
  /// Distance from the origin to `(x, y)`.
  static func hypotenuse(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
}

extension Double {
  /// The value limited to `range`.
  package func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
