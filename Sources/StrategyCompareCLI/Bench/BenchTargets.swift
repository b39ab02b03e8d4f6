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
