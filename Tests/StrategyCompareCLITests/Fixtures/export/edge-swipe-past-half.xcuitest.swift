// Made by 'strategy-compare export --to xcuitest': one test per gesture, for a UI-test target.
//
// The app must launch showing the screen whose accessibility identifier is
// "detail", pushed over "home" (open it in setUpWithError if it does not).
// Each test plays its gesture on the app's window, waits for the transition to settle,
// asserts that one of the two screens is on top and prints one backstrategies-observation/1
// line saying which: collect them from the test log with
//   grep '^{"format":"backstrategies-observation/1"' log.txt > observations.jsonl
// Points are offsets in points from the window's top-left corner (top-right for a
// right-to-left gesture). XCUIGestureVelocity is in pixels per second: points per second
// times the screen scale of the trace.
import UIKit
import XCTest

final class BackStrategiesGestureTests: XCTestCase {
  /// The screen on top before each gesture ('--top-id'): still on top afterwards means 'stayed'.
  static let topID = "detail"
  /// The screen under it ('--previous-id'): on top afterwards means 'popped'.
  static let previousID = "home"
  /// Seconds to wait after a gesture for the pop or cancel animation to end.
  static let settleTime: TimeInterval = 1
  /// Seconds to wait for the top screen after launching.
  static let launchTimeout: TimeInterval = 10

  var app: XCUIApplication!

  override func setUpWithError() throws {
    continueAfterFailure = false
    app = XCUIApplication()
    app.launch()
    let top = app.descendants(matching: .any)[Self.topID]
    XCTAssertTrue(top.waitForExistence(timeout: Self.launchTimeout), "the app must show '\(Self.topID)' before each gesture")
  }

  /// edge-swipe-past-half: A slow swipe from the left edge to two thirds of the width, released at rest.
  /// Recorded on a 390 x 844 pt screen at 3 px/pt, iOS 26.
  /// The default model (UIKit's edge swipe as it ships) expects: popped.
  func testEdgeSwipePastHalf() {
    let window = app.windows.firstMatch
    let origin = window.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    // 255.2 pt in 0.734 s: 347.7 pt/s x 3 = 1043 px/s.
    origin.withOffset(CGVector(dx: 5, dy: 420)).press(
      forDuration: 0.033, thenDragTo: origin.withOffset(CGVector(dx: 260, dy: 430)),
      withVelocity: XCUIGestureVelocity(rawValue: 1043), thenHoldForDuration: 0.05)
    observe(gesture: "{\"scenario\":\"edge-swipe-past-half\"}", test: "testEdgeSwipePastHalf")
  }

  /// Waits for the transition to settle, asserts that one of the two screens is on top and
  /// prints the observation line.
  func observe(gesture: String, test: String) {
    Thread.sleep(forTimeInterval: Self.settleTime)
    let top = app.descendants(matching: .any)[Self.topID]
    let previous = app.descendants(matching: .any)[Self.previousID]
    let outcome = top.exists ? "stayed" : (previous.exists ? "popped" : "neither")
    XCTAssertNotEqual(outcome, "neither", "neither '\(Self.topID)' nor '\(Self.previousID)' is on screen")
    guard outcome != "neither" else { return }
    print(observationLine(gesture: gesture, outcome: outcome, test: test))
  }

  /// One backstrategies-observation/1 line: the gesture, this device, the outcome.
  func observationLine(gesture: String, outcome: String, test: String) -> String {
    let simulatorModel = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"]
    var system = utsname()
    uname(&system)
    let machine = withUnsafeBytes(of: &system.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    let device: [String: Any] = [
      "model": simulatorModel ?? machine,
      "width": Double(app.windows.firstMatch.frame.width),
      "ios": UIDevice.current.systemVersion,
      "simulator": simulatorModel != nil,
      // Touches are delivered once per display frame.
      "touchRateHz": UIScreen.main.maximumFramesPerSecond,
    ]
    let data = (try? JSONSerialization.data(withJSONObject: device, options: [.sortedKeys])) ?? Data("{}".utf8)
    let source = "strategy-compare export --to xcuitest: BackStrategiesGestureTests.\(test)"
    return "{\"format\":\"backstrategies-observation/1\",\"gesture\":\(gesture),\"device\":"
      + String(decoding: data, as: UTF8.self) + ",\"outcome\":\"\(outcome)\",\"source\":\"\(source)\"}"
  }
}
