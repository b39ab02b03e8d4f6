import Foundation
import Testing
@testable import BackStrategies
@testable import BackStrategiesReport
import BackStrategiesSupport

/// Traces built for the export tests: straight, eased, curved.
enum ExportTraces {
  static let midY = 420.0

  /// A trace through `points` at `times` (the first `began`, the last `ended`).
  static func trace(_ name: String, _ samples: [(t: Double, x: Double, y: Double)], device: Device = Device()) -> Trace {
    Trace(
      name: name, scene: SceneSpec(device: device, stack: [ScreenSpec(id: "home"), ScreenSpec(id: "detail")]),
      touches: samples.enumerated().map { index, sample in
        TouchSample(t: sample.t, x: sample.x, y: sample.y, phase: index == 0 ? .began : (index == samples.count - 1 ? .ended : .moved))
      })
  }

  /// From x = `fromX` to `toX` along y = 420 in `duration` s at a constant velocity, 60 Hz, then
  /// lifted one frame later at the same point.
  static func straight(fromX: Double = 150, toX: Double = 350, duration: Double = 0.5, device: Device = Device()) -> Trace {
    let steps = Int((duration * 60).rounded())
    var samples: [(t: Double, x: Double, y: Double)] = []
    for step in 0...steps {
      let fraction = Double(step) / Double(steps)
      samples.append((t: Double(step) / 60, x: fromX + (toX - fromX) * fraction, y: midY))
    }
    samples.append((t: Double(steps + 1) / 60, x: toX, y: midY))
    return trace("straight", samples, device: device)
  }
}

@Suite("Export: a trace as a straight drag, and by how much it differs")
struct StraightDragTests {
  @Test("a straight constant-velocity trace is its own drag: no deviation, no warning")
  func straightIsExact() {
    let trace = ExportTraces.straight()
    let stroke = TraceStroke.strokes(of: trace)[0]
    let drag = HarnessDrag(approximating: stroke)
    #expect(drag.press == Point(x: 150, y: 420))
    #expect(drag.lift == Point(x: 350, y: 420))
    #expect(drag.pressDuration == 0)
    #expect(abs(drag.dragDuration - 0.5) < 1e-9)
    #expect(abs(drag.holdDuration - 1.0 / 60) < 1e-9)
    #expect(abs(drag.velocity - 400) < 1e-6)
    let deviation = DragDeviation(of: drag, from: stroke)
    #expect(deviation.path < 1e-9)
    #expect(deviation.position < 1e-6)
    #expect(abs(deviation.duration) < 1e-9)
    #expect(abs(deviation.liftVelocity) < 1e-6)
    #expect(deviation.excesses.isEmpty)
    #expect(GestureExport([trace], to: .xcuitest).warnings.isEmpty)
  }

  @Test("a press before moving and a hold before the lift are read off the trace")
  func pressAndHold() {
    var samples: [(t: Double, x: Double, y: Double)] = [(0, 150, 420), (0.1, 150, 420), (0.2, 150.2, 420)]
    for step in 1...30 {
      let fraction = Double(step) / 30
      samples.append((t: 0.2 + fraction / 2, x: 150.2 + 200 * fraction, y: 420))
    }
    samples += [(0.9, 350.2, 420), (1.0, 350.2, 420)]
    let stroke = TraceStroke.strokes(of: ExportTraces.trace("held", samples))[0]
    let drag = HarnessDrag(approximating: stroke)
    // 150.2 is within the resting distance of 150: the finger leaves at 0.2 s.
    #expect(abs(drag.pressDuration - 0.2) < 1e-9)
    #expect(abs(drag.dragDuration - 0.5) < 1e-9)
    #expect(abs(drag.holdDuration - 0.3) < 1e-9)
    #expect(abs(drag.totalDuration - stroke.duration) < 1e-9)
  }

