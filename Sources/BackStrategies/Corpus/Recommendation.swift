import BackStrategiesSupport

/// Strategies ranked for stated needs on measured corpus verdicts, with the reasons: each
/// exclusion names the fact or the score behind it and how to allow it; each rank lists the
/// scores it is the mean of.
///
///     let recommendation = Recommendation.recommend(needs: [.fullScreen, .scrollViews])
///     recommendation.best?.strategy   // the id:preset to install
///
/// **Scope.** Only the gestures of the stated needs count. A trace is evidence of a need when
/// it has the need's facet and an intent the need's score counts (``Need/isEvidence(_:)``: a
/// back swipe that touches down mid-screen is evidence of `full-screen`); it is *in scope*
/// when every need it is evidence of is stated. The traces that are evidence of no need are
/// the **common gestures** every app has: back swipes from the back edge on a plain screen,
/// cancelled swipes, taps, scrolls outside scroll views, swipes on the root. So an edge-only
/// strategy is not punished for mid-screen swipes unless `full-screen` is stated.
///
/// **Score.** The *measured* part is the mean, with equal weights, of: the share of common
/// gestures whose ``Verdict`` is `right`; for each stated need, the share of its in-scope
/// evidence whose verdict is `right` (for `low-memory`, the share of in-scope runs that never
/// held a screenshot). Each value is in 0…1, higher is better; a hazard counts as not right, so
/// a technique that causes a hazard on some gesture scores below one that does the same
/// gesture without it. The score is the measured part minus ``costPenalty`` for each declared
/// cost (``StrategyFacts/costs``: private API where allowed, replacing UIKit's animation,
/// keeping screenshots; an undeclared fact counts as a cost). So with no needs UIKit's own
/// gesture, which costs nothing, comes first unless a replacement gets a tenth more of the
/// common gestures right.
///
/// **Intervals.** Every share is a ``Proportion`` with its 95 % Wilson interval. The score's
/// interval (``Candidate/low`` … ``Candidate/high``) is the mean of the parts' lower bounds and
/// the mean of their upper bounds, less the same cost penalty: a band that holds every part at
/// its own bound at once, wider than the mean's own interval, so that "cannot be told apart"
/// errs towards a tie rather than towards a rank the corpus does not support.
///
/// **Needs by their interval.** A stated need is *met* when its interval lies above
/// ``minimumNeedScore`` (low > the cut), *unmet* when it lies below (high < the cut: excluded),
/// and *uncertain* otherwise. An uncertain need keeps the candidate, marked with it
/// (``Candidate/uncertainNeeds``), and ranked by its score like the others: the score already
/// holds the need's measured share, and a share the corpus cannot tell from the cut must not
/// move a candidate between tiers from one corpus to the next.
///
/// **Ranks and ties.** Candidates are sorted by score (then selection order). Going down that
/// order, a candidate shares the rank of the first candidate of the current rank (its
/// *leader*) when their score intervals overlap (the follower's ``Candidate/high`` ≥ the
/// leader's ``Candidate/low``); otherwise it opens a new rank, numbered by its position
/// (1, 1, 3: competition ranking). Every member of a shared rank overlaps its leader, so the
/// order inside it is not evidence.
///
/// **Exclusions**, each listed with its reason and how to allow it:
/// - private API (``StrategyFacts/privateAPI``), unless ``Allowance/privateAPI``;
/// - a root freeze or a nested transition in more than ``maximumSevereHazardRate`` of the
///   in-scope runs by its interval (the interval's lower bound above the bar, so that a rate
///   the corpus cannot tell from the bar does not flip the advice), unless that hazard is
///   allowed;
/// - a stated need none of whose traces touch down where the strategy listens (by design,
///   read from what it installs), or whose score is below ``minimumNeedScore``.
///
/// A need with no traces in the corpus is not judged and is reported as unmeasured.
public struct Recommendation: Sendable, Codable {
  /// The least a need's score may be for the need to count as met: right at least half the
  /// time. Source: this project's choice; below it, people meet the failure more often than
  /// the feature.
  public static let minimumNeedScore = 0.5

  /// The largest share of in-scope runs that may end in a root freeze (and, separately, in a
  /// nested transition) before a strategy is excluded: 1 run in 1 000. Source: this project's
  /// choice; a root freeze leaves the app unable to navigate until it is relaunched, and a
  /// nested transition can corrupt the navigation bar, so even rare ones matter, while the bar
  /// leaves room for a single odd trace in a corpus of a few thousand.
  public static let maximumSevereHazardRate = 0.001

