import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// The speed targets `bench` checks its figures against, each from the issue that set it
/// (docs/performance.md lists them with the measured figures).
enum BenchTargets {
  /// JSON decoding on one core, samples per second (issue #16: "decode at memory speed").
  static let jsonSamplesPerSecond = 10_000_000.0
  /// CSV decoding on one core, samples per second (issue #16).
  static let csvSamplesPerSecond = 15_000_000.0
  /// A JSON Lines corpus on disk, decoding included, scored by the default strategies on two
  /// cores, traces per second (issue #16).
  static let corpusFileTracesPerSecond = 120_000.0
  /// The speed-up of that corpus run from one core to two (issue #16).
  static let corpusFileSpeedUp = 1.8

  /// A one-job corpus run, per trace and strategy, against the previous release measured in the
  /// same run (`--baseline`): at least this many times its rate (issue #28, item 2; restated by #45, item 7).
  static let corpusSpeedUpOverBaseline = 3.0
  /// Each strategy's time over the same traces as the floor's (decode + one pass): at most
  /// this many times it (issue #28, item 3; #45, item 7, predictive-back included).
  static let strategyToFloorRatio = 1.5
  /// A corpus run on two cores against one, in the same run: at least this (issue #28, item 4; #45, item 7).
  static let twoCoreSpeedUp = 1.9
  /// Peak memory of the larger memory run over the smaller one that still counts as "the same
  /// peak at 10 k and 100 k traces" (issue #28, item 5): within 10 %.
  static let flatMemoryGrowth = 1.10

  /// A corpus run with `--doubt` over the same run without: at most twice. The open choices are
  /// weighed lazily (docs/model.md, "Every result with its doubt"): a run is repeated only under
  /// the readings of the choices it met where another reading would decide differently, so most
  /// runs cost one run, and none more than one more run per choice asked
  /// (``OpenChoice/askedOfEveryTrace``). Source: docs/performance.md, "Targets and where they
  /// come from".
  static let doubtCostRatio = 2.0

  /// One of issue #28's targets with its verdict, for the summary under the table and the
  /// JSON report's `targets`.
  struct Summary: Sendable, Equatable {
    /// What is measured: `strategies within 1.5× the floor`.
    var name: String
    /// The figure compared (a ratio or a count), `nil` when it was not measured.
    var value: Double?
    /// The target it is compared with.
    var goal: Double
    /// Whether it is met, `nil` when not measured.
    var met: Bool?
    /// The figure in words: `26 of 37; worst predictive-back:android ×2.39`.
    var detail: String
  }

  /// `target ≤ 1.50×: met`, or `target ≤ 1.50×: not met (×1.59)`: for figures where lower is
  /// better (the parenthesis is the figure over the target).
  static func verdict(_ value: Double, atMost target: Double, unit: String = "×") -> String {
    let goal = "target ≤ " + NumberFormatting.fixed(target, 2) + unit
    if value <= target { return goal + ": met" }
    return goal + ": not met (×" + NumberFormatting.fixed(value / target, 2) + ")"
  }

  /// `target ≥ 10.00 M/s: met`, or `target ≥ 10.00 M/s: not met (×0.62)`.
  static func verdict(_ value: Double, atLeast target: Double, unit: String = "/s") -> String {
    let goal = "target ≥ " + BenchReport.human(target).trimmingSuffix(" ") + unit
    if value >= target { return goal + ": met" }
    return goal + ": not met (×" + NumberFormatting.fixed(value / target, 2) + ")"
  }
}

extension String {
  /// The text without one trailing occurrence of `suffix`.
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
