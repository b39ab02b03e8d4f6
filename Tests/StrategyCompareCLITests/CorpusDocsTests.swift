import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The per-family matrix in docs/choosing.md is the tool's CSV, pivoted; this test keeps it
/// current (refresh: `BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter CorpusDocs`).
@Suite("Corpus docs")
struct CorpusDocsTests {
  static let document = DocOutputTests.root.appendingPathComponent("docs/choosing.md")
  static let startPrefix = "<!-- family-matrix: strategy-compare "
  static let end = "<!-- end family-matrix -->"

  /// The CSV of `arguments` pivoted into a Markdown table: one row per family, one numbered
  /// column per strategy, the `accuracy` in percent, `n/a` where nothing was in reach.
  /// The corpus is the one a block of the docs prints as a table: its scoring is shared
  /// (`SharedCorpusScoring`, `DocOutputTests.sharedCorpus`).
  static func matrix(_ arguments: [String]) -> String {
    let csv = SharedCorpusScoring.shared.output(arguments) ?? StrategyCompare.execute(arguments).standardOutput
    let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    let column = Dictionary(uniqueKeysWithValues: ScoresCSV.columns.enumerated().map { ($1, $0) })
    var strategies: [String] = []
    var families: [String] = []
    var cells: [String: String] = [:]
    for row in rows {
      let strategy = row[column["strategy"]!]
      let group = row[column["group"]!]
      if !strategies.contains(strategy) { strategies.append(strategy) }
      guard group != ScoresCSV.overallGroup else { continue }
      if !families.contains(group) { families.append(group) }
      let reach = row[column["reach"]!]
      let accuracy = Double(row[column["accuracy"]!]) ?? 0
      cells[strategy + " " + group] = reach == "0" ? "n/a" : NumberFormatting.fixed(accuracy * 100, 0)
    }
    var lines = ["| family | " + strategies.indices.map { "[\($0 + 1)]" }.joined(separator: " | ") + " |"]
    lines.append("|---|" + String(repeating: "---:|", count: strategies.count))
    for family in families {
      lines.append("| `\(family)` | " + strategies.map { cells[$0 + " " + family] ?? "" }.joined(separator: " | ") + " |")
    }
    lines.append("")
    lines.append(strategies.enumerated().map { "[\($0.offset + 1)] `\($0.element)`" }.joined(separator: "; ") + ".")
    return lines.joined(separator: "\n")
  }

  @Test("the per-family matrix of docs/choosing.md is current")
  func familyMatrix() throws {
    let markdown = try String(contentsOf: Self.document, encoding: .utf8)
    let start = try #require(markdown.range(of: Self.startPrefix))
    let markerEnd = try #require(markdown.range(of: " -->\n", range: start.upperBound..<markdown.endIndex))
    let arguments = markdown[start.upperBound..<markerEnd.lowerBound].split(separator: " ").map(String.init)
    let close = try #require(markdown.range(of: "\n" + Self.end, range: markerEnd.upperBound..<markdown.endIndex))
    let current = String(markdown[markerEnd.upperBound..<close.lowerBound])
    let fresh = Self.matrix(arguments)
    if ProcessInfo.processInfo.environment["BACKSTRATEGIES_REFRESH_DOCS"] == "1" {
      if fresh != current {
        try markdown.replacingCharacters(in: markerEnd.upperBound..<close.lowerBound, with: fresh)
          .write(to: Self.document, atomically: true, encoding: .utf8)
      }
      return
    }
    #expect(current == fresh, "docs/choosing.md: the family matrix is stale; run BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter CorpusDocs")
  }
}
