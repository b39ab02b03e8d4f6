import Foundation
import Testing
// Not @testable: the README's code must compile against the public API alone.
import BackStrategies
import BackStrategiesImport
import BackStrategiesReport
import BackStrategiesTestSupport
import StrategyCompareCLI

/// The README's "Use it from code" blocks, word for word: the first is the body of
/// ``ReadmeCodeTests/readmeExample(bytesOfMyTrace:print:)``, the second the body of
/// ``ReadmeCodeTests/reportAndImport(comparison:bytesOfMyRecording:print:)`` (block 3 here),
/// the third ``EdgeFlick`` below.
///
/// A block's first paragraph after its `import` lines reads its input from a file, relative to
/// the current directory (``inputParagraphs``, word for word too). Here the caller passes the
/// same bytes under the same name instead (``myTrace()``, ``myRecording()``), so that the tests
/// do not depend on where they run; `scripts/check-readme-package.sh` runs the README's text
/// itself, file reads included, in a package of its own.
/// One test checks that the README still says exactly this; the others run it.
@Suite("README code")
struct ReadmeCodeTests {
  /// Each README block's input paragraph (the first after its `import` lines), by the number
  /// the block has in this file.
  static let inputParagraphs = [
    1: """
      // The input: the trace file `strategy-compare scenarios edge-swipe-past-half > my-trace.json`
      // wrote (in "Use it"), read from the current directory.
      let bytesOfMyTrace = try Data(contentsOf: URL(fileURLWithPath: "my-trace.json"))

      """,
    3: """
      // The input: a recording, here the repository's sample (the path is relative to its root).
      let bytesOfMyRecording = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "docs/examples/swipes.getevent.txt")))

      """,
  ]

  /// The README command that writes `my-trace.json`, without its `swift run strategy-compare`.
  static let myTraceCommand = ["scenarios", "edge-swipe-past-half"]

  /// What block 1's input paragraph reads: `my-trace.json` as ``myTraceCommand`` writes it.
  static func myTrace() -> Data {
    Data(StrategyCompare.execute(myTraceCommand).standardOutput.utf8)
  }

