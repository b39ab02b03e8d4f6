import BackStrategies
import BackStrategiesSupport

/// `export --to xcuitest`: Swift source for a UI-test target, one `XCTestCase` subclass
/// (``className``) with one test method per gesture.
///
/// Each test plays its strokes on the app's window with
/// `XCUICoordinate.press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)` (a stroke
/// that does not move: `press(forDuration:)`), as ``HarnessDrag`` reads them off the trace.
/// Each point is the window's top-left corner (top-right for a right-to-left trace: normalised
/// x 1 and a negative offset) plus an offset in points, so 13 pt and 35 pt from the back edge
/// stay apart on every screen width. `XCUIGestureVelocity` is in **pixels** per second: the
/// drag's points per second times the trace's scale.
///
/// The test then waits for the transition to settle, records which screen is on top (by the
/// accessibility identifiers of ``ExportSettings``), asserts only that one of the two is, and
/// prints one `backstrategies-observation/1` line with the device it ran on: the test log is
/// the observation file, no `xcresult` parsing needed. What the default model expects is a
/// comment, not an assertion: the test records what happened.
enum XCUITestExport {
  /// The test class's name.
  static let className = "BackStrategiesGestureTests"
  /// How long a test waits after its gesture for the pop or cancel animation to end, in
  /// seconds: UIKit's finish and cancel animations take well under this (the model's
  /// `ModelParameters.transitionDuration` and spring settle within half a second). **[estimate]**
  static let settleTime = 1.0
  /// How long `setUp` waits for the top screen after launching, in seconds. **[estimate]**
  static let launchTimeout = 10.0
  /// The prefix of every test method's name.
  static let testPrefix = "test"

  static func render(_ gestures: [GestureExport.Gesture], settings: ExportSettings) -> String {
    var lines = header(settings: settings)
    let methodNames = uniqueMethodNames(gestures.map(\.name))
    for (gesture, method) in zip(gestures, methodNames) {
      lines.append("")
      lines += test(gesture, method: method)
    }
    lines += footer()
    return lines.joined(separator: "\n") + "\n"
  }

  static func header(settings: ExportSettings) -> [String] {
    [
      "// Made by 'strategy-compare export --to xcuitest': one test per gesture, for a UI-test target.",
      "//",
      "// The app must launch showing the screen whose accessibility identifier is",
      "// \(SwiftText.literal(settings.topID)), pushed over \(SwiftText.literal(settings.previousID)) (open it in setUpWithError if it does not).",
      "// Each test plays its gesture on the app's window, waits for the transition to settle,",
      "// asserts that one of the two screens is on top and prints one backstrategies-observation/1",
      "// line saying which: collect them from the test log with",
      "//   grep '^{\"format\":\"backstrategies-observation/1\"' log.txt > observations.jsonl",
      "// Points are offsets in points from the window's top-left corner (top-right for a",
      "// right-to-left gesture). XCUIGestureVelocity is in pixels per second: points per second",
      "// times the screen scale of the trace.",
      "import UIKit",
      "import XCTest",
      "",
      "final class \(className): XCTestCase {",
      "  /// The screen on top before each gesture ('--top-id'): still on top afterwards means 'stayed'.",
      "  static let topID = \(SwiftText.literal(settings.topID))",
      "  /// The screen under it ('--previous-id'): on top afterwards means 'popped'.",
      "  static let previousID = \(SwiftText.literal(settings.previousID))",
      "  /// Seconds to wait after a gesture for the pop or cancel animation to end.",
      "  static let settleTime: TimeInterval = \(GestureExport.seconds(settleTime))",
      "  /// Seconds to wait for the top screen after launching.",
      "  static let launchTimeout: TimeInterval = \(GestureExport.seconds(launchTimeout))",
      "",
      "  var app: XCUIApplication!",
      "",
      "  override func setUpWithError() throws {",
      "    continueAfterFailure = false",
      "    app = XCUIApplication()",
      "    app.launch()",
      "    let top = app.descendants(matching: .any)[Self.topID]",
      "    XCTAssertTrue(top.waitForExistence(timeout: Self.launchTimeout), \"the app must show '\\(Self.topID)' before each gesture\")",
      "  }",
    ]
  }

