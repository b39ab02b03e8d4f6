import Foundation
import Testing
import BackStrategiesTestSupport

/// The Swift a page shows a learner (the UIKit code to write in learn.md and on the strategy
/// pages, the library calls in contract.md and choosing.md) is at least valid Swift: every
/// ```` ```swift ```` block under `docs/` goes through the compiler's parser (`swiftc -parse`).
///
/// A parse, not a type check: the UIKit samples need UIKit, which this test cannot assume (it
/// runs on Linux too), and many are fragments (a method, a delegate answer) written to be pasted
/// into a class. The library's own samples in README.md are compiled and run by ReadmeCodeTests;
/// the pages' output blocks by DocOutputTests; their commands by TeachingCommandTests.
@Suite("Doc code samples")
struct DocCodeSampleTests {
  static let docs = Repository.root.appendingPathComponent("docs")

  /// Every `swift` fenced block under `docs/`, with the page and the block's first line.
  static func samples() throws -> [(page: String, line: Int, code: String)] {
    let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
    var pages: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "md" { pages.append(url) }
    }
    var found: [(page: String, line: Int, code: String)] = []
    for page in pages.sorted(by: { $0.path < $1.path }) {
      let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
      var start: Int?
      var code: [String] = []
      for (index, line) in lines.enumerated() {
        if let open = start {
          if line.hasPrefix("```") {
            found.append((String(page.path.dropFirst(docs.path.count + 1)), open + 1, code.joined(separator: "\n") + "\n"))
            start = nil
          } else {
            code.append(line)
          }
        } else if line == "```swift" {
          start = index + 1
          code = []
        }
      }
    }
    return found
  }

  @Test("every swift block in docs/ parses (swiftc -parse)")
  func samplesParse() throws {
    let compiler = try #require(SwiftParse.compiler, "swiftc is not on PATH")
    let samples = try Self.samples()
    #expect(samples.count >= 20, "found only \(samples.count) swift blocks under docs/")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-code-samples-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (index, sample) in samples.enumerated() {
      let file = directory.appendingPathComponent("sample-\(index).swift")
      try Data(sample.code.utf8).write(to: file)
      let error = try SwiftParse.error(in: file, compiler: compiler)
      #expect(error == nil, "docs/\(sample.page), the swift block at line \(sample.line): \(error ?? "")")
    }
  }

  @Test("the parse check fails on Swift that does not parse")
  func parseCheckCanFail() throws {
    let compiler = try #require(SwiftParse.compiler, "swiftc is not on PATH")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-code-sample-broken-\(ProcessInfo.processInfo.processIdentifier).swift")
    try Data("func pop( {\n  let x =\n}\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try SwiftParse.error(in: file, compiler: compiler) != nil)
  }
}
