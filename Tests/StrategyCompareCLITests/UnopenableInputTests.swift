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

/// Inputs that exist but cannot be opened exit 66 with the reason, even for root (the tests run
/// as root here, who can read any file, so permissions cannot be tested): a symbolic link that
/// leads nowhere, and a Unix socket, which `open(2)` refuses with ENXIO.
@Suite("Unopenable input")
struct UnopenableInputTests {
  @Test("a symbolic link loop or a dangling link exits 66 and says it is a link to no file")
  func brokenLinks() throws {
    let folder = try scratchDirectory("bs-unopenable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.json").path
    let second = folder.appendingPathComponent("b.json").path
    let dangling = folder.appendingPathComponent("dangling.json").path
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("missing").path)
    for path in [first, dangling] {
      let output = StrategyCompare.execute(["run", path])
      #expect(output.status == .noInput)
      #expect(output.standardOutput.isEmpty)
      #expect(
        output.standardError
          == "strategy-compare: error: \(path): is a symbolic link that leads to no file (its target is missing, or the links loop)\n")
    }
    let corpus = StrategyCompare.execute(["corpus", dangling])
    #expect(corpus.status == .noInput)
    #expect(corpus.standardError.contains("\(dangling): is a symbolic link that leads to no file"))
  }

  @Test("a Unix socket exits 66 with open's reason")
  func socketFile() throws {
    let folder = try scratchDirectory("bs-unopenable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("trace.sock").path
    #if canImport(Darwin)
      let stream = SOCK_STREAM
    #else
      let stream = Int32(SOCK_STREAM.rawValue)
    #endif
    let socketDescriptor = socket(AF_UNIX, stream, 0)
    try #require(socketDescriptor >= 0)
    defer { close(socketDescriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    try #require(path.utf8.count < capacity)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0)
    let output = StrategyCompare.execute(["run", path])
    #expect(output.status == .noInput)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(path): cannot be opened ("))
    #expect(!output.standardError.dropLast().contains("\n"))
  }
}
