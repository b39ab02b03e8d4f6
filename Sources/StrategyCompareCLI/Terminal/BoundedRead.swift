import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input without trusting its size: a pipe, a device such as `/dev/zero` or a file
/// that grows while it is read has no size worth checking beforehand.
///
/// Reads go straight to `read(2)` and stop at the first that returns nothing: the end of a
/// file or pipe, or Ctrl-D at the start of a line on a terminal. (`FileHandle.read(upToCount:)`
/// keeps reading until it has the whole count, so on a terminal one Ctrl-D only ended the line
/// and the next call waited for more: it took two.)
enum BoundedRead {
  /// Bytes read per call.
  static let chunkSize = 1 << 20

  /// Reads from `handle` until its end or until `count` bytes have been read, whichever
  /// comes first; the caller compares the result's length with `count`.
  static func bytes(from handle: FileHandle, atMost count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      let chunk = try self.chunk(from: handle, atMost: min(chunkSize, count - bytes.count))
      if chunk.isEmpty { break }
      bytes.append(contentsOf: chunk)
    }
    return bytes
  }

  /// One `read(2)` of at most `count` bytes (retried when a signal interrupts it): what it
  /// returned, empty at the end of the input.
  ///
  /// - Throws: `POSIXError` with the system's reason.
  static func chunk(from handle: FileHandle, atMost count: Int) throws -> [UInt8] {
    // Uninitialized: zeroing the whole buffer first cost about 1 instruction a byte read
    // (callgrind; docs/performance.md, "Decoding"), and read(2) writes what it returns.
    try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      while true {
        let read = systemRead(handle.fileDescriptor, buffer.baseAddress, count)
        if read >= 0 {
          initialized = read
          return
        }
        if errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      }
    }
  }
}

/// `read(2)`, named apart from ``BoundedRead``'s locals.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
