import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening a file named on the command line, with a one-line reason when it cannot be: missing,
/// a symbolic link to no file, a directory, or refused by `open(2)` (permission, a socket, ...).
enum InputFile {
  /// Opens `path` for reading; `kind` names what a directory is not ("a trace file").
  ///
  /// - Throws: ``CLIError`` with status `noInput`.
  static func openForReading(_ path: String, kind: String) throws(CLIError) -> FileHandle {
    if try isDirectory(path) { throw CLIError(.noInput, "\(path): is a directory, not \(kind)") }
    // open(2) itself, so that the message says why it failed.
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CLIError(.noInput, "\(path): cannot be opened (\(String(cString: strerror(errno))))")
    }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Whether `path` is a directory (following symbolic links).
  ///
  /// - Throws: ``CLIError`` with status `noInput` when nothing is there (`missing` says so) or
  ///   the path is a symbolic link to nothing.
  static func isDirectory(_ path: String, missing: String = "no such file") throws(CLIError) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
        throw CLIError(.noInput, "\(path): is a symbolic link that leads to no file (its target is missing, or the links loop)")
      }
      throw CLIError(.noInput, "\(path): \(missing)")
    }
    return isDirectory.boolValue
  }
}
