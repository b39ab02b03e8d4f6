import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Carries out a parsed command and returns what it prints.
struct Commands {
  let catalog: StrategyCatalog
  let loader: TraceLoader
  /// The columns tables and wrapped text may use: the terminal's when standard output is one
  /// (``TerminalWidth``), else ``TextWrapping/terminalWidth``.
  var width = TextWrapping.terminalWidth
  /// Lines for stderr that are not errors (`strategy-compare: note: …`).
  var notes: [String] = []
  /// Lines for stderr about input that was taken but is likely not what was meant, printed
  /// before the notes (`strategy-compare: warning: …`).
  var warnings: [String] = []

  mutating func run(_ command: ParsedCommand) throws(CLIError) -> String {
    notes += aliasNotes(command)
    switch command {
    case .version:
      return HelpText.version + "\n"
    case .help(let topic):
      guard let text = HelpText.text(for: topic) else {
        let hint = Suggestion.closest(to: topic ?? "", in: CommandSpec.commandNames).map { "; did you mean '\($0)'?" } ?? ""
        throw CLIError.usage("no help for unknown command '\(topic ?? "")'\(hint)")
      }
      return text
    case .matrix(let strategies, let format, let model, let ios, let csvComments):
      let selections = try select(strategies, command: nil)
      if ReportCommand.draws(format) {
        return try ReportCommand.matrix(selections: selections, format: format, parameters: model, ios: ios)
      }
      let options = RunOptions(parameters: model, weighsOpenChoices: true)
      let heading = "Built-in scenarios × strategies: what each strategy did with each gesture"
      let footer = "\nOne scenario in detail: strategy-compare run <scenario>\nHow a technique works:  strategy-compare explain <id>\n"
      if let ios, ios.count == 2 {
        let older = ComparisonMatrix(traces: Scenarios.all, selections: selections, options: options.on(ios[0]))
        let newer = ComparisonMatrix(traces: Scenarios.all, selections: selections, options: options.on(ios[1]))
        let provenance = Provenance.strategyCompare(model).ran(older.rows + newer.rows)
        switch format {
        case .table:
          return "\(heading), on \(ios[0].label) and \(ios[1].label).\n"
            + MatrixTable.render(older: (ios[0], older), newer: (ios[1], newer), width: width, provenance: provenance) + footer
        case .json: return ResultJSON.matrix(older: older, newer: newer, provenance: provenance).render(pretty: true) + "\n"
        case .csv:
          return ResultsCSV.render(zip(older.rows, newer.rows).flatMap { [$0, $1] }, provenance: csvComments ? provenance : nil)
        case .svg, .html: preconditionFailure("drawn by ReportCommand")
        }
      }
      let matrix = ComparisonMatrix(traces: Scenarios.all, selections: selections, options: options.on(ios?.first))
      let provenance = Provenance.strategyCompare(model).ran(matrix)
      switch format {
      case .table:
        let release = ios?.first.map { ", on \($0.label)" } ?? ""
        return "\(heading)\(release).\n" + MatrixTable.render(matrix, width: width, provenance: provenance) + footer
      case .json: return ResultJSON.matrix(matrix, provenance: provenance).render(pretty: true) + "\n"
      case .csv: return ResultsCSV.render(matrix.rows, provenance: csvComments ? provenance : nil)
      case .svg, .html: preconditionFailure("drawn by ReportCommand")
      }
    case .run(
      let input, let strategies, let format, let timeline, let scene, let strict, let events, let model, let ios, let intent, let csvComments):
      let selections = try select(strategies, command: CommandName.run.rawValue)
      let loaded = try loader.load(input, scenePath: scene)
      let unknown = try UnknownFieldsPolicy.check(loaded.unknownFields, strict: strict)
      warnings += unknown.warnings
      notes += unknown.notes
      if let lift = LiftDistance.note(loaded.trace, source: loaded.source) { notes.append(lift) }
      if timeline { try TimelineLimit.check(loaded.trace, source: loaded.source) }
      var trace = loaded.trace
      if let intent { trace.intent = intent }
      if ReportCommand.draws(format) {
        if events { throw CLIError.usage("--events cannot be drawn; use --format table or json", command: .run) }
        return ReportCommand.run(trace: trace, selections: selections, format: format, parameters: model, ios: ios)
      }
      let options = RunOptions(parameters: model, recordTimeline: timeline, recordEvents: events, weighsOpenChoices: true)
      let comparison: Comparison
      if let ios, ios.count > 1 {
        comparison = Comparison(trace: trace, selections: selections, options: options, releases: ios)
      } else {
        comparison = Comparison(trace: trace, selections: selections, options: options.on(ios?.first))
      }
      let provenance = Provenance.strategyCompare(model).ran(comparison.results)
      switch format {
      case .table: return ComparisonTable.render(comparison, width: width, provenance: provenance)
      case .json: return ResultJSON.comparison(comparison, provenance: provenance).render(pretty: true) + "\n"
      case .csv:
        if timeline { throw CLIError.usage("--timeline cannot be printed as CSV; use --format json or table", command: .run) }
        if events { throw CLIError.usage("--events cannot be printed as CSV; use --format json or table", command: .run) }
        return ResultsCSV.render([comparison], provenance: csvComments ? provenance : nil)
      case .svg, .html: preconditionFailure("drawn by ReportCommand")
      }
    case .list(let format):
      return try list(format)
    case .scenarios(let name, let format):
      return try scenarios(name, format)
    case .explain(let id):
      return try explain(id)
    case .corpus(let options):
      warnings += JobCount.warning(requested: options.jobs).map { [$0] } ?? []
      return try CorpusCommand(
        catalog: catalog, options: options, width: width,
        readStandardInput: { [loader] in loader.standardInput(holding: TraceLoader.sceneSubject) }
      ).run(notes: &notes)
    case .corpusMerge(let options):
      let merged = try CorpusMergeCommand(
        options: options, readStandardInput: { [loader] in loader.standardInput(holding: CorpusMergeCommand.partSubject) }, width: width
      ).run()
      notes += merged.notes
      return merged.text
    case .recommend(let options, let framework):
      warnings += JobCount.warning(requested: options.jobs).map { [$0] } ?? []
      return try RecommendCommand(catalog: catalog, options: options, width: width, loader: loader, framework: framework)
        .run(notes: &notes)
    case .bench(_, _, let probe?, _, _):
      return CorpusBench.probe(traces: probe, catalog: catalog)
    case .bench(let quick, let format, nil, let only, let baseline):
      var bench = BenchCommand(size: quick ? .quick : .full, catalog: catalog)
      if let only { bench.sections = only }
      if let baseline {
        // The comparison is made on the corpus section, which therefore always runs with it.
        bench.baseline = BaselineBench(executable: baseline)
        bench.sections.insert(.corpus)
      }
      return bench.run(format: format)
    case .docs(let check, let directory):
      return try DocsCommand(catalog: catalog).run(check: check, directory: directory)
    case .recorder:
      return RecorderCommand.run()
    case .importing(let options):
      let imported = try ImportCommand(options: options, loader: loader).run()
      notes.append(imported.summary)
      return imported.text
    case .export(let options):
      let exported = try ExportCommand(options: options, loader: loader).run()
      warnings += exported.warnings
      return exported.text
    case .check(let options):
      return try CheckCommand(
        options: options, width: width,
        readStandardInput: { [loader] in loader.standardInput(holding: CheckCommand.standardInputSubject) }
      ).run()
    case .probes(let options):
      return ProbesCommand(options: options, width: width).run()
    }
  }

