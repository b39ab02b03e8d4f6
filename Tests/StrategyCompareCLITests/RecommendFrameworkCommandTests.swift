import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `recommend --framework`, `--screen FILE` judged on the file's device, the short reasons and
/// the `~` of `--screen` (issue #53, items 3 to 5).
@Suite("Recommend: framework, the file's device, short reasons, what a ranking rests on")
struct RecommendFrameworkCommandTests {
  @Test("what made the advice goes under the whole Screen: line, however many lines it wraps to")
  func provenanceUnderTheScreenLine() throws {
    let lines = StrategyCompare.execute(["recommend", "--screen", "web"]).standardOutput.split(separator: "\n").map(String.init)
    let madeBy = try #require(lines.firstIndex { $0.hasPrefix("Made by strategy-compare") })
    #expect(madeBy > 1, "the web screen's line wraps to two at 80 columns")
    let screen = lines[..<madeBy].joined(separator: " ")
    #expect(screen == "Screen: web, \(ScreenKind.web.summary).")
  }

  @Test("--framework react-native --screen pager answers with a react-native-screens preset, and only those")
  func reactNativePager() {
    let output = StrategyCompare.execute(["recommend", "--framework", "react-native", "--screen", "pager", "--ios", "26"])
    #expect(output.status == .success)
    let text = output.standardOutput
    #expect(text.contains("Recommended preset (react-native-screens): rn-screens:"))
    #expect(!text.contains("Recommended fix:") && !text.contains("system-edge:"))
    let advice = ScreenAdvice(kind: .pager, releases: [.iOS26], groups: ScreenAdvice.Group.groups(for: .reactNative))
    #expect(advice.recommended(in: .reactNativeScreens)?.hasPrefix("rn-screens:") == true)
  }

