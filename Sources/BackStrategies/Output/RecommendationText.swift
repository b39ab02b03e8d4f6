/// Renders a ``Recommendation`` for a terminal (the ranking with the scores behind each rank,
/// then each exclusion with its reasons) and as `backstrategies-recommendation/1` JSON.
public enum RecommendationText {
  /// Format identifier of the JSON form.
  public static let format = "backstrategies-recommendation/1"

  /// The text, ending in a newline.
  ///
  /// - Parameter source: where the corpus came from, in words (`generated: seed 1, 2200 traces`).
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
    lines.append("RANKED (score = mean of the scores listed; higher is better)")
    if recommendation.ranked.isEmpty { lines.append("  No strategy meets every need.") }
    let rankWidth = String(recommendation.ranked.count).count
    for (index, candidate) in recommendation.ranked.enumerated() {
      let rank = TextWrapping.padLeft(String(index + 1), rankWidth)
      lines.append("\(rank). \(candidate.strategy)  score \(NumberFormatting.fixed(candidate.score, 3))")
      var parts = candidate.components.map { "\($0.name) \(ScoreFormatting.percent($0.value)) (\($0.evidence) \($0.evidenceNoun))" }
      if parts.isEmpty { parts = ["no score measured: the corpus is empty"] }
      lines += TextWrapping.wrap(parts.joined(separator: "; "), width: width, indent: String(repeating: " ", count: rankWidth + 2))
    }
    if !recommendation.excluded.isEmpty {
      lines.append("")
      lines.append("EXCLUDED")
      for exclusion in recommendation.excluded {
        lines.append("- \(exclusion.strategy)")
        for shortfall in exclusion.shortfalls {
          lines += TextWrapping.wrap("\(shortfall.need.rawValue): \(shortfall.explanation).", width: width, indent: "    ")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON form.
  public static func json(_ recommendation: Recommendation, source: String) -> JSONOutput {
    .object([
      ("format", .string(format)),
      ("source", .string(source)),
      ("needs", .array(recommendation.needs.map { .string($0.rawValue) })),
      ("unmeasuredNeeds", .array(recommendation.unmeasuredNeeds.map { .string($0.rawValue) })),
      ("minimumNeedScore", .number(Recommendation.minimumNeedScore)),
      ("ranked", .array(recommendation.ranked.enumerated().map { index, candidate in
        .object([
          ("rank", .number(Double(index + 1))), ("strategy", .string(candidate.strategy)), ("score", .number(candidate.score)),
          ("components", .array(candidate.components.map { component in
            .object([
              ("name", .string(component.name)), ("value", .number(component.value)),
              ("evidence", .number(Double(component.evidence))), ("of", .string(component.evidenceNoun)),
            ])
          })),
        ])
      })),
      ("excluded", .array(recommendation.excluded.map { exclusion in
        .object([
          ("strategy", .string(exclusion.strategy)),
          ("shortfalls", .array(exclusion.shortfalls.map { shortfall in
            .object([
              ("need", .string(shortfall.need.rawValue)), ("byDesign", .bool(shortfall.byDesign)),
              ("value", shortfall.value.map { .number($0) } ?? .null), ("evidence", .number(Double(shortfall.evidence))),
              ("reason", .string(shortfall.explanation)),
            ])
          })),
        ])
      })),
    ])
  }
}
