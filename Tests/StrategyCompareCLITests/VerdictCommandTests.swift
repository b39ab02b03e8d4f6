import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The verdicts (BackStrategiesTests/VerdictTests.swift) as `strategy-compare` prints them.
@Suite("Verdicts on the command line")
struct VerdictCommandTests {
  @Test("the default matrix: a mark in every labelled cell, a total row, and verdict in its JSON")
  func matrix() throws {
    let table = SharedExecution.shared.execute([]).standardOutput
    #expect(table.contains("right (of judged)"))
    #expect(table.contains("backToRoot"), "one spelling of the intent")
    #expect(!table.contains(" home  "), "no 'home' intent column value")
    let matrix = ComparisonMatrix(traces: Scenarios.all, selections: StrategyCatalog.builtIn.defaultSelections)
    let totals = MatrixTable.totals(matrix)
    // A column's name and totals share a line when they fit; else the totals follow, indented.
    let legend = table.replacingOccurrences(of: "\n    right", with: "  right")
    for (label, total) in zip(matrix.strategies, totals) {
      #expect(legend.contains("\(label)  right \(total.right)/\(total.judged), wrong \(total.wrong), hazard \(total.hazard)"))
      #expect(total.right + total.wrong + total.hazard == total.judged)
      #expect(total.judged + total.notApplicable == matrix.rows.count, "every labelled row is judged or n/a")
    }
    // The default matrix as JSON, made once for this and ComparisonOutputTests (SharedExecution).
    let json = SharedExecution.shared.execute(["--format", "json"]).standardOutput
    let occurrences = json.components(separatedBy: "\"verdict\":").count - 1
    #expect(occurrences == Scenarios.all.count * matrix.strategies.count)
  }

  @Test("who claims what: UIKit iOS only, predictive back Android only, edge-bulge both; a new descriptor iOS")
  func claimedConventions() throws {
    let catalog = StrategyCatalog.builtIn
    #expect(try catalog.select("system-edge").descriptor.conventions == [.iOS])
    #expect(try catalog.select("predictive-back").descriptor.conventions == [.android])
    #expect(try catalog.select("edge-bulge").descriptor.conventions == [.iOS, .android])
    #expect(StrategyDescriptor(id: "mine").conventions == [.iOS])
    #expect(Convention.any.applies(to: []))
    #expect(!Convention.android.applies(to: [.iOS]))
    let uikit = try #require(Simulator.run(SystemEdgeStrategy.self, on: Scenarios.rightEdgeSwipe))
    #expect(uikit.verdict == .notApplicable)
    let android = try #require(Simulator.run(PredictiveBackStrategy.self, on: Scenarios.rightEdgeSwipe))
    #expect(android.verdict == .right)
    let table = SharedExecution.shared.execute([]).standardOutput
    #expect(table.contains("n/a = the technique does not claim"))
  }

  @Test("run prints the verdict beside each outcome, and the rule")
  func runTable() {
    let output = StrategyCompare.execute(["run", "swipe-on-root", "--strategies", "system-edge:delegate-self,system-edge:guarded"]).standardOutput
    #expect(output.contains("verdict rule: none: nothing popped"))
    #expect(output.contains("system-edge:delegate-self  cancel   ! hazard"))
    #expect(output.contains("system-edge:guarded        none     ✓ right"))
  }

  @Test("CSV has the release after the strategy and a verdict column after the outcome")
  func csv() {
    let output = StrategyCompare.execute(["run", "custom-back-button", "--strategies", "system-edge:shipped", "--format", "csv"]).standardOutput
    let lines = output.split(separator: "\n")
    #expect(lines[0].hasPrefix("trace,intent,strategy,ios,outcome,verdict,reason"))
    #expect(lines[1].hasPrefix("custom-back-button,back,system-edge:shipped,26,none,wrong,"))
  }
}
