/// The name of a gesture recogniser in a run (`"system-edge-pan"`, `"full-screen-pan"`).
public struct RecognizerID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
  /// The name.
  public var name: String

  /// Creates an identifier.
  public init(_ name: String) { self.name = name }

  /// Creates an identifier from a literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The name.
  public var description: String { name }

  /// UIKit's own edge recogniser, `interactivePopGestureRecognizer`.
  public static let systemEdgePan: RecognizerID = "system-edge-pan"

  /// iOS 26's content swipe (`interactiveContentPopGestureRecognizer`), when installed.
  public static let systemContentPan: RecognizerID = "system-content-pan"

  /// Whether this is one of UIKit's own back recognisers (the edge swipe or iOS 26's content swipe).
  public var isUIKitBackRecognizer: Bool { self == .systemEdgePan || self == .systemContentPan }
}
