import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// Issue #50 item 3: every output says what made it (the tool, `--model`, the iOS releases):
/// a line under each table's title, `madeBy` in every JSON document, a line in HTML and SVG,
/// and in CSV a `#` line only with `--csv-comments`.
@Suite("What made an output, in every output")
struct ProvenanceTests {
  /// The `madeBy` member of a JSON document, decoded.
  static func madeBy(_ json: String) throws -> [String: Any] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require(object[Provenance.jsonKey] as? [String: Any], "no madeBy in \(json.prefix(200))")
  }

  /// The releases of a `madeBy`, as numbers (`nil` for JSON's null).
  static func releases(_ madeBy: [String: Any]) -> [Int]? { madeBy["ios"] as? [Int] }

  @Test("run --model X --format json carries the model by the name --model takes, the tool and the release", arguments: ModelParameters.named.map(\.name))
  func runJSON(model: String) throws {
    let output = StrategyCompare.execute(["run", "edge-swipe-past-half", "-s", "system-edge", "--model", model, "--format", "json"])
    #expect(output.status == .success)
    let madeBy = try Self.madeBy(output.standardOutput)
    #expect(madeBy["model"] as? String == model)
    #expect(madeBy["tool"] as? String == ToolVersion.text)
    #expect(Self.releases(madeBy) == [26])
  }

  @Test("run's table names the model, the tool and the release on the line under its facts")
  func runTable() {
    let output = StrategyCompare.execute(["run", "edge-swipe-past-half", "-s", "system-edge", "--model", "uikit26-legacy-pop", "--ios", "18"], terminalWidth: 200)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[2] == "Made by \(ToolVersion.text) on iOS 18, model uikit26-legacy-pop.", "\(lines.prefix(4))")
    #expect(lines[1].hasPrefix("(intent back"))
  }

  @Test("the matrix, corpus, recommend (and its --screen) carry madeBy in JSON, with the releases their runs used", arguments: [
    (["--format", "json", "--model", "uikit26-wide-edge-strip"], "uikit26-wide-edge-strip", [26] as [Int]?),
    (["--format", "json", "--ios", "18"], "uikit26", [18]),
    (["--format", "json", "--ios", "18,26"], "uikit26", [18, 26]),
    (["corpus", "--generate", "20", "--format", "json", "--model", "uikit26-classic-parallax"], "uikit26-classic-parallax", nil),
    (["corpus", "--generate", "20", "--format", "json", "--ios", "18"], "uikit26", [18]),
    (["corpus", "--generate", "20", "--format", "json", "--ios", "18,26"], "uikit26", [18, 26]),
    (["recommend", "--generate", "20", "--format", "json", "--model", "uikit26-legacy-pop"], "uikit26-legacy-pop", nil),
    (["recommend", "--generate", "20", "--format", "json", "--ios", "18,26"], "uikit26", [18, 26]),
    (["recommend", "--screen", "map", "--format", "json"], "uikit26", [18, 26]),
  ])
  func documents(arguments: [String], model: String, ios: [Int]?) throws {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .success, "\(output.standardError)")
    let madeBy = try Self.madeBy(output.standardOutput)
    #expect(madeBy["model"] as? String == model)
    #expect(madeBy["tool"] as? String == ToolVersion.text)
    #expect(Self.releases(madeBy) == ios)
  }

  @Test("each release's document inside a by-release document has its own madeBy")
  func byRelease() throws {
    let output = StrategyCompare.execute(["corpus", "--generate", "20", "--format", "json", "--ios", "18,26"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    let releases = try #require(object["releases"] as? [[String: Any]])
    let inner = try releases.map { release in try #require((release["scores"] as? [String: Any])?[Provenance.jsonKey] as? [String: Any]) }
    #expect(inner.map(Self.releases) == [[18], [26]])
  }

  @Test("the tables name the model on the line under their title", arguments: [
    (["--model", "uikit26-closed-row-begins", "-s", "system-edge"], "Built-in scenarios"),
    (["--ios", "18,26", "--model", "uikit26-closed-row-begins", "-s", "system-edge"], "Built-in scenarios"),
    (["corpus", "--generate", "20", "--model", "uikit26-closed-row-begins"], "Scores of"),
    (["recommend", "--generate", "20", "--model", "uikit26-closed-row-begins"], "Needs:"),
    (["recommend", "--screen", "map", "--model", "uikit26-closed-row-begins"], "Screen: map"),
  ])
  func tables(arguments: [String], title: String) {
    let output = StrategyCompare.execute(arguments, terminalWidth: 200)
    #expect(output.status == .success, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = lines.firstIndex { $0.hasPrefix(title) } ?? lines.count
    #expect(index + 1 < lines.count && lines[index + 1].hasPrefix("Made by \(ToolVersion.text) on ")
        && lines[index + 1].hasSuffix(", model uikit26-closed-row-begins."), "\(lines.prefix(4))")
  }

  @Test("CSV is plain unless --csv-comments asks for the '# Made by' line", arguments: [
    ["run", "tap", "-s", "system-edge", "--format", "csv"], ["--format", "csv", "-s", "system-edge"],
    ["--format", "csv", "-s", "system-edge", "--ios", "18,26"], ["corpus", "--generate", "20", "--format", "csv"],
    ["corpus", "--generate", "20", "--format", "csv", "--ios", "18,26"],
  ])
  func csv(arguments: [String]) {
    let plain = StrategyCompare.execute(arguments)
    #expect(plain.status == .success)
    #expect(!plain.standardOutput.contains("#"), "no comment line by default")
    let commented = StrategyCompare.execute(arguments + ["--csv-comments", "--model", "uikit26-legacy-pop"])
    #expect(commented.status == .success)
    let lines = commented.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("# Made by \(ToolVersion.text) on ") == true)
    #expect(lines.first?.hasSuffix(", model uikit26-legacy-pop.") == true)
    #expect(lines.filter { $0.hasPrefix("#") }.count == 1)
  }

  @Test("--csv-comments without --format csv, or where no CSV is printed, is a usage error", arguments: [
    ["run", "tap", "--csv-comments"], ["--csv-comments", "--format", "json"], ["corpus", "--generate", "5", "--csv-comments"],
    ["list", "--csv-comments"], ["recommend", "--csv-comments"],
  ])
  func csvCommentsMisused(arguments: [String]) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardError.contains("--csv-comments"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test("corpus merge says what made the parts: their tool, model and release, in every format")
  func merge() throws {
    let directory = TemporaryDirectory()
    var parts: [String] = []
    for k in 1...2 {
      let path = directory.path + "/p\(k).json"
      let output = StrategyCompare.execute([
        "corpus", "--generate", "20", "--shard", "\(k)/2", "--emit-scores", path, "--model", "uikit26-slider-tracks-only", "--ios", "18",
      ])
      #expect(output.status == .success)
      parts.append(path)
    }
    let json = StrategyCompare.execute(["corpus", "merge"] + parts + ["--format", "json"])
    let madeBy = try Self.madeBy(json.standardOutput)
    #expect(madeBy["model"] as? String == "uikit26-slider-tracks-only")
    #expect(Self.releases(madeBy) == [18])
    let table = StrategyCompare.execute(["corpus", "merge"] + parts, terminalWidth: 200).standardOutput
    #expect(table.contains("\nMade by \(ToolVersion.text) on iOS 18, model uikit26-slider-tracks-only."))
    let csv = StrategyCompare.execute(["corpus", "merge"] + parts + ["--format", "csv", "--csv-comments"]).standardOutput
    #expect(csv.hasPrefix("# Made by \(ToolVersion.text) on iOS 18, model uikit26-slider-tracks-only.\n"))
    #expect(!StrategyCompare.execute(["corpus", "merge"] + parts + ["--format", "csv"]).standardOutput.contains("#"))
  }

  @Test("the HTML page and the SVG picture show what made them under their title")
  func drawings() {
    let line = "Made by \(ToolVersion.text) on iOS 26, model uikit26-wide-edge-strip."
    let html = StrategyCompare.execute(["run", "tap", "-s", "system-edge", "--format", "html", "--model", "uikit26-wide-edge-strip"])
    #expect(html.standardOutput.contains(#"<p class="note made-by">"# + line + "</p>"))
    let svg = StrategyCompare.execute(["run", "tap", "-s", "system-edge", "--format", "svg", "--model", "uikit26-wide-edge-strip"])
    #expect(svg.standardOutput.contains(line))
    let matrix = StrategyCompare.execute(["-s", "system-edge", "--format", "html", "--model", "uikit26-wide-edge-strip"])
    #expect(matrix.standardOutput.contains(line))
  }
}
