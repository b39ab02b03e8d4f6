import BackStrategies
import BackStrategiesSupport

/// What the two JSON documents of corpus scores write alike: `backstrategies-scores/2`
/// (``ScoresJSON``) and the command line's `backstrategies-score-state/1` build a scorecard's
/// common members, and their counts by case, here.
package enum ScorecardJSON {
  /// A scorecard's members in the order both documents write them: `strategy`, `listensAt`
  /// (regions in declaration order), `overallKey` with the overall scores, `byFamily` (the
  /// families the card has, in `families` order) and `byFacet` (facets in declaration order),
  /// each group's scores written by `accumulator`. Each document appends its own members.
  package static func members(
    _ card: Scorecard, families: [String], overallKey: String, accumulator: (ScoreAccumulator) -> JSONOutput
  ) -> [(key: String, value: JSONOutput)] {
    [
      ("strategy", .string(card.strategy)),
      ("listensAt", .array(card.regions.sorted().map { .string($0.rawValue) })),
      (overallKey, accumulator(card.overall)),
      ("byFamily", .object(families.compactMap { family in card.byFamily[family].map { (family, accumulator($0)) } })),
      ("byFacet", .object(TraceFacet.allCases.compactMap { facet in card.byFacet[facet].map { (facet.rawValue, accumulator($0)) } })),
    ]
  }

  /// Counts keyed by their case's raw value, cases in declaration order, a case with no entry
  /// left out: `{"back":1200,"stay":300}`.
  package static func countsByCase<Case: CaseIterable & RawRepresentable<String> & Hashable>(_ counts: [Case: Int]) -> JSONOutput {
    .object(Case.allCases.compactMap { member in counts[member].map { (member.rawValue, count($0)) } })
  }

  /// A whole number as JSON.
  package static func count(_ value: Int) -> JSONOutput { .number(Double(value)) }
}
