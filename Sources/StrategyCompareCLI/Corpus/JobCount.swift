import Foundation

/// How many threads `--jobs N` gets, against the machine's cores.
///
/// The scores are the same for any N (each batch is folded in corpus order), so more threads
/// than cores only cost: each idle one adds `CorpusCommand.batchesPerJob` entries to every
/// batch held in memory, and `--jobs 100000` would hold a whole corpus at once. So N is
/// capped at the cores, with one warning line saying so.
enum JobCount {
  /// The cores this process may use (`ProcessInfo.activeProcessorCount`).
  static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The threads used: `requested` (every core when `nil`), at most `cores`, at least one.
  static func workers(requested: Int?, cores: Int = cores) -> Int {
    max(1, min(requested ?? cores, cores))
  }

  /// The warning for a request above the cores (`nil` when it is not), for
  /// `strategy-compare: warning: …`.
  static func warning(requested: Int?, cores: Int = cores) -> String? {
    guard let requested, requested > cores else { return nil }
    let coreCount = cores == 1 ? "1 core" : "\(cores) cores"
    return "--jobs \(requested) is more than the \(coreCount) of this machine; using \(workers(requested: requested, cores: cores)) (the scores are the same for any --jobs)"
  }
}
