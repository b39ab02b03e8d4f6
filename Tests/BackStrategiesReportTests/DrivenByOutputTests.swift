import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Whose recogniser drove a pop (iOS 26 beside every technique), as the table and JSON say it.
@Suite("Who drove the pop, in the outputs")
struct DrivenByOutputTests: IOSVersionRuns {
  @Test("drivenBy: every result says which recogniser began and drove the deciding pop, and whose it is; the table says when UIKit did a strategy's work")
  func drivenBy() throws {
    let flick = Scenarios.shortFastMidSwipe
    let uikit = try Self.run("target-forwarding:fd-max-100", flick, .iOS26)
    #expect(uikit.drivenBy == DrivenBy(recognizer: .systemContentPan, owner: .uikit))
    let own = try Self.run("target-forwarding:fd", Scenarios.edgeSwipePastHalf, .iOS26)
    #expect(own.drivenBy == DrivenBy(recognizer: "full-screen-pan", owner: .strategy))
    #expect(try Self.run("system-edge:shipped", Scenarios.edgeSwipePastHalf, .iOS18).drivenBy?.recognizer == .systemEdgePan)
    #expect(try Self.run("system-edge:shipped", Scenarios.tap, .iOS26).drivenBy == nil)
    // A caught pop is driven by the recogniser that caught it.
    let caught = try Self.run("target-forwarding:fd", Scenarios.secondSwipeDuringFinish, .iOS26)
    #expect(caught.transitions.first?.drivenBy?.recognizer == .systemContentPan)
    let table = ComparisonTable.render(Comparison(trace: flick, results: [uikit, own]))
    #expect(table.contains("popped by UIKit's content swipe (system-content-pan), not by the strategy's"))
    #expect(table.contains("driven by the strategy's full-screen-pan"))
    let json = ResultJSON.result(uikit).render(pretty: false)
    #expect(json.contains(#""drivenBy":{"recognizer":"system-content-pan","owner":"uikit"}"#))
  }
}
