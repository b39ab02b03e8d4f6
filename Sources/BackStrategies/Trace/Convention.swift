/// The platform convention a gesture tests: iOS's (a swipe from the leading edge, UIKit's
/// back-button rules), Android's (the back gesture from either edge), or any.
///
/// Each built-in scenario names one (``Trace/convention``) and each technique claims the ones
/// it follows (``StrategyDescriptor/conventions``). A technique is judged on a scenario only
/// when the scenario's convention is ``any`` or one it claims; elsewhere its verdict is
/// ``Verdict/notApplicable`` (`n/a`) and the matrix' totals leave the cell out, so UIKit is not
/// marked wrong for ignoring Android's right-edge gesture, nor Android's rule for ignoring
/// UIKit's back-button rules.
public enum Convention: String, Hashable, Sendable, CaseIterable, Codable {
  /// iOS's convention: the back swipe from the leading edge and UIKit's back-button rules.
  case iOS = "ios"
  /// Android's convention: the back gesture from either edge.
  case android
  /// No platform's convention in particular: every technique is judged.
  case any

  /// How reports name it: `iOS`, `Android`, `any`.
  public var label: String {
    switch self {
    case .iOS: "iOS"
    case .android: "Android"
    case .any: "any"
    }
  }

  /// Whether a technique claiming `claimed` is judged on a gesture of this convention: always
  /// for ``any``, otherwise when it claims this one.
  public func applies(to claimed: Set<Convention>) -> Bool {
    self == .any || claimed.contains(self)
  }
}
