import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `strategy-compare corpus` and `recommend` end to end: generation and emission, JSON Lines
/// and directories, serial = parallel, broken lines (exit 65 or skipped and counted), usage
/// errors (64) and missing input (66).
@Suite("Corpus CLI")
struct CorpusCLITests {
  static func lines(count: Int, seed: UInt64 = 1) -> [String] {
    CorpusGenerator(seed: seed).traces(count: count).map { TraceEncoder.encodeJSON($0, pretty: false) }
  }

  /// The `strategies` member of a `backstrategies-scores/2` document (everything but the source).
  static func strategiesJSON(_ output: String) -> String {
    String(output[output.range(of: "\"strategies\"")!.lowerBound...])
  }

  @Test("--generate with --emit writes the corpus; reading it back gives the same scores")
  func emitRoundTrip() throws {
    let file = TemporaryFile("", suffix: ".jsonl")
    let generated = StrategyCompare.execute(["corpus", "--generate", "66", "--seed", "5", "--emit", file.path, "--format", "json"])
    #expect(generated.status == .success, "\(generated.standardError)")
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 66)
    #expect(text == Self.lines(count: 66, seed: 5).joined(separator: "\n") + "\n")
    let read = StrategyCompare.execute(["corpus", file.path, "--format", "json"])
    #expect(read.status == .success)
    #expect(Self.strategiesJSON(read.standardOutput) == Self.strategiesJSON(generated.standardOutput))
    // The same seed writes the same bytes again.
    let again = TemporaryFile("", suffix: ".jsonl")
    _ = StrategyCompare.execute(["corpus", "--generate", "66", "--seed", "5", "--emit", again.path, "--format", "csv"])
    #expect(try String(contentsOfFile: again.path, encoding: .utf8) == text)
  }

  /// `serialEqualsParallel`'s corpus scored with one job and with four, once each, whatever
  /// the format: the format only prints the scores (`CorpusCommand.render`).
  static let serialAndParallel = SharedCorpusScoring()

  @Test("one job and several give identical output", arguments: [OutputFormat.table, .json, .csv])
  func serialEqualsParallel(format: OutputFormat) throws {
    let base = ["corpus", "--generate", "300", "--strategies", "all", "--by", "family", "--format", format.rawValue]
    let serial = try #require(Self.serialAndParallel.output(base + ["--jobs", "1"]))
    let parallel = try #require(Self.serialAndParallel.output(base + ["--jobs", "4"]))
    #expect(serial == parallel)
    // The command line on a smaller corpus of the same kind: the same output and what it says
    // on stderr (a progress line, when there is one, is drawn from the first batch on).
    let small = ["corpus", "--generate", "30", "--strategies", "all", "--by", "family", "--format", format.rawValue]
    let serialRun = StrategyCompare.execute(small + ["--jobs", "1"])
    let parallelRun = StrategyCompare.execute(small + ["--jobs", "4"])
    #expect(serialRun.status == .success)
    #expect(serialRun.standardOutput == parallelRun.standardOutput)
    #expect(serialRun.standardError.isEmpty, "no progress line when stderr is not a terminal")
    // Only the warning of a machine with fewer than 4 cores (JobCountTests).
    #expect(parallelRun.standardError == (JobCount.warning(requested: 4).map { "strategy-compare: warning: \($0)\n" } ?? ""))
  }

  @Test("a table, JSON and CSV of the scores")
  func formats() {
    let strategies = StrategyCatalog.builtIn.entries.count
    let table = StrategyCompare.execute(["corpus", "--generate", "44", "--by", "family"])
    let families = GestureFamily.allCases.count
    #expect(table.standardOutput.hasPrefix("Scores of \(strategies) strategies over 44 traces (generated: seed 1; \(families) families)."))
    #expect(table.standardOutput.contains("CORRECTNESS") && table.standardOutput.contains("BY FAMILY"))
    #expect(table.standardOutput.split(separator: "\n").allSatisfy { $0.count <= TextWrapping.terminalWidth })
    let json = StrategyCompare.execute(["corpus", "--generate", "44", "--format", "json"])
    #expect(json.standardOutput.contains("\"format\": \"backstrategies-scores/2\""))
    let csv = StrategyCompare.execute(["corpus", "--generate", "44", "--format", "csv", "--by", "family"])
    let rows = csv.standardOutput.split(separator: "\n")
    #expect(rows.first == Substring(ScoresCSV.columns.joined(separator: ",")))
    #expect(rows.count == 1 + strategies * (1 + families))
  }

  @Test("one broken line among many names the file and line and exits 65")
  func brokenLineStops() {
    var lines = Self.lines(count: 30)
    lines[11] = lines[11].replacingOccurrences(of: "\"t\":0,", with: "\"t\":9,")
    let file = TemporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".jsonl")
    let output = StrategyCompare.execute(["corpus", file.path])
    #expect(output.status == .dataError)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(file.path): line 12: touches[1].t: time goes backwards"))
  }

  @Test("--skip-invalid skips a broken line and counts it in the summary")
  func brokenLineSkipped() {
    var lines = Self.lines(count: 30)
    lines[4] = "{\"format\": \"backstrategies-trace/1\", oops}"
    lines.insert("", at: 10)  // a blank line is not a trace, and not an error
    let file = TemporaryFile(lines.joined(separator: "\r\n"), suffix: ".jsonl")
    let stopped = StrategyCompare.execute(["corpus", file.path])
    #expect(stopped.status == .dataError)
    #expect(stopped.standardError.contains("\(file.path): line 5, column 38: "))
    let output = StrategyCompare.execute(["corpus", file.path, "--skip-invalid"])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("over 29 traces"))
    #expect(output.standardOutput.contains("Skipped 1 invalid entry (--skip-invalid):"))
    // The list wraps at spaces, indented by two.
    #expect(output.standardOutput.replacingOccurrences(of: "\n  ", with: " ").contains(": line 5, column 38: "))
    let json = StrategyCompare.execute(["corpus", file.path, "--skip-invalid", "--format", "json"])
    #expect(json.standardOutput.contains("\"skipped\": 1"))
    #expect(json.standardOutput.contains("\"\(file.path): line 5, column 38: "))
  }

  @Test("a directory of .json and .jsonl files is read in name order")
  func directory() {
    let directory = TemporaryDirectory()
    let lines = Self.lines(count: 6)
    directory.write("a.jsonl", lines[0..<4].joined(separator: "\n"))
    directory.write("b.json", TraceEncoder.encodeJSON(CorpusGenerator().trace(at: 4)))
    directory.write("c.json", lines[5])
    directory.write("notes.txt", "not a trace")
    let output = StrategyCompare.execute(["corpus", directory.path, "--format", "json"])
    #expect(output.status == .success, "\(output.standardError)")
    let generated = StrategyCompare.execute(["corpus", "--generate", "6", "--format", "json"])
    #expect(Self.strategiesJSON(output.standardOutput) == Self.strategiesJSON(generated.standardOutput))
    directory.write("d.json", "{}")
    let broken = StrategyCompare.execute(["corpus", directory.path])
    #expect(broken.status == .dataError)
    #expect(broken.standardError.contains("/d.json: format: missing required field") || broken.standardError.contains("/d.json: "))
  }

  @Test(
    "usage errors exit 64",
    arguments: [
      (["corpus"], "corpus needs a FILE.jsonl, a directory of traces, or --generate N"),
      (["corpus", "x.jsonl", "--generate", "5"], "corpus reads a file or generates traces, not both"),
      (["corpus", "--generate", "-3"], "--generate needs a whole number of at least 1"),
      (["corpus", "--generate", "5", "--by", "colour"], "--by takes 'family'"),
      (["corpus", "--generate", "5", "--jobs", "0"], "--jobs needs a whole number of at least 1"),
      (["corpus", "--generate", "5", "--seed", "x"], "--seed needs a whole number"),
      (["corpus", "x.jsonl", "--emit", "y.jsonl"], "--emit writes a generated corpus"),
      (["corpus", "--generate", "5", "--families", "tapp"], "unknown family 'tapp' (expected one of: edge-slow"),
      (["corpus", "x.jsonl", "--families", "tap"], "--families applies to --generate"),
      (["corpus", "--generate", "5", "--format", "html"], "unknown format 'html' (corpus formats: table, json, csv)"),
      (["corpus", "--generate", "5", "--bye", "family"], "unknown option '--bye' for corpus; did you mean '--by'?"),
      (["recommend", "--needs", "full-screan"], "unknown need 'full-screan' (expected one of: full-screen, forward-edge, scroll-views"),
      (["recommend", "--format", "csv"], "unknown format 'csv'"),
      (["recommend", "--corpus", "x.jsonl", "--generate", "9"], "--corpus and --generate cannot be combined"),
      (["recommend", "extra"], "recommend takes no argument"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(message)"))
  }

  @Test("a missing corpus exits 66")
  func missingInput() {
    let output = StrategyCompare.execute(["corpus", "/no/such/corpus.jsonl"])
    #expect(output.status == .noInput)
    #expect(output.standardError == "strategy-compare: error: /no/such/corpus.jsonl: no such file or directory\n")
    // A directory that exists but holds no trace is data with nothing to score (emptyDirectory).
    let empty = TemporaryDirectory()
    #expect(StrategyCompare.execute(["recommend", "--corpus", empty.path]).status == .dataError)
  }

  @Test("help for corpus and recommend")
  func help() {
    #expect(StrategyCompare.execute(["help", "corpus"]).standardOutput.contains("--generate N"))
    #expect(StrategyCompare.execute(["corpus", "--help"]).standardOutput.contains("--skip-invalid"))
    #expect(StrategyCompare.execute(["recommend", "--help"]).standardOutput.contains("low-memory"))
    #expect(StrategyCompare.execute(["--help"]).standardOutput.contains("recommend"))
  }

  @Test("recommend ranks with the scores behind each rank and explains each exclusion")
  func recommend() {
    let output = StrategyCompare.execute(["recommend", "--needs", "full-screen,low-memory", "--generate", "220", "--ios", "18"])
    #expect(output.status == .success, "\(output.standardError)")
    let text = output.standardOutput
    #expect(text.hasPrefix("Needs: full-screen, low-memory. Evidence: 220 traces, generated: seed 1; iOS 18."))
    #expect(text.contains("RANKED") && text.contains("EXCLUDED"))
    // iOS 18's edge swipe cannot reach a mid-screen swipe; iOS 26's content swipe can.
    // (Exclusions are grouped by reason: the line of the need out of reach lists the strategies.)
    let outOfReach = text.split(separator: "\n- ").first { $0.hasPrefix("full-screen: cannot by design") } ?? ""
    #expect(outOfReach.split(separator: "\n").joined(separator: " ").contains(" system-edge:shipped,"))
    let ios26 = StrategyCompare.execute(["recommend", "--needs", "full-screen,low-memory", "--generate", "220"]).standardOutput
    let outOfReach26 = ios26.split(separator: "\n- ").first { $0.hasPrefix("full-screen: cannot by design") } ?? ""
    let line26 = outOfReach26.split(separator: "\n").joined(separator: " ")
    #expect(!line26.contains(" system-edge:shipped,") && !line26.contains(" system-edge:shipped."))
    #expect(text.contains("low-memory: runs holding no screenshot"))
    let json = StrategyCompare.execute(["recommend", "--needs", "pop-to-root", "--generate", "110", "--format", "json"])
    #expect(json.standardOutput.contains("\"format\": \"backstrategies-recommendation/2\""))
  }

  /// Runs the built tool with `input` on its standard input; `nil` when it is not built.
  static func runTool(_ arguments: [String], input: [UInt8]) throws -> (status: Int32, output: String)? {
    guard let tool = CorpusMergeTests.builtTool() else { return nil }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Written from another thread: a large input must not wait on a full output pipe.
    let writer = Thread { stdin.fileHandleForWriting.write(Data(input)); try? stdin.fileHandleForWriting.close() }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test("'-' reads the corpus from standard input for corpus and recommend, with the same scores as the file")
  func corpusFromStandardInput() throws {
    let path = NSTemporaryDirectory() + "backstrategies-stdin-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(StrategyCompare.execute(["corpus", "--generate", "40", "--emit", path]).status == .success)
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let fromFile = StrategyCompare.execute(["corpus", path, "--format", "json"]).standardOutput
    guard let piped = try Self.runTool(["corpus", "-", "--format", "json"], input: bytes) else {
      Issue.record("strategy-compare is not built next to the tests; run 'swift build' first")
      return
    }
    #expect(piped.status == 0)
    #expect(piped.output.replacingOccurrences(of: "\"<stdin>\"", with: "\"\(path)\"") == fromFile)
    let recommended = try #require(try Self.runTool(["recommend", "--corpus", "-", "--format", "json"], input: bytes))
    #expect(recommended.status == 0 && recommended.output.contains("\"format\": \"backstrategies-recommendation/2\""))
  }

  @Test("corpus --scene - reads the scene from stdin; with the corpus on stdin too it is refused")
  func sceneFromStandardInput() {
    let scene = Array(#"{"format": "backstrategies-trace/1", "stack": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "touches": []}"#.utf8)
    let piped = StrategyCompare.execute(["corpus", "--generate", "20", "--scene", "-", "--format", "json"]) { scene }
    #expect(piped.status == .success)
    let file = NSTemporaryDirectory() + "backstrategies-scene-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(FileManager.default.createFile(atPath: file, contents: Data(scene)))
    #expect(piped.standardOutput == StrategyCompare.execute(["corpus", "--generate", "20", "--scene", file, "--format", "json"]).standardOutput)
    let both = StrategyCompare.execute(["corpus", "-", "--scene", "-"]) { scene }
    #expect(both.status == .usage)
    #expect(both.standardError.hasPrefix("strategy-compare: error: the corpus and --scene cannot both be '-'"))
  }

  @Test("--generate 0 is a usage error (exit 64), for corpus and recommend", arguments: ["corpus", "recommend"])
  func generateZero(command: String) {
    let output = StrategyCompare.execute([command, "--generate", "0"])
    #expect(output.status == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == "strategy-compare: error: --generate needs a whole number of at least 1, got '0' (see 'strategy-compare help \(command)')\n")
    #expect(StrategyCompare.execute([command, "--generate", "1"]).status == .success)
  }

  @Test(
    "a corpus without a trace is refused with exit 65 naming it: empty, blank lines only, a directory of empty files, every entry invalid",
    arguments: [
      ("", [String](), "no trace to score: the input is empty or holds only blank lines"),
      ("\n  \n\t\n", [], "no trace to score: the input is empty or holds only blank lines"),
      ("not json\n{\"format\": 1}\n", ["--skip-invalid"], "no trace to score: all 2 entries are invalid (skipped by --skip-invalid)"),
      ("not json\n", ["--skip-invalid"], "no trace to score: its one entry is invalid (skipped by --skip-invalid)"),
      ("", ["--describe"], "no trace to score: the input is empty or holds only blank lines"),
      ("not json\n", ["--describe", "--skip-invalid"], "no trace to score: its one entry is invalid (skipped by --skip-invalid)"),
    ])
  func emptyCorpus(contents: String, extra: [String], message: String) {
    let file = TemporaryFile(contents, suffix: ".jsonl")
    for arguments in [["corpus", file.path] + extra, ["recommend", "--corpus", file.path] + extra] where !extra.contains("--describe") || arguments[0] == "corpus" {
      let output = StrategyCompare.execute(arguments)
      #expect(output.status == .dataError, "\(arguments)")
      #expect(output.standardOutput.isEmpty)
      #expect(output.standardError == "strategy-compare: error: \(file.path): \(message)\n", "\(arguments)")
    }
  }

  @Test("a directory with no trace file, or only empty ones, is refused with exit 65")
  func emptyDirectory() {
    let directory = TemporaryDirectory()
    let none = StrategyCompare.execute(["corpus", directory.path])
    #expect(none.status == .dataError)
    #expect(none.standardError == "strategy-compare: error: \(directory.path): holds no .json or .jsonl trace file: no trace to score\n")
    directory.write("a.jsonl", "")
    directory.write("b.jsonl", "\n")
    let empty = StrategyCompare.execute(["corpus", directory.path])
    #expect(empty.status == .dataError)
    #expect(empty.standardError == "strategy-compare: error: \(directory.path) (2 files): no trace to score: the input is empty or holds only blank lines\n")
  }

  @Test("a shard of an empty corpus is refused; a shard without a scored trace of a corpus that has entries is not")
  func emptyShard() {
    let empty = TemporaryFile("", suffix: ".jsonl")
    let part = TemporaryFile("", suffix: ".json")
    let refused = StrategyCompare.execute(["corpus", empty.path, "--shard", "1/2", "--emit-scores", part.path])
    #expect(refused.status == .dataError)
    #expect(refused.standardError.contains("no trace to score"))
    // One trace: shard 2 of 2 holds none of it, and the merge of both parts is the whole.
    let one = TemporaryFile(Self.lines(count: 1).joined(separator: "\n") + "\n", suffix: ".jsonl")
    #expect(StrategyCompare.execute(["corpus", one.path, "--shard", "2/2", "--emit-scores", part.path]).status == .success)
  }

  @Test("empty standard input is refused with exit 65 naming <stdin>")
  func emptyStandardInput() throws {
    guard let piped = try Self.runTool(["corpus", "-"], input: []) else { return }
    #expect(piped.status == 65)
    #expect(piped.output.isEmpty)
  }

  @Test(
    "--describe refuses the options it would ignore",
    arguments: [
      ["--format", "json"], ["--by", "family"], ["-s", "system-edge"], ["--jobs", "2"], ["--intent", "back"], ["--model", "uikit26"],
      ["--emit", "/nonexistent/corpus.jsonl"],
    ])
  func describeRefusesWhatItIgnores(extra: [String]) {
    let output = StrategyCompare.execute(["corpus", "--generate", "5", "--describe"] + extra)
    #expect(output.status == .usage)
    let long = extra[0] == "-s" ? "--strategies" : extra[0]
    #expect(output.standardError.hasPrefix("strategy-compare: error: --describe prints only the strokes' motion, as a table, and runs no strategy: \(long) would be ignored; drop it"))
    #expect(StrategyCompare.execute(["corpus", "--generate", "5", "--describe", "--format", "table"]).status == .success)
  }
}
