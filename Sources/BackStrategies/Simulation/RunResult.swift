/// Everything one strategy did with one trace. `Codable` (with its timeline and event log),
/// so a result can be stored and compared later with any coder.
public struct RunResult: Hashable, Sendable, Codable {
  /// `id:preset`.
  public var strategy: String
  /// The iOS release the run modelled (the trace's ``Device/ios``, or ``RunOptions/ios``).
  public var ios: IOSVersion
  /// What happened to navigation.
  public var outcome: Outcome
  /// The rule that decided, in words with the numbers (written when first read).
  public var reason: String {
    get { reasonText.description }
    set { reasonText = Explanation(text: newValue) }
  }
  /// The reason as the strategy handed it over: text written only when read (``Explanation``).
  public var reasonText: Explanation
  /// Screen ids before the first touch, root first.
  public var stackBefore: [String]
  /// Screen ids after everything settled.
  public var stackAfter: [String]
  /// Every transition, in order.
  public var transitions: [TransitionRecord]
  /// When a back recogniser first began, if one did.
  public var recognizedAt: Double?
  /// When the last animation or timer ended (or the last touch, if later).
  public var settledAt: Double
  /// Hazards in the order they happened.
  public var hazards: [HazardEvent]
  /// Metrics.
  public var metrics: RunMetrics
  /// The frame timeline, when requested.
  public var frames: [Frame]?
  /// The event log, when requested (``RunOptions/recordEvents``): every callback, delegate
  /// question and command, in order.
  public var events: [RunEvent]?
  /// When UIKit's pop handler decided the last release and the release procedure that is not
  /// live (``ModelParameters/popDecision``) would have decided otherwise, that in one line:
  /// `the legacy release rule would pop`. `nil` otherwise.
  public var otherReleaseRule: String?
  /// The open choices of the model this result rests on: for each question UIKit's decompiled
  /// code leaves open (``OpenChoice``) under whose other reading the run's outcome, verdict or
  /// hazards would differ, what that reading gives. Empty when the result holds either way, or
  /// when the run did not weigh them (``RunOptions/weighsOpenChoices``).
  public var restsOn: [OtherReading] = []
  /// The intent of the trace the run was on (``Trace/intent``): what ``verdict`` judges against.
  public var intent: Intent?
  /// Whether the strategy claims the convention the trace tests
  /// (``Convention/applies(to:)`` of ``Trace/convention`` and ``StrategyDescriptor/conventions``);
  /// ``verdict`` is ``Verdict/notApplicable`` when it does not.
  public var claimsConvention = true
  /// Who drove the pop that decided the outcome: the last pop or pop-to-root of the run
  /// (``TransitionRecord/drivenBy``); `nil` when nothing began going back.
  public var drivenBy: DrivenBy? {
    transitions.last { $0.kind != .push }?.drivenBy
  }
  /// The recognisers the strategy installed itself (empty when it relies on UIKit's alone).
  package var strategyRecognizers: [RecognizerID] = []
  /// The first back recogniser that began (the one ``recognizedAt`` times).
  package var firstBackRecognizer: RecognizerID?
  /// Whether a new swipe caught or preempted a running transition (iOS 26's interruptible pop).
  package var caughtRunningTransition = false
  /// Whether a scroll view waited for iOS 26's content swipe and lost the touch to another recogniser.
  package var scrollViewYieldedToContentSwipe = false

  /// Creates a result.
  public init(
    strategy: String, outcome: Outcome, reason: String, stackBefore: [String], stackAfter: [String],
    transitions: [TransitionRecord], recognizedAt: Double?, settledAt: Double, hazards: [HazardEvent],
    metrics: RunMetrics, frames: [Frame]?, events: [RunEvent]? = nil, ios: IOSVersion = .standard
  ) {
    self.init(
      strategy: strategy, outcome: outcome, reasonText: Explanation(text: reason), stackBefore: stackBefore,
      stackAfter: stackAfter, transitions: transitions, recognizedAt: recognizedAt, settledAt: settledAt, hazards: hazards,
      metrics: metrics, frames: frames, events: events, ios: ios)
  }

  /// Creates a result whose reason is written when first read.
  public init(
    strategy: String, outcome: Outcome, reasonText: Explanation, stackBefore: [String], stackAfter: [String],
    transitions: [TransitionRecord], recognizedAt: Double?, settledAt: Double, hazards: [HazardEvent],
    metrics: RunMetrics, frames: [Frame]?, events: [RunEvent]? = nil, ios: IOSVersion = .standard
  ) {
    self.init(
      strategy: strategy, outcome: outcome, reasonText: reasonText, stackBefore: stackBefore, stackAfter: stackAfter,
      transitions: transitions, recognizedAt: recognizedAt, settledAt: settledAt, hazards: hazards, metrics: metrics,
      frames: frames, events: events, ios: ios, otherReleaseRule: nil, intent: nil, claimsConvention: true,
      strategyRecognizers: [], firstBackRecognizer: nil, caughtRunningTransition: false,
      scrollViewYieldedToContentSwipe: false)
  }

