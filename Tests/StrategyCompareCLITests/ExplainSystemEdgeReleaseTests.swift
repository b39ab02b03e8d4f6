import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI

/// `explain system-edge` on the release decision and on where its rules come from (issue 51,
/// items 3 and 8): which evidence each release reading contradicts, and the UIKit release each
/// rule was read from.
@Suite("explain system-edge: the release against the evidence")
struct ExplainSystemEdgeReleaseTests {
  static func explained() -> String {
    // Lines are wrapped; join them so phrases can be found whole.
    StrategyCompare.execute(["explain", "system-edge"]).standardOutput
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  @Test("it names what each release reading contradicts, as the evidence table finds it")
  func saysWhatEachReadingContradicts() {
    let text = Self.explained()
    #expect(text.contains("augmented contradicts the two iOS 27.0.1 captures that pop"))
    #expect(text.contains("legacy (velocity.x >= 0, the code's other branch) contradicts a peek lifted at rest and the captures at 0.27 W and 0.51 W"))
    #expect(text.contains("fitted-ios27 (fitted to those captures, unverified, no reading of the code) contradicts none"))
    #expect(text.contains("no public evidence tests that"))
    // The sentence agrees with the table the tests run.
    let contradictions = Dictionary(uniqueKeysWithValues: ReleaseEvidence.contradictions().map { ($0.procedure, $0.evidence.count) })
    #expect(contradictions[.augmented] == 2 && contradictions[.legacyVelocitySign] == 3 && contradictions[.fittedIOS27] == 0)
  }

  @Test("every rule says which UIKit release it was read from, and none is read from iOS 27")
  func everyRuleNamesItsRelease() {
    for rule in SystemEdgeStrategy.descriptor.rules {
      #expect(rule.contains("UIKit 26.1") || rule.contains("UIKit 18.2"), "\(rule.prefix(60))")
    }
    #expect(Self.explained().contains("no rule here is read from iOS 27"))
  }

  @Test("explain system-edge keeps to 80 columns")
  func fitsEightyColumns() {
    for line in StrategyCompare.execute(["explain", "system-edge"]).standardOutput.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }
}
