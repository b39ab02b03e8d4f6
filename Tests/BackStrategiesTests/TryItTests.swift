import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// `explain`'s two "Try it" runs per technique, and the built-in scenarios where the system
/// cancels the touch or a second stroke meets what the first left (the commands themselves:
/// StrategyCompareCLITests/TryItCommandTests.swift).
@Suite("Try it and the interruption scenarios")
struct TryItTests: IOSVersionRuns {
  static let descriptors = StrategyCatalog.builtIn.entries.map(\.descriptor)

  @Test("every technique names two built-in scenarios: one where it decides, one where it breaks", arguments: descriptors.map(\.id))
  func bothScenariosExist(id: String) throws {
    let descriptor = try #require(Self.descriptors.first { $0.id == id })
    let teaching = descriptor.teaching
    #expect(teaching.tryIt.scenario != nil, "\(id): \(teaching.tryIt)")
    let breaks = try #require(teaching.breaks, "\(id) names no scenario where it breaks")
    #expect(breaks.scenario != nil, "\(id): \(breaks)")
    #expect(teaching.tryIt != breaks)
  }

  /// The techniques that are UIKit's own edge swipe (a SwiftUI `NavigationStack` is a
  /// navigation controller): for them, that swipe deciding is the technique deciding.
  static let uikitEdgeSwipeTechniques: Set<String> = ["system-edge", "swiftui"]

  /// Whether the technique's own code took part in the run's decision: one of its recognisers
  /// called it back or failed by its own rule, UIKit asked its delegate whether to begin, or it
  /// drove a transition; for the techniques that are UIKit's edge swipe, that swipe deciding.
  static func techniqueDecides(_ result: RunResult, on trace: Trace, id: String) -> Bool {
    let isUIKitEdgeSwipe = uikitEdgeSwipeTechniques.contains(id)
    let scrollViewIDs = Set(trace.scene.stack.flatMap(\.scrollViews).map(\.id))
    let asked = (result.events ?? []).contains { event in
      switch event.kind {
      case .callback(let gesture, let target):
        return target == .strategy || (isUIKitEdgeSwipe && gesture.recognizer == .systemEdgePan)
      case .question(_, let askedOf, _): return askedOf == .strategy
      case .failed(let recognizer, _):
        return !recognizer.isUIKitBackRecognizer && !scrollViewIDs.contains(recognizer.description)
      default: return false
      }
    }
    let drove = result.transitions.contains { transition in
      guard let driver = transition.drivenBy else { return false }
      return driver.owner == .strategy || (isUIKitEdgeSwipe && driver.recognizer == .systemEdgePan)
    }
    return asked || drove
  }

  @Test("where it decides: on iOS 18 and on iOS 26, the technique's own code takes part (a callback, its delegate asked, or a transition it drives)", arguments: descriptors.map(\.id))
  func decidesScenarioActs(id: String) throws {
    let descriptor = try #require(Self.descriptors.first { $0.id == id })
    let trace = try #require(descriptor.teaching.tryIt.scenario)
    for ios in IOSVersion.allCases {
      let result = try Self.run(id, trace, ios, events: true)
      if !Self.techniqueDecides(result, on: trace, id: id) {
        let candidates = try Scenarios.all.filter { scenario in
          try IOSVersion.allCases.allSatisfy { try Self.techniqueDecides(Self.run(id, scenario, $0, events: true), on: scenario, id: id) }
        }
        Issue.record("\(id) on \(trace.name), iOS \(ios.rawValue): \(result.reason); scenarios where it decides: \(candidates.map(\.name))")
      }
    }
  }

  @Test("where it breaks: the default preset's verdict is not right on iOS 18 nor on iOS 26", arguments: descriptors.map(\.id))
  func breaksScenarioBreaks(id: String) throws {
    let descriptor = try #require(Self.descriptors.first { $0.id == id })
    let trace = try #require(descriptor.teaching.breaks?.scenario)
    for ios in IOSVersion.allCases {
      let result = try Self.run(id, trace, ios)
      let verdict = try #require(result.verdict)
      #expect(verdict != .right && verdict != .notApplicable, "\(id) on \(trace.name), iOS \(ios.rawValue): \(verdict)")
    }
  }

  // MARK: Interruptions

  @Test("touch-cancelled-past-half: UIKit's handler cancels on a cancelled touch; seeds 002 and 004 test Ended || Cancelled in one branch and finish", arguments: IOSVersion.allCases)
  func cancelledPastHalf(ios: IOSVersion) throws {
    let trace = Scenarios.touchCancelledPastHalf
    #expect(trace.touches.last?.phase == .cancelled)
    #expect(try Self.run("system-edge", trace, ios).outcome == .cancel)
    #expect(try Self.run("percent-driven:seed002", trace, ios).outcome == .pop)
    #expect(try Self.run("percent-driven:seed004", trace, ios).outcome == .pop)
    #expect(try Self.run("percent-driven:seed001", trace, ios).outcome == .cancel)
  }

  @Test("touch-cancelled-then-swipe: seed 001 leaves the screen dead after a cancelled touch, so its matrix cell shows D; seed001-fixed pops the second swipe", arguments: IOSVersion.allCases)
  func cancelledThenSwipe(ios: IOSVersion) throws {
    let trace = Scenarios.touchCancelledThenSwipe
    #expect(trace.touches.filter { $0.phase == .cancelled }.count == 1)
    let published = try Self.run("percent-driven:seed001", trace, ios)
    #expect(published.distinctHazards.contains(.deadScreen))
    let fixed = try Self.run("percent-driven:seed001-fixed", trace, ios)
    #expect(fixed.outcome == .pop && fixed.distinctHazards.isEmpty)
    #expect(try Self.run("system-edge", trace, ios).outcome == .pop)
  }
}