  static func test(_ gesture: GestureExport.Gesture, method: String) -> [String] {
    let device = gesture.trace.scene.device
    let rightToLeft = device.layoutDirection == .rightToLeft
    var lines = [
      "  /// \(SwiftText.comment(gesture.name)): \(SwiftText.comment(gesture.trace.summary))",
      "  /// Recorded on a \(GestureExport.points(device.width)) x \(GestureExport.points(device.height)) pt screen at \(GestureExport.points(device.scale)) px/pt, iOS \(device.ios.rawValue).",
      "  /// The default model (UIKit's edge swipe as it ships) expects: \(gesture.expected.rawValue).",
      "  func \(method)() {",
      "    let window = app.windows.firstMatch",
      "    let origin = window.coordinate(withNormalizedOffset: CGVector(dx: \(rightToLeft ? 1 : 0), dy: 0))",
    ]
    for (index, stroke) in gesture.strokes.enumerated() {
      if index > 0 {
        let gap = stroke.start - gesture.strokes[index - 1].end
        lines.append("    Thread.sleep(forTimeInterval: \(GestureExport.seconds(max(0, gap))))")
      }
      let drag = HarnessDrag(approximating: stroke)
      let press = offset(drag.press, on: device)
      if drag.isStationary {
        lines.append("    origin.withOffset(\(press)).press(forDuration: \(GestureExport.seconds(drag.totalDuration)))")
        continue
      }
      let pixels = drag.velocity * device.scale
      lines.append(
        "    // \(GestureExport.points(drag.distance)) pt in \(GestureExport.seconds(drag.dragDuration)) s: "
          + "\(GestureExport.points(drag.velocity)) pt/s x \(GestureExport.points(device.scale)) = \(GestureExport.points(pixels)) px/s.")
      lines.append("    origin.withOffset(\(press)).press(")
      lines.append(
        "      forDuration: \(GestureExport.seconds(drag.pressDuration)), thenDragTo: origin.withOffset(\(offset(drag.lift, on: device))),")
      lines.append(
        "      withVelocity: XCUIGestureVelocity(rawValue: \(GestureExport.points(pixels))), thenHoldForDuration: \(GestureExport.seconds(drag.holdDuration)))")
    }
    lines.append("    observe(gesture: \(SwiftText.literal(gestureJSON(gesture))), test: \(SwiftText.literal(method)))")
    lines.append("  }")
    return lines
  }

  static func footer() -> [String] {
    [
      "",
      "  /// Waits for the transition to settle, asserts that one of the two screens is on top and",
      "  /// prints the observation line.",
      "  func observe(gesture: String, test: String) {",
      "    Thread.sleep(forTimeInterval: Self.settleTime)",
      "    let top = app.descendants(matching: .any)[Self.topID]",
      "    let previous = app.descendants(matching: .any)[Self.previousID]",
      "    let outcome = top.exists ? \"stayed\" : (previous.exists ? \"popped\" : \"neither\")",
      "    XCTAssertNotEqual(outcome, \"neither\", \"neither '\\(Self.topID)' nor '\\(Self.previousID)' is on screen\")",
      "    guard outcome != \"neither\" else { return }",
      "    print(observationLine(gesture: gesture, outcome: outcome, test: test))",
      "  }",
      "",
      "  /// One backstrategies-observation/1 line: the gesture, this device, the outcome.",
      "  func observationLine(gesture: String, outcome: String, test: String) -> String {",
      "    let simulatorModel = ProcessInfo.processInfo.environment[\"SIMULATOR_MODEL_IDENTIFIER\"]",
      "    var system = utsname()",
      "    uname(&system)",
      "    let machine = withUnsafeBytes(of: &system.machine) { bytes in",
      "      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)",
      "    }",
      "    let device: [String: Any] = [",
      "      \"model\": simulatorModel ?? machine,",
      "      \"width\": Double(app.windows.firstMatch.frame.width),",
      "      \"ios\": UIDevice.current.systemVersion,",
      "      \"simulator\": simulatorModel != nil,",
      "      // Touches are delivered once per display frame.",
      "      \"touchRateHz\": UIScreen.main.maximumFramesPerSecond,",
      "    ]",
      "    let data = (try? JSONSerialization.data(withJSONObject: device, options: [.sortedKeys])) ?? Data(\"{}\".utf8)",
      "    let source = \"strategy-compare export --to xcuitest: \(className).\\(test)\"",
      "    return \"{\\\"format\\\":\\\"backstrategies-observation/1\\\",\\\"gesture\\\":\\(gesture),\\\"device\\\":\"",
      "      + String(decoding: data, as: UTF8.self) + \",\\\"outcome\\\":\\\"\\(outcome)\\\",\\\"source\\\":\\\"\\(source)\\\"}\"",
      "  }",
      "}",
    ]
  }

  /// `CGVector(dx: 5, dy: 420)`: `point` from the window's top-left corner, or from its
  /// top-right corner (a negative dx) in a right-to-left layout.
  static func offset(_ point: Point, on device: Device) -> String {
    let dx = device.layoutDirection == .rightToLeft ? point.x - device.width : point.x
    return "CGVector(dx: \(GestureExport.points(dx)), dy: \(GestureExport.points(point.y)))"
  }

  /// The observation's `gesture`: `{"scenario":"NAME"}` for a built-in trace, else the trace
  /// itself, `{"trace":{…}}`.
  static func gestureJSON(_ gesture: GestureExport.Gesture) -> String {
    if Scenarios.named(gesture.trace.name) == gesture.trace {
      return JSONOutput.object([("scenario", .string(gesture.trace.name))]).render(pretty: false)
    }
    return "{\"trace\":" + TraceEncoder.encodeJSON(gesture.trace, pretty: false) + "}"
  }

  /// `testEdgeSwipePastHalf` for `edge-swipe-past-half`: the name's letters and digits, each
  /// word capitalised; repeated names get `2`, `3`….
  static func uniqueMethodNames(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.map { name in
      let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
      let base = testPrefix + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      var method = base == testPrefix ? testPrefix + "Gesture" : base
      var number = 2
      while seen.contains(method) {
        method = base + String(number)
        number += 1
      }
      seen.insert(method)
      return method
    }
  }
}

/// Text for Swift source: string literals and comments.
enum SwiftText {
  /// `value` as a Swift string literal: `"` and `\` escaped, control characters as `\u{…}`.
  static func literal(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          text += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  /// `value` on one line, for a `//` comment.
  static func comment(_ value: String) -> String { YAMLText.comment(value) }
}
