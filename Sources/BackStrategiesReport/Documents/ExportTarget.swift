/// A UI-test tool `strategy-compare export` writes a gesture for (`--to`).
public enum ExportTarget: String, Hashable, Sendable, CaseIterable {
  /// Apple's XCUITest: a Swift `XCTestCase` with one test method per gesture, each a
  /// `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`.
  case xcuitest
  /// Maestro: a YAML flow of `swipe` steps (start and end percentages, a duration).
  case maestro
  /// W3C WebDriver pointer actions, the document Appium's `performActions` takes: every sample
  /// of the trace, no approximation.
  case w3cActions = "w3c-actions"

  /// The name messages use (`XCUITest`, `Maestro`, `W3C actions`).
  public var title: String {
    switch self {
    case .xcuitest: "XCUITest"
    case .maestro: "Maestro"
    case .w3cActions: "W3C actions"
    }
  }

  /// Whether the tool plays a trace as one straight drag (``HarnessDrag``), so the export may
  /// differ from the trace and says by how much.
  public var approximates: Bool { self != .w3cActions }

  /// Every `--to` value, comma-separated, for messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
