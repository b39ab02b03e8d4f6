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

/// The animated replay (`Replay`): one animated phone per strategy in the standalone SVG
/// (SMIL) and in the HTML report (CSS); its keyframes read back from the output are the
/// timeline's frames, and between them it stays within the merging tolerance of every frame;
/// the pause, ¼-speed and reduced-motion rules; keyframe merging; the size limits.
@Suite("Replay")
struct ReplayTests: TimelineComparisons {
  /// One keyframe read back from the output: time in seconds and the values.
  struct Keyframe {
    var time: Double
    var values: [Double]
  }

  /// A parsed replay: the document, its ids, and how its animations are written.
  struct ParsedReplay {
    var tree: XMLTree
    var ids: [String: XMLElement]
    /// `@keyframes` rules by name (HTML), as (percent, values) pairs.
    var rules: [String: [(Double, [Double])]]
    /// The replay's cycle, in seconds.
    var cycle: Double

    init(_ text: String) throws {
      tree = try XMLTree(text)
      var ids: [String: XMLElement] = [:]
      for element in XMLTree.elements(under: try #require(tree.root)) {
        if let id = XMLTree.attribute("id", of: element) { ids[id] = element }
      }
      self.ids = ids
      var rules: [String: [(Double, [Double])]] = [:]
      for style in tree.all("style") {
        for (name, body) in Self.keyframeRules(style.stringValue ?? "") { rules[name] = body }
      }
      self.rules = rules
      if let box = tree.all("div", class: "rp").first, let style = XMLTree.attribute("style", of: box),
        let range = style.range(of: "--n:"), let end = style[range.upperBound...].firstIndex(of: "m")
      {
        cycle = try #require(Double(style[range.upperBound..<end])) / 1000
      } else {
        let animation = try #require(tree.all("animateTransform").first ?? tree.all("animate").first)
        let duration = try #require(XMLTree.attribute("dur", of: animation))
        cycle = try #require(Double(duration.dropLast(2))) / 1000
      }
    }

    /// The `@keyframes NAME{P%{prop:v}…}` rules of a stylesheet.
    static func keyframeRules(_ css: String) -> [(String, [(Double, [Double])])] {
      var rules: [(String, [(Double, [Double])])] = []
      var rest = Substring(css)
      while let start = rest.range(of: "@keyframes ") {
        let afterName = rest[start.upperBound...]
        guard let brace = afterName.firstIndex(of: "{") else { break }
        let name = String(afterName[..<brace])
        var body: [(Double, [Double])] = []
        var cursor = afterName[afterName.index(after: brace)...]
        while let percentEnd = cursor.firstIndex(of: "%"), let open = cursor.firstIndex(of: "{"), percentEnd < open,
          let close = cursor.firstIndex(of: "}")
        {
          let percent = Double(cursor[..<percentEnd]) ?? .nan
          let declaration = cursor[cursor.index(after: open)..<close]
          let value = declaration.split(separator: ":").last.map(String.init) ?? ""
          let numbers = value.split(separator: " ").map { Double($0.replacingOccurrences(of: "px", with: "")) ?? .nan }
          body.append((percent, numbers))
          cursor = cursor[cursor.index(after: close)...]
          if cursor.first == "}" { break }
        }
        rules.append((name, body))
        rest = cursor
      }
      return rules
    }

    /// The element a `<use>` shows, or the element itself.
    func target(_ element: XMLElement) -> XMLElement {
      guard (element.localName ?? element.name) == "use", let href = XMLTree.attribute("href", of: element),
        let target = ids[String(href.dropFirst())]
      else { return element }
      return target
    }

    /// Child elements, each `<use>` replaced by what it shows.
    func children(_ element: XMLElement) -> [XMLElement] {
      (element.children ?? []).compactMap { $0 as? XMLElement }.map(target)
    }

    /// Every element under `start`, following `<use>`s.
    func descendants(_ start: XMLElement) -> [XMLElement] {
      var result: [XMLElement] = []
      var stack = [start]
      while let element = stack.popLast() {
        result.append(element)
        stack.append(contentsOf: children(element).reversed())
      }
      return result
    }

