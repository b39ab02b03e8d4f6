import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Where each preset listens (BackStrategiesTests/ReachTests.swift), as `explain` says it.
@Suite("Reach in explain")
struct ReachExplainTests {
  @Test("explain says where each preset's recognisers listen, with the widths")
  func explainListens() {
    func section(_ id: String) -> String {
      let text = StrategyCompare.execute(["explain", id], terminalWidth: 400).standardOutput
      return text.components(separatedBy: "WHERE A SWIPE CAN START").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
    }
    #expect(section("cupertino").contains("cupertino-back (within 20 pt of the back edge)"))
    #expect(section("predictive-back").contains("predictive-back (within 30 pt of either edge)"))
    #expect(section("scroll-view-pop").contains("(within 40 pt of the left edge, on a scroll view)"))
    #expect(section("target-forwarding").contains("fd-max-100: UIKit's content swipe (anywhere); full-screen-pan (within 100 pt of the left edge)"))
    #expect(section("system-edge").contains("UIKit's edge swipe (within 13 pt of the back edge); UIKit's content swipe (anywhere)"))
  }
}