  /// A note for each old preset name (`system-edge:ios26`) the command's `--strategies` uses.
  func aliasNotes(_ command: ParsedCommand) -> [String] {
    let text: String?
    switch command {
    case .matrix(let strategies, _, _, _, _): text = strategies
    case .run(_, let strategies, _, _, _, _, _, _, _, _, _): text = strategies
    case .corpus(let options), .recommend(let options, _): text = options.strategies
    default: text = nil
    }
    guard let text else { return [] }
    return text.split(separator: ",").compactMap { catalog.alias($0.trimming(" "))?.note }
  }

  /// Resolves `--strategies` (``StrategyCatalog/selections(for:command:)``).
  func select(_ text: String?, command: String?) throws(CLIError) -> [StrategySelection] {
    try catalog.selections(for: text, command: command)
  }

  func list(_ format: OutputFormat) throws(CLIError) -> String {
    switch format {
    case .json:
      let entries: [JSONOutput] = catalog.entries.map { entry in
        let descriptor = entry.descriptor
        return .object([
          ("id", .string(descriptor.id)), ("title", .string(descriptor.title)), ("summary", .string(descriptor.summary)),
          ("origin", .string(descriptor.origin)),
          ("facts", .object([
            ("privateAPI", descriptor.facts.privateAPI.map { .array($0.map { .string($0) }) } ?? .null),
            ("iOSVersions", descriptor.facts.iOSVersions.map { .string($0) } ?? .null),
            ("replacesUIKitAnimation", descriptor.facts.replacesUIKitAnimation.map { .bool($0) } ?? .null),
            ("screenshotMemory", descriptor.facts.screenshotMemory.map { .string($0) } ?? .null),
          ])),
          ("presets", .array(entry.presets.enumerated().map { index, preset in
            .object([("name", .string(preset.name)), ("summary", .string(preset.summary)), ("default", .bool(index == 0))])
          })),
          ("aliases", .array(descriptor.presetAliases.map { alias in
            .object([("name", .string(alias.name)), ("preset", .string(alias.preset)), ("note", .string(alias.note))])
          })),
        ])
      }
      return JSONOutput.array(entries).render(pretty: true) + "\n"
    case .csv, .svg, .html:
      throw CLIError.usage("list prints table or json, not \(format.rawValue)", command: .list)
    case .table:
      var lines: [String] = []
      for entry in catalog.entries {
        let descriptor = entry.descriptor
        lines.append(contentsOf: TextWrapping.wrap("\(descriptor.id): \(descriptor.title)", width: width))
        lines.append(contentsOf: TextWrapping.wrap(descriptor.summary + " (" + descriptor.origin + ")", width: width, indent: "  "))
        lines.append(contentsOf: TextWrapping.wrap(descriptor.facts.lines.map { "\($0.name): \($0.value)" }.joined(separator: "; "), width: width, indent: "  "))
        for (index, preset) in entry.presets.enumerated() {
          let label = "  \(index == 0 ? "*" : " ") \(descriptor.id):\(preset.name)"
          lines.append(label)
          lines.append(contentsOf: TextWrapping.wrap(preset.summary, width: width, indent: "      "))
        }
        for alias in descriptor.presetAliases {
          lines.append("    \(descriptor.id):\(alias.name) → \(descriptor.id):\(alias.preset)")
          lines.append(contentsOf: TextWrapping.wrap(alias.note, width: width, indent: "      "))
        }
        lines.append("")
      }
      lines.append(contentsOf: TextWrapping.wrap("* default preset. Select one with --strategies id:preset; 'strategy-compare explain <id>' teaches it.", width: width))
      return lines.joined(separator: "\n") + "\n"
    }
  }

