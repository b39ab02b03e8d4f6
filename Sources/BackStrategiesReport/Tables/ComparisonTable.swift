import BackStrategies
import BackStrategiesSupport

/// Renders one `Comparison` for a terminal: the trace and its intent's verdict rule, then per
/// strategy its outcome and `Verdict`, times, hazards, the reason that decided, and its metrics.
public enum ComparisonTable {
  /// The text, ending in a newline. Runs that recorded a timeline or an event log show them
  /// under their result. With `provenance`, what made it on the line under the trace's facts
  /// (``Provenance/line``).
  public static func render(
    _ comparison: Comparison, width: Int = TextWrapping.terminalWidth, provenance: Provenance? = nil
  ) -> String {
    let trace = comparison.trace
    var lines: [String] = []
    lines.append(contentsOf: TextWrapping.wrap(trace.name + (trace.summary.isEmpty ? "" : ": " + trace.summary), width: width))
    var facts = ["\(trace.touches.count) samples", "\(NumberFormatting.fixed(trace.duration, 3)) s"]
    if let intent = trace.intent { facts.insert("intent \(intent.rawValue)", at: 0) }
    facts.append("stack " + trace.scene.stack.map(\.id).joined(separator: " > "))
    let releases = comparison.releases
    facts.append(releases.map(\.label).joined(separator: " and "))
    lines.append(contentsOf: TextWrapping.wrap("(" + facts.joined(separator: ", ") + ")", width: width))
    if let provenance { lines.append(contentsOf: TextWrapping.wrap(provenance.line, width: width)) }
    if let intent = trace.intent {
      lines.append(contentsOf: TextWrapping.wrap("verdict rule: \(intent.rule) (right; with a hazard the technique caused: hazard; otherwise wrong)", width: width))
    }
    lines.append("")
    // Side by side (`--ios 18,26`): a release column, and `≠` on a row that differs from the
    // same strategy's row before it.
    let sideBySide = releases.count > 1
    let cells = comparison.results.map { result in
      (
        outcome: result.outcome.rawValue, verdict: result.verdict.map { "\($0.mark) \($0.rawValue)" } ?? "-",
        recognized: result.recognizedAt.map { NumberFormatting.fixed($0, 3) + " s" } ?? "-",
        settled: NumberFormatting.fixed(result.settledAt, 3) + " s"
      )
    }
    // Each column as wide as its widest cell, so a time past 100 s keeps its gap.
    func columnWidth(_ title: String, _ cell: (String, String, String, String) -> String, gap: Int) -> Int {
      max(title.count, cells.map { cell($0.outcome, $0.verdict, $0.recognized, $0.settled).count }.max() ?? 0) + gap
    }
    let widestLabel = max("strategy".count, comparison.results.map(\.strategy.count).max() ?? 0) + Self.columnGap
    let releaseWidth = sideBySide ? 8 : 0
    let outcomeWidth = columnWidth("outcome", { outcome, _, _, _ in outcome }, gap: Self.columnGap)
    let verdictWidth = columnWidth("verdict", { _, verdict, _, _ in verdict }, gap: Self.columnGap)
    let recognizedWidth = columnWidth("recognized", { _, _, recognized, _ in recognized }, gap: 0)
    let settledWidth = columnWidth("settled", { _, _, _, settled in settled }, gap: Self.columnGap)
    // The label column fits the longest label, unless the row would not fit `width`: then a
    // longer label gets a line of its own above its cells.
    let cellsWidth = releaseWidth + outcomeWidth + verdictWidth + recognizedWidth + settledWidth + "  hazards".count
    let labelWidth = min(widestLabel, max("strategy".count + Self.columnGap, width - cellsWidth))
    lines.append(
      TextWrapping.pad("strategy", labelWidth) + (sideBySide ? TextWrapping.pad("ios", releaseWidth) : "")
        + TextWrapping.pad("outcome", outcomeWidth) + TextWrapping.pad("verdict", verdictWidth)
        + TextWrapping.padLeft("recognized", recognizedWidth) + TextWrapping.padLeft("settled", settledWidth) + "  hazards")
    for (index, result) in comparison.results.enumerated() {
      // Hazards by their matrix letters; each is spelled out on a "!" line below.
      let hazards = String(result.distinctHazards.map(\.marker))
      var releaseCell = ""
      if sideBySide {
        let previous = index > 0 ? comparison.results[index - 1] : nil
        let differs = previous.map { $0.strategy == result.strategy && $0.cellText != result.cellText } ?? false
        releaseCell = TextWrapping.pad("\(result.ios.number)\(differs ? " ≠" : "")", releaseWidth)
      }
      let cell = cells[index]
      let ownLine = result.strategy.count + Self.columnGap > labelWidth
      if ownLine { lines.append(result.strategy) }
      lines.append(
        TextWrapping.pad(ownLine ? "" : result.strategy, labelWidth) + releaseCell + TextWrapping.pad(cell.outcome, outcomeWidth)
          + TextWrapping.pad(cell.verdict, verdictWidth) + TextWrapping.padLeft(cell.recognized, recognizedWidth)
          + TextWrapping.padLeft(cell.settled, settledWidth) + "  " + (hazards.isEmpty ? "-" : hazards))
      lines.append(contentsOf: TextWrapping.wrap(result.reason, width: width, indent: "    "))
      if let line = restsOnLine(result) {
        lines.append(contentsOf: TextWrapping.wrap(line, width: width, indent: "    "))
      }
      if let line = drivenByLine(result) {
        lines.append(contentsOf: TextWrapping.wrap(line, width: width, indent: "    "))
      }
      for hazard in result.hazards {
        lines.append(contentsOf: TextWrapping.wrap("\(hazard.hazard.rawValue) at \(NumberFormatting.fixed(hazard.time, 3)) s: \(hazard.detail)", width: width, indent: "    ! "))
      }
      let metrics = result.metrics
      lines.append(
        contentsOf: TextWrapping.wrap(
          "max progress \(NumberFormatting.fixed(metrics.maxProgress, 2)) · tracking error \(trackingErrorText(metrics))"
            + " · scrolled \(NumberFormatting.short(metrics.scrolled, 1)) pt · screenshots \(screenshotsText(metrics))",
          width: width, indent: "    "))
      lines.append(
        contentsOf: TextWrapping.wrap(
          "stack " + result.stackBefore.joined(separator: " > ") + " → " + result.stackAfter.joined(separator: " > "),
          width: width, indent: "    "))
      if let events = result.events {
        lines.append(contentsOf: EventLogText.lines(events, width: width))
      }
      if let frames = result.frames {
        lines.append(contentsOf: timeline(frames))
      }
    }
    if sideBySide {
      lines.append("")
      lines.append(contentsOf: TextWrapping.wrap("≠: the outcome, verdict or hazards differ from the release above.", width: width))
    }
    if trace.intent == nil {
      lines.append("")
      lines.append(contentsOf: TextWrapping.wrap(noIntentNote, width: width))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The note under the results of a trace without an intent, whose verdicts are all `-`.
  public static var noIntentNote: String {
    "verdict -: the trace has no intent, and a verdict judges a result against one. Give it with --intent "
      + Intent.allCases.map(\.rawValue).joined(separator: "|") + " (what the person meant), or as the trace's \"intent\" field."
  }

  /// Spaces after the strategy, outcome, verdict and settled columns (at least).
  static let columnGap = 2

  /// The open choices the result rests on, in one line (`nil` when it rests on none):
  /// `rests on: release-procedure (legacy → pop); who-waits (scroll-view-branch → none)`.
  public static func restsOnLine(_ result: RunResult) -> String? {
    guard !result.restsOn.isEmpty else { return nil }
    return "rests on: " + result.restsOn.map(\.summary).joined(separator: "; ")
  }

  /// Who drove the deciding pop, in one line; when UIKit's recogniser did the work for a
  /// strategy that installed its own, it says so: `popped by UIKit's content swipe
  /// (system-content-pan), not by the strategy's full-screen-pan`.
  static func drivenByLine(_ result: RunResult) -> String? {
    guard let driver = result.drivenBy else { return nil }
    if driver.owner == .uikit, !result.strategyRecognizers.isEmpty {
      let verb = result.outcome == .pop || result.outcome == .popToRoot ? "popped" : "begun"
      let own = result.strategyRecognizers.map(\.description).joined(separator: ", ")
      return "\(verb) by \(driver.phrase), not by the strategy's \(own)"
    }
    return "driven by \(driver.phrase)"
  }

  /// Bytes in B, KiB (2¹⁰ bytes) or MiB (2²⁰ bytes), one decimal: the one byte unit
  /// convention of every output.
  public static func byteCount(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    if bytes < 1024 * 1024 { return NumberFormatting.short(Double(bytes) / 1024, 1) + " KiB" }
    return NumberFormatting.short(Double(bytes) / ScoreFormatting.bytesPerMebibyte, 1) + " MiB"
  }

  /// `12.3 pt`, or `n/a` when no sample was measured (``RunMetrics/trackedSamples``).
  static func trackingErrorText(_ metrics: RunMetrics) -> String {
    metrics.trackedSamples == 0 ? ScoreFormatting.notApplicable : NumberFormatting.short(metrics.trackingError, 1) + " pt"
  }

  /// `11.3 MiB peak, 0 B at the end`, or the one figure when both are the same.
  static func screenshotsText(_ metrics: RunMetrics) -> String {
    let peak = byteCount(metrics.screenshotBytes)
    if metrics.screenshotBytes == metrics.screenshotBytesAtEnd { return peak }
    return "\(peak) peak, \(byteCount(metrics.screenshotBytesAtEnd)) at the end"
  }

  /// Frames as an indented table: time, progress, view positions, dimming, shadow, overlay.
  static func timeline(_ frames: [Frame]) -> [String] {
    var lines = ["    " + ["t", "progress", "topX", "underX", "dim", "shadow", "overlay"].enumerated().map { index, title in
      index == 6 ? title : TextWrapping.padLeft(title, index == 0 ? 7 : 9)
    }.joined(separator: " ")]
    for frame in frames {
      let overlay = frame.overlay.map { "\($0.icon?.name ?? "shape") dx \(NumberFormatting.short($0.offsetX, 1))" } ?? "-"
      lines.append(
        "    " + TextWrapping.padLeft(NumberFormatting.fixed(frame.t, 3), 7) + " "
          + TextWrapping.padLeft(NumberFormatting.fixed(frame.progress, 3), 9) + " "
          + TextWrapping.padLeft(NumberFormatting.fixed(frame.topX, 1), 9) + " "
          + TextWrapping.padLeft(frame.underX.map { NumberFormatting.fixed($0, 1) } ?? "-", 9) + " "
          + TextWrapping.padLeft(NumberFormatting.fixed(frame.dim, 3), 9) + " "
          + TextWrapping.padLeft(frame.shadow ? "yes" : "no", 9) + " " + overlay)
    }
    return lines
  }
}
