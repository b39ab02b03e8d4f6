import Foundation
import Testing
import BackStrategiesTestSupport

/// `scripts/callgrind-bench-rows.py` (docs/performance.md, "The bench's rows counted in
/// instructions"): its refusals, and its reading of a kept run (`--from DIR`) on a run made up
/// here, part by part. Running the bench under valgrind takes about a minute and is not done here.
@Suite("callgrind bench-rows script")
struct CallgrindBenchRowsScriptTests {
  static let script = Repository.root.appendingPathComponent("scripts/callgrind-bench-rows.py")

  /// Runs the script with `arguments`: its exit status, standard output and standard error.
  static func run(_ arguments: [String]) throws -> ScriptRun.Result {
    try ScriptRun.run("python3", [script.path] + arguments)
  }

  /// The trigger callgrind names when `Measurement.takeInterleaved` starts, and when it starts a
  /// piece of work (a closure inside it), as a release build's symbols spell them.
  static let entry = "--dump-before=$s18StrategyCompareCLI11MeasurementV15takeInterleaved7warmUps11repetitions_SayACG_Si8checksumtSi_SiSaySiycGtFZTf4nnnd_n"
  static let work = "--dump-before=$s18StrategyCompareCLI11MeasurementV15takeInterleaved7warmUps11repetitions_SayACG_Si8checksumtSi_SiSaySiycGtFZyyXEfU_TA"

  /// A kept run of a bench of 2 traces, no warm-up and 2 timed runs: the floor row, the strategy
  /// rows `a` (floor 800 and 820 over the 2 traces, strategy 1,300 and 1,200) and `b` (floor 810
  /// and 800, strategy 2,000 and 2,100), then the weighed row. Each part is what ran after the
  /// trigger of the part before it; the last is written at the program's end. `dropLastWork`
  /// leaves out the last part, as if the bench measured one piece of work fewer.
  static func keptRun(in directory: TemporaryDirectory, dropLastWork: Bool = false) {
    directory.write(
      "bench.json",
      """
      {"format": "backstrategies-bench/1", "tool": "strategy-compare 0.1.0 (BackStrategies)", "build": "release",
       "workload": "2 traces (the 2 built-in scenarios × 1), 80 samples", "warmUps": 0, "repetitions": 2,
       "rows": [{"section": "floor", "name": "decode + one pass"}, {"section": "strategy", "name": "a"},
                {"section": "strategy", "name": "b"}, {"section": "weighed", "name": "2 strategies"}],
       "targets": [{"name": "strategies within 1.5× the floor", "value": 2.5, "target": 1.5, "met": false}]}
      """)
    // (trigger at the part's end, instructions in the part)
    var parts: [(String, Int)] = [(entry, 5_000)]
    parts += [(work, 10), (work, 790), (entry, 900)]  // the floor row: setup, then its two runs
    parts += [(work, 10), (work, 800), (work, 1_300), (work, 820), (entry, 1_200)]  // row a
    parts += [(work, 10), (work, 810), (work, 2_000), (work, 800), (entry, 2_100)]  // row b
    parts += [(work, 10), (work, 3_000), (work, 9_000), (work, 3_000), ("Program termination", 9_500)]  // weighed
    if dropLastWork { parts.removeLast(2); parts.append(("Program termination", 9_500)) }
    for (index, part) in parts.enumerated() {
      let name = index == parts.count - 1 ? "cg.out" : "cg.out.\(index + 1)"
      directory.write(name, "version: 1\ncreator: callgrind\npart: \(index + 1)\ndesc: Trigger: \(part.0)\nsummary: \(part.1)\ntotals: \(part.1)\n")
    }
  }

  @Test("--from reads a kept run: per row, the fewer of its runs per trace against the floor's in the same row")
  func readsAKeptRun() throws {
    let directory = TemporaryDirectory()
    Self.keptRun(in: directory)
    let result = try Self.run(["--from", directory.path])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    // a: min(1,300, 1,200) / 2 = 600 against min(800, 820) / 2 = 400; b: 1,000 against 400.
    #expect(lines.count == 5, "\(result.output)")
    #expect(lines.first?.hasPrefix("strategy-compare 0.1.0 (BackStrategies), 2 traces") == true)
    #expect(lines[2].split(separator: " ", omittingEmptySubsequences: true) == ["a", "600", "400", "1.50"])
    #expect(lines[3].split(separator: " ", omittingEmptySubsequences: true) == ["b", "1,000", "400", "2.50"])
    #expect(lines[4] == "1 of 2 rows within 1.5x the floor in instructions")
    let sorted = try Self.run(["--from", directory.path, "--sort"])
    #expect(sorted.output.split(separator: "\n").map(String.init)[2].hasPrefix("b "), "the highest ratio first")
  }

  @Test("a run whose parts are not the bench's shape is refused, naming what it found")
  func refusesAnotherShape() throws {
    let directory = TemporaryDirectory()
    Self.keptRun(in: directory, dropLastWork: true)
    let result = try Self.run(["--from", directory.path])
    #expect(result.status == 1)
    #expect(result.error.contains("callgrind-bench-rows: error: \(directory.path): 4 calls of takeInterleaved with [2, 4, 4, 3] pieces of work, expected [2, 4, 4, 4]: the bench's measuring changed"), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test(
    "bad usage exits 64 and names the fault; a missing build or run exits 66",
    arguments: [
      ([String](), Int32(64), "callgrind-bench-rows: error: no BINARY given"),
      (["/bin/sh", "--jobs", "2"], 64, "callgrind-bench-rows: error: unknown option '--jobs'"),
      (["/bin/sh", "--keep"], 64, "callgrind-bench-rows: error: --keep needs a directory"),
      (["/bin/sh", "--from", "/"], 64, "callgrind-bench-rows: error: --from reads a kept run: give no BINARY and no --keep"),
      (["/no/such/strategy-compare"], 66, "callgrind-bench-rows: error: /no/such/strategy-compare: not an executable file"),
      (["--from", "/no/such/run"], 66, "callgrind-bench-rows: error: /no/such/run: not a directory"),
    ])
  func refusals(arguments: [String], status: Int32, message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == status)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}
