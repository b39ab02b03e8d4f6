import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// How many bytes of a corpus' files have been read so far (for the progress line's ETA).
final class ReadCounter {
  /// Bytes read so far.
  var bytesRead = 0
}

/// Streams a JSON Lines file (one `backstrategies-trace/1` document per line) as corpus
/// entries, reading it in chunks: only the current chunk and the current line are in memory,
/// whatever the file's size.
///
/// Blank lines are skipped; line ends may be LF or CRLF; a leading byte order mark is skipped.
/// Each entry's location is `<path>: line <n>`. A line longer than
/// ``TraceLoader/maximumFileSize`` becomes an unreadable entry instead of being held in memory.
struct JSONLinesReader: Sequence {
  /// Bytes read from the file at a time.
  static let chunkSize = 1 << 16

  let path: String
  let handle: FileHandle
  let counter: ReadCounter

  /// Opens `path`.
  ///
  /// - Throws: ``CLIError`` with status `noInput` for a missing or unreadable file.
  init(path: String, counter: ReadCounter = ReadCounter()) throws(CLIError) {
    let handle = try InputFile.openForReading(path, kind: "a JSON Lines file")
    self.path = path
    self.handle = handle
    self.counter = counter
  }

  /// Reads standard input (`-` on the command line), as `<stdin>`, streaming like a file.
  init(standardInputWith counter: ReadCounter = ReadCounter()) {
    path = Self.standardInputName
    handle = FileHandle.standardInput
    self.counter = counter
  }

  /// How entries read from standard input are located in messages.
  static let standardInputName = "<stdin>"

  func makeIterator() -> Iterator {
    Iterator(path: path, handle: handle, counter: counter)
  }

  /// Yields one entry per non-blank line.
  struct Iterator: IteratorProtocol {
    let path: String
    let handle: FileHandle
    let counter: ReadCounter
    var buffer: [UInt8] = []
    var start = 0
    var lineNumber = 0
    var endOfFile = false
    /// Set while skipping the rest of an over-long line.
    var discarding = false
    var readError: String?

    init(path: String, handle: FileHandle, counter: ReadCounter) {
      self.path = path
      self.handle = handle
      self.counter = counter
    }

    mutating func next() -> CorpusEntry? {
      while true {
        if let newline = nextLineFeed() {
          let line = buffer[start..<newline]
          start = newline + 1
          lineNumber += 1
          if discarding {
            discarding = false
            continue
          }
          if let entry = entry(for: line) { return entry }
          continue
        }
        if endOfFile {
          guard start < buffer.count else {
            if let message = readError {
              readError = nil
              return CorpusEntry(
                location: "\(path): " + SourcePosition.line(lineNumber + 1),
                source: .unreadable(TraceError(place: "", message: "the file could not be read to the end (\(message))")))
            }
            return nil
          }
          let line = buffer[start...]
          start = buffer.count
          lineNumber += 1
          if discarding { return nil }
          if let entry = entry(for: line) { return entry }
          continue
        }
        if buffer.count - start > TraceLoader.maximumFileSize && !discarding {
          // Too long to hold: report the line (counted when its end is found) and skip it.
          discarding = true
          buffer.removeAll(keepingCapacity: true)
          start = 0
          let limit = TraceLoader.maximumFileSize / (1024 * 1024)
          return CorpusEntry(
            location: "\(path): " + SourcePosition.line(lineNumber + 1),
            source: .unreadable(TraceError(place: "", message: "line is longer than \(limit) MiB")))
        }
        if discarding {
          buffer.removeAll(keepingCapacity: true)
          start = 0
        }
        refill()
      }
    }

    /// The index of the first line feed in the buffer at or after `start`, or nil.
    ///
    /// `memchr` (C's, on every platform) rather than `firstIndex(of:)`: the search runs over
    /// every byte of a corpus, and the generic loop cost about 6 instructions a byte by callgrind
    /// (docs/performance.md, "Decoding").
    func nextLineFeed() -> Int? {
      buffer.withUnsafeBufferPointer { bytes -> Int? in
        guard start < bytes.count, let base = bytes.baseAddress,
          let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      }
    }

    /// Reads the next chunk, dropping consumed bytes first.
    mutating func refill() {
      if start > 0 {
        buffer.removeSubrange(0..<start)
        start = 0
      }
      do {
        // One read(2) at a time (BoundedRead), so one Ctrl-D ends a terminal's input.
        let data = try BoundedRead.chunk(from: handle, atMost: JSONLinesReader.chunkSize)
        if data.isEmpty {
          endOfFile = true
          try? handle.close()
        } else {
          counter.bytesRead += data.count
          buffer.append(contentsOf: data)
        }
      } catch {
        endOfFile = true
        readError = error.localizedDescription
      }
    }

    /// The entry of a line, or `nil` for a blank one.
    mutating func entry(for line: ArraySlice<UInt8>) -> CorpusEntry? {
      var bytes = line
      if lineNumber == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
      if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
      guard bytes.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return nil }
      return CorpusEntry(location: "\(path): " + SourcePosition.line(lineNumber), source: .jsonLine(Array(bytes)))
    }
  }
}
