import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `strategy-compare docs [--check] [DIR]`: the pictures the documentation shows, drawn by the
/// tool itself into `docs/images/` (or DIR); `--check` only compares them with the files.
struct DocsCommand {
  /// One picture of the documentation: a built-in scenario run through some strategies.
  struct Image: Sendable, Equatable {
    /// File name in the images directory.
    var file: String
    /// The built-in scenario drawn.
    var scenario: String
    /// The strategies compared, `id:preset`, in legend order.
    var strategies: [String]
    /// The page that shows it, relative to the repository root.
    var page: String
    /// Whether it is an animated replay with its filmstrips (``ReplaySVG``) rather than the
    /// still report (``ReportSVG`` without a replay).
    var animated = false
  }

  /// Where the pictures live, relative to the repository root (run from there).
  static let defaultDirectory = "docs/images"

  /// The command that refreshes them, quoted in messages.
  static let refreshCommand = "swift run strategy-compare docs"

  /// Every picture the documentation shows. Strategies are named with their presets, so a
  /// strategy added to the catalog does not change a picture; a change to the model or to a
  /// strategy does, and the test that compares them with the files fails until they are redrawn.
  static let images: [Image] = [
    Image(
      file: "edge-swipe-past-half.svg", scenario: "edge-swipe-past-half",
      strategies: ["system-edge:shipped", "edge-bulge:as-published", "target-forwarding:seed003"],
      page: "docs/images/README.md"),
    Image(
      file: "carousel-at-start.svg", scenario: "carousel-at-start",
      strategies: ["system-edge:shipped", "target-forwarding:seed003", "target-forwarding:seed004", "target-forwarding:fd-recipe"],
      page: "docs/strategies/target-forwarding.md"),
    Image(
      file: "second-swipe-during-finish.svg", scenario: "second-swipe-during-finish",
      strategies: ["target-forwarding:seed003", "target-forwarding:seed004"],
      page: "docs/strategies/target-forwarding.md"),
    Image(
      file: "dwell-with-jitter.svg", scenario: "dwell-with-jitter",
      strategies: ["edge-bulge:as-published", "edge-bulge:corrected"],
      page: "docs/strategies/edge-bulge.md"),
    Image(
      file: "dwell-to-home.svg", scenario: "dwell-to-home",
      strategies: ["edge-bulge:as-published", "edge-bulge:corrected"],
      page: "docs/strategies/edge-bulge.md"),
    Image(
      file: "right-edge-pull.svg", scenario: "right-edge-pull",
      strategies: ["edge-bulge:as-published", "predictive-back:android"],
      page: "docs/strategies/edge-bulge.md"),
  ] + replays

  /// One animated replay per teaching page: its most telling built-in scenario, the page's
  /// strategy beside the ones it is best compared with.
  static let replays: [Image] = [
    replay("system-edge", "custom-back-button", ["system-edge:shipped", "system-edge:delegate-self", "system-edge:guarded"]),
    replay("edge-bulge", "dwell-with-jitter", ["edge-bulge:as-published", "edge-bulge:corrected"]),
    replay(
      "percent-driven", "edge-swipe-past-half",
      ["percent-driven:seed002", "percent-driven:seed001", "percent-driven:seed004", "system-edge:shipped"]),
    replay("screenshot-stack", "mid-screen-swipe", ["screenshot-stack:classic", "system-edge:shipped"]),
    replay(
      "target-forwarding", "carousel-at-start",
      ["system-edge:shipped", "target-forwarding:seed003", "target-forwarding:seed004", "target-forwarding:fd-recipe"]),
    replay(
      "target-forwarding-fd", "mid-screen-swipe", ["target-forwarding:fd", "target-forwarding:fd-max-100", "target-forwarding:fd-recipe"]),
    replay(
      "target-forwarding-mltransition", "carousel-mid-content",
      ["target-forwarding:mltransition", "target-forwarding:seed003", "system-edge:shipped"]),
    replay("scroll-view-pop", "carousel-at-start", ["scroll-view-pop:tz", "target-forwarding:seed003", "system-edge:shipped"]),
    replay("directional-pan", "steep-first-move", ["directional-pan:sloppyswiper", "target-forwarding:seed003"]),
    replay("cupertino", "edge-flick-short", ["cupertino:flutter", "cupertino:flutter-legacy", "system-edge:shipped"]),
    replay("predictive-back", "right-edge-pull", ["predictive-back:android", "edge-bulge:as-published"]),
    replay("rn-stack", "edge-flick-short", ["rn-stack:react-navigation", "rn-stack:full-screen", "system-edge:shipped"]),
    replay("rn-screens", "horizontal-list-swipe", ["rn-screens:native", "rn-screens:custom-animation", "system-edge:shipped"]),
    replay("swiftui", "hidden-back-button", ["swiftui:back-button-hidden", "swiftui:delegate-extension", "swiftui:drag-gesture"]),
    replay("compose-mp", "compose-pager-swipe", ["compose-mp:hosted-1.12", "compose-mp:hosted-1.11", "system-edge:shipped"]),
    replay("maui", "maui-hidden-bar-swipe", ["maui:navigation-page-10.0.51", "maui:navigation-page-10.0.60", "maui:shell"]),
    replay("zoom", "zoom-dismiss-mid-screen", ["zoom:uikit", "zoom:edge-only", "zoom:refuses-horizontal-content"]),
  ]

