/// "Did you mean …?" for names people type: phases, enum values in traces, strategy ids and
/// scenario names on the command line.
///
/// Distance is the optimal-string-alignment edit distance (insertions, deletions,
/// substitutions and swaps of two neighbouring characters each cost 1), computed without
/// regard to letter case, so `bgean`, `begun` and `Began` all suggest `began`.
package enum Suggestion {
  /// The largest edit distance at which a candidate is still suggested.
  public static let maximumDistance = 2

  /// The candidate closest to `input`, if one is within ``maximumDistance`` edits and the
  /// edits do not replace the whole candidate (so `x` does not suggest `up`).
  ///
  /// Ties go to the earlier candidate. An exact match returns that candidate.
  /// - Complexity: O(*k*·*n*·*m*) for *k* candidates of length *m* and input length *n*;
  ///   candidates whose length differs from the input's by more than ``maximumDistance``
  ///   are skipped without computing a distance.
  public static func closest(to input: String, in candidates: some Sequence<String>) -> String? {
    let typed = Array(input.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)? = nil
    for candidate in candidates {
      let target = Array(candidate.lowercased().unicodeScalars)
      guard abs(target.count - typed.count) <= maximumDistance else { continue }
      let distance = editDistance(typed, target)
      guard distance <= maximumDistance, distance < target.count else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The case-insensitive optimal-string-alignment distance between two strings.
  public static func distance(_ first: String, _ second: String) -> Int {
    editDistance(Array(first.lowercased().unicodeScalars), Array(second.lowercased().unicodeScalars))
  }

  /// The message for a name that is not one of `candidates`, in one shape everywhere:
  /// `unknown phase 'start' (expected one of: began, moved, ended, cancelled)`, followed by
  /// `; did you mean 'began'?` when ``closest(to:in:)`` finds one.
  ///
  /// - Parameters:
  ///   - kind: what the name names, in words (`phase`, `back button style`, `strategy`).
  ///   - value: the name as given; long names are cut to 40 characters, and characters that
  ///     would not print on one line are escaped (see ``Excerpt``).
  ///   - candidates: the accepted names, in the order to list them.
  public static func unknownNameMessage(_ kind: String, _ value: String, expected candidates: [String]) -> String {
    let shown = Excerpt.of(value, limit: quotedNameLimit)
    var message = "unknown \(kind) '\(shown)' (expected one of: \(candidates.joined(separator: ", ")))"
    if let suggestion = closest(to: value, in: candidates) {
      message += "; did you mean '\(suggestion)'?"
    }
    return message
  }

  /// How many characters of an unknown name ``unknownNameMessage(_:_:expected:)`` quotes.
  public static let quotedNameLimit = Excerpt.limit

  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: two rows back (for swaps), the previous row and the current one.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
