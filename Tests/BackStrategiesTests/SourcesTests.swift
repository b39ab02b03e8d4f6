import Foundation
import Testing
import BackStrategiesTestSupport
import BackStrategies
@testable import BackStrategiesSupport

/// docs/sources.md lists every source by key; code and docs cite those keys and nothing outside
/// the repository.
@Suite("Sources")
struct SourcesTests {
  static let root = Repository.root

  /// The keys: the first cell of every table row under a `| key |` header in docs/sources.md.
  static func keys() throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/sources.md"), encoding: .utf8)
    var keys: [String] = []
    var inKeyTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else { inKeyTable = false; continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 2 else { continue }
      if cells[1] == "key" { inKeyTable = true; continue }
      if inKeyTable && !cells[1].hasPrefix("---") { keys.append(cells[1]) }
    }
    return keys
  }

  @Test("docs/sources.md lists the seeds, UIKit 26.1, every peer library and platform, and the recordings")
  func keysListed() throws {
    let keys = try Self.keys()
    for expected in [
      "seed 000", "seed 001", "seed 002", "seed 003", "seed 004", "UIKit 26.1", "FDFullscreenPopGesture",
      "MLTransition", "MLNavigationController", "TZScrollViewPopGesture", "SloppySwiper", "Flutter", "AOSP",
      "evemu-recordings",
    ] {
      #expect(keys.contains(expected), "docs/sources.md has no key '\(expected)'")
    }
    #expect(Set(keys).count == keys.count, "a key is listed twice")
  }

  @Test("every built-in strategy's origin cites a key of docs/sources.md", arguments: StrategyCatalog.builtIn.entries.map(\.descriptor))
  func originsCiteKeys(descriptor: StrategyDescriptor) throws {
    let keys = try Self.keys()
    #expect(keys.contains { descriptor.origin.contains($0) }, "\(descriptor.id): origin '\(descriptor.origin)' names no source key")
  }

  @Test("no source, test or document cites the design notes, the seeds' files or the issue tracker")
  func nothingCitedFromOutside() throws {
    // Built from pieces so this file does not match itself.
    let outside = ["peers" + "-ios", "peers" + "-crossplatform", "seed" + "-rules.md", "shared" + "/design", "issue 6 of" + " this"]
    var files = [Self.root.appendingPathComponent("README.md")]
    for folder in ["Sources", "Tests", "docs"] {
      let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if ["swift", "md"].contains(url.pathExtension) { files.append(url) }
      }
    }
    #expect(files.count > 100)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for phrase in outside where text.contains(phrase) {
        Issue.record("\(file.path.dropFirst(Self.root.path.count + 1)) cites '\(phrase)': cite a key of docs/sources.md")
      }
    }
  }
}
