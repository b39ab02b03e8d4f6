import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `bench --baseline PATH`: another build's `strategy-compare` measured in the same run, so that
/// "this build against the previous release" is a ratio of two figures taken minutes apart on
/// the same machine, not across days (issue #28: "a `bench --baseline PATH` option that runs
/// another build's binary in the same run").
///
/// The baseline runs its own `bench --only corpus --format json` as a child process, once
/// before this build's corpus section and once after it; the baseline's rate is the mean of
/// the two, so a machine that speeds up or slows down during the run favours neither build.
struct BaselineBench: Sendable {
  /// The other build's executable.
  let executable: String

  /// Why a baseline path cannot be used, in one line naming it; `nil` when it can.
  static func problem(with path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "--baseline \(path): no such file" }
    if isDirectory.boolValue { return "--baseline \(path): is a directory, not a strategy-compare executable" }
    guard FileManager.default.isExecutableFile(atPath: path) else { return "--baseline \(path): not executable" }
    return nil
  }

  /// The baseline's one-job corpus rate in runs (a trace × a strategy) per second, or why it
  /// could not be measured.
  func corpusRate(quick: Bool) -> Result<Double, CorpusBench.ChildFailure> {
    let arguments = ["bench", "--only", BenchSection.corpus.rawValue, "--format", "json"] + (quick ? ["--quick"] : [])
    switch CorpusBench.runChild(executable, arguments: arguments) {
    case .failure(let failure):
      return .failure(failure)
    case .success(let child) where child.status != 0:
      // The row names the executable; the reason need not repeat it.
      return .failure(CorpusBench.ChildFailure(reason: "its bench exited with status \(child.status)"))
    case .success(let child):
      return Self.oneJobCorpusRate(inReport: child.standardOutput)
    }
  }

  /// The one-job rate of the `corpus` row measured with one job in a `backstrategies-bench/1`
  /// JSON report, per trace and strategy: its `ratePerSecond` (traces) times the strategies its
  /// name counts (`10000 traces × 9, 1 job`), since a build with fewer strategies scores a
  /// trace in fewer runs (issue #45: "a one-job corpus per trace and strategy"). Or why the
  /// report has none.
  static func oneJobCorpusRate(inReport bytes: [UInt8]) -> Result<Double, CorpusBench.ChildFailure> {
    let root: JSONValue
    do throws(TraceError) {
      root = try JSONParser.parse(bytes)
    } catch {
      return .failure(CorpusBench.ChildFailure(reason: "the baseline's report is not JSON (\(error.place): \(error.message))"))
    }
    guard case .string(let format)? = root["format"]?.kind, format == BenchReport.format else {
      return .failure(CorpusBench.ChildFailure(reason: "the baseline's report is not \(BenchReport.format)"))
    }
    guard case .array(let rows)? = root["rows"]?.kind else {
      return .failure(CorpusBench.ChildFailure(reason: "the baseline's report has no rows"))
    }
    for row in rows {
      guard case .string(let section)? = row["section"]?.kind, section == BenchSection.corpus.rawValue,
        case .string(let name)? = row["name"]?.kind, name.hasSuffix(", 1 job"),
        case .number(let rate)? = row["ratePerSecond"]?.kind
      else { continue }
      guard let strategies = strategyCount(inRowName: name) else {
        return .failure(CorpusBench.ChildFailure(reason: "the baseline's corpus row '\(name)' does not say how many strategies it ran"))
      }
      return .success(rate * Double(strategies))
    }
    return .failure(CorpusBench.ChildFailure(reason: "the baseline's report has no one-job corpus row"))
  }

  /// `N` of a corpus row named `… traces × N, 1 job`, if it is a positive count.
  static func strategyCount(inRowName name: String) -> Int? {
    guard let times = name.range(of: " × "), let comma = name.range(of: ",", range: times.upperBound..<name.endIndex) else { return nil }
    guard let count = Int(name[times.upperBound..<comma.lowerBound]), count > 0 else { return nil }
    return count
  }
}
