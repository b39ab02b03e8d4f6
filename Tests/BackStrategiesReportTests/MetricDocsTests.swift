import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Every metric defined in docs/model.md, and written in the JSON of a result.
@Suite("Metrics in docs/model.md and in JSON")
struct MetricDocsTests {
  @Test("docs/model.md defines every run metric in the words of RunMetrics.definitions, and the JSON names them all")
  func everyMetricDefined() throws {
    let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/model.md"), encoding: .utf8)
    let start = try #require(page.range(of: "<!-- metric-definitions -->\n"))
    let end = try #require(page.range(of: "<!-- end metric-definitions -->"))
    let rows = page[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
    let expected = RunMetrics.definitions.map { "| `\($0.name)` | \($0.definition) |" }
    #expect(rows.map(String.init) == expected)
    let json = ResultJSON.result(Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: Scenarios.edgeSwipePastHalf)!)
      .render(pretty: false)
    for name in RunMetrics.definitions.map(\.name) { #expect(json.contains("\"\(name)\":"), "JSON lacks \(name)") }
  }
}