  @Test("a curved trace warns with its bulge as the path deviation")
  func curvedWarns() {
    // x at a constant velocity, y bulging 20 pt up in a half sine: the path is 20 pt off the line.
    let steps = 30
    var samples: [(t: Double, x: Double, y: Double)] = []
    for step in 0...steps {
      let u = Double(step) / Double(steps)
      let bulge: Double = 20 * sin(Double.pi * u)
      samples.append((t: Double(step) / 60, x: 150 + 200 * u, y: 420 - bulge))
    }
    samples.append((t: Double(steps + 1) / 60, x: 350, y: 420))
    let trace = ExportTraces.trace("curved", samples)
    let stroke = TraceStroke.strokes(of: trace)[0]
    let deviation = DragDeviation(of: HarnessDrag(approximating: stroke), from: stroke)
    #expect(abs(deviation.path - 20) < 0.01)
    #expect(abs(deviation.position - 20) < 0.01)
    let warnings = GestureExport([trace], to: .xcuitest).warnings
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("curved: the XCUITest drag differs from the trace: the path by up to 20 pt (tolerance 1 pt)") == true)
  }

  @Test("an eased (minimum-jerk) swipe warns: it lags the constant-velocity drag and lifts slower")
  func easedWarns() {
    var builder = StrokeBuilder()
    builder.swipe(from: Point(x: 150, y: 420), to: Point(x: 350, y: 420), duration: 0.5)
    let trace = Trace(name: "eased", scene: .twoScreens, touches: builder.samples)
    let stroke = TraceStroke.strokes(of: trace)[0]
    let drag = HarnessDrag(approximating: stroke)
    let deviation = DragDeviation(of: drag, from: stroke)
    #expect(deviation.path < 0.1)
    // Worked apart (the samples' times are whole milliseconds): the finger is within 0.5 pt of
    // 150 until frame 2 (0.033 s) and of 350 from frame 28 (0.467 s), so the drag is 200 pt in
    // 0.434 s, 460.83 pt/s. The farthest apart they are is at frame 22 (0.367 s): the eased
    // finger at 150 + 200 × minimumJerk(22/30) = 325.6 pt, the drag at 303.9 pt, 21.68 pt behind.
    #expect(abs(drag.velocity - 460.83) < 0.01)
    #expect(abs(deviation.position - 21.68) < 0.01)
    // Over the last 50 ms before the last move (frames 27 to 30) the eased finger covers
    // 1.7 pt (34 pt/s), the drag 7.83 pt (156.7 pt/s): +122.7 pt/s at the lift.
    #expect(abs(deviation.liftVelocity - 122.68) < 0.01)
    let warning = GestureExport([trace], to: .xcuitest).warnings.joined()
    #expect(warning.contains("the position at the same instant by up to"))
    #expect(warning.contains("the speed at the lift by +"))
    #expect(!warning.contains("the path by"))
  }

  @Test("Maestro loses the press and the hold, and rounds positions to whole percentages")
  func maestroDrag() {
    let stroke = TraceStroke.strokes(of: ExportTraces.straight(fromX: 150, toX: 351))[0]
    let drag = MaestroExport.drag(for: stroke, on: Device())
    // 150 / 390 = 38.46 % → 38 % = 148.2 pt; 351 / 390 = 90 % exactly.
    #expect(abs(drag.press.x - 148.2) < 1e-9)
    #expect(abs(drag.lift.x - 351) < 1e-9)
    #expect(drag.pressDuration == 0 && drag.holdDuration == 0)
    let deviation = DragDeviation(of: drag, from: stroke)
    #expect(abs(deviation.duration + 1.0 / 60) < 0.001)
  }

  @Test("XCUITest's velocity is in pixels per second: points per second times the scale")
  func pixelVelocity() {
    for scale in [2.0, 3.0] {
      let trace = ExportTraces.straight(device: Device(scale: scale))
      let text = GestureExport([trace], to: .xcuitest).text
      let pixels = NumberFormatting.short(400 * scale, 1)
      #expect(text.contains("XCUIGestureVelocity(rawValue: \(pixels))"))
      #expect(text.contains("400 pt/s x \(NumberFormatting.short(scale, 1)) = \(pixels) px/s"))
    }
  }

  @Test("points are offsets from the leading corner: from the top-right, negative, right to left")
  func offsets() {
    let ltr = GestureExport([ExportTraces.straight(fromX: 13, toX: 213)], to: .xcuitest).text
    #expect(ltr.contains("CGVector(dx: 0, dy: 0))"))
    #expect(ltr.contains("origin.withOffset(CGVector(dx: 13, dy: 420)).press("))
    var device = Device()
    device.layoutDirection = .rightToLeft
    let rtl = GestureExport([ExportTraces.straight(fromX: 355, toX: 155, device: device)], to: .xcuitest).text
    #expect(rtl.contains("CGVector(dx: 1, dy: 0))"))
    #expect(rtl.contains("origin.withOffset(CGVector(dx: -35, dy: 420)).press("))
    #expect(rtl.contains("thenDragTo: origin.withOffset(CGVector(dx: -235, dy: 420))"))
  }

  @Test("an edge start is flagged with the harnesses' limits; the right edge in right to left")
  func edgeStart() {
    let edge = GestureExport([ExportTraces.straight(fromX: 5, toX: 205)], to: .w3cActions).warnings
    #expect(edge.count == 1)
    #expect(edge.first?.hasPrefix("straight: starts 5 pt from the left edge, inside UIKit's 13 pt edge strip") == true)
    #expect(edge.first?.contains("KIF#1281") == true)
    #expect(edge.first?.contains("dotnet/maui PR #28485") == true)
    #expect(edge.first?.contains("superset-sh/superset #6831") == true)
    #expect(GestureExport([ExportTraces.straight(fromX: 35, toX: 235)], to: .w3cActions).warnings.isEmpty)
    var device = Device()
    device.layoutDirection = .rightToLeft
    let rtl = GestureExport([ExportTraces.straight(fromX: 380, toX: 180, device: device)], to: .w3cActions).warnings
    #expect(rtl.first?.hasPrefix("straight: starts 10 pt from the right edge") == true)
  }

  @Test("the expected outcome is the shipped edge swipe's: an edge swipe past half pops, a tap stays")
  func expected() {
    #expect(ObservedOutcome.predicted(for: Scenarios.edgeSwipePastHalf) == .popped)
    #expect(ObservedOutcome.predicted(for: Scenarios.tap) == .stayed)
  }

  @Test("a stack whose top two screens are not the ids the test tells apart is said; matching ids say nothing")
  func stackIDs() {
    let deep = GestureExport([Scenarios.doubleBackTap], to: .w3cActions).warnings
    #expect(deep.contains("double-back-tap: its stack has 'list' under 'detail', but the test tells 'home' from 'detail'; give the ids of your app's screens with --previous-id and --top-id"))
    let matching = GestureExport([Scenarios.doubleBackTap], to: .w3cActions, settings: ExportSettings(previousID: "list")).warnings
    #expect(!matching.contains { $0.contains("its stack has") })
    #expect(!GestureExport([Scenarios.midScreenSwipe], to: .w3cActions).warnings.contains { $0.contains("its stack has") })
  }

  @Test("repeated and empty names are made unique, and so are the test methods")
  func names() {
    #expect(GestureExport.uniqueNames(["a", "a", "", "a-2"]) == ["a", "a-2", "gesture", "a-2-2"])
    #expect(XCUITestExport.uniqueMethodNames(["edge-swipe-past-half", "edge swipe past half", "ü", "2x"])
      == ["testEdgeSwipePastHalf", "testEdgeSwipePastHalf2", "testGesture", "test2x"])
  }
}

