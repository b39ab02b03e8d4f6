import Foundation
import Testing
import BackStrategiesTestSupport

/// `scripts/callgrind-compare.sh` (docs/performance.md, "Instructions per run against another
/// build"): its usage and its refusals, which come before any valgrind run. The counting itself
/// takes minutes under valgrind and is not run here.
@Suite("callgrind comparison script")
struct CallgrindCompareScriptTests {
  static let script = Repository.root.appendingPathComponent("scripts/callgrind-compare.sh")

  /// Runs the script with `arguments`: its exit status, standard output and standard error.
  static func run(_ arguments: [String]) throws -> ScriptRun.Result {
    try ScriptRun.run("/bin/bash", [script.path] + arguments)
  }

  /// An executable that stands in for a build: the refusals come before it is run.
  static let anyExecutable = "/bin/sh"

  @Test("--help prints the header: what it measures and how the start-up is cancelled")
  func help() throws {
    let (status, output, _) = try Self.run(["--help"])
    #expect(status == 0)
    #expect(output.contains("scripts/callgrind-compare.sh OLD_BINARY NEW_BINARY [options]"))
    #expect(output.contains("(instructions scoring N traces − instructions scoring the first K of them) / (N − K)"))
    #expect(output.contains("--together-only"))
  }

  @Test(
    "bad usage exits 64 and names the fault; a missing build exits 66",
    arguments: [
      ([String](), Int32(64), "usage: scripts/callgrind-compare.sh OLD_BINARY NEW_BINARY"),
      ([anyExecutable], 64, "usage: "),
      (["/no/such/strategy-compare", anyExecutable], 66, "callgrind-compare: error: /no/such/strategy-compare: not an executable file"),
      ([anyExecutable, anyExecutable, "--traces", "1"], 64, "callgrind-compare: error: --traces needs a whole number of at least 2, got '1'"),
      ([anyExecutable, anyExecutable, "--traces", "10", "--small", "10"], 64, "callgrind-compare: error: --small needs a whole number from 1 to 9, got '10'"),
      ([anyExecutable, anyExecutable, "--no-together", "--together-only"], 64, "callgrind-compare: error: --no-together and --together-only leave nothing to measure"),
      ([anyExecutable, anyExecutable, "--jobs", "2"], 64, "callgrind-compare: error: unknown option '--jobs'"),
    ])
  func refusals(arguments: [String], status: Int32, message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == status)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}
