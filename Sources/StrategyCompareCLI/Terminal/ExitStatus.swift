/// The tool's exit codes (BSD `sysexits.h`, docs/cli.md).
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Success.
  case success = 0
  /// Anything else went wrong.
  case failure = 1
  /// Bad command line: unknown command, flag, strategy, preset or scenario (`EX_USAGE`).
  case usage = 64
  /// The trace or data is invalid (`EX_DATAERR`).
  case dataError = 65
  /// An input file is missing or unreadable (`EX_NOINPUT`).
  case noInput = 66
  /// The `--output` file (or a `docs` picture) cannot be created or written (`EX_CANTCREAT`).
  case cantCreate = 73
}

/// An error the tool reports on one stderr line (`strategy-compare: error: …`) before exiting.
public struct CLIError: Error, Sendable, Equatable {
  /// The exit status it causes.
  public var status: ExitStatus
  /// The message, naming the file and place at fault.
  public var message: String
  /// Where to look next, such as `see 'strategy-compare help run'`: printed at the end of the
  /// same line, in parentheses.
  public var hint: String?

  /// Creates an error.
  public init(_ status: ExitStatus, _ message: String, hint: String? = nil) {
    self.status = status
    self.message = message
    self.hint = hint
  }

  /// A usage error with the standard pointer to help.
  static func usage(_ message: String, command: String? = nil) -> CLIError {
    CLIError(.usage, message, hint: "see 'strategy-compare \(command.map { "help \($0)" } ?? "--help")'")
  }
}
