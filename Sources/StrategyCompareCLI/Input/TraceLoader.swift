import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Reads a trace named on the command line: a file, `-` for stdin, or a built-in scenario.
struct TraceLoader {
  /// Largest trace file read, in bytes; larger ones are refused before being read whole
  /// (standard input and files whose size is unknown are read up to one byte past it).
  /// Source: this project's limit; a 10-minute 120 Hz recording is about 5 MiB of JSON.
  static let maximumFileSize = 64 * 1024 * 1024

  /// How many leading bytes are searched for a NUL byte, the sign of a binary file (the
  /// heuristic of `git` and `grep`).
  static let binarySniffLength = 8_000

  /// Reads standard input to the end.
  var readStandardInput: () -> [UInt8]
  /// Told what is about to be read from standard input (`a trace`), just before it is
  /// (``StandardInputPrompt/announce(reading:)`` in the tool; nothing in process).
  var announceStandardInput: (String) -> Void = { _ in }

  /// What `-` names for `run`, in the line said before reading it.
  static let traceSubject = "a trace"
  /// What `--scene -` names, in the line said before reading it.
  static let sceneSubject = "a scene"

  /// Standard input to the end, once ``announceStandardInput`` has been told it holds `what`.
  func standardInput(holding what: String) -> [UInt8] {
    announceStandardInput(what)
    return readStandardInput()
  }

  /// Loads `input` (see `strategy-compare help run`).
  func load(_ input: String, scenePath: String?) throws(CLIError) -> LoadedTrace {
    if input == "-" && scenePath == "-" {
      throw CLIError.usage("the trace and --scene cannot both be '-' (standard input is one stream)", command: .run)
    }
    if input == "-" {
      let bytes = standardInput(holding: Self.traceSubject)
      try requireSize(bytes.count, source: "<stdin>")
      return try decode(bytes, source: "<stdin>", csv: !looksLikeJSON(bytes), scenePath: scenePath)
    }
    let looksLikePath = input.contains("/") || input.hasSuffix(".json") || input.hasSuffix(".csv")
      || input.hasSuffix(".jsonl") || FileManager.default.fileExists(atPath: input)
    if !looksLikePath {
      if let scenario = Scenarios.named(input) {
        if scenePath != nil { throw CLIError.usage("--scene applies to CSV input, not to scenario '\(input)'", command: .run) }
        return LoadedTrace(trace: scenario, source: input)
      }
      let hint = Suggestion.closest(to: input, in: Scenarios.runnable.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
      throw CLIError(
        .usage, "'\(input)' is neither a file nor a built-in scenario\(hint)",
        hint: "see 'strategy-compare scenarios'")
    }
    let bytes = try readFile(input)
    let csv = input.hasSuffix(".csv") || (!input.hasSuffix(".json") && !looksLikeJSON(bytes))
    return try decode(bytes, source: input, csv: csv, scenePath: scenePath)
  }

  /// Reads a whole file, refusing directories, unreadable and oversized files.
  func readFile(_ path: String) throws(CLIError) -> [UInt8] {
    let handle = try InputFile.openForReading(path, kind: "a trace file")
    defer { try? handle.close() }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    try requireSize(size, source: path)
    do {
      let bytes = try BoundedRead.bytes(from: handle, atMost: Self.maximumFileSize + 1)
      try requireSize(bytes.count, source: path)
      return bytes
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(.noInput, "\(path): cannot be read (\(error.localizedDescription))")
    }
  }

  /// Refuses input larger than ``maximumFileSize``.
  func requireSize(_ size: Int, source: String) throws(CLIError) {
    guard size > Self.maximumFileSize else { return }
    let mebibyte = 1024 * 1024
    let shown = size == Self.maximumFileSize + 1 ? "more than \(Self.maximumFileSize / mebibyte) MiB" : "\(size / mebibyte) MiB"
    let what = source == "<stdin>" ? "input" : "file"
    throw CLIError(.dataError, "\(source): \(what) is \(shown), larger than the \(Self.maximumFileSize / mebibyte) MiB a trace may be")
  }

  /// Refuses a binary file (a NUL byte near its start) before a decoder quotes its bytes.
  func requireText(_ bytes: [UInt8], source: String) throws(CLIError) {
    guard let offset = bytes.prefix(Self.binarySniffLength).firstIndex(of: 0) else { return }
    throw CLIError(.dataError, "\(source): a binary file (a NUL byte at offset \(offset)), not a JSON or CSV trace")
  }

  func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "{")
  }

  func decode(_ bytes: [UInt8], source: String, csv: Bool, scenePath: String?) throws(CLIError) -> LoadedTrace {
    if !csv && scenePath != nil { throw CLIError.usage("--scene applies to CSV input only", command: .run) }
    try requireText(bytes, source: source)
    var loaded: LoadedTrace
    if csv {
      let scene = try loadScene(scenePath)
      let file = source.split(separator: "/").last.map(String.init) ?? "trace"
      let name = source == "<stdin>" ? "stdin" : (file.hasSuffix(".csv") ? String(file.dropLast(4)) : file)
      do throws(TraceError) {
        loaded = LoadedTrace(trace: try TraceDecoder.decodeCSV(bytes, scene: scene.scene, name: name).trace, source: source)
      } catch {
        throw CLIError(.dataError, "\(source): \(error)")
      }
      if let scenePath, !scene.unknownFields.isEmpty { loaded.unknownFields.append((scenePath, scene.unknownFields)) }
    } else {
      do throws(TraceError) {
        let decoded = try TraceDecoder.decodeJSON(bytes)
        loaded = LoadedTrace(trace: decoded.trace, source: source)
        if !decoded.unknownFields.isEmpty { loaded.unknownFields.append((source, decoded.unknownFields)) }
      } catch {
        if let count = Self.jsonLinesTraceCount(bytes) {
          throw CLIError(
            .usage, "\(source) holds \(count) traces, one per line (JSON Lines); run takes one trace: score them all with 'strategy-compare corpus \(source == "<stdin>" ? "-" : source)'",
            hint: "see 'strategy-compare help corpus'")
        }
        throw CLIError(.dataError, "\(source): \(error)")
      }
    }
    return loaded
  }

  /// How many traces `bytes` hold when they are JSON Lines of more than one (their first line
  /// alone decodes as a trace and another non-blank line follows); `nil` otherwise. Read only
  /// once a JSON trace failed to decode, to point `run` at `corpus`.
  static func jsonLinesTraceCount(_ bytes: [UInt8]) -> Int? {
    let lines = bytes.split(separator: UInt8(ascii: "\n")).filter { line in
      line.contains { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }
    }
    guard lines.count > 1, (try? TraceDecoder.decodeJSON(Array(lines[0]))) != nil else { return nil }
    return lines.count
  }

  /// The scene of a `--scene` file (the standard two screens without one; `-` reads standard
  /// input), with the file's unknown fields.
  func loadScene(_ path: String?) throws(CLIError) -> (scene: SceneSpec, unknownFields: [String]) {
    guard let path else { return (.twoScreens, []) }
    let source = path == "-" ? "<stdin>" : path
    let bytes = path == "-" ? standardInput(holding: Self.sceneSubject) : try readFile(path)
    if path == "-" { try requireSize(bytes.count, source: source) }
    try requireText(bytes, source: source)
    do throws(TraceError) {
      let decoded = try TraceDecoder.decodeJSON(bytes)
      return (decoded.trace.scene, decoded.unknownFields)
    } catch {
      throw CLIError(.dataError, "\(source): \(error)")
    }
  }
}
