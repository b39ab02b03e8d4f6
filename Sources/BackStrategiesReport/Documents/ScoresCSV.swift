import BackStrategies
import BackStrategiesSupport

/// Corpus scores as CSV (RFC 4180): one row per strategy for the whole corpus (`group` =
/// `all`), and with `byFamily` one more per strategy and family (`group` = the family).
///
/// Shares are fractions (0…1), times seconds, lengths points, memory bytes, at most six
/// decimals; an empty cell means nothing was measured. Each share's 95 % Wilson interval
/// (`Proportion`) follows in the last columns, `<share>_low` and `<share>_high`, in the order
/// of ``rateColumns``.
public enum ScoresCSV {
  /// The header row's columns.
  public static let columns = [
    "strategy", "group", "traces", "reach", "accuracy", "backRecall", "homeRecall", "falseBackRate", "cancelCorrectness",
    "hazardsPerThousand", "medianDecisionTime", "meanTrackingError", "meanScreenshotBytes",
  ] + rateColumns.flatMap { ["\($0)_low", "\($0)_high"] }

  /// The columns that are shares, each with a `_low` and `_high` column at the end of the row.
  public static let rateColumns = ["reach", "accuracy", "backRecall", "homeRecall", "falseBackRate", "cancelCorrectness"]

  /// The columns added with `corpus --doubt`, after every other: the share of the runs resting
  /// on an open choice, and the share resting on each choice (`OpenChoice.allCases`). Only the
  /// whole-corpus rows fill them (the tally is per strategy, not per family).
  public static let openChoiceColumns = ["restsOn"] + OpenChoice.allCases.map { "restsOn_\($0.rawValue)" }

  /// The group name of whole-corpus rows.
  public static let overallGroup = "all"

  /// The CSV text, ending in a newline; with `provenance`, a first `#` comment line says what
  /// made it (``Provenance/csvComment``: not every CSV reader skips comments, so none without).
  public static func render(_ scores: CorpusScores, byFamily: Bool = false, provenance: Provenance? = nil) -> String {
    let header = columns + (scores.weighsOpenChoices ? openChoiceColumns : [])
    return Provenance.commented(
      ([header.joined(separator: ",")] + rows(scores, byFamily: byFamily)).joined(separator: "\n") + "\n", provenance)
  }

  /// The scores of several releases in one table (`corpus --ios 18,26 --format csv`): an `ios`
  /// column first, then each release's rows, oldest first; with `provenance`, a first `#`
  /// comment line says what made it.
  public static func render(
    releases: [(ios: IOSVersion, scores: CorpusScores)], byFamily: Bool = false, provenance: Provenance? = nil
  ) -> String {
    let doubt = releases.contains { $0.scores.weighsOpenChoices }
    var lines = [(["ios"] + columns + (doubt ? openChoiceColumns : [])).joined(separator: ",")]
    for (ios, scores) in releases {
      lines += rows(scores, byFamily: byFamily).map { "\(ios.number)," + $0 }
    }
    return Provenance.commented(lines.joined(separator: "\n") + "\n", provenance)
  }

  /// One row per strategy for the whole corpus and, with `byFamily`, one per strategy and family.
  static func rows(_ scores: CorpusScores, byFamily: Bool) -> [String] {
    var lines: [String] = []
    for card in scores.scorecards {
      let weighed = scores.weighsOpenChoices
      lines.append(row(card.strategy, overallGroup, card.overall) + (weighed ? openChoiceCells(card.restsOn) : ""))
      if byFamily {
        for family in scores.families {
          if let group = card.byFamily[family] {
            lines.append(row(card.strategy, family, group) + (weighed ? openChoiceCells(nil) : ""))
          }
        }
      }
    }
    return lines
  }

  /// The ``openChoiceColumns`` cells of a row, each after a comma (empty for a family row).
  static func openChoiceCells(_ tally: OpenChoiceTally?) -> String {
    guard let tally else { return String(repeating: ",", count: openChoiceColumns.count) }
    let shares = [tally.proportion.value] + OpenChoice.allCases.map { tally.proportion(of: $0).value }
    return shares.map { "," + ($0.map { NumberFormatting.short($0, 6) } ?? "") }.joined()
  }

  static func row(_ strategy: String, _ group: String, _ scores: ScoreAccumulator) -> String {
    func number(_ value: Double?) -> String { value.map { NumberFormatting.short($0, 6) } ?? "" }
    let fields = [
      strategy, group, String(scores.traces), number(scores.reach), number(scores.accuracy), number(scores.backRecall),
      number(scores.homeRecall), number(scores.falseBackRate), number(scores.cancelCorrectness),
      number(scores.hazardsPerThousand), number(scores.medianDecisionTime), number(scores.meanTrackingError),
      number(scores.meanScreenshotBytes),
    ]
    let rates = [
      scores.reachProportion, scores.accuracyProportion, scores.backRecallProportion, scores.homeRecallProportion,
      scores.falseBackProportion, scores.cancelProportion,
    ]
    let bounds = rates.flatMap { rate in [number(rate.interval?.low), number(rate.interval?.high)] }
    return (fields + bounds).map(ResultsCSV.escape).joined(separator: ",")
  }
}
