/// The begin test of a `UIPanGestureRecognizer` and of a scroll view's pan.
///
/// `-[UIPanGestureRecognizer _shouldTryToBeginWithEvent:]`: a plain pan begins when the
/// translation along either axis reaches its hysteresis (`_willScrollX` / `_willScrollY`,
/// `>=`). `-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`: a scroll view's
/// pan only along an axis its content can scroll, and otherwise it keeps waiting rather than
/// failing. Neither ever fails by itself.
struct PanHysteresisTest: Hashable, Sendable {
  /// The distance either axis must travel, in points (``ModelParameters/panHysteresis``, or a
  /// recogniser's own ``RecognizerSpec/hysteresis``).
  let hysteresis: Double
  /// Whether travel along x counts (always for a plain pan; for a scroll view, when its
  /// content scrolls horizontally).
  let horizontal: Bool
  /// Whether travel along y counts.
  let vertical: Bool
  /// How the travel is measured against the hysteresis (``RecognizerSpec/HysteresisMeasure``):
  /// per axis, as UIKit's pan does, or as a distance from the touch-down.
  var measure: RecognizerSpec.HysteresisMeasure = .perAxis

  /// A plain pan's test: both axes count.
  init(hysteresis: Double) {
    self.init(hysteresis: hysteresis, horizontal: true, vertical: true)
  }

  /// A test counting only the axes given (a scroll view's pan: the axes its content scrolls).
  init(hysteresis: Double, horizontal: Bool, vertical: Bool) {
    self.hysteresis = hysteresis
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Whether `translation`, measured from where the pan started, reaches the hysteresis
  /// along an axis that counts.
  func passes(_ translation: Vector) -> Bool {
    switch measure {
    case .perAxis:
      return (horizontal && abs(translation.x) >= hysteresis) || (vertical && abs(translation.y) >= hysteresis)
    case .distance:
      let x = horizontal ? translation.x : 0
      let y = vertical ? translation.y : 0
      return (x * x + y * y).squareRoot() >= hysteresis
    }
  }

  /// `-[UIPanGestureRecognizer _removeHysteresisFromTranslation]`: each axis moves toward zero
  /// by the hysteresis `h`, stopping at zero. A pan reports this translation at `.began`.
  static func removingHysteresis(_ translation: Vector, _ h: Double) -> Vector {
    func shrink(_ t: Double) -> Double { t > 0 ? max(t - h, 0) : min(t + h, 0) }
    return Vector(x: shrink(translation.x), y: shrink(translation.y))
  }
}
