import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// A recording file read a piece at a time for ``RecordingImporter/read(source:options:pieces:)``,
/// so that `import` holds the strokes, not the file: a 50 MB `getevent` log imports in well
/// under 100 MB of memory (docs/recording.md, "Large recordings").
///
/// Reading checks what ``TraceLoader`` checks of a trace file, with a recording's wording: the
/// size (before reading, and again while reading, for a file that grows or has no size), and a
/// NUL byte near the start (a binary file). A failure while the importer reads is kept in
/// ``failure`` and ends the pieces; the caller reports it before anything the importer said.
final class RecordingFile {
  /// The path, as given.
  let path: String
  /// Why reading stopped early, if it did.
  private(set) var failure: CLIError?

  /// Bytes read at a time: a mebibyte, as ``BoundedRead`` reads.
  static let pieceSize = BoundedRead.chunkSize
  /// Largest recording imported, in bytes: the limit of a trace file
  /// (``TraceLoader/maximumFileSize``, 64 MiB). Reading in pieces would allow more, but the
  /// traces are written as one JSON Lines text held in memory (a 50 MB `getevent` log makes
  /// about 10 MB of it), so the limit keeps what `import` can be asked to hold bounded.
  static let maximumSize = TraceLoader.maximumFileSize
  /// Lines per part in the advice to split a larger recording: a `getevent -lt` line with its
  /// device is about 85 bytes, so a part of 500,000 lines is about 42 MB, under the limit.
  static let linesPerPart = 500_000

  /// A recording at `path`, checked before reading: it exists, is not a directory, can be
  /// opened and is not larger than ``maximumSize``.
  ///
  /// - Throws: ``CLIError``: 66 for a missing or unopenable file, 65 for one too large.
  init(path: String) throws(CLIError) {
    self.path = path
    let handle = try InputFile.openForReading(path, kind: "a recording")
    try? handle.close()
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    try Self.requireSize(size, source: path)
  }

  /// The file's bytes from its start, a piece at a time; a new pass each time it is called.
  func pieces() -> AnySequence<[UInt8]> {
    AnySequence { [self] in
      var handle: FileHandle?
      var opened = false
      var total = 0
      var sniffed = false
      return AnyIterator { () -> [UInt8]? in
        guard self.failure == nil else { return nil }
        if !opened {
          opened = true
          do throws(CLIError) {
            handle = try InputFile.openForReading(self.path, kind: "a recording")
          } catch {
            self.failure = error
          }
        }
        guard let file = handle else { return nil }
        var piece: [UInt8]
        do {
          // The first piece holds at least the bytes searched for a NUL (unless the file is shorter).
          piece = try BoundedRead.bytes(from: file, atMost: Self.pieceSize)
          if !sniffed {
            sniffed = true
            try Self.requireText(piece, source: self.path)
          }
          total += piece.count
          try Self.requireSize(total > Self.maximumSize ? Self.maximumSize + 1 : total, source: self.path)
        } catch let error as CLIError {
          self.failure = error
          return nil
        } catch {
          self.failure = CLIError(.noInput, "\(self.path): cannot be read (\(error.localizedDescription))")
          return nil
        }
        if piece.isEmpty {
          try? file.close()
          handle = nil
          return nil
        }
        return piece
      }
    }
  }

  /// Refuses a binary file (a NUL byte among the first ``TraceLoader/binarySniffLength``
  /// bytes) before a parser quotes its bytes.
  static func requireText(_ bytes: [UInt8], source: String) throws(CLIError) {
    guard let offset = bytes.prefix(TraceLoader.binarySniffLength).firstIndex(of: 0) else { return }
    throw CLIError(.dataError, "\(source): a binary file (a NUL byte at offset \(offset)), not a recording (getevent, evemu or CSV text)")
  }

  /// Refuses a recording larger than ``maximumSize``, saying how to split it.
  static func requireSize(_ size: Int, source: String) throws(CLIError) {
    guard size > maximumSize else { return }
    let mebibyte = 1024 * 1024
    let shown = size == maximumSize + 1 ? "more than \(maximumSize / mebibyte) MiB" : "\(size / mebibyte) MiB"
    let what = source == RecordingImporter.standardInputName ? "input" : "file"
    let file = source == RecordingImporter.standardInputName ? "recording.txt" : shellQuoted(source)
    throw CLIError(
      .dataError,
      "\(source): \(what) is \(shown), larger than the \(maximumSize / mebibyte) MiB a recording may be; split it at line ends and import each part",
      hint: "split -l \(linesPerPart) \(file) part-; see 'strategy-compare help import'")
  }

  /// `path` as a shell word: as it is when it holds only safe characters, else in single quotes.
  static func shellQuoted(_ path: String) -> String {
    let safe = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%".contains($0)) }
    return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
