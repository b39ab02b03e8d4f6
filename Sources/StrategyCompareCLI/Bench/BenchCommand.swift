import BackStrategies
import Foundation
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `strategy-compare bench`: how fast decoding and simulation are, measured in this process.
///
/// Sections (``BenchSection``; each a warm-up, then repeated runs; median and spread reported):
/// 1. **decode**: samples decoded per second, JSON and CSV, against ``BenchTargets``;
/// 2. **reference**: the same bytes decoded by the precise paths alone and by Foundation's
///    `JSONDecoder` into `Codable` structs, and how many times faster the decoder is;
/// 3. **floor**: decode plus one pass over the touches, no strategy: the cost of reading a trace;
/// 4. **strategies**: touch events simulated per second by each strategy and preset on the
///    workload, one run per trace (timeline off, the open choices not weighed), and the ratio of
///    its time to the floor's on the same traces (the two timed in alternation); then one
///    `weighed` row: every strategy with the open choices weighed, against the same runs
///    without weighing, in alternation;
/// 5. **matrix**: wall time of the default run (every scenario × every default strategy);
/// 6. **corpus**: generated traces scored per second with one job and with every core (timed in
///    alternation), and the speed-up;
/// 7. **corpus-file**: the same for a JSON Lines file on disk, decoding included, against
///    ``BenchTargets``;
/// 8. **doubt**: a tenth of that corpus scored with one job without and with `--doubt` (timed
///    in alternation), and the ratio against ``BenchTargets/doubtCostRatio``;
/// 9. **memory**: peak resident memory of corpus runs of two sizes, each in a child process.
///
/// The workload is the built-in scenarios, repeated (``Workload``): it mixes edge and
/// mid-screen swipes, flicks, scrolls over carousels and lists, dwells and taps.
struct BenchCommand {
  /// How much work each section does.
  struct Size: Sendable {
    /// Copies of the scenario set in the workload.
    var copies: Int
    /// Untimed runs before timing.
    var warmUps: Int
    /// Timed runs.
    var repetitions: Int
    /// Traces in the corpus section's generated corpus.
    var corpusTraces: Int
    /// Corpus sizes whose peak memory is compared (small, large).
    var memoryTraces: (small: Int, large: Int)

    /// `--quick`: enough to prove every section runs, in seconds in a release build and in
    /// well under a minute of work in a debug one (the scenarios once, two timed runs, no
    /// warm-up; its figures are not worth quoting).
    static let quick = Size(copies: 1, warmUps: 0, repetitions: 2, corpusTraces: 100, memoryTraces: (200, 2_000))
    /// The default: the issue's sizes (a 10,000-trace corpus; memory at 10,000 and 100,000).
    static let full = Size(copies: 200, warmUps: 1, repetitions: 5, corpusTraces: 10_000, memoryTraces: (10_000, 100_000))
  }

  /// One line of the report.
  struct Row: Sendable {
    var section: String
    var name: String
    var measurement: Measurement
    /// Units of work per run (samples, events, traces), for the rate.
    var work: Double
    var unit: String
    var ratioToFloor: Double?
    /// A figure that is not a time (speed-up, bytes), shown instead of a rate.
    var note: String? = nil
  }

  let size: Size
  let catalog: StrategyCatalog
  /// The sections to run (`--only`); every section by default.
  var sections: Set<BenchSection> = Set(BenchSection.allCases)
  /// Another build measured in the same run (`--baseline PATH`): its one-job corpus rate,
  /// taken before and after this build's, for the target "3× the previous release".
  var baseline: BaselineBench?

  /// What a run measured: the header, the rows and the targets' verdicts.
  struct Report: Sendable {
    var header: BenchReport.Header
    var rows: [Row]
    var targets: [BenchTargets.Summary]
  }

  /// Measures every section, with a progress line on standard error (``BenchProgress``), and
  /// prints the report as a table or as JSON.
  func run(format: OutputFormat) -> String {
    let report = measure()
    return format == .json
      ? BenchReport.json(header: report.header, rows: report.rows, targets: report.targets)
      : BenchReport.table(header: report.header, rows: report.rows, targets: report.targets)
  }

