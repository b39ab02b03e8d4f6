import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// The comparison table keeps its columns apart when a time passes 100 s, and an event entry too
/// wide for its line wraps under its own text (Sources/BackStrategiesReport/Tables; the
/// terminal's side: StrategyCompareCLITests/TerminalFitTests.swift).
@Suite("Table columns past 100 s and wrapped event entries")
struct TableLayoutTests {
  /// An edge swipe recognised at once, then held still until `lift` seconds.
  static func heldSwipe(lift: Double) -> Trace {
    Trace(
      name: "held", intent: .back, scene: Scenarios.homeAndDetail,
      touches: [
        TouchSample(t: 0, x: 5, y: 420, phase: .began), TouchSample(t: 0.05, x: 30, y: 421, phase: .moved),
        TouchSample(t: 0.1, x: 60, y: 422, phase: .moved), TouchSample(t: lift, x: 60, y: 422, phase: .ended),
      ])
  }

  @Test("a settled time past 100 s keeps its gap from the recognised time; every row lines up with the header")
  func longTimes() throws {
    let comparison = Comparison(trace: Self.heldSwipe(lift: 150.45), selections: StrategyCatalog.builtIn.defaultSelections)
    #expect(comparison.results.contains { $0.settledAt >= 100 })
    let lines = ComparisonTable.render(comparison).split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("strategy ") })
    let settledEnd = try #require(header.range(of: "settled")).upperBound
    let column = header.distance(from: header.startIndex, to: settledEnd)
    for result in comparison.results {
      let row = try #require(lines.first { $0.hasPrefix(result.strategy + " ") })
      #expect(!row.contains(" s1") && !row.contains(" s0"), "two times run together: \(row)")
      let settled = NumberFormatting.fixed(result.settledAt, 3) + " s"
      let end = try #require(row.range(of: settled)).upperBound
      #expect(row.distance(from: row.startIndex, to: end) == column, "the settled time ends under 'settled': \(row)")
    }
  }

  @Test("an event entry too wide for one line wraps under its text, its time and kind columns clear")
  func wrappedEvent() throws {
    let result = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.edgeSwipePastHalf, options: RunOptions(recordEvents: true)))
    let lines = EventLogText.lines(try #require(result.events), width: 72)
    let continued = try #require(lines.firstIndex { $0.hasPrefix(String(repeating: " ", count: 27)) && $0.contains { $0 != " " } })
    #expect(lines[continued - 1].contains(" s  "), "a continuation follows an entry")
  }
}
