/// Renders a ``Recommendation`` for a terminal (the ranking with the scores behind each rank,
/// then each exclusion with its reasons) and as `backstrategies-recommendation/1` JSON.
public enum RecommendationText {
  /// Format identifier of the JSON form.
  public static let format = "backstrategies-recommendation/1"

  /// The text, ending in a newline.
  ///
  /// - Parameters:
  ///   - recommendation: the ranking and exclusions to print.
  ///   - source: where the corpus came from, in words (`generated: seed 1, 2200 traces`).
  ///   - width: the column to wrap at (the terminal's by default).
  public static func render(_ recommendation: Recommendation, source: String, width: Int = TextWrapping.terminalWidth) -> String {
    var lines: [String] = []
    let needs = recommendation.needs.isEmpty ? "none stated" : recommendation.needs.map(\.rawValue).joined(separator: ", ")
    lines += TextWrapping.wrap("Needs: \(needs). Evidence: \(source).", width: width)
    for need in recommendation.needs {
      lines += TextWrapping.wrap("\(need.rawValue): \(need.summary).", width: width, indent: "  ")
    }
    for need in recommendation.unmeasuredNeeds {
      lines += TextWrapping.wrap(
        "Not judged: \(need.rawValue) (the corpus holds no \(need.facet?.phrase ?? need.metric.evidenceNoun)).", width: width)
    }
    lines.append("")
    lines += TextWrapping.wrap(scoreRule, width: width)
    lines += TextWrapping.wrap(exclusionRule(recommendation.allowed), width: width)
    lines.append("")
    lines.append("RANKED (higher is better)")
    if recommendation.ranked.isEmpty { lines.append("  No strategy passes every exclusion.") }
    let rankWidth = String(recommendation.ranked.count).count
    for (index, candidate) in recommendation.ranked.enumerated() {
      let rank = TextWrapping.padLeft(String(index + 1), rankWidth)
      lines.append("\(rank). \(candidate.strategy)  score \(NumberFormatting.fixed(candidate.score, 3))")
      var parts = candidate.components.map { "\($0.name) \(ScoreFormatting.percent($0.value)) of \($0.evidence) \($0.evidenceNoun)" }
      if parts.isEmpty { parts = ["no score measured: the corpus holds no labelled gesture in scope"] }
      let costs = candidate.costs.isEmpty
        ? "no cost"
        : "− \(NumberFormatting.short(Recommendation.costPenalty, 2)) × \(candidate.costs.count) (\(candidate.costs.joined(separator: ", ")))"
      let why = "measured \(NumberFormatting.fixed(candidate.measured, 3)) = " + (candidate.components.count > 1 ? "mean of " : "")
        + parts.joined(separator: "; ") + "; " + costs
      lines += TextWrapping.wrap(why, width: width, indent: String(repeating: " ", count: rankWidth + 2))
    }
    if !recommendation.excluded.isEmpty {
      lines.append("")
      lines.append("EXCLUDED")
      for exclusion in recommendation.excluded {
        lines.append("- \(exclusion.strategy)")
        for reason in exclusion.reasons {
          lines += TextWrapping.wrap("\(reason.explanation); to allow: \(reason.howToAllow).", width: width, indent: "    ")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The ranking rule in one sentence, as printed above the ranks.
  public static var scoreRule: String {
    "Score: measured − \(NumberFormatting.short(Recommendation.costPenalty, 2)) per declared cost (private API, replaces UIKit's animation, keeps screenshots). Measured: the mean of the share of common gestures (evidence of no need) judged right and, for each stated need, the share of its gestures judged right (low-memory: runs that never held a screenshot). Only gestures of the stated needs count; a hazard is not right."
  }

  /// The exclusion rule in one sentence, naming what is allowed.
  public static func exclusionRule(_ allowed: Set<Recommendation.Allowance>) -> String {
    let bar = NumberFormatting.short(Recommendation.maximumSevereHazardRate * Double(ScoreAccumulator.perThousand))
    var text =
      "Excluded: private API; root-freeze or nested-transition in more than \(bar) in 1 000 runs; a stated need out of reach or right less than \(ScoreFormatting.percent(Recommendation.minimumNeedScore)) of the time."
    let lifted = Recommendation.Allowance.allCases.filter { allowed.contains($0) }
    if !lifted.isEmpty { text += " Allowed: " + lifted.map(\.rawValue).joined(separator: ", ") + "." }
    return text
  }

  /// The JSON form; `ios` is the `--ios` release the runs used (`null`: each trace's own `device.ios`).
  public static func json(_ recommendation: Recommendation, source: String, ios: IOSVersion? = nil) -> JSONOutput {
    let ranked: [JSONOutput] = recommendation.ranked.enumerated().map { index, candidate in
      let components: [JSONOutput] = candidate.components.map { component in
        .object([
          ("name", .string(component.name)), ("value", .number(component.value)),
          ("evidence", .number(Double(component.evidence))), ("of", .string(component.evidenceNoun)),
        ])
      }
      return .object([
        ("rank", .number(Double(index + 1))), ("strategy", .string(candidate.strategy)), ("score", .number(candidate.score)),
        ("measured", .number(candidate.measured)), ("costs", .array(candidate.costs.map { .string($0) })),
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
    return .object([
      ("format", .string(format)),
      ("source", .string(source)),
      ("ios", ios.map { .number(Double($0.number)) } ?? .null),
      ("needs", .array(recommendation.needs.map { .string($0.rawValue) })),
      ("allowed", .array(Recommendation.Allowance.allCases.filter { recommendation.allowed.contains($0) }.map { .string($0.rawValue) })),
      ("unmeasuredNeeds", .array(recommendation.unmeasuredNeeds.map { .string($0.rawValue) })),
      ("rules", rules),
      ("ranked", .array(ranked)),
      ("excluded", .array(excluded)),
    ])
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
      ("value", reason.value.map { .number($0) } ?? .null), ("evidence", .number(Double(reason.evidence))),
      ("reason", .string(reason.explanation)), ("allow", .string(reason.howToAllow)),
    ])
  }
}
