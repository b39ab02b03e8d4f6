import Foundation
import BackStrategies
import BackStrategiesTestSupport
@testable import StrategyCompareCLI

/// One scoring of a corpus per distinct input of `corpus`, shared by every test that prints it
/// in another form: the docs' `corpus --generate 2000 --seed 1 --strategies all` block (a table)
/// and docs/choosing.md's family matrix (the same corpus as CSV by family) score the same
/// traces with the same strategies. The scores come from `CorpusCommand.scoreOne()` and are
/// printed by `CorpusCommand.render`, as the command prints one release; only the scoring is
/// shared. `DocOutputTests.sharedCorpusScoring` checks a shared render against the command
/// line's.
///
/// An input is the same when its options are equal but for how they are printed (`--format`,
/// `--by`, `--csv-comments`). Only a plain scoring of one release shares (not `--emit`,
/// `--emit-scores`, `--shard`, `--describe`, `--stroke-ends` or standard input).
final class SharedCorpusScoring: Sendable {
  /// The scorings every suite shares.
  static let shared = SharedCorpusScoring()

  private let scorings = OncePerInput<CorpusOptions, Result<(CorpusScores, String), CLIError>>()

  /// How many corpora were scored (each distinct input once).
  var scoringCount: Int { scorings.count }

  /// `ARGUMENTS`' options, when it is a `corpus` command whose scoring can be shared.
  static func sharedOptions(_ arguments: [String]) -> CorpusOptions? {
    guard case .corpus(let options)? = try? ParsedCommand.parse(arguments) else { return nil }
    guard (options.ios?.count ?? 1) == 1, options.emit == nil, options.emitScores == nil, options.shard == nil,
      !options.describe, !options.strokeEnds, options.input != "-", options.scene != "-"
    else { return nil }
    return options
  }

  /// What `strategy-compare ARGUMENTS` prints for such a `corpus` command, as
  /// `StrategyCompare.execute` prints it (its width, its catalog), the scoring shared; `nil` for
  /// any other command or an error (left to `execute`).
  func output(_ arguments: [String]) -> String? {
    guard let options = Self.sharedOptions(arguments) else { return nil }
    var key = options
    (key.format, key.byFamily, key.csvComments) = (CorpusOptions().format, false, false)
    let scored = scorings.value(for: key) {
      do throws(CLIError) {
        return .success(try CorpusCommand(catalog: .builtIn, options: key).scoreOne())
      } catch { return .failure(error) }
    }
    guard case .success(let (scores, source)) = scored else { return nil }
    // As `CorpusCommand.runOne` prints one release.
    return CorpusCommand.render(
      scores, source: source, format: options.format, byFamily: options.byFamily, width: TerminalWidth.layout(terminal: nil),
      ios: options.ios?.first, provenance: .strategyCompare(options.model, ios: options.ios ?? []), csvComments: options.csvComments)
  }
}
