import Foundation
import Testing
import BackStrategiesReport
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
/// a file: links are followed, devices and FIFOs written through, a path naming a descriptor
/// (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`, a link to one) written through that
/// descriptor, permissions kept, an input never overwritten, a failed write reported with
/// exit 73; a file written says so on stderr. Every file is one the test creates.
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
    let written = StrategyCompare.execute(["run", "tap", "--output", fifo])
    #expect(written.status == .success)
    #expect(written.standardError.isEmpty, "no 'wrote' line for a FIFO")
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

  // MARK: Descriptors, devices and what --output says

  /// Whether `/proc` lists descriptors (Linux); macOS has only `/dev/fd`.
  static var hasProcDescriptors: Bool { FileManager.default.fileExists(atPath: "/proc/self/fd") }

  /// Ways to name standard output as `-o`'s value, in a shell script: `$$` is the tool's own
  /// process id, since the script `exec`s it. `fd-link` is a link the test makes to `/dev/fd/1`.
  static var standardOutputNames: [String] {
    ["/dev/stdout", "/dev/fd/1", "fd-link"] + (hasProcDescriptors ? ["/proc/self/fd/1", "/proc/$$/fd/1", "/proc/thread-self/fd/1"] : [])
  }

  @Test("-o naming standard output, run with '>> FILE', appends to FILE and keeps its earlier content", arguments: standardOutputNames)
  func appendsThroughStandardOutput(name: String) throws {
    let folder = TemporaryDirectory()
    let file = folder.path + "/app.txt"
    folder.write("app.txt", "earlier\n")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/fd-link", withDestinationPath: "/dev/fd/1")
    let script = "exec \"$0\" run edge-swipe-past-half -o \(name) >> \"$1\""
    let first = try #require(try BuiltTool.shell(script, [file], directory: folder.path))
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.isEmpty)
    #expect(first.standardError.isEmpty, "no 'wrote' line when the text went through a descriptor")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "earlier\n" + Self.runOutput)
    _ = try BuiltTool.shell(script, [file], directory: folder.path)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "earlier\n" + Self.runOutput + Self.runOutput, "appended again")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/fd-link") == "/dev/fd/1")
    #expect(folder.files == ["app.txt", "fd-link"], "no temporary file")
  }

  @Test("--emit /dev/stdout with '>> FILE' streams the corpus after FILE's earlier content")
  func emitAppendsThroughStandardOutput() throws {
    let folder = TemporaryDirectory()
    let file = folder.path + "/app.txt"
    let emitted = folder.path + "/emitted.jsonl"
    folder.write("app.txt", "earlier\n")
    #expect(StrategyCompare.execute(["corpus", "--generate", "3", "--emit", emitted]).status == .success)
    let corpus = try String(contentsOfFile: emitted, encoding: .utf8)
    let scores = StrategyCompare.execute(["corpus", "--generate", "3", "--format", "csv"]).standardOutput
    let output = try #require(try BuiltTool.shell("exec \"$0\" corpus --generate 3 --emit /dev/stdout --format csv >> \"$1\"", [file]))
    #expect(output.status == 0, "\(output.standardError)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "earlier\n" + corpus + scores)
  }

  @Test("-o /dev/stdout into a pipe and -o /dev/stderr write through, exit 0, and add no line")
  func standardDescriptorsThroughPipes() throws {
    let expected = StrategyCompare.execute(["run", "tap"]).standardOutput
    let piped = try #require(try BuiltTool.shell("exec \"$0\" run tap -o /dev/stdout"))
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput == expected)
    #expect(piped.standardError.isEmpty)
    let toError = try #require(try BuiltTool.shell("exec \"$0\" run tap -o /dev/stderr"))
    #expect(toError.status == 0)
    #expect(toError.standardOutput.isEmpty)
    #expect(toError.standardError == expected)
    let emitted = try #require(try BuiltTool.shell("exec \"$0\" corpus --generate 2 --emit /dev/stdout --format csv"))
    #expect(emitted.status == 0)
    #expect(emitted.standardOutput.split(separator: "\n").prefix(2).allSatisfy { $0.hasPrefix("{") })
  }

  @Test("a descriptor that is not open, or open only for reading, exits 73 in one line")
  func unwritableDescriptors() throws {
    let closed = try #require(try BuiltTool.shell("exec \"$0\" run tap -o /dev/fd/9"))
    #expect(closed.status == 73)
    #expect(closed.standardError == "strategy-compare: error: cannot write '/dev/fd/9': descriptor 9 is not open\n")
    let folder = TemporaryDirectory()
    folder.write("in.txt", "input")
    let readOnly = try #require(try BuiltTool.shell("exec \"$0\" run tap -o /dev/stdin < \"$1\"", [folder.path + "/in.txt"]))
    #expect(readOnly.status == 73)
    #expect(readOnly.standardError == "strategy-compare: error: cannot write '/dev/stdin': descriptor 0 is open only for reading\n")
    #expect(try String(contentsOfFile: folder.path + "/in.txt", encoding: .utf8) == "input")
  }

  @Test("a character device (/dev/null) is written through, stays a device, and no line is added")
  func characterDevice() {
    let output = StrategyCompare.execute(["run", "tap", "-o", "/dev/null"])
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
    #expect(StrategyCompare.execute(["corpus", "--generate", "2", "--emit", "/dev/null"]).status == .success)
  }

  @Test("a link to a regular file keeps the link; its target is replaced by rename, and stderr says so")
  func linkToFileIsReplacedAtomically() throws {
    let folder = TemporaryDirectory()
    let target = folder.path + "/target.txt"
    let link = folder.path + "/link.txt"
    folder.write("target.txt", "old")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
    var before = stat()
    try #require(stat(target, &before) == 0)
    let output = StrategyCompare.execute(["run", "tap", "-o", link])
    #expect(output.status == .success)
    let text = StrategyCompare.execute(["run", "tap"]).standardOutput
    #expect(output.standardError == "strategy-compare: wrote \(link) (\(ComparisonTable.byteCount(text.utf8.count)))\n")
    var after = stat()
    #expect(stat(target, &after) == 0)
    #expect(after.st_ino != before.st_ino, "a new file renamed over the old one, not the old one rewritten")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == text)
    #expect(folder.files == ["link.txt", "target.txt"])
  }

  @Test("a file written says 'wrote FILE (SIZE)' on stderr, after the notes, in the byte unit of every output")
  func wroteLine() throws {
    let folder = TemporaryDirectory()
    let file = folder.path + "/report.json"
    let output = StrategyCompare.execute(["run", "tap", "--format", "json", "-o", file])
    let bytes = try #require(FileManager.default.contents(atPath: file)).count
    #expect(output.standardError == "strategy-compare: wrote \(file) (\(ComparisonTable.byteCount(bytes)))\n")
    #expect(StrategyCompare.wroteLine("a.txt", bytes: 532) == "strategy-compare: wrote a.txt (532 B)\n")
    #expect(StrategyCompare.wroteLine("a.txt", bytes: 12_595) == "strategy-compare: wrote a.txt (12.3 KiB)\n")
    // A note comes first; the 'wrote' line ends what was said.
    let aliased = StrategyCompare.execute(["run", "tap", "-s", "system-edge:ios26", "-o", file])
    let lines = aliased.standardError.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].hasPrefix("strategy-compare: note: ") && lines[1].hasPrefix("strategy-compare: wrote \(file) ("))
  }

  @Test("paths that name a descriptor resolve to it; others to a file or a thing written in place")
  func resolution() throws {
    let folder = TemporaryDirectory()
    folder.write("file.txt", "x")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/to-file", withDestinationPath: "file.txt")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/to-stdout", withDestinationPath: "/dev/stdout")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/fds", withDestinationPath: "/dev/fd")
    #expect(try OutputTarget.resolve("/dev/stdout") == .descriptor(1))
    #expect(try OutputTarget.resolve("/dev/stderr") == .descriptor(2))
    #expect(try OutputTarget.resolve("/dev/fd/7") == .descriptor(7))
    #expect(try OutputTarget.resolve(folder.path + "/to-stdout") == .descriptor(1))
    #expect(try OutputTarget.resolve(folder.path + "/fds/2") == .descriptor(2), "a directory link to /dev/fd")
    #expect(try OutputTarget.resolve(folder.path + "/to-file") == .file(folder.path + "/file.txt"))
    #expect(try OutputTarget.resolve(folder.path + "/new.txt") == .file(folder.path + "/new.txt"))
    #expect(try OutputTarget.resolve("/dev/null") == .inPlace("/dev/null"))
    #expect(throws: CLIError.self) { try OutputTarget.resolve(folder.path) }
    #expect(DescriptorPath(folder.path + "/1") == nil)
    #expect(DescriptorPath("7") == nil, "a bare number in a directory that is not /dev/fd is a file name")
    #expect(DescriptorPath("/dev/fd/x1") == nil)
    if Self.hasProcDescriptors {
      #expect(try OutputTarget.resolve("/proc/self/fd/1") == .descriptor(1))
      #expect(try OutputTarget.resolve("/proc/\(getpid())/fd/3") == .descriptor(3))
      // Another process's descriptor is not this one's: opened in place (and appended to).
      let parent = "/proc/\(getppid())/fd/1"
      #expect(try OutputTarget.resolve(parent) == .inPlace(parent))
    }
    #expect(DescriptorPath.owner(ofDescriptorDirectory: "/proc/42/task/43/fd") == 42)
    #expect(DescriptorPath.owner(ofDescriptorDirectory: "/proc/42/fdinfo") == nil)
    #expect(DescriptorPath.owner(ofDescriptorDirectory: "/proc/42/task/fd") == nil)
    #expect(DescriptorPath.owner(ofDescriptorDirectory: "/home/fd") == nil)
  }
}
