/// The progress line of `bench`: the section running, the share of the run done and an
/// estimate of the time left, on standard error through ``ProgressLine`` (so only on a
/// terminal; a pipe or a log sees nothing, as with `corpus`).
///
/// The share done weighs each section by its usual cost (``typicalSeconds``), so that the
/// estimate does not take the quick decode rows for a fifth of the run; within a section it
/// moves with the steps the section reports (each strategy, each corpus size).
final class BenchProgress {
  /// The line drawn on.
  let line: ProgressLine
  /// The sections that run, in order, with their weights.
  private let weights: [(section: BenchSection, seconds: Double)]
  /// The weights of the sections already finished.
  private var finishedSeconds = 0.0
  private let totalSeconds: Double

  /// Seconds each section takes in a full release run on this project's 2-core machine
  /// (rounded from the run in docs/performance.md, "One run on this code"): only their
  /// proportions matter. `--baseline` adds two runs of the other build's corpus section to
  /// ``BenchSection/corpus`` (``baselineSeconds``).
  static let typicalSeconds: [BenchSection: Double] = [
    .decode: 0.5, .reference: 9, .floor: 0.4, .strategy: 27, .matrix: 0.1, .corpus: 10, .corpusFile: 11, .doubt: 4,
    .memory: 7,
  ]
  /// What `--baseline` adds to the corpus section: the other build's corpus section, twice.
  static let baselineSeconds = 20.0

  /// Where Foundation's `JSONDecoder` starts in the reference section: the precise paths
  /// before it take about a quarter of the section (in the run of docs/performance.md, 2.6 s
  /// of 9.1 s: they decode faster than Foundation does).
  static let foundationDecoderStart = 0.28
  /// The share of the corpus section each of its three runs takes with `--baseline`: the
  /// baseline's, this build's, the baseline's again (each about 10 s in a full run).
  static let baselineRunShare = 1.0 / 3
  /// The share of the strategy section the `weighed` row takes: it runs every strategy twice a
  /// round (without and with weighing, in alternation), but on a tenth of the workload
  /// (``BenchCommand/weighedWorkloadShare``), where the rows before it ran each once beside the
  /// floor. **[estimate]** from those proportions (weighing about doubles a run); only the
  /// progress line reads it.
  static let weighedRowShare = 0.2
  /// Where the larger memory run starts in the memory section: it scores ten times the
  /// smaller run's traces (``BenchCommand/Size``), so the smaller is about an eleventh.
  static let largerMemoryRunStart = 1.0 / 11

  /// Progress over `sections` (with `baseline`, the corpus section weighs more), drawn on `line`.
  init(sections: Set<BenchSection>, baseline: Bool, line: ProgressLine = ProgressLine()) {
    self.line = line
    weights = BenchSection.allCases.filter(sections.contains).map { section in
      (section, (Self.typicalSeconds[section] ?? 1) + (baseline && section == .corpus ? Self.baselineSeconds : 0))
    }
    totalSeconds = max(weights.reduce(0) { $0 + $1.seconds }, 1e-9)
  }

  /// The share of the run done when `section` is `fraction` through (0…1).
  func share(in section: BenchSection, fraction: Double) -> Double {
    let current = weights.first { $0.section == section }?.seconds ?? 0
    return min(1, (finishedSeconds + current * min(max(fraction, 0), 1)) / totalSeconds)
  }

  /// `section` is `fraction` through its work; `step` names what it is doing (`12 of 41`).
  func report(_ section: BenchSection, fraction: Double, step: String? = nil) {
    guard line.isEnabled else { return }
    line.show(Self.text(section: section, step: step, share: share(in: section, fraction: fraction), elapsed: line.elapsedSeconds))
  }

  /// `section` is done.
  func finished(_ section: BenchSection) {
    finishedSeconds += weights.first { $0.section == section }?.seconds ?? 0
    report(section, fraction: 0)
  }

  /// Erases the line, before the report is printed.
  func finish() { line.finish() }

  /// `bench: strategy 12 of 41  38 % done  about 52 s left`; the time left is the time so far
  /// scaled by the share still to do, once any share is done.
  static func text(section: BenchSection, step: String?, share: Double, elapsed: Double) -> String {
    var text = "bench: \(section.rawValue)" + (step.map { " " + $0 } ?? "")
    text += "  \(Int((share * 100).rounded(.down))) % done"
    if share > 0 && share < 1 {
      text += "  about " + duration(elapsed * (1 - share) / share) + " left"
    }
    return text
  }

  /// `45 s`, `3 min 20 s`: a time left, rounded up to the second.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(min(seconds, Double(Int32.max)).rounded(.up))
    let minutes = whole / secondsPerMinute
    return minutes == 0 ? "\(whole) s" : "\(minutes) min \(whole % secondsPerMinute) s"
  }

  /// Seconds in a minute.
  static let secondsPerMinute = 60
}
