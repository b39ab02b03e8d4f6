/// One view controller on the navigation stack, as the trace describes it.
public struct ScreenSpec: Hashable, Sendable, Codable {
  /// Identifier, unique in the stack (`stackBefore` / `stackAfter` list these).
  public var id: String
  /// How the navigation bar shows the back button (default `system`).
  public var backButton: BackButtonStyle
  /// The app switched the back gesture off for this screen (seed 003's `popGestureClose`).
  public var backGestureDisabled: Bool
  /// The navigation bar is hidden on this screen.
  public var navigationBarHidden: Bool
  /// Scroll views on this screen, back to front (the last one is hit first).
  public var scrollViews: [ScrollViewSpec]

  /// Creates a screen description.
  public init(
    id: String, backButton: BackButtonStyle = .system, backGestureDisabled: Bool = false,
    navigationBarHidden: Bool = false, scrollViews: [ScrollViewSpec] = []
  ) {
    self.id = id
    self.backButton = backButton
    self.backGestureDisabled = backGestureDisabled
    self.navigationBarHidden = navigationBarHidden
    self.scrollViews = scrollViews
  }
}
