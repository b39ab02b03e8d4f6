import Foundation

/// The compiler's parser, for the tests that check generated or documented Swift (fix recipes,
/// exported UI tests, the docs' code blocks): `swiftc -parse` reads syntax only, no types, so it
/// runs on Linux without UIKit or XCTest.
package enum SwiftParse {
  /// `swiftc` on `PATH`, or `nil` where there is none (CI has it: it builds the package).
  package static var compiler: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// `swiftc -parse` on `file`: `nil` when it parses, else the compiler's first error line (or
  /// all it said, when no line names an error).
  package static func error(in file: URL, compiler: URL) throws -> String? {
    let process = Process()
    process.executableURL = compiler
    process.arguments = ["-parse", file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return nil }
    let message = String(decoding: data, as: UTF8.self)
    return message.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? message
  }
}
