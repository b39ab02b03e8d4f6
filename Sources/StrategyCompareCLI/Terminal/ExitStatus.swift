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

  /// What the status means, in the words `--help`'s `EXIT STATUS` paragraph gives after its
  /// number (a new status fails to compile until it has its words here).
  var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "anything else (such as 'docs --check' finding a stale picture)"
    case .usage: "usage error"
    case .dataError: "invalid trace or data"
    case .noInput: "input missing or unreadable"
    case .cantCreate: "an --output or --emit file or a docs picture cannot be written, or --output names an input"
    }
  }

  /// Every status in the order help lists them: by number, except ``failure`` ("anything
  /// else"), which comes last.
  static var helpOrder: [ExitStatus] { allCases.filter { $0 != .failure } + [.failure] }

  /// `--help`'s list of statuses: `0 success, 64 usage error, …, 1 anything else (…)`.
  static var helpList: String { helpOrder.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ") }
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
