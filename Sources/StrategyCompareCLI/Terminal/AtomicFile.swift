#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file so that a reader sees the old file or the whole new one, never part of it.
///
/// What is at the path is respected as a shell's `>` would (``OutputTarget``): a symbolic link
/// is followed to its target (the link stays), an existing file keeps its permissions, and
/// what is not a file is written through, never replaced: a character device, FIFO or socket,
/// and a path naming a descriptor (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`, a link
/// through one), which is written through the descriptor itself, so `-o /dev/stdout >> log`
/// appends to `log` and `-o /dev/stdout | less` feeds the pipe.
enum AtomicFile {
  /// Mode of created files before the umask: read-write for everyone, as `>` in a shell.
  static let createMode: mode_t = 0o666

  /// Writes `text` to `path`. A regular file (or a new one) is written to a temporary file in
  /// the same directory as the (link's) target, then renamed over it; on any failure the
  /// temporary file is removed and the target is untouched. Anything else is written through
  /// (``OutputTarget``).
  ///
  /// - Returns: where the text went: ``OutputTarget/file(_:)`` when a file was replaced or
  ///   created, so the caller can say so.
  /// - Throws: ``CLIError`` with status `cantCreate` (73, `EX_CANTCREAT`) naming the path
  ///   and the system's reason (`ENOSPC` included).
  @discardableResult
  static func write(_ text: String, to requestedPath: String) throws(CLIError) -> OutputTarget {
    let target = try OutputTarget.resolve(requestedPath)
    switch target {
    case .descriptor(let descriptor):
      try writeThrough(text, descriptor: descriptor, shownAs: requestedPath)
    case .inPlace(let path):
      try writeThrough(text, to: path, shownAs: requestedPath)
    case .file(let path):
      try replace(path, with: text, shownAs: requestedPath)
    }
    return target
  }

  /// Writes `text` to a temporary file beside the regular file `path` (or where it is to be),
  /// then renames it over `path`, keeping an existing file's permissions.
  static func replace(_ path: String, with text: String, shownAs requestedPath: String) throws(CLIError) {
    var existing = stat()
    let exists = stat(path, &existing) == 0
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

  /// Opens what ``OutputTarget/resolve(_:)`` found for streaming (`--emit`): a file is
  /// created or truncated in place, as a shell's `>` (not atomic: the corpus is written as
  /// it is scored); a descriptor is duplicated, so closing the result leaves it open and its
  /// offset and `O_APPEND` hold; a device, FIFO or socket is opened in place.
  ///
  /// - Returns: a descriptor the caller closes.
  static func openForStreaming(_ target: OutputTarget, shownAs shown: String) throws(CLIError) -> Int32 {
    let descriptor: Int32
    switch target {
    case .file(let path):
      descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, createMode)
    case .descriptor(let number):
      try requireWritable(number, shownAs: shown)
      descriptor = dup(number)
    case .inPlace(let path):
      descriptor = open(path, inPlaceFlags)
    }
    guard descriptor >= 0 else { throw failure(shown) }
    return descriptor
  }

  /// How an ``OutputTarget/inPlace(_:)`` path is opened: for writing, never truncated; and
  /// appending, so a regular file reached through another process's descriptor is added to,
  /// not overwritten from its start (a device, FIFO or socket has no end to append at).
  static let inPlaceFlags = O_WRONLY | O_APPEND

  /// Writes `text` into an existing device, FIFO or socket at `path` (or what another
  /// process's descriptor reaches), in place.
  static func writeThrough(_ text: String, to path: String, shownAs shown: String) throws(CLIError) {
    let descriptor = open(path, inPlaceFlags)
    guard descriptor >= 0 else { throw failure(shown) }
    var failed = writeAll(text, to: descriptor, shownAs: shown)
    if close(descriptor) != 0 && failed == nil { failed = failure(shown) }
    if let failed { throw failed }
  }

  /// Writes `text` through this process's open `descriptor`, which stays open.
  static func writeThrough(_ text: String, descriptor: Int32, shownAs shown: String) throws(CLIError) {
    try requireWritable(descriptor, shownAs: shown)
    if let failed = writeAll(text, to: descriptor, shownAs: shown) { throw failed }
  }

  /// Refuses a descriptor that is not open, or open only for reading (`-o /dev/stdin` with a
  /// file on standard input).
  static func requireWritable(_ descriptor: Int32, shownAs shown: String) throws(CLIError) {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else {
      throw CLIError(.cantCreate, "cannot write '\(shown)': descriptor \(descriptor) is not open")
    }
    guard flags & O_ACCMODE != O_RDONLY else {
      throw CLIError(.cantCreate, "cannot write '\(shown)': descriptor \(descriptor) is open only for reading")
    }
  }

  /// Writes all of `text` to an open descriptor, retrying interrupted writes and waiting on a
  /// non-blocking one (an inherited pipe may be); the error, if any, names `shown`.
  static func writeAll(_ text: String, to descriptor: Int32, shownAs shown: String) -> CLIError? {
    var failed: CLIError?
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var written = 0
      while written < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN || errno == EWOULDBLOCK {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
            continue
          }
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