  /// Measures every section; `progress` says where the run is (by default a line on a terminal).
  func measure(progress: BenchProgress? = nil) -> Report {
    let progress = progress ?? BenchProgress(sections: sections, baseline: baseline != nil)
    defer { progress.finish() }
    // The corpus sections score through `corpus`'s pipeline, which draws its own progress line:
    // muted here, so that bench's line is the only one.
    return ProgressLine.$isMuted.withValue(true) { measureSections(progress: progress) }
  }

  private func measureSections(progress: BenchProgress) -> Report {
    let workload = Workload(copies: size.copies)
    var rows: [Row] = []
    var checksum = 0
    func measure(_ work: () -> Int) -> Measurement {
      let (measurement, sum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions, work)
      checksum &+= sum
      return measurement
    }
    /// Several pieces of work timed in alternation (``Measurement/takeInterleaved(warmUps:repetitions:_:)``),
    /// for figures that are ratios of each other.
    func measureInterleaved(_ works: [() -> Int]) -> [Measurement] {
      let (measurements, sum) = Measurement.takeInterleaved(warmUps: size.warmUps, repetitions: size.repetitions, works)
      checksum &+= sum
      return measurements
    }
    let samples = Double(workload.sampleCount)

    if sections.contains(.decode) || sections.contains(.reference) {
      progress.report(sections.contains(.decode) ? .decode : .reference, fraction: 0)
      let json = measure { workload.decodeJSON().reduce(0) { $0 &+ $1.touches.count } }
      let csv = measure { workload.decodeCSV().reduce(0) { $0 &+ $1.touches.count } }
      let jsonRate = samples / max(json.median, Self.shortestTime)
      let csvRate = samples / max(csv.median, Self.shortestTime)
      if sections.contains(.decode) {
        rows.append(
          Row(section: "decode", name: "json", measurement: json, work: samples, unit: "samples", ratioToFloor: nil,
            note: BenchTargets.verdict(jsonRate, atLeast: BenchTargets.jsonSamplesPerSecond)))
        rows.append(
          Row(section: "decode", name: "csv", measurement: csv, work: samples, unit: "samples", ratioToFloor: nil,
            note: BenchTargets.verdict(csvRate, atLeast: BenchTargets.csvSamplesPerSecond)))
        progress.finished(.decode)
      }
      if sections.contains(.reference) {
        progress.report(.reference, fraction: 0, step: "precise paths")
        let precise = measure { workload.decodeJSONPrecisely().reduce(0) { $0 &+ $1.touches.count } }
        rows.append(
          Row(section: "reference", name: "json, precise path only", measurement: precise, work: samples, unit: "samples",
            ratioToFloor: nil, note: "the fast path ×\(Self.ratio(precise, json))"))
        let preciseCSV = measure { workload.decodeCSVPrecisely().reduce(0) { $0 &+ $1.touches.count } }
        rows.append(
          Row(section: "reference", name: "csv, precise path only", measurement: preciseCSV, work: samples, unit: "samples",
            ratioToFloor: nil, note: "the fast path ×\(Self.ratio(preciseCSV, csv))"))
        progress.report(.reference, fraction: BenchProgress.foundationDecoderStart, step: "Foundation's JSONDecoder")
        let documents = workload.jsonDocuments.map { Data($0) }
        let decoder = JSONDecoder()
        let foundation = measure { FoundationReference.decode(documents, with: decoder) }
        rows.append(
          Row(section: "reference", name: "json, Foundation JSONDecoder", measurement: foundation, work: samples,
            unit: "samples", ratioToFloor: nil, note: "the fast path ×\(Self.ratio(foundation, json))"))
        progress.finished(.reference)
      }
    }
    var targets: [BenchTargets.Summary] = []
    let floorWork = {
      workload.decodeJSON().reduce(0) { total, trace in
        trace.touches.reduce(total) { $0 &+ Int($1.location.x) &+ $1.phase.rawValue.utf8.count }
      }
    }
    if sections.contains(.floor) {
      progress.report(.floor, fraction: 0)
      let floor = measure(floorWork)
      rows.append(Row(section: "floor", name: "decode + one pass", measurement: floor, work: samples, unit: "samples", ratioToFloor: nil))
      progress.finished(.floor)
    }

    let traces = workload.traces
    if sections.contains(.strategy) {
      var ratios: [(label: String, ratio: Double)] = []
      let all = catalog.allSelections
      for (index, selection) in all.enumerated() {
        progress.report(
          .strategy, fraction: Double(index) / Double(all.count) * (1 - BenchProgress.weighedRowShare),
          step: "\(index + 1) of \(all.count)")
        // One run per trace: the open choices are not weighed here (the `weighed` row below).
        let strategyWork = { traces.reduce(0) { $0 &+ selection.run(on: $1, options: Self.singleRun).transitions.count } }
        // Each strategy is timed in alternation with the floor and divided by that floor, so
        // the ratio does not depend on how busy the machine was when the floor row was taken.
        let measurement: Measurement
        var ratio: Double?
        if sections.contains(.floor) {
          let paired = measureInterleaved([floorWork, strategyWork])
          measurement = paired[1]
          ratio = paired[1].median / max(paired[0].median, Self.shortestTime)
        } else {
          measurement = measure(strategyWork)
        }
        if let ratio { ratios.append((selection.label, ratio)) }
        rows.append(
          Row(
            section: "strategy", name: selection.label, measurement: measurement, work: samples,
            unit: "events", ratioToFloor: ratio,
            note: ratio.map { BenchTargets.verdict($0, atMost: BenchTargets.strategyToFloorRatio) }))
      }
      targets.append(Self.strategySummary(ratios))
      progress.report(.strategy, fraction: 1 - BenchProgress.weighedRowShare, step: "open choices weighed")
      let weighedCopies = max(1, size.copies / Self.weighedWorkloadShare)
      rows.append(
        weighedRow(
          workload: Workload(copies: weighedCopies), selections: all, measure: measureInterleaved))
      progress.finished(.strategy)
    }

    let selections = catalog.defaultSelections
    if sections.contains(.matrix) {
      progress.report(.matrix, fraction: 0)
      let matrix = measure {
        ComparisonMatrix(traces: Scenarios.all, selections: selections, options: RunOptions(weighsOpenChoices: true)).rows.count
      }
      rows.append(
        Row(section: "matrix", name: "\(Scenarios.all.count) scenarios × \(selections.count) strategies", measurement: matrix,
          work: Double(Scenarios.all.count * selections.count), unit: "runs", ratioToFloor: nil))
      progress.finished(.matrix)
    }

    let cores = ProcessInfo.processInfo.activeProcessorCount
    let corpusCount = size.corpusTraces
    let jobCounts = Array(Set([1, cores])).sorted()
    if sections.contains(.corpus) {
      progress.report(.corpus, fraction: 0, step: baseline == nil ? nil : "the baseline")
      let baselineBefore = baseline?.corpusRate(quick: size.copies == Size.quick.copies)
      var serialMedian = 0.0
      progress.report(.corpus, fraction: baseline == nil ? 0 : BenchProgress.baselineRunShare)
      // One job and every core in alternation: the speed-up compares runs taken side by side.
      let measurements = measureInterleaved(
        jobCounts.map { jobs in { CorpusBench.score(traces: corpusCount, jobs: jobs, selections: selections) } })
      for (jobs, measurement) in zip(jobCounts, measurements) {
        var note: String?
        if jobs == 1 {
          serialMedian = measurement.median
        } else {
          let speedUp = serialMedian / max(measurement.median, Self.shortestTime)
          note = "speed-up ×\(NumberFormatting.fixed(speedUp, 2)); " + BenchTargets.verdict(speedUp, atLeast: BenchTargets.twoCoreSpeedUp, unit: "×")
          targets.append(Self.speedUpSummary(speedUp, of: "generated corpus", jobs: jobs))
        }
        rows.append(
          Row(
            section: "corpus", name: "\(corpusCount) traces × \(selections.count), \(jobs) job\(jobs == 1 ? "" : "s")",
            measurement: measurement, work: Double(corpusCount), unit: "traces", ratioToFloor: nil, note: note))
      }
      if baseline == nil {
        // Every target is listed, also one this run cannot measure.
        targets.append(
          BenchTargets.Summary(
            name: Self.baselineSummaryName, value: nil, goal: BenchTargets.corpusSpeedUpOverBaseline, met: nil,
            detail: "needs --baseline PATH: another build's strategy-compare, measured in the same run"))
      }
      if let baseline, let baselineBefore {
        progress.report(.corpus, fraction: 1 - BenchProgress.baselineRunShare, step: "the baseline")
        let baselineAfter = baseline.corpusRate(quick: size.copies == Size.quick.copies)
        // Runs (a trace × a strategy) per second, as the baseline's rate is counted.
        let thisRate = Double(corpusCount * selections.count) / max(serialMedian, Self.shortestTime)
        let (row, summary) = Self.baselineComparison(
          this: thisRate, before: baselineBefore, after: baselineAfter, executable: baseline.executable,
          name: "\(corpusCount) traces × \(selections.count), 1 job")
        rows.append(row)
        targets.append(summary)
      }
      progress.finished(.corpus)
    }

    if sections.contains(.corpusFile) {
      progress.report(.corpusFile, fraction: 0)
      rows += corpusFileRows(traces: corpusCount, jobCounts: jobCounts, selections: selections, measure: measureInterleaved, targets: &targets)
      progress.finished(.corpusFile)
    }

    if sections.contains(.doubt) {
      progress.report(.doubt, fraction: 0)
      // Its bound is this project's, not an issue's: checked in the row's note, as the decode
      // rows check theirs.
      rows += doubtRows(traces: max(1, corpusCount / Self.doubtCorpusShare), selections: selections, measure: measureInterleaved)
      progress.finished(.doubt)
    }

    if sections.contains(.memory) {
      var peaks: [Int] = []
      for count in [size.memoryTraces.small, size.memoryTraces.large] {
        progress.report(.memory, fraction: count == size.memoryTraces.small ? 0 : BenchProgress.largerMemoryRunStart, step: "\(count) traces")
        switch CorpusBench.peakMemoryOfChild(traces: count) {
        case .success(let bytes):
          peaks.append(bytes)
          let growth = peaks.count == 2 ? ", ×\(NumberFormatting.fixed(Double(bytes) / Double(max(peaks[0], 1)), 2)) the smaller run" : ""
          var verdict = ""
          if peaks.count == 2 {
            let ratio = Double(bytes) / Double(max(peaks[0], 1))
            verdict = "; " + BenchTargets.verdict(ratio, atMost: BenchTargets.flatMemoryGrowth)
            targets.append(
              BenchTargets.Summary(
                name: "memory flat", value: ratio, goal: BenchTargets.flatMemoryGrowth, met: ratio <= BenchTargets.flatMemoryGrowth,
                detail: "peak at \(count) traces ×\(NumberFormatting.fixed(ratio, 2)) the peak at \(size.memoryTraces.small) (≤ ×\(NumberFormatting.fixed(BenchTargets.flatMemoryGrowth, 2)))"))
          }
          rows.append(
            Row(
              section: "memory", name: "peak RSS, \(count) traces", measurement: Measurement(seconds: []), work: 0, unit: "",
              ratioToFloor: nil, note: ComparisonTable.byteCount(bytes) + growth + verdict))
        case .failure(let failure):
          if count == size.memoryTraces.large {
            targets.append(
              BenchTargets.Summary(
                name: "memory flat", value: nil, goal: BenchTargets.flatMemoryGrowth, met: nil, detail: "not measured: \(failure.reason)"))
          }
          rows.append(
            Row(
              section: "memory", name: "peak RSS, \(count) traces", measurement: Measurement(seconds: []), work: 0, unit: "",
              ratioToFloor: nil, note: "not measured: \(failure.reason)"))
        }
      }
    }

    if sections.contains(.memory) { progress.finished(.memory) }
    let header = BenchReport.Header(
      build: BenchReport.buildKind, cores: cores, quick: size.copies == Size.quick.copies,
      workload: "\(traces.count) traces (the \(Scenarios.all.count) built-in scenarios × \(size.copies)), \(workload.sampleCount) samples",
      warmUps: size.warmUps, repetitions: size.repetitions, checksum: checksum)
    return Report(header: header, rows: rows, targets: targets)
  }

