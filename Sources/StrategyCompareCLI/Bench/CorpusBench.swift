import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The corpus sections of `bench`: throughput of a generated corpus with one job and with every
/// core, and the peak memory of corpus runs of two sizes, each measured in a fresh child process
/// (peak memory only grows within a process).
enum CorpusBench {
  /// Generated traces scored, with `jobs` threads, through the same pipeline as
  /// `strategy-compare corpus --generate N` (bounded batches, folded in order); with `doubt`,
  /// as `corpus --generate N --doubt`.
  static func score(traces count: Int, jobs: Int, selections: [StrategySelection], doubt: Bool = false) -> Int {
    var options = CorpusOptions()
    options.generate = count
    options.jobs = jobs
    options.doubt = doubt
    let input = CorpusInput.generated(CorpusGenerator(seed: CorpusGenerator.defaultSeed), count: count)
    let scores = try? CorpusCommand.score(input, selections: selections, options: options, emitter: nil)
    return scores?.traces ?? 0
  }

  /// Writes `count` generated traces (seed ``CorpusGenerator/defaultSeed``) as a JSON Lines
  /// file in the temporary directory and returns its path, or why it could not.
  static func writeCorpusFile(traces count: Int) -> Result<String, ChildFailure> {
    let generator = CorpusGenerator(seed: CorpusGenerator.defaultSeed)
    var text = ""
    for index in 0..<count {
      text += TraceEncoder.encodeJSON(generator.trace(at: index), pretty: false)
      text += "\n"
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("strategy-compare-bench-\(ProcessInfo.processInfo.processIdentifier).jsonl").path
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      return .failure(ChildFailure(reason: "could not write \(path)"))
    }
    return .success(path)
  }

  /// The traces of a JSON Lines file read, decoded and scored with `jobs` threads, through the
  /// same pipeline as `strategy-compare corpus FILE.jsonl`.
  static func score(file path: String, jobs: Int, selections: [StrategySelection]) -> Int {
    var options = CorpusOptions()
    options.input = path
    options.jobs = jobs
    guard let input = try? CorpusInput.files(at: path) else { return 0 }
    let scores = try? CorpusCommand.score(input, selections: selections, options: options, emitter: nil)
    return scores?.traces ?? 0
  }

  /// `bench --memory-probe N`: scores N generated traces with every core and prints this
  /// process's peak resident memory, for the parent `bench` to read.
  static func probe(traces count: Int, catalog: StrategyCatalog) -> String {
    let scored = score(traces: count, jobs: ProcessInfo.processInfo.activeProcessorCount, selections: catalog.defaultSelections)
    return "traces \(scored) peakResidentBytes \(peakResidentBytes())\n"
  }

  /// This process's peak resident set size, in bytes.
  ///
  /// On Linux it is `VmHWM` of `/proc/self/status`: the peak of this process's own memory.
  /// `getrusage`'s `ru_maxrss` is not: Linux keeps it across `execve`, so a child started by
  /// `bench` (`posix_spawn` shares the parent's memory until the exec) reported the parent's
  /// peak, and the two memory rows were the parent's figure twice (found in issue #28).
  /// `getrusage` stays the fallback, and the source on other systems.
  static func peakResidentBytes() -> Int {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
      {
        return kilobytes * bytesPerKilobyte
      }
    #endif
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * bytesPerKilobyte
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)
    #endif
  }

  /// Runs this executable as `bench --memory-probe N` and returns the child's peak memory, or
  /// `nil` with the reason when the child could not be run.
  static func peakMemoryOfChild(traces count: Int) -> Result<Int, ChildFailure> {
    // This process's own executable, on Linux and on a Mac alike (`/proc/self/exe` is Linux's).
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let path = FileManager.default.isExecutableFile(atPath: executable.path) ? executable.path : CommandLine.arguments[0]
    // Only the tool itself understands `bench --memory-probe`; a host process (a test runner,
    // an app embedding the CLI library) must not be started again with those arguments.
    guard URL(fileURLWithPath: path).lastPathComponent == executableName else {
      return .failure(ChildFailure(reason: "needs the \(executableName) executable (running inside \(URL(fileURLWithPath: path).lastPathComponent))"))
    }
    let child: ChildOutput
    switch runChild(path, arguments: ["bench", "--memory-probe", String(count)]) {
    case .success(let output): child = output
    case .failure(let failure): return .failure(failure)
    }
    let words = String(decoding: child.standardOutput, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard child.status == 0, let index = words.firstIndex(of: "peakResidentBytes"), index + 1 < words.count,
      let bytes = Int(words[index + 1])
    else {
      return .failure(ChildFailure(reason: "the memory probe exited with status \(child.status)"))
    }
    return .success(bytes)
  }

  /// What a child process printed on standard output, and how it exited.
  struct ChildOutput: Sendable {
    var status: Int32
    var standardOutput: [UInt8]
  }

  /// Runs `executable` with `arguments` (standard error discarded) and waits for it: the
  /// children of the memory section and of `--baseline` (``BaselineBench``).
  static func runChild(_ executable: String, arguments: [String]) -> Result<ChildOutput, ChildFailure> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      return .failure(ChildFailure(reason: "could not start \(executable): \(error.localizedDescription)"))
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .success(ChildOutput(status: process.terminationStatus, standardOutput: Array(data)))
  }

  /// `/proc`'s and Linux `getrusage`'s unit.
  static let bytesPerKilobyte = 1024

  /// The tool's executable name.
  static let executableName = "strategy-compare"

  /// Why a child measurement failed.
  struct ChildFailure: Error, Sendable {
    var reason: String
  }
}
