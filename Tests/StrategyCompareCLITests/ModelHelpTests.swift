import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Issue #50 item 3: `--help` lists every model name the parser accepts, and no other.
@Suite("--model's help lists the parser's names")
struct ModelHelpTests {
  /// The names a help's `--model` entry lists: the lines under its first one indented by
  /// ``ModelHelp/nameIndent`` past its description column (`name: …`, `name (default): …`);
  /// deeper lines continue a description.
  static func listedModels(in help: String) throws -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("  --model NAME") }, "no --model entry")
    let column = try #require(lines[start].range(of: "The UIKit model")).lowerBound.utf16Offset(in: lines[start])
    let itemIndent = String(repeating: " ", count: column) + ModelHelp.nameIndent
    let continuationIndent = String(repeating: " ", count: column) + ModelHelp.continuationIndent
    let entry = lines[(start + 1)...].prefix { $0.hasPrefix(itemIndent) }
    return entry.filter { !$0.hasPrefix(continuationIndent) }.map { line in
      String(line.dropFirst(itemIndent.count).prefix { $0 != ":" && $0 != " " })
    }
  }

  @Test("every help that lists --model names exactly the sets the parser accepts, in its order", arguments: [nil, "run", "corpus", "recommend"])
  func helpListsParserNames(topic: String?) throws {
    let help = try #require(HelpText.text(for: topic))
    #expect(try Self.listedModels(in: help) == ModelParameters.named.map(\.name))
  }

  @Test("every name help lists is accepted by --model, and every accepted name has a description")
  func agree() {
    #expect(Set(ModelHelp.descriptions.keys) == Set(ModelParameters.named.map(\.name)))
    for parameters in ModelParameters.named {
      #expect(ModelHelp.descriptions[parameters.name].map { !$0.isEmpty } == true, "\(parameters.name)")
      #expect(StrategyCompare.execute(["run", "tap", "-s", "system-edge", "--model", parameters.name]).status == .success)
    }
    #expect(ModelHelp.lines.allSatisfy { $0.count <= ModelHelp.lineWidth })
  }

  @Test("the three names help once left out are listed")
  func formerlyUndocumented() throws {
    let help = try #require(HelpText.text(for: "run"))
    for name in ["uikit26-slider-tracks-only", "uikit26-navigation-edge-first", "uikit26-closed-row-begins"] {
      #expect(help.contains("  \(name): "))
    }
  }
}
