/// What a run would have done under the other reading of an open choice (``OpenChoice``): one
/// entry of ``RunResult/restsOn``.
///
/// The run is repeated with the choice's other ``ModelParameters`` reading; an entry is kept only
/// when its outcome, verdict or hazards differ from the run's own, so an empty ``RunResult/restsOn``
/// means the result holds whichever way the open questions are settled.
public struct OtherReading: Hashable, Sendable, Codable {
  /// The open question.
  public var choice: OpenChoice
  /// The reading the run did not take, in a word or two (`legacy`, `scroll-view-branch`, `35.1 pt`).
  public var other: String
  /// What the run under that reading came to: its outcome, what its verdict reads (screens
  /// popped, the root reached, a transition left open) and its hazards.
  public var runSummary: RunSummary

  /// The outcome under the other reading.
  public var outcome: Outcome { runSummary.outcome }

  /// Creates an entry.
  public init(choice: OpenChoice, other: String, runSummary: RunSummary) {
    self.choice = choice
    self.other = other
    self.runSummary = runSummary
  }

  /// `who-waits (scroll-view-branch → none)`: the choice, then the other reading and its outcome,
  /// with its hazards after `+` when it has any (`→ pop+nested-transition`).
  public var summary: String {
    let hazards = runSummary.hazards.map { "+" + $0.rawValue }.joined()
    return "\(choice.rawValue) (\(other) → \(outcome.rawValue)\(hazards))"
  }

  /// The open choices a run on `trace` with `options` rests on, given its own summary `own`:
  /// `run` (the same strategy, to its ``RunSummary`` only) under each other reading of each choice that
  /// applies (``OpenChoice/isAsked(on:)``, ``OpenChoice/otherReadings(of:on:screenWidth:)``) and
  /// that the run `met` where a reading would have decided differently (`nil`: every choice),
  /// kept where it differs from `own` in outcome, verdict or hazards
  /// (``RunSummary/differsInResult(from:)``), in `OpenChoice.allCases` order. The other runs record
  /// nothing and weigh nothing themselves.
  ///
  /// A choice the run did not meet is skipped without a run: every place that reads it decided
  /// the same under each reading, so the other runs would come out as the run did
  /// (``Simulation/alternatives``; docs/model.md, "Every result with its doubt").
  package static func weigh(
    on trace: Trace, options: RunOptions, against own: RunSummary, met: OpenChoiceSet?, run: (RunOptions) -> RunSummary
  ) -> [OtherReading] {
    let ios = options.ios ?? trace.scene.device.ios
    var readings: [OtherReading] = []
    for choice in OpenChoice.allCases where met?.contains(choice) ?? true && choice.isAsked(on: trace) {
      for parameters in choice.otherReadings(of: options.parameters, on: ios, screenWidth: trace.scene.device.width) {
        let summary = run(RunOptions(parameters: parameters, ios: options.ios, weighsOpenChoices: false))
        if summary.differsInResult(from: own) {
          readings.append(OtherReading(choice: choice, other: choice.reading(of: parameters), runSummary: summary))
        }
      }
    }
    return readings
  }
}
