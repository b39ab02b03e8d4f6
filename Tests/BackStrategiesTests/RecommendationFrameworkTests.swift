import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `recommend --framework`: a ranking within one framework's techniques, the others excluded
/// unless `--allow other-frameworks` (``Recommendation/framework``), on
/// ``CorpusRecommendationTests``' hand-made corpus with `full` declared a SwiftUI technique.
@Suite("Recommendation for a framework")
struct RecommendationFrameworkTests {
  static var facts: [String: StrategyFacts] {
    var facts = CorpusRecommendationTests.facts
    facts["full"]?.framework = .swiftUI
    return facts
  }

  @Test("UIKit, the default, leaves a SwiftUI technique out, saying why and how to keep it")
  func uikitDefault() throws {
    let recommendation = Recommendation(scores: try CorpusRecommendationTests.corpus(), needs: [], facts: Self.facts)
    #expect(recommendation.framework == .uikit)
    #expect(!recommendation.ranked.contains { $0.strategy == "full:one" })
    let reason = try #require(recommendation.excluded.first { $0.strategy == "full:one" }?.reasons.first)
    #expect(reason.cause == .otherFramework(.swiftUI))
    #expect(reason.howToAllow == "--allow other-frameworks")
    #expect(reason.explanation.hasPrefix("not a UIKit technique: SwiftUI's own back gesture"))
  }

  @Test("SwiftUI ranks its own technique and leaves UIKit's out")
  func swiftUI() throws {
    let recommendation = Recommendation(
      scores: try CorpusRecommendationTests.corpus(), needs: [], facts: Self.facts, framework: .swiftUI)
    #expect(recommendation.ranked.map(\.strategy) == ["full:one"])
    let edge = try #require(recommendation.excluded.first { $0.strategy == "edge:one" })
    #expect(edge.reasons.map(\.cause) == [.otherFramework(.uikit)])
    #expect(edge.reasons[0].explanation.hasPrefix("not a SwiftUI technique: a UIKit app's technique"))
    // Allowed, every framework is ranked again, as for UIKit.
    let every = Recommendation(
      scores: try CorpusRecommendationTests.corpus(), needs: [], facts: Self.facts, allowing: [.otherFrameworks], framework: .swiftUI)
    #expect(every.ranked.map(\.strategy) == ["edge:one", "full:one", "undeclared:one"])
  }

  @Test("every framework has a command-line name that reads back", arguments: StrategyFacts.Framework.allCases)
  func names(framework: StrategyFacts.Framework) {
    #expect(StrategyFacts.Framework(name: framework.name) == framework)
    #expect(StrategyFacts.Framework.names.contains(framework.name))
    #expect(!ScreenAdvice.Group.groups(for: framework).isEmpty)
    #expect(ScreenAdvice.Group.groups(for: framework).first?.framework == framework)
  }

  @Test("each built-in preset knows its framework by its strategy's family")
  func presetsKnowTheirFramework() {
    for selection in StrategyCatalog.builtIn.allSelections {
      let id = selection.entry.descriptor.id
      let framework = selection.entry.descriptor.facts.framework
      switch id {
      case "swiftui": #expect(framework == .swiftUI, "\(selection.label)")
      case "rn-screens", "rn-stack": #expect(framework == .reactNative, "\(selection.label)")
      case "cupertino": #expect(framework == .flutter, "\(selection.label)")
      case "predictive-back": #expect(framework == .android, "\(selection.label)")
      case "maui": #expect(framework == .maui, "\(selection.label)")
      case "compose-mp": #expect(framework == .composeMultiplatform, "\(selection.label)")
      default: #expect(framework == .uikit, "\(selection.label)")
      }
    }
  }
}
