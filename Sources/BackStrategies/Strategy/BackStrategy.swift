/// A swipe-back technique as a plugin: it installs recognisers, answers their delegate
/// questions, and reacts to their callbacks with commands. It never touches the simulator.
///
/// A strategy is a value: its stored properties are its state during a run, and each run
/// starts from a fresh `init(configuration:)`. Write one in four steps:
///
///     struct EdgeTap: BackStrategy {
///       struct Configuration: Hashable, Sendable { var minimumTravel = 40.0 }
///       static let descriptor = StrategyDescriptor(id: "edge-tap", …)
///       static let presets = [StrategyPreset(name: "default", summary: "…", configuration: .init())]
///       let configuration: Configuration
///       init(configuration: Configuration) { self.configuration = configuration }
///       func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
///         // The technique decides alone: UIKit's edge swipe and iOS 26's content swipe are off,
///         // or they would pop first on the same stroke.
///         GestureSetup(
///           systemBackGesture: .disabled, contentSwipe: .disabled,
///           recognizers: [RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window)])
///       }
///       mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
///         guard case .gesture(let g) = event, g.state == .ended else { return }
///         let travel = g.translation.x, minimum = configuration.minimumTravel
///         if travel > minimum {
///           context.send(.explain { "released after \(travel) pt, more than \(minimum)" })
///           context.send(.pop(animated: true))
///         } else {
///           context.send(.explain { "released after \(travel) pt, not more than \(minimum)" })
///         }
///       }
///     }
///
/// Register it with ``StrategyCatalog/register(_:)`` to compare it with the built-ins.
public protocol BackStrategy: Sendable {
  /// The strategy's tunables; each preset is one value of it.
  associatedtype Configuration: Hashable & Sendable

  /// Id, title, summary, origin, rules, pitfalls.
  static var descriptor: StrategyDescriptor { get }
  /// Named configurations; the first is the default.
  static var presets: [StrategyPreset<Configuration>] { get }

  /// Creates the strategy, in its initial state, for one run.
  init(configuration: Configuration)

  /// Declares recognisers and the fate of UIKit's edge gesture, once, before the first touch.
  /// May also send commands (the screenshot technique captures one per pushed screen).
  mutating func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup

  /// Answers `gestureRecognizerShouldBegin:` for a recogniser installed with
  /// `asksShouldBegin`, or for UIKit's edge gesture when the strategy is its delegate.
  func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision

  /// Reacts to a callback, a timer or an animation's end by sending commands.
  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext)
}

extension BackStrategy {
  /// Default: always begin.
  public func shouldBegin(_ query: BeginQuery, context: StrategyContext) -> BeginDecision { .begin }

  /// Default: ignore every event.
  public mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {}

  /// The preset with this name, if any.
  public static func preset(named name: String) -> StrategyPreset<Configuration>? {
    presets.first { $0.name == name }
  }
}
