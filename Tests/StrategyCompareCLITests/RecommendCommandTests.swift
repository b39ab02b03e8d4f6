import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare recommend` giving the library's answer
/// (BackStrategiesTests/CorpusRecommendationTests.swift).
@Suite("The recommend command")
struct RecommendCommandTests {
  @Test("the built-ins: with no needs UIKit's own gesture ranks first; the command and the library agree")
  func builtIns() throws {
    let library = Recommendation.recommend(needs: [], count: 220)
    #expect(library.best?.strategy == "system-edge:shipped")
    #expect(library.excluded.contains { $0.strategy == "system-edge:delegate-self" && $0.reasons.map(\.cause) == [.hazard(.rootFreeze)] })
    #expect(library.excluded.contains { $0.strategy == "target-forwarding:fd-recipe" && $0.reasons.first?.cause == .privateAPI })
    // Flutter's Cupertino route is there to compare with: excluded unless asked for.
    #expect(library.excluded.contains { $0.strategy == "cupertino:flutter" && $0.reasons.first?.cause == .otherFramework(.flutter) })
    let compared = Recommendation.recommend(needs: [], allowing: [.otherFrameworks], count: 220)
    #expect(compared.ranked.contains { $0.strategy == "cupertino:flutter" })
    let command = StrategyCompare.execute(["recommend", "--generate", "220"]).standardOutput
    #expect(command.contains("1. system-edge:shipped  score \(NumberFormatting.fixed(library.ranked[0].score, 3))"))
    // Candidates of one rank with the same parts as one above share an entry
    // (`3. a, b  score 0.795 each, as c`), wrapped anywhere between names.
    let flat = command.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for candidate in library.ranked {
      let entry = "\(candidate.rank). \(candidate.strategy)"
      #expect(
        flat.contains(entry + " ") || flat.contains(entry + ",") || flat.contains(", \(candidate.strategy) ")
          || flat.contains(", \(candidate.strategy),"), "\(candidate.strategy)")
    }
    let fullScreen = Recommendation.recommend(needs: [.fullScreen], allowing: [.privateAPI], count: 220)
    let allowedCommand = StrategyCompare.execute(["recommend", "--generate", "220", "--needs", "full-screen", "--allow", "private-api"]).standardOutput
    #expect(allowedCommand.contains("1. \(try #require(fullScreen.best).strategy) "))
    #expect(!allowedCommand.contains("--allow private-api."))
  }

  @Test("recommend over the user's own corpus notes when the top candidates' intervals overlap; over a generated one it does not")
  func stabilityNote() {
    // 48 traces: intervals wide enough that UIKit's gesture and edge-bulge share the top.
    let corpus = TemporaryFile(CorpusCLITests.lines(count: 48).joined(separator: "\n") + "\n", suffix: ".jsonl")
    let own = StrategyCompare.execute(["recommend", "--corpus", corpus.path, "--strategies", "system-edge,edge-bulge"])
    #expect(own.status == .success)
    #expect(own.standardOutput.contains("\nStability: the top "))
    // A tie at rank 1 is said in the first lines.
    #expect(own.standardOutput.contains("2 strategies tie at rank 1: system-edge:shipped, edge-bulge:as-published."))
    let generated = StrategyCompare.execute(["recommend", "--generate", "48", "--strategies", "system-edge,edge-bulge"])
    #expect(generated.standardOutput.contains("strategies tie at rank 1: system-edge:shipped"))
    #expect(!generated.standardOutput.contains("Stability:"))
  }

  @Test(
    "the other readings, checked in the pass that scores the corpus, give the picks of scoring the rescorable strategies again under each reading; one job or two, the same",
    arguments: [IOSVersion.iOS26, .iOS18])
  func otherReadingsInOnePass(ios: IOSVersion) throws {
    var options = CorpusOptions()
    options.generate = 120
    options.needs = [.fullScreen, .scrollViews]
    options.ios = [ios]
    options.jobs = 1
    let serial = try RecommendCommand(catalog: .builtIn, options: options).recommend().0
    options.jobs = 2
    let parallel = try RecommendCommand(catalog: .builtIn, options: options).recommend().0
    let check = try #require(serial.otherReadings)
    #expect(parallel.otherReadings == check)
    // What the command did before the check was folded into the first pass: the corpus scored
    // again per choice, the rescorable strategies only, with every run under its other reading.
    let selections = StrategyCatalog.builtIn.allSelections.filter { serial.rescorable.contains($0.label) }
    #expect(check.rescored == selections.map(\.label))
    let traces = Array(CorpusGenerator(seed: options.seed).traces(count: 120))
    let facts = StrategyCatalog.builtIn.facts
    let choices = Recommendation.checkableChoices(parameters: .uikit26, ios: ios)
    #expect(check.picks.map(\.choice) == choices.map(\.choice))
    for pick in check.picks {
      var scorer = CorpusScorer(selections: selections, options: RunOptions(ios: ios))
      scorer.otherReading = pick.choice
      let again = Recommendation(scores: try scorer.score(traces), needs: options.needs, facts: facts)
      #expect(again.best?.strategy == pick.best, "\(pick.choice.rawValue) on iOS \(ios.rawValue)")
    }
  }

  @Test("usage: --allow takes known names")
  func allowUsage() {
    let output = StrategyCompare.execute(["recommend", "--allow", "private-apis"])
    #expect(output.status == .usage)
    #expect(output.standardError.contains("unknown allowance 'private-apis'"))
  }
}
