import BackStrategies
import BackStrategiesSupport

/// `export --to w3c-actions`: each gesture as a W3C WebDriver actions document, the argument of
/// Appium's (and WebDriverAgent's) `performActions`, keyed by the gesture's name:
///
///     { "edge-swipe-past-half": { "actions": [ { "type": "pointer", "id": "finger1",
///       "parameters": { "pointerType": "touch" }, "actions": [ pointerMove, pointerDown,
///       pointerMove…, pointerUp ] } ] } }
///
/// Every sample becomes a `pointerMove` whose `duration` is the time since the one before, so
/// the path and its timing are the trace's, not an approximation. WebDriver wants integers:
/// positions are rounded to the point (`origin: "viewport"`) and durations to the millisecond,
/// each duration taken between rounded times so the total does not drift. Between strokes, a
/// `pause` keeps the time the finger was up.
enum W3CActionsExport {
  /// The input source's id.
  static let pointerID = "finger1"
  /// Milliseconds per second.
  static let millisecondsPerSecond = 1000.0

  static func render(_ gestures: [GestureExport.Gesture]) -> String {
    JSONOutput.object(gestures.map { ($0.name, document(for: $0)) }).render(pretty: true) + "\n"
  }

  /// The actions document of one gesture.
  static func document(for gesture: GestureExport.Gesture) -> JSONOutput {
    var actions: [JSONOutput] = []
    let origin = gesture.strokes.first?.start ?? 0
    var clock = 0  // milliseconds since the first touch-down, as played so far
    func milliseconds(_ time: Double) -> Int { Int(((time - origin) * millisecondsPerSecond).rounded()) }
    for stroke in gesture.strokes {
      let down = milliseconds(stroke.start)
      if down > clock { actions.append(["type": "pause", "duration": .number(Double(down - clock))]) }
      clock = max(clock, down)
      actions.append(move(to: stroke.press, duration: 0))
      actions.append(["type": "pointerDown", "button": 0])
      for sample in stroke.samples.dropFirst() {
        let time = max(milliseconds(sample.t), clock)
        actions.append(move(to: sample.location, duration: time - clock))
        clock = time
      }
      actions.append(["type": "pointerUp", "button": 0])
    }
    let source: JSONOutput = [
      "type": "pointer", "id": .string(pointerID), "parameters": ["pointerType": "touch"], "actions": .array(actions),
    ]
    return ["actions": [source]]
  }

  /// A `pointerMove` to `point`, rounded to whole points, taking `duration` milliseconds.
  static func move(to point: Point, duration: Int) -> JSONOutput {
    [
      "type": "pointerMove", "duration": .number(Double(duration)), "origin": "viewport",
      "x": .number(point.x.rounded()), "y": .number(point.y.rounded()),
    ]
  }
}
