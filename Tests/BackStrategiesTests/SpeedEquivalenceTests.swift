import Dispatch
import Testing

@testable import BackStrategies

/// Issue #28's speed-ups must leave every result bit for bit the same: each rewritten
/// computation is checked here against what it replaced, or against the serial path.
@Suite("Speed-ups change no result (#28)")
struct SpeedEquivalenceTests {
  /// Whether two runs' scores are the same, field by field. (Not their JSON: a dictionary's
  /// order differs between two instances with the same contents.)
  static func same(_ lhs: CorpusScores, _ rhs: CorpusScores) -> Bool {
    lhs.scorecards == rhs.scorecards && lhs.traces == rhs.traces && lhs.intentCounts == rhs.intentCounts
      && lhs.unlabelled == rhs.unlabelled && lhs.familyCounts == rhs.familyCounts
      && lhs.familiesInOrder == rhs.familiesInOrder && lhs.skipped == rhs.skipped
      && lhs.skippedExamples == rhs.skippedExamples
  }

  /// A scorer of two strategies with small batches, so a short corpus spans many of them.
  static func scorer(batchSize: Int, skipsInvalid: Bool = false) -> CorpusScorer {
    CorpusScorer(
      selections: [BuiltIn.systemEdge.shipped, BuiltIn.cupertino.flutter], batchSize: batchSize, skipsInvalid: skipsInvalid)
  }

  static func entries(count: Int, unreadableAt bad: Int? = nil) -> [CorpusEntry] {
    let generator = CorpusGenerator(seed: 7)
    return (0..<count).map { index in
      index == bad
        ? CorpusEntry(location: "entry \(index)", source: .jsonLine(Array("{".utf8)))
        : CorpusEntry.generated(generator, index: index)
    }
  }

  @Test("the fold overlapping evaluation on another thread gives the serial scores", arguments: [1, 5, 16, 64])
  func overlappedFoldEqualsSerial(batchSize: Int) throws {
    let entries = Self.entries(count: 70)
    let scorer = Self.scorer(batchSize: batchSize)
    let serial = try scorer.score(entries)
    var waits = 0
    var batches = 0
    let overlapped = try scorer.score(
      entries,
      startingBatch: { batch in
        batches += 1
        let done = DispatchSemaphore(value: 0)
        let box = EvaluationBox()
        DispatchQueue.global().async {
          box.value = batch.map(scorer.evaluate)
          done.signal()
        }
        return {
          waits += 1
          done.wait()
          return box.value
        }
      })
    #expect(Self.same(overlapped, serial))
    #expect(overlapped.traces == 70)
    #expect(waits == batches, "each started batch is waited for exactly once")
    #expect(batches == (70 + batchSize - 1) / batchSize)
  }

  @Test("an invalid entry stops the overlapped fold with the serial error, and no batch is left running")
  func overlappedFoldStopsLikeSerial() {
    let entries = Self.entries(count: 40, unreadableAt: 12)
    let scorer = Self.scorer(batchSize: 5)
    var serialError: CorpusError?
    do { _ = try scorer.score(entries) } catch { serialError = error }
    var started = 0
    var waited = 0
    var overlappedError: CorpusError?
    do {
      _ = try scorer.score(
        entries,
        startingBatch: { batch in
          started += 1
          let evaluations = batch.map(scorer.evaluate)
          return {
            waited += 1
            return evaluations
          }
        })
    } catch {
      overlappedError = error
    }
    #expect(serialError != nil)
    #expect(overlappedError == serialError)
    #expect(overlappedError?.location == "entry 12")
    #expect(started == waited, "the batch started before the failing fold is waited for")
    #expect(started == 4, "batches 0–2 are read, and the one after the failing batch was already started")
  }

  @Test("skipping invalid entries counts the same with the fold overlapped")
  func overlappedFoldSkipsLikeSerial() throws {
    let entries = Self.entries(count: 30, unreadableAt: 9)
    let scorer = Self.scorer(batchSize: 4, skipsInvalid: true)
    let serial = try scorer.score(entries)
    let overlapped = try scorer.score(entries, startingBatch: { batch in { batch.map(scorer.evaluate) } })
    #expect(serial.skipped == 1)
    #expect(Self.same(overlapped, serial))
  }

  /// React Navigation's settle search as it was written before #28: the spring evaluated at
  /// both ends of every step.
  static func settleDurationEvaluatingTwice(_ spring: ReactNavigationStackStrategy.RNSpring, distance: Double, speed: Double) -> Double {
    guard distance > 0, distance.isFinite else { return 0 }
    let damped = DampedSpring(dampingRatio: spring.dampingRatio, response: spring.response, initialVelocity: speed / distance)
    let step = DampedSpring.settlingSearchStep
    var t = 0.0
    while t < DampedSpring.longestSettlingDuration {
      let left = damped.remaining(at: t) * distance
      let next = damped.remaining(at: t + step) * distance
      let speedNow = abs(next - left) / step
      if left <= 0 || (abs(left) <= spring.restDisplacementThreshold && speedNow <= spring.restSpeedThreshold) { break }
      t += step
    }
    return t
  }

  @Test(
    "rn-stack's settle search, one spring evaluation per step, finds the same duration to the bit",
    arguments: [0.5, 12, 80, 180, 375, 1_024], [-2_000, -300, 0, 150, 900, 4_000])
  func springSettleSearchIsUnchanged(distance: Double, speed: Double) {
    let spring = ReactNavigationStackStrategy.RNSpring.iOSTransition
    let (duration, _) = spring.curve(distance: distance, speed: speed)
    let reference = Self.settleDurationEvaluatingTwice(spring, distance: distance, speed: speed)
    #expect(duration.bitPattern == reference.bitPattern)
  }

  @Test("enums hashed by case: equal values hash equally and every case is its own set member")
  func caseHashing() {
    func check<Value: Hashable & CaseIterable>(_: Value.Type) {
      let all = Array(Value.allCases)
      #expect(Set(all).count == all.count)
      for value in all {
        #expect(value.hashValue == value.hashValue)
        #expect(Set([value, value]).count == 1)
      }
    }
    check(StartRegion.self)
    check(Need.self)
    check(TraceFacet.self)
    check(Hazard.self)
    #expect(Set<StartRegion>([.backEdge, .interior]) == Set([.interior, .backEdge]))
  }
}

/// A batch's evaluations handed from the test's background thread to the folding one (the
/// semaphore orders the write before the read).
private final class EvaluationBox: @unchecked Sendable {
  var value: [TraceEvaluation] = []
}
