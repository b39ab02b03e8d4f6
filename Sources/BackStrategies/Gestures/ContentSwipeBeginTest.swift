import BackStrategiesSupport

/// The begin test of iOS 26's content swipe (`interactiveContentPopGestureRecognizer`).
///
/// `-[_UIParallaxTransitionPanGestureRecognizer _shouldTryToBeginWithEvent:]` on its "complex
/// hysteresis" path, from the translation since touch-down: it fails when the vertical travel
/// reaches `min(slope·|tx| + intercept, cap)` (`exceededYTranslation`) or when the finger moves
/// the hysteresis away from back (`unsupportedEdge`), and begins at the hysteresis towards back.
/// With UIKit 26.1's numbers (``ModelParameters/contentSwipeHysteresis`` and the three after it):
/// `min(0.8·|tx| + 10, 25)`, 30 pt.
struct ContentSwipeBeginTest: Sendable {
  /// Travel towards back that recognises, and away from back that fails
  /// (``ModelParameters/contentSwipeHysteresis``).
  let hysteresis: Double
  /// The vertical limit at `tx = 0` (``ModelParameters/contentSwipeVerticalIntercept``).
  let verticalIntercept: Double
  /// The horizontal travel over which the limit grows from the intercept to the hysteresis
  /// (``ModelParameters/contentSwipeSlopeRun``).
  let slopeRun: Double
  /// The most vertical travel ever allowed (``ModelParameters/contentSwipeVerticalCap``).
  let verticalCap: Double
  /// +1 when back is rightward (left-to-right layouts), −1 when it is leftward.
  let backwardSign: Double

  /// The test with `parameters`' numbers, in a layout of `direction`.
  init(parameters: ModelParameters, direction: InterfaceLayoutDirection) {
    hysteresis = parameters.contentSwipeHysteresis
    verticalIntercept = parameters.contentSwipeVerticalIntercept
    slopeRun = parameters.contentSwipeSlopeRun
    verticalCap = parameters.contentSwipeVerticalCap
    backwardSign = direction.backwardSign
  }

  /// What `translation` since touch-down decides.
  func step(_ translation: Vector) -> BeginStep {
    let towardsBack = backwardSign * translation.x
    let slope = (hysteresis - verticalIntercept) / slopeRun
    let limit = min(slope * abs(translation.x) + verticalIntercept, verticalCap)
    if abs(translation.y) >= limit {
      let (intercept, cap) = (verticalIntercept, verticalCap)
      return .failed {
        "moved \(NumberFormatting.short(abs(translation.y), 1)) pt vertically, at least min(\(NumberFormatting.short(slope))·|tx| + \(NumberFormatting.short(intercept)), \(NumberFormatting.short(cap))) = \(NumberFormatting.short(limit, 1)) pt (exceededYTranslation)"
      }
    }
    if towardsBack >= hysteresis { return .recognized }
    if towardsBack <= -hysteresis {
      let hysteresis = hysteresis
      return .failed { "moved \(NumberFormatting.short(hysteresis)) pt away from back (unsupportedEdge)" }
    }
    return .waiting
  }
}
