import Foundation
import Testing
@testable import StrategyCompareCLI
import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Output pasted in README.md and docs/ is what the tool prints now.
@Suite("Doc output")
struct DocOutputTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var documents: [URL] {
    var urls = [root.appendingPathComponent("README.md")]
    let docs = root.appendingPathComponent("docs")
    if let enumerator = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
      for case let url as URL in enumerator where url.pathExtension == "md" { urls.append(url) }
    }
    return urls.sorted { $0.path < $1.path }
  }

  /// What `strategy-compare ARGUMENTS` prints; a command the teaching pages show too runs once
  /// for both suites (`SharedExecution`).
  static func run(_ arguments: [String]) -> String {
    SharedExecution.shared.execute(arguments).standardOutput
  }

  @Test("every <!-- output: … --> block matches the tool (refresh: BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter DocOutput)")
  func blocksAreCurrent() async throws {
    let refresh = ProcessInfo.processInfo.environment["BACKSTRATEGIES_REFRESH_DOCS"] == "1"
    var blocks: [(file: String, block: DocOutputBlocks.Block)] = []
    for url in Self.documents {
      let markdown = try String(contentsOf: url, encoding: .utf8)
      if refresh {
        let updated = DocOutputBlocks.refreshed(markdown, run: Self.run)
        if updated != markdown { try updated.write(to: url, atomically: true, encoding: .utf8) }
        continue
      }
      blocks += DocOutputBlocks.blocks(in: markdown).map { (url.lastPathComponent, $0) }
    }
    // The blocks' commands (a few of them corpora of thousands of traces) run side by side, so
    // this one test does not run them one after another on one core while the others are done;
    // each block is still compared with its own command's output, in the documents' order.
    // The `recommend` blocks on a corpus share a scoring pass where their input is the same
    // (`SharedRecommendScoring`: they differ in `--needs`, and in `--allow`, whose wider check
    // of the other readings the shared pass covers), rendered one after another in one task (the
    // first scores, on every core; the rest reuse it); `sharedRecommendScoring` checks the
    // sharing against the command line.
    let sharedIndices = blocks.indices.filter { SharedRecommendScoring.shares(blocks[$0].block.arguments) }
    let shared = SharedRecommendScoring(widenedFor: sharedIndices.map { blocks[$0].block.arguments })
    let outputs = await withTaskGroup(of: [(Int, String)].self) { group in
      for (index, entry) in blocks.enumerated() where !sharedIndices.contains(index) {
        let arguments = entry.block.arguments
        // docs/choosing.md's family matrix (CorpusDocsTests) prints this corpus's scores too.
        let sharedCorpus = arguments == Self.sharedCorpus
        group.addTask { [(index, (sharedCorpus ? SharedCorpusScoring.shared.output(arguments) : nil) ?? Self.run(arguments))] }
      }
      let sharedBlocks = sharedIndices.map { ($0, blocks[$0].block.arguments) }
      group.addTask { sharedBlocks.map { index, arguments in (index, shared.output(arguments) ?? Self.run(arguments)) } }
      var outputs = [String](repeating: "", count: blocks.count)
      for await done in group { for (index, output) in done { outputs[index] = output } }
      return outputs
    }
    for ((file, block), output) in zip(blocks, outputs) {
      #expect(
        block.text == output,
        "\(file): the output of 'strategy-compare \(block.arguments.joined(separator: " "))' is stale; run BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter DocOutput")
    }
  }

  /// The `corpus` block whose scoring docs/choosing.md's family matrix shares
  /// (`SharedCorpusScoring`, `CorpusDocsTests`): the same corpus, printed as CSV by family.
  static let sharedCorpus = ["corpus", "--generate", "2000", "--seed", "1", "--strategies", "all"]

  @Test("a corpus scored once and printed as a table and as CSV by family prints what the command line prints")
  func sharedCorpusScoring() throws {
    let shared = SharedCorpusScoring()
    let table = ["corpus", "--generate", "44", "--seed", "1", "--strategies", "all"]
    let csv = table + ["--format", "csv", "--by", "family"]
    let tableOutput = try #require(shared.output(table))
    let csvOutput = try #require(shared.output(csv))
    #expect(shared.scoringCount == 1)
    #expect(tableOutput == Self.run(table))
    #expect(csvOutput == Self.run(csv))
    #expect(tableOutput != csvOutput)
    // Another corpus scores apart; what cannot be shared is left to the command line.
    _ = shared.output(["corpus", "--generate", "44", "--seed", "2", "--strategies", "all"])
    #expect(shared.scoringCount == 2)
    #expect(SharedCorpusScoring.sharedOptions(table + ["--ios", "18,26"]) == nil)
    #expect(SharedCorpusScoring.sharedOptions(table + ["--emit", "x.jsonl"]) == nil)
    #expect(SharedCorpusScoring.sharedOptions(["recommend"]) == nil)
  }

  @Test("a command run once for every suite gives what running it gives, and only read-only commands are shared")
  func sharedExecution() {
    let shared = SharedExecution()
    let matrix = ["--strategies", "system-edge,cupertino", "--ios", "18,26"]
    let first = shared.execute(matrix)
    #expect(shared.execute(matrix) == first)
    #expect(shared.executionCount == 1)
    #expect(first == StrategyCompare.execute(matrix))
    #expect(first.status == .success && !first.standardOutput.isEmpty)
    #expect(shared.execute(["explain", "system-edge"]) == StrategyCompare.execute(["explain", "system-edge"]))
    #expect(shared.executionCount == 2)
    // A file written, standard input read, or another command: run as asked, never shared.
    #expect(!SharedExecution.shares(matrix + ["--output", "x.html"]))
    #expect(!SharedExecution.shares(matrix + ["-o", "x.html"]))
    #expect(!SharedExecution.shares(matrix + ["--output=x.html"]))
    #expect(!SharedExecution.shares(["run", "-"]))
    #expect(!SharedExecution.shares(["corpus", "--generate", "5"]))
    #expect(SharedExecution.shares([]), "the default matrix")
    _ = shared.execute(["corpus", "--generate", "5"])
    #expect(shared.executionCount == 2)
  }

  @Test("recommend blocks that differ in --needs or --allow, rendered from one shared scoring pass, print what the command line prints")
  func sharedRecommendScoring() throws {
    let base = ["recommend", "--generate", "110"]
    let shared = SharedRecommendScoring()
    // The pass is made for the block without needs; a block with needs reuses it and prints
    // what the command line prints scoring on its own.
    let plain = try #require(shared.output(base))
    let arguments = base + ["--needs", "full-screen"]
    #expect(SharedRecommendScoring.shares(arguments))
    let output = try #require(shared.output(arguments))
    #expect(shared.passCount == 1)
    #expect(output == Self.run(arguments))
    #expect(output != plain)
    // What the command asks the pass for, without scoring: the same whatever --needs; --allow
    // changes the check of the other readings, so it scores apart.
    let plainInput = try #require(SharedRecommendScoring.input(of: base))
    #expect(SharedRecommendScoring.input(of: arguments) == plainInput)
    #expect(SharedRecommendScoring.input(of: base + ["--needs", "full-screen,scroll-views,low-memory"]) == plainInput)
    let allowing = try #require(SharedRecommendScoring.input(of: base + ["--needs", "full-screen", "--allow", "private-api"]))
    #expect(allowing != plainInput)
    #expect(allowing.readingCheck != plainInput.readingCheck)
    // Widened: a pass whose check covers both inputs' strategies gives each command what the
    // command line prints, whichever asks first.
    let allowingArguments = base + ["--needs", "full-screen", "--allow", "private-api"]
    let widened = SharedRecommendScoring(widenedFor: [base, allowingArguments])
    let allowingOutput = try #require(widened.output(allowingArguments))
    #expect(try #require(widened.output(base)) == plain)
    #expect(widened.passCount == 1)
    #expect(allowingOutput == Self.run(allowingArguments))
    #expect(allowingOutput != plain)
    // A screen's advice and other commands are not recommendations on a corpus.
    #expect(!SharedRecommendScoring.shares(["recommend", "--screen", "pager"]))
    #expect(!SharedRecommendScoring.shares(["corpus", "--generate", "10"]))
  }

  @Test("docs/field.md runs every strategy's default preset on iOS 18 and 26, on the scenarios and the seed-1 corpus")
  func fieldCoversEveryStrategy() throws {
    let markdown = try String(contentsOf: Self.root.appendingPathComponent("docs/field.md"), encoding: .utf8)
    let blocks = DocOutputBlocks.blocks(in: markdown)
    let matrix = try #require(blocks.first { $0.arguments.first == "--strategies" })
    let corpus = try #require(blocks.first { $0.arguments.first == "corpus" })
    #expect(corpus.arguments.contains("--seed") && corpus.arguments.contains("1"))
    let wanted = StrategyCatalog.builtIn.defaultSelections.map(\.label)
    for block in [matrix, corpus] {
      let strategies = try #require(block.arguments.firstIndex(of: "--strategies").map { block.arguments[$0 + 1] })
      #expect(block.arguments.contains("--ios"), "field.md's '\(block.arguments.first!)' block runs one release")
      let listed = strategies.split(separator: ",").map { name in
        name.contains(":") ? String(name) : "\(name):\(StrategyCatalog.builtIn.entry(id: String(name))?.defaultPreset ?? "")"
      }
      for label in wanted { #expect(listed.contains(label), "field.md's '\(block.arguments.first!)' block misses \(label)") }
    }
  }

  @Test("blocks are found and refreshed in place")
  func parsing() {
    let markdown = "a\n<!-- output: strategy-compare run tap -->\n```text\nold\n```\nb"
    #expect(DocOutputBlocks.blocks(in: markdown) == [.init(arguments: ["run", "tap"], text: "old\n")])
    let refreshed = DocOutputBlocks.refreshed(markdown) { _ in "new\nlines\n" }
    #expect(refreshed == "a\n<!-- output: strategy-compare run tap -->\n```text\nnew\nlines\n```\nb")
  }
}
