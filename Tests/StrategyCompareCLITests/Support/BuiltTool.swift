import Foundation
import Testing

/// The built `strategy-compare` run as a user runs it, for what only a real process shows: its
/// own standard descriptors (`-o /dev/stdout` into a pipe, `>>` appending), its standard
/// input being a terminal, its current directory.
enum BuiltTool {
  /// What one run printed and how it exited.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The tool, or `nil` (recorded as an issue) when it is not built next to the tests.
  static func path() -> String? {
    guard let tool = CorpusMergeTests.builtTool() else {
      Issue.record("strategy-compare is not built next to the tests; run 'swift build' first")
      return nil
    }
    return tool.path
  }

  /// Runs `script` with `/bin/sh -c`, `$0` being the tool and `$1`, `$2`… `arguments`, so a
  /// test can redirect as a shell does (`"$0" run tap -o /dev/stdout >> "$1"`); standard
  /// input is `input` (empty when `nil`), standard output and error are captured.
  static func shell(_ script: String, _ arguments: [String] = [], input: FileHandle? = nil, directory: String? = nil) throws -> Result? {
    guard let tool = path() else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, tool] + arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe(), error = Pipe()
    process.standardInput = input ?? FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Standard error is read on another thread, so neither pipe can fill while the other waits.
    let errorText = ErrorText()
    let reader = Thread { errorText.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: printed, as: UTF8.self),
      standardError: String(decoding: errorText.wait(), as: UTF8.self))
  }

  /// Standard error's bytes, handed from the thread that read them.
  final class ErrorText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ value: Data) {
      data = value
      done.signal()
    }

    func wait() -> Data {
      done.wait()
      return data
    }
  }
}
