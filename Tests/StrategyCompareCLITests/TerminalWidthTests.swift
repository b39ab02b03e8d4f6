import Foundation
import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// Tables and wrapped text are as wide as the terminal when standard output is one, and 80
/// columns otherwise (a pipe, or a file written with --output), so piped output never depends
/// on the machine.
@Suite("Terminal width")
struct TerminalWidthTests {
  static func widest(_ text: String) -> Int {
    text.split(separator: "\n").map { TextWrapping.displayWidth($0) }.max() ?? 0
  }

  @Test(
    "every table command lays out as wide as the terminal",
    arguments: [
      ["run", "custom-back-button"], ["--strategies", "all"], ["list"], ["scenarios"], ["explain", "system-edge"],
      ["corpus", "--generate", "60"], ["recommend", "--generate", "60"],
    ])
  func followsTheTerminal(arguments: [String]) {
    let piped = StrategyCompare.execute(arguments)
    let wide = StrategyCompare.execute(arguments, terminalWidth: 140)
    #expect(piped.status == .success && wide.status == .success)
    #expect(Self.widest(piped.standardOutput) <= TextWrapping.terminalWidth)
    #expect(Self.widest(wide.standardOutput) <= 140)
    #expect(Self.widest(wide.standardOutput) > TextWrapping.terminalWidth, "nothing used the extra columns")
  }

  @Test("no terminal means 80 columns, the same bytes as before; a tiny terminal gets the minimum")
  func defaults() {
    let piped = StrategyCompare.execute(["run", "custom-back-button"])
    #expect(StrategyCompare.execute(["run", "custom-back-button"], terminalWidth: nil) == piped)
    #expect(StrategyCompare.execute(["run", "custom-back-button"], terminalWidth: 80) == piped)
    #expect(TerminalWidth.layout(terminal: 12) == TerminalWidth.minimum)
    #expect(TerminalWidth.layout(terminal: nil) == TextWrapping.terminalWidth)
  }

  @Test("a file written with --output is laid out for 80 columns, whatever the terminal")
  func outputFileIgnoresTheTerminal() throws {
    let path = NSTemporaryDirectory() + "backstrategies-width-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = StrategyCompare.execute(["run", "custom-back-button", "--output", path], terminalWidth: 140)
    #expect(output.status == .success)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == StrategyCompare.execute(["run", "custom-back-button"]).standardOutput)
  }

  @Test("detection reads the terminal a descriptor is open on: a pseudo-terminal's columns; nil for 0 columns, a pipe or a file")
  func detection() throws {
    // A pseudo-terminal of our own, its size set on the controlling side.
    let (controller, terminal) = try #require(Self.openPseudoTerminal(), "no pseudo-terminal: errno \(errno)")
    defer {
      close(terminal)
      close(controller)
    }
    for columns in [123, 12, 0] {
      try #require(Self.setColumns(columns, of: controller))
      #expect(TerminalWidth.of(descriptor: terminal) == (columns == 0 ? nil : columns), "\(columns) columns")
    }
    // A pipe and a file are not terminals, whatever their size.
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(TerminalWidth.of(descriptor: ends[1]) == nil)
    let path = NSTemporaryDirectory() + "backstrategies-width-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = open(path, O_RDWR | O_CREAT, 0o600)
    try #require(file >= 0)
    defer { close(file) }
    #expect(TerminalWidth.of(descriptor: file) == nil)
  }

  /// A new pseudo-terminal: the controlling descriptor and the terminal's, or `nil` when the
  /// system has none to give.
  static func openPseudoTerminal() -> (controller: Int32, terminal: Int32)? {
    #if canImport(Darwin)
      let open_ = posix_openpt, grant = grantpt, unlock = unlockpt, name = ptsname
    #else
      // Glibc declares these behind _XOPEN_SOURCE, which Swift's Glibc module does not set:
      // they are looked up in the C library by name.
      typealias Call = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
      let library = dlopen(nil, RTLD_NOW)
      guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
        let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname")
      else { return nil }
      let open_ = unsafeBitCast(openSymbol, to: Call.self), grant = unsafeBitCast(grantSymbol, to: Call.self)
      let unlock = unsafeBitCast(unlockSymbol, to: Call.self), name = unsafeBitCast(nameSymbol, to: Name.self)
    #endif
    let controller = open_(O_RDWR | O_NOCTTY)
    guard controller >= 0 else { return nil }
    guard grant(controller) == 0, unlock(controller) == 0, let path = name(controller) else {
      close(controller)
      return nil
    }
    let terminal = open(path, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      close(controller)
      return nil
    }
    return (controller, terminal)
  }

  /// Sets the window size of the pseudo-terminal `controller` controls to `columns` by 40 rows.
  static func setColumns(_ columns: Int, of controller: Int32) -> Bool {
    var size = winsize()
    size.ws_row = 40
    size.ws_col = UInt16(columns)
    #if canImport(Darwin)
      return ioctl(controller, TIOCSWINSZ, &size) == 0
    #else
      return ioctl(controller, UInt(TIOCSWINSZ), &size) == 0
    #endif
  }
}
