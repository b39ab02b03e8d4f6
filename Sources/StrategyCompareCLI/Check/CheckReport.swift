import BackStrategies
import BackStrategiesSupport

/// How `check` prints its scores (``ObservationCheck``): a table, or JSON
/// (`backstrategies-check/1`, docs/cli.md).
enum CheckReport {
  /// The JSON document's format identifier.
  static let format = ObservationCheck.reportFormat

  /// The strategy every observation is replayed through, as reports name it.
  static let strategy = "system-edge:shipped"

  // MARK: Table

  /// The table: the plain model's agreement, then each open choice's readings with the
  /// observations each gets wrong, then what was not asked, not modelled or resampled.
  static func table(_ check: ObservationCheck, source: String, width: Int) -> String {
    var lines: [String] = []
    let modelled = check.plain.agreement.of
    var counts = "\(Plural.count(check.count, "observation")) from \(source)"
    if !check.unmodelled.isEmpty { counts += " (\(check.unmodelled.count) from releases the model does not cover)" }
    lines += TextWrapping.wrap("\(counts), each replayed through \(strategy) on the release it was observed on.", width: width)
    lines.append("")
    if modelled > 0 {
      lines += TextWrapping.wrap(
        "The plain model (every open choice at its default): \(check.plain.agreement.count) of \(Plural.count(modelled, "observation")) from modelled releases agree, \(ScoreFormatting.rate(check.plain.agreement)).",
        width: width)
      lines += wrong(check.plain.wrong, width: width, indent: "  ")
    } else {
      lines += TextWrapping.wrap("No observation is from a release the model covers (iOS 18, iOS 26): the plain model is not scored.", width: width)
    }
    if !check.choices.isEmpty {
      lines.append("")
      lines += TextWrapping.wrap("Each open choice, one reading at a time (the others at their defaults; * the default):", width: width)
      let cells = check.choices.flatMap(\.readings).map(readingCells)
      let widths = (0..<2).map { column in cells.map { $0[column].count }.max() ?? 0 }
      for choice in check.choices {
        lines.append("")
        lines.append(choice.choice.rawValue)
        for score in choice.readings {
          let cell = readingCells(score)
          lines.append("  " + TextWrapping.pad(cell[0], widths[0]) + "  " + TextWrapping.pad(cell[1], widths[1]) + "  " + cell[2])
          lines += wrong(score.wrong, width: width, indent: "      ")
        }
      }
    }
    lines.append("")
    lines += TextWrapping.wrap("Agreement: k of n observations, with the 95 % Wilson interval.", width: width)
    if !check.notAsked.isEmpty {
      lines += TextWrapping.wrap(
        "Not asked by any observation: \(check.notAsked.map(\.rawValue).joined(separator: ", ")).", width: width)
    }
    for entry in check.unmodelled {
      let scored = entry.scoredAgainst.isEmpty
        ? "not modelled, not scored (no reading was made for it)"
        : "not modelled: scored only against \(entry.scoredAgainst.joined(separator: ", "))"
      lines += TextWrapping.wrap("Line \(entry.line) (\(entry.gesture), \(entry.release)): \(scored).", width: width, indent: "")
    }
    for entry in check.resampled {
      lines += TextWrapping.wrap(
        "Line \(entry.line): resampled from \(NumberFormatting.short(entry.from, 0)) Hz to the observed \(NumberFormatting.short(entry.to, 0)) Hz.",
        width: width)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `5 of 7: 71% (36–92)`: the count, the share and its 95 % Wilson interval
  /// (``ScoreFormatting/rate(_:)``).
  static func agreement(_ proportion: Proportion) -> String {
    "\(proportion.count) of \(proportion.of): \(ScoreFormatting.rate(proportion))"
  }

  /// `wrong: line 3 release-peek-at-rest (iOS 26.1): stayed, predicted popped`, one per line.
  static func wrong(_ predictions: [ObservationCheck.Prediction], width: Int, indent: String) -> [String] {
    predictions.flatMap { prediction in
      TextWrapping.wrap(
        "wrong: line \(prediction.line) \(prediction.gesture) (\(prediction.release)): \(prediction.observed.rawValue), predicted \(prediction.predicted.rawValue)",
        width: width, indent: indent)
    }
  }

  /// A reading's row: `* augmented`, the release, the agreement.
  static func readingCells(_ score: ObservationCheck.ReadingScore) -> [String] {
    [(score.isDefault ? "* " : "  ") + score.reading, score.release, agreement(score.agreement)]
  }

  // MARK: JSON

  /// The JSON document.
  static func json(_ check: ObservationCheck, source: String) -> JSONOutput {
    .object([
      ("format", .string(format)),
      ("source", .string(source)),
      ("strategy", .string(strategy)),
      ("observations", .number(Double(check.count))),
      ("plain", score(check.plain)),
      ("choices", .array(check.choices.map { choice in
        .object([("choice", .string(choice.choice.rawValue)), ("readings", .array(choice.readings.map(score)))])
      })),
      ("notAsked", .array(check.notAsked.map { .string($0.rawValue) })),
      ("notModelled", .array(check.unmodelled.map { entry in
        .object([
          ("line", .number(Double(entry.line))), ("gesture", .string(entry.gesture)), ("ios", .string(entry.release.text)),
          ("scoredAgainst", .array(entry.scoredAgainst.map { .string($0) })),
        ])
      })),
      ("resampled", .array(check.resampled.map { entry in
        .object([("line", .number(Double(entry.line))), ("fromHz", .number(entry.from)), ("toHz", .number(entry.to))])
      })),
    ])
  }

  /// One reading's score.
  static func score(_ score: ObservationCheck.ReadingScore) -> JSONOutput {
    .object([
      ("reading", .string(score.reading)), ("default", .bool(score.isDefault)), ("release", .string(score.release)),
      ("agree", .number(Double(score.agreement.count))), ("of", .number(Double(score.agreement.of))),
      ("low", score.agreement.low.map { .number($0) } ?? .null), ("high", score.agreement.high.map { .number($0) } ?? .null),
      ("wrong", .array(score.wrong.map { prediction in
        .object([
          ("line", .number(Double(prediction.line))), ("gesture", .string(prediction.gesture)), ("ios", .string(prediction.release.text)),
          ("observed", .string(prediction.observed.rawValue)), ("predicted", .string(prediction.predicted.rawValue)),
        ])
      })),
    ])
  }
}
