import Foundation
import Testing
import BackStrategiesTestSupport
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `corpus --shard K/N --emit-scores PART.json` and `corpus merge PART.json…`: four shards run
/// as concurrent processes of the built tool merge into exactly the unsplit run's output (JSON,
/// CSV, table); the merge is the same in every order of the parts; the order-dependent parts
/// (families past the limit, skipped entries listed) are rebuilt exactly; every refusal names
/// the part at fault.
@Suite("Corpus split and merge")
struct CorpusMergeTests {

  /// A corpus file of `count` generated traces, and the directory holding it and the parts.
  final class Fixture: @unchecked Sendable {
    let directory = TemporaryDirectory()
    let corpus: String
    init(lines: [String]) {
      directory.write("corpus.jsonl", lines.joined(separator: "\n") + "\n")
      corpus = directory.path + "/corpus.jsonl"
    }
    convenience init(count: Int, seed: UInt64 = 7) {
      self.init(lines: CorpusCLITests.lines(count: count, seed: seed))
    }
    func part(_ name: String) -> String { directory.path + "/" + name }

    /// Runs shard `k` of `n` in process, writing `part(name)`.
    @discardableResult
    func shard(_ k: Int, of n: Int, name: String? = nil, _ extra: [String] = []) -> StrategyCompare.Output {
      let output = StrategyCompare.execute(["corpus", corpus, "--shard", "\(k)/\(n)", "--emit-scores", part(name ?? "p\(k).json")] + extra)
      #expect(output.status == .success, "\(output.standardError)")
      return output
    }

    /// Every shard of `n`, in process; the parts' paths.
    func shards(_ n: Int, _ extra: [String] = []) -> [String] {
      (1...n).map { k in
        shard(k, of: n, extra)
        return part("p\(k).json")
      }
    }
  }

