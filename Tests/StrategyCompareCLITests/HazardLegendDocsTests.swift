import Foundation
import Testing
@testable import StrategyCompareCLI
import BackStrategies

/// docs/hazards.md is the one hazard legend: a row per ``Hazard`` (its marker letter, raw value
/// and meaning, as the code has them) with a run that shows it, and every teaching page links it.
/// A new hazard fails here until it is documented.
@Suite("Hazard legend")
struct HazardLegendDocsTests {
  static let docs = DocOutputTests.root.appendingPathComponent("docs")

  /// One row of the legend's table: its four cells, backticks and spaces trimmed.
  struct Row: Equatable {
    var marker: String
    var hazard: String
    var meaning: String
    var run: String
  }

  /// The rows of the first table in `markdown` whose header starts with `| marker |`.
  static func rows(_ markdown: String) -> [Row] {
    var rows: [Row] = []
    var inTable = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("| marker |") { inTable = true; continue }
      guard inTable else { continue }
      guard line.hasPrefix("|") else { if !rows.isEmpty { break } else { continue } }
      if line.hasPrefix("|---") { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
      guard cells.count == 4 else { continue }
      rows.append(Row(marker: cells[0], hazard: cells[1], meaning: cells[2], run: cells[3]))
    }
    return rows
  }

  static func legend() throws -> String {
    try String(contentsOf: docs.appendingPathComponent("hazards.md"), encoding: .utf8)
  }

  @Test("the legend has one row per hazard, in the code's order, with the code's marker, raw value and meaning")
  func rowsAreTheCode() throws {
    let rows = Self.rows(try Self.legend())
    #expect(rows.map(\.hazard) == Hazard.allCases.map(\.rawValue), "docs/hazards.md lists \(rows.map(\.hazard))")
    for hazard in Hazard.allCases {
      let row = rows.first { $0.hazard == hazard.rawValue }
      #expect(row?.marker == String(hazard.marker), "docs/hazards.md: \(hazard.rawValue)'s marker")
      #expect(row?.meaning == hazard.meaning, "docs/hazards.md: \(hazard.rawValue)'s meaning should read '\(hazard.meaning)'")
    }
  }

  /// Hazards no built-in scenario run through a built-in preset shows: their row says so instead
  /// of giving a command. Empty since `percent-driven:seed004-published` shows `did-not-settle`;
  /// a new hazard is not in this list, so its row needs a command that shows it.
  static let withoutBuiltInRun: Set<Hazard> = []

  @Test("each row's run shows its hazard", arguments: Hazard.allCases)
  func runShowsIt(hazard: Hazard) throws {
    let row = try #require(Self.rows(try Self.legend()).first { $0.hazard == hazard.rawValue })
    if Self.withoutBuiltInRun.contains(hazard) {
      #expect(row.run.hasPrefix("none built in yet"), "docs/hazards.md: \(hazard.rawValue)'s row should say it has no built-in run")
      return
    }
    #expect(row.run.hasPrefix("strategy-compare "), "docs/hazards.md: \(hazard.rawValue)'s run is not a command")
    let arguments = row.run.dropFirst("strategy-compare ".count).split(separator: " ").map(String.init)
    let output = StrategyCompare.execute(arguments).standardOutput
    #expect(output.contains("! \(hazard.rawValue)"), "'\(row.run)' does not show \(hazard.rawValue):\n\(output)")
  }

  @Test("each hazard has its own section, headed by its marker and raw value")
  func sections() throws {
    let legend = try Self.legend()
    for hazard in Hazard.allCases {
      #expect(legend.contains("\n## \(hazard.marker): \(hazard.rawValue)\n"), "docs/hazards.md has no '## \(hazard.marker): \(hazard.rawValue)'")
    }
  }

  @Test("learn.md and every page in docs/strategies/ link the legend")
  func linked() throws {
    let learn = try String(contentsOf: Self.docs.appendingPathComponent("learn.md"), encoding: .utf8)
    #expect(learn.contains("](hazards.md"), "docs/learn.md does not link hazards.md")
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.appendingPathComponent("strategies").path)
      .filter { $0.hasSuffix(".md") }
    #expect(!pages.isEmpty)
    for page in pages {
      let text = try String(contentsOf: Self.docs.appendingPathComponent("strategies/\(page)"), encoding: .utf8)
      #expect(text.contains("](../hazards.md"), "docs/strategies/\(page) does not link ../hazards.md")
    }
  }
}
