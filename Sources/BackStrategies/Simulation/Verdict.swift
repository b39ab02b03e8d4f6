/// Whether a run did what the person meant: the judgement every comparison shows (matrix
/// cells, `run`, JSON, CSV, the HTML report) and every corpus score counts.
///
/// **One rule per intent** (``Intent/rule``), applied to what the run did to the stack:
///
/// | intent | right when |
/// |---|---|
/// | `back` | exactly one screen was popped |
/// | `backToRoot` | the run ended on the root, having started above it |
/// | `stay` | nothing was popped, and a back transition that began was cancelled (none was left running or stuck) |
/// | `scroll`, `none` | nothing was popped |
///
/// A run that meets its rule is ``right``, unless it also had a hazard the technique caused
/// (``Hazard/countsAgainstTechnique``: a root freeze, a nested transition, a scroll conflict…);
/// then it is ``hazard``: the right outcome, reached in a way that hurts. A run that breaks
/// its rule is ``wrong``, hazards or not. A trace without an intent gets no verdict. A run of a
/// technique that does not claim the trace's ``Convention`` is ``notApplicable`` (`n/a`): shown
/// as such and left out of the counts (``RunResult/verdict``).
///
///     let verdict = Verdict(result, intent: .back)   // .right, .wrong or .hazard
///     result.verdict                                 // the same against the trace's intent, or .notApplicable
public enum Verdict: String, Hashable, Sendable, CaseIterable {
  /// The rule of the intent was met, with no hazard.
  case right
  /// The rule of the intent was broken.
  case wrong
  /// The rule was met, but the run had a hazard the technique caused.
  case hazard
  /// Not judged: the technique does not claim the convention the trace tests
  /// (``Convention/applies(to:)``). Only ``RunResult/verdict`` gives it; judging facts never does.
  case notApplicable = "n/a"

  /// What a judgement needs to know about a run: a few facts read from its result (or from a
  /// corpus ``RunSummary``), so both are judged by the same code.
  public struct Facts: Hashable, Sendable {
    /// Screens removed from the stack (before − after; 0 when nothing popped).
    public var screensPopped: Int
    /// The run ended on the root, having started above it.
    public var reachedRoot: Bool
    /// A back transition began and was neither finished nor cancelled (left interactive, or
    /// stuck on the root).
    public var leftBackTransitionOpen: Bool
    /// Each hazard of the run once.
    public var hazards: [Hazard]

    /// Creates the facts.
    public init(screensPopped: Int, reachedRoot: Bool, leftBackTransitionOpen: Bool = false, hazards: [Hazard] = []) {
      self.screensPopped = screensPopped
      self.reachedRoot = reachedRoot
      self.leftBackTransitionOpen = leftBackTransitionOpen
      self.hazards = hazards
    }

    /// The facts of `result`.
    public init(_ result: RunResult) {
      self = RunSummary(result: result, touchDownTime: 0, inReach: false).facts
    }
  }

  /// Judges a run with `facts` against `intent`'s rule.
  public init(_ facts: Facts, intent: Intent) {
    guard Self.meetsRule(facts, intent: intent) else {
      self = .wrong
      return
    }
    self = facts.hazards.contains(where: \.countsAgainstTechnique) ? .hazard : .right
  }

  /// Judges `result` against `intent`'s rule; `nil` without an intent.
  public init?(_ result: RunResult, intent: Intent?) {
    guard let intent else { return nil }
    self.init(Facts(result), intent: intent)
  }

  /// Whether `facts` meet the rule of `intent` (hazards aside): ``Intent/rule`` in code.
  public static func meetsRule(_ facts: Facts, intent: Intent) -> Bool {
    switch intent {
    case .back: facts.screensPopped == 1
    case .backToRoot: facts.reachedRoot
    case .stay: facts.screensPopped == 0 && !facts.leftBackTransitionOpen
    case .scroll, .noNavigation: facts.screensPopped == 0
    }
  }

  /// The mark of matrix cells: `✓` right, `✗` wrong, `!` hazard, `○` not applicable (a matrix
  /// cell shows ``cellLabel`` instead: `n/a`).
  public var mark: Character {
    switch self {
    case .right: "✓"
    case .wrong: "✗"
    case .hazard: "!"
    case .notApplicable: "○"
    }
  }

  /// How a matrix cell shows a verdict that stands alone, without the outcome: `n/a` for
  /// ``notApplicable``, `nil` for the others (their mark goes before the outcome).
  public var cellLabel: String? { self == .notApplicable ? rawValue : nil }

  /// Whether it counts as judged in totals: every verdict but ``notApplicable``.
  public var isJudged: Bool { self != .notApplicable }

  /// One line saying what it means, for legends.
  public var meaning: String {
    switch self {
    case .right: "did what the intent asks, with no hazard"
    case .wrong: "did not do what the intent asks"
    case .hazard: "did what the intent asks, but with a hazard the technique caused"
    case .notApplicable: "the technique does not claim the scenario's convention (iOS or Android): not judged, not counted"
    }
  }

  /// The verdicts' legend line: `Verdict: ✓ right = …; ✗ wrong = …; ! hazard = …; n/a = …`.
  public static var legend: String {
    "Verdict: " + allCases.map { ($0.cellLabel ?? "\($0.mark) \($0.rawValue)") + " = \($0.meaning)" }.joined(separator: "; ") + "."
  }
}

extension Intent {
  /// The rule a run must meet for this intent to be judged ``Verdict/right`` (hazards aside),
  /// in words; ``Verdict/meetsRule(_:intent:)`` is the same in code.
  public var rule: String {
    switch self {
    case .back: "back: exactly one screen popped"
    case .backToRoot: "backToRoot: ended on the root"
    case .stay: "stay: nothing popped, and a back gesture that began was cancelled"
    case .scroll: "scroll: nothing popped"
    case .noNavigation: "none: nothing popped"
    }
  }
}

extension Hazard {
  /// Whether the hazard is the technique's doing, so that it turns a right outcome into a
  /// ``Verdict/hazard``: every hazard but `unterminated-stroke`, which is the trace's (it ended
  /// with the finger down, and the simulator lifted it).
  public var countsAgainstTechnique: Bool { self != .unterminatedStroke }
}

extension RunResult {
  /// The verdict of this run against the intent of its trace (``intent``): `nil` without one,
  /// ``Verdict/notApplicable`` when the strategy does not claim the trace's convention
  /// (``claimsConvention``), otherwise the judgement of its facts by the intent's rule.
  public var verdict: Verdict? {
    guard let intent else { return nil }
    guard claimsConvention else { return .notApplicable }
    return RunSummary(result: self, touchDownTime: 0, inReach: false).verdict(for: intent)
  }
}
