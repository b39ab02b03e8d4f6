import BackStrategies
import Foundation

/// Reads a trace named on the command line: a file, `-` for stdin, or a built-in scenario.
struct TraceLoader {
  /// Largest trace file read, in bytes; larger ones are refused before being read whole.
  /// Source: this project's limit; a 10-minute 120 Hz recording is about 5 MB of JSON.
  static let maximumFileSize = 64 * 1024 * 1024

  /// Reads standard input to the end.
  var readStandardInput: () -> [UInt8]

  /// Loads `input` (see `strategy-compare help run`).
  func load(_ input: String, scenePath: String?) throws(CLIError) -> Trace {
    if input == "-" {
      let bytes = readStandardInput()
      return try decode(bytes, source: "<stdin>", csv: !looksLikeJSON(bytes), scenePath: scenePath)
    }
    let looksLikePath = input.contains("/") || input.hasSuffix(".json") || input.hasSuffix(".csv")
      || input.hasSuffix(".jsonl") || FileManager.default.fileExists(atPath: input)
    if !looksLikePath {
      if let scenario = Scenarios.named(input) {
        if scenePath != nil { throw CLIError.usage("--scene applies to CSV input, not to scenario '\(input)'", command: "run") }
        return scenario
      }
      let hint = Suggestion.closest(to: input, in: Scenarios.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
      throw CLIError(
        .usage, "'\(input)' is neither a file nor a built-in scenario\(hint)",
        hint: "See 'strategy-compare scenarios' for the scenario names.")
    }
    let bytes = try readFile(input)
    let csv = input.hasSuffix(".csv") || (!input.hasSuffix(".json") && !looksLikeJSON(bytes))
    return try decode(bytes, source: input, csv: csv, scenePath: scenePath)
  }

  /// Reads a whole file, refusing directories, unreadable and oversized files.
  func readFile(_ path: String) throws(CLIError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CLIError(.noInput, "\(path): no such file")
    }
    if isDirectory.boolValue { throw CLIError(.noInput, "\(path): is a directory, not a trace file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CLIError(.noInput, "\(path): cannot be read (permission denied?)")
    }
    defer { try? handle.close() }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > Self.maximumFileSize {
      throw CLIError(
        .dataError,
        "\(path): file is \(size / (1024 * 1024)) MB, larger than the \(Self.maximumFileSize / (1024 * 1024)) MB a trace may be")
    }
    do {
      let data = try handle.readToEnd() ?? Data()
      return [UInt8](data)
    } catch {
      throw CLIError(.noInput, "\(path): cannot be read (\(error.localizedDescription))")
    }
  }

  func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "{")
  }

  func decode(_ bytes: [UInt8], source: String, csv: Bool, scenePath: String?) throws(CLIError) -> Trace {
    if !csv && scenePath != nil { throw CLIError.usage("--scene applies to CSV input only", command: "run") }
    let scene = csv ? try loadScene(scenePath) : .twoScreens
    do throws(TraceError) {
      if csv {
        let file = source.split(separator: "/").last.map(String.init) ?? "trace"
        let name = source == "<stdin>" ? "stdin" : (file.hasSuffix(".csv") ? String(file.dropLast(4)) : file)
        return try TraceDecoder.decodeCSV(bytes, scene: scene, name: name).trace
      }
      return try TraceDecoder.decodeJSON(bytes).trace
    } catch {
      throw CLIError(.dataError, "\(source): \(error)")
    }
  }

  func loadScene(_ path: String?) throws(CLIError) -> Scene {
    guard let path else { return .twoScreens }
    let bytes = try readFile(path)
    do throws(TraceError) {
      return try TraceDecoder.decodeJSON(bytes).trace.scene
    } catch {
      throw CLIError(.dataError, "\(path): \(error)")
    }
  }
}
