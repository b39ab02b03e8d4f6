import BackStrategies
import BackStrategiesSupport
import Foundation

/// What `strategy-compare check` was asked: the file and the format.
public struct CheckOptions: Sendable, Equatable {
  /// The file of observations, or `-` for standard input.
  public var input: String
  /// `table` or `json`.
  public var format: OutputFormat

  /// The formats `check` prints.
  static let formats: [OutputFormat] = [.table, .json]

  /// The build step of `check`: one file (or `-`) and `--format`.
  ///
  /// - Throws: ``CLIError`` (usage) without a file or with more than one.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> CheckOptions {
    guard parsed.positionals.count == 1 else {
      throw CLIError.usage(
        parsed.positionals.isEmpty
          ? "check needs a file of observations (backstrategies-observation/1, one per line), or '-' for stdin"
          : "check takes one file of observations, got \(parsed.positionals.count)",
        command: .check)
    }
    return CheckOptions(input: parsed.positionals[0], format: parsed.value(OptionKeys.format) ?? .table)
  }
}

/// `strategy-compare check OBSERVATIONS.jsonl`: reads `backstrategies-observation/1` lines,
/// scores the model against them (``ObservationCheck``) and prints the agreement of the plain
/// model and of every reading of each open choice (docs/cli.md, docs/device-check.md).
struct CheckCommand {
  /// The file and the format.
  let options: CheckOptions
  /// The columns the table may use.
  var width = TextWrapping.terminalWidth
  /// Reads standard input for `-`.
  var readStandardInput: () -> [UInt8] = { [] }

  /// How standard input is named in messages.
  static let standardInputName = "<stdin>"

  /// What `-` names, in the line said before reading it.
  static let standardInputSubject = "observations"

  /// Reads, scores and renders.
  ///
  /// - Throws: ``CLIError``: `noInput` for a missing file, `dataError` for a bad line
  ///   (`FILE:LINE: FIELD: message`) or a file without observations.
  func run() throws(CLIError) -> String {
    let input = options.input
    let source = input == "-" ? Self.standardInputName : input
    let bytes = input == "-" ? readStandardInput() : try Self.read(input)
    let lines = try Self.observations(in: bytes, source: source)
    let check = ObservationCheck(lines)
    switch options.format {
    case .json: return CheckReport.json(check, source: source).render(pretty: true) + "\n"
    default: return CheckReport.table(check, source: source, width: width)
    }
  }

  /// The whole file, refused when it is larger than a trace may be (``TraceLoader/maximumFileSize``).
  static func read(_ path: String) throws(CLIError) -> [UInt8] {
    let handle = try InputFile.openForReading(path, kind: "a file of observations")
    defer { try? handle.close() }
    let bytes: [UInt8]
    do {
      bytes = try BoundedRead.bytes(from: handle, atMost: TraceLoader.maximumFileSize + 1)
    } catch {
      throw CLIError(.noInput, "\(path): cannot be read (\(error.localizedDescription))")
    }
    guard bytes.count <= TraceLoader.maximumFileSize else {
      throw CLIError(.dataError, "\(path): file is more than \(TraceLoader.maximumFileSize / (1024 * 1024)) MiB, larger than a file of observations may be")
    }
    return bytes
  }

  /// The observations of a JSON Lines file: one per non-blank line (LF or CRLF line ends, a
  /// leading byte order mark skipped).
  ///
  /// - Throws: ``CLIError`` with status `dataError`: `SOURCE:LINE: PLACE: message` for the
  ///   first line that is not a valid observation, or a message for a file without any.
  static func observations(in bytes: [UInt8], source: String) throws(CLIError) -> [ObservationCheck.Line] {
    var lines: [ObservationCheck.Line] = []
    var number = 0
    for var line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      if number == 1 && line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      guard line.contains(where: { ![0x20, 0x09].contains($0) }) else { continue }
      do throws(TraceError) {
        lines.append(ObservationCheck.Line(line: number, observation: try ObservationDecoder.decode(line)))
      } catch {
        throw CLIError(.dataError, "\(source):\(number): \(error)")
      }
    }
    guard !lines.isEmpty else {
      throw CLIError(.dataError, "\(source): holds no observation (one backstrategies-observation/1 object a line; docs/trace-format.md)")
    }
    return lines
  }
}
