import Foundation
import BackStrategies
import BackStrategiesTestSupport
@testable import StrategyCompareCLI

/// One scoring pass per distinct scoring input of `recommend`, shared by every command a test
/// renders from it: the docs' `recommend` blocks score the same generated corpus and differ in
/// `--needs`, which ranks the scores and does not make them (`RecommendCommand.ScoringInput`
/// leaves it out), and in `--allow`, which widens the check of the other readings to more
/// strategies. Each command still runs whole (`RecommendCommand.run(notes:)`: the ranking, the
/// check of the other readings, the text) through the CLI's own code; only the pass is shared.
/// A pass runs once, whichever of the commands asks first; the others wait for it.
///
/// An input is the same when its options (after `--needs` is emptied), its strategies' labels
/// and its check of the other readings are equal. Commands known before the first pass
/// (``init(widenedFor:)``) whose inputs differ only in the strategies their check covers share
/// one pass whose check covers them all: a strategy's scores under another reading do not
/// depend on which other strategies are checked beside it, and the command keeps only its own
/// (`underOtherReadings[…].restricted(to: rescorable)`). `DocOutputTests.sharedRecommendScoring`
/// checks shared renders, widened ones included, against the command line's.
final class SharedRecommendScoring: Sendable {
  /// What identifies a pass.
  struct Input: Equatable {
    var options: CorpusOptions
    var labels: [String]
    var readingCheck: CorpusScorer.ReadingCheck?

    /// Whether the two inputs are the same but for the strategies their checks cover.
    func differsInCheckedStrategiesOnly(from other: Input) -> Bool {
      options == other.options && labels == other.labels && readingCheck?.choices == other.readingCheck?.choices
        && (readingCheck == nil) == (other.readingCheck == nil)
    }

    /// Whether this input's pass gives `other`'s scores: the same input, its check covering
    /// every strategy `other`'s covers.
    func covers(_ other: Input) -> Bool {
      guard differsInCheckedStrategiesOnly(from: other) else { return false }
      guard let check = readingCheck, let otherCheck = other.readingCheck else { return true }
      return Set(otherCheck.selections).isSubset(of: check.selections)
    }
  }

  private let passes = OncePerInput<Input, Result<RecommendCommand.Scored, CLIError>>()

  /// The widened inputs: for each group of the commands handed to ``init(widenedFor:)`` that
  /// differ only in the strategies their check covers, the input whose check covers the union.
  private let widened: [Input]

  /// A store of passes; the `recommend` commands in `widenedFor` (argument lists, as for
  /// ``output(_:)``) that differ only in the strategies their check of the other readings
  /// covers share one pass, whose check covers the union of theirs. Any other command scores
  /// its own input.
  init(widenedFor commands: [[String]] = []) {
    var widened: [Input] = []
    for case let input? in commands.map(Self.input(of:)) {
      guard let check = input.readingCheck else { continue }
      if let index = widened.firstIndex(where: { $0.differsInCheckedStrategiesOnly(from: input) }),
        let known = widened[index].readingCheck
      {
        widened[index].readingCheck = CorpusScorer.ReadingCheck(
          choices: check.choices, selections: Array(Set(known.selections).union(check.selections)).sorted())
      } else {
        widened.append(input)
      }
    }
    self.widened = widened
  }

  /// How many passes were scored (each distinct input once).
  var passCount: Int { passes.count }

  /// The scores of `input`'s pass, scored now if no command asked for it before; under a
  /// widened check when `input` is one of ``init(widenedFor:)``'s commands.
  func score(_ input: RecommendCommand.ScoringInput) throws(CLIError) -> RecommendCommand.Scored {
    var key = Input(options: input.options, labels: input.selections.map(\.label), readingCheck: input.readingCheck)
    if let wider = widened.first(where: { $0.covers(key) }) { key = wider }
    var scoring = input
    scoring.readingCheck = key.readingCheck
    return try passes.value(for: key) {
      do throws(CLIError) { return .success(try RecommendCommand.scoreCorpus(scoring)) } catch { return .failure(error) }
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
