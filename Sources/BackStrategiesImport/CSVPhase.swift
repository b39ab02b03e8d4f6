import BackStrategies
import BackStrategiesSupport

/// A CSV phase cell: a `UITouch` phase name, or an Android `MotionEvent` action code
/// (`ACTION_DOWN` 0, `ACTION_UP` 1, `ACTION_MOVE` 2, `ACTION_CANCEL` 3; the pointer index in
/// bits 8–15 is ignored, `ACTION_POINTER_DOWN` 5 and `ACTION_POINTER_UP` 6 are another
/// finger's, `ACTION_OUTSIDE` 4 and hover codes carry no touch).
package enum CSVPhase: Equatable {
  /// A sample of the finger, in this phase.
  case touch(TouchPhase)
  /// A row that is not about the first finger: skipped with this reason, for one row and for several.
  case other(singular: String, plural: String)

  /// Android's `MotionEvent.ACTION_MASK`: the action without the pointer index.
  package static let actionMask = 0xff

  /// The phase of `text`, or `nil` when it is none of the accepted names or codes.
  package init?(_ text: String) {
    if let phase = TouchPhase(rawValue: text.lowercased()) {
      self = .touch(phase)
      return
    }
    guard let code = Int(text), code >= 0 else { return nil }
    switch code & Self.actionMask {
    case 0: self = .touch(.began)
    case 1: self = .touch(.ended)
    case 2: self = .touch(.moved)
    case 3: self = .touch(.cancelled)
    case 4: self = .other(singular: "ACTION_OUTSIDE row", plural: "ACTION_OUTSIDE rows")
    case 5, 6: self = .other(singular: "another finger's ACTION_POINTER_DOWN or UP row", plural: "another finger's ACTION_POINTER_DOWN or UP rows")
    case 7, 9, 10: self = .other(singular: "hover row (no touch)", plural: "hover rows (no touch)")
    default: return nil
    }
  }
}
