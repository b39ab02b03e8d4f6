import BackStrategies
import BackStrategiesSupport

/// Renders a `Recommendation` for a terminal (the ranking with the scores behind each rank,
/// then each exclusion with its reasons) and as `backstrategies-recommendation/2` JSON.
public enum RecommendationText {
  /// Format identifier of the JSON form. Version 2 gave every share its interval
  /// (`{"value", "low", "high", "count", "of"}`), every candidate its score interval, shared
  /// rank and uncertain needs, and added `ties` and `stabilityNote`; `otherReadings` (whether the
  /// first pick holds under the other reading of each open choice of the model, `null` when not
  /// checked) and `framework` (the framework ranked for, `recommend --framework`) came later, as
  /// new members.
  public static let format = "backstrategies-recommendation/2"

  /// The text, ending in a newline.
  ///
  /// - Parameters:
  ///   - recommendation: the ranking and exclusions to print.
  ///   - source: where the corpus came from, in words (`generated: seed 1, 2200 traces`).
  ///   - width: the column to wrap at (the terminal's by default).
  ///   - notesStability: print ``stabilityNote(_:)`` when the best rank is shared (for a corpus
  ///     of the user's own, which no default size was chosen for).
  ///   - otherReadingsNotChecked: why the first pick was not checked under the other readings
  ///     of the model's open choices, when it was not and should say so.
  ///   - provenance: what made it, on the line under the first (``Provenance/line``); none when `nil`.
  public static func render(
    _ recommendation: Recommendation, source: String, width: Int = TextWrapping.terminalWidth, notesStability: Bool = false,
    otherReadingsNotChecked: String? = nil, provenance: Provenance? = nil
  ) -> String {
    var lines: [String] = []
    let needs = recommendation.needs.isEmpty ? "none stated" : recommendation.needs.map(\.rawValue).joined(separator: ", ")
    // UIKit, the default, goes unsaid; another framework is named first.
    let framework = recommendation.framework == .uikit ? "" : " Framework: \(recommendation.framework.displayName)."
    lines += TextWrapping.wrap("Needs: \(needs).\(framework) Evidence: \(source).", width: width)
    if let provenance { lines += TextWrapping.wrap(provenance.line, width: width) }
    for need in recommendation.needs {
      lines += TextWrapping.wrap("\(need.rawValue): \(need.summary).", width: width, indent: "  ")
    }
    for need in recommendation.unmeasuredNeeds {
      lines += TextWrapping.wrap(
        "Not judged: \(need.rawValue) (the corpus holds no \(need.facet?.phrase ?? need.metric.evidenceNoun)).", width: width)
    }
    if let tie = topTieLine(recommendation) {
      lines.append("")
      lines += TextWrapping.wrap(tie, width: width)
    }
    lines.append("")
    lines += TextWrapping.wrap(scoreRule, width: width)
    lines += TextWrapping.wrap(exclusionRule(recommendation.allowed), width: width)
    lines.append("")
    lines.append("RANKED (higher is better)")
    if recommendation.ranked.isEmpty { lines.append("  No strategy passes every exclusion.") }
    let rankWidth = String(recommendation.ranked.count).count
    let indent = String(repeating: " ", count: rankWidth + 2)
    let ranked = recommendation.ranked
    let sames = ranked.indices.map { sameParts(as: ranked[$0], before: ranked[..<$0]) }
    for (index, candidate) in ranked.enumerated() {
      let rank = TextWrapping.padLeft(String(candidate.rank), rankWidth)
      let head = "\(rank). \(candidate.strategy)  score \(NumberFormatting.fixed(candidate.score, 3)) (\(scoreInterval(candidate)))"
      let isLastOfRank = index == ranked.count - 1 || ranked[index + 1].rank != candidate.rank
      // A tie at rank 1 is said in the first lines; the others under their rank.
      let tieLine = isLastOfRank && candidate.rank != 1
        ? recommendation.ties.first(where: { $0.first?.rank == candidate.rank }).map(tiedLine) : nil
      if let same = sames[index] {
        // The same parts as a candidate above: named, not repeated; a run of such candidates of
        // one rank and one score, each as the same one above, on one entry.
        let isSameAsPrevious = { (other: Int) -> Bool in
          other >= 0 && other < ranked.count && sames[other]?.strategy == same.strategy && ranked[other].rank == candidate.rank
            && ranked[other].score == candidate.score
        }
        // Printed already, on the entry of the run it belongs to (with the run's tie line).
        if isSameAsPrevious(index - 1) { continue }
        var names = [candidate.strategy]
        var next = index + 1
        while isSameAsPrevious(next) {
          names.append(ranked[next].strategy)
          next += 1
        }
        let each = names.count > 1 ? " each" : ""
        let text = "\(names.joined(separator: ", "))  score \(NumberFormatting.fixed(candidate.score, 3))\(each), as \(same.strategy)"
        lines += hanging(TextWrapping.wrap(text, width: width, indent: indent), first: "\(rank). ")
        let lastOfRun = next - 1
        let runTieLine =
          lastOfRun == ranked.count - 1 || ranked[lastOfRun + 1].rank != candidate.rank
          ? (candidate.rank != 1 ? recommendation.ties.first(where: { $0.first?.rank == candidate.rank }).map(tiedLine) : nil) : nil
        if let runTieLine { lines += TextWrapping.wrap(runTieLine, width: width, indent: indent) }
        continue
      }
      lines.append(head)
      var parts = candidate.components.map { "\($0.name) \(ScoreFormatting.rate($0.proportion)) of \($0.evidence) \($0.evidenceNoun)" }
      if parts.isEmpty { parts = ["no score measured: the corpus holds no labelled gesture in scope"] }
      let costs = candidate.costs.isEmpty
        ? "no cost"
        : "− \(NumberFormatting.short(Recommendation.costPenalty, 2)) × \(candidate.costs.count) (\(candidate.costs.joined(separator: ", ")))"
      let why = "measured \(NumberFormatting.fixed(candidate.measured, 3)) = " + (candidate.components.count > 1 ? "mean of " : "")
        + parts.joined(separator: "; ") + "; " + costs
      lines += TextWrapping.wrap(why, width: width, indent: indent)
      if !candidate.uncertainNeeds.isEmpty {
        lines += TextWrapping.wrap(
          "uncertain: \(candidate.uncertainNeeds.map(\.rawValue).joined(separator: ", ")) (the interval contains \(ScoreFormatting.percent(Recommendation.minimumNeedScore)): this corpus cannot tell whether it meets the need)",
          width: width, indent: indent)
      }
      if let tieLine { lines += TextWrapping.wrap(tieLine, width: width, indent: indent) }
    }
    if notesStability, let note = stabilityNote(recommendation) {
      lines.append("")
      lines += TextWrapping.wrap(note, width: width)
    }
    if let check = recommendation.otherReadings {
      lines.append("")
      lines += TextWrapping.wrap(otherReadingsLine(check), width: width)
    } else if let otherReadingsNotChecked {
      lines.append("")
      lines += TextWrapping.wrap("Under another reading: not checked: \(otherReadingsNotChecked).", width: width)
    }
    if !recommendation.excluded.isEmpty {
      lines.append("")
      lines.append("EXCLUDED (\(recommendation.excluded.count) strategies), by reason:")
      for group in exclusionGroups(recommendation) {
        let text = "\(group.reason) (to allow: \(group.howToAllow)): \(group.strategies.joined(separator: ", "))."
        lines += hanging(TextWrapping.wrap(text, width: width, indent: "  "), first: "- ")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `lines` (each starting with an indent as wide as `first`) with `first` in place of the
  /// first line's indent: a hanging indent.
  static func hanging(_ lines: [String], first: String) -> [String] {
    guard let head = lines.first else { return lines }
    return [first + head.dropFirst(first.count)] + lines.dropFirst()
  }

  /// One reason and the strategies it excludes, as `EXCLUDED` lists them.
  public struct ExclusionGroup: Hashable, Sendable {
    /// The reason, the same for every strategy of the group: `private API (App Review risk; …)`.
    public var reason: String
    /// How to lift it: `--allow private-api`, `drop full-screen from --needs`.
    public var howToAllow: String
    /// The strategies it excludes, in selection order, each with its number where the reason
    /// is a measure (`percent-driven:seed002 32%`), or its framework's name before the first of
    /// each framework (`Flutter: cupertino:flutter`).
    public var strategies: [String]
  }

  /// The exclusions of `recommendation` grouped by reason (a strategy with several reasons is in
  /// several groups): other frameworks' techniques (each framework named before its first),
  /// private API, each
  /// severe hazard, then for each need the strategies that cannot reach it and those below the
  /// bar.
  public static func exclusionGroups(_ recommendation: Recommendation) -> [ExclusionGroup] {
    var groups: [(order: [Int], group: ExclusionGroup)] = []
    let perThousand = Double(ScoreAccumulator.perThousand)
    let bar = NumberFormatting.short(Recommendation.maximumSevereHazardRate * perThousand)
    var namedFrameworks: Set<StrategyFacts.Framework> = []
    for exclusion in recommendation.excluded {
      for reason in exclusion.reasons {
        let order: [Int]
        let text: String
        var item = exclusion.strategy
        switch reason.cause {
        case .otherFramework(let framework):
          order = [0]
          let ranked = recommendation.framework.displayName
          text = "not a \(ranked) technique: another framework's own back gesture, here to compare with, not for a \(ranked) app"
          // Each framework named once, before its first strategy.
          if !namedFrameworks.contains(framework) { item = "\(framework.displayName): \(item)" }
          namedFrameworks.insert(framework)
        case .privateAPI:
          order = [1]
          text = "private API: App Review risk, breaks silently when UIKit changes ('explain ID' names the calls)"
        case .hazard(let hazard):
          order = [2, Recommendation.severeHazards.firstIndex(of: hazard) ?? 0]
          text = "\(hazard.rawValue) in more than \(bar) in 1 000 runs by its interval"
          if let share = reason.proportion { item += " \(share.count)/\(share.of)" }
        case .needOutOfReach(let need):
          order = [3, Need.allCases.firstIndex(of: need) ?? 0, 0]
          text = "\(need.rawValue): cannot by design, none of its \(reason.evidence) traces touch down where it listens"
        case .needBelowMinimum(let need):
          order = [3, Need.allCases.firstIndex(of: need) ?? 0, 1]
          text = "\(need.rawValue): below \(ScoreFormatting.percent(Recommendation.minimumNeedScore)) by its interval, of \(reason.evidence) traces"
          if let value = reason.value { item += " \(ScoreFormatting.percent(value))" }
        }
        if let index = groups.firstIndex(where: { $0.order == order }) {
          groups[index].group.strategies.append(item)
        } else {
          groups.append((order, ExclusionGroup(reason: text, howToAllow: reason.howToAllow, strategies: [item])))
        }
      }
    }
    return groups.sorted { $0.order.lexicographicallyPrecedes($1.order) }.map(\.group)
  }

  /// The candidate before `candidate` in `earlier` whose parts (components, costs, uncertain
  /// needs) and score are all the same as its own, if one is: the ranking names it instead of
  /// repeating the numbers.
  static func sameParts(
    as candidate: Recommendation.Candidate, before earlier: ArraySlice<Recommendation.Candidate>
  ) -> Recommendation.Candidate? {
    earlier.first { other in
      other.components == candidate.components && other.costs == candidate.costs
        && other.uncertainNeeds == candidate.uncertainNeeds && other.score == candidate.score
    }
  }

  /// Said in the first lines when several candidates share rank 1: `N strategies tie at rank 1:
  /// …; what would separate them: …`, naming the parts they differ most on and those that score
  /// the same on every part; `nil` when the best stands alone.
  public static func topTieLine(_ recommendation: Recommendation) -> String? {
    let tie = recommendation.topTie
    guard !tie.isEmpty else { return nil }
    var text = "\(tie.count) strategies tie at rank 1: \(tie.map(\.strategy).joined(separator: ", ")). What would separate them: "
    var spreads: [(name: String, low: Double, high: Double)] = []
    for component in tie[0].components {
      let values = tie.compactMap { $0.components.first { $0.name == component.name }?.value }
      guard values.count == tie.count, let low = values.min(), let high = values.max(), high > low else { continue }
      spreads.append((component.name, low, high))
    }
    let costCounts = Set(tie.map(\.costs.count))
    var parts = spreads.sorted { $0.high - $0.low > $1.high - $1.low }.prefix(Self.tieSpreadsShown).map { spread in
      // Two shares that round to the same percent are told apart by a decimal.
      var low = ScoreFormatting.percent(spread.low), high = ScoreFormatting.percent(spread.high)
      if low == high {
        low = NumberFormatting.fixed(spread.low * 100, 1) + "%"
        high = NumberFormatting.fixed(spread.high * 100, 1) + "%"
      }
      return "\(spread.name) \(low) to \(high)"
    }
    if costCounts.count > 1 { parts.append("declared costs (\(costCounts.sorted().map(String.init).joined(separator: " to ")))") }
    text += parts.isEmpty ? "nothing this corpus measures" : "they differ on " + parts.joined(separator: ", then ")
    text += ", where more traces narrow the intervals"
    let alike = tie.filter { candidate in tie.contains { $0 != candidate && sameParts(as: $0, before: [candidate][...]) != nil } }
    if alike.count > 1 {
      let others = tie.filter { !alike.contains($0) }.map(\.strategy)
      let which = others.isEmpty ? "all" : "all but \(others.joined(separator: ", "))"
      text += "; \(alike.count) of them (\(which)) score the same on every part: only a need or gesture they differ on tells those apart"
    }
    return text + "."
  }

  /// How many of the parts the tied candidates differ most on ``topTieLine(_:)`` names.
  static let tieSpreadsShown = 2

  /// The ranking rule in one sentence, as printed above the ranks.
  public static var scoreRule: String {
    "Score: measured − \(NumberFormatting.short(Recommendation.costPenalty, 2)) per declared cost (private API, replaces UIKit's animation, keeps screenshots). Measured: the mean of the share of common gestures (evidence of no need) judged right and, for each stated need, the share of its gestures judged right (low-memory: runs that never held a screenshot). Only gestures of the stated needs count; a hazard is not right. In parentheses, 95 % intervals; candidates whose score intervals overlap share a rank."
  }

  /// `0.82–0.87`: a candidate's score interval.
  static func scoreInterval(_ candidate: Recommendation.Candidate) -> String {
    "\(NumberFormatting.fixed(candidate.low, 3))–\(NumberFormatting.fixed(candidate.high, 3))"
  }

  /// `tied: a, b: their intervals overlap` under a shared rank.
  static func tiedLine(_ group: [Recommendation.Candidate]) -> String {
    "tied: \(group.map(\.strategy).joined(separator: ", ")): their intervals overlap, so this corpus cannot tell them apart."
  }

  /// The note printed under a recommendation over the user's own corpus when its best rank is
  /// shared, or `nil` when the best stands alone.
  public static func stabilityNote(_ recommendation: Recommendation) -> String? {
    let tie = recommendation.topTie
    guard !tie.isEmpty else { return nil }
    return "Stability: the top \(tie.count) candidates' score intervals overlap (\(tie.map(\.strategy).joined(separator: ", "))): on this corpus their order is chance, and another sample of the same gestures may swap them; more traces narrow the intervals."
  }

  /// Whether the first pick holds under the other reading of each open choice of the model:
  /// `Under another reading: the first pick holds (release-procedure, parallax-branch,
  /// who-waits, edge-strip; …)`, or `… under who-waits = scroll-view-branch the first pick would
  /// be X; it holds under …`, then what was scored again.
  public static func otherReadingsLine(_ check: OtherReadingCheck) -> String {
    func pick(_ best: String?) -> String { best ?? "none (no strategy would pass every exclusion)" }
    let held = check.picks.filter { $0.best == check.original }.map(\.choice.rawValue)
    var text = "Under another reading: "
    if check.picks.isEmpty {
      text += "no open choice of the model applies to these runs"
    } else if check.holds {
      text += "the first pick holds (\(held.joined(separator: ", ")))"
    } else {
      text += check.changed.map { "under \($0.choice.rawValue) = \($0.reading) the first pick would be \(pick($0.best))" }
        .joined(separator: "; ")
      if !held.isEmpty { text += "; it holds under \(held.joined(separator: ", "))" }
    }
    if !check.picks.isEmpty {
      let strategies = check.rescored.count
      text += ". Each open choice of the model read the other way (docs/model.md), the \(strategies) \(strategies == 1 ? "strategy" : "strategies") not excluded by a declared fact scored again on the same \(check.traces) \(check.traces == 1 ? "trace" : "traces")"
    }
    return text + "."
  }

  /// `otherReadings` of the JSON form: the first pick, whether it holds, and the pick under each
  /// choice's other reading; `null` when it was not checked.
  static func otherReadings(_ check: OtherReadingCheck?) -> JSONOutput {
    guard let check else { return .null }
    return .object([
      ("firstPick", check.original.map { .string($0) } ?? .null),
      ("holds", .bool(check.holds)),
      ("picks", .array(check.picks.map { pick in
        .object([
          ("choice", .string(pick.choice.rawValue)), ("reading", .string(pick.reading)),
          ("firstPick", pick.best.map { .string($0) } ?? .null), ("holds", .bool(pick.best == check.original)),
        ])
      })),
      ("rescored", .array(check.rescored.map { .string($0) })),
      ("traces", .number(Double(check.traces))),
    ])
  }

  /// The exclusion rule in one sentence, naming what is allowed.
  public static func exclusionRule(_ allowed: Set<Recommendation.Allowance>) -> String {
    let bar = NumberFormatting.short(Recommendation.maximumSevereHazardRate * Double(ScoreAccumulator.perThousand))
    var text =
      "Excluded: private API; root-freeze or nested-transition in more than \(bar) in 1 000 runs by its interval; a stated need out of reach or whose interval lies below \(ScoreFormatting.percent(Recommendation.minimumNeedScore)) (an interval that contains it is uncertain: kept, marked)."
    let lifted = Recommendation.Allowance.allCases.filter { allowed.contains($0) }
    if !lifted.isEmpty { text += " Allowed: " + lifted.map(\.rawValue).joined(separator: ", ") + "." }
    return text
  }

  /// The JSON form; `ios` is the `--ios` release the runs used (`null`: each trace's own `device.ios`).
  /// With `provenance`, what made it in a `madeBy` member after `format` (``Provenance/json``).
  public static func json(
    _ recommendation: Recommendation, source: String, ios: IOSVersion? = nil, provenance: Provenance? = nil
  ) -> JSONOutput {
    let ranked: [JSONOutput] = recommendation.ranked.map { candidate in
      let components: [JSONOutput] = candidate.components.map { component in
        .object([
          ("name", .string(component.name)), ("rate", ScoresJSON.rate(component.proportion)),
          ("evidence", .number(Double(component.evidence))), ("of", .string(component.evidenceNoun)),
        ])
      }
      return .object([
        ("rank", .number(Double(candidate.rank))), ("strategy", .string(candidate.strategy)), ("score", .number(candidate.score)),
        ("scoreLow", .number(candidate.low)), ("scoreHigh", .number(candidate.high)),
        ("measured", .number(candidate.measured)), ("costs", .array(candidate.costs.map { .string($0) })),
        ("uncertainNeeds", .array(candidate.uncertainNeeds.map { .string($0.rawValue) })),
        ("components", .array(components)),
      ])
    }
    let excluded: [JSONOutput] = recommendation.excluded.map { exclusion in
      let reasons: [JSONOutput] = exclusion.reasons.map(reason)
      return .object([("strategy", .string(exclusion.strategy)), ("reasons", .array(reasons))])
    }
    let rules: JSONOutput = .object([
      ("score", .string(scoreRule)),
      ("exclusions", .string(exclusionRule(recommendation.allowed))),
      ("costPenalty", .number(Recommendation.costPenalty)),
      ("minimumNeedScore", .number(Recommendation.minimumNeedScore)),
      ("maximumSevereHazardRate", .number(Recommendation.maximumSevereHazardRate)),
    ])
    return .object(Provenance.members([
      ("format", .string(format)),
      ("source", .string(source)),
      ("ios", ios.map { .number(Double($0.number)) } ?? .null),
      ("needs", .array(recommendation.needs.map { .string($0.rawValue) })),
      ("allowed", .array(Recommendation.Allowance.allCases.filter { recommendation.allowed.contains($0) }.map { .string($0.rawValue) })),
      ("framework", .string(recommendation.framework.name)),
      ("unmeasuredNeeds", .array(recommendation.unmeasuredNeeds.map { .string($0.rawValue) })),
      ("rules", rules),
      ("ranked", .array(ranked)),
      ("ties", .array(recommendation.ties.map { group in .array(group.map { .string($0.strategy) }) })),
      ("stabilityNote", stabilityNote(recommendation).map { .string($0) } ?? .null),
      ("excluded", .array(excluded)),
      ("otherReadings", otherReadings(recommendation.otherReadings)),
    ], madeBy: provenance))
  }

  static func reason(_ reason: Recommendation.ExclusionReason) -> JSONOutput {
    let cause: (kind: String, name: String?)
    switch reason.cause {
    case .privateAPI: cause = ("private-api", nil)
    case .otherFramework(let framework): cause = ("other-framework", framework.rawValue)
    case .hazard(let hazard): cause = ("hazard", hazard.rawValue)
    case .needOutOfReach(let need): cause = ("need-out-of-reach", need.rawValue)
    case .needBelowMinimum(let need): cause = ("need-below-minimum", need.rawValue)
    }
    return .object([
      ("cause", .string(cause.kind)), ("name", cause.name.map { .string($0) } ?? .null),
      ("value", reason.proportion.map(ScoresJSON.rate) ?? .null), ("evidence", .number(Double(reason.evidence))),
      ("reason", .string(reason.explanation)), ("allow", .string(reason.howToAllow)),
    ])
  }
}
