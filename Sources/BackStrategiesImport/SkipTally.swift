/// Lines of a recording that were read but not used, counted by reason, so that every line is
/// either used or accounted for in the summary.
package struct SkipTally: Equatable, Sendable {
  /// Reasons in the order they were first met, with their counts.
  private(set) var reasons: [(reason: String, count: Int)] = []

  /// Lines counted in all.
  package var total: Int { reasons.reduce(0) { $0 + $1.count } }

  /// Counts one line skipped for `reason`.
  package mutating func add(_ reason: String, count: Int = 1) {
    guard count > 0 else { return }
    if let index = reasons.firstIndex(where: { $0.reason == reason }) {
      reasons[index].count += count
    } else {
      reasons.append((reason, count))
    }
  }

  /// `12 lines skipped (8 unused ABS_MT_PRESSURE events, 4 comments)`, or `nil` when none.
  package var description: String? {
    guard total > 0 else { return nil }
    let parts = reasons.map { "\($0.count) \($0.reason)" }
    return "\(total) line\(total == 1 ? "" : "s") skipped (\(parts.joined(separator: ", ")))"
  }

  package static func == (lhs: SkipTally, rhs: SkipTally) -> Bool {
    lhs.reasons.elementsEqual(rhs.reasons) { $0.reason == $1.reason && $0.count == $1.count }
  }
}
