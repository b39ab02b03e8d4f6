/// Whether a recommendation's first pick holds under the other reading of each open choice of
/// the model (``OpenChoice``): the corpus scored again with every run under that reading
/// (`CorpusScorer.otherReading`) and ranked by the same rule.
public struct OtherReadingCheck: Hashable, Sendable, Codable {
  /// The first pick under one choice's other reading.
  public struct Pick: Hashable, Sendable, Codable {
    /// The open question.
    public var choice: OpenChoice
    /// Its other reading, in a word or two (`legacy`, `scroll-view-branch`, `35.1 pt` on a
    /// 390 pt screen).
    public var reading: String
    /// The first pick under that reading; `nil` when no strategy passes every exclusion.
    public var best: String?

    /// Creates a pick.
    public init(choice: OpenChoice, reading: String, best: String?) {
      self.choice = choice
      self.reading = reading
      self.best = best
    }
  }

  /// The first pick under the model's own reading (``Recommendation/best``).
  public var original: String?
  /// One pick per choice checked, in `OpenChoice.allCases` order.
  public var picks: [Pick]
  /// The strategies scored again (``Recommendation/rescorable``), in selection order.
  public var rescored: [String]
  /// The traces each of them was scored on again, per choice.
  public var traces: Int

  /// Creates a check.
  public init(original: String?, picks: [Pick], rescored: [String], traces: Int) {
    self.original = original
    self.picks = picks
    self.rescored = rescored
    self.traces = traces
  }

  /// The picks that differ from ``original``.
  public var changed: [Pick] { picks.filter { $0.best != original } }
  /// Whether the first pick is the same under every reading checked.
  public var holds: Bool { changed.isEmpty }
}

extension Recommendation {
  /// The strategies that could be ranked under any reading of the model: every candidate, and
  /// every excluded strategy whose reasons are all measured (a hazard, a need); one excluded by
  /// a declared fact (private API, another framework) stays excluded whatever the runs do.
  public var rescorable: Set<String> {
    var labels = Set(ranked.map(\.strategy))
    for exclusion in excluded
    where exclusion.reasons.allSatisfy({ reason in
      switch reason.cause {
      case .privateAPI, .otherFramework: false
      case .hazard, .needOutOfReach, .needBelowMinimum: true
      }
    }) {
      labels.insert(exclusion.strategy)
    }
    return labels
  }

  /// The open choices a corpus run with `parameters` on `ios` (`nil`: each trace's own
  /// release) can be read otherwise: every choice but the parallax branch on iOS 18, and any a
  /// hand-set parameter leaves outside its two readings. Each with its other reading's name
  /// (on the standard 390 pt screen, for the edge strip). Only the choices every trace asks
  /// (``OpenChoice/askedOfEveryTrace``): the app-view choices concern views a generated corpus
  /// never has, and rescoring a whole corpus for them would change nothing there (a run on a
  /// trace with views still says what it rests on, ``RunResult/restsOn``).
  public static func checkableChoices(parameters: ModelParameters, ios: IOSVersion?) -> [(choice: OpenChoice, reading: String)] {
    OpenChoice.askedOfEveryTrace.compactMap { choice in
      guard let other = choice.otherReading(of: parameters, on: ios ?? .iOS26, screenWidth: Device.standard.width) else { return nil }
      return (choice, choice.reading(of: other))
    }
  }

  /// This recommendation with ``otherReadings`` filled: for each of `choices`, `score(choice)`
  /// gives the corpus scores of the ``rescorable`` strategies (`rescored`, in selection order)
  /// with every run under that choice's other reading, ranked again for the same needs with
  /// `facts`. `traces` is how many traces each scoring read.
  public func checkingOtherReadings<Failure: Error>(
    _ choices: [(choice: OpenChoice, reading: String)], rescored: [String], traces: Int, facts: [String: StrategyFacts],
    score: (OpenChoice) throws(Failure) -> CorpusScores
  ) throws(Failure) -> Recommendation {
    var picks: [OtherReadingCheck.Pick] = []
    for (choice, reading) in choices {
      let other = Recommendation(scores: try score(choice), needs: needs, facts: facts, allowing: allowed, framework: framework)
      picks.append(OtherReadingCheck.Pick(choice: choice, reading: reading, best: other.best?.strategy))
    }
    var checked = self
    checked.otherReadings = OtherReadingCheck(original: best?.strategy, picks: picks, rescored: rescored, traces: traces)
    return checked
  }
}
