/// How a screen's navigation bar shows its back button.
///
/// This matters because UIKit turns its edge back gesture off when the system back button
/// is replaced or hidden (seed 003; openradar 19031955).
public enum BackButtonStyle: String, Hashable, Sendable, CaseIterable, Codable {
  /// The system back button (`backBarButtonItem`, possibly re-styled: seed 003 fix B).
  case system
  /// A custom `leftBarButtonItem` replaces the back button; the edge gesture turns off.
  case custom
  /// Custom left items with `leftItemsSupplementBackButton = YES`; the back button and
  /// the edge gesture stay.
  case customSupplementing
  /// `hidesBackButton = YES`; the edge gesture turns off.
  case hidden

  /// Whether UIKit keeps its own interactive pop gesture on for this style.
  public var keepsSystemBackGesture: Bool {
    self == .system || self == .customSupplementing
  }
}
