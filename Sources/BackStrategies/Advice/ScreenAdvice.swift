/// Which fix for iOS 26's content swipe suits a kind of screen (``ScreenKind``), and the runs
/// that decide it: `strategy-compare recommend --screen KIND` (docs/ios26-conflicts.md).
///
/// Every candidate runs every trace of the kind (``ScreenKind/traces``: its conflicts, then the
/// back swipes that must still work on it), then the other screens of the stack
/// (``ScreenKind/otherScreens``), on each release. A candidate's **cost** is its runs that are
/// not ``Verdict/right``: wrong, or right with a hazard the technique caused (such as
/// ``Hazard/appViewCut``). On another screen of the stack a run is right when the candidate
/// does there what its group's first candidate (the stack as it ships) does: same outcome, same
/// hazards; the fix was not meant for that screen.
///
/// The ranking rule (``ranking(in:)``): a candidate that cannot be applied on the kind
/// (``FixRecipe/inapplicability(on:)``: `recogniser-not-touches` on web content) is ranked out,
/// last, with its reason; then the fewest conflict runs not right (the screen's own views and
/// back swipes over them: what the fix is for), then the fewest other runs not right (the
/// back swipes it must keep, the other screens), then the fewest wrong runs, then the narrower
/// change, the group's order (``Group/candidates``). Deterministic: no timing, no random draw.
///
///     let advice = ScreenAdvice(kind: .pager)
///     advice.recommended(in: .fixes)          // "system-edge:pager-yields-at-start"
///     advice.costs(of: "system-edge:shipped") // the runs it gets wrong or with a hazard
public struct ScreenAdvice: Hashable, Sendable {
  /// A set of candidates compared with one another.
  public enum Group: String, Hashable, Sendable, CaseIterable {
    /// UIKit as it ships, the five fixes of the field (not every one shipped by a team) and `carousel-yields-at-start`
    /// (``SystemEdgeStrategy``'s presets).
    case fixes
    /// react-native-screens' native stack: for an app that ships it, whose stack sets the
    /// content swipe up itself (``ReactNativeScreensStrategy``'s presets).
    case reactNativeScreens = "react-native-screens"

    /// The candidates, in the tie order: the narrower change first.
    ///
    /// - fixes: `shipped` (no change), `waits-for-app-pan` (Apple's documented failure
    ///   requirement), `pager-yields-at-start` (one pager), `carousel-yields-at-start` (one
    ///   carousel), `leading-edge-rule` (the delegate's rule for every horizontal scroll view), `recogniser-not-touches` (a rewrite of the
    ///   view's touch handling), `content-swipe-off` (no mid-screen back swipe on the screen).
    /// - react-native-screens: `native` (the default), `leading-edge-rule` (t3code's patch),
    ///   `edge-only` (`fullScreenSwipeEnabled: false`).
    public var candidates: [StrategySelection] {
      switch self {
      case .fixes:
        let systemEdge = BuiltIn.systemEdge
        return [
          systemEdge.shipped, systemEdge.waitsForAppPan, systemEdge.pagerYieldsAtStart, systemEdge.carouselYieldsAtStart,
          systemEdge.leadingEdgeRule, systemEdge.recogniserNotTouches, systemEdge.contentSwipeOff,
        ]
      case .reactNativeScreens:
        let screens = BuiltIn.reactNativeScreens
        return ["native", "leading-edge-rule", "edge-only"].map { screens.preset($0) }
      }
    }
  }

  /// Why a run is among the deciding ones.
  public enum Role: String, Hashable, Sendable {
    /// A conflict of the screen (``ScreenKind/conflicts``).
    case conflict
    /// A back swipe that must still work on the screen (``ScreenKind/backSwipes``).
    case backSwipe = "back-swipe"
    /// Another screen of the stack (``ScreenKind/otherScreens``): right when the candidate does
    /// there what the stack as it ships does.
    case otherScreen = "other-screen"
  }

  /// One deciding run: a trace on a release.
  public struct Run: Hashable, Sendable {
    /// The trace's name (a built-in scenario's, or `<kind>-…` for a trace built for the kind).
    public var trace: String
    /// What the trace does.
    public var summary: String
    /// What the person meant.
    public var intent: Intent
    /// The release it ran on.
    public var ios: IOSVersion
    /// Why it decides.
    public var role: Role
  }

