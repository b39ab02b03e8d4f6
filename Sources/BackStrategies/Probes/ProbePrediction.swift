/// What one reading of an open choice predicts a probe (``Probe``) does: the outcome of UIKit as
/// it ships (`system-edge:shipped`) on the probe's trace, run by the simulator with the release's
/// default parameters (``ModelParameters/uikit26``, resolved for the release) but for that one
/// choice, and why, in a few words with the rule's numbers.
///
///     for prediction in Scenarios.probes[0].predictions(on: .iOS26) {
///       print(prediction.reading, prediction.outcome, prediction.why)
///     }
///     // augmented     cancel  projected 0.26 ≤ 0.48
///     // legacy        pop     velocity.x ≥ 0 at the lift
///     // fitted-ios27  cancel  projected 0.190 ≤ 0.295
public struct ProbePrediction: Hashable, Sendable {
  /// The reading, as ``OpenChoice/reading(of:)`` names it (`augmented`, `13 pt`).
  public var reading: String
  /// Whether it is the model's default reading.
  public var isDefault: Bool
  /// The predicted outcome: `pop` when the screen pops; `cancel` or `none` when it stays (a UI
  /// test sees both as "stayed").
  public var outcome: Outcome
  /// Why, in a few words: the release rule with its numbers, or what took the touch.
  public var why: String
  /// The simulated run the prediction is read from.
  public var result: RunResult

  /// Creates a prediction.
  public init(reading: String, isDefault: Bool, outcome: Outcome, why: String, result: RunResult) {
    self.reading = reading
    self.isDefault = isDefault
    self.outcome = outcome
    self.why = why
    self.result = result
  }

  /// Whether a UI test sees the screen pop under this prediction (``Outcome/pop``); `cancel`
  /// and `none` both leave the same screen on top.
  public var pops: Bool { outcome == .pop || outcome == .popToRoot }
}

extension Probe {
  /// The parameters of every reading of the probe's choice on `ios`, the default
  /// (``ModelParameters/uikit26``) first, then ``OpenChoice/otherReadings(of:on:screenWidth:)``.
  public func readingParameters(on ios: IOSVersion) -> [ModelParameters] {
    let base = ModelParameters.uikit26
    return [base] + choice.otherReadings(of: base, on: ios, screenWidth: trace.scene.device.width)
  }

  /// Every reading's predicted outcome on `ios`, the default first: each one computed by
  /// running UIKit as it ships on the probe's trace under that reading.
  public func predictions(on ios: IOSVersion) -> [ProbePrediction] {
    readingParameters(on: ios).enumerated().map { index, parameters in
      let result = Self.run(trace, parameters: parameters, ios: ios)
      return ProbePrediction(
        reading: choice.reading(of: parameters), isDefault: index == 0, outcome: result.outcome,
        why: Self.why(result, parameters: parameters), result: result)
    }
  }

  /// Whether the readings predict different outcomes on `ios` that a UI test can tell apart:
  /// at least one pops and at least one leaves the screen on top.
  public func separates(on ios: IOSVersion) -> Bool {
    let pops = Set(predictions(on: ios).map(\.pops))
    return pops.count > 1
  }

  /// How far, in points, the gesture's end may move along its path (longer or shorter, at the
  /// same duration) before any reading's outcome on `ios` changes: the probe's robustness to a
  /// harness that misplaces the lift. Searched in whole points up to ``marginSearchLimit``;
  /// that limit when nothing changed within it.
  public func liftMargin(on ios: IOSVersion) -> Double {
    let length = gesture.distance
    guard length > 0 else { return 0 }
    return margin(on: ios) { drag, shift in
      let scale = (length + shift) / length
      drag.end = Point(
        x: drag.start.x + (drag.end.x - drag.start.x) * scale, y: drag.start.y + (drag.end.y - drag.start.y) * scale)
    }
  }

