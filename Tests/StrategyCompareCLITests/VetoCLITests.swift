import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI

/// The veto presets and the `confirmsLeave` field on the command line.
@Suite("Veto CLI")
struct VetoCLITests {
  static let presets = [
    "system-edge:confirm-before-leave", "system-edge:confirm-before-leave-edge-only", "rn-stack:prevent-remove",
    "rn-stack:prevent-remove-7-6-3", "rn-screens:prevent-remove", "rn-screens:prevent-remove-4-23", "cupertino:pop-scope",
    "predictive-back:callback",
  ]

  @Test("list shows every veto preset")
  func listShowsThem() {
    let output = StrategyCompare.execute(["list"])
    #expect(output.status == .success)
    for label in Self.presets {
      let preset = label.split(separator: ":").last.map(String.init) ?? label
      #expect(output.standardOutput.contains(preset), "\(label)")
    }
  }

  @Test("a confirmsLeave that is not a boolean exits 65 with one line naming the field")
  func badField() {
    let text = #"{"format": "backstrategies-trace/1", "stack": [{"id": "list"}, {"id": "editor", "confirmsLeave": "yes"}], "touches": [{"t": 0, "x": 5, "y": 400, "phase": "began"}, {"t": 0.1, "x": 5, "y": 400, "phase": "ended"}]}"#
    let file = TemporaryFile(text)
    let output = StrategyCompare.execute(["run", file.path])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == "strategy-compare: error: \(file.path): stack[1].confirmsLeave: expected true or false, found a string\n")
  }

  @Test("run unsaved-changes-swipe: the confirming preset keeps the editor; the edge-only one reports left-behind-dialog")
  func runShowsTheHazard() {
    let output = StrategyCompare.execute([
      "run", "unsaved-changes-swipe", "--strategies", "system-edge:confirm-before-leave,system-edge:confirm-before-leave-edge-only",
    ])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("left-behind-dialog"))
    #expect(output.standardOutput.contains("stack list > editor → list > editor"))
  }
}