  /// The hazards that exclude above ``maximumSevereHazardRate``: the ones that break
  /// navigation for good rather than for one gesture.
  public static let severeHazards: [Hazard] = [.rootFreeze, .nestedTransition]

  /// What each declared cost takes off the score: a replacement for UIKit's own gesture must
  /// get one gesture in ten more right to be worth it. Source: this project's choice; a cost
  /// (private API, a replaced animation that loses UIKit's bar, parallax and transition
  /// coordinator, a bitmap per screen) is paid on every screen, a measured difference of a few
  /// percent is within what the synthetic corpus can tell apart.
  public static let costPenalty = 0.1

  /// Traces per family of the generated corpus used when none is given: enough that one
  /// trace more or less moves a family's share by 1 %. Measured with
  /// `scripts/ranking-stability.py` over seeds 1–5 (docs/choosing.md, "The default corpus
  /// size"): at 100 and 150 per family the top rank for `full-screen,scroll-views` is the same
  /// in every seed; no measured size up to 200 per family keeps every rank the same.
  public static let defaultTracesPerFamily = 100

  /// Traces of the generated corpus used when none is given (``defaultTracesPerFamily`` per
  /// family).
  public static let defaultCorpusSize = defaultTracesPerFamily * GestureFamily.allCases.count

  /// An exclusion that can be lifted (`--allow private-api,root-freeze`).
  public enum Allowance: String, Hashable, Sendable, CaseIterable, Codable {
    /// Keep strategies that declare private API.
    case privateAPI = "private-api"
    /// Keep strategies that freeze navigation on the root.
    case rootFreeze = "root-freeze"
    /// Keep strategies that ask for nested transitions.
    case nestedTransition = "nested-transition"
    /// Keep techniques of other frameworks than the one ranked for (``Recommendation/framework``:
    /// Flutter, Android, SwiftUI, React Native for a UIKit app), shown for comparison only.
    case otherFrameworks = "other-frameworks"

    /// The allowance that lifts the exclusion for `hazard`, if it is a severe one.
    public init?(hazard: Hazard) {
      switch hazard {
      case .rootFreeze: self = .rootFreeze
      case .nestedTransition: self = .nestedTransition
      default: return nil
      }
    }
  }

  /// One number a rank is the mean of.
  public struct Component: Hashable, Sendable, Codable {
    /// What it is: `common gestures: right`, `full-screen: right`.
    public var name: String
    /// The share with its counts and 95 % interval.
    public var proportion: Proportion
    /// What those traces were: `labelled gestures`.
    public var evidenceNoun: String
    /// Its value, 0…1, higher is better.
    public var value: Double { proportion.value ?? 0 }
    /// How many traces (or runs) it was measured on.
    public var evidence: Int { proportion.of }
  }

  /// How a stated need fares on its interval (see the type's notes).
  public enum NeedJudgement: String, Hashable, Sendable, Codable {
    /// The interval lies above ``Recommendation/minimumNeedScore``.
    case met
    /// The interval lies below it (the candidate is excluded).
    case unmet
    /// The interval contains it: the corpus cannot tell.
    case uncertain

    /// The judgement of `proportion` against `cut`.
    public init(_ proportion: Proportion, cut: Double) {
      if let low = proportion.low, low > cut {
        self = .met
      } else if let high = proportion.high, high < cut {
        self = .unmet
      } else {
        self = .uncertain
      }
    }
  }

  /// A strategy that passes every exclusion, with its score.
  public struct Candidate: Hashable, Sendable, Codable {
    /// `id:preset`.
    public var strategy: String
    /// ``measured`` − ``Recommendation/costPenalty`` × the number of ``costs``.
    public var score: Double
    /// The mean of ``components``.
    public var measured: Double
    /// The declared costs (``StrategyFacts/costs``).
    public var costs: [String]
    /// The scores behind it: the common gestures first, then one per measured need.
    public var components: [Component]
    /// The lower end of the score's interval: the mean of the parts' lower bounds, less the
    /// costs.
    public var low: Double
    /// The upper end: the mean of the parts' upper bounds, less the costs.
    public var high: Double
    /// Stated needs whose interval contains ``Recommendation/minimumNeedScore``.
    public var uncertainNeeds: [Need]
    /// Its rank, 1 for the best; candidates that cannot be told apart share one.
    public var rank: Int

