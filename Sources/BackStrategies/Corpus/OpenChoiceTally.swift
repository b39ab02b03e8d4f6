/// How many of a strategy's corpus runs rest on an open choice of the model (``OpenChoice``):
/// runs whose outcome, verdict or hazards would differ under the other reading of at least one
/// choice (``OtherReading``), in all and per choice. Kept only when the corpus weighs the open
/// choices (``CorpusScorer/weighsOpenChoices``, `corpus --doubt`): each run is then repeated
/// once per choice.
///
/// Every count is an integer, so adding runs in any order, or merging the tallies of any split
/// of the corpus, gives the same totals (as ``ScoreAccumulator``'s).
public struct OpenChoiceTally: Hashable, Sendable, Codable {
  /// Runs weighed.
  public package(set) var runs = 0
  /// Runs that rest on at least one open choice.
  public package(set) var restingRuns = 0
  /// Runs that rest on each choice (a run may rest on several). A choice no run rests on has no
  /// entry.
  public package(set) var byChoice: [OpenChoice: Int] = [:]

  /// An empty tally.
  public init() {}

  /// Adds one weighed run that rests on `choices` (empty: on none). A choice listed more than
  /// once (two of its other readings differ: `release-procedure` has three) counts the run once.
  public mutating func add(restingOn choices: [OpenChoice]) {
    runs += 1
    if !choices.isEmpty { restingRuns += 1 }
    for choice in OpenChoice.allCases where choices.contains(choice) { byChoice[choice, default: 0] += 1 }
  }

  /// Adds everything `other` holds.
  public mutating func merge(_ other: OpenChoiceTally) {
    runs += other.runs
    restingRuns += other.restingRuns
    byChoice.merge(other.byChoice, uniquingKeysWith: +)
  }

  /// The share of the runs that rest on an open choice, with its 95 % interval.
  public var proportion: Proportion { Proportion(count: restingRuns, of: runs) }

  /// The share of the runs that rest on `choice`.
  public func proportion(of choice: OpenChoice) -> Proportion { Proportion(count: byChoice[choice] ?? 0, of: runs) }

  /// The choices some run rests on, in `OpenChoice.allCases` order.
  public var choicesRestedOn: [OpenChoice] { OpenChoice.allCases.filter { (byChoice[$0] ?? 0) > 0 } }
}
