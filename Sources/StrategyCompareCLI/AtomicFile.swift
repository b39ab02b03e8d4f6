#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file so that a reader sees the old file or the whole new one, never part of it.
enum AtomicFile {
  /// Mode of created files before the umask: read-write for everyone, as `>` in a shell.
  static let createMode: mode_t = 0o666

  /// Writes `text` to `path`: first to a temporary file in the same directory, then renamed
  /// over `path`. On any failure the temporary file is removed and `path` is untouched.
  ///
  /// - Throws: ``CLIError`` with status `cantCreate` (73, `EX_CANTCREAT`) naming the path
  ///   and the system's reason.
  static func write(_ text: String, to path: String) throws(CLIError) {
    let directory: String
    let name: String
    if let slash = path.lastIndex(of: "/") {
      directory = String(path[...slash])
      name = String(path[path.index(after: slash)...])
    } else {
      directory = ""
      name = path
    }
    guard !name.isEmpty else { throw CLIError(.cantCreate, "cannot write '\(path)': is a directory") }
    let temporary = directory + "." + name + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, createMode)
    guard descriptor >= 0 else { throw failure(path) }
    var bytes = Array(text.utf8)
    var written = 0
    var failed: CLIError?
    bytes.withUnsafeMutableBytes { buffer in
      while written < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failed = failure(path)
          return
        }
        written += count
      }
    }
    if failed == nil && fsync(descriptor) != 0 { failed = failure(path) }
    if close(descriptor) != 0 && failed == nil { failed = failure(path) }
    if failed == nil && rename(temporary, path) != 0 { failed = failure(path) }
    if let failed {
      unlink(temporary)
      throw failed
    }
    bytes.removeAll()
  }

  /// The error for `path` with the system's reason (`errno`).
  static func failure(_ path: String) -> CLIError {
    let reason = strerror(errno).map { String(cString: $0) } ?? "error \(errno)"
    return CLIError(.cantCreate, "cannot write '\(path)': \(reason)")
  }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
