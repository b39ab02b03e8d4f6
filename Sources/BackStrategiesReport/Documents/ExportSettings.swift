import BackStrategies

/// What an exported test needs besides the gestures: the accessibility identifiers of the two
/// screens it tells apart, and Maestro's app id.
public struct ExportSettings: Hashable, Sendable {
  /// The accessibility identifier of the screen on top before the gesture (`--top-id`): still
  /// on top afterwards means the gesture `stayed`.
  public var topID: String
  /// The accessibility identifier of the screen under it (`--previous-id`): on top afterwards
  /// means the gesture `popped`.
  public var previousID: String
  /// The app's bundle id in a Maestro flow's `appId` (`--app-id`).
  public var appID: String
  /// The model the expected outcome comes from (UIKit 26.1 by default; each trace's release).
  public var parameters: ModelParameters

  /// `detail`: the pushed screen of the built-in scenarios (`Scenarios.homeAndDetail`).
  public static let defaultTopID = "detail"
  /// `home`: the root screen of the built-in scenarios.
  public static let defaultPreviousID = "home"
  /// `com.example.app`: a placeholder to replace with your app's bundle id.
  public static let defaultAppID = "com.example.app"

  /// Creates settings; omitted values are the documented defaults.
  public init(
    topID: String = ExportSettings.defaultTopID, previousID: String = ExportSettings.defaultPreviousID,
    appID: String = ExportSettings.defaultAppID, parameters: ModelParameters = .uikit26
  ) {
    self.topID = topID
    self.previousID = previousID
    self.appID = appID
    self.parameters = parameters
  }
}
