/// What one strategy did with one trace, boiled down to what corpus scores need: a few
/// integers, so results can be folded and merged exactly in any order.
public struct RunVerdict: Hashable, Sendable {
  /// The run's outcome.
  public var outcome: Outcome
  /// Screens removed from the stack (before − after; 0 when nothing popped).
  public var screensPopped: Int
  /// The run ended on the root, having started above it.
  public var reachedRoot: Bool
  /// A back gesture started: a back recogniser began, or back feedback or a transition showed.
  public var started: Bool
  /// The trace touched down where the strategy listens (``StartRegion``).
  public var inReach: Bool
  /// Each hazard of the run once, in the order first seen.
  public var hazards: [Hazard]
  /// Milliseconds from the first touch-down to the moment the first back transition was
  /// decided (told to finish or cancel; a pop frozen on the root is decided at the release
  /// too, though it never ends), rounded; `nil` when none was.
  public var decisionMilliseconds: Int?
  /// Mean tracking error of the run (``RunMetrics/trackingError``), in thousandths of a point,
  /// rounded; `nil` when no sample was measured (no interactive back transition moved the page).
  public var trackingErrorMillipoints: Int?
  /// Peak screenshot memory held during the run, in bytes (``RunMetrics/screenshotBytes``).
  public var screenshotBytes: Int
  /// A back transition began and was neither finished nor cancelled (``Verdict/Facts``).
  public var leftBackTransitionOpen: Bool = false

  /// Creates a verdict from its parts.
  public init(
    outcome: Outcome, screensPopped: Int, reachedRoot: Bool, started: Bool, inReach: Bool, hazards: [Hazard] = [],
    decisionMilliseconds: Int? = nil, trackingErrorMillipoints: Int? = nil, screenshotBytes: Int = 0
  ) {
    self.outcome = outcome
    self.screensPopped = screensPopped
    self.reachedRoot = reachedRoot
    self.started = started
    self.inReach = inReach
    self.hazards = hazards
    self.decisionMilliseconds = decisionMilliseconds
    self.trackingErrorMillipoints = trackingErrorMillipoints
    self.screenshotBytes = screenshotBytes
  }

  /// Boils down `result`, the run of a strategy over `trace`.
  public init(result: RunResult, trace: Trace, inReach: Bool) {
    let popped = max(0, result.stackBefore.count - result.stackAfter.count)
    let touchDown = trace.touches.first(where: { $0.phase == .began })?.t ?? 0
    let backTransitions = result.transitions.filter { $0.kind != .push }
    let decided = backTransitions.lazy.compactMap(\.decided).first
    self.init(
      outcome: result.outcome, screensPopped: popped,
      reachedRoot: result.stackBefore.count > 1 && result.stackAfter.count == 1,
      started: result.recognizedAt != nil || result.outcome != .unchanged || !backTransitions.isEmpty,
      inReach: inReach, hazards: result.distinctHazards,
      decisionMilliseconds: decided.map { Int((($0 - touchDown) * Self.millisecondsPerSecond).rounded()) },
      trackingErrorMillipoints: result.metrics.trackedSamples > 0
        ? Int((result.metrics.trackingError * Self.millipointsPerPoint).rounded()) : nil,
      screenshotBytes: result.metrics.screenshotBytes)
    leftBackTransitionOpen = backTransitions.contains { $0.result == .stuck }
  }

  /// What the verdict rule reads of this run.
  public var facts: Verdict.Facts {
    Verdict.Facts(screensPopped: screensPopped, reachedRoot: reachedRoot, leftBackTransitionOpen: leftBackTransitionOpen, hazards: hazards)
  }

  /// The run's ``Verdict`` for `intent`, by the one rule per intent.
  public func verdict(for intent: Intent) -> Verdict { Verdict(facts, intent: intent) }

  /// Whether the run did what `intent` asked, hazards aside (``Intent/rule``): back pops
  /// exactly one screen, backToRoot ends on the root, stay pops nothing and leaves no back
  /// transition open, scroll and none pop nothing.
  public func fulfils(_ intent: Intent) -> Bool { Verdict.meetsRule(facts, intent: intent) }

  /// 1 000: decision times are kept in whole milliseconds.
  public static let millisecondsPerSecond = 1000.0
  /// 1 000: tracking errors are kept in whole thousandths of a point.
  public static let millipointsPerPoint = 1000.0
}
