/// What a strategy is, for lists, reports and teaching: id, title, summary, origin, presets, pitfalls.
public struct StrategyDescriptor: Hashable, Sendable {
  /// Kebab-case identifier (`system-edge`), selected on the command line as `id` or `id:preset`.
  public var id: String
  /// Human title.
  public var title: String
  /// One line saying what the technique does.
  public var summary: String
  /// Where it comes from (`seed 003, seed 004 way 1`).
  public var origin: String
  /// The rules with their numbers, one line each (`explain` prints them).
  public var rules: [String]
  /// Known failure modes, one line each.
  public var pitfalls: [String]
  /// When to choose it.
  public var whenToChoose: String
  /// What it costs or risks beyond what a run measures: private API, iOS versions, whether it
  /// replaces UIKit's animation, screenshot memory (``StrategyFacts``; undeclared by default).
  public var facts: StrategyFacts

  /// Creates a descriptor. Only the id is required, so a strategy for an experiment is a few
  /// lines; a strategy others will read deserves every field, since `explain`, `list`, the
  /// report and the recommendation print them.
  ///
  /// - Parameters:
  ///   - id: kebab-case, unique in a catalog.
  ///   - title: defaults to the id.
  ///   - summary: one line saying what it does; empty by default.
  ///   - origin: where it comes from; empty by default.
  ///   - rules: its rules with their numbers; none by default.
  ///   - pitfalls: its known failure modes; none by default.
  ///   - whenToChoose: when to choose it; empty by default.
  ///   - facts: default to undeclared (the recommendation then says it cannot vouch for costs).
  public init(
    id: String, title: String? = nil, summary: String = "", origin: String = "", rules: [String] = [],
    pitfalls: [String] = [], whenToChoose: String = "", facts: StrategyFacts = StrategyFacts()
  ) {
    self.facts = facts
    self.id = id
    self.title = title ?? id
    self.summary = summary
    self.origin = origin
    self.rules = rules
    self.pitfalls = pitfalls
    self.whenToChoose = whenToChoose
  }
}

/// A named configuration of a strategy (`shipped`, `delegate-self`); the first one is the default.
public struct StrategyPreset<Configuration: Hashable & Sendable>: Hashable, Sendable {
  /// Kebab-case name.
  public var name: String
  /// One line saying how it differs.
  public var summary: String
  /// The configuration it selects.
  public var configuration: Configuration

  /// Creates a preset.
  public init(name: String, summary: String, configuration: Configuration) {
    self.name = name
    self.summary = summary
    self.configuration = configuration
  }
}