  /// The built `strategy-compare` next to the test bundle (SwiftPM builds every product for
  /// `swift test`), or `nil`.
  static func builtTool() -> URL? {
    var candidates: [URL] = []
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("strategy-compare"))
      directory.deleteLastPathComponent()
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates += ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/strategy-compare") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test("four shards run as concurrent processes merge into exactly the unsplit run: json, csv and table")
  func fourConcurrentProcesses() throws {
    guard let tool = Self.builtTool() else {
      Issue.record("strategy-compare is not built next to the tests; run 'swift build' first")
      return
    }
    let fixture = Fixture(count: 160)
    let processes = (1...4).map { k in
      let process = Process()
      process.executableURL = tool
      process.arguments = ["corpus", fixture.corpus, "--shard", "\(k)/4", "--emit-scores", fixture.part("p\(k).json"), "--jobs", "1"]
      process.standardOutput = FileHandle.nullDevice
      return process
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let parts = (1...4).map { fixture.part("p\($0).json") }
    for format in ["json", "csv", "table"] {
      let whole = StrategyCompare.execute(["corpus", fixture.corpus, "--format", format, "--by", "family"])
      let merged = StrategyCompare.execute(["corpus", "merge"] + parts.reversed() + ["--format", format, "--by", "family"])
      #expect(whole.status == .success && merged.status == .success, "\(merged.standardError)")
      #expect(merged.standardOutput == whole.standardOutput, "\(format) differs")
      #expect(merged.standardError.isEmpty)
    }
  }

  @Test("the merge is the same in every order of the parts")
  func orderIndependent() {
    let fixture = Fixture(count: 48)
    let parts = fixture.shards(4)
    let whole = StrategyCompare.execute(["corpus", fixture.corpus, "--format", "json"]).standardOutput
    var outputs: Set<String> = []
    func permutations(_ items: [String]) -> [[String]] {
      guard items.count > 1 else { return [items] }
      return items.indices.flatMap { index in
        var rest = items
        let first = rest.remove(at: index)
        return permutations(rest).map { [first] + $0 }
      }
    }
    let orders = permutations(parts)
    #expect(orders.count == 24)
    for order in orders { outputs.insert(StrategyCompare.execute(["corpus", "merge"] + order + ["--format", "json"]).standardOutput) }
    #expect(outputs == [whole])
  }

  @Test("a shard scores the entries i with i mod N = K - 1; blank lines are not entries")
  func shardSelection() throws {
    let traces = CorpusGenerator(seed: 2).traces(count: 7).enumerated().map { offset, trace in
      var named = trace
      named.name = "entry\(offset)-0"
      return TraceEncoder.encodeJSON(named, pretty: false)
    }
    let file = TemporaryFile(traces.joined(separator: "\n\n  \n") + "\n", suffix: ".jsonl")
    let output = StrategyCompare.execute(["corpus", file.path, "--shard", "2/3", "--format", "json"])
    #expect(output.status == .success, "\(output.standardError)")
    let document = try JSONParser.parse(output.standardOutput)
    guard case .object(let families)? = document["corpus"]?["families"]?.kind else {
      Issue.record("no families")
      return
    }
    #expect(families.map(\.key) == ["entry1", "entry4"])
    #expect(CorpusShard(index: 2, count: 3)!.share(of: 7) == 2)
    #expect(CorpusShard(index: 1, count: 3)!.share(of: 7) == 3)
    #expect(CorpusShard(index: 3, count: 3)!.share(of: 2) == 0)
  }

  @Test("the same shard writes the same part, whatever --jobs")
  func partDeterministic() throws {
    let fixture = Fixture(count: 40)
    fixture.shard(2, of: 3, name: "a.json", ["--jobs", "1"])
    fixture.shard(2, of: 3, name: "b.json", ["--jobs", "4"])
    let first = try String(contentsOfFile: fixture.part("a.json"), encoding: .utf8)
    #expect(first == (try String(contentsOfFile: fixture.part("b.json"), encoding: .utf8)))
    #expect(first.hasPrefix("{\"format\":\"backstrategies-score-state/1\""))
    #expect(first.filter { $0 == "\n" }.count == 1 && first.hasSuffix("}\n"))
  }

  @Test("a generated corpus splits and merges too, and a whole run's part merges alone")
  func generatedAndWhole() {
    let directory = TemporaryDirectory()
    let parts = (1...3).map { k in
      let path = directory.path + "/g\(k).json"
      let output = StrategyCompare.execute(["corpus", "--generate", "30", "--seed", "4", "--shard", "\(k)/3", "--emit-scores", path])
      #expect(output.status == .success)
      return path
    }
    let whole = StrategyCompare.execute(["corpus", "--generate", "30", "--seed", "4", "--emit-scores", directory.path + "/all.json"])
    #expect(StrategyCompare.execute(["corpus", "merge"] + parts).standardOutput == whole.standardOutput)
    #expect(StrategyCompare.execute(["corpus", "merge", directory.path + "/all.json"]).standardOutput == whole.standardOutput)
  }

  @Test("parts record their --ios release: the same release merges exactly, different releases are refused")
  func releasesMergeOnlyAlike() {
    let directory = TemporaryDirectory()
    func part(_ k: Int, _ ios: String) -> String {
      let path = directory.path + "/i\(k)-\(ios).json"
      let output = StrategyCompare.execute(["corpus", "--generate", "20", "--shard", "\(k)/2", "--emit-scores", path, "--ios", ios])
      #expect(output.status == .success, "\(output.standardError)")
      return path
    }
    let whole = StrategyCompare.execute(["corpus", "--generate", "20", "--ios", "18"])
    #expect(StrategyCompare.execute(["corpus", "merge", part(1, "18"), part(2, "18")]).standardOutput == whole.standardOutput)
    let mixed = StrategyCompare.execute(["corpus", "merge", part(1, "18"), part(2, "26")])
    #expect(mixed.status != .success)
    #expect(mixed.standardError.contains("runs on iOS 26"), "\(mixed.standardError)")
  }

  @Test("a directory of trace files and JSON Lines splits and merges like one file")
  func directoryShards() {
    let corpus = TemporaryDirectory()
    let lines = CorpusCLITests.lines(count: 18, seed: 6)
    for (offset, line) in lines.prefix(5).enumerated() { corpus.write("a\(offset).json", line) }
    corpus.write("b.jsonl", lines.dropFirst(5).joined(separator: "\n\n"))
    let partsDirectory = TemporaryDirectory()
    let parts = (1...3).map { k in
      let path = partsDirectory.path + "/p\(k).json"
      let output = StrategyCompare.execute(["corpus", corpus.path, "--shard", "\(k)/3", "--emit-scores", path])
      #expect(output.status == .success, "\(output.standardError)")
      return path
    }
    let whole = StrategyCompare.execute(["corpus", corpus.path, "--format", "csv", "--by", "family"])
    let merged = StrategyCompare.execute(["corpus", "merge"] + parts.reversed() + ["--format", "csv", "--by", "family"])
    #expect(merged.standardOutput == whole.standardOutput)
    #expect(StrategyCompare.execute(["corpus", "merge"] + parts).standardOutput == StrategyCompare.execute(["corpus", corpus.path]).standardOutput)
  }

  @Test("more families than the limit: each shard below it, the merge counts the later ones as 'other' as one run does")
  func familyLimitAcrossShards() {
    // 100 families: entries 2j are family a<j>, entries 2j+1 family b<j>, so each of two
    // shards sees 50 families and the whole corpus 100.
    let base = CorpusGenerator(seed: 3).traces(count: 100)
    let lines = base.enumerated().map { offset, trace in
      var named = trace
      named.name = (offset % 2 == 0 ? "a" : "b") + "\(offset / 2)-\(offset)"
      return TraceEncoder.encodeJSON(named, pretty: false)
    }
    let fixture = Fixture(lines: lines)
    let parts = fixture.shards(2)
    for format in ["json", "csv"] {
      let whole = StrategyCompare.execute(["corpus", fixture.corpus, "--format", format, "--by", "family"])
      #expect(whole.standardOutput.contains(CorpusScores.otherFamily))
      let merged = StrategyCompare.execute(["corpus", "merge", parts[1], parts[0], "--format", format, "--by", "family"])
      #expect(merged.standardOutput == whole.standardOutput, "\(format) differs")
    }
  }

  @Test("one of several shards that saw more families than the limit is refused; a whole run's part is not")
  func overflowingShardRefused() {
    let lines = CorpusGenerator(seed: 3).traces(count: 140).enumerated().map { offset, trace in
      var named = trace
      named.name = "family\(offset)-0"
      return TraceEncoder.encodeJSON(named, pretty: false)
    }
    let fixture = Fixture(lines: lines)
    let parts = fixture.shards(2)
    let merged = StrategyCompare.execute(["corpus", "merge", parts[1], parts[0]])
    #expect(merged.status == .dataError)
    #expect(merged.standardError.hasPrefix("strategy-compare: error: \(parts[1]): its shard saw more than 64 families"))
    let whole = fixture.shard(1, of: 1, name: "whole.json", ["--format", "json", "--by", "family"])
    let alone = StrategyCompare.execute(["corpus", "merge", fixture.part("whole.json"), "--format", "json", "--by", "family"])
    #expect(alone.standardOutput == whole.standardOutput)
    #expect(alone.standardOutput.contains("\"\(CorpusScores.otherFamily)\""))
  }

  @Test("skipped entries: the merge lists the first ones in corpus order, as one run does")
  func skippedExamples() {
    var lines = CorpusCLITests.lines(count: 90, seed: 5)
    for index in stride(from: 1, to: 90, by: 3) { lines[index] = "{\"format\": \"backstrategies-trace/1\", broken \(index)}" }
    let fixture = Fixture(lines: lines)
    let parts = fixture.shards(4, ["--skip-invalid"])
    let whole = StrategyCompare.execute(["corpus", fixture.corpus, "--skip-invalid"])
    #expect(whole.standardOutput.contains("Skipped 30 invalid entries (--skip-invalid):"))
    #expect(whole.standardOutput.contains("… and 10 more"))
    let merged = StrategyCompare.execute(["corpus", "merge", parts[2], parts[0], parts[3], parts[1]])
    #expect(merged.standardOutput == whole.standardOutput)
    let json = StrategyCompare.execute(["corpus", "merge"] + parts + ["--format", "json"])
    #expect(json.standardOutput == StrategyCompare.execute(["corpus", fixture.corpus, "--skip-invalid", "--format", "json"]).standardOutput)
  }

  @Test("shards of one corpus at two paths merge, with a note, and the scores name shard 1's path")
  func corpusAtTwoPaths() throws {
    let fixture = Fixture(count: 16)
    let copy = fixture.part("copy.jsonl")
    try FileManager.default.copyItem(atPath: fixture.corpus, toPath: copy)
    fixture.shard(1, of: 2)
    let second = StrategyCompare.execute(["corpus", copy, "--shard", "2/2", "--emit-scores", fixture.part("p2.json")])
    #expect(second.status == .success)
    let merged = StrategyCompare.execute(["corpus", "merge", fixture.part("p2.json"), fixture.part("p1.json"), "--format", "json"])
    #expect(merged.standardOutput == StrategyCompare.execute(["corpus", fixture.corpus, "--format", "json"]).standardOutput)
    #expect(merged.standardError.hasPrefix("strategy-compare: note: the parts name their corpus differently"))
    #expect(merged.standardError.hasSuffix("the scores name shard 1's, '\(fixture.corpus)'\n"))
  }

  @Test("one part may come from standard input")
  func standardInputPart() throws {
    let fixture = Fixture(count: 20)
    let parts = fixture.shards(2)
    let piped = try [UInt8](Data(contentsOf: URL(fileURLWithPath: parts[1])))
    let merged = StrategyCompare.execute(["corpus", "merge", parts[0], "-"], readStandardInput: { piped })
    #expect(merged.standardOutput == StrategyCompare.execute(["corpus", fixture.corpus]).standardOutput)
    let twice = StrategyCompare.execute(["corpus", "merge", "-", "-"])
    #expect(twice.status == .usage)
  }

  /// Parts of runs that differ from shard 1's in `extra`, each refused with a message naming it.
  @Test(
    "parts of different runs are refused, naming the part",
    arguments: [
      (["--strategies", "system-edge"], "scores the strategies system-edge:shipped, but"),
      (["--model", "uikit26-legacy-pop"], "uses the model uikit26-legacy-pop, but"),
      (["--skip-invalid"], "has --skip-invalid on, but"),
      (["--intent", "back"], "has --intent back, but"),
    ])
  func differentRunsRefused(extra: [String], message: String) {
    let fixture = Fixture(count: 12)
    fixture.shard(1, of: 2)
    fixture.shard(2, of: 2, extra)
    let merged = StrategyCompare.execute(["corpus", "merge", fixture.part("p1.json"), fixture.part("p2.json")])
    #expect(merged.status == .dataError)
    #expect(merged.standardError.hasPrefix("strategy-compare: error: \(fixture.part("p2.json")): \(message)"), "\(merged.standardError)")
    #expect(merged.standardOutput.isEmpty)
  }

  @Test("a part with another --scene is refused")
  func differentSceneRefused() {
    let fixture = Fixture(count: 12)
    let scene = TemporaryFile(
      #"{"format": "backstrategies-trace/1", "name": "s", "stack": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "touches": []}"#)
    fixture.shard(1, of: 2, ["--scene", scene.path])
    fixture.shard(2, of: 2)
    let merged = StrategyCompare.execute(["corpus", "merge", fixture.part("p1.json"), fixture.part("p2.json")])
    #expect(merged.status == .dataError)
    #expect(merged.standardError.contains("\(fixture.part("p2.json")): has no --scene, but \(fixture.part("p1.json")) has one;"), "\(merged.standardError)")
  }

  @Test("shards of another corpus, another N, a shard twice or a shard missing are refused")
  func shardsRefused() {
    let fixture = Fixture(count: 12)
    let parts = fixture.shards(3)
    let other = Fixture(count: 12, seed: 8)
    other.shard(2, of: 3)
    fixture.shard(2, of: 4, name: "quarter.json")
    func merge(_ parts: [String]) -> StrategyCompare.Output { StrategyCompare.execute(["corpus", "merge"] + parts) }

    let corpus = merge([parts[0], other.part("p2.json"), parts[2]])
    #expect(corpus.status == .dataError)
    #expect(corpus.standardError.contains("\(other.part("p2.json")): scores the corpus '\(other.corpus)' (12 entries,"))
    #expect(corpus.standardError.contains("shards of different corpora cannot be merged"))

    let count = merge([parts[0], fixture.part("quarter.json")])
    #expect(count.standardError.contains("\(fixture.part("quarter.json")): is shard 2/4 but \(parts[0]) is shard 1/3"))

    let twice = merge([parts[0], parts[1], parts[1], parts[2]])
    #expect(twice.standardError.contains("\(parts[1]): is shard 2/3, as is \(parts[1]); each shard is merged once"))

    let missing = merge([parts[2]])
    #expect(missing.status == .dataError)
    #expect(missing.standardError.hasPrefix("strategy-compare: error: shards 1/3, 2/3 missing: a merge needs all 3 parts"))
  }

  @Test("a part of another version, a file that is no part, a broken part and a missing file are refused")
  func badPartsRefused() throws {
    let fixture = Fixture(count: 12)
    let parts = fixture.shards(2)
    let text = try String(contentsOfFile: parts[1], encoding: .utf8)
    let otherVersion = TemporaryFile(text.replacingOccurrences(of: HelpText.version, with: "strategy-compare 9.9.9"))
    let version = StrategyCompare.execute(["corpus", "merge", parts[0], otherVersion.path])
    #expect(version.standardError.contains("\(otherVersion.path): was written by 'strategy-compare 9.9.9', but \(parts[0]) has"))

    let trace = TemporaryFile(CorpusCLITests.lines(count: 1)[0])
    let notPart = StrategyCompare.execute(["corpus", "merge", trace.path])
    #expect(notPart.status == .dataError)
    #expect(notPart.standardError.contains("\(trace.path): format: 'backstrategies-trace/1' is not backstrategies-score-state/1"))

    let cut = TemporaryFile(String(text.prefix(300)))
    let broken = StrategyCompare.execute(["corpus", "merge", cut.path])
    #expect(broken.status == .dataError)
    #expect(broken.standardError.hasPrefix("strategy-compare: error: \(cut.path): line 1, column "))

    let edited = TemporaryFile(
      text.replacingOccurrences(of: #""totals":\{"traces":[0-9]+"#, with: #""totals":{"traces":"six""#, options: .regularExpression))
    let mistyped = StrategyCompare.execute(["corpus", "merge", edited.path])
    #expect(mistyped.standardError.contains("\(edited.path): totals.traces: expected a whole number of at least 0, found a string"))

    let absent = StrategyCompare.execute(["corpus", "merge", fixture.part("absent.json")])
    #expect(absent.status == .noInput)
  }

  @Test(
    "bad --shard, --emit-scores and merge arguments are usage errors",
    arguments: [
      (["corpus", "--generate", "4", "--shard", "0/4"], "--shard 0/4: K must be from 1 to N"),
      (["corpus", "--generate", "4", "--shard", "5/4"], "--shard 5/4: K must be from 1 to N"),
      (["corpus", "--generate", "4", "--shard", "1/0"], "--shard 1/0: K must be from 1 to N"),
      (["corpus", "--generate", "4", "--shard", "two"], "--shard takes K/N (shard K of N, e.g. 2/4), got 'two'"),
      (["corpus", "--generate", "4", "--shard", "1/2/3"], "--shard takes K/N"),
      (["corpus", "--generate", "4", "--emit-scores", "-"], "--emit-scores -: the scores go to standard output"),
      (["corpus", "--generate", "4", "--describe", "--shard", "1/2"], "--describe prints no scores"),
      (["corpus", "--generate", "4", "--emit", "/nonexistent/x", "--emit-scores", "/nonexistent/x"], "--emit and --emit-scores name the same file"),
      (["corpus", "merge"], "corpus merge needs the PART.json files"),
      (["corpus", "merge", "a.json", "--format", "svg"], "unknown format 'svg'"),
      (["corpus", "merge", "a.json", "--shard", "1/2"], "unknown option '--shard' for corpus merge"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let output = StrategyCompare.execute(arguments)
    #expect(output.status == .usage)
    #expect(output.standardError.hasPrefix("strategy-compare: error: \(message)"), "\(output.standardError)")
  }

  @Test("parts in which no shard scored a trace are refused as the unsplit run is (exit 65)")
  func mergeOfNothing() {
    // Every entry invalid: each shard skips its own and writes its part; the whole holds no trace.
    let invalid = Fixture(lines: ["not json", "{\"format\": 1}", "[]"])
    let parts = invalid.shards(2, ["--skip-invalid"])
    let merged = StrategyCompare.execute(["corpus", "merge"] + parts)
    #expect(merged.status == .dataError)
    #expect(merged.standardOutput.isEmpty)
    #expect(merged.standardError == "strategy-compare: error: \(invalid.corpus) (merged from 2 parts): no trace to score: all 3 entries are invalid (skipped by --skip-invalid)\n")
    let unsplit = StrategyCompare.execute(["corpus", invalid.corpus, "--skip-invalid"])
    #expect(unsplit.status == .dataError && unsplit.standardError.contains("no trace to score: all 3 entries are invalid"))
    // Unlabelled traces only: the merge asks for --intent, as the unsplit run does.
    let unlabelled = Fixture(lines: [CLIErrorTests.trace(), CLIErrorTests.trace()].map { $0.replacingOccurrences(of: "\n", with: "") })
    let merge = StrategyCompare.execute(["corpus", "merge"] + unlabelled.shards(2))
    #expect(merge.status == .dataError)
    #expect(merge.standardError.contains("no trace has an intent: pass --intent"))
  }

  @Test("--emit-scores never overwrites the corpus it reads")
  func emitScoresOntoInput() throws {
    let fixture = Fixture(count: 4)
    let before = try String(contentsOfFile: fixture.corpus, encoding: .utf8)
    let output = StrategyCompare.execute(["corpus", fixture.corpus, "--emit-scores", fixture.corpus])
    #expect(output.status == .cantCreate)
    #expect(try String(contentsOfFile: fixture.corpus, encoding: .utf8) == before)
  }

  @Test("help: corpus lists --shard and --emit-scores, corpus merge has its own page, within 80 columns")
  func help() {
    let corpus = StrategyCompare.execute(["corpus", "--help"]).standardOutput
    #expect(corpus.contains("--shard K/N") && corpus.contains("--emit-scores PART.json"))
    let merge = StrategyCompare.execute(["corpus", "merge", "--help"]).standardOutput
    #expect(merge.hasPrefix("strategy-compare corpus merge:"))
    #expect(StrategyCompare.execute(["help", "corpus", "merge"]).standardOutput == merge)
    for line in (corpus + merge).split(separator: "\n") where line.contains("shard") || line.contains("merge") || line.contains("part") {
      #expect(line.count <= 80, "\(line)")
    }
    for line in merge.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
  }

}
