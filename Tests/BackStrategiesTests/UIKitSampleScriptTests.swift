import Foundation
import Testing
import BackStrategiesTestSupport

/// `scripts/typecheck-uikit-samples.sh` (docs/testing.md): what it can do off a Mac. The type
/// check itself needs the iOS SDK and runs only on a Mac, before a release.
@Suite("UIKit sample script")
struct UIKitSampleScriptTests {
  static let script = Repository.root.appendingPathComponent("scripts/typecheck-uikit-samples.sh")

  /// Runs the script with `arguments`: its exit status and standard output.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  #if !os(macOS)
    @Test("off a Mac it says it skipped, and why, and exits 0")
    func skipsOffAMac() throws {
      let (status, output) = try Self.run([])
      #expect(status == 0)
      #expect(output.contains("skipped:"))
      #expect(output.contains("Apple's licence"))
    }
  #endif

  @Test("--extract-only wraps every Swift block of the teaching pages, and every wrapped file and the harness parse")
  func extractedFilesParse() throws {
    let compiler = try #require(SwiftParse.compiler, "swiftc is not on PATH")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-samples-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (status, _) = try Self.run(["--extract-only", directory.path])
    #expect(status == 0)
    let table = try String(contentsOf: directory.appendingPathComponent("samples.tsv"), encoding: .utf8)
    let rows = table.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    // learn.md step 5's subclass and its property-animator variant are among them, whole.
    #expect(rows.contains { $0[1].hasPrefix("docs/learn.md:") && $0[2] == "top-level" })
    #expect(rows.count >= 10, "only \(rows.count) samples")
    let learnBlocks = try String(contentsOf: Repository.root.appendingPathComponent("docs/learn.md"), encoding: .utf8)
      .components(separatedBy: "\n```swift\n").count - 1
    #expect(rows.filter { $0[1].hasPrefix("docs/learn.md:") }.count == learnBlocks)
    for row in rows {
      let error = try SwiftParse.error(in: directory.appendingPathComponent(row[0]), compiler: compiler)
      #expect(error == nil, "\(row[1]) wrapped as \(row[2]): \(error ?? "")")
    }
    let harness = try SwiftParse.error(in: directory.appendingPathComponent("harness.swift"), compiler: compiler)
    #expect(harness == nil, "the harness: \(harness ?? "")")
  }

  @Test("an unknown option is a usage error (64)")
  func badUsage() throws {
    #expect(try Self.run(["--bogus"]).status == 64)
  }
}
