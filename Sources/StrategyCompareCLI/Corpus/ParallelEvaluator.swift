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
/// on the calling thread. ``start(_:with:)`` runs a batch in the background, so that the
/// caller folds one batch while the next is evaluated.
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
    // Each worker hands one RunStorage from run to run, across its entries.
    let work = { @Sendable (entry: CorpusEntry, storage: inout RunStorage) -> Evaluated in
      let evaluation = scorer.evaluate(entry, storage: &storage)
      var line: String?
      if encodes, case .success(let evaluated) = evaluation.result {
        line = TraceEncoder.encodeJSON(evaluated.trace, pretty: false)
      }
      return Evaluated(evaluation: evaluation, jsonLine: line)
    }
    guard jobs > 1 && batch.count > 1 else {
      var storage = RunStorage()
      return batch.map { work($0, &storage) }
    }
    let slots = Slots(count: batch.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, batch.count)) { _ in
      var storage = RunStorage()
      while true {
        let index = slots.claimNext()
        guard index < batch.count else { return }
        slots.store(work(batch[index], &storage), at: index)
      }
    }
    return slots.values()
  }

  /// Starts evaluating `batch` and returns a function that waits for its evaluations, in
  /// order (call it exactly once). With more than one job the batch runs on the workers in the
  /// background, so the caller can fold the previous batch meanwhile
  /// (``CorpusScorer/score(_:startingBatch:afterEachBatch:)``); with one job it is evaluated
  /// on the calling thread when the result is asked for.
  func start(_ batch: [CorpusEntry], with scorer: CorpusScorer) -> () -> [Evaluated] {
    guard jobs > 1 && batch.count > 1 else { return { self.evaluate(batch, with: scorer) } }
    let result = Pending()
    DispatchQueue.global().async { result.fulfil(self.evaluate(batch, with: scorer)) }
    return { result.wait() }
  }

  /// A batch's evaluations, handed from the thread that computed them to the one that folds.
  final class Pending: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var value: [Evaluated] = []

    func fulfil(_ evaluated: [Evaluated]) {
      lock.lock()
      value = evaluated
      lock.unlock()
      done.signal()
    }

    /// Blocks until ``fulfil(_:)`` has run, then returns its evaluations.
    func wait() -> [Evaluated] {
      done.wait()
      lock.lock()
      defer { lock.unlock() }
      return value
    }
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
