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
    /// A SwiftUI app's setups of `NavigationStack` (``SwiftUINavigationStrategy``'s presets).
    case swiftUI = "swiftui"
    /// Flutter's Cupertino route (``CupertinoStrategy``'s presets).
    case flutter
    /// Android's predictive back (``PredictiveBackStrategy``'s presets).
    case android
    /// Compose Multiplatform on iOS (``ComposeMultiplatformStrategy``'s presets).
    case composeMultiplatform = "compose-mp"
    /// .NET MAUI's NavigationPage and Shell (``MauiStrategy``'s presets).
    case maui
    /// A zoom transition's dismiss (``ZoomTransitionStrategy``'s presets): the candidates of a
    /// ``ScreenKind/zoom`` screen, whatever the framework.
    case zoom

    /// The framework whose apps the group's candidates are for.
    public var framework: StrategyFacts.Framework {
      switch self {
      case .fixes: .uikit
      case .reactNativeScreens: .reactNative
      case .swiftUI: .swiftUI
      case .flutter: .flutter
      case .android: .android
      case .composeMultiplatform: .composeMultiplatform
      case .maui: .maui
      case .zoom: .uikit
      }
    }

    /// The groups advised on for an app of `framework` (`recommend --screen KIND --framework`):
    /// for UIKit, the fixes and, for an app that ships react-native-screens over UIKit's
    /// navigation controller, its presets (as before `--framework` existed); for React Native,
    /// react-native-screens' presets; for the others, the framework's own group.
    public static func groups(for framework: StrategyFacts.Framework) -> [Group] {
      switch framework {
      case .uikit: [.fixes, .reactNativeScreens]
      case .reactNative: [.reactNativeScreens]
      case .swiftUI: [.swiftUI]
      case .flutter: [.flutter]
      case .android: [.android]
      case .composeMultiplatform: [.composeMultiplatform]
      case .maui: [.maui]
      }
    }

    /// The candidates, in the tie order: the narrower change first.
    ///
    /// - fixes: `shipped` (no change), `waits-for-app-pan` (Apple's documented failure
    ///   requirement), `pager-yields-at-start` (one pager), `carousel-yields-at-start` (one
    ///   carousel), `leading-edge-rule` (the delegate's rule for every horizontal scroll view), `recogniser-not-touches` (a rewrite of the
    ///   view's touch handling), `content-swipe-off` (no mid-screen back swipe on the screen).
    /// - react-native-screens: `native` (the default), `leading-edge-rule` (t3code's patch),
    ///   `edge-only` (`fullScreenSwipeEnabled: false`).
    /// - swiftui, flutter, android, maui: every built-in preset of the framework, in catalog order
    ///   (the default setup first).
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
      case .zoom:
        return ZoomTransitionStrategy.presets.map { BuiltIn.zoom.preset($0.name) }
      case .swiftUI, .flutter, .android, .composeMultiplatform, .maui:
        return StrategyCatalog.builtIn.allSelections.filter { $0.entry.descriptor.facts.framework == framework }
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
    /// What the run would have come to under the other reading of each open choice of the
    /// model where that differs (``RunResult/restsOn``); empty when the cell holds whichever
    /// way they are settled.
    public var restsOn: [OtherReading] = []
    /// How the run ended (``RunResult/outcome``): what a run on another screen of the stack is
    /// compared on, under each reading.
    public var outcome: Outcome = .unchanged

    /// ``text`` with `~` after it when the cell rests on an open choice (``restsOn``).
    public var markedText: String { text + (restsOn.isEmpty ? "" : Self.restsOnMark) }

    /// `~`: after a cell, the run would come out otherwise under another reading of an open
    /// choice of the model (as the matrix marks it).
    public static let restsOnMark = "~"
  }

  /// What the recommendation of a group would be under one other reading of an open choice:
  /// every run that rests on it (``Cell/restsOn``) taken as that reading has it, ranked again
  /// by the same rule.
  public struct OtherReadingPick: Hashable, Sendable {
    /// The open question.
    public var choice: OpenChoice
    /// Its other reading (``OtherReading/other``).
    public var reading: String
    /// The recommended candidate under that reading.
    public var recommended: String?
    /// How many cells of the group it changes.
    public var cells: Int
    /// The candidates whose wrong or hazard count it changes, in the group's order.
    public var changedCandidates: [String]
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
  /// The groups run, in order.
  public var groups: [Group]
  /// The device the kind's traces were placed on (``Trace/placed(on:)``: a trace file's width
  /// and layout direction); `nil` when they ran on their own.
  public var device: Device?

  /// The releases advised on by default: iOS 18 and iOS 26, since an app ships to both.
  public static let defaultReleases: [IOSVersion] = [.iOS18, .iOS26]

  /// Runs every candidate of `groups` on every trace of `kind` on each of `releases`.
  ///
  /// - Complexity: O(*c*·*t*·*r*) runs for *c* candidates, *t* traces and *r* releases (about
  ///   170 short runs with the defaults).
  /// With `device`, every trace is placed on it first (``Trace/placed(on:)``: its width and
  /// layout direction; the releases are still `releases`).
  public init(
    kind: ScreenKind, releases: [IOSVersion] = ScreenAdvice.defaultReleases, groups: [Group] = Group.groups(for: .uikit),
    parameters: ModelParameters = .uikit26, device: Device? = nil
  ) {
    self.init(
      kind: kind, conflicts: kind.conflicts, backSwipes: kind.backSwipes, otherScreens: kind.otherScreensOfItsStack, releases: releases,
      groups: kind.ownGroups ?? groups, parameters: parameters, device: device)
  }

  /// The advice for the kinds `scene`'s screens have (``ScreenKind/kinds(in:)``), each on its
  /// conflicts that fit the scene (``ScreenKind/conflicts(fitting:)``): a map's back swipes then
  /// run on the first fitting conflict's screen. With `device` (the scene's own, for a trace
  /// file), every trace is placed on it (``Trace/placed(on:)``).
  public static func advice(
    for scene: SceneSpec, releases: [IOSVersion] = ScreenAdvice.defaultReleases, groups: [Group] = Group.groups(for: .uikit),
    parameters: ModelParameters = .uikit26, device: Device? = nil
  ) -> [ScreenAdvice] {
    ScreenKind.kinds(in: scene).map { kind in
      let conflicts = kind.conflicts(fitting: scene)
      let backSwipes = kind == .map && conflicts != kind.conflicts ? kind.backSwipes(in: conflicts[0].scene) : kind.backSwipes
      return ScreenAdvice(
        kind: kind, conflicts: conflicts, backSwipes: backSwipes, otherScreens: ScreenKind.otherScreens, releases: releases,
        groups: groups, parameters: parameters, device: device)
    }
  }

  /// Runs every candidate of `groups` on `conflicts`, `backSwipes`, then those of
  /// `otherScreens` not already among them (each placed on `device` when given), on each of
  /// `releases`, weighing the open choices of the model (``Cell/restsOn``).
  init(
    kind: ScreenKind, conflicts: [Trace], backSwipes: [Trace], otherScreens: [Trace], releases: [IOSVersion], groups: [Group],
    parameters: ModelParameters, device: Device? = nil
  ) {
    self.kind = kind
    self.groups = groups
    self.device = device
    let own = conflicts + backSwipes
    let others = otherScreens.filter { other in !own.contains { $0.name == other.name } }
    let roles: [(trace: Trace, role: Role)] =
      conflicts.map { ($0, .conflict) } + backSwipes.map { ($0, .backSwipe) } + others.map { ($0, .otherScreen) }
    let traces = roles.map { entry in (trace: device.map { entry.trace.placed(on: $0) } ?? entry.trace, role: entry.role) }
    var runs: [Run] = []
    for (trace, role) in traces {
      for ios in releases {
        runs.append(Run(trace: trace.name, summary: trace.summary, intent: trace.intent ?? .back, ios: ios, role: role))
      }
    }
    self.runs = runs
    let options = RunOptions(parameters: parameters, weighsOpenChoices: true)
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
            return Cell(
              verdict: result.verdict ?? .wrong, text: result.cellText, hazards: result.distinctHazards, restsOn: result.restsOn,
              outcome: result.outcome)
          }
          return Self.asShipped(result, shipped: shipped[index])
        }
        let costs = Self.costs(of: cells, runs: runs)
        return Candidate(
          label: selection.label, group: group, cells: cells, inapplicable: FixRecipe.recipe(for: selection.label)?.inapplicability(on: kind),
          conflictCost: costs.conflict, elsewhereCost: costs.elsewhere)
      }
    }
  }

  /// The cell of a run on another screen of the stack: right when it ends as `shipped` (the
  /// group's first candidate) ends there, same outcome and same hazards; wrong otherwise.
  static func asShipped(_ result: RunResult, shipped: RunResult) -> Cell {
    let hazards = result.distinctHazards
    let verdict = Self.asShippedVerdict(result.outcome, hazards, shipped: shipped.outcome, shipped.distinctHazards)
    let text = String(verdict.mark) + result.outcome.cellText + (hazards.isEmpty ? "" : "+" + String(hazards.map(\.marker)))
    return Cell(verdict: verdict, text: text, hazards: hazards, restsOn: result.restsOn, outcome: result.outcome)
  }

  /// Right when a run on another screen of the stack ends as the stack as it ships ends there:
  /// the same outcome and the same hazards.
  static func asShippedVerdict(_ outcome: Outcome, _ hazards: [Hazard], shipped: Outcome, _ shippedHazards: [Hazard]) -> Verdict {
    outcome == shipped && hazards == shippedHazards ? .right : .wrong
  }

  /// How many conflict runs, and how many other runs, `cells` get wrong or with a hazard.
  static func costs(of cells: [Cell], runs: [Run]) -> (conflict: Int, elsewhere: Int) {
    let notRight = cells.indices.filter { cells[$0].verdict != .right }
    let conflict = notRight.filter { runs[$0].role == .conflict }.count
    return (conflict, notRight.count - conflict)
  }

  /// The candidates of `group`, best first, by the rule in ``ScreenAdvice``: applicable before
  /// inapplicable, then fewest conflict runs not right, then fewest other runs not right, then
  /// fewest wrong runs, then the group's tie order.
  public func ranking(in group: Group) -> [Candidate] { Self.ranking(candidates, in: group) }

  /// `candidates`' members of `group`, ranked as ``ranking(in:)`` does.
  static func ranking(_ candidates: [Candidate], in group: Group) -> [Candidate] {
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

  /// What the recommendation of `group` would be under each other reading of an open choice
  /// that some cell of the group rests on (``Cell/restsOn``), in `OpenChoice.allCases` order:
  /// each such cell takes the verdict that reading gives against the run's intent, and the
  /// group is ranked again. Empty when no cell of the group rests on a choice.
  public func otherReadings(in group: Group) -> [OtherReadingPick] {
    let members = candidates.filter { $0.group == group }
    var keys: [(choice: OpenChoice, reading: String)] = []
    for choice in OpenChoice.allCases {
      for member in members {
        for cell in member.cells {
          for entry in cell.restsOn where entry.choice == choice && !keys.contains(where: { $0 == (choice, entry.other) }) {
            keys.append((choice, entry.other))
          }
        }
      }
    }
    return keys.map { key in
      var changedCells = 0
      var changedCandidates: [String] = []
      let others = members.map { member in
        var other = member
        for index in member.cells.indices {
          guard member.cells[index].verdict != .notApplicable else { continue }
          if runs[index].role == .otherScreen {
            // Judged against the stack as it ships (the group's first candidate), under the
            // same reading for both.
            let underReading = { (cell: Cell) -> (Outcome, [Hazard]) in
              let entry = cell.restsOn.first { $0.choice == key.choice && $0.other == key.reading }
              return entry.map { ($0.outcome, $0.runSummary.hazards) } ?? (cell.outcome, cell.hazards)
            }
            let mine = underReading(member.cells[index])
            let shipped = underReading(members[0].cells[index])
            let verdict = Self.asShippedVerdict(mine.0, mine.1, shipped: shipped.0, shipped.1)
            if verdict != member.cells[index].verdict { changedCells += 1 }
            other.cells[index].verdict = verdict
            other.cells[index].hazards = mine.1
            continue
          }
          guard let entry = member.cells[index].restsOn.first(where: { $0.choice == key.choice && $0.other == key.reading })
          else { continue }
          changedCells += 1
          other.cells[index].verdict = entry.runSummary.verdict(for: runs[index].intent)
          other.cells[index].hazards = entry.runSummary.hazards
        }
        let costs = Self.costs(of: other.cells, runs: runs)
        other.conflictCost = costs.conflict
        other.elsewhereCost = costs.elsewhere
        if (other.wrongCount, other.hazardCount) != (member.wrongCount, member.hazardCount) { changedCandidates.append(member.label) }
        return other
      }
      return OtherReadingPick(
        choice: key.choice, reading: key.reading, recommended: Self.ranking(others, in: group).first?.label, cells: changedCells,
        changedCandidates: changedCandidates)
    }
  }

  /// The names of the traces the advice ran, in order, each once.
  public var traceNames: [String] {
    var seen: [String] = []
    for run in runs where !seen.contains(run.trace) { seen.append(run.trace) }
    return seen
  }
}
