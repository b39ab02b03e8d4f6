import Foundation
import BackStrategies
import BackStrategiesTestSupport
@testable import StrategyCompareCLI

/// One scoring pass per distinct scoring input of `recommend`, shared by every command a test
/// renders from it: the docs' `recommend` blocks score the same generated corpus and differ in
/// `--needs`, which ranks the scores and does not make them (`RecommendCommand.ScoringInput`
/// leaves it out). Each command still runs whole (`RecommendCommand.run(notes:)`: the ranking,
/// the check of the other readings, the text) through the CLI's own code; only the pass is
/// shared. A pass runs once, whichever of the commands asks first; the others wait for it.
///
/// An input is the same when its options (after `--needs` is emptied), its strategies' labels
/// and its check of the other readings are equal: `--allow` changes the check, so it scores
/// apart. `DocOutputTests.sharedRecommendScoring` checks a shared render against the command
/// line's.
final class SharedRecommendScoring: Sendable {
  /// What identifies a pass.
  struct Input: Equatable {
    var options: CorpusOptions
    var labels: [String]
    var readingCheck: CorpusScorer.ReadingCheck?
  }

  private let passes = OncePerInput<Input, Result<RecommendCommand.Scored, CLIError>>()

  /// How many passes were scored (each distinct input once).
  var passCount: Int { passes.count }

  /// The scores of `input`'s pass, scored now if no command asked for it before.
  func score(_ input: RecommendCommand.ScoringInput) throws(CLIError) -> RecommendCommand.Scored {
    let key = Input(options: input.options, labels: input.selections.map(\.label), readingCheck: input.readingCheck)
    return try passes.value(for: key) {
      do throws(CLIError) { return .success(try RecommendCommand.scoreCorpus(input)) } catch { return .failure(error) }
    }.get()
  }

  /// Whether `ARGUMENTS` is a `recommend` on a corpus (not `--screen`), which ``output(_:)``
  /// renders from a shared pass.
  static func shares(_ arguments: [String]) -> Bool {
    guard case .recommend(let options, _)? = try? ParsedCommand.parse(arguments) else { return false }
    return options.screen == nil
  }

  /// What identifies the scoring pass of `recommend ARGUMENTS` on a corpus, as the command
  /// asks for it, without scoring; `nil` for any other command or an error before the pass.
  static func input(of arguments: [String]) -> Input? {
    guard case .recommend(let options, let framework)? = try? ParsedCommand.parse(arguments), options.screen == nil else { return nil }
    var command = RecommendCommand(catalog: .builtIn, options: options, framework: framework)
    var asked: Input?
    command.score = { input throws(CLIError) in
      asked = Input(options: input.options, labels: input.selections.map(\.label), readingCheck: input.readingCheck)
      throw CLIError.usage("stopped before the pass")
    }
    _ = try? command.recommend()
    return asked
  }

  /// What `strategy-compare ARGUMENTS` prints for a `recommend` on a corpus (no `--screen`),
  /// as `StrategyCompare.execute` prints it (its width, its catalog), the pass shared; `nil`
  /// for any other command or an error (left to `execute`).
  func output(_ arguments: [String]) -> String? {
    guard case .recommend(let options, let framework)? = try? ParsedCommand.parse(arguments), options.screen == nil else { return nil }
    var command = RecommendCommand(
      catalog: .builtIn, options: options, width: TerminalWidth.layout(terminal: nil), framework: framework)
    command.score = { input throws(CLIError) in try self.score(input) }
    var notes: [String] = []
    return try? command.run(notes: &notes)
  }
}
