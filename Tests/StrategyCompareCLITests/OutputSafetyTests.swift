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

/// `--output` and `--emit` treat what is at the path as a shell's `>` would, and never destroy
/// a file: links are followed, devices and FIFOs written through, permissions kept, an input
/// never overwritten, a failed write reported with exit 73. Every file is one the test creates.
@Suite("Output safety")
struct OutputSafetyTests {
  static var runOutput: String { StrategyCompare.execute(["run", "edge-swipe-past-half"]).standardOutput }

  @Test("--output through a symbolic link writes its target and keeps the link")
  func followsLinks() throws {
    let folder = try scratchDirectory("bs-output").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/target.txt"
    let link = folder + "/link.txt"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
    let output = StrategyCompare.execute(["run", "edge-swipe-past-half", "--output", link])
    #expect(output.status == .success)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.runOutput)
    // A link to a file not there yet creates the file, not a regular file in the link's place.
    let dangling = folder + "/dangling.txt"
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/new.txt")
    #expect(StrategyCompare.execute(["run", "tap", "-o", dangling]).status == .success)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == folder + "/new.txt")
    #expect(FileManager.default.fileExists(atPath: folder + "/new.txt"))
    // --emit follows it too.
    #expect(StrategyCompare.execute(["corpus", "--generate", "3", "--emit", link]).status == .success)
    #expect(try String(contentsOfFile: target, encoding: .utf8).split(separator: "\n").count == 3)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt")
  }

  @Test("an existing file keeps its permissions", arguments: [0o600, 0o640, 0o755] as [mode_t])
  func keepsMode(mode: mode_t) throws {
    let folder = try scratchDirectory("bs-output").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/private.txt"
    try "old".write(toFile: file, atomically: false, encoding: .utf8)
    #expect(chmod(file, mode) == 0)
    #expect(StrategyCompare.execute(["run", "tap", "--output", file]).status == .success)
    var info = stat()
    #expect(stat(file, &info) == 0)
    #expect(info.st_mode & 0o7777 == mode)
    #expect(StrategyCompare.execute(["corpus", "--generate", "2", "--emit", file]).status == .success)
    #expect(stat(file, &info) == 0)
    #expect(info.st_mode & 0o7777 == mode)
  }

  @Test("a FIFO is written through, not replaced")
  func fifo() throws {
    let folder = try scratchDirectory("bs-output").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    // Held open for reading and writing here, so the tool's open does not wait for a reader.
    let reader = open(fifo, O_RDWR | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    #expect(StrategyCompare.execute(["run", "tap", "--output", fifo]).status == .success)
    var info = stat()
    #expect(lstat(fifo, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = read(reader, &buffer, buffer.count)
    #expect(count > 0)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == StrategyCompare.execute(["run", "tap"]).standardOutput)
  }

  /// Whether this run may make a character device node (`mknod` needs root on Linux; macOS
  /// has no `/dev/full` to copy).
  static var canMakeDeviceNodes: Bool {
    #if os(Linux)
      return getuid() == 0
    #else
      return false
    #endif
  }

  @Test(
    "a full device (a node the test makes, like /dev/full) exits 73 and stays a device",
    .enabled(if: OutputSafetyTests.canMakeDeviceNodes, "making a device node needs root on Linux"))
  func fullDevice() throws {
    let folder = try scratchDirectory("bs-output").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let device = folder + "/full"
    #if os(Linux)
      // /dev/full is character device 1:7 on Linux (glibc's makedev(1, 7), a macro Swift does
      // not import, is 1 << 8 | 7); making a node needs root, as in CI here.
      let fullDevice: dev_t = 1 << 8 | 7
      try #require(mknod(device, S_IFCHR | 0o666, fullDevice) == 0, "mknod: errno \(errno)")
      let output = StrategyCompare.execute(["run", "tap", "--output", device])
      #expect(output.status == .cantCreate)
      #expect(output.standardError.hasPrefix("strategy-compare: error: cannot write '\(device)': "))
      var info = stat()
      #expect(lstat(device, &info) == 0)
      #expect(info.st_mode & S_IFMT == S_IFCHR)
      #expect(StrategyCompare.execute(["corpus", "--generate", "2", "--emit", device]).status == .cantCreate)
    #endif
  }

  @Test("writing over an input is refused and the input is intact")
  func refusesOwnInput() throws {
    let folder = try scratchDirectory("bs-output").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let trace = folder + "/self.json"
    let text = StrategyCompare.execute(["scenarios", "edge-swipe-past-half"]).standardOutput
    try text.write(toFile: trace, atomically: false, encoding: .utf8)
    let link = folder + "/alias.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: trace)
    for target in [trace, link] {
      let output = StrategyCompare.execute(["run", trace, "-o", target])
      #expect(output.status == .cantCreate)
      #expect(output.standardError.contains("it is also an input"))
      #expect(try String(contentsOfFile: trace, encoding: .utf8) == text)
    }
  }

  @Test("'-o -' is standard output; '--emit -' is refused rather than creating a file named '-'")
  func dash() throws {
    let output = StrategyCompare.execute(["run", "tap", "-o", "-"])
    #expect(output.status == .success)
    #expect(output.standardOutput == StrategyCompare.execute(["run", "tap"]).standardOutput)
    let emit = StrategyCompare.execute(["corpus", "--generate", "2", "--emit", "-"])
    #expect(emit.status == .usage)
    #expect(emit.standardError.hasPrefix("strategy-compare: error: --emit -: the scores go to standard output"))
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }
}