  /// The `corpus-file` rows: a generated corpus written as JSON Lines to a temporary file,
  /// then read, decoded and scored from disk with one job and with every core, in alternation.
  private func corpusFileRows(
    traces count: Int, jobCounts: [Int], selections: [StrategySelection], measure: ([() -> Int]) -> [Measurement],
    targets: inout [BenchTargets.Summary]
  ) -> [Row] {
    let name = "\(count) traces × \(selections.count) from a .jsonl file"
    let path: String
    switch CorpusBench.writeCorpusFile(traces: count) {
    case .success(let written): path = written
    case .failure(let failure):
      return [Row(section: "corpus-file", name: name, measurement: Measurement(seconds: []), work: 0, unit: "", ratioToFloor: nil, note: "not measured: \(failure.reason)")]
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    var rows: [Row] = []
    var serialMedian = 0.0
    let measurements = measure(jobCounts.map { jobs in { CorpusBench.score(file: path, jobs: jobs, selections: selections) } })
    for (jobs, measurement) in zip(jobCounts, measurements) {
      var note: String?
      if jobs == 1 {
        serialMedian = measurement.median
      } else {
        let speedUp = serialMedian / max(measurement.median, Self.shortestTime)
        let rate = Double(count) / max(measurement.median, Self.shortestTime)
        note = "speed-up ×\(NumberFormatting.fixed(speedUp, 2)); "
          + BenchTargets.verdict(rate, atLeast: BenchTargets.corpusFileTracesPerSecond) + "; "
          + BenchTargets.verdict(speedUp, atLeast: BenchTargets.corpusFileSpeedUp, unit: "×").replacingOccurrences(of: "target ≥ ", with: "speed-up target ≥ ")
          + "; two-core " + BenchTargets.verdict(speedUp, atLeast: BenchTargets.twoCoreSpeedUp, unit: "×")
        targets.append(Self.speedUpSummary(speedUp, of: "corpus from a file", jobs: jobs))
      }
      rows.append(
        Row(
          section: "corpus-file", name: "\(name), \(jobs) job\(jobs == 1 ? "" : "s")", measurement: measurement,
          work: Double(count), unit: "traces", ratioToFloor: nil, note: note))
    }
    return rows
  }

  /// The options of a strategy row's runs: one run per trace, the open choices not weighed
  /// (``RunOptions/weighsOpenChoices`` off), timeline and event log off.
  static let singleRun = RunOptions(weighsOpenChoices: false)
  /// The options of the `weighed` row's runs: each run that met an open choice where another
  /// reading would decide differently runs again under that reading, as `run`, the matrix and
  /// `corpus --doubt` run.
  static let weighedRun = RunOptions(weighsOpenChoices: true)
  /// The section name of the row of weighed runs, which the strategy section measures.
  static let weighedSection = "weighed"

  /// The `weighed` row runs on the strategy rows' workload divided by this (at least the
  /// scenarios once): it runs every strategy and preset twice a round, and the ratio it reports
  /// needs no more traces to be steady (as ``doubtCorpusShare``).
  static let weighedWorkloadShare = 10

  /// The `weighed` row: every strategy and preset over `workload` with the open choices
  /// weighed (``weighedRun``), timed in alternation with the same runs without weighing
  /// (``singleRun``, one run per trace), and how many times the single runs it costs. What the
  /// strategy rows leave out; the workload's events are its unit, once per strategy.
  private func weighedRow(
    workload: Workload, selections: [StrategySelection], measure: ([() -> Int]) -> [Measurement]
  ) -> Row {
    let traces = workload.traces
    func work(_ options: RunOptions) -> () -> Int {
      {
        selections.reduce(0) { total, selection in
          traces.reduce(total) { $0 &+ selection.run(on: $1, options: options).restsOn.count &+ 1 }
        }
      }
    }
    let measurements = measure([work(Self.singleRun), work(Self.weighedRun)])
    let ratio = measurements[1].median / max(measurements[0].median, Self.shortestTime)
    return Row(
      section: Self.weighedSection, name: "\(selections.count) strategies, open choices weighed", measurement: measurements[1],
      work: Double(workload.sampleCount * selections.count), unit: "events", ratioToFloor: nil,
      note: "×\(NumberFormatting.fixed(ratio, 2)) the same \(selections.count) with one run per trace (\(Self.milliseconds(measurements[0])) ms), "
        + "timed in alternation, on \(traces.count) of the workload's traces: a run that met an open choice runs again "
        + "under its other readings")
  }

  /// A measurement's median in milliseconds, for a note: `1234.56`.
  static func milliseconds(_ measurement: Measurement) -> String { BenchReport.milliseconds(measurement.median) }

  /// The `doubt` section's corpus is the corpus section's divided by this: weighing the open
  /// choices runs each trace about five times, and the ratio needs no more traces to be steady.
  static let doubtCorpusShare = 10

  /// The `doubt` rows: a generated corpus scored with one job as `corpus` scores it and as
  /// `corpus --doubt` does, in alternation, and the ratio of the two against
  /// ``BenchTargets/doubtCostRatio``.
  private func doubtRows(
    traces count: Int, selections: [StrategySelection], measure: ([() -> Int]) -> [Measurement]
  ) -> [Row] {
    let name = "\(count) traces × \(selections.count), 1 job"
    let measurements = measure([
      { CorpusBench.score(traces: count, jobs: 1, selections: selections) },
      { CorpusBench.score(traces: count, jobs: 1, selections: selections, doubt: true) },
    ])
    let ratio = measurements[1].median / max(measurements[0].median, Self.shortestTime)
    return [
      Row(section: "doubt", name: name, measurement: measurements[0], work: Double(count), unit: "traces", ratioToFloor: nil),
      Row(
        section: "doubt", name: name + ", --doubt", measurement: measurements[1], work: Double(count), unit: "traces",
        ratioToFloor: nil,
        note: "×\(NumberFormatting.fixed(ratio, 2)) the run without; " + BenchTargets.verdict(ratio, atMost: BenchTargets.doubtCostRatio)),
    ]
  }

  /// The strategy target's summary: how many rows are within the ratio, and the worst.
  static func strategySummary(_ ratios: [(label: String, ratio: Double)]) -> BenchTargets.Summary {
    let name = "strategies within \(NumberFormatting.fixed(BenchTargets.strategyToFloorRatio, 1))× the floor"
    guard let worst = ratios.max(by: { $0.ratio < $1.ratio }) else {
      return BenchTargets.Summary(name: name, value: nil, goal: BenchTargets.strategyToFloorRatio, met: nil, detail: "needs the floor section")
    }
    let within = ratios.filter { $0.ratio <= BenchTargets.strategyToFloorRatio }.count
    return BenchTargets.Summary(
      name: name, value: worst.ratio, goal: BenchTargets.strategyToFloorRatio, met: within == ratios.count,
      detail: "\(within) of \(ratios.count); the slowest \(worst.label) ×\(NumberFormatting.fixed(worst.ratio, 2))")
  }

  /// A two-core target's summary.
  static func speedUpSummary(_ speedUp: Double, of what: String, jobs: Int) -> BenchTargets.Summary {
    BenchTargets.Summary(
      name: "\(what), \(jobs) jobs over 1", value: speedUp, goal: BenchTargets.twoCoreSpeedUp,
      met: speedUp >= BenchTargets.twoCoreSpeedUp,
      detail: "×\(NumberFormatting.fixed(speedUp, 2)) (≥ ×\(NumberFormatting.fixed(BenchTargets.twoCoreSpeedUp, 2)))")
  }

  /// The `baseline` row and the "3× the previous release" summary: this build's one-job corpus
  /// rate over the mean of the baseline's before and after it.
  static func baselineComparison(
    this thisRate: Double, before: Result<Double, CorpusBench.ChildFailure>, after: Result<Double, CorpusBench.ChildFailure>,
    executable: String, name: String
  ) -> (Row, BenchTargets.Summary) {
    let summaryName = baselineSummaryName
    let noTime = Measurement(seconds: [])
    switch (before, after) {
    case (.success(let first), .success(let second)):
      let baselineRate = (first + second) / 2
      let ratio = thisRate / max(baselineRate, shortestTime)
      let detail = "×\(NumberFormatting.fixed(ratio, 2)): \(BenchReport.human(thisRate))runs/s against \(BenchReport.human(baselineRate))runs/s of the baseline (a run: a trace × a strategy)"
      let row = Row(
        section: "baseline", name: name + " ÷ \(executable)", measurement: noTime, work: 0, unit: "", ratioToFloor: nil,
        note: detail + " (baseline before and after: \(BenchReport.human(first)), \(BenchReport.human(second))); "
          + BenchTargets.verdict(ratio, atLeast: BenchTargets.corpusSpeedUpOverBaseline, unit: "×"))
      return (
        row,
        BenchTargets.Summary(
          name: summaryName, value: ratio, goal: BenchTargets.corpusSpeedUpOverBaseline,
          met: ratio >= BenchTargets.corpusSpeedUpOverBaseline, detail: detail))
    case (.failure(let failure), _), (_, .failure(let failure)):
      let row = Row(
        section: "baseline", name: name + " ÷ \(executable)", measurement: noTime, work: 0, unit: "", ratioToFloor: nil,
        note: "not measured: \(failure.reason)")
      return (row, BenchTargets.Summary(name: summaryName, value: nil, goal: BenchTargets.corpusSpeedUpOverBaseline, met: nil, detail: failure.reason))
    }
  }

  /// The name of the "×3 the previous release" target in the summary.
  static let baselineSummaryName = "one-job corpus over the baseline"

  /// A floor under measured times, so that a rate never divides by zero.
  static let shortestTime = 1e-12

  /// How many times faster the second measurement is than the first: `4.20`.
  static func ratio(_ slower: Measurement, _ faster: Measurement) -> String {
    NumberFormatting.fixed(slower.median / max(faster.median, shortestTime), 2)
  }
}

/// The benchmark's traces, and their JSON and CSV encodings, made once.
struct Workload: Sendable {
  let traces: [Trace]
  let jsonDocuments: [[UInt8]]
  let csvDocuments: [(bytes: [UInt8], scene: SceneSpec, name: String)]
  let sampleCount: Int

