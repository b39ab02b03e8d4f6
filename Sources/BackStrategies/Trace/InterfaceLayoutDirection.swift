/// The reading direction of the interface; right-to-left mirrors the back gesture's edge.
///
/// UIKit installs the interactive pop recogniser on the left edge, or on the right edge when
/// `_shouldReverseLayoutDirection` is true (UIKit 26.1 `_UINavigationInteractiveTransition`).
public enum InterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
  /// Left-to-right scripts (English, Chinese): "back" is a swipe from the left edge.
  case leftToRight
  /// Right-to-left scripts (Arabic, Hebrew): "back" is a swipe from the right edge.
  case rightToLeft

  /// +1 when "towards back" means growing x, −1 when it means shrinking x.
  public var backwardSign: Double { self == .leftToRight ? 1 : -1 }
}
