/// What a technique costs or risks beyond what a run measures, declared by the strategy in its
/// ``StrategyDescriptor``: private API, the iOS versions it applies to, whether it replaces
/// UIKit's transition animation, and the screenshot memory it keeps. `explain` and `list` show
/// them; ``Recommendation`` excludes private API unless it is allowed.
///
/// Every fact is optional: `nil` means the strategy did not declare it (a strategy registered
/// from outside, or one not yet described), and lists print `not declared` rather than guess.
public struct StrategyFacts: Hashable, Sendable {
  /// The UI framework a technique belongs to: a UIKit app can adopt a UIKit technique; the
  /// others are here to compare with (Flutter's Cupertino route, Android's back gesture).
  public enum Framework: String, Hashable, Sendable, CaseIterable, Codable {
    /// A UIKit navigation controller's technique.
    case uikit
    /// Flutter's own route transitions.
    case flutter
    /// Android's system back gesture.
    case android
    /// A React Native app's navigator (React Navigation's JavaScript stack, react-native-screens'
    /// native stack): adopted from JavaScript, not from a UIKit app's code.
    case reactNative
    /// A SwiftUI app's navigation (`NavigationStack` and the patterns written around it).
    case swiftUI
    /// A Compose Multiplatform app on iOS (``ComposeMultiplatformStrategy``): Compose screens
    /// hosted in UIKit's navigation controller, or Compose's own navigation.
    case composeMultiplatform
    /// A .NET MAUI app's `NavigationPage` or `Shell`, each a `UINavigationController` on iOS.
    case maui

    /// The framework's name as its makers write it.
    public var displayName: String {
      switch self {
      case .uikit: "UIKit"
      case .flutter: "Flutter"
      case .android: "Android"
      case .reactNative: "React Native"
      case .swiftUI: "SwiftUI"
      case .composeMultiplatform: "Compose Multiplatform"
      case .maui: ".NET MAUI"
      }
    }

    /// The framework's name on the command line (`recommend --framework react-native`):
    /// lowercase, words joined by `-`. A framework added later names itself here.
    public var name: String {
      switch self {
      case .uikit: "uikit"
      case .flutter: "flutter"
      case .android: "android"
      case .reactNative: "react-native"
      case .swiftUI: "swiftui"
      case .composeMultiplatform: "compose-mp"
      case .maui: "maui"
      }
    }

    /// The framework whose command-line name is `name`, if any.
    public init?(name: String) {
      guard let framework = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = framework
    }

    /// Every framework's ``name``, in the order `--framework` lists them: UIKit first (the
    /// default), then the frameworks whose apps run on UIKit's navigation controller, then the
    /// others (a framework added later comes last).
    public static var names: [String] {
      let first: [Framework] = [.uikit, .swiftUI, .reactNative, .flutter, .android]
      return (first + allCases.filter { !first.contains($0) }).map(\.name)
    }

    /// What the framework means to a UIKit app choosing a technique, after its name in `explain`.
    var note: String {
      switch self {
      case .uikit: ""
      case .flutter, .android: " (for comparison; not a UIKit technique)"
      case .reactNative: " (a React Native app's navigator; for comparison, not adopted from UIKit code)"
      case .swiftUI: " (a SwiftUI app's setup over UIKit's navigation controller; for comparison, not adopted from UIKit code)"
      case .composeMultiplatform: " (a Compose Multiplatform app's setup; for comparison, not adopted from UIKit code)"
      case .maui: " (a .NET MAUI app's NavigationPage or Shell over UIKit's navigation controller; for comparison, not adopted from UIKit code)"
      }
    }
  }

  /// The framework it belongs to. Default ``Framework/uikit`` (a strategy registered from
  /// outside is taken to be a UIKit technique).
  public var framework: Framework = .uikit
  /// The private API it calls, by name (`handleNavigationTransition:`, `_isTransitioning`):
  /// looked up at run time, so App Review may flag it and a UIKit change can break it
  /// silently. Empty: public API only. `nil`: not declared.
  public var privateAPI: [String]?
  /// The iOS versions it applies to, in words (`iOS 7 and later`).
  public var iOSVersions: String?
  /// Whether it replaces UIKit's own pop animation with its own (a custom animator, a dragged
  /// view or bitmap), so UIKit's parallax, bar and flick completion no longer come for free.
  public var replacesUIKitAnimation: Bool?
  /// The screenshot memory it keeps, in words (`none`, `one full-screen bitmap per pushed
  /// screen`); runs measure it as ``RunMetrics/screenshotBytes``.
  public var screenshotMemory: String?

  /// Creates facts; leave out what is not known.
  public init(
    privateAPI: [String]? = nil, iOSVersions: String? = nil, replacesUIKitAnimation: Bool? = nil, screenshotMemory: String? = nil,
    framework: Framework = .uikit
  ) {
    self.framework = framework
    self.privateAPI = privateAPI
    self.iOSVersions = iOSVersions
    self.replacesUIKitAnimation = replacesUIKitAnimation
    self.screenshotMemory = screenshotMemory
  }

  /// Whether it declares calling private API.
  public var usesPrivateAPI: Bool { !(privateAPI ?? []).isEmpty }

  /// ``screenshotMemory`` of a technique that keeps no screenshot.
  public static let noScreenshots = "none"

  /// What it costs beyond what a run measures, one phrase each, for ``Recommendation``'s score:
  /// private API, replacing UIKit's animation, keeping screenshots; a fact not declared counts
  /// as a cost (`private API not declared`), since nothing vouches for it.
  public var costs: [String] {
    var costs: [String] = []
    switch privateAPI {
    case nil: costs.append("private API not declared")
    case let names? where !names.isEmpty: costs.append("private API")
    default: break
    }
    switch replacesUIKitAnimation {
    case nil: costs.append("animation not declared")
    case true?: costs.append("replaces UIKit's animation")
    case false?: break
    }
    switch screenshotMemory {
    case nil: costs.append("screenshot memory not declared")
    case Self.noScreenshots?: break
    case _?: costs.append("keeps screenshots")
    }
    return costs
  }

  /// The facts as `(name, value)` lines for `explain` and `list`, `not declared` where unknown.
  public var lines: [(name: String, value: String)] {
    let notDeclared = "not declared"
    let privateText: String
    switch privateAPI {
    case nil: privateText = notDeclared
    case let names? where names.isEmpty: privateText = "none (public API only)"
    case let names?: privateText = "yes: " + names.joined(separator: ", ") + " (App Review risk; breaks silently when UIKit changes)"
    }
    let animation = replacesUIKitAnimation.map { $0 ? "yes: its own animation replaces UIKit's pop" : "no: UIKit's own pop animation" }
    return [
      ("framework", framework.displayName + framework.note),
      ("private API", privateText),
      ("iOS versions", iOSVersions ?? notDeclared),
      ("replaces UIKit's animation", animation ?? notDeclared),
      ("screenshot memory", screenshotMemory ?? notDeclared),
    ]
  }
}
