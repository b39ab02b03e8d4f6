import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How wide tables and wrapped text may be: as wide as the terminal when standard output is
/// one, ``TextWrapping/terminalWidth`` (80) otherwise (a pipe, a file, `--output`), so that
/// piped output is the same on every machine.
enum TerminalWidth {
  /// The narrowest layout the tables are designed for; a narrower terminal gets this width.
  static let minimum = 40

  /// The width of the terminal on standard output, or `nil` when standard output is not a
  /// terminal or does not say (`ioctl(TIOCGWINSZ)` reports 0 columns).
  static func ofStandardOutput() -> Int? { of(descriptor: STDOUT_FILENO) }

  /// The width of the terminal open on `descriptor`, or `nil` when it is not a terminal (a
  /// pipe, a file) or does not say (`ioctl(TIOCGWINSZ)` fails or reports 0 columns).
  static func of(descriptor: Int32) -> Int? {
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    #if canImport(Darwin)
      let status = ioctl(descriptor, TIOCGWINSZ, &size)
    #else
      let status = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
    #endif
    guard status == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The width to lay out for: the terminal's (at least ``minimum``), or 80 without one.
  static func layout(terminal: Int?) -> Int {
    terminal.map { max(minimum, $0) } ?? TextWrapping.terminalWidth
  }
}
