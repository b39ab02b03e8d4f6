import BackStrategies
import Foundation

/// `strategy-compare bench`: how fast decoding and simulation are, measured in this process.
///
/// Sections (each a warm-up, then repeated runs; median and spread reported):
/// 1. **decode**: samples decoded per second, JSON and CSV;
/// 2. **floor**: decode plus one pass over the touches, no strategy: the cost of reading a trace;
/// 3. **strategies**: touch events simulated per second by each strategy and preset on the
///    workload, timeline off, and the ratio of its time to the floor's on the same traces;
/// 4. **matrix**: wall time of the default run (every scenario × every default strategy);
/// 5. **corpus**: generated traces scored per second with one job and with every core, and the
///    speed-up;
/// 6. **memory**: peak resident memory of corpus runs of two sizes, each in a child process.
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

    /// `--quick`: enough to prove every section runs (seconds, not minutes).
    static let quick = Size(copies: 4, warmUps: 1, repetitions: 3, corpusTraces: 400, memoryTraces: (1_000, 10_000))
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

  func run(format: OutputFormat) -> String {
    let workload = Workload(copies: size.copies)
    var rows: [Row] = []
    var checksum = 0

    let (json, jsonSum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions) {
      workload.decodeJSON().reduce(0) { $0 &+ $1.touches.count }
    }
    rows.append(Row(section: "decode", name: "json", measurement: json, work: Double(workload.sampleCount), unit: "samples"))
    let (csv, csvSum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions) {
      workload.decodeCSV().reduce(0) { $0 &+ $1.touches.count }
    }
    rows.append(Row(section: "decode", name: "csv", measurement: csv, work: Double(workload.sampleCount), unit: "samples"))
    let (floor, floorSum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions) {
      workload.decodeJSON().reduce(0) { total, trace in
        trace.touches.reduce(total) { $0 &+ Int($1.location.x) &+ $1.phase.rawValue.utf8.count }
      }
    }
    rows.append(Row(section: "floor", name: "decode + one pass", measurement: floor, work: Double(workload.sampleCount), unit: "samples"))
    checksum &+= jsonSum &+ csvSum &+ floorSum

    let traces = workload.traces
    for selection in catalog.allSelections {
      let (measurement, sum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions) {
        traces.reduce(0) { $0 &+ selection.run(on: $1).transitions.count }
      }
      checksum &+= sum
      rows.append(
        Row(
          section: "strategy", name: selection.label, measurement: measurement, work: Double(workload.sampleCount),
          unit: "events", ratioToFloor: measurement.median / max(floor.median, 1e-12)))
    }

    let selections = catalog.defaultSelections
    let (matrix, matrixSum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions) {
      ComparisonMatrix(traces: Scenarios.all, selections: selections).rows.count
    }
    checksum &+= matrixSum
    rows.append(
      Row(section: "matrix", name: "\(Scenarios.all.count) scenarios × \(selections.count) strategies", measurement: matrix,
        work: Double(Scenarios.all.count * selections.count), unit: "runs"))

    let cores = ProcessInfo.processInfo.activeProcessorCount
    let corpusCount = size.corpusTraces
    var serialMedian = 0.0
    for jobs in Array(Set([1, cores])).sorted() {
      let (measurement, sum) = Measurement.take(warmUps: size.warmUps, repetitions: size.repetitions) {
        CorpusBench.score(traces: corpusCount, jobs: jobs, selections: selections)
      }
      checksum &+= sum
      if jobs == 1 { serialMedian = measurement.median }
      let speedUp = jobs == 1 ? nil : "speed-up ×\(NumberFormatting.fixed(serialMedian / max(measurement.median, 1e-12), 2))"
      rows.append(
        Row(
          section: "corpus", name: "\(corpusCount) traces × \(selections.count), \(jobs) job\(jobs == 1 ? "" : "s")",
          measurement: measurement, work: Double(corpusCount), unit: "traces", note: speedUp))
    }

    var peaks: [Int] = []
    for count in [size.memoryTraces.small, size.memoryTraces.large] {
      switch CorpusBench.peakMemoryOfChild(traces: count) {
      case .success(let bytes):
        peaks.append(bytes)
        let growth = peaks.count == 2 ? ", ×\(NumberFormatting.fixed(Double(bytes) / Double(max(peaks[0], 1)), 2)) the smaller run" : ""
        rows.append(
          Row(
            section: "memory", name: "peak RSS, \(count) traces", measurement: Measurement(seconds: []), work: 0, unit: "",
            note: ComparisonTable.byteCount(bytes) + growth))
      case .failure(let failure):
        rows.append(
          Row(section: "memory", name: "peak RSS, \(count) traces", measurement: Measurement(seconds: []), work: 0, unit: "", note: "not measured: \(failure.reason)"))
      }
    }

    let header = BenchReport.Header(
      build: BenchReport.buildKind, cores: cores, quick: size.copies == Size.quick.copies,
      workload: "\(traces.count) traces (the \(Scenarios.all.count) built-in scenarios × \(size.copies)), \(workload.sampleCount) samples",
      warmUps: size.warmUps, repetitions: size.repetitions, checksum: checksum)
    return format == .json ? BenchReport.json(header: header, rows: rows) : BenchReport.table(header: header, rows: rows)
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
}
