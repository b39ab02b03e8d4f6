import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import BackStrategiesReport
@testable import BackStrategiesSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG and HTML drawings as the library draws them: simplified paths on long traces, key
/// moments, the bulge's overlay, text escaped (the commands that write them:
/// StrategyCompareCLITests/ReportTests.swift).
@Suite("Report drawings")
struct ReportDrawingTests: TimelineComparisons {
  /// Number of `x,y` pairs in a `points` attribute or in path data.
  static func pointCount(_ text: String) -> Int {
    text.split(whereSeparator: { $0 == " " || $0 == "M" }).filter { $0.contains(",") }.count
  }

  @Test("a 10,000-sample trace draws a simplified path, never a node per sample")
  func longTrace() throws {
    var touches = [TouchSample(t: 0, x: 5, y: 420, phase: .began)]
    let count = 10_000
    let rate = 120.0
    for index in 1..<count {
      let t = Double(index) / rate
      // A slow wander with a trembling finger (±1.5 pt), the kind of data a recording has.
      let x = 5 + 300 * Double(index) / Double(count) + 1.5 * sin(Double(index) * 2.1)
      let y = 420 + 120 * sin(Double(index) / 700) + 1.5 * cos(Double(index) * 1.7)
      touches.append(TouchSample(t: t, x: x, y: y, phase: index == count - 1 ? .ended : .moved))
    }
    let trace = Trace(name: "long-recording", summary: "10,000 samples", intent: .back, scene: SceneSpec.twoScreens, touches: touches)
    try trace.validate()
    let comparison = try Self.comparison(trace)
    let svg = ReportSVG.render(comparison)
    let tree = try XMLTree(svg)
    let paths = tree.all("polyline", class: "fp")
    #expect(paths.count == 1)
    let points = paths.reduce(0) { $0 + Self.pointCount(XMLTree.attribute("points", of: $1) ?? "") }
    #expect(points > 10 && points <= TracePathDrawing.maximumPathPoints, "finger path drawn with \(points) points")
    for curve in tree.all("path", class: "cv") {
      #expect(Self.pointCount(XMLTree.attribute("d", of: curve) ?? "") <= ProgressChart.maximumCurvePoints * 4)
    }
    #expect(svg.utf8.count < 400 * 1024, "long trace SVG is \(svg.utf8.count) bytes")
  }

  @Test("Ramer–Douglas–Peucker keeps corners and drops points within the tolerance")
  func simplification() {
    var line: [Point] = []
    for index in 0...1000 { line.append(Point(x: Double(index), y: index % 2 == 0 ? 0.1 : -0.1)) }
    #expect(PathSimplification.simplify(line, tolerance: 0.5).count == 2)
    let corner = [Point(x: 0, y: 0), Point(x: 5, y: 0.2), Point(x: 10, y: 0), Point(x: 10, y: 10)]
    #expect(PathSimplification.simplify(corner, tolerance: 0.5) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
    let zigzag = (0..<500).map { Point(x: Double($0), y: $0 % 2 == 0 ? 0 : 10) }
    #expect(PathSimplification.simplify(zigzag, tolerance: 0.5, limit: 50).count <= 50)
  }

  @Test("key moments: one picture per distinct frame, in time order, hazards included")
  func keyMoments() throws {
    // The bare delegate = self freezes the root, and the second swipe asks for a nested pop.
    let comparison = try Self.comparison(Scenarios.rootSwipeThenSwipeAgain, ["system-edge:delegate-self"], ios: .iOS18)
    let result = try #require(comparison.results.first)
    let moments = KeyMoment.moments(of: result, on: comparison.trace)
    #expect(moments.first?.kind == .touchDown)
    #expect(moments.map(\.time) == moments.map(\.time).sorted())
    #expect(moments.contains { $0.kind == .hazard(.nestedTransition) })
    let cells = Filmstrip(trace: comparison.trace, result: result).cells
    #expect(Set(cells.map(\.frameIndex)).count == cells.count)
    #expect(cells.map(\.frameIndex) == cells.map(\.frameIndex).sorted())
    #expect(cells.reduce(0) { $0 + $1.moments.count } == moments.count)
    // Without frames the strip says so instead of drawing.
    var bare = result
    bare.frames = nil
    #expect(Filmstrip(trace: comparison.trace, result: bare).cells.isEmpty)
    #expect(Filmstrip(trace: comparison.trace, result: bare).figure().content.count == 1)
  }

  @Test("the bulge of edge-bulge is drawn from the frame's overlay, with its icon and a close-up")
  func overlayDrawing() throws {
    let comparison = try Self.comparison(Scenarios.dwellToHome, ["edge-bulge:corrected"])
    let tree = try XMLTree(ReportSVG.render(comparison))
    let strip = try #require(tree.all("svg", class: "filmstrip").first)
    let overlays = tree.all("path", class: "overlay", under: strip)
    #expect(!overlays.isEmpty)
    for overlay in overlays {
      #expect(XMLTree.attribute("fill-rule", of: overlay) == "evenodd")
      #expect(XMLTree.attribute("d", of: overlay)?.contains("Q") == true, "quadratic curves of the bulge")
    }
    #expect(!tree.all("g", class: "icon", under: strip).isEmpty)
    #expect(!tree.all("svg", class: "close-up", under: strip).isEmpty)
  }

  @Test("text that is not markup stays text: names with < & \" and control characters")
  func escaping() throws {
    var trace = Scenarios.tap
    trace.name = "a<b & \"c\"\u{1}"
    trace.summary = "</svg><script>alert(1)</script>"
    let comparison = try Self.comparison(trace)
    for text in [ReportSVG.render(comparison), ReportHTML.render(comparison)] {
      let tree = try XMLTree(text)
      #expect(tree.all("script").isEmpty)
      #expect(text.contains("a&lt;b &amp; "))
    }
    for character in ["<", ">", "&"] { #expect(!ReportStyleSheet.page.contains(character)) }
  }
}
