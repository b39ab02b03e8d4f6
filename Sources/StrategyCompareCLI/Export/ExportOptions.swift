import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesSupport

/// The options of `strategy-compare export`, parsed and checked.
public struct ExportOptions: Sendable, Equatable {
  /// The traces: a file (one trace, or JSON Lines of several), a built-in scenario's name, or
  /// `-` for standard input.
  public var input = ""
  /// `--probes`: export the probes (``Scenarios/probes``) rather than ``input``.
  public var probes = false
  /// `--choice` with `--probes`: only this open choice's probes.
  public var choice: OpenChoice?
  /// `--to`.
  public var target: ExportTarget = .xcuitest
  /// `--top-id`, `--previous-id` and `--app-id`.
  public var settings = ExportSettings()

  /// The build step of `export`: the options ``OptionParser`` read, checked together.
  ///
  /// - Throws: ``CLIError`` (usage) naming the missing input or tool.
  static func build(_ parsed: ParsedOptions) throws(CLIError) -> ExportOptions {
    var options = ExportOptions()
    let positionals = parsed.positionals
    options.probes = parsed.has(OptionCatalog.probes)
    if options.probes {
      guard positionals.isEmpty else {
        throw CLIError.usage("export --probes takes no input, got '\(positionals[0])'", command: .export)
      }
    } else {
      guard positionals.count == 1 else {
        throw CLIError.usage(
          positionals.isEmpty
            ? "export needs a trace file, a scenario name, '-' for stdin or --probes" : "export takes one input, got \(positionals.count)",
          command: .export)
      }
    }
    if let name: String = parsed.value(OptionKeys.choice) {
      guard options.probes else { throw CLIError.usage("--choice applies to export --probes only", command: .export) }
      guard let choice = OpenChoice(rawValue: name) else {
        throw CLIError.usage(
          "--choice: " + Suggestion.unknownNameMessage("open choice", name, expected: OpenChoice.allCases.map(\.rawValue)),
          command: .export)
      }
      guard !Scenarios.probes(for: choice).isEmpty else {
        throw CLIError.usage("--choice \(name): no probe separates its readings (strategy-compare probes --choice \(name))", command: .export)
      }
      options.choice = choice
    }
    guard let target: ExportTarget = parsed.value(OptionKeys.to) else {
      throw CLIError.usage("export needs --to \(ExportTarget.allCases.map(\.rawValue).joined(separator: ", ").replacingLast(", ", with: " or "))", command: .export)
    }
    options.input = positionals.first ?? ""
    options.target = target
    if let top: String = parsed.value(OptionKeys.topID) { options.settings.topID = top }
    if let previous: String = parsed.value(OptionKeys.previousID) { options.settings.previousID = previous }
    if let app: String = parsed.value(OptionKeys.appID) { options.settings.appID = app }
    if options.settings.topID == options.settings.previousID {
      throw CLIError.usage("--top-id and --previous-id are both '\(options.settings.topID)': the test tells two screens apart", command: .export)
    }
    return options
  }
}

extension String {
  /// The string with its last `separator` replaced by `replacement` (`a, b or c`).
  func replacingLast(_ separator: String, with replacement: String) -> String {
    guard let range = range(of: separator, options: .backwards) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