    /// Whether the score intervals of the two share a point.
    public func overlaps(_ other: Candidate) -> Bool { low <= other.high && other.low <= high }
  }

  /// What an exclusion rests on.
  public enum ExclusionCause: Hashable, Sendable, Codable {
    /// A declared fact: private API.
    case privateAPI
    /// A declared fact: a technique of another framework than the one ranked for
    /// (``Recommendation/framework``).
    case otherFramework(StrategyFacts.Framework)
    /// A severe hazard above ``maximumSevereHazardRate``.
    case hazard(Hazard)
    /// None of the need's traces touch down where the strategy listens.
    case needOutOfReach(Need)
    /// The need's score is below ``minimumNeedScore``.
    case needBelowMinimum(Need)
  }

  /// One reason a strategy is left out.
  public struct ExclusionReason: Hashable, Sendable, Codable {
    /// The fact or score behind it.
    public var cause: ExclusionCause
    /// The share behind it, with its counts and interval, when it is a score.
    public var proportion: Proportion?
    /// The number behind it (a share), when it is a score.
    public var value: Double?
    /// Traces or runs it was measured on (0 for a declared fact).
    public var evidence: Int
    /// The reason in words, with the numbers.
    public var explanation: String
    /// How to keep the strategy anyway: `--allow private-api`, `drop full-screen from --needs`.
    public var howToAllow: String
  }

  /// A strategy left out, and every reason.
  public struct Exclusion: Hashable, Sendable, Codable {
    /// `id:preset`.
    public var strategy: String
    /// One entry per reason, facts first, then hazards, then needs.
    public var reasons: [ExclusionReason]
  }

  /// The stated needs, in the order given (duplicates dropped).
  public var needs: [Need]
  /// The exclusions lifted.
  public var allowed: Set<Allowance>
  /// The framework ranked for (`recommend --framework`): its techniques are ranked, the others
  /// excluded unless ``Allowance/otherFrameworks`` is allowed. Default ``StrategyFacts/Framework/uikit``.
  public var framework: StrategyFacts.Framework = .uikit
  /// The strategies passing every exclusion, best first.
  public var ranked: [Candidate]
  /// The others, in selection order.
  public var excluded: [Exclusion]
  /// Needs the corpus holds no evidence for (not judged).
  public var unmeasuredNeeds: [Need]
  /// Whether the first pick holds under the other reading of each open choice of the model,
  /// when that was checked (``checkingOtherReadings(_:rescored:traces:facts:score:)``); `nil`
  /// when it was not.
  public var otherReadings: OtherReadingCheck?

  /// The best candidate, if any strategy passes.
  public var best: Candidate? { ranked.first }

  /// The candidates that share the best rank, when more than one does: the corpus cannot tell
  /// them apart (empty when the best stands alone).
  public var topTie: [Candidate] {
    let top = ranked.filter { $0.rank == 1 }
    return top.count > 1 ? top : []
  }

  /// The candidates of each shared rank (two or more), best rank first.
  public var ties: [[Candidate]] {
    var groups: [[Candidate]] = []
    for candidate in ranked {
      if let last = groups.last?.last, last.rank == candidate.rank {
        groups[groups.count - 1].append(candidate)
      } else {
        groups.append([candidate])
      }
    }
    return groups.filter { $0.count > 1 }
  }

