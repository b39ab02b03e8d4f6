import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesSupport

/// The README names every built-in strategy and preset (its output blocks:
/// StrategyCompareCLITests/DocOutputTests.swift).
@Suite("README")
struct ReadmeTests {
  @Test("README lists every built-in strategy with every preset, and the two commands")
  func strategiesListed() throws {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("swift run strategy-compare"))
    #expect(readme.contains("swift test"))
    for entry in StrategyCatalog.builtIn.entries {
      let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `\(entry.descriptor.id)` |") })
      for preset in entry.presets { #expect(row.contains("`\(preset.name)`"), "README misses \(entry.descriptor.id):\(preset.name)") }
    }
  }
}