  func scenarios(_ name: String?, _ format: OutputFormat?) throws(CLIError) -> String {
    if let name {
      guard let trace = Scenarios.named(name) else {
        let hint = Suggestion.closest(to: name, in: Scenarios.runnable.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        throw CLIError.usage("unknown scenario '\(name)'\(hint)", command: .scenarios)
      }
      switch format {
      case nil, .json: return TraceEncoder.encodeJSON(trace) + "\n"
      case .table: return Self.scenarioTable(trace, width: width)
      case .csv, .svg, .html:
        throw CLIError.usage("a scenario prints as its JSON trace or as a table, not \(format!.rawValue)", command: .scenarios)
      }
    }
    switch format ?? .table {
    case .json:
      return JSONOutput.array(Scenarios.all.map { trace in
        .object([
          ("name", .string(trace.name)), ("intent", trace.intent.map { .string($0.rawValue) } ?? .null),
          ("convention", .string(trace.convention.rawValue)),
          ("summary", .string(trace.summary)), ("samples", .number(Double(trace.touches.count))),
          ("duration", .number(trace.duration)), ("stack", .array(trace.scene.stack.map { .string($0.id) })),
        ])
      }).render(pretty: true) + "\n"
    case .csv, .svg, .html:
      throw CLIError.usage("scenarios prints table or json, not \(format!.rawValue)", command: .scenarios)
    case .table:
      let nameWidth = Scenarios.all.map(\.name.count).max() ?? 0
      let intentWidth = Scenarios.all.map { ($0.intent?.rawValue ?? "-").count }.max() ?? 0
      var lines: [String] = []
      for trace in Scenarios.all {
        lines.append(
          TextWrapping.pad(trace.name, nameWidth + 2) + TextWrapping.pad(trace.intent?.rawValue ?? "-", intentWidth + 2)
            + trace.convention.label)
        lines.append(contentsOf: TextWrapping.wrap(trace.summary, width: width, indent: "    "))
      }
      lines.append("")
      lines.append(contentsOf: TextWrapping.wrap(
        "Outside the matrix, by name only: the release evidence (docs/model.md, \"The release procedure\"): "
          + Scenarios.releaseEvidence.map(\.name).joined(separator: ", ") + ".",
        width: width))
      lines.append("")
      lines.append(contentsOf: TextWrapping.wrap(
        "Columns: name, intent, and the convention the scenario tests (iOS, Android or any): a technique that does not claim it gets n/a there, left out of its count.",
        width: width))
      lines.append("Run one: strategy-compare run <name>")
      lines.append("Print it as a trace file: strategy-compare scenarios <name>")
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// One scenario for reading: what it is, its scene, then one line per touch sample.
  static func scenarioTable(_ trace: Trace, width: Int = TextWrapping.terminalWidth) -> String {
    var lines = [
      trace.name + (trace.intent.map { " (intent \($0.rawValue))" } ?? "")
        + (trace.convention == .any ? "" : " (\(trace.convention.label) convention)")
    ]
    lines.append(contentsOf: TextWrapping.wrap(trace.summary, width: width, indent: "    "))
    let device = trace.scene.device
    lines.append(
      "device \(NumberFormatting.short(device.width)) × \(NumberFormatting.short(device.height)) pt, "
        + "\(NumberFormatting.short(device.refreshRate)) Hz, \(device.layoutDirection.rawValue)")
    for screen in trace.scene.stack {
      var notes: [String] = []
      if screen.backButton != .system { notes.append("back button \(screen.backButton.rawValue)") }
      if screen.navigationBarHidden { notes.append("bar hidden") }
      for scroll in screen.scrollViews { notes.append("scroll view '\(scroll.id)'") }
      if screen.confirmsLeave { notes.append("confirms leave") }
      lines.append("screen \(screen.id)" + (notes.isEmpty ? "" : ": " + notes.joined(separator: ", ")))
    }
    lines.append("")
    let rows = trace.touches.map { sample in
      [NumberFormatting.fixed(sample.t, 3), NumberFormatting.fixed(sample.location.x, 1), NumberFormatting.fixed(sample.location.y, 1), sample.phase.rawValue]
    }
    let header = ["t (s)", "x (pt)", "y (pt)", "phase"]
    let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    for row in [header] + rows {
      // Numbers right-aligned, the phase left-aligned.
      let cells = row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : String(repeating: " ", count: widths[index] - cell.count) + cell
      }
      lines.append(cells.joined(separator: "  "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `explain ID` or `explain ID:PRESET`: the technique, with the named preset marked in its
  /// presets and used in its "Try it" commands. `ID:all` is the technique alone (every preset
  /// is listed anyway).
  ///
  /// - Throws: ``CLIError`` (usage) naming an unknown strategy or preset, with the known ones
  ///   and a "did you mean" when one is close.
  func explain(_ text: String) throws(CLIError) -> String {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let id = parts[0]
    guard let entry = catalog.entry(id: id) else {
      let known = catalog.entries.map(\.descriptor.id)
      let hint = Suggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
      throw CLIError(.usage, "unknown strategy '\(id)'\(hint) (known: \(known.joined(separator: ", ")))", hint: "see 'strategy-compare list'")
    }
    // The preset named, resolved as `--strategies` resolves it (an old name selects its preset).
    var chosen: StrategySelection?
    if parts.count > 1 && parts[1] != StrategyCatalog.everyPreset {
      do throws(SelectionError) {
        chosen = try catalog.select(text)
      } catch {
        throw CLIError(.usage, error.message, hint: "see 'strategy-compare explain \(id)'")
      }
    }
    let descriptor = entry.descriptor
    let tried = chosen?.label ?? descriptor.id
    var lines = TextWrapping.wrap("\(descriptor.title) [\(descriptor.id)]", width: width) + [""]
    if let chosen {
      let typed = parts[1] == chosen.preset ? "" : " ('\(parts[1])' is an old name of it)"
      lines.append(contentsOf: TextWrapping.wrap("Preset: \(chosen.preset)\(typed), marked \(Self.chosenPresetMark) under PRESETS.", width: width))
      lines.append("")
    }
    lines.append(contentsOf: TextWrapping.wrap(descriptor.summary, width: width))
    lines.append(contentsOf: TextWrapping.wrap("Source: " + descriptor.origin, width: width))
    lines.append(contentsOf: TextWrapping.wrap("Conventions: " + Self.conventionsText(descriptor.conventions), width: width))
    lines.append("")
    lines.append("FACTS")
    for fact in descriptor.facts.lines { lines.append(contentsOf: bullet("\(fact.name): \(fact.value)")) }
    lines.append("")
    lines.append("HOW IT WORKS")
    for rule in descriptor.rules { lines.append(contentsOf: bullet(rule)) }
    lines.append("")
    if !descriptor.teaching.onIOS26.isEmpty {
      lines.append("ON iOS 26")
      lines.append(contentsOf: TextWrapping.wrap(descriptor.teaching.onIOS26, width: width, indent: "  "))
      lines.append(contentsOf: restsOn(entry))
      lines.append("")
    }
    lines.append(contentsOf: listening(entry))
    lines.append("PRESETS (select with --strategies \(descriptor.id):<preset>)")
    for (index, preset) in entry.presets.enumerated() {
      var presetLines = bullet("\(preset.name)\(index == 0 ? " (default)" : ""): \(preset.summary)")
      if preset.name == chosen?.preset { presetLines[0] = "  \(Self.chosenPresetMark) " + presetLines[0].dropFirst(4) }
      lines.append(contentsOf: presetLines)
    }
    for alias in descriptor.presetAliases {
      lines.append(contentsOf: bullet("\(alias.name): an alias of \(alias.preset) (\(alias.note))"))
    }
    lines.append("")
    if let chosen { lines.append(contentsOf: FixRecipeText.explainSection(chosen.label, width: width)) }
    lines.append("PITFALLS")
    for pitfall in descriptor.pitfalls { lines.append(contentsOf: bullet(pitfall)) }
    lines.append("")
    lines.append("WHEN TO CHOOSE IT")
    lines.append(contentsOf: TextWrapping.wrap(descriptor.whenToChoose, width: width, indent: "  "))
    lines.append("")
    lines.append("Try it, on iOS 18 and 26 side by side:")
    lines.append("  where it decides:")
    lines.append("    strategy-compare run \(descriptor.teaching.tryIt) -s \(tried) --ios 18,26")
    if let breaks = descriptor.teaching.breaks {
      lines.append("  where it breaks:")
      lines.append("    strategy-compare run \(breaks) -s \(tried) --ios 18,26")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What marks the preset `explain ID:PRESET` names in its list of presets, in place of the
  /// bullet's `-`.
  static let chosenPresetMark = ">"

  /// The doubt under `explain`'s "ON iOS 26": the built-in scenarios whose iOS 26 result under
  /// the default preset rests on an open choice of the model (``RunResult/restsOn``), by choice,
  /// with what the other reading would do; or a line saying none does.
  func restsOn(_ entry: StrategyCatalog.Entry) -> [String] {
    guard let selection = try? catalog.select(entry.descriptor.id) else { return [] }
    var byChoice: [(choice: OpenChoice, cases: [String])] = []
    for trace in Scenarios.all {
      let result = selection.run(on: trace, options: RunOptions(ios: .iOS26, weighsOpenChoices: true))
      // One entry per trace and choice, with every other reading that differs (a choice may
      // have more than two readings: `release-procedure` has three).
      var choicesOfTrace: [OpenChoice] = []
      for reading in result.restsOn where !choicesOfTrace.contains(reading.choice) { choicesOfTrace.append(reading.choice) }
      for choice in choicesOfTrace {
        let others = result.restsOn.filter { $0.choice == choice }.map { reading in
          "\(reading.other): \(Self.cell(reading.outcome, trace.intent.map(reading.runSummary.verdict(for:))))"
        }
        let text = "\(trace.name) (\(Self.cell(result.outcome, result.verdict)), \(others.joined(separator: ", ")))"
        if let index = byChoice.firstIndex(where: { $0.choice == choice }) {
          byChoice[index].cases.append(text)
        } else {
          byChoice.append((choice, [text]))
        }
      }
    }
    let preset = entry.defaultPreset
    guard !byChoice.isEmpty else {
      return TextWrapping.wrap(
        "Open choices: on the built-in scenarios, no iOS 26 result of \(preset) rests on an open choice of the model.", width: width,
        indent: "  ")
    }
    var lines = TextWrapping.wrap(
      "Open choices: these iOS 26 results of \(preset) on the built-in scenarios rest on a question UIKit's decompiled code leaves open (docs/model.md); under the other reading they would differ:",
      width: width, indent: "  ")
    for (choice, cases) in byChoice.sorted(by: { OpenChoice.allCases.firstIndex(of: $0.choice)! < OpenChoice.allCases.firstIndex(of: $1.choice)! }) {
      lines.append(contentsOf: bullet("\(choice.rawValue): " + cases.joined(separator: "; ")))
    }
    return lines
  }

  /// `pop ✓`: an outcome with its verdict's mark (none without an intent or when not judged).
  static func cell(_ outcome: Outcome, _ verdict: Verdict?) -> String {
    switch verdict {
    case .right?: "\(outcome.rawValue) ✓"
    case .wrong?: "\(outcome.rawValue) ✗"
    case .hazard?: "\(outcome.rawValue) !"
    case .notApplicable?, nil: outcome.rawValue
    }
  }

  /// `explain`'s "WHERE A SWIPE CAN START" section: on the standard phone (two screens, iOS 26),
  /// where each back recogniser of each preset listens (``GestureSetup/listeningAreasByRecognizer(device:parameters:)``),
  /// presets that listen alike named together; what a corpus' reach and "listens at" count.
  func listening(_ entry: StrategyCatalog.Entry) -> [String] {
    let scene = SceneSpec.twoScreens
    let parameters = ModelParameters.uikit26.resolved(for: scene.device.ios)
    var groups: [(presets: [String], text: String)] = []
    for preset in entry.presets {
      guard let selection = try? catalog.select("\(entry.descriptor.id):\(preset.name)") else { continue }
      let areas = selection.gestureSetup(in: scene, parameters: parameters).listeningAreasByRecognizer(device: scene.device, parameters: parameters)
      let text = areas.isEmpty ? "nowhere" : areas.map { "\($0.recognizer) (\($0.area.phrase))" }.joined(separator: "; ")
      if let index = groups.firstIndex(where: { $0.text == text }) {
        groups[index].presets.append(preset.name)
      } else {
        groups.append(([preset.name], text))
      }
    }
    var lines = TextWrapping.wrap(
      "WHERE A SWIPE CAN START (\(NumberFormatting.short(scene.device.width)) × \(NumberFormatting.short(scene.device.height)) pt, \(scene.device.ios.label): what reach counts)",
      width: width)
    for group in groups {
      lines.append(contentsOf: bullet((groups.count > 1 ? group.presets.joined(separator: ", ") + ": " : "") + group.text))
    }
    lines.append("")
    return lines
  }

  /// A technique's claimed conventions for `explain`, with what claiming means:
  /// `iOS (judged on iOS and any-convention scenarios, n/a on the others)`.
  static func conventionsText(_ claimed: Set<Convention>) -> String {
    let names = Convention.allCases.filter { claimed.contains($0) && $0 != .any }.map(\.label)
    let list = names.isEmpty ? "none" : names.joined(separator: ", ")
    return list + " (judged on \(names.isEmpty ? "" : list + " and ")any-convention scenarios, n/a on the others)"
  }

  func bullet(_ text: String) -> [String] {
    var lines = TextWrapping.wrap(text, width: width, indent: "    ")
    if !lines.isEmpty { lines[0] = "  - " + lines[0].dropFirst(4) }
    return lines
  }
}
