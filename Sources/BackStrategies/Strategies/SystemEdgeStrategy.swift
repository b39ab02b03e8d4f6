/// UIKit's own interactive pop gesture (`interactivePopGestureRecognizer`), the baseline every
/// other technique is measured against (seed 003, seed 004 way 1).
///
/// The strategy installs nothing of its own: it keeps the navigation controller's edge
/// recogniser and, in two presets, becomes its delegate the way apps do to bring the gesture
/// back under a custom back button.
///
/// - `shipped`: UIKit as it ships. Begins only from the back edge (13 pt), never on the root,
///   never with a custom or hidden back button; progress = tx / W; on release pops when
///   `p + v/W·D > min(187.5 / W, 0.5)`; the rest runs in `min(D, remaining distance / |v|)`.
/// - `delegate-self`: `interactivePopGestureRecognizer.delegate = self` returning YES (seed 004
///   way 1): works with a custom back button, but also begins on the root, where it freezes
///   navigation (`root-freeze`).
/// - `guarded`: the same override returning `viewControllers.count > 1` (seed 003 fix A).
public struct SystemEdgeStrategy: BackStrategy {
  /// Who answers `gestureRecognizerShouldBegin:` for UIKit's edge recogniser.
  public enum DelegateOverride: String, Hashable, Sendable, CaseIterable {
    /// UIKit's own delegate and rules.
    case none
    /// The app's delegate, always YES (seed 004 way 1: `delegate = self`).
    case alwaysBegin
    /// The app's delegate, YES only with two or more screens (seed 003 fix A).
    case rootGuard
  }

  /// The strategy's tunables.
  public struct Configuration: Hashable, Sendable {
    /// Who answers `shouldBegin`. Default `none` (UIKit ships this way).
    public var delegate: DelegateOverride

    /// Creates a configuration.
    public init(delegate: DelegateOverride = .none) {
      self.delegate = delegate
    }
  }

  /// Id, rules and pitfalls.
  public static let descriptor = StrategyDescriptor(
    id: "system-edge",
    title: "UIKit's edge swipe (interactivePopGestureRecognizer)",
    summary: "The navigation controller's own edge pan driving its parallax pop.",
    origin: "seed 003 (the system gesture and fix A), seed 004 way 1 (delegate = self)",
    rules: [
      "A screen-edge pan on the navigation controller's view: touch-down within 13 pt of the left edge (the right edge in right-to-left layouts), then 15 pt of travel away from it within a 155° angle window.",
      "UIKit's delegate refuses to begin on the root screen, with a custom or hidden back button (a customSupplementing one keeps it), with a hidden navigation bar, and during a transition; a delegate override (delegate = self) replaces all of these. A screen that switches the recogniser off (isEnabled = NO, seed 003's popGestureClose) turns it off whatever the delegate says.",
      "Touches on a visible navigation bar (44 pt below the safe area) never reach it.",
      "Progress = tx / W while dragging (capped at 0.999); the page follows the finger 1:1 and the screen under it slides in from −0.3·W.",
      "On release it pops when the projected position p + v/W·D (D = 0.35 s) passes min(187.5 / W, 0.5) (0.48 on a 390 pt phone): a quick flick pops from a short distance, a slow drag must pass about half the width.",
      "The rest of the animation runs in min(D, remaining distance / |v|): fast flicks finish faster than 0.35 s.",
      "A horizontal scroll view under the finger wins: its 10 pt pan threshold is crossed before the edge's 15 pt.",
    ],
    pitfalls: [
      "Edge only: a mid-screen swipe does nothing.",
      "A custom or hidden back button silently turns it off (openradar 19031955); the common fix is delegate = self.",
      "delegate = self with no root guard lets it begin on the root: UIKit's _isTransitioning sticks and the app freezes (SwipeBack #3, FDFullscreenPopGesture #131).",
      "A full-width carousel or pager swallows the swipe.",
    ],
    whenToChoose: "Choose it unless you need full-screen back: it is what users expect, costs nothing, and handles flicks, cancels and right-to-left layouts. With a custom back button, use the guarded delegate, never the bare one."
  )

  /// `shipped`, `delegate-self`, `guarded`.
  public static let presets: [StrategyPreset<Configuration>] = [
    StrategyPreset(
      name: "shipped", summary: "UIKit as it ships: edge only, off on the root and with a custom or hidden back button.",
      configuration: Configuration(delegate: .none)),
    StrategyPreset(
      name: "delegate-self",
      summary: "seed 004 way 1: delegate = self returning YES; works with a custom back button, freezes on the root.",
      configuration: Configuration(delegate: .alwaysBegin)),
    StrategyPreset(
      name: "guarded", summary: "seed 003 fix A: the same override, refusing when the stack holds one screen.",
      configuration: Configuration(delegate: .rootGuard)),
  ]

  /// The configuration of this run.
  public let configuration: Configuration

  /// Creates the strategy.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Keeps UIKit's edge recogniser, with UIKit's delegate or the app's.
  public func install(in scene: Scene, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(systemBackGesture: configuration.delegate == .none ? .enabled : .enabledWithStrategyDelegate)
  }

  /// The app's delegate answer (only asked in `delegate-self` and `guarded`).
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision {
    switch configuration.delegate {
    case .none, .alwaysBegin:
      return .begin
    case .rootGuard:
      return context.navigation.count < 2 ? .reject("the stack holds one screen (seed 003 fix A)") : .begin
    }
  }
}