  /// What one candidate did on one run.
  public struct Cell: Hashable, Sendable {
    /// The verdict against the run's intent.
    public var verdict: Verdict
    /// The matrix cell (``RunResult/cellText``: `✓pop`, `!cancel+C`).
    public var text: String
    /// The hazards of the run, each once.
    public var hazards: [Hazard]
  }

  /// One candidate's results, one cell per run.
  public struct Candidate: Hashable, Sendable {
    /// The strategy label (`system-edge:pager-yields-at-start`).
    public var label: String
    /// Its group.
    public var group: Group
    /// One cell per run of ``ScreenAdvice/runs``, in that order.
    public var cells: [Cell]
    /// Why it cannot be applied on the kind (``FixRecipe/inapplicability(on:)``), or `nil`.
    public var inapplicable: String?
    /// How many of the screen's conflict runs it gets wrong or with a hazard.
    public var conflictCost: Int
    /// How many of the other runs (back swipes, other screens) it gets wrong or with a hazard.
    public var elsewhereCost: Int

    /// How many runs it gets wrong.
    public var wrongCount: Int { cells.filter { $0.verdict == .wrong }.count }
    /// How many runs it gets right with a hazard.
    public var hazardCount: Int { cells.filter { $0.verdict == .hazard }.count }
  }

  /// The kind of screen.
  public var kind: ScreenKind
  /// The deciding runs: each trace on each release, trace by trace.
  public var runs: [Run]
  /// Every candidate of every group, in group order then tie order.
  public var candidates: [Candidate]

  /// The releases advised on by default: iOS 18 and iOS 26, since an app ships to both.
  public static let defaultReleases: [IOSVersion] = [.iOS18, .iOS26]

  /// Runs every candidate of `groups` on every trace of `kind` on each of `releases`.
  ///
  /// - Complexity: O(*c*·*t*·*r*) runs for *c* candidates, *t* traces and *r* releases (about
  ///   170 short runs with the defaults).
  public init(
    kind: ScreenKind, releases: [IOSVersion] = ScreenAdvice.defaultReleases, groups: [Group] = Group.allCases,
    parameters: ModelParameters = .uikit26
  ) {
    self.init(
      kind: kind, conflicts: kind.conflicts, backSwipes: kind.backSwipes, otherScreens: ScreenKind.otherScreens, releases: releases,
      groups: groups, parameters: parameters)
  }

  /// The advice for the kinds `scene`'s screens have (``ScreenKind/kinds(in:)``), each on its
  /// conflicts that fit the scene (``ScreenKind/conflicts(fitting:)``): a map's back swipes then
  /// run on the first fitting conflict's screen.
  public static func advice(
    for scene: SceneSpec, releases: [IOSVersion] = ScreenAdvice.defaultReleases, groups: [Group] = Group.allCases,
    parameters: ModelParameters = .uikit26
  ) -> [ScreenAdvice] {
    ScreenKind.kinds(in: scene).map { kind in
      let conflicts = kind.conflicts(fitting: scene)
      let backSwipes = kind == .map && conflicts != kind.conflicts ? kind.backSwipes(in: conflicts[0].scene) : kind.backSwipes
      return ScreenAdvice(
        kind: kind, conflicts: conflicts, backSwipes: backSwipes, otherScreens: ScreenKind.otherScreens, releases: releases,
        groups: groups, parameters: parameters)
    }
  }

