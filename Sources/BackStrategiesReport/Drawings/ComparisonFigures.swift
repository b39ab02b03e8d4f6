import BackStrategies
import BackStrategiesSupport

/// The figures of one comparison, computed once from its results' timelines and placed by
/// both the SVG and the HTML report.
package struct ComparisonFigures: Sendable {
  /// The comparison.
  package var comparison: Comparison
  /// The finger's path over the phone.
  package var tracePath: SVGFigure
  /// Progress against time, every strategy overlaid.
  package var chart: SVGFigure
  /// One filmstrip per strategy, in result order.
  package var filmstrips: [SVGFigure]

  /// Draws every figure of `comparison`. Results need frames (run with
  /// `RunOptions(recordTimeline: true)`); without them the curve and strip say so.
  ///
  /// - Parameters:
  ///   - comparison: the trace and its results, with frames.
  ///   - parameters: the model parameters the runs used (for the thresholds drawn).
  ///   - chartLegend: whether the chart draws its own legend (a page may lay it out as text
  ///     instead).
  package init(_ comparison: Comparison, parameters: ModelParameters = .uikit26, chartLegend: Bool = true) {
    self.comparison = comparison
    tracePath = TracePathDrawing(trace: comparison.trace, results: comparison.results, parameters: parameters).figure()
    chart = ProgressChart(trace: comparison.trace, results: comparison.results, drawsLegend: chartLegend).figure()
    filmstrips = comparison.results.map { Filmstrip(trace: comparison.trace, result: $0, parameters: parameters).figure() }
  }

  /// The trace's facts in one line: intent, samples, duration, stack, device.
  package var facts: String {
    let trace = comparison.trace
    let device = trace.scene.device
    var facts: [String] = []
    if let intent = trace.intent { facts.append("intent \(intent.rawValue)") }
    facts.append("\(trace.touches.count) samples")
    facts.append(SVGNumber.seconds(trace.duration))
    facts.append("stack " + trace.scene.stack.map(\.id).joined(separator: " › "))
    facts.append(
      "\(SVGNumber.format(device.width)) × \(SVGNumber.format(device.height)) pt, \(SVGNumber.format(device.refreshRate)) Hz, \(device.layoutDirection.rawValue)")
    // The release the runs modelled (`--ios` may override the trace's).
    facts.append(comparison.releases.map(\.label).joined(separator: " and "))
    return facts.joined(separator: " · ")
  }

  /// The heading of a strategy's filmstrip: number, label, outcome.
  package func stripHeading(_ index: Int) -> String {
    let result = comparison.results[index]
    return "\(index + 1) \(result.strategy) — \(result.outcome.rawValue)"
  }
}
