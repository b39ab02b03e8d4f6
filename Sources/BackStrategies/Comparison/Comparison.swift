/// Several strategies run on one trace: the tool's unit of comparison.
///
/// The one entry point for "these strategies on this trace":
///
///     let comparison = Comparison(trace: Scenarios.edgeSwipePastHalf,
///                                 selections: [BuiltIn.systemEdge.shipped, BuiltIn.targetForwarding.fd])
///     comparison.results.map(\.outcome)   // one per strategy, in selection order
///
/// Without `selections`, every built-in strategy runs with its default preset. For scores over
/// many traces, use ``CorpusScorer``.
public struct Comparison: Sendable {
  /// The trace every strategy ran on.
  public var trace: Trace
  /// One result per strategy, in the order selected.
  public var results: [RunResult]

  /// Runs each selection on its own copy of `trace` (by default every built-in strategy's
  /// default preset).
  ///
  /// - Complexity: O(*s*·*n*) for *s* selections and *n* samples.
  public init(
    trace: Trace, selections: [StrategySelection] = StrategyCatalog.builtIn.defaultSelections,
    options: RunOptions = RunOptions()
  ) {
    self.trace = trace
    self.results = selections.map { $0.run(on: trace, options: options) }
  }

  /// Runs each selection on `trace` once per release in `releases`, side by side: the results
  /// go strategy by strategy, each strategy's releases in the order given (`--ios 18,26`).
  /// Each result says its release (``RunResult/ios``).
  ///
  /// - Complexity: O(*s*·*r*·*n*) for *s* selections, *r* releases and *n* samples.
  public init(trace: Trace, selections: [StrategySelection], options: RunOptions = RunOptions(), releases: [IOSVersion]) {
    self.trace = trace
    self.results = selections.flatMap { selection in releases.map { selection.run(on: trace, options: options.on($0)) } }
  }

  /// The releases the results ran on, each once, in the order they first appear.
  public var releases: [IOSVersion] {
    var seen: [IOSVersion] = []
    for result in results where !seen.contains(result.ios) { seen.append(result.ios) }
    return seen
  }

  /// Wraps results computed elsewhere (for example in parallel).
  public init(trace: Trace, results: [RunResult]) {
    self.trace = trace
    self.results = results
  }
}

/// Many traces × many strategies: what `strategy-compare` prints with no arguments.
public struct ComparisonMatrix: Sendable {
  /// The strategy labels (`id:preset`), one per column.
  public var strategies: [String]
  /// One comparison per trace, one row each.
  public var rows: [Comparison]

  /// Runs every selection on every trace.
  public init(traces: [Trace], selections: [StrategySelection], options: RunOptions = RunOptions()) {
    strategies = selections.map(\.label)
    rows = traces.map { Comparison(trace: $0, selections: selections, options: options) }
  }

  /// Wraps comparisons computed elsewhere.
  public init(strategies: [String], rows: [Comparison]) {
    self.strategies = strategies
    self.rows = rows
  }
}

extension Comparison {
  /// One verdict per result, in result order; `nil` entries when the trace has no intent.
  public var verdicts: [Verdict?] { results.map(\.verdict) }
}
