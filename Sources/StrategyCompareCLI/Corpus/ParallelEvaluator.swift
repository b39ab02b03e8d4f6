import BackStrategies
import Dispatch
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Evaluates a batch of corpus entries on several threads and returns the evaluations in entry
/// order, so a parallel run folds exactly what a serial run folds.
///
/// `jobs` workers (`DispatchQueue.concurrentPerform`) take the next entry index from a shared
/// counter and store each evaluation in that index's slot; with one job the batch is evaluated
/// on the calling thread.
struct ParallelEvaluator: Sendable {
  /// Threads used.
  let jobs: Int
  /// Also encode each trace as one compact JSON line (for `--emit`).
  let encodesTraces: Bool

  /// One evaluated entry and, when asked for, its trace as a JSON line.
  struct Evaluated: Sendable {
    var evaluation: TraceEvaluation
    var jsonLine: String?
  }

  /// The evaluations of `batch`, in order.
  func evaluate(_ batch: [CorpusEntry], with scorer: CorpusScorer) -> [Evaluated] {
    let encodes = encodesTraces
    let work = { @Sendable (entry: CorpusEntry) -> Evaluated in
      let evaluation = scorer.evaluate(entry)
      var line: String?
      if encodes, case .success(let evaluated) = evaluation.result {
        line = TraceEncoder.encodeJSON(evaluated.trace, pretty: false)
      }
      return Evaluated(evaluation: evaluation, jsonLine: line)
    }
    guard jobs > 1 && batch.count > 1 else { return batch.map(work) }
    let slots = Slots(count: batch.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, batch.count)) { _ in
      while true {
        let index = slots.claimNext()
        guard index < batch.count else { return }
        slots.store(work(batch[index]), at: index)
      }
    }
    return slots.values()
  }

  /// Per-index result slots shared by the workers, and the counter handing out indices, behind
  /// one lock. (`NSLock`, not `Synchronization.Mutex`, which needs macOS 15 / iOS 18: the
  /// package declares macOS 13 / iOS 16. One lock round per entry costs nothing next to
  /// simulating it.)
  final class Slots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var storage: [Evaluated?]

    init(count: Int) {
      storage = [Evaluated?](repeating: nil, count: count)
    }

    /// The next unclaimed index.
    func claimNext() -> Int {
      lock.lock()
      defer { lock.unlock() }
      next += 1
      return next - 1
    }

    func store(_ value: Evaluated, at index: Int) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    /// Every slot's value, in index order (all are filled once the workers return).
    func values() -> [Evaluated] {
      lock.lock()
      defer { lock.unlock() }
      return storage.map { $0! }
    }
  }
}
