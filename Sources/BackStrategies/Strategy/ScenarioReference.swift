/// A built-in scenario named by a strategy's teaching fields (``StrategyTeaching``): a value of
/// its own type rather than a bare string, so that what it names can be looked up
/// (`scenario`, in `Catalog/`) and checked (every built-in strategy's references resolve: `TryItTests`).
public struct ScenarioReference: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The scenario's name, as `strategy-compare scenarios` lists it (`edge-swipe-past-half`).
  public var name: String

  /// A reference to the scenario `name`.
  public init(_ name: String) { self.name = name }

  /// A reference written as a string literal: `"edge-swipe-past-half"`.
  public init(stringLiteral value: String) { self.name = value }

  /// The scenario's name.
  public var description: String { name }
}
