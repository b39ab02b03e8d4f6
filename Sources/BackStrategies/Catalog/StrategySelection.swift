/// One strategy with one configuration, ready to run: a preset, or a configuration you made.
///
/// Built-in presets need neither strings nor `try`:
///
///     let guarded = BuiltIn.systemEdge.guarded
///     let result = guarded.run(on: trace)
///
/// Strings from users go through a catalog (``StrategyCatalog/select(_:)``), and a
/// configuration made at run time, a threshold sweep say, is selected by naming it:
///
///     let sweep = [0.3, 0.4, 0.5].map { share in
///       var configuration = PercentDrivenStrategy.Configuration()
///       configuration.release = .percent(threshold: share)
///       return BuiltIn.percentDriven.configured(configuration, name: "threshold-\(Int(share * 100))")
///     }
///     let scores = try CorpusScorer(selections: sweep).score(traces)
///
/// Every comparison, corpus and recommendation API takes selections, so a run-time
/// configuration is compared, scored and recommended exactly like a preset.
///
/// Two selections are equal when they run the same strategy type with equal configurations
/// under the same label; ``id`` is the label, so give different configurations different
/// names when they share a list.
public struct StrategySelection: Sendable, Hashable, Identifiable {
  /// The strategy's catalog entry: its descriptor and presets.
  public let entry: StrategyCatalog.Entry
  /// The preset's name, or the name given to a run-time configuration.
  public let preset: String
  /// The strategy type and configuration, compared by value.
  let identity: ConfigurationIdentity
  /// `id:preset`, as results, reports and the command line show it (made once: every run
  /// reports it).
  public let label: String
  /// Runs the configured strategy, returning what it installed too: the setup
  /// ``gestureSetup(in:parameters:)`` gives for the trace's scene, without installing twice
  /// (corpus scoring reads both).
  let runner: @Sendable (_ label: String, _ trace: Trace, _ options: RunOptions) -> (result: RunResult, setup: GestureSetup)
  /// Runs the configured strategy for a corpus: the run's summary (not yet in reach), what it
  /// installed and the open choices it met. The trace's touch-down time is given.
  let summaryRunner:
    @Sendable (_ label: String, _ trace: Trace, _ touchDownTime: Double, _ options: RunOptions, _ storage: inout RunStorage) ->
      Simulator.SummaryRun
  /// What the configured strategy installs in a scene (read by corpus scoring for the regions
  /// it covers).
  let installer: @Sendable (_ scene: SceneSpec, _ parameters: ModelParameters) -> GestureSetup?

  /// Selects `strategy` with `configuration`, reported as `id:name`.
  ///
  /// - Parameters:
  ///   - strategy: any ``BackStrategy``, built in or your own; it need not be registered.
  ///   - configuration: the strategy's tunables, from a preset or made at run time.
  ///   - name: what the label shows after the strategy's id: kebab-case by convention
  ///     (`threshold-40`).
  public init<Strategy: BackStrategy>(_ strategy: Strategy.Type, configuration: Strategy.Configuration, name: String) {
    entry = StrategyCatalog.Entry(Strategy.self)
    preset = name
    label = "\(entry.descriptor.id):\(name)"
    identity = ConfigurationIdentity(strategy: ObjectIdentifier(Strategy.self), configuration: configuration)
    let conventions = entry.descriptor.conventions
    runner = { label, trace, options in
      Simulator.runReportingSetup(
        Strategy.self, configuration: configuration, label: label, on: trace, options: options, conventions: conventions)
    }
    summaryRunner = { label, trace, touchDownTime, options, storage in
      Simulator.summaryReportingSetup(
        Strategy.self, configuration: configuration, label: label, on: trace, touchDownTime: touchDownTime, options: options,
        conventions: conventions, storage: &storage)
    }
    installer = { scene, parameters in
      Simulator.install(Strategy.self, configuration: configuration, in: scene, parameters: parameters)
    }
  }

  /// Selects one of `strategy`'s presets by name; `nil` when it has no such preset.
  public init?<Strategy: BackStrategy>(_ strategy: Strategy.Type, preset name: String) {
    guard let found = Strategy.preset(named: name) else { return nil }
    self.init(Strategy.self, configuration: found.configuration, name: found.name)
  }

  /// The label: the selection's identity in a list.
  public var id: String { label }

  /// What the strategy is.
  public var descriptor: StrategyDescriptor { entry.descriptor }

  /// Runs it over `trace`.
  public func run(on trace: Trace, options: RunOptions = RunOptions()) -> RunResult {
    runner(label, trace, options).result
  }

  /// The open choices (``OpenChoice``) a run of this selection on `trace` rests on, given the
  /// run's own summary `own`: the selection run again (to its ``RunSummary`` only) under each choice's
  /// other reading, kept where it differs in outcome, verdict or hazards. What
  /// ``RunResult/restsOn`` holds; a corpus asks it per run with `--doubt`. `touchDownTime` is
  /// ``RunSummary/touchDownTime(of:)`` of `trace`. `met` is what the run met
  /// (``OtherReading/weigh(on:options:against:met:run:)``; `nil`: every choice).
  package func otherReadings(
    on trace: Trace, touchDownTime: Double, options: RunOptions, against own: RunSummary, met: OpenChoiceSet?
  ) -> [OtherReading] {
    OtherReading.weigh(on: trace, options: options, against: own, met: met) { other in
      var storage = RunStorage()
      return summaryRunner(label, trace, touchDownTime, other, &storage).summary
    }
  }

  /// Same label, same strategy type, equal configurations.
  public static func == (lhs: StrategySelection, rhs: StrategySelection) -> Bool {
    lhs.label == rhs.label && lhs.identity == rhs.identity
  }

  /// Hashes the label and the configuration.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(identity)
  }
}

/// A strategy type and one of its configurations, as a hashable, sendable value (the standard
/// library's `AnyHashable` is not `Sendable`).
struct ConfigurationIdentity: Hashable, Sendable {
  /// The strategy type.
  let strategy: ObjectIdentifier
  /// Its configuration.
  let configuration: any Hashable & Sendable

  static func == (lhs: ConfigurationIdentity, rhs: ConfigurationIdentity) -> Bool {
    lhs.strategy == rhs.strategy && lhs.configuration.isEqual(to: rhs.configuration)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(strategy)
    hasher.combine(configuration)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}
