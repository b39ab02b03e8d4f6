/// Repeated timings of one piece of work: a warm-up, then several runs, summarised by the
/// median and the spread (fastest and slowest). Machines here are noisy: quote the median.
struct Measurement: Sendable {
  /// Seconds of each timed run, in the order taken.
  var seconds: [Double]

  /// The median run time, in seconds.
  var median: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The fastest run, in seconds.
  var fastest: Double { seconds.min() ?? 0 }
  /// The slowest run, in seconds.
  var slowest: Double { seconds.max() ?? 0 }

  /// Times `work` `repetitions` times after `warmUps` untimed runs. `work` returns a checksum
  /// that is kept so the optimiser cannot drop the work.
  static func take(warmUps: Int, repetitions: Int, _ work: () -> Int) -> (Measurement, checksum: Int) {
    withoutActuallyEscaping(work) { work in
      let (measurements, checksum) = takeInterleaved(warmUps: warmUps, repetitions: repetitions, [work])
      return (measurements[0], checksum)
    }
  }

  /// Times several pieces of work in alternation: each warm-up runs every one in turn, then
  /// each round times every one in turn, so a machine that slows down or speeds up partway
  /// (a noisy neighbour) weighs on all of them alike, and a ratio of their medians compares
  /// like with like. Returns one measurement per piece of work, in the order given.
  static func takeInterleaved(warmUps: Int, repetitions: Int, _ works: [() -> Int]) -> ([Measurement], checksum: Int) {
    var checksum = 0
    for _ in 0..<warmUps {
      for work in works { checksum &+= work() }
    }
    var seconds = [[Double]](repeating: [], count: works.count)
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      for (index, work) in works.enumerated() {
        var result = 0
        let elapsed = clock.measure { result = work() }
        checksum &+= result
        seconds[index].append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
      }
    }
    return (seconds.map(Measurement.init(seconds:)), checksum)
  }
}
