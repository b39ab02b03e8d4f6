import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG and HTML reports: well-formed XML with one filmstrip and one curve per strategy, the
/// legend and the marked times; bounded size on long traces and on the whole matrix; the same
/// bytes every time; `--output` written atomically; the documentation's pictures up to date.
@Suite("Report")
struct ReportTests: TimelineComparisons {

  /// Checks the chart, the finger's path and the filmstrips of one comparison inside `scope`.
  static func expectFigures(_ tree: XMLTree, _ comparison: Comparison, under scope: XMLElement, legendInSVG: Bool) throws {
    let results = comparison.results
    let chart = try #require(tree.all("svg", class: "progress-chart", under: scope).first ?? tree.all("figure", class: "progress-chart", under: scope).first)
    let curves = tree.all("path", class: "cv", under: chart)
    #expect(curves.count == results.count, "one curve per strategy")
    for (curve, index) in zip(curves, results.indices) {
      #expect(XMLTree.classes(of: curve).contains("c\(ReportPalette.slot(index))"))
    }
    let releases = tree.all("line", class: "rl", under: chart)
    #expect(releases.count == comparison.trace.releaseTimes.count, "one release line per lift")
    let decisions = results.reduce(0) { $0 + ProgressChart.decisionTimes($1).count }
    #expect(tree.all("polygon", class: "dec", under: chart).count + tree.all("circle", class: "dec", under: chart).count == decisions)
    let recognitions = results.filter { $0.recognizedAt != nil }.count
    #expect(tree.all("polygon", class: "rec", under: chart).count + tree.all("circle", class: "rec", under: chart).count == recognitions)
    let legend = try #require(
      legendInSVG ? tree.all("g", class: "legend", under: chart).first : tree.all("ul", class: "legend", under: chart).first)
    let legendText = XMLTree.elements(under: legend).compactMap { $0.stringValue }.joined(separator: "\n")
    for result in results { #expect(legendText.contains(result.strategy), "legend names \(result.strategy)") }
    #expect(tree.all("text", under: chart).contains { $0.stringValue == "time (s)" }, "time axis with its unit")

    let tracePath = try #require(tree.all("svg", class: "trace-path", under: scope).first ?? tree.all("figure", class: "trace-path", under: scope).first)
    #expect(tree.all("polyline", class: "fp", under: tracePath).count == comparison.trace.strokes.count)
    #expect(tree.all("circle", class: "fd", under: tracePath).count >= 1, "touch-down marked")
    #expect(tree.all("rect", class: "eg", under: tracePath).count >= 2, "edge regions shaded")

    let strips = tree.all("svg", class: "filmstrip", under: scope)
    #expect(strips.count == results.count, "one filmstrip per strategy")
    for (strip, result) in zip(strips, results) {
      let cells = Filmstrip(trace: comparison.trace, result: result).cells
      #expect(tree.all("g", class: "cell", under: strip).count == cells.count)
      let captions = tree.all("text", under: strip).compactMap(\.stringValue).joined(separator: "\n")
      for word in ["touch-down", "settled"] { #expect(captions.contains(word), "\(result.strategy) pictures \(word)") }
      if result.recognizedAt != nil { #expect(captions.contains("recognised")) }
      for hazard in result.distinctHazards { #expect(captions.contains(hazard.rawValue)) }
    }
  }

  @Test("run --format svg is one standalone SVG with every figure")
  func standaloneSVG() throws {
    for name in ["edge-swipe-past-half", "carousel-at-start", "second-swipe-during-finish", "dwell-with-jitter", "root-swipe-then-swipe-again"] {
      let output = StrategyCompare.execute(["run", name, "--format", "svg", "--strategies", "all"])
      #expect(output.status == .success)
      let tree = try XMLTree(output.standardOutput)
      let root = try #require(tree.root)
      #expect(root.localName == "svg")
      #expect(root.uri == SVGDocument.namespace || XMLTree.attribute("xmlns", of: root) == SVGDocument.namespace)
      #expect(tree.all("title").first?.stringValue?.contains(name) == true)
      #expect(output.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
      let comparison = try Self.comparison(try #require(Scenarios.named(name)), StrategyCatalog.builtIn.allSelections.map(\.label))
      try Self.expectFigures(tree, comparison, under: root, legendInSVG: true)
      #expect(tree.all("svg", class: "outcomes").count == 1)
    }
  }

  @Test("run --format html is one self-contained page with every figure")
  func htmlPage() throws {
    let output = StrategyCompare.execute(["run", "carousel-at-start", "--format", "html"])
    #expect(output.status == .success)
    let text = output.standardOutput
    #expect(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    let tree = try XMLTree(text)
    let comparison = try Self.comparison(Scenarios.carouselAtStart)
    let section = try #require(tree.all("section").first)
    try Self.expectFigures(tree, comparison, under: section, legendInSVG: false)
    // Self-contained: no scripts, no external files or fonts, both colour schemes.
    #expect(tree.all("script").isEmpty)
    for element in XMLTree.elements(under: try #require(tree.root)) {
      for name in ["src", "href"] {
        if let value = XMLTree.attribute(name, of: element) { #expect(value.hasPrefix("#"), "\(name)=\(value) must stay in the page") }
      }
    }
    #expect(!text.contains("@import") && !text.contains("url("))
    #expect(text.contains("prefers-color-scheme: dark"))
    #expect(text.contains("name=\"viewport\""))
    // One outcome row and one reason row per strategy.
    let table = try #require(tree.all("table", class: "outcomes").first)
    #expect(tree.all("tr", under: table).count == 1 + 2 * comparison.results.count)
  }

  /// Most one preset may add to the whole-matrix report for each scenario (its chart,
  /// filmstrip and rows, and its phone in the scenario's replay). The first limit was 192 KiB
  /// a preset for 31 scenarios; the report grows with the scenarios, so the limit is per
  /// scenario. Measured on 2026-12-02 with 22 presets beyond the defaults and 37 scenarios
  /// (`strategy-compare --format html` with and without `-s all`): 4,589,246 bytes more, 5,638
  /// bytes a preset and scenario.
  static let reportBytesPerPresetAndScenario = 6_500

  @Test("the whole matrix as HTML: a summary on top, one section per scenario; the default report under 7,500 bytes per strategy and scenario, each further preset under 6,500 bytes per scenario")
  func matrixPage() throws {
    var sizes: [Int] = []
    for arguments in [["--format", "html"], ["--format", "html", "--strategies", "all"]] {
      // The default matrix report is read by ReplayTests.sizes too: made once for both.
      let output = SharedExecution.shared.execute(arguments)
      #expect(output.status == .success)
      let size = output.standardOutput.utf8.count
      sizes.append(size)
      let tree = try XMLTree(output.standardOutput)
      let sections = tree.all("section")
      #expect(sections.count == 1 + Scenarios.all.count)
      #expect(XMLTree.attribute("id", of: try #require(sections.first)) == "summary")
      let summary = try #require(tree.all("table", class: "matrix").first)
      let rows = tree.all("tr", under: summary)
      #expect(rows.count == 1 + Scenarios.all.count)
      // Every summary link leads to a section.
      let ids = Set(sections.compactMap { XMLTree.attribute("id", of: $0) })
      for link in tree.all("a", under: summary) {
        let target = try #require(XMLTree.attribute("href", of: link))
        #expect(ids.contains(String(target.dropFirst())), "\(target) has a section")
      }
      let strategies = arguments.contains("all") ? StrategyCatalog.builtIn.allSelections.count : StrategyCatalog.builtIn.defaultSelections.count
      for section in sections.dropFirst() {
        #expect(tree.all("svg", class: "filmstrip", under: section).count == strategies)
        #expect(tree.all("path", class: "cv", under: section).count == strategies)
      }
    }
    let catalog = StrategyCatalog.builtIn
    #expect(sizes[0] < ReplayTests.matrixReportLimit, "the default matrix report is \(sizes[0]) bytes")
    let added = catalog.allSelections.count - catalog.defaultSelections.count
    #expect(
      sizes[1] - sizes[0] < added * Scenarios.all.count * Self.reportBytesPerPresetAndScenario,
      "\(added) more presets add \(sizes[1] - sizes[0]) bytes")
  }

  @Test("the same comparison draws the same bytes, also in parallel")
  func determinism() async throws {
    let arguments = ["run", "second-swipe-during-finish", "--strategies", "all", "--format", "svg"]
    let first = StrategyCompare.execute(arguments).standardOutput
    #expect(StrategyCompare.execute(arguments).standardOutput == first)
    let parallel = await withTaskGroup(of: String.self) { group in
      for _ in 0..<3 { group.addTask { StrategyCompare.execute(arguments).standardOutput } }
      var outputs: [String] = []
      for await output in group { outputs.append(output) }
      return outputs
    }
    #expect(parallel.allSatisfy { $0 == first })
    let html = StrategyCompare.execute(["run", "dwell-to-home", "--format", "html"]).standardOutput
    #expect(StrategyCompare.execute(["run", "dwell-to-home", "--format", "html"]).standardOutput == html)
  }

  @Test("--output writes the file atomically, replaces an old one and prints nothing")
  func outputFile() throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/report.svg"
    _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8))
    let written = StrategyCompare.execute(["run", "tap", "--format", "svg", "--output", path])
    #expect(written.status == .success)
    let expected = StrategyCompare.execute(["run", "tap", "--format", "svg"]).standardOutput
    #expect(written.standardOutput.isEmpty)
    #expect(written.standardError == StrategyCompare.wroteLine(path, bytes: expected.utf8.count))
    #expect(FileManager.default.contents(atPath: path) == Data(expected.utf8))
    #expect(directory.files == ["report.svg"], "no temporary file left behind")
    let inline = StrategyCompare.execute(["--output=\(directory.path)/matrix.html", "--format", "html"])
    #expect(inline.status == .success)
    #expect(directory.files == ["matrix.html", "report.svg"])
    #expect(StrategyCompare.execute(["run", "tap", "--output", "-"]).standardOutput.contains("tap"))
  }

  @Test("an output that cannot be created exits 73 naming the path and leaves nothing behind")
  func unwritableOutput() throws {
    let directory = TemporaryDirectory()
    for path in [directory.path + "/missing/report.html", directory.path, directory.path + "/"] {
      let output = StrategyCompare.execute(["run", "tap", "--format", "html", "--output", path])
      #expect(output.status == .cantCreate, "\(path)")
      #expect(output.status.rawValue == 73)
      #expect(output.standardError.hasPrefix("strategy-compare: error: cannot write '\(path)'"))
      #expect(output.standardOutput.isEmpty)
    }
    #expect(directory.files.isEmpty)
  }

  @Test("formats a command cannot draw, and a malformed --output, are usage errors")
  func usageErrors() {
    let cases: [([String], String)] = [
      (["--format", "svg"], "the matrix draws as html only"),
      (["list", "--format", "svg"], "list prints table or json, not svg"),
      (["scenarios", "--format", "html"], "scenarios prints table or json, not html"),
      (["run", "tap", "--format", "png"], "unknown format 'png'"),
      (["run", "tap", "--output"], "--output needs a file name"),
      (["run", "tap", "--output", "a.svg", "--output", "b.svg"], "--output is given twice"),
      (["docs", "--frobnicate"], "unknown option '--frobnicate' for docs"),
    ]
    for (arguments, message) in cases {
      let output = StrategyCompare.execute(arguments)
      #expect(output.status == .usage, "\(arguments)")
      #expect(output.standardError.contains(message), "\(arguments): \(output.standardError)")
    }
    #expect(StrategyCompare.execute(["run", "tap", "--format", "png"]).standardError.contains("svg, html"))
    #expect(StrategyCompare.execute(["help", "docs"]).status == .success)
  }

  /// The repository's root, from this file's path.
  static let repositoryRoot: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
  }()

