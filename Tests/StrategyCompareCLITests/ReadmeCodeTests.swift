import Foundation
import Testing
// Not @testable: the README's code must compile against the public API alone.
import BackStrategies
import BackStrategiesImport
import BackStrategiesReport

/// The README's "Use it from code" blocks, word for word: the first is the body of
/// ``ReadmeCodeTests/readmeExample(bytesOfMyTrace:print:)``, the second the body of
/// ``ReadmeCodeTests/reportAndImport(comparison:bytesOfMyRecording:print:)`` (block 3 here),
/// the third ``EdgeFlick`` below.
/// One test checks that the README still says exactly this; the others run it.
@Suite("README code")
struct ReadmeCodeTests {
  /// The README's first block (after its `import`), with `print` captured by the caller.
  static func readmeExample(
    bytesOfMyTrace: [UInt8], print: (Any...) -> Void
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

  /// The README's reports and recordings block (after its `import` lines).
  static func reportAndImport(
    comparison: Comparison, bytesOfMyRecording: [UInt8], print: (Any...) -> Void
  ) throws -> (table: String, page: String, imported: RecordingImporter.ImportedRecording) {
    // README block 3 begins

    // The comparison above as the command line prints it, and as one self-contained HTML page.
    let table = ComparisonTable.render(comparison)
    let page = ReportHTML.render(comparison)

    // A recording of your own, one trace per stroke; a bad line is an ImportError naming it.
    let options = RecordingImporter.Options(format: .evemu, intent: .back, rawRange: try AxisRanges.parse("0:4095,0:4095"))
    let imported = try RecordingImporter.traces(from: bytesOfMyRecording, source: "drag.events", scene: .twoScreens, options: options)
    print(imported.summary)
    // README block 3 ends
    return (table, page, imported)
  }

  /// The README's `swift` blocks in "Use it from code", each without its `import` lines.
  static func readmeBlocks() throws -> [String] {
    let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Use it from code").dropFirst().first?
      .components(separatedBy: "\n## ").first)
    var blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
    for index in blocks.indices {
      let lines = blocks[index].components(separatedBy: "\n")
      let imports = lines.prefix { $0.hasPrefix("import ") }.count
      if imports > 0 { blocks[index] = lines.dropFirst(imports).joined(separator: "\n") }
    }
    return blocks
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

  @Test("the README's code is this file's, word for word")
  func readmeMatches() throws {
    let blocks = try Self.readmeBlocks()
    #expect(blocks.count == 3)
    #expect(blocks.first == (try Self.blockInThisFile(1)))
    #expect(blocks.dropFirst().first == (try Self.blockInThisFile(3)))
    #expect(blocks.dropFirst(2).first == (try Self.blockInThisFile(2)))
  }

  @Test("the README's reports and recordings: a table and an HTML page of the comparison, an evemu recording imported from code")
  func readmeReportAndImport() throws {
    let trace = Array(TraceEncoder.encodeJSON(Scenarios.edgeSwipePastHalf).utf8)
    let (comparison, _, _) = try Self.readmeExample(bytesOfMyTrace: trace) { _ in }
    let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/evemu/atmel-drag-up-down.events")
    var printed: [String] = []
    let (table, page, imported) = try Self.reportAndImport(
      comparison: comparison, bytesOfMyRecording: Array(try Data(contentsOf: recording))
    ) { items in printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    #expect(table.contains("system-edge:guarded"))
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(imported.traces.count == 1 && imported.traces[0].intent == .back)
    #expect(printed == [imported.summary])
    #expect(imported.summary.hasPrefix("imported 1 stroke (150 samples) from drag.events (evemu"))
    // A line the importer cannot read is an error naming it, not a crash or a silent skip.
    #expect(throws: ImportError.self) {
      try RecordingImporter.traces(from: Array("E: 0.000001 0003 0035 zzzz\n".utf8), source: "bad.events", scene: .twoScreens, options: RecordingImporter.Options(format: .evemu))
    }
  }

  @Test("the README's code runs: two presets, a sweep scored over a corpus, and a strategy of one's own that drives its own pop")
  func readmeRuns() throws {
    var printed: [String] = []
    let trace = Array(TraceEncoder.encodeJSON(Scenarios.edgeSwipePastHalf).utf8)
    let (comparison, scores, mine) = try Self.readmeExample(bytesOfMyTrace: trace) { items in
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
