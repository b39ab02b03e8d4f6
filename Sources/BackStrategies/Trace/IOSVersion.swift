/// The iOS release a trace runs on: which UIKit decides.
///
/// iOS 26 is modelled from UIKit 26.1's decompiled code (build 23B85), iOS 18 from UIKit
/// 18.2's (build 22C152); `docs/model.md` lists every rule that differs between them. The
/// difference an app meets first: on iOS 26 every `UINavigationController` installs a second
/// back recogniser, `interactiveContentPopGestureRecognizer`, a full-screen content swipe that
/// waits for the edge swipe to fail. iOS 18 has only the edge swipe.
///
/// In a trace file it is `device.ios`, the number `18` or `26` (default `26`); on the command
/// line `--ios 18`, `--ios 26` or `--ios 18,26` overrides it.
public enum IOSVersion: Int, Hashable, Sendable, CaseIterable, Codable, Comparable {
  /// iOS 18 (UIKit 18.2): the edge swipe only.
  case iOS18 = 18
  /// iOS 26 (UIKit 26.1): the edge swipe and the content swipe. The default.
  case iOS26 = 26

  /// The release a trace runs on when it does not say: the one people ship to now.
  public static let standard = IOSVersion.iOS26

  /// `18` or `26`, as files and the command line write it.
  public var number: Int { rawValue }

  /// `iOS 18` or `iOS 26`, for sentences.
  public var label: String { "iOS \(rawValue)" }

  /// The release written as `number` (`18` or `26`), or `nil`.
  public init?(number: Double) {
    guard number.isFinite, number.rounded() == number, number >= Double(Int.min), number <= Double(Int.max),
      let version = IOSVersion(rawValue: Int(number))
    else { return nil }
    self = version
  }

  /// iOS 27, shipped but not modelled: no decompiled UIKitCore of it has been read. Results from
  /// it (device captures made on 27.0.1) are evidence about that release (docs/model.md).
  public static let latestShippedRelease = 27

  /// Why a release that is not modelled is refused, for a known release newer than the last one
  /// modelled (`27`); `nil` for one that is modelled, or for a number that names no release
  /// this project knows of (the caller's own "unknown release" message fits it better).
  public static func whyNotModelled(_ number: Int) -> String? {
    guard IOSVersion(rawValue: number) == nil, number > (allCases.last?.rawValue ?? 0), number <= latestShippedRelease else {
      return nil
    }
    let modelled = allCases.map { "\($0.label) (UIKit \($0.uikitBuild))" }.joined(separator: " and ")
    return "iOS \(number) has shipped but is not modelled: no decompiled UIKitCore of it has been read; the model follows \(modelled)"
  }

  /// The UIKit build each modelled release was read from: 26.1 (23B85) and 18.2 (22C152).
  public var uikitBuild: String {
    switch self {
    case .iOS18: "18.2, build 22C152"
    case .iOS26: "26.1, build 23B85"
    }
  }

  /// Whether UIKit on this release installs the content swipe
  /// (`interactiveContentPopGestureRecognizer`) in every navigation controller.
  /// **[decompiled]** UIKit 26.1 `-[_UINavigationInteractiveTransitionBase
  /// _createContentSwipeGestureRecognizer]`; UIKit 18.2 has no such method.
  public var hasContentSwipe: Bool { self >= .iOS26 }

  /// Orders releases oldest first.
  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.rawValue < rhs.rawValue }
}
