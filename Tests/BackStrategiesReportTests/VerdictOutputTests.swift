import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// The verdicts (BackStrategiesTests/VerdictTests.swift) as the matrix cells, JSON, CSV and HTML
/// show them.
@Suite("Verdicts in the outputs")
struct VerdictOutputTests {
  @Test("real runs: delegate-self on the root is a hazard (root-freeze), guarded is right; shipped misses a custom back button")
  func realRuns() throws {
    let catalog = StrategyCatalog.builtIn
    let onRoot = Comparison(trace: Scenarios.swipeOnRoot, selections: try ["system-edge:delegate-self", "system-edge:guarded"].map { try catalog.select($0) })
    #expect(onRoot.verdicts == [.hazard, .right])
    #expect(MatrixTable.cellText(onRoot.results[0]) == "!cancel+F")
    let custom = Comparison(trace: Scenarios.customBackButton, selections: try ["system-edge:shipped", "system-edge:delegate-self"].map { try catalog.select($0) })
    #expect(custom.verdicts == [.wrong, .right])
    #expect(MatrixTable.cellText(custom.results[0]) == "✗-")
    var unlabelled = custom.results[1]
    unlabelled.intent = nil
    #expect(MatrixTable.cellText(unlabelled) == "pop", "no mark without an intent")
  }

  @Test("a trace without an intent gets no verdict: null in JSON, empty in CSV")
  func unlabelled() {
    var trace = Scenarios.edgeSwipePastHalf
    trace.intent = nil
    let comparison = Comparison(trace: trace, selections: StrategyCatalog.builtIn.defaultSelections)
    #expect(comparison.verdicts.allSatisfy { $0 == nil })
    #expect(ResultJSON.result(comparison.results[0]).render(pretty: false).contains("\"verdict\":null"))
    let row = ResultsCSV.render([comparison]).split(separator: "\n")[1]
    #expect(row.split(separator: ",", omittingEmptySubsequences: false)[5] == "")
  }

  @Test(
    "a technique that does not claim a scenario's convention gets n/a there: in the cell, the totals and JSON",
    arguments: Scenarios.all.filter { $0.convention != .any })
  func notApplicable(scenario: Trace) throws {
    let catalog = StrategyCatalog.builtIn
    let comparison = Comparison(trace: scenario, selections: catalog.defaultSelections)
    for (selection, result) in zip(catalog.defaultSelections, comparison.results) {
      let claims = selection.descriptor.conventions.contains(scenario.convention)
      #expect(result.claimsConvention == claims, "\(selection.label) on \(scenario.name)")
      if claims {
        #expect(result.verdict != .notApplicable && result.verdict != nil)
        #expect(MatrixTable.cellText(result) != "n/a")
      } else {
        #expect(result.verdict == .notApplicable)
        #expect(MatrixTable.cellText(result) == "n/a")
        #expect(ResultJSON.result(result).render(pretty: false).contains("\"verdict\":\"n/a\""))
      }
    }
    let matrix = ComparisonMatrix(traces: [scenario], selections: catalog.defaultSelections)
    for (total, result) in zip(MatrixTable.totals(matrix), comparison.results) {
      #expect(total.judged == (result.claimsConvention ? 1 : 0), "an n/a cell is not judged")
      #expect(total.notApplicable == (result.claimsConvention ? 0 : 1))
    }
  }

  @Test("the HTML summary colours by verdict, with the legend: a wrong pop is not green")
  func html() {
    let matrix = ComparisonMatrix(
      traces: [Scenarios.carouselMidContent], selections: [try! StrategyCatalog.builtIn.select("target-forwarding:seed003")],
      options: RunOptions(recordTimeline: true))
    #expect(matrix.rows[0].results[0].outcome == .pop)
    let page = ReportHTML.summary(matrix, ids: ["x"]).rendered(html: true)
    #expect(page.contains("class=\"wr\""))
    #expect(!page.contains("<td class=\"ok\""))
    #expect(page.contains("Cell colours, by verdict"))
  }
}
