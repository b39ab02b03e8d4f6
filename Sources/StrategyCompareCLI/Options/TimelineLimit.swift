import BackStrategies
import BackStrategiesReport
import BackStrategiesImport
import BackStrategiesSupport

/// `--timeline` is refused, before anything runs, on a trace whose timeline could exceed
/// ``RunOptions/maximumTimelineFrames`` frames per strategy, rather than printed cut short.
enum TimelineLimit {
  /// Throws the exit-65 error when `trace`'s timeline may be too long.
  static func check(_ trace: Trace, source: String) throws(CLIError) {
    let bound = trace.timelineFrameBound()
    let limit = RunOptions.maximumTimelineFrames
    guard bound > limit else { return }
    throw CLIError(
      .dataError,
      "\(source): --timeline would record up to \(bound) frames per strategy (\(NumberFormatting.short(trace.duration)) s at \(NumberFormatting.short(trace.scene.device.refreshRate)) Hz), more than the \(limit) a timeline may hold; run without --timeline",
      hint: nil)
  }
}
