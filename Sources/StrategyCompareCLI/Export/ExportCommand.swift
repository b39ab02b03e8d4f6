import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesSupport

/// `strategy-compare export`: traces in (a file of one or several, a built-in scenario, or
/// standard input), a UI test for XCUITest, Maestro or Appium out (`GestureExport`), and a
/// warning on stderr for each thing the tool cannot play as the trace has it.
struct ExportCommand {
  let options: ExportOptions
  let loader: TraceLoader

  /// The document and the warnings.
  ///
  /// - Throws: ``CLIError``: 64 for an unknown scenario, 66 for a missing or unreadable file,
  ///   65 for an invalid trace (naming the file, line and field).
  func run() throws(CLIError) -> (text: String, warnings: [String]) {
    let traces =
      options.probes
      ? (options.choice.map { Scenarios.probes(for: $0) } ?? Scenarios.probes).map(\.trace)
      : try ExportCommand.traces(options.input, loader: loader)
    let export = GestureExport(traces, to: options.target, settings: options.settings)
    return (export.text, export.warnings)
  }

  /// The traces `input` names: a built-in scenario, or a file or standard input holding one
  /// trace (JSON or CSV) or several, one JSON trace a line. One call exports a list of traces.
  static func traces(_ input: String, loader: TraceLoader) throws(CLIError) -> [Trace] {
    if input != "-" && !looksLikePath(input) {
      return [try loader.load(input, scenePath: nil).trace]
    }
    let source = input == "-" ? "<stdin>" : input
    let bytes: [UInt8]
    if input == "-" {
      bytes = loader.standardInput(holding: TraceLoader.traceSubject)
      try loader.requireSize(bytes.count, source: source)
    } else {
      bytes = try loader.readFile(input)
    }
    let csv = input.hasSuffix(".csv") || (!input.hasSuffix(".json") && !loader.looksLikeJSON(bytes))
    if !csv, TraceLoader.jsonLinesTraceCount(bytes) != nil {
      return try jsonLines(bytes, source: source)
    }
    return [try loader.decode(bytes, source: source, csv: csv, scenePath: nil).trace]
  }

  /// Whether `input` names a file rather than a scenario (as `run` tells them apart).
  static func looksLikePath(_ input: String) -> Bool {
    input.contains("/") || input.hasSuffix(".json") || input.hasSuffix(".csv") || input.hasSuffix(".jsonl")
      || FileManager.default.fileExists(atPath: input)
  }

  /// Each non-blank line of `bytes` decoded as one trace; the first bad one is the error,
  /// named by its line as `corpus` names it (`traces.jsonl: line 3: touches[2].t: …`).
  static func jsonLines(_ bytes: [UInt8], source: String) throws(CLIError) -> [Trace] {
    var traces: [Trace] = []
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      var text = line
      if index == 0 && text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
      if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
      guard text.contains(where: { ![0x20, 0x09].contains($0) }) else { continue }
      let entry = CorpusEntry(location: "\(source): " + SourcePosition.line(index + 1), source: .jsonLine(Array(text)))
      do throws(TraceError) {
        traces.append(try entry.trace())
      } catch {
        throw CLIError(.dataError, CorpusError(location: entry.location, error: error).description)
      }
    }
    return traces
  }
}
