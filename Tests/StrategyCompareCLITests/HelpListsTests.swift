import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI

/// Help's lists of exit statuses, bench sections and intents are written from the enums
/// (``ExitStatus``, ``BenchSection``, ``Intent``), so a new case shows in help: each list names
/// every case, in the order help gives them. (The words themselves are held by the golden help,
/// Fixtures/cli-golden.)
@Suite("Help lists the enums")
struct HelpListsTests {
  /// The lines of `text` after the line `heading`, up to the first empty line.
  static func section(_ heading: String, of text: String) throws -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix(heading) }, "no \(heading) in \(text)")
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  /// `lines` joined with single spaces, as one paragraph.
  static func paragraph(_ lines: [Substring]) -> String {
    lines.flatMap { $0.split(separator: " ") }.joined(separator: " ")
  }

  @Test("EXIT STATUS names every status with its meaning, by number, 'anything else' last")
  func exitStatuses() throws {
    let overview = try #require(HelpText.text(for: nil))
    let text = Self.paragraph(try Self.section("EXIT STATUS", of: overview))
    #expect(text.hasPrefix(ExitStatus.helpList + ". "), "\(text)")
    #expect(ExitStatus.helpOrder.count == ExitStatus.allCases.count)
    #expect(Set(ExitStatus.helpOrder) == Set(ExitStatus.allCases))
    #expect(ExitStatus.helpOrder.last == .failure)
    for status in ExitStatus.allCases {
      #expect(text.contains("\(status.rawValue) \(status.meaning)"), "\(status)")
    }
  }

  @Test("bench's SECTIONS names every section, in the order they run, with its lines")
  func benchSections() throws {
    let help = try #require(HelpText.text(for: "bench"))
    let lines = try Self.section("SECTIONS", of: help)
    let names = lines.filter { !$0.hasPrefix("   ") }.map { $0.split(separator: " ")[0] }
    #expect(names.map(String.init) == BenchSection.allCases.map(\.rawValue))
    #expect(lines.count == BenchSection.allCases.map(\.helpLines.count).reduce(0, +))
    for section in BenchSection.allCases {
      #expect(Self.paragraph(lines).contains(section.rawValue + " " + section.helpLines.joined(separator: " ")), "\(section)")
    }
  }

  @Test("--intent names every intent as trace files spell it", arguments: ["run", "import"])
  func intents(topic: String) throws {
    let help = Self.paragraph(try #require(HelpText.text(for: topic)).split(separator: "\n"))
    #expect(help.contains("(" + Intent.allCases.map(\.rawValue).joined(separator: ", ") + ")"), "\(help)")
  }
}