  /// How far, in points, the touch-down may move along x (the end and the duration kept)
  /// before any reading's outcome on `ios` changes: the probe's robustness to a harness that
  /// misplaces the start, which matters most near the edge strip. A shift off the screen
  /// counts as no change. Searched as ``liftMargin(on:)`` is.
  public func touchDownMargin(on ios: IOSVersion) -> Double {
    margin(on: ios) { drag, shift in drag.start.x += shift }
  }

  /// The largest whole shift, up to ``marginSearchLimit``, that `move` may make to the gesture,
  /// either way, with every reading's outcome on `ios` unchanged.
  private func margin(on ios: IOSVersion, _ move: (inout StraightDrag, Double) -> Void) -> Double {
    let expected = predictions(on: ios).map(\.outcome)
    let parameters = readingParameters(on: ios)
    let width = trace.scene.device.width
    var shift = 1.0
    while shift <= Self.marginSearchLimit {
      for sign in [-1.0, 1.0] {
        var moved = gesture
        move(&moved, sign * shift)
        guard moved.start.x >= 0, moved.start.x <= width, moved.end.x >= 0, moved.end.x <= width, moved.distance > 0 else { continue }
        let movedProbe = Probe(
          name: name, choice: choice, releases: releases, summary: summary, gesture: moved, scene: trace.scene,
          intent: trace.intent ?? .back)
        let outcomes = parameters.map { Self.run(movedProbe.trace, parameters: $0, ios: ios).outcome }
        if outcomes != expected { return shift - 1 }
      }
      shift += 1
    }
    return Self.marginSearchLimit
  }

  /// The farthest shift, in points, ``liftMargin(on:)`` and ``touchDownMargin(on:)`` try. **[estimate]** 40 pt:
  /// more than any harness's error in placing a drag's end (a tenth of the standard width).
  public static let marginSearchLimit = 40.0

  /// UIKit as it ships on `trace` under `parameters` on `ios`.
  static func run(_ trace: Trace, parameters: ModelParameters, ios: IOSVersion) -> RunResult {
    Simulator.run(
      SystemEdgeStrategy.self, configuration: SystemEdgeStrategy.Configuration(), label: Self.strategyLabel, on: trace,
      options: RunOptions(parameters: parameters, recordEvents: true, ios: ios))
  }

  /// The strategy every prediction runs: UIKit's back swipe as it ships.
  public static let strategyLabel = "system-edge:shipped"

  /// The run's decision in a few words: the release rule with its numbers when UIKit's handler
  /// decided a release (`projected 0.42 ≤ 0.48`, `velocity.x ≥ 0 at the lift`), else which back
  /// recogniser began, or that none did.
  static func why(_ result: RunResult, parameters: ModelParameters) -> String {
    let reason = result.reason
    let released = "released with "
    if reason.hasPrefix(released) {
      let rest = reason.dropFirst(released.count)
      let clause = rest.prefix { $0 != "(" && $0 != ";" }.trimmingTrailingSpaces()
      switch parameters.popDecision {
      case .legacyVelocitySign: return "\(clause) at the lift"
      case .augmented:
        return clause.replacingPrefix("projected progress ", with: "p + v̄·D + ½·ā·D² = ")
      case .fittedIOS27:
        return clause.replacingPrefix("projected progress ", with: "p + v̄·H = ")
      }
    }
    if result.outcome == .unchanged {
      // The last back recogniser to fail says most: on iOS 26 the content swipe, after the edge pan.
      let failures = (result.events ?? []).compactMap { event -> String? in
        if case .failed(let recognizer, let why) = event.kind { return "\(recognizer.name): \(why)" }
        return nil
      }
      return "no back swipe began; " + Self.firstClause(of: failures.last ?? reason)
    }
    return Self.firstClause(of: reason)
  }

  /// `text` up to its first `;` or parenthesis.
  static func firstClause(of text: String) -> String {
    text.prefix { $0 != "(" && $0 != ";" }.trimmingTrailingSpaces()
  }
}

extension Substring {
  /// The text without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}

extension String {
  /// The text with `prefix` replaced by `replacement`, or unchanged without it.
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
