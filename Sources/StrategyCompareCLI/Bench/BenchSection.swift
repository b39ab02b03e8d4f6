import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The sections of `bench`, in the order they run; `bench --only LIST` runs some of them.
public enum BenchSection: String, CaseIterable, Sendable {
  /// Samples decoded per second by the decoders' public entry points (the fast paths).
  case decode
  /// The same bytes decoded by the precise paths alone and by Foundation's `JSONDecoder`.
  case reference
  /// JSON decoding plus one pass over the touches.
  case floor
  /// Touch events simulated per second by each strategy and preset.
  case strategy
  /// The default run: every scenario × every default strategy.
  case matrix
  /// A generated corpus scored with one job and with every core.
  case corpus
  /// A JSON Lines corpus on disk read, decoded and scored with one job and with every core.
  case corpusFile = "corpus-file"
  /// A generated corpus scored with one job without and with `--doubt` (the open choices
  /// weighed), in alternation: what weighing costs.
  case doubt
  /// Peak memory of corpus runs of two sizes, in child processes.
  case memory

  /// `decode, reference, …`, for messages.
  static let names = allCases.map(\.rawValue).joined(separator: ", ")

  /// What the section measures, as `bench`'s help lists it under `SECTIONS`: lines laid out to
  /// start at the list's description column (a new section fails to compile until it has its
  /// lines here).
  var helpLines: [String] {
    switch self {
    case .decode: ["trace samples decoded per second, JSON and CSV, and the targets"]
    case .reference:
      [
        "the same bytes decoded by the precise paths alone, and by",
        "Foundation's JSONDecoder into Codable structs; the ratios",
      ]
    case .floor:
      [
        "decoding plus one pass over the touches, no strategy: the cost",
        "of reading",
      ]
    case .strategy:
      [
        "touch events simulated per second by each strategy and preset,",
        "one run per trace, timeline off, and its time divided by the",
        "floor's (the two timed in alternation); then a 'weighed' row:",
        "all of them with the open choices weighed, against the same",
        "runs without, in alternation",
      ]
    case .matrix:
      [
        "wall time of the default run (every scenario x every default",
        "strategy)",
      ]
    case .corpus:
      [
        "a generated corpus scored with 1 job and with every core, in",
        "alternation",
      ]
    case .corpusFile:
      [
        "the same corpus read from a .jsonl file on disk, decoding",
        "included, and the targets",
      ]
    case .doubt:
      [
        "a tenth of that corpus scored with 1 job without and with",
        "--doubt, in alternation: what weighing the open choices costs",
      ]
    case .memory: ["peak memory of corpus runs of two sizes, in child processes"]
    }
  }

  /// The sections named by a comma-separated list.
  ///
  /// - Throws: ``CLIError`` (usage) naming an unknown section.
  static func parse(_ list: String) throws(CLIError) -> Set<BenchSection> {
    var sections: Set<BenchSection> = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      guard let section = BenchSection(rawValue: trimmed) else {
        let hint = Suggestion.closest(to: trimmed, in: allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
        throw CLIError.usage("unknown bench section '\(trimmed)'\(hint) (sections: \(names))", command: .bench)
      }
      sections.insert(section)
    }
    return sections
  }
}
