import Foundation
import Testing
import BackStrategies
import BackStrategiesTestSupport

/// docs/ios26-conflicts.md claims no more than its sources carry: every rule says whether it is
/// read from code or a model choice (naming only open choices and models that exist), every fix
/// says who shipped it and its state, every source it cites is a key of docs/sources.md, and its
/// links land on headings that exist.
@Suite("iOS 26 conflicts doc")
struct IOS26ConflictsDocTests {
  static let page = "docs/ios26-conflicts.md"

  static func text(_ relative: String) throws -> String {
    try String(contentsOf: Repository.root.appendingPathComponent(relative), encoding: .utf8)
  }

  /// `markdown` without its fenced blocks (generated outputs and code), one line per line.
  static func prose(_ markdown: String) -> [Substring] {
    var inFence = false
    return markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.hasPrefix("```") { inFence.toggle(); return false }
      return !inFence
    }
  }

  /// The body rows of the table in the section "The rule behind every cell", as cells.
  static func ruleRows(_ markdown: String) throws -> [[String]] {
    let section = try #require(LearnDocsTests.section(markdown, anchor: "the-rule-behind-every-cell"))
    return prose(section).filter { $0.hasPrefix("|") }.dropFirst(2).map { row in
      row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// Every match of `pattern`'s first capture group in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test("every rule says whether it is read from code or a model choice")
  func everyRuleSaysWhereItComesFrom() throws {
    let rows = try Self.ruleRows(Self.text(Self.page))
    #expect(rows.count >= 9, "the rule table lost rows")
    for row in rows {
      #expect(row.count == 3, "a rule row without three cells: \(row)")
      let source = row.last ?? ""
      #expect(
        source.contains("read from code") || source.contains("model choice"),
        "'\(row.first ?? "")': its source cell says neither 'read from code' nor 'model choice'")
    }
  }

  @Test("every open choice and model the page names exists")
  func namedChoicesAndModelsExist() throws {
    let prose = Self.prose(try Self.text(Self.page)).joined(separator: "\n")
    let choices = try Self.captures("open choice `([a-z0-9-]+)`", in: prose)
    #expect(choices.count >= 4)
    for choice in choices {
      #expect(OpenChoice(rawValue: choice) != nil, "no open choice '\(choice)'")
    }
    for model in try Self.captures("--model ([a-z0-9-]+)", in: prose) {
      #expect(ModelParameters.named(model) != nil, "no model '\(model)'")
    }
  }

  @Test("every fix but UIKit as it ships says who shipped it and its state")
  func everyFixSaysItsState() throws {
    let markdown = try Self.text(Self.page)
    let fixes = try #require(LearnDocsTests.section(markdown, anchor: "the-fixes"))
    let sections = Self.prose(fixes).joined(separator: "\n").components(separatedBy: "\n### ").dropFirst()
    #expect(sections.count >= 5, "the fixes lost their sections")
    for section in sections where !section.hasPrefix("`shipped`") {
      let name = section.prefix { $0 != "\n" }
      let flat = section.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let states = try Self.captures("\\b(merged|open|state: none)\\b", in: flat)
      #expect(!states.isEmpty, "\(name): says no state (merged, open or state: none)")
    }
  }

  @Test("every source the page cites by number is a key of docs/sources.md")
  func citedSourcesAreKeys() throws {
    let keys = try SourcesTests.keys()
    let prose = Self.prose(try Self.text(Self.page)).joined(separator: "\n")
    let cited = try Self.captures("([A-Za-z][A-Za-z0-9-]*#[0-9]+)", in: prose)
    #expect(cited.count >= 10)
    for key in Set(cited) {
      #expect(keys.contains(key), "'\(key)' is not a key of docs/sources.md")
    }
  }

  @Test("every link of the page lands on a file, and on a heading where it names one")
  func linksLand() throws {
    let markdown = try Self.text(Self.page)
    let targets = try Self.captures("\\]\\(([^)\\s]+)\\)", in: Self.prose(markdown).joined(separator: "\n"))
    #expect(!targets.isEmpty)
    for target in targets where !target.hasPrefix("http") {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let file = parts[0].isEmpty ? Self.page : "docs/" + parts[0]
      let text = try? Self.text(file)
      #expect(text != nil, "\(target): no file \(file)")
      if parts.count == 2, let text {
        #expect(LearnDocsTests.section(text, anchor: parts[1]) != nil, "\(target): no such heading")
      }
    }
  }

  @Test(
    "no page says teams shipped every fix",
    arguments: ["docs/ios26-conflicts.md", "docs/strategies/system-edge.md", "docs/ios26.md", "README.md"])
  func noTeamsShippedOverclaim(file: String) throws {
    let text = try Self.text(file).lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for phrase in ["teams shipped", "five shipped fixes", "fixes teams shipped"] {
      #expect(!text.contains(phrase), "\(file) says '\(phrase)'")
    }
  }
}
