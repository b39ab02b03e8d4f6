import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesSupport

/// The fixes as code (``FixRecipe``): every fix preset has its code, the code parses, fits the
/// terminal, is guarded for iOS 26 and handles right-to-left layouts; `explain` and
/// `recommend --screen` print it; the docs' `<!-- fix-code: … -->` blocks are generated from it.
@Suite("Fix recipes")
struct FixRecipeTests {
  /// The groups of fixes (UIKit's and react-native-screens'): the other frameworks' groups rank
  /// their techniques, which are no fix of a screen and carry no recipe.
  static let fixGroups = ScreenAdvice.Group.groups(for: .uikit)

  /// Every candidate `recommend --screen` ranks as a fix.
  static let candidateLabels = fixGroups.flatMap { $0.candidates.map(\.label) }

  /// The documents that carry `<!-- fix-code: … -->` blocks.
  static let documents = ["docs/ios26-conflicts.md", "docs/strategies/rn-screens.md", "docs/strategies/system-edge.md"].map {
    Repository.root.appendingPathComponent($0)
  }

  /// The widest a code line may be: 80 columns less the 4 columns `FixRecipeText` indents it by.
  static let widestCodeLine = 76

  @Test("every candidate of recommend --screen has a recipe, and every recipe is a candidate", arguments: candidateLabels)
  func everyCandidateHasARecipe(label: String) throws {
    let recipe = try #require(FixRecipe.recipe(for: label))
    #expect(recipe.id == label)
    #expect(!recipe.availability.isEmpty && !recipe.rightToLeft.isEmpty && !recipe.cost.isEmpty)
    #expect(FixRecipe.all.filter { $0.id == label }.count == 1)
  }

  @Test("the recipes are exactly the candidates, in the groups' order")
  func recipesAreTheCandidates() {
    #expect(FixRecipe.all.map(\.id) == Self.candidateLabels)
  }

  @Test("every line of code fits 80 columns as printed, and ends with a newline", arguments: FixRecipe.all)
  func codeFits(recipe: FixRecipe) {
    for part in recipe.parts {
      #expect(part.code.hasSuffix("\n") && !part.code.hasSuffix("\n\n"), "\(recipe.id)")
      for line in part.code.split(separator: "\n") {
        #expect(line.count <= Self.widestCodeLine, "\(recipe.id): \(line)")
        #expect(!line.hasSuffix(" "), "\(recipe.id): trailing space in \(line)")
      }
    }
  }

  @Test("Swift that touches iOS 26's content swipe is guarded by #available(iOS 26.0, *)", arguments: FixRecipe.all)
  func availabilityGuards(recipe: FixRecipe) {
    for part in recipe.parts where part.language == .swift || part.language == .swiftUI {
      guard part.code.contains("interactiveContentPopGestureRecognizer") else { continue }
      #expect(part.code.contains("#available(iOS 26.0, *)"), "\(recipe.id)")
    }
  }

  @Test("a recipe that decides by the drag's direction or a scroll view's edge reads the layout direction")
  func rightToLeft() throws {
    for label in ["system-edge:pager-yields-at-start", "system-edge:carousel-yields-at-start", "system-edge:leading-edge-rule"] {
      let recipe = try #require(FixRecipe.recipe(for: label))
      #expect(recipe.parts.contains { $0.code.contains("effectiveUserInterfaceLayoutDirection == .rightToLeft") }, "\(label)")
    }
  }

  @Test("react-native-pager-view#1050: the pager's pan is refused in gestureRecognizerShouldBegin, not by recognising simultaneously, and comes back")
  func pagerRecipeRefusesAtBegin() throws {
    let code = try #require(FixRecipe.recipe(for: "system-edge:pager-yields-at-start")?.parts.first?.code)
    #expect(code.contains("func gestureRecognizerShouldBegin("))
    #expect(!code.contains("shouldRecognizeSimultaneouslyWith"))
    #expect(code.contains("pagerPan?.isEnabled = false") && code.contains("pagerPan?.isEnabled = true"))
    #expect(code.contains(".failed") && code.contains(".ended") && code.contains("shouldReceive"))
  }

  @Test("carousel-yields-at-start leaves UIKit's delegate of the content swipe alone; leading-edge-rule replaces it")
  func carouselRecipeKeepsUIKitsDelegate() throws {
    let carousel = try #require(FixRecipe.recipe(for: "system-edge:carousel-yields-at-start")?.parts.first?.code)
    #expect(!carousel.contains(".delegate = self"))
    #expect(carousel.contains("contentOffset.x <= -adjustedContentInset.left"))
    let leadingEdge = try #require(FixRecipe.recipe(for: "system-edge:leading-edge-rule"))
    #expect(leadingEdge.parts.first?.code.contains("interactiveContentPopGestureRecognizer?.delegate = self") == true)
    #expect(leadingEdge.cost.contains("back-button") && leadingEdge.cost.contains("hidden-bar"))
  }