@Suite("Export: the W3C actions document has the spec's shapes")
struct W3CActionsTests {
  /// Checks one document against WebDriver's actions shapes: a `pointer` source of type
  /// `touch`, actions of the pointer types only, integer non-negative durations and integer
  /// positions, button 0, and downs and ups alternating, down first. Returns the problems.
  static func problems(_ document: Any) -> [String] {
    var problems: [String] = []
    guard let top = document as? [String: Any], let sources = top["actions"] as? [Any], sources.count == 1,
      let source = sources[0] as? [String: Any]
    else { return ["not {\"actions\": [one source]}"] }
    if source["type"] as? String != "pointer" { problems.append("source type") }
    if source["id"] as? String == nil { problems.append("source id") }
    if (source["parameters"] as? [String: Any])?["pointerType"] as? String != "touch" { problems.append("pointerType") }
    guard let actions = source["actions"] as? [[String: Any]], !actions.isEmpty else { return problems + ["no actions"] }
    var down = false
    for (index, item) in actions.enumerated() {
      guard let type = item["type"] as? String else {
        problems.append("\(index): no type")
        continue
      }
      func integer(_ key: String, nonNegative: Bool) {
        guard let value = (item[key] as? NSNumber)?.doubleValue, value == value.rounded() else {
          problems.append("\(index): \(key) is not an integer")
          return
        }
        if nonNegative && value < 0 { problems.append("\(index): \(key) is negative") }
      }
      switch type {
      case "pointerMove":
        integer("duration", nonNegative: true)
        integer("x", nonNegative: false)
        integer("y", nonNegative: false)
        if item["origin"] as? String != "viewport" { problems.append("\(index): origin") }
      case "pointerDown", "pointerUp":
        if (item["button"] as? NSNumber)?.intValue != 0 { problems.append("\(index): button") }
        if (type == "pointerDown") == down { problems.append("\(index): \(type) out of order") }
        down = type == "pointerDown"
      case "pause":
        integer("duration", nonNegative: true)
      default:
        problems.append("\(index): unknown type \(type)")
      }
    }
    if down { problems.append("ends with the finger down") }
    if actions.first?["type"] as? String != "pointerMove" { problems.append("does not start by moving to the touch-down") }
    return problems
  }

