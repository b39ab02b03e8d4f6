import BackStrategies
import BackStrategiesSupport

/// `export --to maestro`: a Maestro flow, one section per gesture. Each section relaunches the
/// app, checks the top screen is there, plays each stroke as a `swipe` (start and end in whole
/// percentages of the trace's screen, the drag's `duration` in milliseconds) or a `tapOn` for a
/// stroke that does not move, and asserts the screen the default model expects on top
/// (`assertVisible` by `id`).
///
/// Maestro's `swipe` is a straight drag with no hold before or after (``drag(for:on:)``), and it
/// reads whole percentages (`"90%, 50%"`: Maestro parses each as an integer), so points fall on
/// a grid a hundredth of the screen wide: 3.9 pt across a 390 pt screen.
enum MaestroExport {
  /// Percent of the screen's width or height.
  static let percent = 100.0
  /// Milliseconds per second.
  static let millisecondsPerSecond = 1000.0

  static func render(_ gestures: [GestureExport.Gesture], settings: ExportSettings) -> String {
    let top = YAMLText.quoted(settings.topID)
    let previous = YAMLText.quoted(settings.previousID)
    var lines = [
      "# Made by 'strategy-compare export --to maestro': one section per gesture.",
      "# The app must launch showing the screen with accessibility id \(top), pushed over \(previous).",
      "# Each section relaunches the app, plays the gesture and asserts the screen the default",
      "# model (UIKit's edge swipe as it ships) expects on top: a failed assertVisible is an",
      "# outcome the model did not predict. Positions are whole percentages of the trace's screen.",
      "appId: \(YAMLText.quoted(settings.appID))",
      "---",
    ]
    for gesture in gestures {
      let device = gesture.trace.scene.device
      lines.append("# \(YAMLText.comment(gesture.name)): \(YAMLText.comment(gesture.trace.summary))")
      lines.append(
        "# Screen \(GestureExport.points(device.width)) x \(GestureExport.points(device.height)) pt; expected by the default model: \(gesture.expected.rawValue).")
      lines.append("- launchApp")
      lines.append("- assertVisible:")
      lines.append("    id: \(top)")
      for stroke in gesture.strokes {
        let drag = drag(for: stroke, on: device)
        let start = YAMLText.quoted(percentages(drag.press, on: device))
        if drag.isStationary {
          lines.append("- tapOn:")
          lines.append("    point: \(start)")
        } else {
          lines.append("- swipe:")
          lines.append("    start: \(start)")
          lines.append("    end: \(YAMLText.quoted(percentages(drag.lift, on: device)))")
          lines.append("    duration: \(Int((drag.dragDuration * millisecondsPerSecond).rounded()))")
        }
      }
      lines.append("- assertVisible:")
      lines.append("    id: \(gesture.expected == .popped ? previous : top)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The whole percentages of the screen Maestro is given for `point`.
  static func wholePercentages(_ point: Point, on device: Device) -> (x: Int, y: Int) {
    func share(_ value: Double, of size: Double) -> Int {
      Int((value / size * percent).rounded().clamped(to: 0...percent))
    }
    return (share(point.x, of: device.width), share(point.y, of: device.height))
  }

  /// `"1%, 50%"`.
  static func percentages(_ point: Point, on device: Device) -> String {
    let whole = wholePercentages(point, on: device)
    return "\(whole.x)%, \(whole.y)%"
  }

  /// What Maestro plays for `stroke`: a straight drag between the points its whole percentages
  /// name, over the drag's duration rounded to the millisecond, with no hold before or after.
  static func drag(for stroke: TraceStroke, on device: Device) -> HarnessDrag {
    let exact = HarnessDrag(approximating: stroke)
    func snapped(_ point: Point) -> Point {
      let whole = wholePercentages(point, on: device)
      return Point(x: Double(whole.x) / percent * device.width, y: Double(whole.y) / percent * device.height)
    }
    let duration = (exact.dragDuration * millisecondsPerSecond).rounded() / millisecondsPerSecond
    return HarnessDrag(
      press: snapped(exact.press), lift: snapped(exact.lift), start: stroke.start, pressDuration: 0,
      dragDuration: exact.isStationary ? 0 : duration, holdDuration: 0)
  }
}

/// Text for YAML: a double-quoted scalar and a comment's text.
enum YAMLText {
  /// `value` as a double-quoted YAML scalar, `"` and `\` escaped and control characters written
  /// as escapes.
  static func quoted(_ value: String) -> String {
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
          text += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  /// `value` on one line, for a `#` comment.
  static func comment(_ value: String) -> String {
    String(value.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
  }
}

extension String {
  /// The string with `0`s before it up to `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