    /// The keyframes animating `property` of `element` (`translate` or `opacity`), over the
    /// cycle; `nil` when it is not animated.
    func keyframes(of element: XMLElement, translate: Bool) -> [Keyframe]? {
      if let style = XMLTree.attribute("style", of: element), style.hasPrefix("animation-name:") {
        let name = String(style.dropFirst("animation-name:".count))
        guard let rule = rules[name] else { return nil }
        return rule.map { Keyframe(time: $0.0 / 100 * cycle, values: $0.1) }
      }
      let tag = translate ? "animateTransform" : "animate"
      guard
        let animation = (element.children ?? []).compactMap({ $0 as? XMLElement }).first(where: { ($0.localName ?? $0.name) == tag }),
        let values = XMLTree.attribute("values", of: animation), let times = XMLTree.attribute("keyTimes", of: animation)
      else { return nil }
      let vectors = values.split(separator: ";").map { $0.split(separator: ",").map { Double($0) ?? .nan } }
      let fractions = times.split(separator: ";").map { Double($0) ?? .nan }
      return zip(fractions, vectors).map { Keyframe(time: $0 * cycle, values: $1) }
    }

    /// The replay's phones, in order.
    var phones: [XMLElement] { tree.all("g", class: "phone") }

    /// A phone's stretches: each group holding one screen and its stack label, with the
    /// label, the group (whose opacity says when it shows) and the group that moves the top view.
    func stretches(of phone: XMLElement) -> [(stack: String, group: XMLElement, top: XMLElement?)] {
      var found: [(String, XMLElement, XMLElement?)] = []
      for element in descendants(phone) {
        let kids = children(element)
        guard let label = kids.first(where: { ($0.localName ?? $0.name) == "text" && XMLTree.classes(of: $0) == ["sm", "mu"] }),
          let screen = kids.first(where: { ($0.localName ?? $0.name) == "svg" })
        else { continue }
        let top = children(screen).first { group in
          children(group).first.map { view in
            children(view).first.map { XMLTree.classes(of: $0).contains("top") } ?? false
          } ?? false
        }
        found.append((label.stringValue ?? "", element, top))
      }
      return found
    }
  }

  /// Scenarios whose replays are read back: a pop, a carousel that scrolls, a trace of three
  /// strokes, a bulge with its icon, a pop to the root.
  static let scenarios = ["edge-swipe-past-half", "carousel-at-start", "root-swipe-then-swipe-again", "right-edge-pull", "dwell-with-jitter"]

  /// How far a read-back keyframe's time may be from its frame's: half the last printed digit
  /// of its place in the cycle.
  static func timeSlack(_ clock: ReplayClock) -> Double { 0.5 * clock.cycle / pow(10, Double(clock.fractionDigits)) + 1e-9 }

  /// How far a read-back value may be from the frame's: half the last printed digit.
  static let valueSlack = 0.05 + 1e-9

