import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

/// #26 item 9: the pictures' styles stay distinct for any number of strategies, labels are not
/// cut to a stub, the HTML summary names its strategies, recognition markers do not pile up.
@Suite("Series styles and picture labels")
struct SeriesStyleTests {
  /// A style's look: colour, dash and marker.
  static func look(_ style: SeriesStyle) -> [String] { [style.light, style.dashArray ?? "solid", style.marker.rawValue] }

  @Test("25 strategies (and 512) get 25 (512) different combinations of colour, dash and marker", arguments: [25, 64, 512])
  func distinct(count: Int) {
    let looks = (0..<count).map { Self.look(ReportPalette.style($0)) }
    #expect(Set(looks).count == count)
    // The CSS classes follow the same combination.
    let classes = (0..<count).map { ReportPalette.lineClasses($0) + " " + ReportPalette.style($0).marker.rawValue }
    #expect(Set(classes).count == count)
  }

  @Test("the first strategies keep the palette's own entries; the ninth is not drawn like the first")
  func firstRound() {
    for index in ReportPalette.series.indices { #expect(ReportPalette.style(index) == ReportPalette.series[index].withSlots(index)) }
    let first = ReportPalette.style(0), ninth = ReportPalette.style(ReportPalette.series.count)
    #expect(first.light == ninth.light, "the colours go round")
    #expect(first.dashArray != ninth.dashArray && first.marker != ninth.marker)
  }

  @Test("a phone's heading is not cut to '1 system-ed…': it breaks before the preset or after a hyphen")
  func headings() {
    #expect(Replay.headingLabel("1 system-edge:shipped", characters: 12) == ["1 system-", "edge:shipped"])
    #expect(Replay.headingLabel("2 edge-bulge:corrected", characters: 12) == ["2 edge-bulge", ":corrected"])
    #expect(Replay.headingLabel("3 tap", characters: 12) == ["3 tap"])
    let long = Replay.headingLabel("5 target-forwarding:mltransition", characters: 12)
    #expect(long.count == Replay.headingLines && long.allSatisfy { $0.count <= 12 })
  }

  @Test("the HTML summary's header names every strategy, not only its number")
  func summaryNames() throws {
    let selections = StrategyCatalog.builtIn.defaultSelections
    let matrix = ComparisonMatrix(traces: [Scenarios.tap], selections: selections, options: RunOptions(recordTimeline: true))
    let html = ReportHTML.summary(matrix, ids: ["t"]).rendered(html: true)
    let head = try #require(html.components(separatedBy: "</thead>").first)
      .replacingOccurrences(of: "<wbr/>", with: "").replacingOccurrences(of: "<wbr>", with: "")
    for selection in selections {
      #expect(head.contains("class=\"sn\">\(selection.label)</span>"), "\(selection.label)")
    }
    #expect(html.contains("<wbr"), "breakable after hyphens")
  }

  @Test("recognition markers of strategies that recognised near one another do not overlap, and stay on the screen")
  func markersApart() {
    let comparison = Comparison(
      trace: Scenarios.edgeSwipePastHalf, selections: StrategyCatalog.builtIn.defaultSelections, options: RunOptions(recordTimeline: true))
    let drawing = TracePathDrawing(trace: comparison.trace, results: comparison.results)
    let s = drawing.scale
    let markers = drawing.recognitionMarkers(scale: s).compactMap { element -> Point? in
      guard element.name == "polygon" || element.name == "circle" else { return nil }
      if element.name == "circle", let x = element.attribute("cx"), let y = element.attribute("cy") { return Point(x: Double(x)!, y: Double(y)!) }
      let first = element.attribute("points")?.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } } ?? []
      guard !first.isEmpty else { return nil }
      return Point(x: first.map { $0[0] }.reduce(0, +) / Double(first.count), y: first.map { $0[1] }.reduce(0, +) / Double(first.count))
    }
    #expect(markers.count == comparison.results.filter { $0.recognizedAt != nil }.count)
    for (i, a) in markers.enumerated() {
      for b in markers[(i + 1)...] { #expect(a.distance(to: b) >= TracePathDrawing.markerSpacing * 0.8, "\(a) and \(b)") }
      #expect(a.x >= 0 && a.x <= comparison.trace.scene.device.width * s)
    }
  }
}

extension MarkupElement {
  /// The value of the attribute `name`, if set.
  func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

extension SeriesStyle {
  /// The entry with its slots set to `index`, as ``ReportPalette/style(_:)`` gives it.
  func withSlots(_ index: Int) -> SeriesStyle {
    var style = self
    style.colourSlot = index
    style.dashSlot = index
    style.markerSlot = index
    return style
  }
}
