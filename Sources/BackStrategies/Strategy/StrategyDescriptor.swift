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
  /// What `explain` and the teaching pages say beyond the rules: iOS 26's changes and the
  /// "Try it" scenarios (``StrategyTeaching``).
  public var teaching: StrategyTeaching
  /// What it costs or risks beyond what a run measures: private API, iOS versions, whether it
  /// replaces UIKit's animation, screenshot memory (``StrategyFacts``; undeclared by default).
  public var facts: StrategyFacts
  /// Old preset names that still select a preset, each saying why (``PresetAlias``).
  public var presetAliases: [PresetAlias]
  /// The platform conventions the technique follows (``Convention``): it is judged only on
  /// scenarios of these conventions or of ``Convention/any``, and gets `n/a` on the others.
  /// iOS's alone by default, since the techniques here are iOS ones; Android's predictive back
  /// claims Android's. Claiming ``Convention/any`` changes nothing.
  public var conventions: Set<Convention>

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
  ///   - teaching: what changes on iOS 26 and the "Try it" scenarios; by default nothing about
  ///     iOS 26 and `edge-swipe-past-half` to try.
  ///   - facts: default to undeclared (the recommendation then says it cannot vouch for costs).
  ///   - presetAliases: old preset names kept so that scripts naming them still run; none by default.
  ///   - conventions: the platform conventions it follows; iOS's by default.
  public init(
    id: String, title: String? = nil, summary: String = "", origin: String = "", rules: [String] = [],
    pitfalls: [String] = [], whenToChoose: String = "", teaching: StrategyTeaching = StrategyTeaching(),
    facts: StrategyFacts = StrategyFacts(), presetAliases: [PresetAlias] = [], conventions: Set<Convention> = [.iOS]
  ) {
    self.conventions = conventions
    self.teaching = teaching
    self.facts = facts
    self.presetAliases = presetAliases
    self.id = id
    self.title = title ?? id
    self.summary = summary
    self.origin = origin
    self.rules = rules
    self.pitfalls = pitfalls
    self.whenToChoose = whenToChoose
  }
}

/// An old preset name that selects another preset: `system-edge:ios26` became `shipped` when
/// iOS 26 became the default release, since `shipped` on iOS 26 has the content swipe.
public struct PresetAlias: Hashable, Sendable {
  /// The old name.
  public var name: String
  /// The preset it selects.
  public var preset: String
  /// Why, in one sentence (`list` and the command line's note print it).
  public var note: String

  /// Creates an alias.
  public init(name: String, preset: String, note: String) {
    self.name = name
    self.preset = preset
    self.note = note
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
