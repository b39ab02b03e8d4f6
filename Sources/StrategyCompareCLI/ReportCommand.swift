import BackStrategies

/// `--format svg|html`: the drawn reports of `run` and of the matrix.
///
/// The runs record their timelines (`RunOptions(recordTimeline: true)`), and every picture is
/// drawn from those frames.
struct ReportCommand {
  /// Whether `format` is drawn rather than printed.
  static func draws(_ format: OutputFormat) -> Bool { format == .svg || format == .html }

  /// One trace × the selections as an SVG picture or an HTML page.
  static func run(trace: Trace, selections: [StrategySelection], format: OutputFormat, parameters: ModelParameters = .uikit26) -> String {
    let comparison = Comparison(trace: trace, selections: selections, options: RunOptions(parameters: parameters, recordTimeline: true))
    return format == .svg ? ReportSVG.render(comparison) : ReportHTML.render(comparison)
  }

  /// Every built-in scenario × the selections as one HTML page.
  static func matrix(selections: [StrategySelection], format: OutputFormat, parameters: ModelParameters = .uikit26) throws(CLIError) -> String {
    guard format == .html else {
      throw CLIError.usage(
        "the matrix draws as html only; for one picture use 'strategy-compare run <scenario> --format svg'")
    }
    let matrix = ComparisonMatrix(traces: Scenarios.all, selections: selections, options: RunOptions(parameters: parameters, recordTimeline: true))
    return ReportHTML.render(matrix: matrix)
  }
}