  /// Checks every phone of `replay` against the runs' timelines: one phone per strategy; in
  /// each stretch, the top view's keyframes are frames of that stretch (time and x), and the
  /// track through them passes within the merging tolerance of every frame of it.
  static func expectTimeline(_ replay: ParsedReplay, _ comparison: Comparison) throws {
    let model = Replay(comparison)
    let s = model.scale
    let clock = model.clock
    #expect(abs(replay.cycle - clock.cycle) < 0.001)
    let phones = replay.phones
    #expect(phones.count == comparison.results.count, "one phone per strategy")
    for (phone, result) in zip(phones, comparison.results) {
      let frames = try #require(result.frames)
      let stretches = replay.stretches(of: phone)
      #expect(!stretches.isEmpty, "\(result.strategy) has a screen")
      var covered = 0
      let interval = 1 / comparison.trace.scene.device.refreshRate
      for stretch in stretches {
        // The frames the stretch shows: where its opacity is 1, read halfway from a frame to
        // the next (the printed times are rounded by much less than that).
        let visibility = replay.keyframes(of: stretch.group, translate: false).map {
          ReplayTrack(times: $0.map(\.time), values: $0.map(\.values), interpolation: .discrete)
        }
        // A frame the next one follows within the printing of times (the settling frame just
        // after a refresh) shows for less than that resolution: it is left out.
        let slack = timeSlack(clock)
        let shown = frames.indices.filter { $0 + 1 == frames.count || frames[$0 + 1].t - frames[$0].t > 2 * slack }.map { frames[$0] }
        let inStretch = shown.filter { frame in
          let next = frames.first { $0.t > frame.t }?.t ?? frame.t + interval
          return visibility.map { $0.value(at: (frame.t + next) / 2) == [1] } ?? true
        }
        #expect(!inStretch.isEmpty, "\(result.strategy): the stretch \(stretch.stack) shows")
        for frame in inStretch {
          let stack = ReportText.stack(frame.stack)
          let label = stretch.stack
          #expect(label.hasPrefix("…") ? stack.hasSuffix(label.dropFirst()) : stack == label, "\(result.strategy) at \(frame.t) s: labelled \(label), stack \(stack)")
        }
        covered += inStretch.count
        guard let first = inStretch.first, let last = inStretch.last, let top = stretch.top else { continue }
        guard let keyframes = replay.keyframes(of: top, translate: true) else {
          // Not animated: the view stays where it is (translate given once, or at 0).
          let x = XMLTree.attribute("transform", of: top).flatMap { Double($0.dropFirst("translate(".count).prefix { $0 != ")" && $0 != "," }) } ?? 0
          for frame in inStretch { #expect(abs(frame.topX * s - x) <= ReplayTrack.tolerance + valueSlack) }
          continue
        }
        #expect(keyframes.count <= frames.count + 2, "merged, never more keyframes than frames")
        for keyframe in keyframes where keyframe.time >= first.t - slack && keyframe.time <= last.t + slack {
          let frame = try #require(
            inStretch.first { abs($0.t - keyframe.time) <= slack }, "\(result.strategy): a keyframe at \(keyframe.time) s is a frame's time")
          #expect(abs(frame.topX * s - keyframe.values[0]) <= valueSlack, "\(result.strategy) at \(frame.t) s: x \(keyframe.values[0]) vs \(frame.topX * s)")
        }
        let track = ReplayTrack(times: keyframes.map(\.time), values: keyframes.map(\.values), interpolation: .linear)
        for frame in inStretch {
          let drawn = track.value(at: frame.t)[0]
          // The keyframes' times are printed rounded: the view's speed times that rounding
          // adds to the merging tolerance.
          let speed = abs(track.value(at: frame.t + slack)[0] - track.value(at: frame.t - slack)[0]) / 2
          #expect(
            abs(drawn - frame.topX * s) <= ReplayTrack.tolerance + valueSlack + speed,
            "\(result.strategy) at \(frame.t) s: drawn \(drawn), timeline \(frame.topX * s)")
        }
      }
      let shown = frames.indices.filter { $0 + 1 == frames.count || frames[$0 + 1].t - frames[$0].t > 2 * timeSlack(clock) }
      #expect(covered == shown.count, "\(result.strategy): every frame belongs to one stretch")
    }
  }

  /// The finger's keyframes are where the trace puts it (in a phone's pixels) at their times.
  static func expectFinger(_ replay: ParsedReplay, _ comparison: Comparison) throws {
    let model = Replay(comparison)
    let s = model.scale
    let phone = try #require(replay.phones.first)
    let disc = try #require(replay.descendants(phone).first { ($0.localName ?? $0.name) == "circle" && XMLTree.classes(of: $0) == ["fi"] })
    let keyframes = try #require(replay.keyframes(of: disc, translate: true))
    let trace = comparison.trace
    var checked = 0
    for keyframe in keyframes where keyframe.time <= model.clock.end {
      guard let location = trace.fingerLocation(at: keyframe.time) else { continue }
      // The printed time is rounded: the finger may move a little within that rounding.
      let slack = timeSlack(model.clock)
      let nearby = [keyframe.time - slack, keyframe.time, keyframe.time + slack].compactMap { trace.fingerLocation(at: $0) }
      let dx = nearby.map { abs($0.x * s - keyframe.values[0]) }.min() ?? .infinity
      let dy = nearby.map { abs($0.y * s - keyframe.values[1]) }.min() ?? .infinity
      #expect(dx <= valueSlack + 0.05 && dy <= valueSlack + 0.05, "finger at \(keyframe.time) s: \(keyframe.values) vs \(location.x * s), \(location.y * s)")
      checked += 1
    }
    #expect(checked >= 2, "the finger moves")
  }

  @Test("run --format svg: one SMIL-animated phone per strategy whose keyframes are the timeline's frames", arguments: scenarios)
  func standaloneSVG(name: String) throws {
    let output = StrategyCompare.execute(["run", name, "--format", "svg"])
    #expect(output.status == .success)
    let replay = try ParsedReplay(output.standardOutput)
    let comparison = try Self.comparison(name)
    #expect(replay.tree.all("svg", class: "rp").count == 1, "one replay")
    for phone in replay.phones {
      #expect(replay.descendants(phone).contains { ($0.localName ?? $0.name) == "animateTransform" }, "the phone is animated")
    }
    // Every animation loops on the one clock.
    for animation in replay.tree.all("animateTransform") + replay.tree.all("animate") {
      #expect(XMLTree.attribute("repeatCount", of: animation) == "indefinite")
      #expect(XMLTree.attribute("dur", of: animation) == Replay(comparison).clock.cycleText)
    }
    try Self.expectTimeline(replay, comparison)
    try Self.expectFinger(replay, comparison)
    // Reduced motion hides the replay and moves the still figures into its place.
    let style = try #require(replay.tree.all("style").first?.stringValue)
    #expect(style.contains("@media (prefers-reduced-motion: reduce) {\n.rp{display:none}\n.st{transform:translate(0px,-"))
    #expect(replay.tree.all("g", class: "st").count == 1)
  }

  @Test("run --format html: one CSS-animated phone per strategy, pause and ¼-speed controls, the filmstrips under reduced motion", arguments: scenarios)
  func htmlReplay(name: String) throws {
    let output = StrategyCompare.execute(["run", name, "--format", "html"])
    #expect(output.status == .success)
    let text = output.standardOutput
    let replay = try ParsedReplay(text)
    let comparison = try Self.comparison(name)
    let figure = try #require(replay.tree.all("figure", class: "replay").first)
    try Self.expectTimeline(replay, comparison)
    try Self.expectFinger(replay, comparison)
    // Every animation named in a style attribute has its rule.
    for element in XMLTree.elements(under: figure) {
      guard let style = XMLTree.attribute("style", of: element), style.hasPrefix("animation-name:") else { continue }
      #expect(replay.rules[String(style.dropFirst("animation-name:".count))] != nil, "\(style) has a @keyframes rule")
    }
    #expect(replay.tree.all("script").isEmpty)
    let inputs = replay.tree.all("input", under: figure)
    #expect(inputs.map { XMLTree.attribute("class", of: $0) ?? "" } == ReportHTML.replayControls.map(\.classes))
    #expect(Set(inputs.compactMap { XMLTree.attribute("name", of: $0) }).count == 1, "one group of radio buttons")
    #expect(XMLTree.attribute("checked", of: inputs[0]) != nil, "plays on load")
    let labels = replay.tree.all("label", under: figure).compactMap(\.stringValue)
    #expect(labels == ReportHTML.replayControls.map(\.label))
    let box = try #require(replay.tree.all("div", class: "rp", under: figure).first)
    let clock = Replay(comparison).clock
    #expect(XMLTree.attribute("style", of: box) == "--n:\(clock.cycleText);--q:\(clock.slowCycleText)")
    for rule in [
      ".rpz:checked~.rp [style]{animation-play-state:paused}", ".rpq:checked~.rp [style]{animation-duration:var(--q)}",
      ".rp [style]{animation:var(--n) linear infinite}", "@media (prefers-reduced-motion: reduce) {\n.replay{display:none}\n.rm{display:block}\n",
    ] {
      #expect(text.contains(rule), "the page has \(rule)")
    }
    #expect(replay.tree.all("p", class: "rm").count == 1, "a note for reduced motion")
    #expect(replay.tree.all("svg", class: "filmstrip").count == comparison.results.count, "the filmstrips are still there")
  }

  @Test("the bulge and its icon, Android's arrow, the screenshot and scroll views are in the replay")
  func whatPhonesShow() throws {
    let bulge = try ParsedReplay(StrategyCompare.execute(["run", "right-edge-pull", "--format", "svg"]).standardOutput)
    #expect(!bulge.tree.all("path", class: "overlay").isEmpty, "overlays drawn")
    #expect(!bulge.tree.all("g", class: "icon").isEmpty, "icons drawn")
    let screenshot = try ParsedReplay(StrategyCompare.execute(["run", "mid-screen-swipe", "-s", "screenshot-stack", "--format", "svg"]).standardOutput)
    let replay = try #require(screenshot.tree.all("svg", class: "rp").first)
    #expect(screenshot.descendants(replay).contains { XMLTree.classes(of: $0).contains("ss") }, "the screenshot under the page")
    let carousel = try ParsedReplay(StrategyCompare.execute(["run", "carousel-mid-content", "-s", "target-forwarding:seed003", "--format", "svg"]).standardOutput)
    let carouselReplay = try #require(carousel.tree.all("svg", class: "rp").first)
    let pages = carousel.descendants(carouselReplay).filter { XMLTree.classes(of: $0).contains("pa") || XMLTree.classes(of: $0).contains("pb") }
    #expect(pages.count >= 2, "the carousel's pages")
    // The pages move: the group holding them is animated along the scroll offsets.
    let comparison = try Self.comparison("carousel-mid-content", ["target-forwarding:seed003"])
    let offsets = Set(comparison.results[0].frames?.compactMap { $0.scrollOffsets.first?.offset.x } ?? [])
    #expect(offsets.count > 1, "the carousel scrolls in this run")
    let moving = carousel.descendants(carouselReplay).filter { element in
      carousel.children(element).contains { XMLTree.classes(of: $0).contains("pa") } && carousel.keyframes(of: element, translate: true) != nil
    }
    #expect(!moving.isEmpty)
  }

  /// What one strategy on one scenario may add to the whole-matrix report, in bytes. The first
  /// limit was 2 MiB for 9 strategies × 31 scenarios (7.2 KiB a cell); iOS 26's content swipe made
  /// more strategies act (1.94 MiB). With 12 strategies × 34 scenarios it measures 2.68 MiB, 6.7 KiB
  /// a cell: the report grows with the matrix, so the limit is per cell.
  static let matrixReportBytesPerCell = 7_500
  /// The whole-matrix report's limit for the built-in catalog and scenarios.
  static var matrixReportLimit: Int {
    StrategyCatalog.builtIn.defaultSelections.count * Scenarios.all.count * matrixReportBytesPerCell
  }
  /// Most a teaching page's replay may weigh; they measure 14–30 KiB.
  static let docsReplayLimit = 48 * 1024

  @Test("sizes: the matrix report, a replay per scenario, under 7,500 bytes per strategy and scenario; each docs replay under 48 KiB")
  func sizes() throws {
    // The same report ReportTests.matrixPage reads: made once for both (SharedExecution).
    let matrix = SharedExecution.shared.execute(["--format", "html"])
    #expect(matrix.status == .success)
    #expect(matrix.standardOutput.utf8.count < Self.matrixReportLimit, "the matrix report is \(matrix.standardOutput.utf8.count) bytes")
    let tree = try XMLTree(matrix.standardOutput)
    #expect(tree.all("figure", class: "replay").count == Scenarios.all.count, "a replay per trace")
    #expect(tree.all("g", class: "phone").count == Scenarios.all.count * StrategyCatalog.builtIn.defaultSelections.count)
    let command = DocsCommand(catalog: .builtIn)
    for image in DocsCommand.replays {
      let text = try command.render(image)
      #expect(text.utf8.count < Self.docsReplayLimit, "\(image.file) is \(text.utf8.count) bytes")
      let replay = try ParsedReplay(text)
      #expect(replay.phones.count == image.strategies.count)
    }
    // One teaching page, one replay.
    let pages = Set(DocsCommand.replays.map(\.page))
    #expect(pages.count == DocsCommand.replays.count)
    let teaching = try FileManager.default.contentsOfDirectory(atPath: ReportTests.repositoryRoot + "/docs/strategies").filter { $0.hasSuffix(".md") }
    #expect(pages == Set(teaching.map { "docs/strategies/" + $0 }), "every teaching page has its replay")
  }
}