  @Test("the committed documentation pictures are what the tool draws now")
  func docsPicturesAreFresh() throws {
    let command = DocsCommand(catalog: .builtIn)
    let directory = Self.repositoryRoot + "/" + DocsCommand.defaultDirectory
    for image in DocsCommand.images {
      let path = directory + "/" + image.file
      let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
      #expect(
        committed == (try command.render(image)),
        "\(DocsCommand.defaultDirectory)/\(image.file) is stale or missing: redraw it from the repository root with '\(DocsCommand.refreshCommand)'")
      let page = try String(contentsOfFile: Self.repositoryRoot + "/" + image.page, encoding: .utf8)
      #expect(page.contains(image.file), "\(image.page) shows \(image.file)")
      _ = try XMLTree(committed ?? "")
    }
  }

  @Test("docs writes the pictures into a directory and --check finds a stale one")
  func docsCommand() throws {
    let directory = TemporaryDirectory()
    let written = StrategyCompare.execute(["docs", directory.path])
    #expect(written.status == .success)
    #expect(directory.files == DocsCommand.images.map(\.file).sorted())
    #expect(StrategyCompare.execute(["docs", "--check", directory.path]).status == .success)
    let again = StrategyCompare.execute(["docs", directory.path])
    #expect(again.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged") })
    let victim = directory.path + "/" + DocsCommand.images[0].file
    _ = FileManager.default.createFile(atPath: victim, contents: Data("<svg/>".utf8))
    let check = StrategyCompare.execute(["docs", "--check", directory.path])
    #expect(check.status == .failure)
    #expect(check.standardError.contains(victim))
    #expect(check.standardError.contains(DocsCommand.refreshCommand))
  }
}
