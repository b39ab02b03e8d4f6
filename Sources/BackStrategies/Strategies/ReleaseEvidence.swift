/// One piece of public evidence on UIKit's release decision (does a back swipe pop when the finger
/// lifts?), with the built-in trace that reproduces it: a row of docs/model.md's evidence table
/// ("The release procedure"), set against each reading of ``OpenChoice/releaseProcedure``.
///
///     for evidence in ReleaseEvidence.all {
///       for procedure in PopDecisionProcedure.allCases {
///         print(evidence.label, procedure, evidence.agreement(under: procedure))
///       }
///     }
public struct ReleaseEvidence: Hashable, Sendable {
  /// The row's name in the table (`a peek lifted at rest`).
  public var label: String
  /// Where it comes from: a key of docs/sources.md (`morph notes`, `everyday use`).
  public var source: String
  /// The release and device it is evidence about (`iOS 27.0.1, iPhone 16 Pro`).
  public var release: String
  /// Whether the screen popped, as the evidence reports it; `nil` where no public source says.
  public var pops: Bool?
  /// The built-in trace that reproduces it (``Scenarios/named(_:)``); `nil` where the evidence is
  /// no release a trace can make.
  public var scenario: String?
  /// What a reader should know about the row (why a cell reads as it does).
  public var note: String

  /// Creates a row.
  public init(label: String, source: String, release: String, pops: Bool?, scenario: String?, note: String = "") {
    self.label = label
    self.source = source
    self.release = release
    self.pops = pops
    self.scenario = scenario
    self.note = note
  }

  /// How a reading stands against a piece of evidence.
  public enum Agreement: String, Hashable, Sendable {
    /// The reading predicts what the evidence reports.
    case agree
    /// The reading predicts the other outcome.
    case contradict
    /// No public evidence reports the outcome (or no trace reproduces it): the prediction stands untested.
    case untested = "untested-by-evidence"
  }

  /// The parameters of a run under `procedure`: UIKit 26.1 with that release procedure.
  public static func parameters(under procedure: PopDecisionProcedure) -> ModelParameters {
    var parameters = ModelParameters.uikit26
    parameters.popDecision = procedure
    return parameters
  }

  /// The outcome of UIKit's edge swipe as it ships (``SystemEdgeStrategy``, `shipped`) on the
  /// row's trace under `procedure`; `nil` without a trace.
  public func outcome(under procedure: PopDecisionProcedure) -> Outcome? {
    guard let scenario, let trace = Scenarios.named(scenario) else { return nil }
    return Simulator.run(SystemEdgeStrategy.self, on: trace, options: RunOptions(parameters: Self.parameters(under: procedure)))?.outcome
  }

  /// Whether `procedure` predicts what the evidence reports: the run pops (``Outcome/pop``) or
  /// not, against ``pops``.
  public func agreement(under procedure: PopDecisionProcedure) -> Agreement {
    guard let pops, let outcome = outcome(under: procedure) else { return .untested }
    return (outcome == .pop) == pops ? .agree : .contradict
  }

  /// The evidence each reading contradicts, by procedure in `PopDecisionProcedure.allCases` order.
  public static func contradictions() -> [(procedure: PopDecisionProcedure, evidence: [ReleaseEvidence])] {
    PopDecisionProcedure.allCases.map { procedure in
      (procedure, all.filter { $0.agreement(under: procedure) == .contradict })
    }
  }

  /// The device captures' source, release and device.
  static let captureSource = "morph notes"
  static let captureRelease = "iOS 27.0.1, iPhone 16 Pro"
  static let everydaySource = "everyday use"
  static let everydayRelease = "any iOS (none named)"

  /// Every row, in the table's order: the four everyday releases, the three device captures,
  /// Apple forums 771725, PSTEnableUIKitDebugging.
  public static let all: [ReleaseEvidence] = [
    ReleaseEvidence(
      label: "a peek lifted at rest", source: everydaySource, release: everydayRelease, pops: false,
      scenario: Scenarios.releasePeekAtRest.name),
    ReleaseEvidence(
      label: "a brisk swipe lifted moving", source: everydaySource, release: everydayRelease, pops: true,
      scenario: Scenarios.releaseBriskSwipeMoving.name),
    ReleaseEvidence(
      label: "a slow drag past half lifted at rest", source: everydaySource, release: everydayRelease, pops: true,
      scenario: Scenarios.releaseSlowDragPastHalf.name),
    ReleaseEvidence(
      label: "a brisk swipe eased to rest near the far edge", source: "none (searched)", release: "—", pops: nil,
      scenario: Scenarios.releaseBriskSwipeEased.name,
      note: "the augmented rule's distinctive prediction (it cancels); no public evidence tests it"),
    ReleaseEvidence(
      label: "a still release at 0.27 W", source: captureSource, release: captureRelease, pops: false,
      scenario: Scenarios.captureStillAt027.name, note: "evidence about iOS 27"),
    ReleaseEvidence(
      label: "a still release at 0.32 W", source: captureSource, release: captureRelease, pops: true,
      scenario: Scenarios.captureStillAt032.name, note: "evidence about iOS 27"),
    ReleaseEvidence(
      label: "a release at 0.51 W moving back at 1.02 W/s", source: captureSource, release: captureRelease, pops: true,
      scenario: Scenarios.captureMovingBackAt051.name, note: "evidence about iOS 27"),
    ReleaseEvidence(
      label: "quick taps with 1–2 pt of movement do not pop", source: "Apple forums 771725", release: "not named", pops: false,
      scenario: Scenarios.tapWithJitter.name,
      note: "no reading pops it, but the model begins nothing there (the edge pan needs 15 pt), so the release decision is never reached: the row tells the readings apart nowhere"),
    ReleaseEvidence(
      label: "UIUseAugmentedPopGesture set to YES among debug overrides", source: "PSTEnableUIKitDebugging",
      release: "iOS 8 and 9 (2015)", pops: nil, scenario: nil,
      note: "a hint that the flag's default was NO on iOS 8 and 9; no release to reproduce"),
  ]
}
