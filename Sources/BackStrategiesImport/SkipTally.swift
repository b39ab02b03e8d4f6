import BackStrategiesSupport

/// Lines of a recording that were read but not used, counted by reason, so that every line is
/// either used or accounted for in the summary.
package struct SkipTally: Equatable, Sendable {
  /// Reasons in the order they were first met, with their counts; a reason is named in the
  /// singular and the plural (`comment`, `comments`), the same for one that reads as either
  /// (`blank`, `ABS_MT_PRESSURE (not used)`).
  private(set) var reasons: [(singular: String, plural: String, count: Int)] = []

  /// Lines counted in all.
  package var total: Int { reasons.reduce(0) { $0 + $1.count } }

  /// Counts `count` lines skipped for a reason, `singular` for one line and `plural` for
  /// several (`plural` omitted: the reason reads the same for any count).
  package mutating func add(_ singular: String, plural: String? = nil, count: Int = 1) {
    guard count > 0 else { return }
    if let index = reasons.firstIndex(where: { $0.singular == singular }) {
      reasons[index].count += count
    } else {
      reasons.append((singular, plural ?? singular, count))
    }
  }

  /// Counts every reason of `other` after this tally's own, in `other`'s order.
  package mutating func add(_ other: SkipTally) {
    for reason in other.reasons { add(reason.singular, plural: reason.plural, count: reason.count) }
  }

  /// `12 lines skipped (8 ABS_MT_PRESSURE (not used), 4 comments)`, `1 line skipped (1 comment)`,
  /// or `nil` when none.
  package var description: String? {
    guard total > 0 else { return nil }
    let parts = reasons.map { Plural.count($0.count, $0.singular, $0.plural) }
    return "\(Plural.count(total, "line")) skipped (\(parts.joined(separator: ", ")))"
  }

  package static func == (lhs: SkipTally, rhs: SkipTally) -> Bool {
    lhs.reasons.elementsEqual(rhs.reasons) { $0.singular == $1.singular && $0.plural == $1.plural && $0.count == $1.count }
  }
}
