import BackStrategies
import BackStrategiesSupport

/// Numbers as the reports print them: short, deterministic, no exponent.
package enum SVGNumber {
  /// Decimals of a coordinate or length in pixels: a tenth of a pixel is below what a screen
  /// shows, and every extra digit costs bytes in the matrix report.
  package static let coordinateDigits = 1
  /// Decimals of an opacity: steps of 0.01 are invisible.
  package static let opacityDigits = 2

  /// A coordinate or length: `12.3`, `-4`, `0`.
  package static func format(_ value: Double) -> String { NumberFormatting.short(value, coordinateDigits) }

  /// An opacity in 0…1.
  package static func opacity(_ value: Double) -> String {
    NumberFormatting.short(value.clamped(to: 0...1), opacityDigits)
  }

  /// A time in seconds for captions and labels: `0.417 s`.
  package static func seconds(_ value: Double) -> String { NumberFormatting.fixed(value, 3) + " s" }

  /// `x,y` pairs separated by spaces, for `points` attributes.
  package static func points(_ points: [Point]) -> String {
    var text = ""
    for (index, point) in points.enumerated() {
      if index > 0 { text += " " }
      text += format(point.x) + "," + format(point.y)
    }
    return text
  }
}
