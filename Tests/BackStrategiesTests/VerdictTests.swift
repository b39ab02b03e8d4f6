import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// The verdict rule, one per intent (``Intent/rule``), on both sides of each, and the verdicts
/// every output shows.
@Suite("Verdicts")
struct VerdictTests {
  typealias Facts = Verdict.Facts

  @Test("rule back: exactly one screen popped (0 and 2 are wrong)", arguments: [(0, Verdict.wrong), (1, .right), (2, .wrong)])
  func back(popped: Int, expected: Verdict) {
    #expect(Verdict(Facts(screensPopped: popped, reachedRoot: false), intent: .back) == expected)
  }

  @Test("rule backToRoot: ended on the root, however many screens that took", arguments: [(false, Verdict.wrong), (true, .right)])
  func backToRoot(reachedRoot: Bool, expected: Verdict) {
    #expect(Verdict(Facts(screensPopped: reachedRoot ? 2 : 1, reachedRoot: reachedRoot), intent: .backToRoot) == expected)
  }

  @Test("rule stay: nothing popped and a back gesture that began was cancelled (not left open)")
  func stay() {
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false), intent: .stay) == .right)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false), intent: .stay) == .wrong)
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false, leftBackTransitionOpen: true), intent: .stay) == .wrong)
  }

  @Test("rule scroll and none: nothing popped", arguments: [Intent.scroll, .noNavigation])
  func nothingPopped(intent: Intent) {
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false), intent: intent) == .right)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false), intent: intent) == .wrong)
  }

  @Test("hazard: the rule met with a hazard the technique caused; wrong stays wrong; unterminated-stroke is the trace's")
  func hazard() {
    #expect(Verdict(Facts(screensPopped: 0, reachedRoot: false, hazards: [.rootFreeze]), intent: .noNavigation) == .hazard)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false, hazards: [.scrollConflict]), intent: .back) == .hazard)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false, hazards: [.scrollConflict]), intent: .scroll) == .wrong)
    #expect(Verdict(Facts(screensPopped: 1, reachedRoot: false, hazards: [.unterminatedStroke]), intent: .back) == .right)
    #expect(Hazard.allCases.filter { !$0.countsAgainstTechnique } == [.unterminatedStroke])
  }

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

  @Test("the default matrix: a mark in every labelled cell, a total row, and verdict in its JSON")
  func matrix() throws {
    let table = StrategyCompare.execute([]).standardOutput
    #expect(table.contains("right (of judged)"))
    #expect(table.contains("backToRoot"), "one spelling of the intent")
    #expect(!table.contains(" home  "), "no 'home' intent column value")
    let matrix = ComparisonMatrix(traces: Scenarios.all, selections: StrategyCatalog.builtIn.defaultSelections)
    let totals = MatrixTable.totals(matrix)
    for (label, total) in zip(matrix.strategies, totals) {
      #expect(table.contains("\(label)  right \(total.right)/\(total.judged), wrong \(total.wrong), hazard \(total.hazard)"))
      #expect(total.right + total.wrong + total.hazard == total.judged)
      #expect(total.judged + total.notApplicable == matrix.rows.count, "every labelled row is judged or n/a")
    }
    let json = StrategyCompare.execute(["--format", "json"]).standardOutput
    let occurrences = json.components(separatedBy: "\"verdict\":").count - 1
    #expect(occurrences == Scenarios.all.count * matrix.strategies.count)
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
    let table = StrategyCompare.execute([]).standardOutput
    #expect(table.contains("n/a = the technique does not claim"))
  }

  @Test("a trace file names its convention: read, written back, and checked")
  func conventionInTraceFiles() throws {
    let text = TraceEncoder.encodeJSON(Scenarios.rightEdgeSwipe)
    #expect(text.contains("\"convention\": \"android\""))
    let decoded = try TraceDecoder.decodeJSON(text).trace
    #expect(decoded.convention == .android)
    #expect(try TraceDecoder.decodeJSON(Array(text.utf8)).trace == decoded, "the streaming reader agrees")
    #expect(!TraceEncoder.encodeJSON(Scenarios.edgeSwipePastHalf).contains("convention"), "any is the default, left out")
    let bad = text.replacingOccurrences(of: "\"android\"", with: "\"windows\"")
    #expect(throws: TraceError.self) { try TraceDecoder.decodeJSON(bad) }
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
