import Foundation
import Testing
import BackStrategiesTestSupport

/// docs/learn.md is a timed path: its stated reading time is its measured word count, and that of
/// every section it asks the reader to read, at 200 words a minute, plus its commands; and each
/// step has the parts the page promises.
@Suite("Learn docs")
struct LearnDocsTests {
  static let docs = Repository.root.appendingPathComponent("docs")

  static func text(_ relative: String) throws -> String {
    try String(contentsOf: docs.appendingPathComponent(relative), encoding: .utf8)
  }

  /// Words as `wc -w` counts them: runs of non-whitespace.
  static func words(_ text: String) -> Int {
    text.split(whereSeparator: { $0.isWhitespace }).count
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
  static func slug(_ heading: String) -> String {
    String(
      heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
        .map { $0 == " " ? "-" : $0 })
  }

  /// The section under the heading whose anchor is `anchor`, heading included, up to the next
  /// heading of the same or a higher level; nil if no heading has that anchor.
  static func section(_ markdown: String, anchor: String) -> String? {
    var lines: [Substring] = []
    var level: Int?
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle() }
      let hashes = line.prefix { $0 == "#" }.count
      let isHeading = !inFence && hashes > 0 && line.dropFirst(hashes).hasPrefix(" ")
      if isHeading, let open = level, hashes <= open { break }
      if level == nil, isHeading, slug(String(line.dropFirst(hashes + 1))) == anchor { level = hashes }
      if level != nil { lines.append(line) }
    }
    return level == nil ? nil : lines.joined(separator: "\n")
  }

  /// The link targets in `markdown`'s paragraphs that start with `prefix`.
  static func links(in markdown: String, paragraphsStartingWith prefix: String) -> [String] {
    markdown.components(separatedBy: "\n\n").filter { $0.hasPrefix(prefix) }.flatMap { paragraph in
      paragraph.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
    }
  }

  /// What the reader is asked to read besides the page: every "Read:" link and field.md's answer.
  static func readings(_ learn: String) -> [String] {
    var seen: [String] = []
    for link in links(in: learn, paragraphsStartingWith: "Read:") + ["field.md#the-answer"] where !seen.contains(link) {
      seen.append(link)
    }
    return seen
  }

  static func wordsOf(link: String) throws -> Int? {
    let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
    let markdown = try text(parts[0])
    guard parts.count == 2 else { return words(markdown) }
    return section(markdown, anchor: parts[1]).map(words)
  }

  /// The number in the first cell after `label` in the timing table.
  static func tableNumber(_ learn: String, row label: String, column: Int) -> Double? {
    for line in learn.split(separator: "\n") where line.hasPrefix("| \(label)") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > column else { return nil }
      let digits = cells[column].replacingOccurrences(of: "*", with: "").replacingOccurrences(of: ",", with: "")
      return Double(digits.split(separator: " ").first.map { String($0) } ?? "")
    }
    return nil
  }

  @Test("every Read: link and field.md's answer exist, anchors included")
  func readingsExist() throws {
    let learn = try Self.text("learn.md")
    let readings = Self.readings(learn)
    #expect(readings.count > 10)
    for link in readings {
      #expect(try Self.wordsOf(link: link) != nil, "learn.md links '\(link)', which has no such heading")
    }
  }

  @Test("the stated word counts are the measured ones (within 5 %, as linked pages change), and the total is 2 to 3 hours")
  func statedTimeIsMeasured() throws {
    let learn = try Self.text("learn.md")
    let page = Double(Self.words(learn))
    let linked = Double(try Self.readings(learn).reduce(0) { $0 + (try Self.wordsOf(link: $1) ?? 0) })
    let statedPage = try #require(Self.tableNumber(learn, row: "this page", column: 1))
    let statedLinked = try #require(Self.tableNumber(learn, row: "the sections", column: 1))
    #expect(abs(statedPage - page) <= 0.05 * page, "learn.md states \(statedPage) words for itself; wc -w gives \(page)")
    #expect(abs(statedLinked - linked) <= 0.05 * linked, "learn.md states \(statedLinked) words linked; measured \(linked)")
    // Minutes: words at 200 a minute, one a command, and the build.
    let blocks = learn.components(separatedBy: "<!-- output: strategy-compare").count - 1
    let exercises = learn.components(separatedBy: "**Exercise.**").count - 1
    let commandRow = "\(blocks + exercises) commands (\(blocks) with their output shown, \(exercises) exercises)"
    #expect(learn.contains("| \(commandRow)"), "learn.md's command row should read '\(commandRow)'")
    let build = try #require(Self.tableNumber(learn, row: "the first build", column: 2))
    let total = try #require(Self.tableNumber(learn, row: "**total**", column: 2))
    let measured = page / 200 + linked / 200 + Double(blocks + exercises) + build
    #expect(abs(total - measured) <= 0.05 * measured, "learn.md states \(total) minutes; measured \(measured)")
    #expect(total >= 120 && total <= 180, "learn.md is a path of two to three hours, not \(total) minutes")
  }

  @Test("each numbered step has Swift of 5 to 15 lines (or a complete implementation of 80 to 120), a filmstrip, a checked output, and an exercise with its answer folded")
  func stepsHaveTheirParts() throws {
    let learn = try Self.text("learn.md")
    let steps = learn.components(separatedBy: "\n## ").filter { $0.first?.isNumber == true }
    #expect(steps.count >= 8)
    for step in steps {
      let title = String(step.prefix { $0 != "\n" })
      let swift = step.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first
      let lines = swift.map { $0.split(separator: "\n").count } ?? 0
      // A fragment of 5 to 15 lines, or a complete implementation of 80 to 120 (step 5's subclass).
      #expect((5...15).contains(lines) || (80...120).contains(lines), "learn.md '\(title)': \(lines) lines of Swift")
      #expect(step.contains("](images/") && step.contains(".svg)"), "learn.md '\(title)': no filmstrip")
      #expect(step.contains("<!-- output: strategy-compare"), "learn.md '\(title)': no checked output")
      #expect(step.contains("**Exercise.**") && step.contains("<details><summary>Answer</summary>"), "learn.md '\(title)': no exercise")
    }
  }
}
