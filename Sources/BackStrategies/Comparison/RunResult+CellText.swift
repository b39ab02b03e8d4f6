extension RunResult {
  /// The run in the few characters of a matrix cell: the verdict's mark, the outcome's word and,
  /// after `+`, the hazards' letters (`✓pop`, `✗cancel+D`, `!pop+S`), or the verdict's own label
  /// (`n/a`). Two runs with the same cell text read the same in every table; ``ReleaseChange``
  /// compares them by it.
  public var cellText: String {
    let verdict = verdict
    if let label = verdict?.cellLabel { return label }
    let hazards = distinctHazards
    let mark = verdict.map { String($0.mark) } ?? ""
    return mark + outcome.cellText + (hazards.isEmpty ? "" : "+" + String(hazards.map(\.marker)))
  }
}