  @Test("content-swipe-off is scoped to the screen: off in viewWillAppear, back on in viewWillDisappear, in UIKit and SwiftUI")
  func contentSwipeOffIsScoped() throws {
    let recipe = try #require(FixRecipe.recipe(for: "system-edge:content-swipe-off"))
    #expect(recipe.parts.map(\.language) == [.swift, .swiftUI])
    for part in recipe.parts {
      #expect(part.code.contains("override func viewWillAppear") && part.code.contains("override func viewWillDisappear"))
      #expect(part.code.contains("setContentSwipe(enabled: false)") && part.code.contains("setContentSwipe(enabled: true)"))
    }
  }

  @Test("recogniser-not-touches is not applicable to web content, and applicable elsewhere")
  func applicability() throws {
    let recipe = try #require(FixRecipe.recipe(for: "system-edge:recogniser-not-touches"))
    #expect(recipe.inapplicability(on: .web)?.contains("WKWebView") == true)
    for kind in ScreenKind.allCases where kind != .web { #expect(recipe.inapplicability(on: kind) == nil, "\(kind)") }
  }

  @Test("every Swift recipe parses as a file of its own after its imports (swiftc -parse; a parse, not a type check, so it runs on Linux)")
  func swiftParses() throws {
    guard let swiftc = SwiftParse.compiler else {
      print("FixRecipeTests: swiftc is not on PATH; the Swift recipes were not parsed")
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fix-recipes-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var parsed = 0
    for recipe in FixRecipe.all {
      for (index, part) in recipe.parts.enumerated() where part.language == .swift || part.language == .swiftUI {
        let file = directory.appendingPathComponent("\(recipe.id.replacingOccurrences(of: ":", with: "-"))-\(index).swift")
        try Data((part.language.swiftImports + "\n" + part.code).utf8).write(to: file)
        let error = try SwiftParse.error(in: file, compiler: swiftc)
        #expect(error == nil, "\(recipe.id), part \(index): \(error ?? "")")
        parsed += 1
      }
    }
    #expect(parsed >= 7)
    // The check can fail: a recipe cut short does not parse.
    let broken = directory.appendingPathComponent("broken.swift")
    try Data("import UIKit\nfinal class Cut: UIView {\n  func f() {\n".utf8).write(to: broken)
    #expect(try SwiftParse.error(in: broken, compiler: swiftc) != nil)
  }

  @Test("every <!-- fix-code: … --> block is its recipe's code (refresh: BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter FixRecipe)")
  func docBlocksAreCurrent() throws {
    let refresh = ProcessInfo.processInfo.environment["BACKSTRATEGIES_REFRESH_DOCS"] == "1"
    var labels: Set<String> = []
    for url in Self.documents {
      let markdown = try String(contentsOf: url, encoding: .utf8)
      if refresh {
        let updated = FixCodeBlocks.refreshed(markdown)
        if updated != markdown { try updated.write(to: url, atomically: true, encoding: .utf8) }
        continue
      }
      for block in FixCodeBlocks.blocks(in: markdown) {
        labels.insert(block.label)
        #expect(FixRecipe.recipe(for: block.label) != nil, "\(url.lastPathComponent): no recipe for \(block.label)")
        #expect(
          block.text == FixCodeBlocks.text(for: block.label),
          "\(url.lastPathComponent): the code of \(block.label) is stale; run BACKSTRATEGIES_REFRESH_DOCS=1 swift test --filter FixRecipe")
      }
    }
    guard !refresh else { return }
    // docs/ios26-conflicts.md shows every system-edge fix's code.
    let fixes = ScreenAdvice.Group.fixes.candidates.map(\.label).filter { $0 != "system-edge:shipped" }
    #expect(Set(fixes).isSubset(of: labels))
  }

  @Test("fix-code blocks are found, and refreshed in place between their markers")
  func blockParsing() {
    let markdown = "intro\n<!-- fix-code: system-edge:content-swipe-off -->\n```swift\nold\n```\n<!-- /fix-code -->\nafter\n"
    let blocks = FixCodeBlocks.blocks(in: markdown)
    #expect(blocks == [FixCodeBlocks.Block(label: "system-edge:content-swipe-off", text: "```swift\nold\n```")])
    let refreshed = FixCodeBlocks.refreshed(markdown)
    #expect(refreshed.hasPrefix("intro\n<!-- fix-code: system-edge:content-swipe-off -->\n```swift\nfinal class WebScreenViewController"))
    #expect(refreshed.hasSuffix("```\n<!-- /fix-code -->\nafter\n"))
    #expect(FixCodeBlocks.blocks(in: refreshed).first?.text == FixCodeBlocks.text(for: "system-edge:content-swipe-off"))
    // A block without its closing marker is left alone.
    let open = "<!-- fix-code: system-edge:shipped -->\n```swift\nx\n```\n"
    #expect(FixCodeBlocks.blocks(in: open).isEmpty && FixCodeBlocks.refreshed(open) == open)
  }

  @Test("explain ID:PRESET prints the preset's code; explain ID alone does not")
  func explainPrintsTheCode() {
    let output = StrategyCompare.execute(["explain", "system-edge:carousel-yields-at-start"])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("\nTHE CODE\n  swift, as the class of the carousel's collection view"))
    #expect(output.standardOutput.contains("\n    final class CarouselCollectionView: UICollectionView {\n"))
    #expect(output.standardOutput.contains("  Costs: touches only this carousel"))
    #expect(!StrategyCompare.execute(["explain", "system-edge"]).standardOutput.contains("THE CODE"))
    #expect(!StrategyCompare.execute(["explain", "system-edge:guarded"]).standardOutput.contains("THE CODE"))
  }

