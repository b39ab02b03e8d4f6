/// Strategies ranked for stated needs on measured corpus scores, with the reasons: each
/// exclusion names the need and the score (or the design fact) behind it; each rank lists the
/// scores it is the mean of.
///
///     let scores = try CorpusScorer(selections: StrategyCatalog.builtIn.allSelections)
///       .score(CorpusGenerator(seed: 1).traces(count: 2_200))
///     let recommendation = Recommendation(scores: scores, needs: [.fullScreen, .scrollViews])
///     recommendation.best?.strategy   // the id:preset to install
///
/// **Exclusion.** A strategy cannot meet a need when none of the need's traces touch down where
/// it listens (by design; read from what it installs), or when the need's score on those
/// traces is below ``minimumNeedScore``. A need with no traces in the corpus is not judged and
/// is reported as unmeasured.
///
/// **Rank.** The remaining strategies are ranked by the mean of their scores, each in 0…1 and
/// higher is better: back recall, no false back (1 − false-back rate), cancel correctness, no
/// hazard (share of runs without one), and the score of each stated need. Ties keep the order
/// of the selections.
public struct Recommendation: Sendable {
  /// The least a need's score may be for the need to count as met: right at least half the
  /// time. Source: this project's choice; below it, people meet the failure more often than
  /// the feature.
  public static let minimumNeedScore = 0.5

  /// Traces per family of the generated corpus used when none is given: enough that one
  /// trace more or less moves a family's share by 1 %.
  public static let defaultTracesPerFamily = 100

  /// Traces of the generated corpus used when none is given (2 200: 100 per family).
  public static let defaultCorpusSize = defaultTracesPerFamily * GestureFamily.allCases.count

  /// One number a rank is the mean of.
  public struct Component: Hashable, Sendable {
    /// What it is: `back recall`, `full-screen: back recall`.
    public var name: String
    /// Its value, 0…1, higher is better.
    public var value: Double
    /// How many traces (or runs) it was measured on.
    public var evidence: Int
    /// What those traces were: `back swipes`.
    public var evidenceNoun: String
  }

  /// A strategy that meets every measured need, with its score.
  public struct Candidate: Hashable, Sendable {
    /// `id:preset`.
    public var strategy: String
    /// The mean of ``components``.
    public var score: Double
    /// The scores behind it, base scores first, then one per measured need.
    public var components: [Component]
  }

  /// Why a strategy falls short of one need.
  public struct Shortfall: Hashable, Sendable {
    /// The need.
    public var need: Need
    /// `true` when none of the need's traces touch down where the strategy listens.
    public var byDesign: Bool
    /// The need's score, when measured.
    public var value: Double?
    /// Traces it was judged on.
    public var evidence: Int
    /// The reason in words, with the numbers.
    public var explanation: String
  }

  /// A strategy left out, and every need it falls short of.
  public struct Exclusion: Hashable, Sendable {
    /// `id:preset`.
    public var strategy: String
    /// One entry per need not met.
    public var shortfalls: [Shortfall]
  }

  /// The stated needs, in the order given (duplicates dropped).
  public var needs: [Need]
  /// The strategies meeting every measured need, best first.
  public var ranked: [Candidate]
  /// The others, in selection order.
  public var excluded: [Exclusion]
  /// Needs the corpus holds no evidence for (not judged).
  public var unmeasuredNeeds: [Need]

  /// The best candidate, if any strategy meets the needs.
  public var best: Candidate? { ranked.first }

  /// Judges and ranks every scorecard of `scores` for `needs`.
  public init(scores: CorpusScores, needs: [Need]) {
    var unique: [Need] = []
    for need in needs where !unique.contains(need) { unique.append(need) }
    self.needs = unique
    var unmeasured = Set<Need>()
    var candidates: [(index: Int, candidate: Candidate)] = []
    var excluded: [Exclusion] = []
    for (index, card) in scores.scorecards.enumerated() {
      var components = Self.baseComponents(card.overall)
      var shortfalls: [Shortfall] = []
      for need in unique {
        let slice = need.scores(in: card)
        let evidence = need.metric.evidence(in: slice)
        guard evidence > 0, let value = need.metric.value(in: slice) else {
          unmeasured.insert(need)
          continue
        }
        let name = "\(need.rawValue): \(need.metric.phrase)"
        let noun = need.facet.map { "\(need.metric.evidenceNoun) among \($0.phrase)" } ?? need.metric.evidenceNoun
        if need.metric != .screenshotFree && slice.tracesInReach == 0 {
          let explanation =
            "cannot by design: none of the \(slice.traces) \(need.facet?.phrase ?? "traces") reach it (it listens only at \(ScoreFormatting.regionsPhrase(card.regions)))"
          shortfalls.append(Shortfall(need: need, byDesign: true, value: value, evidence: evidence, explanation: explanation))
        } else if value < Self.minimumNeedScore {
          let explanation =
            "\(need.metric.phrase) \(ScoreFormatting.percent(value)) on \(evidence) \(noun) (needs at least \(ScoreFormatting.percent(Self.minimumNeedScore)))"
          shortfalls.append(Shortfall(need: need, byDesign: false, value: value, evidence: evidence, explanation: explanation))
        } else {
          components.append(Component(name: name, value: value, evidence: evidence, evidenceNoun: noun))
        }
      }
      if shortfalls.isEmpty {
        let score = components.isEmpty ? 0 : components.reduce(0) { $0 + $1.value } / Double(components.count)
        candidates.append((index, Candidate(strategy: card.strategy, score: score, components: components)))
      } else {
        excluded.append(Exclusion(strategy: card.strategy, shortfalls: shortfalls))
      }
    }
    ranked = candidates.sorted { ($0.candidate.score, -$0.index) > ($1.candidate.score, -$1.index) }.map(\.candidate)
    self.excluded = excluded
    unmeasuredNeeds = unique.filter { unmeasured.contains($0) }
  }

  /// The scores every rank includes, where measured: back recall, no false back, cancel
  /// correctness, no hazard.
  static func baseComponents(_ overall: ScoreAccumulator) -> [Component] {
    var components: [Component] = []
    if let value = overall.backRecall {
      components.append(Component(name: "back recall", value: value, evidence: overall.backTraces, evidenceNoun: "back swipes"))
    }
    if let rate = overall.falseBackRate {
      components.append(
        Component(name: "no false back", value: 1 - rate, evidence: overall.nonBackTraces, evidenceNoun: "scroll, stay and none gestures"))
    }
    if let value = overall.cancelCorrectness {
      components.append(
        Component(name: "cancel ok", value: value, evidence: overall.stayStarted, evidenceNoun: "started stay gestures"))
    }
    if let rate = overall.hazardRate {
      components.append(Component(name: "no hazard", value: 1 - rate, evidence: overall.traces, evidenceNoun: "runs"))
    }
    return components
  }

  /// Scores `selections` on `count` traces of `generator` (serially) and ranks them for
  /// `needs`: the one-call form for code that picks a strategy at run time.
  public static func recommend(
    needs: [Need], selections: [StrategySelection] = StrategyCatalog.builtIn.allSelections,
    generator: CorpusGenerator = CorpusGenerator(), count: Int = defaultCorpusSize
  ) -> Recommendation {
    // Generated traces are valid by construction, so scoring cannot fail.
    let scores = (try? CorpusScorer(selections: selections).score(generator.traces(count: count)))
      ?? CorpusScores(strategies: selections.map(\.label))
    return Recommendation(scores: scores, needs: needs)
  }
}
