import Foundation
import Testing
import BackStrategiesTestSupport
@testable import StrategyCompareCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading `-` from a terminal says so in one line on stderr, naming what is read and how to
/// end it; from a pipe or a file nothing extra is said.
@Suite("Standard input prompt")
struct StandardInputPromptTests {
  @Test("the line names what is read and how to end it")
  func line() {
    #expect(
      StandardInputPrompt.line(reading: "a trace")
        == "strategy-compare: reading a trace from standard input (Ctrl-D on a new line ends it)\n")
  }

  @Test("announce writes the line only when standard input is a terminal")
  func onlyOnATerminal() throws {
    let pipe = Pipe()
    StandardInputPrompt.announce(reading: "a trace", isTerminal: false, to: pipe.fileHandleForWriting)
    StandardInputPrompt.announce(reading: "a corpus", isTerminal: true, to: pipe.fileHandleForWriting)
    try pipe.fileHandleForWriting.close()
    let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(said == StandardInputPrompt.line(reading: "a corpus"))
  }

  @Test(
    "every reader of '-' names what it reads, once, just before reading",
    arguments: [
      (["run", "-"], ["a trace"]),
      (["run", "-", "--format", "json"], ["a trace"]),
      (["corpus", "--generate", "3", "--scene", "-"], ["a scene"]),
      (["import", "-", "--from", "csv"], ["a recording"]),
      (["corpus", "merge", "-"], ["a scores part"]),
      (["run", "tap"], []),
    ] as [([String], [String])])
  func subjects(arguments: [String], expected: [String]) {
    let said = Said()
    _ = StrategyCompare.execute(
      arguments, readStandardInput: { said.reads += 1; return Array("{}".utf8) },
      announceStandardInput: { subject in
        #expect(said.reads == 0, "announced before reading")
        said.subjects.append(subject)
      })
    #expect(said.subjects == expected)
  }

  /// What a run announced, and how often it read.
  final class Said: @unchecked Sendable {
    var subjects: [String] = []
    var reads = 0
  }

  @Test("'run -' from a pipe prints the result and nothing on stderr")
  func pipeSaysNothing() throws {
    let trace = StrategyCompare.execute(["scenarios", "tap"]).standardOutput
    let folder = TemporaryDirectory()
    folder.write("tap.json", trace)
    let output = try #require(try BuiltTool.shell("cat \"$1\" | exec \"$0\" run -", [folder.path + "/tap.json"]))
    #expect(output.status == 0)
    #expect(output.standardError.isEmpty)
    #expect(output.standardOutput.contains("tap"))
  }

  /// A pseudo-terminal: the descriptor of its controlling side and the path of the terminal
  /// side. `posix_openpt` and its kin are looked up at run time: Glibc's module does not
  /// import them (they sit behind `_XOPEN_SOURCE`), Darwin's does.
  static func openPseudoTerminal() -> (master: Int32, terminal: String)? {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    guard let library = dlopen(nil, RTLD_NOW),
      let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
      let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname")
    else { return nil }
    let master = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    guard unsafeBitCast(grantSymbol, to: Open.self)(master) == 0, unsafeBitCast(unlockSymbol, to: Open.self)(master) == 0,
      let name = unsafeBitCast(nameSymbol, to: Name.self)(master)
    else {
      close(master)
      return nil
    }
    return (master, String(cString: name))
  }

  @Test("'run -' on a terminal says it reads a trace, then reads it to Ctrl-D")
  func terminalSaysSo() throws {
    let (master, name) = try #require(Self.openPseudoTerminal(), "no pseudo-terminal")
    defer { close(master) }
    let terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    // No echo: nothing reads the controlling side, so echoed input would only fill it.
    var settings = termios()
    try #require(tcgetattr(terminal, &settings) == 0)
    settings.c_lflag &= ~tcflag_t(ECHO)
    try #require(tcsetattr(terminal, TCSANOW, &settings) == 0)
    let input = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    // The trace in lines, then Ctrl-D (EOT) at the start of a line: the end of the input.
    let trace = StrategyCompare.execute(["scenarios", "tap"]).standardOutput
    let typed = Array((trace.hasSuffix("\n") ? trace : trace + "\n").utf8) + [0x04]
    let count = typed.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    try #require(count == typed.count)
    let output = try #require(try BuiltTool.shell("exec \"$0\" run -", input: input))
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardError == StandardInputPrompt.line(reading: "a trace"))
    #expect(output.standardOutput.hasPrefix("tap: "))
  }
}
