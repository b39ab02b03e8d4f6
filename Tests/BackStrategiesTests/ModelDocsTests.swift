import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// docs/model.md documents every number of the model.
@Suite("Model documentation")
struct ModelDocsTests {
  @Test("every ModelParameters property is named in docs/model.md")
  func everyParameterDocumented() throws {
    let page = try String(contentsOf: DocOutputTests.root.appendingPathComponent("docs/model.md"), encoding: .utf8)
    let parameters = ModelParameters.uikit26
    for child in Mirror(reflecting: parameters).children {
      let name = try #require(child.label)
      guard name != "name" else { continue }
      #expect(page.contains("`\(name)`"), "docs/model.md does not mention `\(name)`")
    }
  }

  @Test("docs/model.md defines every run metric in the words of RunMetrics.definitions, and the JSON names them all")
  func everyMetricDefined() throws {
    let page = try String(contentsOf: DocOutputTests.root.appendingPathComponent("docs/model.md"), encoding: .utf8)
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