  /// What block 3's input paragraph reads: the repository's sample recording.
  static func myRecording() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent("docs/examples/swipes.getevent.txt")))
  }

  /// The README's first block (after its `import` lines and its input), with `print` captured
  /// by the caller.
  static func readmeExample(
    bytesOfMyTrace: Data, print: (Any...) -> Void
  ) throws -> (comparison: Comparison, scores: CorpusScores, mine: Comparison) {
    // README block 1 begins

    // These strategies on this trace: built-in presets need no strings and no `try`.
    let trace = try TraceDecoder.decodeJSON(bytesOfMyTrace).trace
    let comparison = Comparison(trace: trace, selections: [BuiltIn.systemEdge.shipped, BuiltIn.systemEdge.guarded])
    for result in comparison.results {
      print(result.strategy, result.outcome, result.reason)
    }

    // Strings from a user go through the catalog, which says what is wrong with a bad one.
    let chosen = try StrategyCatalog.builtIn.select("target-forwarding:fd")

    // A configuration made at run time (here a release-threshold sweep) is compared, scored and
    // recommended exactly like a preset.
    let sweep = [0.3, 0.5, 0.7].map { threshold in
      var configuration = PercentDrivenStrategy.Configuration()
      configuration.release = .percent(threshold: threshold)
      return BuiltIn.percentDriven.configured(configuration, name: "threshold-\(Int(threshold * 100))")
    }

    // Scores over a corpus: generated here, or your own recordings.
    let scores = try CorpusScorer(selections: sweep + [chosen]).score(CorpusGenerator(seed: 1).traces(count: 500))
    for card in scores.scorecards {
      print(card.strategy, card.overall.backRecall ?? 0, card.overall.falseBackRate ?? 0)
    }

    // Your own strategy (below): add it to a catalog to select it by id, or run it directly.
    var catalog = StrategyCatalog.builtIn
    try catalog.register(EdgeFlick.self)
    let mine = Comparison(trace: trace, selections: [try catalog.select("edge-flick"), BuiltIn.systemEdge.shipped])
    // Whose recogniser drove each pop: `strategy` for EdgeFlick (it turns UIKit's off), `uikit` for UIKit.
    for result in mine.results {
      print(result.strategy, result.outcome, result.drivenBy?.owner.rawValue ?? "nothing began going back")
    }
    // README block 1 ends
    return (comparison, scores, mine)
  }

  /// The README's reports and recordings block (after its `import` lines and its input).
  static func reportAndImport(
    comparison: Comparison, bytesOfMyRecording: [UInt8], print: (Any...) -> Void
  ) throws -> (table: String, page: String, imported: RecordingImporter.ImportedRecording) {
    // README block 3 begins

    // The comparison above as the command line prints it, and as one self-contained HTML page.
    let table = ComparisonTable.render(comparison)
    let page = ReportHTML.render(comparison)

    // A recording, one trace per stroke; a bad line is an ImportError naming it. This one's header
    // (`getevent -lp`) gives the axis ranges; without it, `rawRange: try AxisRanges.parse("0:1079,0:2399")`.
    let options = RecordingImporter.Options(format: .getevent, intent: .back)
    let imported = try RecordingImporter.traces(from: bytesOfMyRecording, source: "swipes.getevent.txt", scene: .twoScreens, options: options)
    print(imported.summary)
    // README block 3 ends
    return (table, page, imported)
  }

  /// One README `swift` block of "Use it from code": its input paragraph (empty when it has
  /// none) and the rest, without the `import` lines.
  struct ReadmeBlock: Equatable {
    var input: String
    var body: String
  }

  /// The README's `swift` blocks in "Use it from code".
  static func readmeBlocks() throws -> [ReadmeBlock] {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Use it from code").dropFirst().first?
      .components(separatedBy: "\n## ").first)
    return section.components(separatedBy: "```swift\n").dropFirst().map { fenced in
      var lines = (fenced.components(separatedBy: "```").first ?? "").components(separatedBy: "\n")[...]
      let imports = lines.prefix { $0.hasPrefix("import ") }.count
      lines = lines.dropFirst(imports)
      guard imports > 0 else { return ReadmeBlock(input: "", body: lines.joined(separator: "\n")) }
      // After the imports' blank line, the paragraph that reads a file, if there is one.
      let paragraph = lines.dropFirst().prefix { !$0.isEmpty }
      guard paragraph.contains(where: { $0.hasPrefix("let bytesOf") }) else {
        return ReadmeBlock(input: "", body: lines.joined(separator: "\n"))
      }
      let input = paragraph.joined(separator: "\n") + "\n"
      return ReadmeBlock(input: input, body: lines.dropFirst(1 + paragraph.count).joined(separator: "\n"))
    }
  }

  /// The text between `// README block N begins` and `… ends` in this file, without the
  /// indentation it has here.
  static func blockInThisFile(_ number: Int) throws -> String {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = "// README block \(number) begins\n", end = "// README block \(number) ends"
    let inner = try #require(source.components(separatedBy: begin).dropFirst().first?.components(separatedBy: end).first)
    let lines = inner.components(separatedBy: "\n").dropLast()  // the indentation before `end`
    let indent = number == 2 ? "" : "    "
    return lines.map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }.joined(separator: "\n") + "\n"
  }

  @Test("the README's code is this file's, word for word, inputs included")
  func readmeMatches() throws {
    let blocks = try Self.readmeBlocks()
    let expected = [
      ReadmeBlock(input: try #require(Self.inputParagraphs[1]), body: try Self.blockInThisFile(1)),
      ReadmeBlock(input: try #require(Self.inputParagraphs[3]), body: try Self.blockInThisFile(3)),
      ReadmeBlock(input: "", body: try Self.blockInThisFile(2)),
    ]
    #expect(blocks.count == 3)
    for (found, wanted) in zip(blocks, expected) {
      #expect(found.input == wanted.input)
      #expect(found.body == wanted.body)
    }
  }

  @Test("the README's inputs are files it makes or ships: my-trace.json from a command of 'Use it', the recording in docs/examples")
  func readmeInputsExist() throws {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let command = "swift run strategy-compare \(Self.myTraceCommand.joined(separator: " ")) > my-trace.json"
    #expect(readme.contains("\n\(command) "), "the README's commands do not write my-trace.json with '\(command)'")
    let output = StrategyCompare.execute(Self.myTraceCommand)
    #expect(output.status == .success && output.standardOutput.hasPrefix("{"))
    #expect(try TraceDecoder.decodeJSON(Self.myTrace()).trace == Scenarios.edgeSwipePastHalf)
    let recording = try Self.myRecording()
    #expect(!recording.isEmpty)
    // The paths the input paragraphs read are the ones given here.
    #expect(Self.inputParagraphs[1]?.contains("URL(fileURLWithPath: \"my-trace.json\")") == true)
    #expect(Self.inputParagraphs[3]?.contains("URL(fileURLWithPath: \"docs/examples/swipes.getevent.txt\")") == true)
  }

  @Test("the README's reports and recordings: a table and an HTML page of the comparison, the sample getevent recording imported from code")
  func readmeReportAndImport() throws {
    let (comparison, _, _) = try Self.readmeExample(bytesOfMyTrace: Self.myTrace()) { _ in }
    var printed: [String] = []
    let (table, page, imported) = try Self.reportAndImport(
      comparison: comparison, bytesOfMyRecording: try Self.myRecording()
    ) { items in printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    #expect(table.contains("system-edge:guarded"))
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(imported.traces.count == 2 && imported.traces.allSatisfy { $0.intent == .back })
    #expect(printed == [imported.summary])
    #expect(imported.summary.hasPrefix("imported 2 strokes (42 samples) from swipes.getevent.txt (getevent, multi-touch protocol B) into 2 traces"))
    // A line the importer cannot read is an error naming it, not a crash or a silent skip.
    #expect(throws: ImportError.self) {
      try RecordingImporter.traces(from: Array("E: 0.000001 0003 0035 zzzz\n".utf8), source: "bad.events", scene: .twoScreens, options: RecordingImporter.Options(format: .evemu))
    }
  }

  @Test("the README's code runs: two presets, a sweep scored over a corpus, and a strategy of one's own that drives its own pop")
  func readmeRuns() throws {
    var printed: [String] = []
    let (comparison, scores, mine) = try Self.readmeExample(bytesOfMyTrace: Self.myTrace()) { items in
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }
    #expect(comparison.results.map(\.strategy) == ["system-edge:shipped", "system-edge:guarded"])
    #expect(comparison.results.allSatisfy { $0.outcome == .pop })
    #expect(scores.scorecards.map(\.strategy)
      == ["percent-driven:threshold-30", "percent-driven:threshold-50", "percent-driven:threshold-70", "target-forwarding:fd"])
    #expect(scores.traces == 500)
    #expect(printed.count == 2 + 4 + 2)
    #expect(mine.results.map(\.strategy) == ["edge-flick:80pt", "system-edge:shipped"])
    #expect(mine.results.map(\.outcome) == [.pop, .pop])
    #expect(mine.results[0].drivenBy?.owner == .strategy, "the README's strategy decides for itself, not UIKit's edge swipe")
    #expect(mine.results[0].drivenBy?.recognizer == RecognizerID("edge"))
    #expect(mine.results[1].drivenBy?.owner == .uikit)
    #expect(printed.suffix(2) == ["edge-flick:80pt pop strategy", "system-edge:shipped pop uikit"])
  }
}

