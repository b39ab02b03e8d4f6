#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an output path (`--output`, `--emit`, `--emit-scores`) leads once its symbolic links
/// are followed, and so how it is written.
///
/// A path naming a file descriptor — `/dev/stdout`, `/dev/stderr`, `/dev/stdin`, `/dev/fd/N`,
/// `/proc/self/fd/N`, `/proc/PID/fd/N`, or a link whose chain passes through one — is the
/// descriptor, not the file the descriptor happens to reach: following `/proc/self/fd/1` to
/// `app.txt` and renaming a new file over it would destroy what `>> app.txt` appended to, and
/// a pipe's link (`pipe:[…]`) is no path at all.
enum OutputTarget: Equatable {
  /// A regular file, or nothing yet (the path to create): written to a temporary file beside
  /// it, then renamed over it (``AtomicFile``).
  case file(String)
  /// A descriptor this process holds, named by a path such as `/dev/stdout`: written through
  /// that descriptor as it stands — no truncation, its offset and `O_APPEND` kept — as a
  /// shell's `>&N` would.
  case descriptor(Int32)
  /// A character device, FIFO or socket, or another process's descriptor
  /// (`/proc/PID/fd/N`): opened in place and written through, never truncated or replaced (a
  /// regular file reached through another process's descriptor is appended to).
  case inPlace(String)

  /// Whether it is a regular file written atomically (the others are written through).
  var isFile: Bool {
    if case .file = self { return true }
    return false
  }

  /// How many symbolic links are followed before giving up, as the kernel's `ELOOP` limit.
  static let maximumLinkDepth = 40

  /// The names of this process's standard descriptors that `/dev` holds as links (or, on some
  /// systems, not at all): bash, too, takes these names as the descriptors themselves.
  static let standardNames: [String: Int32] = ["/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2]

  /// Where `requestedPath` leads.
  ///
  /// - Throws: ``CLIError`` with status `cantCreate` (73) for a directory, a link that cannot
  ///   be read, or a chain longer than ``maximumLinkDepth``.
  static func resolve(_ requestedPath: String) throws(CLIError) -> OutputTarget {
    var current = requestedPath
    for _ in 0..<maximumLinkDepth {
      if let named = DescriptorPath(current) {
        return named.isOwn ? .descriptor(named.number) : .inPlace(current)
      }
      var info = stat()
      // Nothing there (or nothing reachable): the path to create; creating it reports why not.
      guard lstat(current, &info) == 0 else { return .file(current) }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        current = try linkDestination(of: current, shownAs: requestedPath)
      case S_IFREG:
        return .file(current)
      case S_IFDIR:
        throw CLIError(.cantCreate, "cannot write '\(requestedPath)': is a directory")
      default:
        return .inPlace(current)
      }
    }
    throw CLIError(.cantCreate, "cannot write '\(requestedPath)': too many levels of symbolic links")
  }

  /// Where the symbolic link at `path` points, as a path (relative destinations taken from
  /// the link's directory).
  static func linkDestination(of path: String, shownAs shown: String) throws(CLIError) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length >= 0 else { throw AtomicFile.failure(shown) }
    let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if destination.hasPrefix("/") { return destination }
    guard let slash = path.lastIndex(of: "/") else { return destination }
    return String(path[...slash]) + destination
  }
}
