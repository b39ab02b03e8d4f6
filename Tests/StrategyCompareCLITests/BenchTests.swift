import Testing
@testable import BackStrategies
@testable import StrategyCompareCLI
@testable import BackStrategiesReport
@testable import BackStrategiesImport
@testable import BackStrategiesSupport

/// `bench --quick` runs and reports every section. No test asserts a time.
@Suite("Bench")
struct BenchTests {
  /// One `bench --quick` measurement, printed as JSON and as a table by the two tests that read
  /// it: what `bench --quick --format json` and `bench --quick` print (`BenchCommand.run(format:)`
  /// is `measure()` then the one or the other). Measuring is most of this suite's time in a debug
  /// build, so it is done once; `bench --only` and the baseline tests below go through the
  /// command line.
  static let quick = BenchCommand(size: .quick, catalog: StrategyCatalog.builtIn).measure()

  /// ``quick`` as `bench --quick --format json` prints it.
  static var quickJSON: String { BenchReport.json(header: quick.header, rows: quick.rows, targets: quick.targets) }

  /// ``quick`` as `bench --quick` prints it.
  static var quickTable: String { BenchReport.table(header: quick.header, rows: quick.rows, targets: quick.targets) }

  @Test("bench --quick --format json reports decode, floor, every strategy, matrix, corpus and doubt; --memory-probe reports a peak")
  func quickBench() throws {
    // The memory rows run this executable as a child; in the test runner that child is the test
    // binary, so the rows only have to be present (measured or "not measured: …").
    let document = try JSONParser.parse(Self.quickJSON)
    #expect(document["format"]?.kind == .string("backstrategies-bench/1"))
    guard case .array(let rows)? = document["rows"]?.kind else { Issue.record("rows"); return }
    func names(_ section: String) -> [String] {
      rows.compactMap { row in
        guard row["section"]?.kind == .string(section), case .string(let name)? = row["name"]?.kind else { return nil }
        return name
      }
    }
    #expect(names("decode") == ["json", "csv"])
    #expect(names("reference") == ["json, precise path only", "csv, precise path only", "json, Foundation JSONDecoder"])
    #expect(names("floor").count == 1)
    #expect(names("strategy") == StrategyCatalog.builtIn.allSelections.map(\.label))
    // The strategy rows run each trace once; what weighing the open choices adds is its own row.
    #expect(names(BenchCommand.weighedSection) == ["\(StrategyCatalog.builtIn.allSelections.count) strategies, open choices weighed"])
    #expect(names("matrix").count == 1)
    #expect(names("corpus").count >= 1)
    #expect(names("corpus-file").count == names("corpus").count)
    // What weighing the open choices costs: the same corpus without and with --doubt, the ratio
    // in the second row's note.
    #expect(names("doubt").count == 2 && names("doubt").last?.hasSuffix(", --doubt") == true)
    func notes(_ section: String) -> [String] {
      rows.compactMap { row in
        guard row["section"]?.kind == .string(section), case .string(let note)? = row["note"]?.kind else { return nil }
        return note
      }
    }
    // The decode rows are checked against the targets; the reference rows give the ratio.
    #expect(notes("decode").count == 2 && notes("decode").allSatisfy { $0.hasPrefix("target ≥ ") })
    #expect(notes("reference").count == 3 && notes("reference").allSatisfy { $0.hasPrefix("the fast path ×") })
    #expect(notes("doubt").count == 1 && notes("doubt").allSatisfy { $0.contains(" the run without; target ≤ ") })
    for row in rows where row["section"]?.kind == .string("corpus-file") {
      guard case .number(let rate)? = row["ratePerSecond"]?.kind else { Issue.record("corpus-file rate"); continue }
      #expect(rate > 0)
    }
    #expect(names("memory").count == 2)
    for row in rows where row["section"]?.kind == .string("strategy") {
      guard case .number(let ratio)? = row["ratioToFloor"]?.kind else { Issue.record("ratioToFloor"); continue }
      #expect(ratio > 0)
    }
    let probe = StrategyCompare.execute(["bench", "--memory-probe", "20"])
    #expect(probe.status == .success)
    #expect(probe.standardOutput.hasPrefix("traces 20 peakResidentBytes "))
  }

