import Foundation

/// A temporary file holding the given contents, removed when the last reference to it goes (the
/// command line's tests hand its `path` to the tool).
package final class TemporaryFile: @unchecked Sendable {
  package let path: String

  /// A file holding `contents` in UTF-8, its name ending in `suffix`.
  package init(_ contents: String, suffix: String = ".json") {
    path = NSTemporaryDirectory() + "backstrategies-\(UUID().uuidString)\(suffix)"
    _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
  }

  /// A file holding `bytes`, its name ending in `suffix`.
  package init(bytes: [UInt8], suffix: String = ".json") {
    path = NSTemporaryDirectory() + "backstrategies-\(UUID().uuidString)\(suffix)"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A fresh directory under the temporary directory, removed with everything in it when the last
/// reference to it goes.
package final class TemporaryDirectory: @unchecked Sendable {
  package let path: String

  package init() {
    path = NSTemporaryDirectory() + "backstrategies-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `contents` in UTF-8 to the file `name` in the directory.
  package func write(_ name: String, _ contents: String) {
    _ = FileManager.default.createFile(atPath: path + "/" + name, contents: Data(contents.utf8))
  }

  /// The names of the directory's entries, sorted.
  package var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? [] }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A new, empty directory under the temporary directory, its name starting with `prefix`; the
/// caller removes it (`defer`), for tests that need it to stay until their very end.
package func scratchDirectory(_ prefix: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
