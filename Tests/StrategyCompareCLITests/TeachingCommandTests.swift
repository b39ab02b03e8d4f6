import Foundation
import Testing
@testable import StrategyCompareCLI

/// Every `strategy-compare` command a teaching page shows (in a code span or a code block) runs:
/// a reader who copies it gets output, not a usage error. Output blocks themselves are checked
/// by ``DocOutputTests``.
@Suite("Teaching pages' commands")
struct TeachingCommandTests {
  /// The pages a learner reads: README.md and everything under docs/.
  static var pages: [URL] { DocOutputTests.documents }

  /// The subcommands checked by running them: quick and writing no file. `corpus`, `bench`,
  /// `docs`, `import` and `recorder` commands are left to their own suites.
  static let checkedCommands: Set<String> = ["run", "explain", "list", "scenarios", "help"]

  /// The commands in `markdown`: each code span or code-block line that starts with
  /// `strategy-compare ` or `swift run strategy-compare `, up to a `#` comment, split at spaces;
  /// lines with shell syntax (pipes, redirections, substitutions, quotes, placeholders) are left
  /// out, as are commands outside ``checkedCommands`` (a matrix, `--strategies …` alone, counts
  /// as `run`'s sibling and is checked).
  static func commands(in markdown: String) -> [[String]] {
    var found: [[String]] = []
    var candidates: [Substring] = []
    for line in markdown.split(separator: "\n") {
      candidates.append(line.drop { $0 == " " })
      var rest = line[...]
      while let open = rest.firstIndex(of: "`") {
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "`") else { break }
        candidates.append(after[..<close])
        rest = after[after.index(after: close)...]
      }
    }
    for candidate in candidates {
      var text = candidate
      if text.hasPrefix("swift run ") { text = text.dropFirst("swift run ".count) }
      guard text.hasPrefix("strategy-compare ") else { continue }
      if let comment = text.range(of: " #") { text = text[..<comment.lowerBound] }
      if text.contains(where: { "|<>$\"'…[]{}".contains($0) }) || text.contains("...") { continue }
      let arguments = text.dropFirst("strategy-compare ".count).split(separator: " ").map(String.init)
      guard let first = arguments.first else { continue }
      // Placeholders (`NAME`, `ID`) and the reader's own files (`my-trace.json`) are not runnable.
      if arguments.contains(where: { argument in
        (argument.count > 1 && argument.allSatisfy { $0.isUppercase || $0 == "_" })
          || [".json", ".csv", ".jsonl", ".html", ".txt"].contains { argument.hasSuffix($0) }
      }) {
        continue
      }
      if first == "run" && arguments.count == 1 { continue }
      if first.hasPrefix("-") {
        // The matrix: only its quick forms.
        if arguments.contains("--output") { continue }
      } else if !checkedCommands.contains(first) || arguments.contains("--output") {
        continue
      }
      found.append(arguments)
    }
    return found
  }

  @Test("finds commands in code spans and code blocks, and leaves shell lines, placeholders and the reader's files out")
  func extraction() {
    let markdown = """
      Run `strategy-compare run tap -s system-edge` first.
          swift run strategy-compare explain seed   # a comment
      `strategy-compare run <scenario>` and `strategy-compare run tap | less`
      strategy-compare corpus --generate 5
      `strategy-compare explain NAME`, `strategy-compare run my-trace.json`
      """
    #expect(Self.commands(in: markdown) == [["run", "tap", "-s", "system-edge"], ["explain", "seed"]])
  }

  @Test("every command a page shows runs", arguments: pages.map(\.lastPathComponent))
  func commandsRun(page: String) throws {
    let url = try #require(Self.pages.first { $0.lastPathComponent == page })
    let markdown = try String(contentsOf: url, encoding: .utf8)
    for arguments in Self.commands(in: markdown) {
      // The docs' output blocks show many of these commands: each runs once for both suites.
      let output = SharedExecution.shared.execute(arguments)
      #expect(output.status == .success, "\(page): strategy-compare \(arguments.joined(separator: " ")): \(output.standardError)")
    }
  }
}
