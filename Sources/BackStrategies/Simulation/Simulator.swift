/// Runs strategies over traces: the public entry point of the simulation.
///
///     let result = Simulator.run(SystemEdgeStrategy.self, preset: "shipped", on: trace)
///     result?.outcome   // .pop (nil only for an unknown preset)
///
/// Each run starts from a fresh strategy value and a fresh copy of the trace's scene, so runs
/// are independent and may go in parallel; the same inputs always give the same result.
public enum Simulator {
  /// Runs `strategy` (configured) over `trace`.
  ///
  /// - Parameters:
  ///   - strategy: the strategy type.
  ///   - configuration: the strategy's configuration.
  ///   - label: the `id:preset` reported as ``RunResult/strategy``.
  ///   - trace: a valid trace (see ``Trace/validate()``).
  ///   - options: model parameters and whether to record the timeline.
  /// - Complexity: O(*n* + *f*) for *n* touch samples and *f* recorded frames.
  public static func run<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, configuration: Strategy.Configuration, label: String, on trace: Trace,
    options: RunOptions = RunOptions()
  ) -> RunResult {
    runReportingSetup(strategy, configuration: configuration, label: label, on: trace, options: options).result
  }

  /// Runs `strategy` like ``run(_:configuration:label:on:options:)`` and returns what it
  /// installed in the trace's scene (on the release the run uses) too.
  /// `conventions` are the strategy's descriptor's, when the caller has them at hand.
  package static func runReportingSetup<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, configuration: Strategy.Configuration, label: String, on trace: Trace,
    options: RunOptions = RunOptions(), conventions: Set<Convention>? = nil
  ) -> (result: RunResult, setup: GestureSetup) {
    var simulation = Simulation(
      strategy: Strategy(configuration: configuration), selection: label, trace: trace, options: options,
      conventions: conventions)
    var result = simulation.run()
    if options.weighsOpenChoices {
      let touchDownTime = RunSummary.touchDownTime(of: trace)
      result.restsOn = OtherReading.weigh(
        on: trace, options: options, against: RunSummary(result: result, trace: trace, inReach: false),
        met: options.weighsEveryReading ? nil : simulation.found.openChoicesInPlay
      ) { other in
        summaryReportingSetup(
          strategy, configuration: configuration, label: label, on: trace, touchDownTime: touchDownTime, options: other,
          conventions: conventions
        ).summary
      }
    }
    return (result, simulation.installedSetup)
  }

  /// Runs `strategy` and returns the run's ``RunSummary`` (``RunSummary/inReach`` left for the
  /// caller) and what it installed, as ``runReportingSetup(_:configuration:label:on:options:conventions:)``
  /// would give them but without building the ``RunResult``: a corpus keeps nothing else of a
  /// run. `touchDownTime` is ``RunSummary/touchDownTime(of:)`` of `trace`.
  package static func summaryReportingSetup<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, configuration: Strategy.Configuration, label: String, on trace: Trace,
    touchDownTime: Double, options: RunOptions = RunOptions(), conventions: Set<Convention>? = nil
  ) -> SummaryRun {
    var storage = RunStorage()
    return summaryReportingSetup(
      strategy, configuration: configuration, label: label, on: trace, touchDownTime: touchDownTime, options: options,
      conventions: conventions, storage: &storage)
  }

  /// As ``summaryReportingSetup(_:configuration:label:on:touchDownTime:options:conventions:)``, the
  /// run starting with `storage`'s arrays and handing its own back (``RunStorage``).
  package static func summaryReportingSetup<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, configuration: Strategy.Configuration, label: String, on trace: Trace,
    touchDownTime: Double, options: RunOptions, conventions: Set<Convention>?, storage: inout RunStorage
  ) -> SummaryRun {
    var simulation = Simulation(
      strategy: Strategy(configuration: configuration), selection: label, trace: trace, options: options,
      conventions: conventions, storage: &storage)
    let summary = simulation.runToSummary(touchDownTime: touchDownTime)
    simulation.handStorageBack(to: &storage)
    return SummaryRun(summary: summary, setup: simulation.installedSetup, openChoicesMet: simulation.found.openChoicesInPlay)
  }

  /// A run boiled down to its ``RunSummary`` (``summaryReportingSetup(_:configuration:label:on:touchDownTime:options:conventions:)``).
  package struct SummaryRun: Sendable {
    /// The run's summary (``RunSummary/inReach`` left for the caller).
    package var summary: RunSummary
    /// What the strategy installed.
    package var setup: GestureSetup
    /// The open choices the run met where another reading would have decided differently;
    /// empty unless the options weighed them (``RunOptions/weighsOpenChoices``).
    package var openChoicesMet: OpenChoiceSet
  }

  /// Runs `strategy` with one of its presets (the default when `preset` is `nil`), or returns
  /// `nil` when there is no such preset.
  public static func run<Strategy: BackStrategy>(
    _ strategy: Strategy.Type, preset: String? = nil, on trace: Trace, options: RunOptions = RunOptions()
  ) -> RunResult? {
    let found = preset.map { Strategy.preset(named: $0) } ?? Strategy.presets.first
    guard let chosen = found else { return nil }
    return run(
      strategy, configuration: chosen.configuration, label: "\(Strategy.descriptor.id):\(chosen.name)", on: trace,
      options: options)
  }
}
