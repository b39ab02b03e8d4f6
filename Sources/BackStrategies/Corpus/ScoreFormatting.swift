import BackStrategiesSupport

/// How corpus scores print in tables: percentages, milliseconds, points, mebibytes (MiB), and `n/a`
/// where nothing was measured.
package enum ScoreFormatting {
  /// What a cell shows when there is nothing to measure.
  public static let notApplicable = "n/a"

  /// A share as a percentage: whole percents, with one decimal below 10 % so that rare events
  /// (a 0.4 % false-back rate) do not round to 0; `n/a` for `nil`.
  public static func percent(_ value: Double?) -> String {
    guard let value else { return notApplicable }
    let percent = value * 100
    if percent == 0 || percent >= oneDecimalBelow { return NumberFormatting.fixed(percent, 0) + "%" }
    return NumberFormatting.fixed(percent, 1) + "%"
  }

  /// A share with its 95 % interval (``Proportion``): `62% (58–66)`, the bounds in the same
  /// units without the sign, the lower one rounded down and the upper one up (so that 2000 of
  /// 2000 reads `100% (99–100)`, not `(100–100)`); `n/a` when nothing was measured.
  public static func rate(_ proportion: Proportion) -> String {
    guard let value = proportion.value, let interval = proportion.interval else { return notApplicable }
    return "\(percent(value)) (\(bound(interval.low, up: false))–\(bound(interval.high, up: true)))"
  }

  /// A bound of an interval in percent, with ``percent(_:)``'s decimals, rounded outwards.
  static func bound(_ value: Double, up: Bool) -> String {
    let percent = value * 100
    let decimals = percent == 0 || percent >= oneDecimalBelow ? 0 : 1
    let scale = decimals == 0 ? 1.0 : 10.0
    // A hair inwards first, so that 0.58 × 100 = 57.999… does not round down to 57.
    let scaled = percent * scale
    let outward = up ? (scaled - roundingSlack).rounded(.up) : (scaled + roundingSlack).rounded(.down)
    return NumberFormatting.fixed(outward / scale, decimals)
  }

  /// How far a scaled bound may sit off a whole number from floating-point error alone.
  static let roundingSlack = 1e-9

  /// Percentages and rates below this get one decimal, so that rare events do not round to 0.
  public static let oneDecimalBelow = 10.0

  /// Seconds as whole milliseconds; `n/a` for `nil`.
  public static func milliseconds(_ seconds: Double?) -> String {
    seconds.map { NumberFormatting.fixed($0 * RunSummary.millisecondsPerSecond, 0) } ?? notApplicable
  }

  /// Points with one decimal; `n/a` for `nil`.
  public static func points(_ value: Double?) -> String {
    value.map { NumberFormatting.fixed($0, 1) } ?? notApplicable
  }

  /// A rate per thousand with one decimal below 10, whole above; `n/a` for `nil`.
  public static func perThousand(_ value: Double?) -> String {
    guard let value else { return notApplicable }
    return value == 0 || value >= oneDecimalBelow ? NumberFormatting.fixed(value, 0) : NumberFormatting.fixed(value, 1)
  }

  /// Bytes as mebibytes (MiB, 2²⁰ bytes) with one decimal; `n/a` for `nil`.
  public static func mebibytes(_ bytes: Double?) -> String {
    bytes.map { NumberFormatting.fixed($0 / bytesPerMebibyte, 1) } ?? notApplicable
  }

  /// 2²⁰ = 1 048 576: the MiB of every memory figure.
  public static let bytesPerMebibyte = 1_048_576.0

  /// Where a strategy listens, in few words: `anywhere`, `back edge`, `both edges`,
  /// `opposite edge`, `mid-screen`, `nowhere`.
  public static func regions(_ regions: Set<StartRegion>) -> String {
    if regions.isEmpty { return "nowhere" }
    if regions.contains(.interior) { return regions.count == StartRegion.allCases.count ? "anywhere" : "mid-screen" }
    if regions == [.backEdge, .forwardEdge] { return "both edges" }
    return regions.contains(.backEdge) ? "back edge" : "opposite edge"
  }

  /// ``regions(_:)`` for a sentence: `the back edge`, `both edges`, `the opposite edge`, `anywhere`.
  public static func regionsPhrase(_ regions: Set<StartRegion>) -> String {
    let words = self.regions(regions)
    return words.hasSuffix(" edge") || words == "mid-screen" ? "the " + words : words
  }

  /// Renders rows as a fixed-width table: the first column and those in `leftAligned`
  /// left-aligned, the others right-aligned, two spaces apart; `headers` may have several lines
  /// (one array per line). Trailing spaces are trimmed.
  public static func table(
    headers: [[String]], rows: [[String]], indent: String = "", leftAligned: Set<Int> = [], width: Int? = nil
  ) -> [String] {
    let columns = max(headers.map(\.count).max() ?? 0, rows.map(\.count).max() ?? 0)
    var widths = [Int](repeating: 0, count: columns)
    for line in headers + rows {
      for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    // A table that would pass `width` with the usual gap gets the narrow one instead.
    let full = indent.count + widths.reduce(0, +) + columnGap.count * max(0, columns - 1)
    let columnGap = width.map { full > $0 } ?? false ? narrowColumnGap : Self.columnGap
    return (headers + rows).map { line in
      var text = indent
      for (index, cell) in line.enumerated() {
        if index == 0 {
          text += TextWrapping.pad(cell, widths[0])
        } else if leftAligned.contains(index) {
          text += columnGap + TextWrapping.pad(cell, widths[index])
        } else {
          text += columnGap + TextWrapping.padLeft(cell, widths[index])
        }
      }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  /// Space between table columns.
  public static let columnGap = "  "

  /// Space between the columns of a table that would not fit its width with ``columnGap``.
  public static let narrowColumnGap = " "
}
