import Foundation

/// One of the repository's `scripts/` run as a child process, for the tests of its usage and
/// refusals.
package enum ScriptRun {
  /// What a run left: its exit status, standard output and standard error.
  package typealias Result = (status: Int32, output: String, error: String)

  /// Runs `executable` (a path, or a program `/usr/bin/env` finds on `PATH`, such as `python3`)
  /// with `arguments`, and waits for it.
  package static func run(_ executable: String, _ arguments: [String]) throws -> Result {
    let process = Process()
    if executable.hasPrefix("/") {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [executable] + arguments
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
  }
}
