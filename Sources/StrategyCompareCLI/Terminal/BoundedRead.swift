import Foundation

/// Reading input without trusting its size: a pipe, a device such as `/dev/zero` or a file
/// that grows while it is read has no size worth checking beforehand.
enum BoundedRead {
  /// Bytes read per call.
  static let chunkSize = 1 << 20

  /// Reads from `handle` until its end or until `count` bytes have been read, whichever
  /// comes first; the caller compares the result's length with `count`.
  static func bytes(from handle: FileHandle, atMost count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      guard let data = try handle.read(upToCount: min(chunkSize, count - bytes.count)), !data.isEmpty else { break }
      bytes.append(contentsOf: data)
    }
    return bytes
  }
}