  /// Creates a result with every field, the simulator's own ones too, in one step: the one
  /// initialiser that sets them (the public ones hand it their defaults).
  // In one step for speed: docs/performance.md#why-the-code-is-shaped-this-way.
  package init(
    strategy: String, outcome: Outcome, reasonText: Explanation, stackBefore: [String], stackAfter: [String],
    transitions: [TransitionRecord], recognizedAt: Double?, settledAt: Double, hazards: [HazardEvent],
    metrics: RunMetrics, frames: [Frame]?, events: [RunEvent]?, ios: IOSVersion, otherReleaseRule: String?,
    intent: Intent?, claimsConvention: Bool, strategyRecognizers: [RecognizerID], firstBackRecognizer: RecognizerID?,
    caughtRunningTransition: Bool, scrollViewYieldedToContentSwipe: Bool
  ) {
    self.events = events
    self.ios = ios
    self.strategy = strategy
    self.outcome = outcome
    self.reasonText = reasonText
    self.stackBefore = stackBefore
    self.stackAfter = stackAfter
    self.transitions = transitions
    self.recognizedAt = recognizedAt
    self.settledAt = settledAt
    self.hazards = hazards
    self.metrics = metrics
    self.frames = frames
    self.otherReleaseRule = otherReleaseRule
    self.intent = intent
    self.claimsConvention = claimsConvention
    self.strategyRecognizers = strategyRecognizers
    self.firstBackRecognizer = firstBackRecognizer
    self.caughtRunningTransition = caughtRunningTransition
    self.scrollViewYieldedToContentSwipe = scrollViewYieldedToContentSwipe
  }

  /// Each hazard once, in the order first seen.
  public var distinctHazards: [Hazard] { Self.distinctHazards(of: hazards) }

  /// Each hazard of `events` once, in the order first seen.
  package static func distinctHazards(of events: [HazardEvent]) -> [Hazard] {
    var seen: [Hazard] = []
    for event in events where !seen.contains(event.hazard) { seen.append(event.hazard) }
    return seen
  }
}

/// What a run is asked to record, and the model it runs on.
public struct RunOptions: Hashable, Sendable {
  /// The UIKit model's numbers.
  public var parameters: ModelParameters
  /// Whether to record the frame timeline (costly on long traces: see
  /// ``maximumTimelineFrames``).
  public var recordTimeline: Bool
  /// Whether to record the event log (``RunResult/events``): every recogniser callback, delegate
  /// question and answer, and command, with the numbers each carried.
  public var recordEvents: Bool

  /// The most entries an event log holds; recording stops there, so memory stays bounded
  /// whatever the trace (a 10-minute trace at 120 Hz with three entries a sample needs 216,000).
  /// **[estimate]** a bound, not a UIKit number.
  public static let maximumLoggedEvents = 250_000

  /// The most frames a recorded timeline holds; a run stops recording there, so memory stays
  /// bounded whatever the trace. 20,000 frames are 5½ minutes at 60 Hz, about 4 MiB of JSON per
  /// strategy. Check ``Trace/timelineFrameBound(parameters:)`` first to refuse, rather than
  /// cut, a longer timeline (the command line does). Source: the robustness limits (docs/robustness.md).
  public static let maximumTimelineFrames = 20_000

  /// The iOS release to run on, overriding the trace's ``Device/ios``; `nil` (the default)
  /// keeps the trace's. `--ios` on the command line.
  public var ios: IOSVersion?

  /// Whether a run also runs under the other readings of the open choices (``OpenChoice``) to
  /// fill ``RunResult/restsOn``. Lazily: the run notes each choice it met where another reading
  /// would have decided differently, and only those readings run again (to their summaries,
  /// without a timeline or an event log); a run that met none costs nothing more. Off by
  /// default (``RunResult/restsOn`` stays empty); the command line asks for it where it prints
  /// `rests on`: `run`, the matrix's `~`, JSON, `corpus --doubt`.
  public var weighsOpenChoices: Bool

  /// Whether weighing runs every reading that applies, as if every choice had been met: the
  /// reference the lazy weighing is tested against (docs/model.md, "Every result with its doubt").
  package var weighsEveryReading = false

  /// Creates options.
  public init(
    parameters: ModelParameters = .uikit26, recordTimeline: Bool = false, recordEvents: Bool = false, ios: IOSVersion? = nil,
    weighsOpenChoices: Bool = false
  ) {
    self.weighsOpenChoices = weighsOpenChoices
    self.parameters = parameters
    self.recordTimeline = recordTimeline
    self.recordEvents = recordEvents
    self.ios = ios
  }

  /// The same options on another iOS release.
  public func on(_ ios: IOSVersion?) -> RunOptions {
    var options = self
    options.ios = ios
    return options
  }
}

extension RunResult: Identifiable {
  /// The strategy's label (`id:preset`): unique among the results of one comparison.
  public var id: String { strategy }
}