  @Test("the strategy section: one row per preset run once per trace, beside the floor, then one weighed row after them")
  func weighedRow() throws {
    var catalog = StrategyCatalog()
    try catalog.register(SystemEdgeStrategy.self)
    let presets = catalog.allSelections.map(\.label)
    let bench = BenchCommand(size: .quick, catalog: catalog, sections: [.floor, .strategy])
    let report = bench.measure(progress: BenchProgress(sections: bench.sections, baseline: false, line: ProgressLine(enabled: false)))
    #expect(report.rows.map(\.section) == ["floor"] + presets.map { _ in "strategy" } + [BenchCommand.weighedSection])
    #expect(report.rows.filter { $0.section == "strategy" }.map(\.name) == presets)
    for row in report.rows where row.section == "strategy" {
      #expect(row.ratioToFloor != nil, "a single-run row is divided by the floor timed beside it")
      #expect(row.measurement.seconds.count == BenchCommand.Size.quick.repetitions)
    }
    guard let weighed = report.rows.last, weighed.section == BenchCommand.weighedSection else { Issue.record("no weighed row"); return }
    #expect(weighed.name == "\(presets.count) strategies, open choices weighed")
    #expect(weighed.measurement.seconds.count == BenchCommand.Size.quick.repetitions)
    // The quick size runs the scenarios once: the weighed row runs them once too (its share of
    // the workload is never less than the scenarios once).
    #expect(BenchCommand.Size.quick.copies / BenchCommand.weighedWorkloadShare < 1)
    #expect(weighed.unit == "events" && weighed.work == Double(Workload(copies: 1).sampleCount * presets.count))
    #expect(weighed.note?.contains("on \(Scenarios.all.count) of the workload's traces") == true)
    #expect(weighed.ratioToFloor == nil, "it is compared with the same runs unweighed, not with the floor")
    let note = try #require(weighed.note)
    #expect(note.hasPrefix("×") && note.contains(" the same \(presets.count) with one run per trace ("), "\(note)")
    // The summary's target counts the single-run rows only.
    let summary = try #require(report.targets.first)
    #expect(summary.detail.contains(" of \(presets.count);"), "\(summary.detail)")
    // The two kinds of run the rows time: weighing off for the rows, on for the weighed row.
    #expect(!BenchCommand.singleRun.weighsOpenChoices && BenchCommand.weighedRun.weighsOpenChoices)
    #expect(!BenchCommand.singleRun.recordTimeline && !BenchCommand.singleRun.recordEvents)
  }

  @Test("work compared as a ratio is timed in alternation: warm-ups, then rounds of each in turn")
  func interleavedMeasurement() {
    var calls: [String] = []
    let (measurements, checksum) = Measurement.takeInterleaved(
      warmUps: 1, repetitions: 3,
      [
        { calls.append("a"); return 1 },
        { calls.append("b"); return 10 },
      ])
    #expect(calls == ["a", "b", "a", "b", "a", "b", "a", "b"])
    #expect(measurements.map(\.seconds.count) == [3, 3], "one measurement per piece of work, the warm-up untimed")
    #expect(checksum == 4 * 11)
  }

  @Test("bench --only runs the sections named, in the usual order, and refuses an unknown one")
  func onlySections() throws {
    let output = StrategyCompare.execute(["bench", "--quick", "--only", "reference,decode", "--format", "json"])
    #expect(output.status == .success)
    let document = try JSONParser.parse(output.standardOutput)
    guard case .array(let rows)? = document["rows"]?.kind else { Issue.record("rows"); return }
    let sections = rows.compactMap { row -> String? in
      guard case .string(let section)? = row["section"]?.kind else { return nil }
      return section
    }
    #expect(sections == ["decode", "decode", "reference", "reference", "reference"])
    let unknown = StrategyCompare.execute(["bench", "--only", "decod"])
    #expect(unknown.status == .usage)
    #expect(unknown.standardError.contains("unknown bench section 'decod'; did you mean 'decode'?"))
    #expect(StrategyCompare.execute(["list", "--only", "decode"]).status == .usage)
  }

