import BackStrategies
import BackStrategiesSupport

/// Renders `CorpusScores` for a terminal: what the corpus held, a correctness table, a feel
/// and cost table, a legend, and with `byFamily` one small table per family.
public enum ScoresTable {
  /// The text, ending in a newline.
  ///
  /// - Parameters:
  ///   - scores: what the corpus run folded.
  ///   - source: where the corpus came from, in words (`generated: seed 1`, `corpus.jsonl`).
  ///   - byFamily: add the per-family breakdown.
  ///   - width: the column to wrap at (the terminal's by default).
  ///   - provenance: what made it, on the line under the summary (``Provenance/line``); none when `nil`.
  public static func render(
    _ scores: CorpusScores, source: String, byFamily: Bool = false, width: Int = TextWrapping.terminalWidth,
    provenance: Provenance? = nil
  ) -> String {
    var lines = summary(scores, source: source, width: width)
    if let provenance { lines += TextWrapping.wrap(provenance.line, width: width) }
    lines.append("")
    // Every share carries its interval, so the correctness columns come in two tables that each
    // fit a terminal.
    let correctness: [[String]] = scores.scorecards.map { card in
      let overall = card.overall
      let listens = overall.traces == 0 ? ScoreFormatting.notApplicable : ScoreFormatting.regions(card.regions)
      if overall.traces > 0 && overall.tracesInReach == 0 {
        // Out of reach by design: nothing to score, rather than a silent 0 %.
        let none = ScoreFormatting.notApplicable
        return [card.strategy, "0%", none, none, none, none, listens]
      }
      return [
        card.strategy, ScoreFormatting.rate(overall.reachProportion), ScoreFormatting.rate(overall.backRecallProportion),
        ScoreFormatting.rate(overall.homeRecallProportion), ScoreFormatting.rate(overall.falseBackProportion),
        ScoreFormatting.rate(overall.cancelProportion), listens,
      ]
    }
    lines.append("CORRECTNESS")
    lines += ScoreFormatting.table(
      headers: [["", "", "back", "backToRoot"], ["strategy", "reach", "recall", "recall"]],
      rows: correctness.map { Array($0[0...3]) }, width: width)
    lines.append("")
    lines += ScoreFormatting.table(
      headers: [["", "false", "cancel", ""], ["strategy", "back", "ok", "listens at"]],
      rows: correctness.map { [$0[0]] + Array($0[4...6]) }, leftAligned: [3], width: width)
    lines.append("")
    lines.append("FEEL AND COST")
    lines += ScoreFormatting.table(
      headers: [["", "hazards", "decide", "track", "shots", ""], ["strategy", "per 1k", "ms", "pt", "MiB", "hazards per 1k"]],
      rows: scores.scorecards.map { card in
        let overall = card.overall
        return [
          card.strategy, ScoreFormatting.perThousand(overall.hazardsPerThousand),
          ScoreFormatting.milliseconds(overall.medianDecisionTime), ScoreFormatting.points(overall.meanTrackingError),
          ScoreFormatting.mebibytes(overall.meanScreenshotBytes), hazardBreakdown(overall),
        ]
      }, leftAligned: [5], width: width)
    if scores.weighsOpenChoices {
      lines.append("")
      lines += openChoiceTable(scores, width: width)
    }
    lines.append("")
    lines += legend(width: width)
    if scores.weighsOpenChoices { lines += TextWrapping.wrap(openChoiceLegend, width: width) }
    if byFamily {
      lines.append("")
      lines += familyTables(scores, width: width)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The corpus in two or three lines: size, source, intents, what was skipped.
  static func summary(_ scores: CorpusScores, source: String, width: Int) -> [String] {
    let strategies = scores.scorecards.count
    var text = "Scores of \(strategies) \(strategies == 1 ? "strategy" : "strategies") over \(scores.traces) \(scores.traces == 1 ? "trace" : "traces") (\(source); \(scores.families.count) \(scores.families.count == 1 ? "family" : "families"))."
    var intents = Intent.allCases.compactMap { intent in scores.intentCounts[intent].map { "\(intent.rawValue) \($0)" } }
    if scores.unlabelled > 0 { intents.append("no intent \(scores.unlabelled) (left out)") }
    if !intents.isEmpty { text += " Intents: " + intents.joined(separator: ", ") + "." }
    var lines = TextWrapping.wrap(text, width: width)
    if scores.skipped > 0 {
      lines += TextWrapping.wrap(
        "Skipped \(scores.skipped) invalid \(scores.skipped == 1 ? "entry" : "entries") (--skip-invalid):", width: width)
      for example in scores.skippedExamples { lines += TextWrapping.wrap(example.description, width: width, indent: "  ") }
      if scores.skipped > scores.skippedExamples.count {
        lines.append("  … and \(scores.skipped - scores.skippedExamples.count) more")
      }
    }
    return lines
  }

  /// `F 45.5 S 3` (hazard markers with their rate per 1 000 traces), or `-`.
  static func hazardBreakdown(_ scores: ScoreAccumulator) -> String {
    guard scores.traces > 0 else { return "-" }
    let parts = Hazard.allCases.compactMap { hazard -> String? in
      guard let runs = scores.hazardRuns[hazard], runs > 0 else { return nil }
      let rate = Double(runs * ScoreAccumulator.perThousand) / Double(scores.traces)
      return "\(hazard.marker) \(ScoreFormatting.perThousand(rate))"
    }
    return parts.isEmpty ? "-" : parts.joined(separator: " ")
  }

  /// `OPEN CHOICES` (with `--doubt`): per strategy, the share of its runs that rest on an open
  /// choice of the model, with its interval, then each choice some run rests on with its share.
  static func openChoiceTable(_ scores: CorpusScores, width: Int) -> [String] {
    var lines = ["OPEN CHOICES"]
    lines += ScoreFormatting.table(
      headers: [["", "rests on", ""], ["strategy", "a choice", "by choice"]],
      rows: scores.scorecards.map { card in
        let tally = card.restsOn ?? OpenChoiceTally()
        return [card.strategy, ScoreFormatting.rate(tally.proportion), choiceBreakdown(tally)]
      }, leftAligned: [2], width: width)
    return lines
  }

  /// `release-procedure 10.1%, who-waits 2.0%` (each choice some run rests on, with the share of
  /// the runs resting on it), or `-`.
  public static func choiceBreakdown(_ tally: OpenChoiceTally) -> String {
    let parts = tally.choicesRestedOn.map { "\($0.rawValue) \(ScoreFormatting.percent(tally.proportion(of: $0).value))" }
    return parts.isEmpty ? "-" : parts.joined(separator: ", ")
  }

  /// What the `OPEN CHOICES` table means (with `--doubt`).
  static let openChoiceLegend =
    "rests on a choice (--doubt): share of the runs whose outcome, verdict or hazards differ when the run is repeated under the other reading of an open choice of the model ("
    + OpenChoice.allCases.map(\.rawValue).joined(separator: ", ")
    + "; docs/model.md); by choice: the share resting on each (a run may rest on several)."

  /// What each column means.
  static func legend(width: Int) -> [String] {
    let items = [
      "reach: share of the traces that touched down where the strategy listens (with none, its scores say n/a: it cannot act on them by design).",
      "back recall: share of back swipes that popped exactly one screen.",
      "backToRoot recall: share of backToRoot gestures that ended on the root.",
      "false back: share of scroll, stay and none gestures that popped anything.",
      "cancel ok: share of stay gestures whose back gesture started that then popped nothing.",
      "listens at: where a touch-down reaches one of its back recognisers (from what it installs).",
      "hazards per 1k: runs with each hazard per 1 000 traces ("
        + Hazard.allCases.map { "\($0.marker) \($0.rawValue)" }.joined(separator: ", ") + ").",
      "decide: median time from touch-down to the first back transition's finish or cancel.",
      "track: mean over the runs of trackingError, the " + definition("trackingError") + ".",
      "shots: mean over the runs of screenshotBytes, the " + definition("screenshotBytes") + ", in MiB.",
      "n/a: nothing to measure (no such gesture in the corpus, or it never got that far).",
      "(58–66): the share's 95 % Wilson interval, in percent: shares whose intervals overlap cannot be told apart on this corpus.",
    ]
    return items.flatMap { TextWrapping.wrap($0, width: width) }
  }

  /// The definition of the run metric `name` (``RunMetrics/definitions``).
  static func definition(_ name: String) -> String {
    RunMetrics.definitions.first { $0.name == name }?.definition ?? name
  }

  /// One table per family: reach, correct, hazards, decision time, tracking error per strategy.
  static func familyTables(_ scores: CorpusScores, width: Int) -> [String] {
    var lines = ["BY FAMILY"]
    lines += TextWrapping.wrap(
      "correct: share of the family's gestures that did what the intent asked (back: popped one screen; backToRoot: ended on the root; stay, scroll, none: popped nothing). reach: share that touched down where the strategy listens; with none in reach the strategy cannot act on the family by design, and its cells say n/a.",
      width: width)
    for family in scores.families {
      lines.append("")
      let count = scores.familyCounts[family] ?? 0
      var title = "\(family): \(count) \(count == 1 ? "trace" : "traces")"
      if let known = GestureFamily(rawValue: family) {
        title += ", intent \(known.intent.rawValue). \(known.summary)"
      }
      lines += TextWrapping.wrap(title, width: width)
      var outOfReach: [(strategy: String, regions: String)] = []
      let rows: [[String]] = scores.scorecards.map { card in
        let group = card.byFamily[family] ?? ScoreAccumulator()
        if group.traces > 0 && group.tracesInReach == 0 {
          outOfReach.append((card.strategy, ScoreFormatting.regionsPhrase(card.regions)))
          return [card.strategy, "0%", "n/a", "n/a", "n/a", "n/a"]
        }
        return [
          card.strategy, ScoreFormatting.percent(group.reach), ScoreFormatting.rate(group.accuracyProportion),
          ScoreFormatting.perThousand(group.hazardsPerThousand), ScoreFormatting.milliseconds(group.medianDecisionTime),
          ScoreFormatting.points(group.meanTrackingError),
        ]
      }
      lines += ScoreFormatting.table(
        headers: [["", "", "", "hazards", "decide", "track"], ["strategy", "reach", "correct", "per 1k", "ms", "pt"]],
        rows: rows, indent: "  ")
      var groups: [(regions: String, strategies: [String])] = []
      for (strategy, regions) in outOfReach {
        if let index = groups.firstIndex(where: { $0.regions == regions }) {
          groups[index].strategies.append(strategy)
        } else {
          groups.append((regions, [strategy]))
        }
      }
      for group in groups {
        lines += TextWrapping.wrap(
          "n/a: listens only at \(group.regions) (\(group.strategies.joined(separator: ", "))), so it cannot act on these gestures by design.",
          width: width, indent: "  ")
      }
    }
    return lines
  }
}
