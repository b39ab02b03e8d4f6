/// One of the strategies this package ships, with its presets as properties: selections
/// without strings and without `try`.
///
///     BuiltIn.systemEdge.shipped            // UIKit as it ships
///     BuiltIn.targetForwarding.fd           // FDFullscreenPopGesture 1.1
///     BuiltIn.cupertino.default             // the first preset
///     BuiltIn.systemEdge.configured(myConfiguration, name: "no-root")   // made at run time
///
/// Each strategy's file declares its presets' properties (`extension BuiltInStrategy where
/// Strategy == SystemEdgeStrategy`); ``BuiltIn`` lists the strategies.
public struct BuiltInStrategy<Strategy: BackStrategy>: Sendable {
  /// Creates the accessor; ``BuiltIn`` holds one per built-in strategy.
  init() {}

  /// What the strategy is.
  public var descriptor: StrategyDescriptor { Strategy.descriptor }

  /// Its default preset (the first).
  public var `default`: StrategySelection { preset(Strategy.presets[0].name) }

  /// Every preset, default first.
  public var presets: [StrategySelection] { Strategy.presets.map { preset($0.name) } }

  /// The strategy with a configuration made at run time (a threshold sweep, an experiment),
  /// reported as `id:name`; it is compared, scored and recommended like a preset.
  public func configured(_ configuration: Strategy.Configuration, name: String) -> StrategySelection {
    StrategySelection(Strategy.self, configuration: configuration, name: name)
  }

  /// The preset named `name` (a current name or an alias of an old one), or a
  /// ``SelectionError`` naming the strategy's presets, with the closest when one is close:
  ///
  ///     let selection = try BuiltIn.systemEdge.preset(named: userInput)
  public func preset(named name: String) throws(SelectionError) -> StrategySelection {
    let current = Strategy.descriptor.presetAliases.first { $0.name == name }?.preset ?? name
    if let selection = StrategySelection(Strategy.self, preset: current) { return selection }
    let names = Strategy.presets.map(\.name)
    throw SelectionError(
      "\(Strategy.descriptor.id) has no preset '\(name)' (it has \(names.joined(separator: ", ")))"
        + StrategyCatalog.hint(for: name, among: names))
  }

  /// The preset with this name: only the properties in each strategy's file call it, with
  /// names its presets declare (`BuiltInStrategyTests` checks every one), so it cannot fail
  /// at run time; a lookup of a name from outside is ``preset(named:)``, which throws.
  func preset(_ name: String) -> StrategySelection {
    do {
      return try preset(named: name)
    } catch {
      preconditionFailure(error.message)
    }
  }
}
