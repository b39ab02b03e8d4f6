import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one line that says the tool is waiting for standard input when it is a terminal
/// (`run -` typed at a prompt would otherwise wait without a word). Nothing is said when
/// standard input is a pipe or a file, so scripts see no extra output.
enum StandardInputPrompt {
  /// The line said before `what` (`a trace`, `a corpus`) is read: what, from where, and how
  /// to end it. Ctrl-D ends a terminal's input when typed at the start of a line (elsewhere
  /// it only hands over the line so far), hence "on a new line".
  static func line(reading what: String) -> String {
    "strategy-compare: reading \(what) from standard input (Ctrl-D on a new line ends it)\n"
  }

  /// Writes ``line(reading:)`` to standard error when standard input is a terminal.
  static func announce(reading what: String) {
    announce(reading: what, isTerminal: isatty(STDIN_FILENO) == 1)
  }

  /// The same, with the terminal test given (tests pass both answers).
  static func announce(reading what: String, isTerminal: Bool, to handle: FileHandle = .standardError) {
    guard isTerminal else { return }
    handle.write(Data(line(reading: what).utf8))
  }
}
