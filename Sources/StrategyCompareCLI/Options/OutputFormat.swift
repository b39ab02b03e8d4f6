/// How results are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Fixed-width text for a terminal (80 columns).
  case table
  /// One JSON document (`backstrategies-comparison/1` or `backstrategies-matrix/1`).
  case json
  /// CSV, one row per trace × strategy.
  case csv
  /// A standalone SVG picture of one comparison (`run` only).
  case svg
  /// A self-contained HTML report (`run`, and the matrix).
  case html

  /// The formats' names for messages: `table, json, csv, svg, html`.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
