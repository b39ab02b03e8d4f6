import Foundation
import Testing
import BackStrategiesTestSupport
@testable import StrategyCompareCLI

/// `docs` without DIR writes the repository's docs/images, so it runs only from the
/// repository root: elsewhere it exits 64 in one line and creates nothing; with DIR it runs
/// anywhere.
@Suite("Docs command")
struct DocsCommandTests {
  @Test("the repository's root is recognised; another directory is not")
  func repositoryRoot() {
    #expect(DocsCommand.isRepositoryRoot(Repository.root.path))
    let elsewhere = TemporaryDirectory()
    #expect(!DocsCommand.isRepositoryRoot(elsewhere.path))
    // A package that merely depends on BackStrategies is not its repository.
    elsewhere.write("Package.swift", #".package(url: "https://example.com/BackStrategies.git", branch: "main")"#)
    #expect(!DocsCommand.isRepositoryRoot(elsewhere.path))
  }

  @Test("without DIR outside the repository: exit 64, one line, nothing created", arguments: [false, true])
  func refusedOutside(check: Bool) {
    let elsewhere = TemporaryDirectory()
    #expect(throws: CLIError.self) {
      try DocsCommand(catalog: .builtIn).run(check: check, directory: nil, currentDirectory: elsewhere.path)
    }
    #expect(elsewhere.files.isEmpty)
  }

  @Test("the built tool run outside the repository refuses; with DIR it writes there")
  func builtToolOutside() throws {
    let elsewhere = TemporaryDirectory()
    let refused = try #require(try BuiltTool.shell("exec \"$0\" docs", directory: elsewhere.path))
    #expect(refused.status == 64)
    #expect(refused.standardOutput.isEmpty)
    #expect(refused.standardError.hasPrefix("strategy-compare: error: docs without DIR writes the repository's docs/images"))
    #expect(refused.standardError.filter { $0 == "\n" }.count == 1)
    #expect(elsewhere.files.isEmpty, "no ./docs/images made")
    let written = try #require(try BuiltTool.shell("exec \"$0\" docs pictures", directory: elsewhere.path))
    #expect(written.status == 0)
    #expect(elsewhere.files == ["pictures"])
  }
}
