/// Which fix for iOS 26's content swipe suits a kind of screen (``ScreenKind``), and the runs
/// that decide it: `strategy-compare recommend --screen KIND` (docs/ios26-conflicts.md).
///
/// Every candidate runs every trace of the kind (``ScreenKind/traces``: its conflicts, then the
/// back swipes that must still work on it) on each release. A candidate's **cost** is its runs
/// that are not ``Verdict/right``: wrong, or right with a hazard the technique caused (such as
/// ``Hazard/appViewCut``). The recommended candidate of each ``Group`` has the fewest wrong
/// runs, then the fewest hazard runs; ties go to the narrower change, the group's order
/// (``Group/candidates``). Deterministic: no timing, no random draw.
///
///     let advice = ScreenAdvice(kind: .pager)
///     advice.recommended(in: .fixes)          // "system-edge:pager-yields-at-start"
///     advice.costs(of: "system-edge:shipped") // the runs it gets wrong or with a hazard
public struct ScreenAdvice: Hashable, Sendable {
  /// A set of candidates compared with one another.
  public enum Group: String, Hashable, Sendable, CaseIterable {
    /// UIKit as it ships and the five fixes teams shipped (``SystemEdgeStrategy``'s presets).
    case fixes
    /// react-native-screens' native stack: for an app that ships it, whose stack sets the
    /// content swipe up itself (``ReactNativeScreensStrategy``'s presets).
    case reactNativeScreens = "react-native-screens"

    /// The candidates, in the tie order: the narrower change first.
    ///
    /// - fixes: `shipped` (no change), `waits-for-app-pan` (Apple's documented failure
    ///   requirement), `pager-yields-at-start` (one pager), `leading-edge-rule` (the delegate's
    ///   rule for every horizontal scroll view), `recogniser-not-touches` (a rewrite of the
    ///   view's touch handling), `content-swipe-off` (no mid-screen back swipe on the screen).
    /// - react-native-screens: `native` (the default), `leading-edge-rule` (t3code's patch),
    ///   `edge-only` (`fullScreenSwipeEnabled: false`).
    public var candidates: [StrategySelection] {
      switch self {
      case .fixes:
        let systemEdge = BuiltIn.systemEdge
        return [
          systemEdge.shipped, systemEdge.waitsForAppPan, systemEdge.pagerYieldsAtStart, systemEdge.leadingEdgeRule,
          systemEdge.recogniserNotTouches, systemEdge.contentSwipeOff,
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
    self.init(kind: kind, conflicts: kind.conflicts, backSwipes: kind.backSwipes, releases: releases, groups: groups, parameters: parameters)
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
        kind: kind, conflicts: conflicts, backSwipes: backSwipes, releases: releases, groups: groups, parameters: parameters)
    }
  }

  /// Runs every candidate of `groups` on `conflicts` then `backSwipes`, on each of `releases`.
  init(
    kind: ScreenKind, conflicts: [Trace], backSwipes: [Trace], releases: [IOSVersion], groups: [Group], parameters: ModelParameters
  ) {
    self.kind = kind
    let traces = conflicts + backSwipes
    let conflictCount = conflicts.count
    var runs: [Run] = []
    for (index, trace) in traces.enumerated() {
      for ios in releases {
        runs.append(
          Run(
            trace: trace.name, summary: trace.summary, intent: trace.intent ?? .back, ios: ios,
            role: index < conflictCount ? .conflict : .backSwipe))
      }
    }
    self.runs = runs
    let options = RunOptions(parameters: parameters, weighsOpenChoices: false)
    candidates = groups.flatMap { group in
      group.candidates.map { selection in
        let cells = traces.flatMap { trace in
          releases.map { ios in
            let result = selection.run(on: trace, options: options.on(ios))
            return Cell(verdict: result.verdict ?? .wrong, text: result.cellText, hazards: result.distinctHazards)
          }
        }
        return Candidate(label: selection.label, group: group, cells: cells)
      }
    }
  }

  /// The candidates of `group`, best first: fewest wrong runs, then fewest hazard runs, then
  /// the group's tie order.
  public func ranking(in group: Group) -> [Candidate] {
    let members = candidates.enumerated().filter { $0.element.group == group }
    return members.sorted { a, b in
      (a.element.wrongCount, a.element.hazardCount, a.offset) < (b.element.wrongCount, b.element.hazardCount, b.offset)
    }.map(\.element)
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