  /// Judges and ranks every scorecard of `scores` for `needs`.
  ///
  /// - Parameters:
  ///   - scores: the corpus scores, one scorecard per strategy and preset.
  ///   - needs: what the app needs (``Need``); with none, the common gestures decide.
  ///   - facts: each strategy's declared facts by strategy id (`system-edge`) or label
  ///     (`id:preset`); a strategy without an entry declares none. ``StrategyCatalog/facts``
  ///     gives them for a catalog.
  ///   - allowing: exclusions to lift.
  ///   - framework: the framework ranked for; the other frameworks' techniques are excluded
  ///     unless ``Allowance/otherFrameworks`` is allowed.
  public init(
    scores: CorpusScores, needs: [Need], facts: [String: StrategyFacts] = [:], allowing: Set<Allowance> = [],
    framework: StrategyFacts.Framework = .uikit
  ) {
    self.framework = framework
    var unique: [Need] = []
    for need in needs where !unique.contains(need) { unique.append(need) }
    self.needs = unique
    allowed = allowing
    let stated = Set(unique)
    var unmeasured = Set<Need>()
    var candidates: [(index: Int, candidate: Candidate)] = []
    var excluded: [Exclusion] = []
    for (index, card) in scores.scorecards.enumerated() {
      var reasons: [ExclusionReason] = []
      let declared = Self.declaredFacts(of: card.strategy, in: facts)
      if Self.excludesOtherFramework(declared, allowing: allowing, framework: framework) {
        reasons.append(
          ExclusionReason(
            cause: .otherFramework(declared.framework), proportion: nil, value: nil, evidence: 0,
            explanation: Self.otherFrameworkExplanation(declared.framework, rankedFor: framework),
            howToAllow: "--allow \(Allowance.otherFrameworks.rawValue)"))
      }
      if Self.excludesPrivateAPI(declared, allowing: allowing) {
        reasons.append(
          ExclusionReason(
            cause: .privateAPI, proportion: nil, value: nil, evidence: 0,
            explanation: "private API: it calls \((declared.privateAPI ?? []).joined(separator: ", ")) (App Review risk; breaks silently when UIKit changes)",
            howToAllow: "--allow \(Allowance.privateAPI.rawValue)"))
      }
      let scope = card.scores(inScopeOf: stated)
      let perThousand = Double(ScoreAccumulator.perThousand)
      for hazard in Self.severeHazards {
        guard let allowance = Allowance(hazard: hazard), !allowing.contains(allowance), scope.traces > 0 else { continue }
        let runs = scope.hazardRuns[hazard] ?? 0
        let rate = Double(runs) / Double(scope.traces)
        let share = Proportion(count: runs, of: scope.traces)
        // Excluded when the corpus shows the rate above the bar: its whole interval lies above.
        if let low = share.low, low > Self.maximumSevereHazardRate {
          reasons.append(
            ExclusionReason(
              cause: .hazard(hazard), proportion: share, value: rate, evidence: scope.traces,
              explanation: "\(hazard.rawValue) in \(runs) of \(scope.traces) runs (\(ScoreFormatting.perThousand(rate * perThousand)) per 1 000, at least \(ScoreFormatting.perThousand(low * perThousand)) by its interval; more than \(NumberFormatting.short(Self.maximumSevereHazardRate * perThousand)) excludes)",
              howToAllow: "--allow \(allowance.rawValue)"))
        }
      }
      var components: [Component] = []
      var uncertain: [Need] = []
      let common = card.byEvidence[[]] ?? ScoreAccumulator()
      if common.labelled > 0 {
        components.append(Component(name: "common gestures: right", proportion: common.rightProportion, evidenceNoun: "labelled gestures"))
      }
      for need in unique {
        let slice: ScoreAccumulator
        if need.metric == .screenshotFree {
          slice = scope
        } else {
          var inScope = ScoreAccumulator()
          for (key, value) in card.byEvidence where key.contains(need) && key.isSubset(of: stated) { inScope.merge(value) }
          slice = inScope
        }
        let isMemory = need.metric == .screenshotFree
        let proportion = isMemory ? slice.screenshotFreeProportion : slice.rightProportion
        let evidence = proportion.of
        guard evidence > 0, let value = proportion.value, let interval = proportion.interval else {
          unmeasured.insert(need)
          continue
        }
        let noun = isMemory ? "runs" : (need.facet.map { "\(need.metric.evidenceNoun) among \($0.phrase)" } ?? need.metric.evidenceNoun)
        let phrase = isMemory ? need.metric.phrase : "right"
        let howToAllow = "drop \(need.rawValue) from --needs"
        if !isMemory && slice.tracesInReach == 0 {
          reasons.append(
            ExclusionReason(
              cause: .needOutOfReach(need), proportion: proportion, value: value, evidence: evidence,
              explanation: "\(need.rawValue): cannot by design: none of the \(evidence) \(noun) touch down where it listens (only at \(ScoreFormatting.regionsPhrase(card.regions)))",
              howToAllow: howToAllow))
        } else if NeedJudgement(proportion, cut: Self.minimumNeedScore) == .unmet {
          reasons.append(
            ExclusionReason(
              cause: .needBelowMinimum(need), proportion: proportion, value: value, evidence: evidence,
              explanation: "\(need.rawValue): \(phrase) \(ScoreFormatting.rate(proportion)) of \(evidence) \(noun) (needs at least \(ScoreFormatting.percent(Self.minimumNeedScore)); its interval lies below, up to \(ScoreFormatting.percent(interval.high)))",
              howToAllow: howToAllow))
        } else {
          if NeedJudgement(proportion, cut: Self.minimumNeedScore) == .uncertain { uncertain.append(need) }
          components.append(Component(name: "\(need.rawValue): \(phrase)", proportion: proportion, evidenceNoun: noun))
        }
      }
      if reasons.isEmpty {
        func mean(_ part: (Component) -> Double) -> Double {
          components.isEmpty ? 0 : components.reduce(0) { $0 + part($1) } / Double(components.count)
        }
        let measured = mean(\.value)
        let costs = declared.costs
        let penalty = Self.costPenalty * Double(costs.count)
        let candidate = Candidate(
          strategy: card.strategy, score: measured - penalty, measured: measured, costs: costs, components: components,
          low: mean { $0.proportion.low ?? 0 } - penalty, high: mean { $0.proportion.high ?? 0 } - penalty,
          uncertainNeeds: uncertain, rank: 0)
        candidates.append((index, candidate))
      } else {
        excluded.append(Exclusion(strategy: card.strategy, reasons: reasons))
      }
    }
    ranked = Self.ranking(candidates)
    self.excluded = excluded
    unmeasuredNeeds = unique.filter { unmeasured.contains($0) }
  }

