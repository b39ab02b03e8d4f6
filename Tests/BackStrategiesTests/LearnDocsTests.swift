import Foundation
import Testing
import BackStrategiesTestSupport

/// docs/learn.md is a path: each step has the parts the page promises, every "Read:" link
/// exists, and "Where next" links every teaching page. Its stated time is checked by
/// `LearnTimeScriptTests`, which runs scripts/learn-time.py.
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

  @Test("every Read: link and field.md's answer exist, anchors included")
  func readingsExist() throws {
    let learn = try Self.text("learn.md")
    let readings = Self.readings(learn)
    #expect(readings.count > 10)
    for link in readings {
      #expect(try Self.wordsOf(link: link) != nil, "learn.md links '\(link)', which has no such heading")
    }
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
      #expect(step.contains("**Exercise") && step.contains("<details><summary>Answer</summary>"), "learn.md '\(title)': no exercise")
    }
  }

  /// The numbered steps of learn.md, each from its `## N.` heading to the next `## `.
  static func steps(_ learn: String) -> [String] {
    learn.components(separatedBy: "\n## ").filter { $0.first?.isNumber == true }
  }

  @Test("every step has an exercise that changes the step's Swift, with a run and a folded answer")
  func codeExercises() throws {
    let steps = Self.steps(try Self.text("learn.md"))
    #expect(steps.count == 9)
    for step in steps {
      let title = String(step.prefix { $0 != "\n" })
      let exercise = step.components(separatedBy: "**Exercise (change the code).**").dropFirst().first
      #expect(exercise != nil, "learn.md '\(title)': no exercise that changes the code")
      let question = exercise?.components(separatedBy: "<details>").first ?? ""
      #expect(question.contains("`strategy-compare run "), "learn.md '\(title)': the code exercise has no run")
      #expect(exercise?.contains("<details><summary>Answer</summary>") == true, "learn.md '\(title)': the answer is not folded")
    }
  }

  @Test("steps 3 to 9 say what iOS 26's content swipe does beside the technique, with code and a run")
  func iOS26InSteps() throws {
    let steps = Self.steps(try Self.text("learn.md")).filter { ("3"..."9").contains($0.prefix(1)) }
    #expect(steps.count == 7)
    for step in steps {
      let title = String(step.prefix { $0 != "\n" })
      let part = step.components(separatedBy: "**On iOS 26.**").dropFirst().first ?? ""
      #expect(!part.isEmpty, "learn.md '\(title)': no 'On iOS 26.' paragraph")
      #expect(part.contains("interactiveContentPopGestureRecognizer"), "learn.md '\(title)': no code for the content swipe")
      #expect(part.contains("<!-- output: strategy-compare run"), "learn.md '\(title)': no run beside the content swipe")
    }
  }

  @Test("step 3 teaches the hidden navigation bar, the edge-only reach of the delegate and transitionCoordinator")
  func stepThree() throws {
    let step = try #require(Self.steps(try Self.text("learn.md")).first { $0.hasPrefix("3.") })
    #expect(step.contains("hides the navigation bar") || step.contains("**hides the navigation bar**"))
    #expect(step.contains("replaces the edge swipe's delegate only"))
    let swift = step.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
    #expect(swift.contains { $0.contains("animate(alongsideTransition:") && $0.contains("notifyWhenInteractionChanges") })
  }

  @Test("the release-rule internals are in the sidebar after step 5, not in step 1")
  func sidebar() throws {
    let learn = try Self.text("learn.md")
    let step1 = try #require(Self.steps(learn).first { $0.hasPrefix("1.") })
      .components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
    for detail in ["0.48", "0.35 s", "13 pt", "rests on", "open choice"] {
      #expect(!step1.contains(detail), "learn.md step 1's prose still teaches '\(detail)'")
    }
    let sidebar = try #require(Self.section(learn, anchor: "sidebar-the-release-rule-and-open-choices"))
    for detail in ["0.48", "0.35 s", "13 pt", "rests on", "open choice", "~"] {
      #expect(sidebar.contains(detail), "learn.md's sidebar does not explain '\(detail)'")
    }
    let five = try #require(learn.range(of: "\n## 5. ")), six = try #require(learn.range(of: "\n## 6. "))
    let at = try #require(learn.range(of: "\n## Sidebar: the release rule and open choices"))
    #expect(five.lowerBound < at.lowerBound && at.lowerBound < six.lowerBound, "the sidebar sits between steps 5 and 6")
  }

  @Test("Where next links every page in docs/strategies/")
  func whereNextLinksEveryTeachingPage() throws {
    let learn = try Self.text("learn.md")
    let whereNext = try #require(Self.section(learn, anchor: "where-next"))
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.appendingPathComponent("strategies").path)
      .filter { $0.hasSuffix(".md") }
    #expect(pages.count >= 14)
    for page in pages {
      #expect(whereNext.contains("](strategies/\(page))"), "learn.md's Where next does not link strategies/\(page)")
    }
  }
}
