import Foundation
import Testing

/// `scripts/learn-time.py` measures how long docs/learn.md takes (its header says how), and the
/// page states what it measures: a page edited without re-running `--write` fails here, as does
/// a core path longer than 2 h 30.
@Suite("Learn time script")
struct LearnTimeScriptTests {
  static let root = DocOutputTests.root.path

  @Test("docs/learn.md states the times the script measures, and its core path is within 2 h 30")
  func pageStatesTheMeasure() throws {
    let result = try BuiltTool.shell(#"python3 scripts/learn-time.py --check --tool "$0""#, directory: Self.root)
    guard let result else { return }
    #expect(result.status == 0, "python3 scripts/learn-time.py --check: \(result.standardError)")
  }

  @Test("it counts prose, Swift, outputs, figures, exercises and Read: links, core and optional apart")
  func countsAFixture() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("learn-time-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="1600"></svg>"#
      .write(to: directory.appendingPathComponent("images/f.svg"), atomically: true, encoding: .utf8)
    try "# Linked\n\n## Part\n\none two three four\n\n## Other\n\nfive\n"
      .write(to: directory.appendingPathComponent("linked.md"), atomically: true, encoding: .utf8)
    let page = """
      # Title

      ## 1. Step

      one two three

      ```swift
      let a = 1
      ```

      ![f](images/f.svg)

      **Exercise (change the code).** Run `strategy-compare list`.

      <details><summary>Answer</summary>

      four

      </details>

      Read: [part](linked.md#part).

      ## Extra (optional)

      five six

      <!-- learn-time:core -->X<!-- /learn-time -->

      """
    try page.write(to: directory.appendingPathComponent("learn.md"), atomically: true, encoding: .utf8)
    let result = try BuiltTool.shell(
      #"python3 "$1/scripts/learn-time.py" --page "$2/learn.md" --tool "$0""#, [Self.root, directory.path])
    guard let result else { return }
    #expect(result.status == 0, "\(result.standardError)")
    let table = result.standardOutput
    // Core: "# Title" (2) + "## 1. Step" (3) + "one two three" (3) + the exercise's question (7) +
    // "Answer four" (2) + "Read: [part](linked.md#part)." (2) = 19 words of prose; optional:
    // "## Extra (optional)" (3) + "five six" (2) + the span's "X" (1) = 6.
    #expect(table.contains("| prose, words (at 200 wpm) | 19 | 6 |"), "\(table)")
    #expect(table.contains("| Swift, words (each counts 2) | 4 | 0 |"), "\(table)")
    #expect(table.contains("| figures (height, px) | 1 (1,600) | 0 (0) |"), "\(table)")
    #expect(table.contains("| exercises (of which change code) | 1 (1) | 0 (0) |"), "\(table)")
    #expect(table.contains("| sections linked from \"Read:\", words | — | 6 |"), "\(table)")
    #expect(table.contains("core sections: (top); 1. Step"), "\(table)")
    #expect(table.contains("optional sections: Extra (optional)"), "\(table)")
  }
}