// README block 2 begins
/// Pops when a left-edge pan ends more than `minimumTravel` points from where it began.
struct EdgeFlick: BackStrategy {
  struct Configuration: Hashable, Sendable { var minimumTravel = 80.0 }
  static let descriptor = StrategyDescriptor(id: "edge-flick")
  static let presets = [StrategyPreset(name: "80pt", summary: "80 pt of travel", configuration: Configuration())]
  let configuration: Configuration
  init(configuration: Configuration) { self.configuration = configuration }

  // UIKit's edge swipe and iOS 26's content swipe off: this strategy's own recogniser decides.
  // Left on, UIKit's begin first on a left-edge swipe and the pop would be UIKit's, not this.
  func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
    GestureSetup(
      systemBackGesture: .disabled, contentSwipe: .disabled,
      recognizers: [RecognizerSpec(id: "edge", kind: .screenEdge(.left), host: .window)])
  }

  mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
    if case .gesture(let gesture) = event, gesture.state == .ended, gesture.translation.x > configuration.minimumTravel {
      context.send(.pop(animated: true))
    }
  }
}
// README block 2 ends

/// What the README's and "Writing a strategy"'s advice rests on: with UIKit's gestures left on,
/// UIKit's edge swipe takes a left-edge swipe before a strategy's own edge recogniser; a
/// strategy drives its own pop when it turns them off, or where UIKit does not claim the touch
/// (the right edge, pulled leftwards: the edge swipe is the left edge's, the content swipe
/// refuses leftward moves).
@Suite("Who drives a strategy of one's own")
struct OwnStrategyDriverTests {
  /// ``EdgeFlick`` on either edge, with UIKit's gestures left on or off.
  struct Flick: BackStrategy {
    struct Configuration: Hashable, Sendable {
      var edge: ScreenEdge = .left
      var uikitOff = false
    }
    static let descriptor = StrategyDescriptor(id: "flick", conventions: [.iOS, .android])
    static let presets = [StrategyPreset(name: "left", summary: "left edge, UIKit on", configuration: Configuration())]
    let configuration: Configuration
    init(configuration: Configuration) { self.configuration = configuration }

