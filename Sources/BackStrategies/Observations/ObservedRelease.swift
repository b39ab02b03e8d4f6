/// The iOS release an observation was made on, as written in `device.ios`: `"26.1"`,
/// `"18.2"`, `"27.0.1"`. A string, not a number, so that `26.10` and `26.1` stay apart and a
/// patch level fits.
public struct ObservedRelease: Hashable, Sendable, CustomStringConvertible {
  /// The release as written.
  public let text: String
  /// Its first number: `26` of `26.1`.
  public let major: Int

  /// The most dot-separated numbers a release has (`27.0.1`). [doc] Apple's version numbering.
  public static let maximumComponents = 3
  /// The most digits one number of a release has. [estimate] iOS releases have had at most two;
  /// one more keeps room without letting a long string of digits through.
  public static let maximumDigits = 3

  /// Reads `text`: one to ``maximumComponents`` numbers of one to ``maximumDigits`` digits,
  /// separated by dots, the first not 0; `nil` otherwise.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...Self.maximumComponents).contains(parts.count),
      parts.allSatisfy({ part in (1...Self.maximumDigits).contains(part.count) && part.allSatisfy { ("0"..."9").contains($0) } }),
      let major = Int(parts[0]), major > 0
    else { return nil }
    self.text = text
    self.major = major
  }

  /// The modelled release whose UIKit decides for it: ``IOSVersion/iOS26`` for every 26.x,
  /// ``IOSVersion/iOS18`` for every 18.x; `nil` for a release the model does not cover (27.x).
  public var modelled: IOSVersion? { IOSVersion(rawValue: major) }

  /// `iOS 26.1`.
  public var description: String { "iOS \(text)" }
}
