import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// docs/model.md documents every number of the model.
@Suite("Model documentation")
struct ModelDocsTests {
  @Test("every ModelParameters property is named in docs/model.md")
  func everyParameterDocumented() throws {
    let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/model.md"), encoding: .utf8)
    let parameters = ModelParameters.uikit26
    for child in Mirror(reflecting: parameters).children {
      let name = try #require(child.label)
      guard name != "name" else { continue }
      #expect(page.contains("`\(name)`"), "docs/model.md does not mention `\(name)`")
    }
  }
}
