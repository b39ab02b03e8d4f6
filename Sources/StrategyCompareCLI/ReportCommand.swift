import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `--format svg|html`: the drawn reports of `run` and of the matrix.
///
/// The runs record their timelines (`RunOptions(recordTimeline: true)`), and every picture is
/// drawn from those frames.
struct ReportCommand {
  /// Whether `format` is drawn rather than printed.
  static func draws(_ format: OutputFormat) -> Bool { format == .svg || format == .html }

  /// One trace × the selections as an SVG picture or an HTML page; with two releases
  /// (`--ios 18,26`) each strategy is drawn once per release, labelled with it.
  static func run(
    trace: Trace, selections: [StrategySelection], format: OutputFormat, parameters: ModelParameters = .uikit26,
    ios: [IOSVersion]? = nil
  ) -> String {
    let options = RunOptions(parameters: parameters, recordTimeline: true)
    var comparison: Comparison
    if let ios, ios.count > 1 {
      comparison = Comparison(trace: trace, selections: selections, options: options, releases: ios)
      comparison.results = comparison.results.map(labelledWithRelease)
    } else {
      comparison = Comparison(trace: trace, selections: selections, options: options.on(ios?.first))
    }
    let provenance = Provenance.strategyCompare(parameters).ran(comparison.results)
    return format == .svg
      ? ReportSVG.render(comparison, parameters: parameters, provenance: provenance)
      : ReportHTML.render(comparison, parameters: parameters, provenance: provenance)
  }

  /// Every built-in scenario × the selections as one HTML page; with two releases, one column
  /// per strategy and release.
  static func matrix(
    selections: [StrategySelection], format: OutputFormat, parameters: ModelParameters = .uikit26, ios: [IOSVersion]? = nil
  ) throws(CLIError) -> String {
    guard format == .html else {
      throw CLIError.usage(
        "the matrix draws as html only; for one picture use 'strategy-compare run <scenario> --format svg'")
    }
    let options = RunOptions(parameters: parameters, recordTimeline: true)
    guard let ios, ios.count > 1 else {
      let matrix = ComparisonMatrix(traces: Scenarios.all, selections: selections, options: options.on(ios?.first))
      return ReportHTML.render(matrix: matrix, parameters: parameters, provenance: Provenance.strategyCompare(parameters).ran(matrix))
    }
    let rows = Scenarios.all.map { trace in
      var comparison = Comparison(trace: trace, selections: selections, options: options, releases: ios)
      comparison.results = comparison.results.map(labelledWithRelease)
      return comparison
    }
    let labels = selections.flatMap { selection in ios.map { "\(selection.label) (\($0.label))" } }
    let matrix = ComparisonMatrix(strategies: labels, rows: rows)
    return ReportHTML.render(matrix: matrix, parameters: parameters, provenance: Provenance.strategyCompare(parameters).ran(matrix))
  }

  /// A result whose label names its release, for pictures that show both.
  static func labelledWithRelease(_ result: RunResult) -> RunResult {
    var result = result
    result.strategy += " (\(result.ios.label))"
    return result
  }
}
