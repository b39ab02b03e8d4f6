import BackStrategies
import BackStrategiesSupport

/// `strategy-compare export`: traces written as UI tests for a tool (``ExportTarget``), with the
/// warnings for stderr about what the tool cannot play as the trace has it.
///
///     let export = GestureExport(Scenarios.all.prefix(2).map { $0 }, to: .xcuitest)
///     print(export.text)          // Swift source: one XCTestCase, one test per trace
///     export.warnings              // edge starts, approximations over their tolerance
///
/// Each trace is one gesture; a trace of several strokes plays them one after another. The
/// output depends on nothing but the traces and the settings.
public struct GestureExport: Sendable {
  /// The document: Swift source, a YAML flow or JSON.
  public var text: String
  /// One line per remark, without the `strategy-compare: warning: ` prefix.
  public var warnings: [String]

  /// One trace prepared for a writer: its unique name and what the model expects.
  struct Gesture {
    var name: String
    var trace: Trace
    var strokes: [TraceStroke]
    var expected: ObservedOutcome
  }

  /// Exports `traces` for `target`.
  public init(_ traces: [Trace], to target: ExportTarget, settings: ExportSettings = ExportSettings()) {
    let names = Self.uniqueNames(traces.map(\.name))
    let gestures = zip(names, traces).map { name, trace in
      Gesture(
        name: name, trace: trace, strokes: TraceStroke.strokes(of: trace),
        expected: ObservedOutcome.predicted(for: trace, parameters: settings.parameters))
    }
    var warnings: [String] = []
    for gesture in gestures {
      if let edge = EdgeStartWarning.warning(for: gesture.trace, named: gesture.name, parameters: settings.parameters) {
        warnings.append(edge)
      }
      if let mismatch = Self.stackMismatch(gesture.trace, settings: settings, name: gesture.name) { warnings.append(mismatch) }
      if gesture.strokes.contains(where: \.isCancelled) {
        warnings.append("\(gesture.name): the system cancels its touch; \(target.title) cannot, and lifts the finger instead")
      }
      guard target.approximates else { continue }
      if gesture.strokes.count > 1 {
        warnings.append(
          "\(gesture.name): \(gesture.strokes.count) strokes, played one after another; \(target.title) does not keep the time between them")
      }
      for (index, stroke) in gesture.strokes.enumerated() {
        let drag = target == .maestro ? MaestroExport.drag(for: stroke, on: gesture.trace.scene.device) : HarnessDrag(approximating: stroke)
        let excesses = DragDeviation(of: drag, from: stroke).excesses
        guard !excesses.isEmpty else { continue }
        let which = gesture.strokes.count > 1 ? " (stroke \(index + 1))" : ""
        warnings.append(
          "\(gesture.name)\(which): the \(target.title) drag differs from the trace: \(excesses.joined(separator: "; "))")
      }
    }
    switch target {
    case .xcuitest: text = XCUITestExport.render(gestures, settings: settings)
    case .maestro: text = MaestroExport.render(gestures, settings: settings)
    case .w3cActions: text = W3CActionsExport.render(gestures)
    }
    self.warnings = warnings
  }

  /// The warning for a trace whose stack names its top two screens otherwise than the test
  /// tells apart (`--top-id`, `--previous-id`): the ids are the app's, so they may rightly
  /// differ, but a three-screen scene pops to its middle screen, not to `home`.
  static func stackMismatch(_ trace: Trace, settings: ExportSettings, name: String) -> String? {
    let ids = trace.scene.stack.map(\.id)
    guard ids.count >= 2 else { return nil }
    let top = ids[ids.count - 1]
    let previous = ids[ids.count - 2]
    guard top != settings.topID || previous != settings.previousID else { return nil }
    return "\(name): its stack has '\(previous)' under '\(top)', but the test tells '\(settings.previousID)' from "
      + "'\(settings.topID)'; give the ids of your app's screens with --previous-id and --top-id"
  }

  /// `names` made unique in order: a repeated name gets `-2`, `-3`…; an empty one is `gesture`.
  static func uniqueNames(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.map { given in
      let base = given.isEmpty ? "gesture" : given
      var name = base
      var number = 2
      while seen.contains(name) {
        name = "\(base)-\(number)"
        number += 1
      }
      seen.insert(name)
      return name
    }
  }

  /// A point as the exports print it: at most a tenth of a point, as traces are written.
  static func points(_ value: Double) -> String { NumberFormatting.short(value, 1) }

  /// Seconds as the exports print them: to the millisecond, as traces are written.
  static func seconds(_ value: Double) -> String { NumberFormatting.short(value, 3) }
}