  /// The declared facts of `strategy` (`id:preset`) in `facts` (by label, else by id; none
  /// declared without an entry).
  static func declaredFacts(of strategy: String, in facts: [String: StrategyFacts]) -> StrategyFacts {
    let id = String(strategy.split(separator: ":", maxSplits: 1).first ?? "")
    return facts[strategy] ?? facts[id] ?? StrategyFacts()
  }

  /// Whether `declared` is another framework's than the one ranked for, and that is not allowed.
  static func excludesOtherFramework(
    _ declared: StrategyFacts, allowing: Set<Allowance>, framework: StrategyFacts.Framework
  ) -> Bool {
    declared.framework != framework && !allowing.contains(.otherFrameworks)
  }

  /// Whether `declared` uses private API, and that is not allowed.
  static func excludesPrivateAPI(_ declared: StrategyFacts, allowing: Set<Allowance>) -> Bool {
    declared.usesPrivateAPI && !allowing.contains(.privateAPI)
  }

  /// Whether a declared fact of `strategy` (`id:preset`) excludes it from a ranking
  /// `allowing` those exclusions, for `framework`, whatever its runs: known before any trace
  /// is scored, so every strategy it leaves in may be ``rescorable`` (and every rescorable one
  /// is among them: the others always have a reason that is not measured).
  package static func isExcludedByDeclaredFacts(
    _ strategy: String, facts: [String: StrategyFacts], allowing: Set<Allowance>, framework: StrategyFacts.Framework
  ) -> Bool {
    let declared = declaredFacts(of: strategy, in: facts)
    return excludesOtherFramework(declared, allowing: allowing, framework: framework)
      || excludesPrivateAPI(declared, allowing: allowing)
  }

  /// Why a technique of `other` is left out of a ranking for `framework`: `not a UIKit
  /// technique: Flutter's own back gesture, here to compare with, not for a UIKit app`.
  public static func otherFrameworkExplanation(
    _ other: StrategyFacts.Framework, rankedFor framework: StrategyFacts.Framework
  ) -> String {
    let what = other == .uikit ? "a UIKit app's technique" : "\(other.displayName)'s own back gesture"
    return "not a \(framework.displayName) technique: \(what), here to compare with, not for a \(framework.displayName) app"
  }

  /// `candidates` (with their selection index) sorted and ranked by the type's rule: score,
  /// then selection order; a candidate shares its leader's rank when their score intervals
  /// overlap.
  static func ranking(_ candidates: [(index: Int, candidate: Candidate)]) -> [Candidate] {
    let sorted = candidates.sorted { ($0.candidate.score, -$0.index) > ($1.candidate.score, -$1.index) }.map(\.candidate)
    var ranked: [Candidate] = []
    var leader: Candidate?
    for (position, var candidate) in sorted.enumerated() {
      if let leader, candidate.overlaps(leader) {
        candidate.rank = leader.rank
      } else {
        candidate.rank = position + 1
        leader = candidate
      }
      ranked.append(candidate)
    }
    return ranked
  }

