import BackStrategies
import BackStrategiesSupport

/// Renders comparison results as CSV (RFC 4180): a header, then one row per trace × strategy.
///
/// Times are seconds and lengths points, at most six decimals; an empty cell means "none"
/// (no recognition, no verdict without an intent, no tracking error when nothing was measured). Hazards, stacks and the open choices a result rests on (`restsOn`, each as
/// `choice (other reading → outcome)`) are `;`-separated lists in one cell.
public enum ResultsCSV {
  /// The header row's columns.
  public static let columns = [
    "trace", "intent", "strategy", "ios", "outcome", "verdict", "reason", "recognizedAt", "settledAt", "hazards", "maxProgress",
    "trackingError", "scrolled", "screenshotBytes", "screenshotBytesAtEnd", "stackBefore", "stackAfter", "transitions", "drivenBy", "drivenByOwner",
    "restsOn",
  ]

  /// The CSV text of every row of `comparisons`, ending in a newline; with `provenance`, a
  /// first `#` comment line says what made it (``Provenance/csvComment``: not every CSV reader
  /// skips comments, so none without).
  public static func render(_ comparisons: [Comparison], provenance: Provenance? = nil) -> String {
    var lines = [columns.joined(separator: ",")]
    for comparison in comparisons {
      for result in comparison.results {
        let fields: [String] = [
          comparison.trace.name, comparison.trace.intent?.rawValue ?? "", result.strategy, String(result.ios.number),
          result.outcome.rawValue,
          result.verdict?.rawValue ?? "", result.reason, result.recognizedAt.map(number) ?? "", number(result.settledAt),
          result.distinctHazards.map(\.rawValue).joined(separator: ";"), number(result.metrics.maxProgress),
          result.metrics.trackedSamples == 0 ? "" : number(result.metrics.trackingError), number(result.metrics.scrolled),
          String(result.metrics.screenshotBytes), String(result.metrics.screenshotBytesAtEnd),
          result.stackBefore.joined(separator: ";"), result.stackAfter.joined(separator: ";"),
          String(result.transitions.count), result.drivenBy?.recognizer.description ?? "",
          result.drivenBy?.owner.rawValue ?? "",
          result.restsOn.map(\.summary).joined(separator: ";"),
        ]
        lines.append(fields.map(escape).joined(separator: ","))
      }
    }
    return Provenance.commented(lines.joined(separator: "\n") + "\n", provenance)
  }

  static func number(_ value: Double) -> String { NumberFormatting.short(value, 6) }

  /// Quotes a field containing a comma, a quote or a line break, doubling inner quotes.
  public static func escape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    var escaped = "\""
    for character in field {
      if character == "\"" { escaped += "\"\"" } else { escaped.append(character) }
    }
    return escaped + "\""
  }
}
