/// What a run did to navigation, in one word.
///
/// `popToRoot` if a pop-to-root finished; else `pop` if a pop finished; else `cancel` if a back
/// transition or back feedback (a bulge, a dragged page) began and the stack is unchanged; else
/// `unchanged` (`"none"` in JSON and tables; docs/cli.md).
public enum Outcome: String, Hashable, Sendable, CaseIterable, Codable {
  /// A pop finished.
  case pop
  /// A pop-to-root finished.
  case popToRoot
  /// Going back started but the stack is unchanged.
  case cancel
  /// Nothing happened to navigation: no transition began and the stack is unchanged; `"none"`
  /// in JSON and tables. Not named `none`, so that an `Outcome?` never confuses it with `nil`.
  case unchanged = "none"

  /// The short word used in matrix cells: `pop`, `root`, `cancel`, `-`.
  public var cellText: String {
    switch self {
    case .pop: "pop"
    case .popToRoot: "root"
    case .cancel: "cancel"
    case .unchanged: "-"
    }
  }
}
