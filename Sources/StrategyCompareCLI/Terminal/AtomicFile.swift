#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file so that a reader sees the old file or the whole new one, never part of it.
///
/// What is at the path is respected as a shell's `>` would: a symbolic link is followed to its
/// target (the link stays), a character device, FIFO or socket is written through (never
/// replaced by a regular file), and an existing file keeps its permissions.
enum AtomicFile {
  /// Mode of created files before the umask: read-write for everyone, as `>` in a shell.
  static let createMode: mode_t = 0o666
  /// How many symbolic links are followed before giving up, as the kernel's `ELOOP` limit.
  static let maximumLinkDepth = 40

  /// Writes `text` to `path`: first to a temporary file in the same directory as the (link's)
  /// target, then renamed over it. On any failure the temporary file is removed and the
  /// target is untouched. A target that is not a regular file is written through instead.
  ///
  /// - Throws: ``CLIError`` with status `cantCreate` (73, `EX_CANTCREAT`) naming the path
  ///   and the system's reason (`ENOSPC` included).
  static func write(_ text: String, to requestedPath: String) throws(CLIError) {
    let path = try target(of: requestedPath)
    var existing = stat()
    let exists = stat(path, &existing) == 0
    if exists && (existing.st_mode & S_IFMT) != S_IFREG && (existing.st_mode & S_IFMT) != S_IFDIR {
      try writeThrough(text, to: path, shownAs: requestedPath)
      return
    }
    let directory: String
    let name: String
    if let slash = path.lastIndex(of: "/") {
      directory = String(path[...slash])
      name = String(path[path.index(after: slash)...])
    } else {
      directory = ""
      name = path
    }
    guard !name.isEmpty, !(exists && (existing.st_mode & S_IFMT) == S_IFDIR) else {
      throw CLIError(.cantCreate, "cannot write '\(requestedPath)': is a directory")
    }
    let temporary = directory + "." + name + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, createMode)
    guard descriptor >= 0 else { throw failure(requestedPath) }
    if exists { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
    var failed = writeAll(text, to: descriptor, shownAs: requestedPath)
    if failed == nil && fsync(descriptor) != 0 { failed = failure(requestedPath) }
    if close(descriptor) != 0 && failed == nil { failed = failure(requestedPath) }
    if failed == nil && rename(temporary, path) != 0 { failed = failure(requestedPath) }
    if let failed {
      unlink(temporary)
      throw failed
    }
  }

  /// The file a path names: itself, or the end of its chain of symbolic links (a link to a
  /// missing file names the file to create).
  static func target(of path: String) throws(CLIError) -> String {
    var current = path
    for _ in 0..<maximumLinkDepth {
      var link = stat()
      guard lstat(current, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw failure(path) }
      let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if destination.hasPrefix("/") {
        current = destination
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + destination
      } else {
        current = destination
      }
    }
    throw CLIError(.cantCreate, "cannot write '\(path)': too many levels of symbolic links")
  }

  /// Writes `text` into an existing device, FIFO or socket at `path`, in place.
  static func writeThrough(_ text: String, to path: String, shownAs shown: String) throws(CLIError) {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw failure(shown) }
    var failed = writeAll(text, to: descriptor, shownAs: shown)
    if close(descriptor) != 0 && failed == nil { failed = failure(shown) }
    if let failed { throw failed }
  }

  /// Writes all of `text` to an open descriptor, retrying interrupted writes; the error, if any,
  /// names `shown`.
  static func writeAll(_ text: String, to descriptor: Int32, shownAs shown: String) -> CLIError? {
    var failed: CLIError?
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var written = 0
      while written < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failed = failure(shown)
          return
        }
        written += count
      }
    }
    return failed
  }

  /// Whether two paths name the same existing file (device and inode, links followed).
  static func sameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino && (a.st_mode & S_IFMT) == S_IFREG
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