  /// Scores every preset of `catalog` (built-ins and registered strategies) on `count` traces of
  /// `generator` (serially) and ranks them for `needs` with the catalog's declared facts: the
  /// same answer as `strategy-compare recommend`, for code that picks a strategy at run time.
  /// With `checksOtherReadings`, the same pass scores the corpus under the other reading of
  /// each open choice too, and the ``rescorable`` strategies are ranked again under each
  /// (``otherReadings``).
  /// `framework` is the framework ranked for (``framework``).
  public static func recommend(
    needs: [Need], allowing: Set<Allowance> = [], catalog: StrategyCatalog = .builtIn,
    generator: CorpusGenerator = CorpusGenerator(), count: Int = defaultCorpusSize, checksOtherReadings: Bool = false,
    framework: StrategyFacts.Framework = .uikit
  ) -> Recommendation {
    recommend(
      needs: needs, allowing: allowing, selections: catalog.allSelections, generator: generator, count: count,
      checksOtherReadings: checksOtherReadings, framework: framework)
  }

  /// The same for chosen `selections`.
  public static func recommend(
    needs: [Need], allowing: Set<Allowance> = [], selections: [StrategySelection],
    generator: CorpusGenerator = CorpusGenerator(), count: Int = defaultCorpusSize, checksOtherReadings: Bool = false,
    framework: StrategyFacts.Framework = .uikit
  ) -> Recommendation {
    let facts = StrategyCatalog.facts(of: selections)
    let choices = checkableChoices(parameters: RunOptions().parameters, ios: nil)
    // One pass: the corpus under each choice's other reading is scored with the model's own
    // (``CorpusScorer/ReadingCheck``), for the strategies no declared fact excludes.
    var scorer = CorpusScorer(selections: selections)
    if checksOtherReadings {
      scorer.readingCheck = CorpusScorer.ReadingCheck(
        choices: choices.map(\.choice),
        selections: selections.indices.filter {
          !isExcludedByDeclaredFacts(selections[$0].label, facts: facts, allowing: allowing, framework: framework)
        })
    }
    let entries = generator.traces(count: count).lazy.enumerated().map {
      CorpusEntry(location: "trace \($0.offset)", source: .trace($0.element))
    }
    // Generated traces are valid by construction, so scoring cannot fail.
    let scored: (scores: CorpusScores, underOtherReadings: [CorpusScores]) =
      (try? scorer.scoreCheckingReadings(entries, startingBatch: { batch in { batch.map(scorer.evaluate) } }, readsAhead: false))
      ?? (CorpusScores(strategies: selections.map(\.label)), [])
    let recommendation = Recommendation(
      scores: scored.scores, needs: needs, facts: facts, allowing: allowing, framework: framework)
    guard checksOtherReadings else { return recommendation }
    let rescorable = recommendation.rescorable
    let rescored = selections.filter { rescorable.contains($0.label) }
    return recommendation.checkingOtherReadings(
      choices, rescored: rescored.map(\.label), traces: count, facts: facts
    ) { choice in
      guard !rescored.isEmpty, let index = choices.firstIndex(where: { $0.choice == choice }), index < scored.underOtherReadings.count
      else { return CorpusScores(strategies: rescored.map(\.label)) }
      return scored.underOtherReadings[index].restricted(to: rescorable)
    }
  }
}

extension StrategyCatalog {
  /// Every entry's declared facts, by strategy id (``Recommendation``'s input).
  public var facts: [String: StrategyFacts] { Self.facts(of: allSelections) }

  /// The declared facts of the strategies of `selections`, by strategy id.
  public static func facts(of selections: [StrategySelection]) -> [String: StrategyFacts] {
    var facts: [String: StrategyFacts] = [:]
    for selection in selections { facts[selection.entry.descriptor.id] = selection.entry.descriptor.facts }
    return facts
  }
}

extension Recommendation.Candidate: Identifiable {
  /// The strategy's label (`id:preset`): unique in a ranking.
  public var id: String { strategy }
}

extension Recommendation.Exclusion: Identifiable {
  /// The strategy's label (`id:preset`): unique among the exclusions.
  public var id: String { strategy }
}
