import BackStrategiesTestSupport
@testable import StrategyCompareCLI

/// `StrategyCompare.execute(ARGUMENTS)` for the commands the docs show, run once per distinct
/// argument list for every suite that asks: the docs' output blocks (`DocOutputTests`) and the
/// teaching pages' commands (`TeachingCommandTests`) show many of the same ones, among them the
/// matrix of every strategy on every scenario on two releases. A second suite asking for the
/// same command gets the first one's output (waiting for it if it is being computed) instead of
/// running it again: `execute` is a function of its arguments (it writes nothing for these
/// commands, reads no standard input, and is given no terminal width), so the output is the same.
///
/// Only commands that write no file and read no standard input are shared (``shares(_:)``); any
/// other runs as asked, every time.
final class SharedExecution: Sendable {
  /// The executions every suite shares.
  static let shared = SharedExecution()

  private let outputs = OncePerInput<[String], StrategyCompare.Output>()

  /// How many distinct commands were run (each once).
  var executionCount: Int { outputs.count }

  /// The commands whose output may be shared: the matrix (no command, or options only) and
  /// `run`, `explain`, `list`, `scenarios` and `help`, without `--output` or `-o` (a file
  /// written, `--output=FILE` too) or `-` (standard input).
  static func shares(_ arguments: [String]) -> Bool {
    guard let first = arguments.first else { return true }
    guard first.hasPrefix("-") || ["run", "explain", "list", "scenarios", "help"].contains(first) else { return false }
    return !arguments.contains { $0 == "-" || $0 == "-o" || $0.hasPrefix("--output") }
  }

  /// What `StrategyCompare.execute(arguments)` gives: computed once for a shared command,
  /// run now for any other.
  func execute(_ arguments: [String]) -> StrategyCompare.Output {
    guard Self.shares(arguments) else { return StrategyCompare.execute(arguments) }
    return outputs.value(for: arguments) { StrategyCompare.execute(arguments) }
  }
}