  init(copies: Int) {
    var traces: [Trace] = []
    for _ in 0..<copies { traces.append(contentsOf: Scenarios.all) }
    self.traces = traces
    jsonDocuments = traces.map { Array(TraceEncoder.encodeJSON($0, pretty: false).utf8) }
    csvDocuments = traces.map { trace in
      var text = "t,x,y,phase\n"
      for sample in trace.touches {
        text += "\(sample.t),\(sample.location.x),\(sample.location.y),\(sample.phase.rawValue)\n"
      }
      return (Array(text.utf8), trace.scene, trace.name)
    }
    sampleCount = traces.reduce(0) { $0 + $1.touches.count }
  }

  func decodeJSON() -> [Trace] {
    jsonDocuments.compactMap { try? TraceDecoder.decodeJSON($0).trace }
  }

  func decodeCSV() -> [Trace] {
    csvDocuments.compactMap { try? TraceDecoder.decodeCSV($0.bytes, scene: $0.scene, name: $0.name).trace }
  }

  /// The JSON documents decoded by the precise path alone (the `reference` section).
  func decodeJSONPrecisely() -> [Trace] {
    jsonDocuments.compactMap { try? TraceDecoder.decodeJSONPrecisely($0).trace }
  }

  /// The CSV documents decoded by the precise path alone (the `reference` section).
  func decodeCSVPrecisely() -> [Trace] {
    csvDocuments.compactMap { try? TraceDecoder.decodeCSVPrecisely($0.bytes, scene: $0.scene, name: $0.name).trace }
  }
}
