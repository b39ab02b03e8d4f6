import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// Where a corpus comes from on the command line: a generator, a JSON Lines file, or a
/// directory of trace files; each turned into a lazy sequence of entries.
struct CorpusInput {
  /// The entries, produced one at a time as the scorer pulls them.
  let entries: AnySequence<CorpusEntry>
  /// How many entries there will be, when known (generated corpora).
  let count: Int?
  /// Total bytes of the files to read, when reading files (for the ETA).
  let totalBytes: Int?
  /// Bytes read so far.
  let counter: ReadCounter
  /// The corpus in words, for reports: `generated: seed 1`, `corpus.jsonl`.
  let description: String

  /// The extensions read from a directory: single traces and JSON Lines corpora.
  static let traceExtensions = [".json", ".jsonl"]
  /// What `corpus -` reads, in the line said before reading it on a terminal.
  static let corpusSubject = "a corpus"

  /// `count` traces of `generator`.
  static func generated(_ generator: CorpusGenerator, count: Int) -> CorpusInput {
    CorpusInput(
      entries: AnySequence((0..<count).lazy.map { CorpusEntry.generated(generator, index: $0) }), count: count,
      totalBytes: nil, counter: ReadCounter(),
      description: "generated: seed \(generator.seed)"
        + (generator.families == GestureFamily.allCases ? "" : ", families " + generator.families.map(\.rawValue).joined(separator: ", ")))
  }

  /// A JSON Lines file, or every `.json` and `.jsonl` file of a directory in name order (not
  /// recursive), or standard input for `-`.
  ///
  /// - Throws: ``CLIError`` with status `noInput` when the path is missing or unreadable, and
  ///   `dataError` when a directory holds no trace file (nothing to score).
  static func files(at path: String) throws(CLIError) -> CorpusInput {
    if path == "-" {
      // Standard input is a JSON Lines stream, read as it arrives (no size, so no ETA); read
      // here from the process's own standard input, which says so when it is a terminal.
      StandardInputPrompt.announce(reading: corpusSubject)
      let counter = ReadCounter()
      return CorpusInput(
        entries: AnySequence(JSONLinesReader(standardInputWith: counter)), count: nil, totalBytes: nil, counter: counter,
        description: JSONLinesReader.standardInputName)
    }
    let isDirectory = try InputFile.isDirectory(path, missing: "no such file or directory")
    let counter = ReadCounter()
    guard isDirectory else {
      let reader = try JSONLinesReader(path: path, counter: counter)
      return CorpusInput(
        entries: AnySequence(reader), count: nil, totalBytes: fileSize(path), counter: counter, description: path)
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw CLIError(.noInput, "\(path): cannot be read (\(error.localizedDescription))")
    }
    let separator = path.hasSuffix("/") ? "" : "/"
    let files = names.filter { name in traceExtensions.contains { name.hasSuffix($0) } && !name.hasPrefix(".") }
      .sorted().map { path + separator + $0 }
    guard !files.isEmpty else {
      throw CLIError(.dataError, "\(path): holds no .json or .jsonl trace file: no trace to score")
    }
    let totalBytes = files.reduce(0) { $0 + fileSize($1) }
    let entries = AnySequence { () -> AnyIterator<CorpusEntry> in
      var fileIndex = 0
      var lines: JSONLinesReader.Iterator?
      return AnyIterator {
        while fileIndex < files.count {
          let file = files[fileIndex]
          if file.hasSuffix(".jsonl") {
            if lines == nil {
              // Opened only when reached, so a large directory holds one file open at a time.
              do throws(CLIError) {
                lines = try JSONLinesReader(path: file, counter: counter).makeIterator()
              } catch {
                fileIndex += 1
                return CorpusEntry(location: file, source: .unreadable(TraceError(place: "", message: error.message)))
              }
            }
            if let entry = lines!.next() { return entry }
            lines = nil
            fileIndex += 1
            continue
          }
          fileIndex += 1
          return document(at: file, counter: counter)
        }
        return nil
      }
    }
    return CorpusInput(
      entries: entries, count: nil, totalBytes: totalBytes, counter: counter, description: "\(path) (\(files.count) files)")
  }

  /// One JSON trace file as an entry (an unreadable entry if it cannot be read or is too big).
  static func document(at file: String, counter: ReadCounter) -> CorpusEntry {
    let size = fileSize(file)
    guard size <= TraceLoader.maximumFileSize else {
      let limit = TraceLoader.maximumFileSize / (1024 * 1024)
      return CorpusEntry(location: file, source: .unreadable(TraceError(place: "", message: "file is larger than \(limit) MiB")))
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return CorpusEntry(location: file, source: .unreadable(TraceError(place: "", message: "cannot be read")))
    }
    counter.bytesRead += data.count
    return CorpusEntry(location: file, source: .jsonDocument([UInt8](data)))
  }

  static func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }
}
