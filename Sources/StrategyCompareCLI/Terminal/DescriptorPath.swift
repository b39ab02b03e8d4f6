#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path that names a file descriptor: one of ``OutputTarget/standardNames``, or `N` in a
/// directory that lists a process's descriptors (`/dev/fd`, `/proc/self/fd`, `/proc/PID/fd`,
/// `/proc/PID/task/TID/fd`, whatever links lead there).
struct DescriptorPath: Equatable {
  /// The descriptor's number.
  var number: Int32
  /// Whether it is this process's descriptor (else another process's, under `/proc`).
  var isOwn: Bool

  /// `nil` when `path` names no descriptor.
  init?(_ path: String) {
    if let number = OutputTarget.standardNames[path] {
      self.init(number: number, isOwn: true)
      return
    }
    let slash = path.lastIndex(of: "/")
    let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
    guard !name.isEmpty, name.allSatisfy(\.isASCII), name.allSatisfy(\.isNumber), let number = Int32(name) else { return nil }
    // A bare number is in the current directory (which may be /dev/fd).
    let directory = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
    guard let real = Self.realPath(directory), let owner = Self.owner(ofDescriptorDirectory: real) else { return nil }
    self.init(number: number, isOwn: owner == getpid())
  }

  /// Descriptor `number`, this process's or another's.
  init(number: Int32, isOwn: Bool) {
    self.number = number
    self.isOwn = isOwn
  }

  /// The process whose descriptors the directory `real` (links resolved) lists: this process
  /// for `/dev/fd` (macOS's descriptor file system) and `/proc/self/fd`, the named one for
  /// `/proc/PID/fd` and `/proc/PID/task/TID/fd`; `nil` for any other directory.
  static func owner(ofDescriptorDirectory real: String) -> pid_t? {
    let parts = real.split(separator: "/", omittingEmptySubsequences: true)
    if parts == ["dev", "fd"] { return getpid() }
    guard parts.count >= 3, parts[0] == "proc", parts.last == "fd" else { return nil }
    let owner: pid_t?
    switch parts[1] {
    case "self", "thread-self": owner = getpid()
    default: owner = pid_t(parts[1])
    }
    let rest = parts.dropFirst(2).dropLast()
    // `/proc/PID/fd`, or a thread's view of the same table: `/proc/PID/task/TID/fd`.
    guard rest.isEmpty || (rest.count == 2 && rest.first == "task" && Int(rest.last!) != nil) else { return nil }
    return owner
  }

  /// `realpath(3)` of `path`, or `nil` when it cannot be resolved.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