    func install(in scene: SceneSpec, context: inout StrategyContext) -> GestureSetup {
      GestureSetup(
        systemBackGesture: configuration.uikitOff ? .disabled : .enabled, contentSwipe: configuration.uikitOff ? .disabled : .uikit,
        recognizers: [RecognizerSpec(id: "edge", kind: .screenEdge(configuration.edge), host: .window)])
    }

    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext) {
      if case .gesture(let gesture) = event, gesture.state == .ended, abs(gesture.translation.x) > 80 {
        context.send(.pop(animated: true))
      }
    }
  }

  @Test(
    "left edge with UIKit on: UIKit's pop; UIKit off: the strategy's; right edge with UIKit on: the strategy's",
    arguments: [
      (ScreenEdge.left, false, DrivenBy.Owner.uikit), (.left, true, .strategy), (.right, false, .strategy),
    ])
  func driver(edge: ScreenEdge, uikitOff: Bool, owner: DrivenBy.Owner) {
    let trace = edge == .left ? Scenarios.edgeSwipePastHalf : Scenarios.rightEdgeSwipe
    let result = Simulator.run(Flick.self, configuration: .init(edge: edge, uikitOff: uikitOff), label: "flick:test", on: trace)
    #expect(result.outcome == .pop)
    #expect(result.drivenBy?.owner == owner)
  }
}

/// The sample files the README's commands name (docs/examples), used as its commands use them:
/// the CSV recording run on its scene, the getevent recording imported with an intent and then
/// scored as a corpus (the next step a reader takes, which needs the intent).
@Suite("README sample files")
struct ReadmeSampleFileTests {
  static func example(_ name: String) -> String {
    Repository.root.appendingPathComponent("docs/examples").appendingPathComponent(name).path
  }

  @Test("run docs/examples/recording.csv --scene docs/examples/scene.json: the scene's stack, every strategy, a pop by UIKit's edge swipe")
  func csvOnItsScene() {
    let output = StrategyCompare.execute(["run", Self.example("recording.csv"), "--scene", Self.example("scene.json"), "--timeline"])
    #expect(output.status == .success, "\(output.standardError)")
    #expect(output.standardError.isEmpty)
    #expect(output.standardOutput.contains("stack home > detail, iOS 26"))
    let shipped = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("system-edge:shipped ") }
    #expect(shipped?.contains(" pop ") == true)
  }

  @Test("import docs/examples/swipes.getevent.txt --intent back, then corpus of the result: two back strokes, exit 0")
  func geteventImportedThenScored() throws {
    let directory = TemporaryDirectory()
    let jsonl = directory.path + "/swipes.jsonl"
    let imported = StrategyCompare.execute([
      "import", Self.example("swipes.getevent.txt"), "--from", "getevent", "--intent", "back", "--output", jsonl,
    ])
    #expect(imported.status == .success, "\(imported.standardError)")
    #expect(imported.standardError.contains("imported 2 strokes (42 samples)"))
    let corpus = StrategyCompare.execute(["corpus", jsonl])
    #expect(corpus.status == .success, "\(corpus.standardError)")
    #expect(corpus.standardOutput.contains("over 2 traces"))
    #expect(corpus.standardOutput.contains("Intents: back 2."))
    // Without the intent the corpus has nothing to score against: the README's --intent matters.
    let unlabelled = directory.path + "/unlabelled.jsonl"
    _ = StrategyCompare.execute(["import", Self.example("swipes.getevent.txt"), "--from", "getevent", "--output", unlabelled])
    #expect(StrategyCompare.execute(["corpus", unlabelled]).status != .success)
  }
}
