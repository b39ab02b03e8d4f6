import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare recommend --screen KIND|FILE` and the library's ``ScreenAdvice`` behind it
/// (docs/ios26-conflicts.md): the fix each kind of screen gets, the runs that decide it, the
/// errors and the JSON.
@Suite("Advice per screen")
struct ScreenAdviceTests {
  /// The fix each kind of screen gets from the model (read from the runs; the test pins it so
  /// a change of the model shows here and in docs/ios26-conflicts.md's matrix).
  static let expected: [(ScreenKind, String)] = [
    (.map, "system-edge:content-swipe-off"), (.pager, "system-edge:pager-yields-at-start"),
    (.carousel, "system-edge:carousel-yields-at-start"), (.list, "system-edge:shipped"), (.swipeRows, "system-edge:waits-for-app-pan"),
    (.web, "system-edge:content-swipe-off"),
  ]

  @Test("each kind's recommended fix, and it comes first by the stated rule: applicable, then fewest conflict runs not right, then fewest other runs not right, then fewest wrong", arguments: expected)
  func recommended(kind: ScreenKind, fix: String) throws {
    let advice = ScreenAdvice(kind: kind)
    #expect(advice.recommended(in: .fixes) == fix)
    let best = try #require(advice.candidate(fix))
    #expect(best.inapplicable == nil)
    for candidate in advice.candidates where candidate.group == .fixes && candidate.inapplicable == nil {
      #expect((best.conflictCost, best.elsewhereCost, best.wrongCount) <= (candidate.conflictCost, candidate.elsewhereCost, candidate.wrongCount))
    }
    // Every trace runs on both releases, the conflicts before the back swipes, then the other
    // screens of the stack not already among them.
    let others = ScreenKind.otherScreens.filter { other in !kind.traces.contains { $0.name == other.name } }
    #expect(advice.runs.count == (kind.traces.count + others.count) * ScreenAdvice.defaultReleases.count)
    #expect(advice.runs.suffix(others.count * 2).allSatisfy { $0.role == .otherScreen })
    #expect(advice.runs.prefix(kind.conflicts.count * 2).allSatisfy { $0.role == .conflict })
    #expect(advice.candidates.allSatisfy { $0.cells.count == advice.runs.count })
  }

  /// The kinds whose candidates are navigation-controller fixes: all but a zoom screen, whose
  /// candidates are the zoom transition's presets (its own group) and which `--screen all` leaves out.
  static let fixKinds = ScreenKind.allCases.filter { $0 != .zoom }

  @Test("iOS 18 has no content swipe: a mid-screen back swipe is a cost every candidate shares", arguments: fixKinds)
  func sharedMidScreen(kind: ScreenKind) throws {
    let advice = ScreenAdvice(kind: kind)
    let index = try #require(advice.runs.firstIndex { $0.trace == "\(kind.rawValue)-mid-screen-back-swipe" && $0.ios == .iOS18 })
    #expect(advice.sharedCosts(in: .fixes).contains(index))
    #expect(!advice.ownCosts(of: "system-edge:shipped").contains(index))
    // On iOS 26 UIKit as it ships pops it: the back swipe the content swipe brought.
    let ios26 = try #require(advice.runs.firstIndex { $0.trace == "\(kind.rawValue)-mid-screen-back-swipe" && $0.ios == .iOS26 })
    #expect(advice.candidate("system-edge:shipped")?.cells[ios26].verdict == .right)
  }

  @Test("switching the content swipe off costs the mid-screen back swipe wherever the screen has a view of the app")
  func contentSwipeOffCostsReach() throws {
    for kind in Self.fixKinds where kind != .list {
      let advice = ScreenAdvice(kind: kind)
      let ios26 = try #require(advice.runs.firstIndex { $0.trace == "\(kind.rawValue)-mid-screen-back-swipe" && $0.ios == .iOS26 })
      #expect(advice.ownCosts(of: "system-edge:content-swipe-off").contains(ios26), "\(kind)")
    }
    // A list has no view of the app nor a horizontal scroll view: the preset leaves it alone.
    let list = ScreenAdvice(kind: .list)
    #expect(list.candidate("system-edge:content-swipe-off")?.cells == list.candidate("system-edge:shipped")?.cells)
  }

  @Test("a raw-touch map's trace file is advised on its own conflict: the fix that stops the cut drag")
  func rawTouchMapFile() throws {
    let advice = ScreenAdvice.advice(for: Scenarios.rawTouchMapDrag.scene)
    #expect(advice.map(\.kind) == [.map])
    let map = try #require(advice.first)
    #expect(map.traceNames.first == "raw-touch-map-drag")
    #expect(!map.traceNames.contains("map-drag") && !map.traceNames.contains("sdk-map-drag"))
    // The shipped content swipe cuts the map's drag; the recommended fix is one of the two
    // that stop it, and it keeps the mid-screen back swipe.
    let drag26 = try #require(map.runs.firstIndex { $0.trace == "raw-touch-map-drag" && $0.ios == .iOS26 })
    #expect(map.candidate("system-edge:shipped")?.cells[drag26].hazards == [.appViewCut])
    let fix = try #require(map.recommended(in: .fixes))
    #expect(["system-edge:content-swipe-off", "system-edge:recogniser-not-touches"].contains(fix))
    #expect(map.ownCosts(of: fix).isEmpty)
    #expect(fix == "system-edge:recogniser-not-touches")
  }

  @Test("the kinds a screen's views and scroll views give")
  func kindsOfScreens() {
    #expect(ScreenKind.kinds(in: Scenarios.sdkMapDrag.scene) == [.map])
    #expect(ScreenKind.kinds(in: Scenarios.pagerSecondPageSwipe.scene) == [.pager])
    #expect(ScreenKind.kinds(in: Scenarios.pagerFirstPageSwipe.scene) == [.pager])
    #expect(ScreenKind.kinds(in: Scenarios.carouselAtStart.scene) == [.carousel])
    #expect(ScreenKind.kinds(in: Scenarios.verticalScroll.scene) == [.list])
    #expect(ScreenKind.kinds(in: Scenarios.swipeRowClose.scene) == [.swipeRows])
    #expect(ScreenKind.kinds(in: Scenarios.webViewHistorySwipe.scene) == [.web])
    #expect(ScreenKind.kinds(in: Scenarios.sliderDrag.scene).isEmpty)
    #expect(ScreenKind.kinds(in: Scenarios.tap.scene).isEmpty)
  }

  @Test("the command prints the recommendation, the matrix of deciding runs and the costs")
  func text() {
    let output = StrategyCompare.execute(["recommend", "--screen", "pager"])
    #expect(output.status == .success)
    let text = output.standardOutput
    #expect(text.contains("Recommended fix: system-edge:pager-yields-at-start\n"))
    #expect(text.contains("If you ship react-native-screens: rn-screens:"))
    #expect(text.contains("pager-first-page-swipe       26   back"))
    #expect(text.contains("  system-edge:content-swipe-off: 2 runs\n"))
    #expect(text.contains("[7] system-edge:content-swipe-off\n"))
    // --ios narrows the releases.
    let one = StrategyCompare.execute(["recommend", "--screen", "pager", "--ios", "26"]).standardOutput
    #expect(one.contains("pager-first-page-swipe       26") && !one.contains("pager-first-page-swipe       18"))
  }

  @Test("bad --screen values and combinations: one-line errors")
  func errors() {
    let unknown = StrategyCompare.execute(["recommend", "--screen", "maps"])
    #expect(unknown.status == .usage)
    #expect(
      unknown.standardError
        == "strategy-compare: error: unknown screen kind 'maps' (known: map, pager, carousel, list, swipe-rows, web, zoom, or all; or a trace file); did you mean 'map'? (see 'strategy-compare help recommend')\n"
    )
    let plain = TemporaryFile(TraceEncoder.encodeJSON(Scenarios.tap), suffix: ".json")
    let empty = StrategyCompare.execute(["recommend", "--screen", plain.path])
    #expect(empty.status == .dataError)
    #expect(empty.standardError.hasPrefix("strategy-compare: error: \(plain.path): no screen has a view or scroll view that a screen kind covers"))
    #expect(empty.standardError.split(separator: "\n").count == 1)
    let missing = StrategyCompare.execute(["recommend", "--screen", "no/such.json"])
    #expect(missing.status != .success)
    let combined = StrategyCompare.execute(["recommend", "--screen", "map", "--needs", "full-screen"])
    #expect(combined.status == .usage)
    #expect(combined.standardError.contains("--needs ranks strategies on a corpus; --screen runs its own candidates"))
    let noValue = StrategyCompare.execute(["recommend", "--screen"])
    #expect(noValue.status == .usage)
  }

  @Test("--format json: the screens, their runs, and each group's candidates best first with cells and costs")
  func json() throws {
    let output = StrategyCompare.execute(["recommend", "--screen", "web", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    #expect(document["format"]?.kind == .string(ScreenRecommendation.format))
    #expect(document["screen"]?.kind == .string("web"))
    guard case .array(let screens)? = document["screens"]?.kind, let screen = screens.first else {
      Issue.record("screens")
      return
    }
    #expect(screens.count == 1)
    #expect(screen["kind"]?.kind == .string("web"))
    guard case .array(let runs)? = screen["runs"]?.kind, case .array(let groups)? = screen["groups"]?.kind else {
      Issue.record("runs, groups")
      return
    }
    let advice = ScreenAdvice(kind: .web)
    #expect(runs.count == advice.runs.count)
    #expect(runs.first?["trace"]?.kind == .string("web-view-history-swipe"))
    #expect(runs.first?["ios"]?.kind == .number(18))
    #expect(runs.first?["role"]?.kind == .string("conflict"))
    #expect(groups.map { $0["group"]?.kind } == [.string("fixes"), .string("react-native-screens")])
    let fixes = groups[0]
    #expect(fixes["recommended"]?.kind == .string(try #require(advice.recommended(in: .fixes))))
    guard case .array(let candidates)? = fixes["candidates"]?.kind else {
      Issue.record("candidates")
      return
    }
    #expect(candidates.map { $0["strategy"]?.kind } == advice.ranking(in: .fixes).map { .string($0.label) })
    guard case .array(let cells)? = candidates[0]["cells"]?.kind else {
      Issue.record("cells")
      return
    }
    #expect(cells.count == runs.count)
    #expect(cells[0]["verdict"]?.kind == .string("right"))
    #expect(candidates[0]["costs"] != nil && candidates[0]["ownCosts"] != nil && fixes["sharedCosts"] != nil)
  }

  @Test("a trace file with a map and a pager gets one advice per kind")
  func fileWithTwoKinds() throws {
    var trace = Scenarios.mapDrag
    trace.scene.stack[1].views.append(Scenarios.pages(showing: 0))
    let file = TemporaryFile(TraceEncoder.encodeJSON(trace), suffix: ".json")
    let output = StrategyCompare.execute(["recommend", "--screen", file.path])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("Screen: map,") && output.standardOutput.contains("Screen: pager,"))
  }

  @Test("--screen all: the fix × screen matrix, one column per kind, * on each kind's recommended fix")
  func everyKind() throws {
    let output = StrategyCompare.execute(["recommend", "--screen", "all"])
    #expect(output.status == .success)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("fix ") })
    #expect(header.split(separator: " ").dropFirst().map(String.init) == Self.fixKinds.map(\.rawValue))
    for (kind, fix) in Self.expected {
      let row = try #require(lines.first { $0.hasPrefix(fix + " ") })
      let cells = row.split(separator: " ").dropFirst().map(String.init)
      let column = try #require(Self.fixKinds.firstIndex(of: kind))
      #expect(cells[column].hasSuffix("*"), "\(kind): \(row)")
    }
  }
}
