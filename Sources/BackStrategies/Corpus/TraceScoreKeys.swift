// Why: docs/performance.md#scoring
/// The groups a trace's runs are counted in (its intent, family, facets and the needs it is
/// evidence of), worked out once per trace and then used by every strategy's scorecard: no
/// scorecard hashes the family, the facets or the set of needs again.
package struct TraceScoreKeys: Sendable {
  /// What the person meant, if labelled.
  package var intent: Intent?
  /// The family (``TraceLabel/family``).
  package var family: String
  /// The family's slot in the scorecards' ``ScoreGroups`` as far as the caller knows
  /// (``ScoreGroups/unknownSlot``: not known); a scorecard whose slot differs finds the family
  /// itself.
  package var familySlot: Int
  /// The facets, one bit per ``TraceFacet/caseIndex``.
  package var facetBits: UInt8
  /// The needs the trace is evidence of (``Need/needs(evidencedBy:)``), one bit per
  /// ``Need/caseIndex``.
  package var evidenceBits: UInt8

  /// The keys of a trace labelled `label` that is evidence of `evidence`, its family expected
  /// at `familySlot` (``ScoreGroups/unknownSlot``: not known).
  package init(label: TraceLabel, evidence: Set<Need>, familySlot: Int = ScoreGroups<String>.unknownSlot) {
    intent = label.intent
    family = label.family
    self.familySlot = familySlot
    facetBits = TraceFacet.bits(of: label.facets)
    evidenceBits = Need.bits(of: evidence)
  }

  /// The keys of a trace labelled `label`, its evidence read from the label
  /// (``Need/needs(evidencedBy:)``), its family expected at `familySlot`.
  package init(label: TraceLabel, familySlot: Int = ScoreGroups<String>.unknownSlot) {
    intent = label.intent
    family = label.family
    self.familySlot = familySlot
    facetBits = TraceFacet.bits(of: label.facets)
    evidenceBits = 0
    for need in Need.allCases where need.isEvidence(intent: intent, facetBits: facetBits) { evidenceBits |= Need.bit(need) }
  }
}

extension TraceFacet {
  /// `facets` as one bit per ``caseIndex``.
  package static func bits(of facets: Set<TraceFacet>) -> UInt8 {
    var bits: UInt8 = 0
    for facet in facets { bits |= 1 << UInt8(facet.caseIndex) }
    return bits
  }
}

extension Need {
  /// The bit of `need` in a set of needs held as bits (``bits(of:)``).
  package static func bit(_ need: Need) -> UInt8 { 1 << UInt8(need.caseIndex) }

  /// `needs` as one bit per ``caseIndex``.
  package static func bits(of needs: Set<Need>) -> UInt8 {
    var bits: UInt8 = 0
    for need in needs { bits |= bit(need) }
    return bits
  }

  /// The needs whose bits are set in `bits`.
  package static func needs(inBits bits: UInt8) -> Set<Need> {
    Set(allCases.filter { bits & bit($0) != 0 })
  }
}
