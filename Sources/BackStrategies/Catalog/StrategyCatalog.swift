import BackStrategiesSupport

/// The strategies a comparison can choose from, by id: the built-ins plus any registered from
/// outside the module.
///
///     var catalog = StrategyCatalog.builtIn
///     try catalog.register(MyStrategy.self)
///     let selection = try catalog.select("system-edge:guarded")
///     let result = selection.run(on: trace)
public struct StrategyCatalog: Sendable {
  /// One strategy type in the catalog.
  public struct Entry: Sendable {
    /// What the strategy is.
    public let descriptor: StrategyDescriptor
    /// Its presets' names and one-line summaries; the first is the default.
    public let presets: [(name: String, summary: String)]
    /// Makes the selection of one preset; `nil` for a name that is not a preset.
    let selectPreset: @Sendable (_ preset: String) -> StrategySelection?

    init<Strategy: BackStrategy>(_ type: Strategy.Type) {
      descriptor = Strategy.descriptor
      presets = Strategy.presets.map { ($0.name, $0.summary) }
      selectPreset = { name in
        Strategy.preset(named: name).map { StrategySelection(Strategy.self, configuration: $0.configuration, name: $0.name) }
      }
    }

    /// The default preset's name.
    public var defaultPreset: String { presets.first?.name ?? "" }
  }

  /// The entries, in the order they were added.
  public private(set) var entries: [Entry]

  /// Creates an empty catalog.
  public init() { entries = [] }

  /// Adds a strategy defined anywhere (a test target, an app) so it is compared like a built-in.
  ///
  /// - Throws: ``SelectionError`` when the id is not kebab-case, is already taken, or the
  ///   strategy has no presets.
  public mutating func register<Strategy: BackStrategy>(_ type: Strategy.Type) throws(SelectionError) {
    let id = Strategy.descriptor.id
    guard Self.isKebabCase(id) else { throw SelectionError("strategy id '\(id)' is not kebab-case") }
    guard entry(id: id) == nil else { throw SelectionError("a strategy with id '\(id)' is already registered") }
    guard !Strategy.presets.isEmpty else { throw SelectionError("strategy '\(id)' has no presets") }
    entries.append(Entry(type))
  }

  /// Adds one of the package's own strategies (``builtIn``), whose ids and presets its tests check.
  mutating func addBuiltIn(_ type: any BackStrategy.Type) {
    entries.append(Entry(erasing: type))
  }

  /// The entry with this id.
  public func entry(id: String) -> Entry? { entries.first { $0.descriptor.id == id } }

  /// Resolves `id` or `id:preset` (a bare id means the default preset).
  ///
  /// - Throws: ``SelectionError`` naming the unknown strategy or preset, with a suggestion when
  ///   one is close.
  public func select(_ text: String) throws(SelectionError) -> StrategySelection {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let id = parts[0]
    guard let entry = entry(id: id) else {
      let known = entries.map(\.descriptor.id)
      throw SelectionError(
        "unknown strategy '\(id)'" + Self.hint(for: id, among: known) + " (known: \(known.joined(separator: ", ")))")
    }
    let presetNames = entry.presets.map(\.name)
    var preset = parts.count > 1 ? parts[1] : entry.defaultPreset
    if let alias = entry.descriptor.presetAliases.first(where: { $0.name == preset }), presetNames.contains(alias.preset) {
      preset = alias.preset
    }
    guard presetNames.contains(preset) else {
      throw SelectionError(
        "unknown preset '\(preset)' of strategy '\(id)'" + Self.hint(for: preset, among: presetNames)
          + " (presets: \(presetNames.joined(separator: ", ")))")
    }
    // The name was just checked against the presets, so the entry finds it.
    return entry.selectPreset(preset)!
  }

  /// Resolves `id`, `id:preset`, or `id:all`: every preset of that strategy, in its order
  /// (`system-edge:all` compares UIKit as it ships with each fix of docs/ios26-conflicts.md).
  ///
  /// - Throws: ``SelectionError`` as ``select(_:)`` does.
  public func selections(_ text: String) throws(SelectionError) -> [StrategySelection] {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, parts[1] == Self.everyPreset, let entry = entry(id: parts[0]),
      !entry.presets.contains(where: { $0.name == Self.everyPreset })
    else { return [try select(text)] }
    return entry.presets.map { entry.selectPreset($0.name)! }
  }

  /// The preset name that stands for every preset of a strategy (`system-edge:all`).
  public static let everyPreset = "all"

  /// Each strategy with its default preset.
  public var defaultSelections: [StrategySelection] {
    entries.map { $0.selectPreset($0.defaultPreset)! }
  }

  /// Every preset of every strategy.
  public var allSelections: [StrategySelection] {
    entries.flatMap { entry in entry.presets.map { entry.selectPreset($0.name)! } }
  }

  /// The alias `text` (`id:old-name`) names, if it names one: what the command line prints as
  /// a note when a user selects it.
  public func alias(_ text: String) -> PresetAlias? {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, let entry = entry(id: parts[0]) else { return nil }
    return entry.descriptor.presetAliases.first { $0.name == parts[1] }
  }

  static func hint(for text: String, among candidates: [String]) -> String {
    guard let close = Suggestion.closest(to: text, in: candidates) else { return "" }
    return "; did you mean '\(close)'?"
  }

  static func isKebabCase(_ id: String) -> Bool {
    !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-")
      && id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}

/// A strategy or preset that cannot be selected or registered.
public struct SelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with a suggestion when one is close.
  public var message: String
  /// Creates an error.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