  /// Runs every candidate of `groups` on `conflicts`, `backSwipes`, then those of
  /// `otherScreens` not already among them, on each of `releases`.
  init(
    kind: ScreenKind, conflicts: [Trace], backSwipes: [Trace], otherScreens: [Trace], releases: [IOSVersion], groups: [Group],
    parameters: ModelParameters
  ) {
    self.kind = kind
    let own = conflicts + backSwipes
    let others = otherScreens.filter { other in !own.contains { $0.name == other.name } }
    let traces: [(trace: Trace, role: Role)] =
      conflicts.map { ($0, .conflict) } + backSwipes.map { ($0, .backSwipe) } + others.map { ($0, .otherScreen) }
    var runs: [Run] = []
    for (trace, role) in traces {
      for ios in releases {
        runs.append(Run(trace: trace.name, summary: trace.summary, intent: trace.intent ?? .back, ios: ios, role: role))
      }
    }
    self.runs = runs
    let options = RunOptions(parameters: parameters, weighsOpenChoices: false)
    candidates = groups.flatMap { group in
      var shipped: [RunResult] = []
      return group.candidates.map { selection in
        var results: [RunResult] = []
        for (trace, _) in traces {
          for ios in releases { results.append(selection.run(on: trace, options: options.on(ios))) }
        }
        if shipped.isEmpty { shipped = results }
        let cells = results.indices.map { index in
          let result = results[index]
          guard runs[index].role == .otherScreen else {
            return Cell(verdict: result.verdict ?? .wrong, text: result.cellText, hazards: result.distinctHazards)
          }
          return Self.asShipped(result, shipped: shipped[index])
        }
        let notRight = cells.indices.filter { cells[$0].verdict != .right }
        let conflictCost = notRight.filter { runs[$0].role == .conflict }.count
        return Candidate(
          label: selection.label, group: group, cells: cells, inapplicable: FixRecipe.recipe(for: selection.label)?.inapplicability(on: kind),
          conflictCost: conflictCost, elsewhereCost: notRight.count - conflictCost)
      }
    }
  }

  /// The cell of a run on another screen of the stack: right when it ends as `shipped` (the
  /// group's first candidate) ends there, same outcome and same hazards; wrong otherwise.
  static func asShipped(_ result: RunResult, shipped: RunResult) -> Cell {
    let hazards = result.distinctHazards
    let same = result.outcome == shipped.outcome && hazards == shipped.distinctHazards
    let verdict: Verdict = same ? .right : .wrong
    let text = String(verdict.mark) + result.outcome.cellText + (hazards.isEmpty ? "" : "+" + String(hazards.map(\.marker)))
    return Cell(verdict: verdict, text: text, hazards: hazards)
  }

  /// The candidates of `group`, best first, by the rule in ``ScreenAdvice``: applicable before
  /// inapplicable, then fewest conflict runs not right, then fewest other runs not right, then
  /// fewest wrong runs, then the group's tie order.
  public func ranking(in group: Group) -> [Candidate] {
    let members = candidates.enumerated().filter { $0.element.group == group }
    func key(_ member: (offset: Int, element: Candidate)) -> (Int, Int, Int, Int, Int) {
      let candidate = member.element
      return (candidate.inapplicable == nil ? 0 : 1, candidate.conflictCost, candidate.elsewhereCost, candidate.wrongCount, member.offset)
    }
    return members.sorted { key($0) < key($1) }.map(\.element)
  }

  /// The label of the recommended candidate of `group` (`nil` when the group was not run).
  public func recommended(in group: Group) -> String? { ranking(in: group).first?.label }

  /// The candidate labelled `label`, if it ran.
  public func candidate(_ label: String) -> Candidate? { candidates.first { $0.label == label } }

  /// The runs (indices into ``runs``) `label` gets wrong or with a hazard: what it costs.
  public func costs(of label: String) -> [Int] {
    guard let candidate = candidate(label) else { return [] }
    return candidate.cells.indices.filter { candidate.cells[$0].verdict != .right }
  }

  /// The runs (indices into ``runs``) that every candidate of `group` gets wrong or with a
  /// hazard: no choice in the group helps there (a mid-screen back swipe on iOS 18, which has
  /// no content swipe).
  public func sharedCosts(in group: Group) -> [Int] {
    let members = candidates.filter { $0.group == group }
    guard !members.isEmpty else { return [] }
    return runs.indices.filter { index in members.allSatisfy { $0.cells[index].verdict != .right } }
  }

  /// The runs `label` gets wrong or with a hazard, leaving out those every candidate of its
  /// group does (``sharedCosts(in:)``): what choosing it costs against the others.
  public func ownCosts(of label: String) -> [Int] {
    guard let candidate = candidate(label) else { return [] }
    let shared = Set(sharedCosts(in: candidate.group))
    return costs(of: label).filter { !shared.contains($0) }
  }

  /// The names of the traces the advice ran, in order, each once.
  public var traceNames: [String] {
    var seen: [String] = []
    for run in runs where !seen.contains(run.trace) { seen.append(run.trace) }
    return seen
  }
}
