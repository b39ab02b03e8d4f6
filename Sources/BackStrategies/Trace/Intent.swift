/// What the person making a gesture meant; used to score strategies over a corpus.
public enum Intent: String, Hashable, Sendable, CaseIterable, Codable {
  /// Go back one screen.
  case back
  /// Go back to the root screen.
  case backToRoot
  /// Start going back, then change their mind: nothing should pop.
  case stay
  /// Scroll content: nothing should pop.
  case scroll
  /// No navigation meant (a tap, a stray touch); `"none"` in trace files. Not named `none`,
  /// so that an `Intent?` never confuses it with `nil`.
  case noNavigation = "none"
}