  @Test("--framework swiftui --screen ranks swiftui:* presets")
  func swiftUIScreen() throws {
    let output = StrategyCompare.execute(["recommend", "--framework", "swiftui", "--screen", "carousel", "--ios", "26", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    #expect(document["framework"]?.kind == .string("swiftui"))
    guard case .array(let screens)? = document["screens"]?.kind, case .array(let groups)? = screens.first?["groups"]?.kind,
      case .array(let candidates)? = groups.first?["candidates"]?.kind
    else {
      Issue.record("screens, groups, candidates")
      return
    }
    #expect(groups.map { $0["group"]?.kind } == [.string("swiftui")])
    let labels = candidates.compactMap { candidate -> String? in
      if case .string(let label)? = candidate["strategy"]?.kind { return label }
      return nil
    }
    #expect(labels.count == StrategyCatalog.builtIn.allSelections.filter { $0.entry.descriptor.id == "swiftui" }.count && labels.allSatisfy { $0.hasPrefix("swiftui:") })
  }

  @Test("--framework swiftui ranks only swiftui:* presets on a corpus, without --allow")
  func swiftUIRanking() throws {
    let output = StrategyCompare.execute(["recommend", "--framework", "swiftui", "--generate", "220", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    #expect(document["framework"]?.kind == .string("swiftui"))
    guard case .array(let ranked)? = document["ranked"]?.kind else {
      Issue.record("ranked")
      return
    }
    #expect(!ranked.isEmpty)
    for candidate in ranked {
      guard case .string(let label)? = candidate["strategy"]?.kind else { continue }
      #expect(label.hasPrefix("swiftui:"), "\(label)")
    }
    let text = StrategyCompare.execute(["recommend", "--framework", "swiftui", "--generate", "220"]).standardOutput
    #expect(text.hasPrefix("Needs: none stated. Framework: SwiftUI. Evidence:"))
    #expect(text.contains("- not a SwiftUI technique: another framework's own back gesture"))
  }

  @Test("an unknown framework is a usage error naming the known ones")
  func unknownFramework() {
    let output = StrategyCompare.execute(["recommend", "--framework", "swift"])
    #expect(output.status == .usage)
    #expect(output.standardError.contains("unknown framework 'swift' (expected one of: uikit, swiftui, react-native, flutter, android, compose-mp, maui); did you mean 'swiftui'?"))
    #expect(output.standardError.split(separator: "\n").count == 1)
  }

  /// A carousel at its start on a 402 pt phone laid out right to left.
  static var rightToLeftCarousel: Trace {
    Scenarios.carouselAtStart.placed(on: Device(width: 402, layoutDirection: .rightToLeft, ios: .iOS26))
  }

  @Test("a right-to-left file is judged on mirrored scenarios on its own width and release, and the text says so")
  func rightToLeftFile() throws {
    let file = TemporaryFile(TraceEncoder.encodeJSON(Self.rightToLeftCarousel), suffix: ".json")
    let output = StrategyCompare.execute(["recommend", "--screen", file.path])
    #expect(output.status == .success)
    // The lines wrap at the terminal's width: read them as one.
    let text = output.standardOutput.split(separator: "\n").joined(separator: " ")
    #expect(text.contains("judged on the file's device: 402 pt, right-to-left, iOS 26"))
    #expect(text.contains("From the trace file '\(file.path)'"))
    #expect(!text.contains("iOS 18"), "the file's release only")
    let advice = try #require(ScreenAdvice.advice(for: Self.rightToLeftCarousel.scene, releases: [.iOS26], device: Self.rightToLeftCarousel.scene.device).first)
    #expect(advice.device?.layoutDirection == .rightToLeft)
    // UIKit as it ships does right-to-left what it does left-to-right: the scenarios were mirrored.
    let ltr = ScreenAdvice(kind: .carousel, releases: [.iOS26])
    #expect(advice.candidate("system-edge:shipped")?.cells.map(\.text) == ltr.candidate("system-edge:shipped")?.cells.map(\.text))
    // Left-to-right scenarios merely flagged right-to-left would not be the same runs.
    var unmirrored = Scenarios.carouselAtStart
    unmirrored.scene.device.layoutDirection = .rightToLeft
    let flagged = BuiltIn.systemEdge.shipped.run(on: unmirrored, options: RunOptions().on(.iOS26))
    let own = BuiltIn.systemEdge.shipped.run(on: Scenarios.carouselAtStart, options: RunOptions().on(.iOS26))
    #expect(flagged.cellText != own.cellText)
    let json = try JSONParser.parse(StrategyCompare.execute(["recommend", "--screen", file.path, "--format", "json"]).standardOutput)
    #expect(json["source"]?.kind == .string("file"))
    #expect(json["device"]?["layoutDirection"]?.kind == .string("rightToLeft"))
    #expect(json["device"]?["width"]?.kind == .number(402))
  }

  @Test("a file named like a kind wins over the kind, and the text says which it used")
  func fileShadowsKind() throws {
    let directory = TemporaryDirectory()
    directory.write("carousel", TraceEncoder.encodeJSON(Self.rightToLeftCarousel))
    guard let result = try BuiltTool.shell(#""$0" recommend --screen carousel --ios 26"#, directory: directory.path) else { return }
    #expect(result.status == 0)
    let text = result.standardOutput.split(separator: "\n").joined(separator: " ")
    #expect(text.contains("From the trace file 'carousel' (a file here, not the screen kind 'carousel')"))
    #expect(text.contains("right-to-left"))
  }

  @Test("--screen marks each cell that rests on an open choice, and says under the matrix what each reading would recommend")
  func restsOnMarks() throws {
    let advice = ScreenAdvice(kind: .pager)
    let doubtful = advice.candidates.flatMap(\.cells).filter { !$0.restsOn.isEmpty }
    #expect(!doubtful.isEmpty, "some pager run rests on an open choice")
    #expect(doubtful.allSatisfy { $0.markedText == $0.text + "~" })
    let picks = advice.otherReadings(in: .fixes)
    #expect(!picks.isEmpty)
    let text = ScreenRecommendation.text(advice, width: 80)
    #expect(text.contains("~ the run would come out otherwise under another reading of an open choice"))
    for pick in picks {
      #expect(text.contains("  \(pick.choice.rawValue) = \(pick.reading): \(pick.cells) cell"))
    }
    // A cell's other reading, ranked again, is what the line reports.
    for pick in picks where pick.recommended != advice.recommended(in: .fixes) {
      #expect(text.contains("the recommendation would be \(pick.recommended ?? "none")"))
    }
  }

  @Test("short reasons: exclusions grouped, one line per reason; a tie at rank 1 said in the first lines")
  func shortReasons() throws {
    let recommendation = Recommendation.recommend(needs: [.fullScreen, .scrollViews], count: 220)
    let groups = RecommendationText.exclusionGroups(recommendation)
    #expect(groups.count < recommendation.excluded.count)
    #expect(Set(groups.map(\.reason)).count == groups.count, "one group per reason")
    for exclusion in recommendation.excluded {
      #expect(groups.contains { group in group.strategies.contains { $0.hasSuffix(exclusion.strategy) || $0.contains(exclusion.strategy + " ") } })
    }
    let text = RecommendationText.render(recommendation, source: "test", width: 80)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let excluded = try #require(lines.firstIndex { $0.hasPrefix("EXCLUDED") })
    #expect(lines[excluded...].filter { $0.hasPrefix("- ") }.count == groups.count)
    if !recommendation.topTie.isEmpty {
      let tie = try #require(lines.firstIndex { $0.hasPrefix("\(recommendation.topTie.count) strategies tie at rank 1") })
      #expect(tie < 12)
    }
  }

  /// The output of `recommend --needs full-screen,scroll-views` as docs/choosing.md holds it
  /// (``DocOutputTests`` keeps it equal to the tool's, at 80 columns).
  static func documentedOutput(of command: String) throws -> [Substring] {
    let text = try String(contentsOf: DocOutputTests.root.appendingPathComponent("docs/choosing.md"), encoding: .utf8)
    let marker = try #require(text.range(of: "<!-- output: \(command) -->\n```text\n"))
    let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
    return text[marker.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("recommend --needs full-screen,scroll-views fits in 150 lines of 80 columns, the tie said in its first lines")
  func shortEnough() throws {
    let lines = try Self.documentedOutput(of: "strategy-compare recommend --needs full-screen,scroll-views")
    // 150: 119 lines before the veto, textbook, Compose and MAUI presets joined the ranking (145).
    #expect(lines.count <= 150, "\(lines.count) lines")
    #expect(lines.allSatisfy { $0.count <= 80 })
    let tie = try #require(lines.firstIndex { $0.contains("strategies tie at rank 1") })
    #expect(tie < 10)
    // Candidates of one rank with the same parts as one above share one entry: no two entries
    // in a row say "as" the same strategy.
    let flat = lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.components(separatedBy: ", as system-edge:shipped").count == 2)
    #expect(flat.contains(" each, as system-edge:shipped"))
    let excluded = try #require(lines.firstIndex { $0.hasPrefix("EXCLUDED") })
    // One line per reason: no strategy id starts an exclusion line of its own.
    #expect(!lines[excluded...].contains { $0.hasPrefix("- system-edge:") || $0.hasPrefix("- swiftui:") })
  }
}
