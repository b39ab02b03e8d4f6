/// A count with its noun in the right number: `1 line`, `2 lines`, `0 lines`.
///
/// English only, as every message of the tool: the plural is the singular with an `s` unless
/// it is given (`1 row with no finger down`, `2 rows with no finger down`).
package enum Plural {
  /// `count` and the noun: `singular` for exactly one, `plural` (by default `singular` + `s`)
  /// for any other count, zero included.
  package static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + noun(count, singular, plural)
  }

  /// The noun alone, in the number `count` asks for.
  package static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    count == 1 ? singular : plural ?? singular + "s"
  }
}