  /// The replay shown on `docs/strategies/<page>.md`, in `replay-<page>.svg`.
  static func replay(_ page: String, _ scenario: String, _ strategies: [String]) -> Image {
    Image(file: "replay-\(page).svg", scenario: scenario, strategies: strategies, page: "docs/strategies/\(page).md", animated: true)
  }

  let catalog: StrategyCatalog

  /// The build step of `docs`: `--check` and the directory ``OptionParser`` read.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> ParsedCommand {
    if parsed.wantsHelp { return .help(topic: CommandName.docs.rawValue) }
    return .docs(check: parsed.has(OptionCatalog.check), directory: parsed.positionals.first)
  }

  /// The SVG text of `image`.
  func render(_ image: Image) throws(CLIError) -> String {
    guard let trace = Scenarios.named(image.scenario) else {
      throw CLIError(.failure, "docs picture \(image.file): no built-in scenario '\(image.scenario)'")
    }
    var selections: [StrategySelection] = []
    for label in image.strategies {
      do throws(SelectionError) {
        selections.append(try catalog.select(label))
      } catch {
        throw CLIError(.failure, "docs picture \(image.file): \(error.message)")
      }
    }
    let comparison = Comparison(trace: trace, selections: selections, options: RunOptions(recordTimeline: true))
    return image.animated ? ReplaySVG.render(comparison) : ReportSVG.render(comparison, replay: false)
  }

  /// The pictures in `directory` that are missing or differ from what the tool draws now.
  func staleImages(in directory: String) throws(CLIError) -> [String] {
    var stale: [String] = []
    for image in Self.images {
      let path = directory + "/" + image.file
      let current = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
      if try current != render(image) { stale.append(path) }
    }
    return stale
  }

  /// A file of the repository root, relative to it, and what it must contain: the root is
  /// where `docs` without DIR writes (``defaultDirectory`` is relative to it).
  static let rootMarkers: [(file: String, contains: String)] = [
    ("Package.swift", #"name: "BackStrategies""#), (defaultDirectory + "/README.md", ""),
  ]

  /// Whether `directory` is the repository's root: its `Package.swift` names the
  /// BackStrategies package and it has `docs/images/README.md` (``rootMarkers``).
  static func isRepositoryRoot(_ directory: String) -> Bool {
    rootMarkers.allSatisfy { marker in
      guard let data = FileManager.default.contents(atPath: directory + "/" + marker.file) else { return false }
      return marker.contains.isEmpty || String(decoding: data, as: UTF8.self).contains(marker.contains)
    }
  }

  /// Writes the pictures that changed (or only checks them), and says what it did.
  ///
  /// - Parameter currentDirectory: where the tool runs; without DIR it must be the repository
  ///   root, or nothing is written (a run elsewhere would make `./docs/images` and fill it).
  /// - Throws: ``CLIError`` with status `usage` (64) without DIR outside the repository.
  func run(
    check: Bool, directory: String?, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(CLIError) -> String {
    if directory == nil && !Self.isRepositoryRoot(currentDirectory) {
      throw CLIError.usage(
        "docs without DIR writes the repository's \(Self.defaultDirectory), and the current directory is not the BackStrategies repository's root: run it from there, or name DIR",
        command: .docs)
    }
    let directory = directory ?? Self.defaultDirectory
    if check {
      let stale = try staleImages(in: directory)
      guard stale.isEmpty else {
        throw CLIError(
          .failure, "stale documentation pictures: \(stale.joined(separator: ", "))",
          hint: "redraw them from the repository root with '\(Self.refreshCommand)'")
      }
      return "\(Self.images.count) pictures in \(directory) are up to date.\n"
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CLIError(.cantCreate, "cannot create directory '\(directory)': \(error.localizedDescription)")
    }
    var lines: [String] = []
    for image in Self.images {
      let path = directory + "/" + image.file
      let text = try render(image)
      if FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) == text {
        lines.append("unchanged \(path)")
      } else {
        try AtomicFile.write(text, to: path)
        lines.append("wrote     \(path) (\(ComparisonTable.byteCount(text.utf8.count)))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
