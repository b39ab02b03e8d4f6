import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `strategy-compare probes [--choice NAME] [--ios 18|26] [--format table|json]`: the gestures
/// that settle the model's open choices on a phone or simulator (``Scenarios/probes``), each with
/// what every reading of its choice predicts, computed by running UIKit as it ships under that
/// reading (``Probe/predictions(on:)``). docs/probes.md describes them.
struct ProbesCommand {
  /// The formats `probes` prints.
  static let formats: [OutputFormat] = [.table, .json]

  /// The `format` field of the JSON document.
  static let jsonFormat = "backstrategies-probes/1"

  /// The options.
  var options: ProbesOptions
  /// The columns the table may use.
  var width = TextWrapping.terminalWidth

  /// The build step of `probes`' parse.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> ParsedCommand {
    let command = CommandName.probes.rawValue
    if parsed.wantsHelp { return .help(topic: command) }
    if let extra = parsed.positionals.first {
      throw CLIError.usage("probes takes no argument, got '\(Excerpt.of(extra))'", command: command)
    }
    var choice: OpenChoice?
    if let name: String = parsed.value(OptionKeys.choice) {
      guard let found = OpenChoice(rawValue: name) else {
        throw CLIError.usage(
          "--choice: " + Suggestion.unknownNameMessage("open choice", name, expected: OpenChoice.allCases.map(\.rawValue)),
          command: command)
      }
      choice = found
    }
    let ios = try parsed.text(OptionKeys.ios).map { text throws(CLIError) in try IOSOption.parse(text, command: command) }
    return .probes(ProbesOptions(choice: choice, ios: ios, format: parsed.value(OptionKeys.format) ?? .table))
  }

  /// The releases shown.
  var releases: [IOSVersion] { options.ios ?? IOSVersion.allCases }

  /// The choices shown, in ``OpenChoice`` order.
  var choices: [OpenChoice] { options.choice.map { [$0] } ?? OpenChoice.allCases }

  /// The probes of `choice` shown: those that separate on one of ``releases``.
  func probes(for choice: OpenChoice) -> [Probe] {
    Scenarios.probes(for: choice).filter { probe in probe.releases.contains { releases.contains($0) } }
  }

  /// What `probes` prints.
  func run() -> String {
    switch options.format {
    case .json: return json().render(pretty: true) + "\n"
    default: return table()
    }
  }

  // MARK: Table

  /// Columns a prediction line's reading is indented by.
  private static let predictionIndent = 4

  /// The table: per choice, each probe with its gesture and every reading's prediction.
  func table() -> String {
    var lines: [String] = [
      "Probes: straight drags at a constant velocity whose outcome tells the readings",
      "of an open choice apart. Each prediction is computed by running UIKit as it",
      "ships (\(Probe.strategyLabel)) under that reading; a UI test sees 'pop' as",
      "popped, 'cancel' and 'none' as stayed. Run one: strategy-compare run NAME.",
      "A margin is how far the lift (along the path, same duration) or the touch-down",
      "(along x) may move, in points, with every prediction kept.",
    ]
    for choice in choices {
      lines.append("")
      let probes = probes(for: choice)
      let readings = readingNames(of: choice)
      lines.append("\(choice.rawValue) (\(readings.joined(separator: ", ")))")
      guard !probes.isEmpty else {
        let why = Scenarios.whyNoProbe(for: choice, on: releases) ?? "no probe on \(releaseList(releases))"
        lines += TextWrapping.wrap("none: " + why, width: width, indent: "  ")
        continue
      }
      if let only = Scenarios.separatedOnlyOn(choice), releases.count > 1 || !releases.contains(only) {
        lines += TextWrapping.wrap("Separable on \(only.label) only: \(Scenarios.whyNoProbe(for: choice, on: [.iOS26]) ?? "")", width: width, indent: "  ")
      }
      for probe in probes { lines += table(probe) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one probe.
  private func table(_ probe: Probe) -> [String] {
    let shown = probe.releases.filter { releases.contains($0) }
    let drag = probe.gesture
    var lines = ["", "  \(probe.name)"]
    lines += TextWrapping.wrap(probe.summary, width: width, indent: "    ")
    let edge = probe.startsAtEdge ? "edge start (mark it as an edge touch)" : "mid-screen start (no edge flag needed)"
    lines.append("    drag \(Self.point(drag.start)) → \(Self.point(drag.end)) in \(NumberFormatting.short(drag.duration)) s at \(NumberFormatting.short(drag.speed, 0)) pt/s,")
    lines.append("    press \(NumberFormatting.short(drag.pressDuration)) s, hold \(NumberFormatting.short(drag.holdBeforeLift)) s; \(edge)")
    let device = probe.trace.scene.device
    lines.append("    on \(probe.trace.scene.stack.map(\.id).joined(separator: " › ")), \(NumberFormatting.short(device.width, 0)) pt wide, \(NumberFormatting.short(device.refreshRate, 0)) Hz")
    for ios in shown {
      let predictions = probe.predictions(on: ios)
      let readingWidth = predictions.map { TextWrapping.displayWidth($0.reading) }.max() ?? 0
      let outcomeWidth = predictions.map { $0.outcome.rawValue.count }.max() ?? 0
      lines.append(
        "    \(ios.label) (margins: lift \(Self.margin(probe.liftMargin(on: ios))), touch-down \(Self.margin(probe.touchDownMargin(on: ios)))):")
      for prediction in predictions {
        let head = String(repeating: " ", count: Self.predictionIndent + 2) + TextWrapping.pad(prediction.reading, readingWidth) + "  "
          + TextWrapping.pad(prediction.outcome.rawValue, outcomeWidth) + "  "
        let indent = String(repeating: " ", count: TextWrapping.displayWidth(head))
        let wrapped = TextWrapping.wrap(prediction.why, width: max(width - indent.count, 20))
        lines.append(head + (wrapped.first ?? ""))
        lines += wrapped.dropFirst().map { indent + $0 }
      }
    }
    return lines
  }

  /// `±7 pt`, or `±40 pt+` at the search's limit (nothing changed within it).
  private static func margin(_ points: Double) -> String {
    "±\(NumberFormatting.short(points, 0)) pt" + (points >= Probe.marginSearchLimit ? "+" : "")
  }

  /// `(5, 420)`.
  private static func point(_ point: Point) -> String {
    "(\(NumberFormatting.short(point.x, 1)), \(NumberFormatting.short(point.y, 1)))"
  }

  /// `iOS 18 and iOS 26`.
  private func releaseList(_ releases: [IOSVersion]) -> String {
    releases.map(\.label).joined(separator: " and ")
  }

  /// The names of `choice`'s readings on the standard device, the default first.
  private func readingNames(of choice: OpenChoice) -> [String] {
    let base = ModelParameters.uikit26
    var names = [choice.reading(of: base)]
    for ios in IOSVersion.allCases.reversed() {
      for other in choice.otherReadings(of: base, on: ios, screenWidth: Device.standard.width) {
        let name = choice.reading(of: other)
        if !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  // MARK: JSON

  /// The JSON document: per choice, its readings and probes, each with its gesture in harness
  /// terms and every reading's prediction per release.
  func json() -> JSONOutput {
    .object([
      ("format", .string(Self.jsonFormat)),
      ("strategy", .string(Probe.strategyLabel)),
      ("releases", .array(releases.map { .number(Double($0.number)) })),
      ("choices", .array(choices.map(json))),
    ])
  }

  private func json(_ choice: OpenChoice) -> JSONOutput {
    let probes = probes(for: choice)
    return .object([
      ("choice", .string(choice.rawValue)),
      ("readings", .array(readingNames(of: choice).map { .string($0) })),
      ("separatedOnlyOn", Scenarios.separatedOnlyOn(choice).map { .number(Double($0.number)) } ?? .null),
      ("whyNoProbe", probes.isEmpty ? .string(Scenarios.whyNoProbe(for: choice, on: releases) ?? "") : .null),
      ("probes", .array(probes.map(json))),
    ])
  }

  private func json(_ probe: Probe) -> JSONOutput {
    let drag = probe.gesture
    let device = probe.trace.scene.device
    func point(_ point: Point) -> JSONOutput { .object([("x", .number(point.x)), ("y", .number(point.y))]) }
    return .object([
      ("name", .string(probe.name)),
      ("summary", .string(probe.summary)),
      ("releases", .array(probe.releases.filter { releases.contains($0) }.map { .number(Double($0.number)) })),
      ("screens", .array(probe.trace.scene.stack.map { .string($0.id) })),
      (
        "device",
        .object([
          ("width", .number(device.width)), ("height", .number(device.height)), ("touchRate", .number(device.refreshRate)),
        ])
      ),
      (
        "gesture",
        .object([
          ("start", point(drag.start)), ("end", point(drag.end)), ("duration", .number(drag.duration)),
          ("velocity", point(drag.velocity)), ("speed", .number(drag.speed)), ("pressDuration", .number(drag.pressDuration)),
          ("holdBeforeLift", .number(drag.holdBeforeLift)), ("edgeStart", .bool(probe.startsAtEdge)),
        ])
      ),
      (
        "predictions",
        .array(
          probe.releases.filter { releases.contains($0) }.map { ios in
            .object([
              ("ios", .number(Double(ios.number))),
              ("liftMarginPoints", .number(probe.liftMargin(on: ios))),
              ("touchDownMarginPoints", .number(probe.touchDownMargin(on: ios))),
              (
                "readings",
                .array(
                  probe.predictions(on: ios).map { prediction in
                    .object([
                      ("reading", .string(prediction.reading)), ("default", .bool(prediction.isDefault)),
                      ("outcome", .string(prediction.outcome.rawValue)), ("popped", .bool(prediction.pops)),
                      ("why", .string(prediction.why)),
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }
}
