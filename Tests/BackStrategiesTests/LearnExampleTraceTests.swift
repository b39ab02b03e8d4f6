import Foundation
import Testing
import BackStrategies
import BackStrategiesTestSupport

/// The traces learn.md runs from docs/examples are built-in scenarios with one switch changed,
/// as the page says: the same touches, device and intent, and only the named screen field differs.
@Suite("Learn: example traces")
struct LearnExampleTraceTests {
  /// One example file: the scenario it copies, and the change the page names.
  struct Example: Sendable, CustomTestStringConvertible {
    let file: String
    let scenario: String
    let change: @Sendable (inout ScreenSpec, _ isTop: Bool) -> Void
    var testDescription: String { file }
  }

  static let examples: [Example] = [
    Example(file: "second-swipe-content-swipe-off.json", scenario: "second-swipe-during-finish") { screen, _ in
      screen.contentSwipeDisabled = true
    },
    Example(file: "short-fast-mid-swipe-content-swipe-off.json", scenario: "short-fast-mid-swipe") { screen, _ in
      screen.contentSwipeDisabled = true
    },
    Example(file: "mid-screen-swipe-custom-back-button.json", scenario: "mid-screen-swipe") { screen, isTop in
      if isTop { screen.backButton = .custom }
    },
  ]

  @Test("each example is its scenario with only the stated switch changed", arguments: examples)
  func exampleDiffersOnlyByItsSwitch(_ example: Example) throws {
    let url = Repository.root.appendingPathComponent("docs/examples").appendingPathComponent(example.file)
    let decoded = try TraceDecoder.decodeJSON(try String(contentsOf: url, encoding: .utf8)).trace
    var expected = try #require(Scenarios.all.first { $0.name == example.scenario })
    let top = expected.scene.stack.count - 1
    for index in expected.scene.stack.indices { example.change(&expected.scene.stack[index], index == top) }
    #expect(decoded.scene == expected.scene)
    #expect(decoded.touches == expected.touches)
    #expect(decoded.intent == expected.intent)
    #expect(decoded.scene != (Scenarios.all.first { $0.name == example.scenario })?.scene, "the example changes nothing")
  }
}
