import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `bench --baseline PATH` and issue #28's targets with their verdicts. No test asserts a time:
/// the baseline here is a script that prints a report of known figures.
@Suite("Bench baseline and targets")
struct BenchBaselineTests {

  /// A stand-in for another build: an executable script printing `report` (or failing).
  static func fakeBaseline(printing report: String, exitStatus: Int = 0) -> TemporaryFile {
    let script = TemporaryFile("#!/bin/sh\ncat <<'REPORT'\n\(report)REPORT\nexit \(exitStatus)\n", suffix: ".sh")
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  /// A `backstrategies-bench/1` report whose one-job corpus row scores `rate` traces per second.
  static func report(oneJobRate rate: Double) -> String {
    let header = BenchReport.Header(
      build: "release", cores: 2, quick: true, workload: "a fake", warmUps: 0, repetitions: 1, checksum: 0)
    let seconds = 400 / rate
    let rows = [
      BenchCommand.Row(
        section: "corpus", name: "400 traces × 12, 1 job", measurement: Measurement(seconds: [seconds]), work: 400,
        unit: "traces", ratioToFloor: nil),
      BenchCommand.Row(
        section: "corpus", name: "400 traces × 12, 2 jobs", measurement: Measurement(seconds: [seconds / 2]), work: 400,
        unit: "traces", ratioToFloor: nil, note: "speed-up ×2.00"),
    ]
    return BenchReport.json(header: header, rows: rows)
  }

  @Test("a missing, a directory's and a non-executable --baseline path fail before measuring, exit 66, naming the path")
  func badPaths() {
    let plain = TemporaryFile("not a program", suffix: ".txt")
    let cases: [(String, String)] = [
      ("/no/such/strategy-compare", "--baseline /no/such/strategy-compare: no such file"),
      (NSTemporaryDirectory(), "is a directory, not a strategy-compare executable"),
      (plain.path, "--baseline \(plain.path): not executable"),
    ]
    for (path, message) in cases {
      let output = StrategyCompare.execute(["bench", "--quick", "--baseline", path])
      #expect(output.status == .noInput)
      #expect(output.status.rawValue == 66)
      #expect(output.standardOutput.isEmpty, "nothing measured")
      #expect(output.standardError.contains(message))
      #expect(output.standardError.split(separator: "\n").count == 1)
    }
    #expect(StrategyCompare.execute(["corpus", "--generate", "3", "--baseline", "x"]).status == .usage)
  }

  @Test("the baseline's one-job corpus rate is read from its JSON report, per trace and strategy")
  func readsTheBaselineReport() {
    // 5,000 traces per second over 12 strategies: 60,000 runs per second.
    let rate = BaselineBench.oneJobCorpusRate(inReport: Array(Self.report(oneJobRate: 5_000).utf8))
    #expect((try? rate.get()).map { abs($0 - 60_000) < 1e-6 } == true)
    #expect(BaselineBench.strategyCount(inRowName: "10000 traces × 9, 1 job") == 9)
    #expect(BaselineBench.strategyCount(inRowName: "10000 traces, 1 job") == nil)
    #expect(BaselineBench.strategyCount(inRowName: "10000 traces × 0, 1 job") == nil)
    let broken: [(String, String)] = [
      ("{", "not JSON"),
      ("{\"format\": \"other/1\", \"rows\": []}", "not backstrategies-bench/1"),
      ("{\"format\": \"backstrategies-bench/1\", \"rows\": []}", "no one-job corpus row"),
    ]
    for (text, reason) in broken {
      guard case .failure(let failure) = BaselineBench.oneJobCorpusRate(inReport: Array(text.utf8)) else {
        Issue.record("\(text) was read")
        continue
      }
      #expect(failure.reason.contains(reason))
    }
  }

  @Test("verdicts: at least and at most, met and not met by how much")
  func verdicts() {
    #expect(BenchTargets.verdict(1.2, atMost: 1.5) == "target ≤ 1.50×: met")
    #expect(BenchTargets.verdict(3.0, atMost: 1.5) == "target ≤ 1.50×: not met (×2.00)")
    #expect(BenchTargets.verdict(1.9, atLeast: 1.9, unit: "×") == "target ≥ 1.9×: met")
    #expect(BenchTargets.verdict(0.95, atLeast: 1.9, unit: "×").hasSuffix(": not met (×0.50)"))
    let summary = BenchCommand.strategySummary([("a", 1.0), ("b", 2.0), ("c", 1.5)])
    #expect(summary.met == false)
    #expect(summary.detail == "2 of 3; the slowest b ×2.00")
    #expect(BenchCommand.strategySummary([("a", 1.0)]).met == true)
    #expect(BenchCommand.strategySummary([]).met == nil)
  }

  @Test("bench --baseline compares one-job corpus rates in the same run and lists every target with its verdict")
  func baselineRun() throws {
    let baseline = Self.fakeBaseline(printing: Self.report(oneJobRate: 1))
    let output = StrategyCompare.execute(["bench", "--quick", "--only", "memory", "--baseline", baseline.path, "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    guard case .array(let rows)? = document["rows"]?.kind, case .array(let targets)? = document["targets"]?.kind else {
      Issue.record("rows and targets")
      return
    }
    let sections = rows.compactMap { row -> String? in
      guard case .string(let section)? = row["section"]?.kind else { return nil }
      return section
    }
    #expect(sections.contains("corpus"), "--baseline runs the corpus section even when --only leaves it out")
    let baselineNotes = rows.compactMap { row -> String? in
      guard row["section"]?.kind == .string("baseline"), case .string(let note)? = row["note"]?.kind else { return nil }
      return note
    }
    #expect(baselineNotes.count == 1)
    // The fake baseline scores one trace per second: any real run is far above 3× that.
    #expect(baselineNotes.first?.hasSuffix("target ≥ 3.0×: met") == true)
    let names = targets.compactMap { target -> String? in
      guard case .string(let name)? = target["name"]?.kind else { return nil }
      return name
    }
    #expect(names.contains("one-job corpus over the baseline"))
    #expect(names.contains("memory flat"))
    #expect(names.contains { $0.hasPrefix("generated corpus, ") } || ProcessInfo.processInfo.activeProcessorCount == 1)
    for target in targets {
      #expect(target["met"] != nil && target["target"] != nil && target["detail"] != nil)
    }
  }

  @Test("a baseline that fails is a 'not measured' row, and bench goes on")
  func failingBaseline() throws {
    let baseline = Self.fakeBaseline(printing: "", exitStatus: 3)
    let output = StrategyCompare.execute(["bench", "--quick", "--only", "corpus", "--baseline", baseline.path])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("baseline    100 traces × \(StrategyCatalog.builtIn.entries.count), 1 job ÷ \(baseline.path)\n"), "the row names the path given")
    #expect(output.standardOutput.contains("not measured: its bench exited with status 3"))
    #expect(output.standardOutput.contains("one-job corpus over the baseline  not measured"))
  }
}