  @Test("bench refuses csv and a bad probe size")
  func usage() {
    #expect(StrategyCompare.execute(["bench", "--format", "csv"]).status == .usage)
    #expect(StrategyCompare.execute(["bench", "--memory-probe", "x"]).status == .usage)
    #expect(StrategyCompare.execute(["run", "tap", "--quick"]).status == .usage)
  }

  // MARK: For users: width, wording, progress

  /// Words of `text` that look like a commit hash: 7 to 40 hexadecimal digits, at least one a
  /// letter and one a digit (a decimal count such as a checksum is not one).
  static func hashLikeWords(_ text: String) -> [Substring] {
    text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).filter { word in
      (7...40).contains(word.count) && word.allSatisfy(\.isHexDigit) && word.contains(where: \.isLetter)
        && word.contains(where: \.isNumber)
    }
  }

  /// Issue references (`#28`) in `text`.
  static func issueReferences(_ text: String) -> [Substring] {
    var found: [Substring] = []
    var rest = text[...]
    while let hash = rest.firstIndex(of: "#") {
      let after = rest[rest.index(after: hash)...]
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty { found.append(rest[hash..<digits.endIndex]) }
      rest = after
    }
    return found
  }

  @Test("bench --quick: every line within 100 columns, no issue number, no commit hash; the header names the tool and the build")
  func quickTableForUsers() {
    let output = Self.quickTable
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      #expect(TextWrapping.displayWidth(line) <= BenchReport.lineWidth, "\(line.count) columns: \(line)")
    }
    #expect(Self.issueReferences(output).isEmpty, "\(Self.issueReferences(output))")
    #expect(Self.hashLikeWords(output).isEmpty, "\(Self.hashLikeWords(output))")
    #expect(lines.first?.hasPrefix("\(ToolVersion.text) bench: \(BenchReport.buildKind) build, ") == true)
    if BenchReport.buildKind == "debug" {
      #expect(output.contains("'swift run -c release strategy-compare bench'"), "a debug build says to measure a release one")
    }
    #expect(output.contains("targets (docs/performance.md says where each comes from)"))
    #expect(output.contains("needs --baseline PATH"))
  }

  @Test("the finders of issue numbers and hashes find them")
  func findersFind() {
    #expect(Self.issueReferences("targets (issue #28, restated by #45); a # alone") == ["#28", "#45"])
    #expect(Self.hashLikeWords("a build of c679623 and 8b08691; checksum 11982715422; decade") == ["c679623", "8b08691"])
  }

  @Test("long names, notes and a baseline path wrap within 100 columns, the path whole")
  func layoutOfLongRows() {
    let header = BenchReport.Header(
      build: "release", cores: 2, quick: false, workload: "a workload", warmUps: 1, repetitions: 5, checksum: 1)
    let time = Measurement(seconds: [1.2345, 1.5, 1.1])
    let path = "/Users/someone/builds/previous-release/.build/release/strategy-compare"
    let rows = [
      BenchCommand.Row(section: "strategy", name: "target-forwarding:seed004-after-way-1", measurement: time, work: 320_600, unit: "events", ratioToFloor: 10.57,
        note: BenchTargets.verdict(10.57, atMost: 1.5)),
      BenchCommand.Row(section: "corpus-file", name: "10000 traces × 12 from a .jsonl file, 2 jobs", measurement: time, work: 10_000, unit: "traces",
        ratioToFloor: nil,
        note: "speed-up ×1.67; target ≥ 120.0 k/s: not met (×0.13); speed-up target ≥ 1.8×: not met (×0.93); two-core target ≥ 1.9×: not met (×0.88)"),
      BenchCommand.Row(section: "memory", name: "peak RSS, 100000 traces", measurement: Measurement(seconds: []), work: 0, unit: "", ratioToFloor: nil,
        note: "28.4 MiB, ×1.06 the smaller run; target ≤ 1.10×: met"),
      BenchCommand.Row(section: "baseline", name: "10000 traces × 12, 1 job ÷ \(path)", measurement: Measurement(seconds: []), work: 0, unit: "",
        ratioToFloor: nil, note: "×1.83: 9.9 k runs/s against 5.4 k runs/s of the baseline (a run: a trace × a strategy); target ≥ 3.0×: not met (×0.61)"),
    ]
    let targets = [
      BenchTargets.Summary(name: "one-job corpus over the baseline", value: 1.83, goal: 3, met: false,
        detail: "×1.83: 9.9 k runs/s against 5.4 k runs/s of the baseline (a run: a trace × a strategy)")
    ]
    let table = BenchReport.table(header: header, rows: rows, targets: targets)
    for line in table.split(separator: "\n") {
      #expect(TextWrapping.displayWidth(line) <= BenchReport.lineWidth, "\(line.count) columns: \(line)")
    }
    #expect(
      table.contains("baseline    10000 traces × 12, 1 job ÷\n" + String(repeating: " ", count: BenchReport.columns.section) + path + "\n"),
      "the baseline named by the path given, whole on its line")
    #expect(table.contains("corpus-file 10000 traces × 12 from a .jsonl file, 2 jobs\n"), "a long name on a line of its own")
    #expect(
      table.contains("memory      peak RSS, 100000 traces\n" + BenchReport.noteIndent + "28.4 MiB, ×1.06 the smaller run; target ≤ 1.10×: met\n"),
      "a figure too long for the row's line under it")
    #expect(table.contains("\n" + BenchReport.noteIndent + "target ≤ 1.50×: not met (×7.05)\n"), "a note on its own line under the name")
  }

  @Test("the progress line: section, share done and time left, weighted by each section's usual cost")
  func progress() {
    let all = BenchProgress(sections: Set(BenchSection.allCases), baseline: false, line: ProgressLine(enabled: false))
    #expect(all.share(in: .decode, fraction: 0) == 0)
    let total = BenchProgress.typicalSeconds.values.reduce(0, +)
    let strategyStart = [BenchSection.decode, .reference, .floor].compactMap { BenchProgress.typicalSeconds[$0] }.reduce(0, +)
    all.finished(.decode)
    all.finished(.reference)
    all.finished(.floor)
    #expect(abs(all.share(in: .strategy, fraction: 0.5) - (strategyStart + BenchProgress.typicalSeconds[.strategy]! / 2) / total) < 1e-9)
    let some = BenchProgress(sections: [.decode, .memory], baseline: false, line: ProgressLine(enabled: false))
    some.finished(.decode)
    #expect(abs(some.share(in: .memory, fraction: 1) - 1) < 1e-9, "only the sections that run count")
    let withBaseline = BenchProgress(sections: [.corpus, .memory], baseline: true, line: ProgressLine(enabled: false))
    #expect(withBaseline.share(in: .corpus, fraction: 1) > BenchProgress(sections: [.corpus, .memory], baseline: false, line: ProgressLine(enabled: false)).share(in: .corpus, fraction: 1))
    #expect(BenchProgress.text(section: .strategy, step: "12 of 41", share: 0.25, elapsed: 30) == "bench: strategy 12 of 41  25 % done  about 1 min 30 s left")
    #expect(BenchProgress.text(section: .decode, step: nil, share: 0, elapsed: 0) == "bench: decode  0 % done", "no estimate before any share is done")
    #expect(BenchProgress.duration(44.2) == "45 s")
    #expect(BenchProgress.duration(330) == "5 min 30 s")
  }

  @Test("a progress line made while bench's owns standard error draws nothing")
  func mutedProgress() {
    ProgressLine.$isMuted.withValue(true) {
      #expect(ProgressLine().isEnabled == false)
    }
  }
}
