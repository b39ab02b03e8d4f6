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

  /// my-edge-swipe: An edge swipe past half, saved to a file under another name.
  /// Recorded on a 390 x 844 pt screen at 3 px/pt, iOS 26.
  /// The default model (UIKit's edge swipe as it ships) expects: popped.
  func testMyEdgeSwipe() {
    let window = app.windows.firstMatch
    let origin = window.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    // 255.2 pt in 0.734 s: 347.7 pt/s x 3 = 1043 px/s.
    origin.withOffset(CGVector(dx: 5, dy: 420)).press(
      forDuration: 0.033, thenDragTo: origin.withOffset(CGVector(dx: 260, dy: 430)),
      withVelocity: XCUIGestureVelocity(rawValue: 1043), thenHoldForDuration: 0.05)
    observe(gesture: "{\"trace\":{\"format\":\"backstrategies-trace/1\",\"name\":\"my-edge-swipe\",\"summary\":\"An edge swipe past half, saved to a file under another name.\",\"intent\":\"back\",\"stack\":[{\"id\":\"home\"},{\"id\":\"detail\"}],\"touches\":[{\"t\":0,\"x\":5,\"y\":420,\"phase\":\"began\"},{\"t\":0.017,\"x\":5,\"y\":420,\"phase\":\"moved\"},{\"t\":0.033,\"x\":5.2,\"y\":420,\"phase\":\"moved\"},{\"t\":0.05,\"x\":5.6,\"y\":420,\"phase\":\"moved\"},{\"t\":0.067,\"x\":6.3,\"y\":420.1,\"phase\":\"moved\"},{\"t\":0.083,\"x\":7.5,\"y\":420.1,\"phase\":\"moved\"},{\"t\":0.1,\"x\":9.1,\"y\":420.2,\"phase\":\"moved\"},{\"t\":0.117,\"x\":11.3,\"y\":420.2,\"phase\":\"moved\"},{\"t\":0.133,\"x\":14.1,\"y\":420.4,\"phase\":\"moved\"},{\"t\":0.15,\"x\":17.4,\"y\":420.5,\"phase\":\"moved\"},{\"t\":0.167,\"x\":21.5,\"y\":420.6,\"phase\":\"moved\"},{\"t\":0.183,\"x\":26.1,\"y\":420.8,\"phase\":\"moved\"},{\"t\":0.2,\"x\":31.4,\"y\":421,\"phase\":\"moved\"},{\"t\":0.217,\"x\":37.3,\"y\":421.3,\"phase\":\"moved\"},{\"t\":0.233,\"x\":43.8,\"y\":421.5,\"phase\":\"moved\"},{\"t\":0.25,\"x\":50.9,\"y\":421.8,\"phase\":\"moved\"},{\"t\":0.267,\"x\":58.5,\"y\":422.1,\"phase\":\"moved\"},{\"t\":0.283,\"x\":66.6,\"y\":422.4,\"phase\":\"moved\"},{\"t\":0.3,\"x\":75.2,\"y\":422.8,\"phase\":\"moved\"},{\"t\":0.317,\"x\":84.1,\"y\":423.1,\"phase\":\"moved\"},{\"t\":0.333,\"x\":93.4,\"y\":423.5,\"phase\":\"moved\"},{\"t\":0.35,\"x\":102.9,\"y\":423.8,\"phase\":\"moved\"},{\"t\":0.367,\"x\":112.7,\"y\":424.2,\"phase\":\"moved\"},{\"t\":0.383,\"x\":122.6,\"y\":424.6,\"phase\":\"moved\"},{\"t\":0.4,\"x\":132.5,\"y\":425,\"phase\":\"moved\"},{\"t\":0.417,\"x\":142.4,\"y\":425.4,\"phase\":\"moved\"},{\"t\":0.433,\"x\":152.3,\"y\":425.8,\"phase\":\"moved\"},{\"t\":0.45,\"x\":162.1,\"y\":426.2,\"phase\":\"moved\"},{\"t\":0.467,\"x\":171.6,\"y\":426.5,\"phase\":\"moved\"},{\"t\":0.483,\"x\":180.9,\"y\":426.9,\"phase\":\"moved\"},{\"t\":0.5,\"x\":189.8,\"y\":427.2,\"phase\":\"moved\"},{\"t\":0.517,\"x\":198.4,\"y\":427.6,\"phase\":\"moved\"},{\"t\":0.533,\"x\":206.5,\"y\":427.9,\"phase\":\"moved\"},{\"t\":0.55,\"x\":214.1,\"y\":428.2,\"phase\":\"moved\"},{\"t\":0.567,\"x\":221.2,\"y\":428.5,\"phase\":\"moved\"},{\"t\":0.583,\"x\":227.7,\"y\":428.7,\"phase\":\"moved\"},{\"t\":0.6,\"x\":233.6,\"y\":429,\"phase\":\"moved\"},{\"t\":0.617,\"x\":238.9,\"y\":429.2,\"phase\":\"moved\"},{\"t\":0.633,\"x\":243.5,\"y\":429.4,\"phase\":\"moved\"},{\"t\":0.65,\"x\":247.6,\"y\":429.5,\"phase\":\"moved\"},{\"t\":0.667,\"x\":250.9,\"y\":429.6,\"phase\":\"moved\"},{\"t\":0.683,\"x\":253.7,\"y\":429.8,\"phase\":\"moved\"},{\"t\":0.7,\"x\":255.9,\"y\":429.8,\"phase\":\"moved\"},{\"t\":0.717,\"x\":257.5,\"y\":429.9,\"phase\":\"moved\"},{\"t\":0.733,\"x\":258.7,\"y\":429.9,\"phase\":\"moved\"},{\"t\":0.75,\"x\":259.4,\"y\":430,\"phase\":\"moved\"},{\"t\":0.767,\"x\":259.8,\"y\":430,\"phase\":\"moved\"},{\"t\":0.783,\"x\":260,\"y\":430,\"phase\":\"moved\"},{\"t\":0.8,\"x\":260,\"y\":430,\"phase\":\"moved\"},{\"t\":0.817,\"x\":260,\"y\":430,\"phase\":\"ended\"}]}}", test: "testMyEdgeSwipe")
  }

  /// right-to-left-edge-swipe: In a right-to-left layout, a slow swipe from the right edge leftwards across two thirds of the width.
  /// Recorded on a 390 x 844 pt screen at 3 px/pt, iOS 26.
  /// The default model (UIKit's edge swipe as it ships) expects: popped.
  func testRightToLeftEdgeSwipe() {
    let window = app.windows.firstMatch
    let origin = window.coordinate(withNormalizedOffset: CGVector(dx: 1, dy: 0))
    // 255.2 pt in 0.734 s: 347.7 pt/s x 3 = 1043 px/s.
    origin.withOffset(CGVector(dx: -5, dy: 420)).press(
      forDuration: 0.033, thenDragTo: origin.withOffset(CGVector(dx: -260, dy: 430)),
      withVelocity: XCUIGestureVelocity(rawValue: 1043), thenHoldForDuration: 0.05)
    observe(gesture: "{\"scenario\":\"right-to-left-edge-swipe\"}", test: "testRightToLeftEdgeSwipe")
  }

  /// double-back-tap: Three screens deep: two taps on the navigation bar's back button, 0.1 s apart; one screen back is meant.
  /// Recorded on a 390 x 844 pt screen at 3 px/pt, iOS 26.
  /// The default model (UIKit's edge swipe as it ships) expects: popped.
  func testDoubleBackTap() {
    let window = app.windows.firstMatch
    let origin = window.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
    origin.withOffset(CGVector(dx: 22, dy: 69)).press(forDuration: 0.017)
    Thread.sleep(forTimeInterval: 0.083)
    origin.withOffset(CGVector(dx: 22, dy: 69)).press(forDuration: 0.017)
    observe(gesture: "{\"scenario\":\"double-back-tap\"}", test: "testDoubleBackTap")
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
