import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The exact, mergeable state of one `corpus` run's scores (`--emit-scores PART.json`):
/// what the run was, which corpus and which shard of it, and every count, sum and histogram
/// the printed scores are computed from. `corpus merge` adds the states of the shards and
/// prints what the unsplit run prints.
///
/// The file is `backstrategies-score-state/1`, one line of JSON (``ScoreStateJSON``).
struct ScoreState {
  /// What the run was: two parts merge only if these are equal.
  struct RunIdentity: Equatable {
    /// The tool that wrote the part (``HelpText/version``).
    var tool: String
    /// The strategies scored, as `id:preset`, in report order.
    var strategies: [String]
    /// The model parameters' name (``ModelParameters/name``).
    var model: String
    /// Whether invalid entries were skipped (`--skip-invalid`).
    var skipsInvalid: Bool
    /// The `--scene` scene, as compact trace JSON, if one was given.
    var scene: String?
    /// The `--intent` intent, if one was given.
    var intent: String?
    /// The `--ios` release, if one was given (each trace's `device.ios` otherwise).
    var ios: Int? = nil
    /// Whether the runs weighed the open choices (`--doubt`).
    var doubt = false
  }

  /// Which corpus the run read: shards merge only if their corpora agree.
  struct CorpusIdentity: Equatable {
    /// The corpus in words, as the printed scores name it (`corpus.jsonl`); may differ
    /// between machines that hold the same corpus at different paths.
    var source: String
    /// Entries in the whole corpus (every shard reads them all).
    var entries: Int
    /// Bytes read from the corpus' files (0 for a generated corpus).
    var bytes: Int
    /// ``CorpusDigest`` of every entry, as 16 hexadecimal digits.
    var digest: String

    /// Whether `other` is the same corpus: everything but the source's name agrees.
    func sameCorpus(as other: CorpusIdentity) -> Bool {
      entries == other.entries && bytes == other.bytes && digest == other.digest
    }
  }

  /// What the run was.
  var run: RunIdentity
  /// The corpus it read.
  var corpus: CorpusIdentity
  /// The shard it scored (`1/1` without `--shard`).
  var shard: CorpusShard
  /// The shard's scores, with the corpus index of each family's first trace and of each
  /// listed skipped entry.
  var scores: CorpusScores
}
