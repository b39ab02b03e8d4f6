/// What one strategy did with one trace, boiled down to what corpus scores need: a few
/// integers, so results can be folded and merged exactly in any order. Its ``facts`` are what
/// the verdict rule (``Verdict``) reads, for a corpus run and a single run alike.
public struct RunSummary: Hashable, Sendable, Codable {
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

  /// Creates a summary from its parts.
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
    self.init(result: result, touchDownTime: Self.touchDownTime(of: trace), inReach: inReach)
  }

  /// The summary of `result`, its decision time counted from `touchDownTime`: the one formula
  /// every route to a verdict takes (``RunResult/verdict`` included).
  package init(result: RunResult, touchDownTime: Double, inReach: Bool) {
    self.init(
      outcome: result.outcome, stackCountBefore: result.stackBefore.count, stackCountAfter: result.stackAfter.count,
      transitions: result.transitions, recognizedAt: result.recognizedAt, hazards: result.hazards, metrics: result.metrics,
      touchDownTime: touchDownTime, inReach: inReach)
  }

  /// Boils down a run from its parts: what ``init(result:trace:inReach:)`` reads of a
  /// ``RunResult``, which a corpus run hands over without building the result.
  /// `touchDownTime` is ``touchDownTime(of:)`` of the trace.
  package init(
    outcome: Outcome, stackCountBefore: Int, stackCountAfter: Int, transitions: [TransitionRecord], recognizedAt: Double?,
    hazards: [HazardEvent], metrics: RunMetrics, touchDownTime: Double, inReach: Bool
  ) {
    var backTransitionCount = 0
    var decided: Double?
    var leftOpen = false
    for transition in transitions where transition.kind != .push {
      backTransitionCount += 1
      if decided == nil { decided = transition.decided }
      if transition.result == .stuck { leftOpen = true }
    }
    self.init(
      outcome: outcome, screensPopped: max(0, stackCountBefore - stackCountAfter),
      reachedRoot: stackCountBefore > 1 && stackCountAfter == 1,
      started: recognizedAt != nil || outcome != .unchanged || backTransitionCount > 0,
      inReach: inReach, hazards: RunResult.distinctHazards(of: hazards),
      decisionMilliseconds: decided.map { Int((($0 - touchDownTime) * Self.millisecondsPerSecond).rounded()) },
      trackingErrorMillipoints: metrics.trackedSamples > 0
        ? Int((metrics.trackingError * Self.millipointsPerPoint).rounded()) : nil,
      screenshotBytes: metrics.screenshotBytes)
    leftBackTransitionOpen = leftOpen
  }

  /// Whether `other` differs from this run in what a reader of results sees: the outcome, what
  /// the verdict reads (screens popped, the root reached, a back transition left open) or the
  /// hazards (as a set). Decision times, tracking and memory are not compared.
  public func differsInResult(from other: RunSummary) -> Bool {
    outcome != other.outcome || screensPopped != other.screensPopped || reachedRoot != other.reachedRoot
      || leftBackTransitionOpen != other.leftBackTransitionOpen || Set(hazards) != Set(other.hazards)
  }

  /// When `trace` first touches down (0 without a touch-down): decision times count from it.
  package static func touchDownTime(of trace: Trace) -> Double {
    trace.touches.first(where: { $0.phase == .began })?.t ?? 0
  }

  /// 1 000: decision times are kept in whole milliseconds.
  public static let millisecondsPerSecond = 1000.0
  /// 1 000: tracking errors are kept in whole thousandths of a point.
  public static let millipointsPerPoint = 1000.0
}