  @Test("recommend --screen web: a fix an app can apply to web content, with its code; recogniser-not-touches ranked out with its reason")
  func webAdvice() throws {
    let advice = ScreenAdvice(kind: .web)
    #expect(advice.recommended(in: .fixes) == "system-edge:content-swipe-off")
    let ranking = advice.ranking(in: .fixes)
    #expect(ranking.last?.label == "system-edge:recogniser-not-touches")
    #expect(ranking.last?.inapplicable != nil)
    let text = StrategyCompare.execute(["recommend", "--screen", "web"]).standardOutput
    #expect(text.contains("Recommended fix: system-edge:content-swipe-off\n\nThe code:\n"))
    #expect(text.contains("    final class WebScreenViewController: UIViewController {\n"))
    #expect(text.contains("      ranked out, not applicable: the view that reads raw touches is web content"))
  }

  @Test("recommend --screen carousel: carousel-yields-at-start, and leading-edge-rule's takeover costs the other screens of the stack")
  func carouselAdvice() throws {
    let advice = ScreenAdvice(kind: .carousel)
    #expect(advice.recommended(in: .fixes) == "system-edge:carousel-yields-at-start")
    let costs = advice.ownCosts(of: "system-edge:leading-edge-rule").map { "\(advice.runs[$0].trace) \(advice.runs[$0].ios.number)" }
    #expect(costs.contains("custom-back-button 26") && costs.contains("hidden-back-button 26"))
    #expect(advice.ownCosts(of: "system-edge:carousel-yields-at-start").isEmpty)
    let text = StrategyCompare.execute(["recommend", "--screen", "carousel"]).standardOutput
    #expect(text.contains("Recommended fix: system-edge:carousel-yields-at-start\n\nThe code:\n"))
    #expect(text.contains("custom-back-button              26   shipped"))
  }

  @Test("every recommended fix's code is printed under its verdict, for every kind", arguments: ScreenKind.allCases)
  func everyVerdictHasItsCode(kind: ScreenKind) throws {
    let advice = ScreenAdvice(kind: kind)
    let text = StrategyCompare.execute(["recommend", "--screen", kind.rawValue]).standardOutput
    // A zoom screen's candidates are the zoom transition's presets (its own group), none a fix.
    #expect(kind == .zoom || advice.groups.contains(.fixes), "\(kind)")
    for group in Self.fixGroups where advice.groups.contains(group) {
      let best = try #require(advice.recommended(in: group))
      let recipe = try #require(FixRecipe.recipe(for: best))
      let heading = group == .fixes ? "Recommended fix: \(best)" : "If you ship react-native-screens: \(best)"
      let section = try #require(text.range(of: heading + "\n\nThe code:\n"), "\(kind): \(heading)")
      let after = text[section.upperBound...]
      let expected = recipe.parts.first.map { "    " + ($0.code.split(separator: "\n").first ?? "") } ?? "  No code: nothing to add."
      #expect(after.hasPrefix(expected) || after.contains("\n" + expected), "\(kind): \(best)")
    }
  }
}

extension FixRecipe: CustomTestStringConvertible {
  /// The recipe as a test argument: its preset's label.
  public var testDescription: String { id }
}
