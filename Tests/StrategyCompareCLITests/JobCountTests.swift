import Foundation
import Testing
import BackStrategiesTestSupport
@testable import StrategyCompareCLI

/// `--jobs N` above the cores warns once and uses the cores: the scores are the same for any N.
@Suite("Job count")
struct JobCountTests {
  @Test("workers: the request, at most the cores, every core by default")
  func workers() {
    #expect(JobCount.workers(requested: nil, cores: 8) == 8)
    #expect(JobCount.workers(requested: 3, cores: 8) == 3)
    #expect(JobCount.workers(requested: 100_000, cores: 8) == 8)
    #expect(JobCount.workers(requested: 1, cores: 1) == 1)
  }

  @Test("a warning only above the cores")
  func warning() {
    #expect(JobCount.warning(requested: nil, cores: 2) == nil)
    #expect(JobCount.warning(requested: 2, cores: 2) == nil)
    #expect(
      JobCount.warning(requested: 100_000, cores: 2)
        == "--jobs 100000 is more than the 2 cores of this machine; using 2 (the scores are the same for any --jobs)")
    #expect(JobCount.warning(requested: 4, cores: 1)?.contains("the 1 core of this machine; using 1") == true)
  }

  @Test("corpus and recommend with --jobs far above the cores warn in one line and print the same", arguments: ["corpus", "recommend"])
  func hugeJobCount(command: String) {
    let base = command == "corpus" ? ["corpus", "--generate", "40", "--format", "json"] : ["recommend", "--generate", "40", "--format", "json"]
    let serial = StrategyCompare.execute(base + ["--jobs", "1"])
    let huge = StrategyCompare.execute(base + ["--jobs", "100000"])
    #expect(huge.status == .success)
    #expect(huge.standardOutput == serial.standardOutput)
    #expect(huge.standardError == "strategy-compare: warning: \(JobCount.warning(requested: 100_000)!)\n")
    #expect(serial.standardError.isEmpty)
  }
}