  static func parse(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test("every built-in scenario exports to a valid document whose moves take the trace's time", arguments: Scenarios.all)
  func valid(_ trace: Trace) throws {
    let text = GestureExport([trace], to: .w3cActions).text
    let parsed = try #require(try Self.parse(text) as? [String: Any])
    let document = try #require(parsed[trace.name])
    #expect(Self.problems(document) == [])
    let source = ((document as? [String: Any])?["actions"] as? [[String: Any]])?.first
    let actions = source?["actions"] as? [[String: Any]] ?? []
    let total = actions.compactMap { ($0["duration"] as? NSNumber)?.doubleValue }.reduce(0, +)
    let span = ((trace.touches.last?.t ?? 0) - (trace.touches.first?.t ?? 0)) * 1000
    #expect(abs(total - span.rounded()) <= 1)
    #expect(actions.filter { $0["type"] as? String == "pointerDown" }.count == TraceStroke.strokes(of: trace).count)
  }

  @Test("the validator catches a bad document")
  func validatorFails() throws {
    let bad = try Self.parse(
      #"{"actions":[{"type":"pointer","id":"f","parameters":{"pointerType":"mouse"},"actions":[{"type":"pointerUp","button":1},{"type":"pointerMove","duration":-1.5,"x":0,"y":0,"origin":"viewport"}]}]}"#)
    let problems = Self.problems(bad)
    #expect(problems.contains("pointerType"))
    #expect(problems.contains("0: button"))
    #expect(problems.contains("0: pointerUp out of order"))
    #expect(problems.contains("1: duration is not an integer"))
  }
}

@Suite("Export: the Maestro flow parses as YAML with the expected keys")
struct MaestroFlowTests {
  @Test("each gesture relaunches, checks the top screen, swipes and asserts the expected screen", arguments: [
    Scenarios.edgeSwipePastHalf, Scenarios.edgeSwipeToThird, Scenarios.doubleBackTap, Scenarios.rightToLeftEdgeSwipe,
  ])
  func flow(_ trace: Trace) throws {
    let text = GestureExport([trace], to: .maestro, settings: ExportSettings(topID: "top \"one\"", appID: "org.example")).text
    let documents = try YAMLSubset.documents(text)
    #expect(documents.count == 2)
    #expect(documents[0].map?["appId"]?.scalar == "org.example")
    let steps = try #require(documents[1].list)
    #expect(steps.first?.scalar == "launchApp")
    #expect(steps[1].map?["assertVisible"]?.map?["id"]?.scalar == "top \"one\"")
    let strokes = TraceStroke.strokes(of: trace)
    let gestureSteps = steps[2..<(steps.count - 1)]
    #expect(gestureSteps.count == strokes.count)
    for (step, stroke) in zip(gestureSteps, strokes) {
      if let swipe = step.map?["swipe"]?.map {
        for key in ["start", "end"] {
          let value = try #require(swipe[key]?.scalar)
          let parts = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          #expect(parts.count == 2 && parts.allSatisfy { $0.hasSuffix("%") && Int($0.dropLast()).map { (0...100).contains($0) } == true })
        }
        let duration = try #require(swipe["duration"]?.scalar.flatMap { Int($0) })
        #expect(abs(Double(duration) - HarnessDrag(approximating: stroke).dragDuration * 1000) <= 0.5)
      } else {
        #expect(step.map?["tapOn"]?.map?["point"]?.scalar != nil)
      }
    }
    let expected = ObservedOutcome.predicted(for: trace) == .popped ? ExportSettings.defaultPreviousID : "top \"one\""
    #expect(steps.last?.map?["assertVisible"]?.map?["id"]?.scalar == expected)
  }

  @Test("the percentages are the trace's points over its screen")
  func percentages() throws {
    let text = GestureExport([Scenarios.edgeSwipePastHalf], to: .maestro).text
    let swipe = try YAMLSubset.documents(text)[1].list?[2].map?["swipe"]?.map
    // 5 / 390 = 1.3 %, 420 / 844 = 49.8 %; 260 / 390 = 66.7 %, 430 / 844 = 50.9 %.
    #expect(swipe?["start"]?.scalar == "1%, 50%")
    #expect(swipe?["end"]?.scalar == "67%, 51%")
    // The eased swipe rests within half a point of its ends for a few frames: the drag is shorter than 0.8 s.
    let drag = HarnessDrag(approximating: TraceStroke.strokes(of: Scenarios.edgeSwipePastHalf)[0])
    #expect(drag.dragDuration < 0.8 && drag.dragDuration > 0.7)
    #expect(swipe?["duration"]?.scalar == String(Int((drag.dragDuration * 1000).rounded())))
  }

  @Test("the reader refuses what it does not understand")
  func readerFails() {
    #expect(throws: YAMLSubset.Failure.self) { try YAMLSubset.documents("a: \"unterminated\n") }
    #expect(throws: YAMLSubset.Failure.self) { try YAMLSubset.documents("- a\nb: c\n") }
  }
}
