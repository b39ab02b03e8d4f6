/// One sample of a recording before it becomes a ``BackStrategies/TouchSample``: time in the
/// recording's own ticks, position in its own units, and the line it came from.
struct RecordedSample: Equatable, Sendable {
  /// Time in ticks of the recording (microseconds for device logs; the CSV's unit).
  var ticks: Double
  /// Horizontal position in the recording's units (raw digitiser units, points or pixels).
  var x: Double
  /// Vertical position, as ``x``.
  var y: Double
  /// The line of the file it came from, for messages.
  var line: Int
}

/// One finger's contact, touch-down to lift, as read from a recording.
struct RecordedStroke: Equatable, Sendable {
  /// The samples in time order: the first is the touch-down, the last the lift.
  var samples: [RecordedSample]
  /// The stroke ended without a release (a cancel in a CSV phase column).
  var cancelled = false
  /// The recording stopped with this finger down: the stroke ends at its last sample.
  var truncated = false
  /// A group name from a CSV stroke key of several columns (the first column's value, such
  /// as the user), put in trace names so that a corpus groups them.
  var group: String?
}

/// What a recording held, before it is mapped to points.
struct Recording: Sendable {
  /// The strokes kept, in the order their fingers touched down.
  var strokes: [RecordedStroke] = []
  /// Lines read but not used, and why.
  var skipped = SkipTally()
  /// Fingers that touched down while another was down, not kept (without `--fingers all`).
  var extraFingers = 0
  /// The raw axis ranges the file itself gave (a `getevent -lp` header, evemu `A:` lines).
  var ranges: AxisRanges?
  /// What was read, in words: `multi-touch protocol B`, `single touch`, `strokes by user+swipe`.
  var kind = ""
  /// Seconds per tick of ``RecordedSample/ticks``.
  var secondsPerTick = 1.0
  /// Positions are pixels (divided by the scale) rather than raw digitiser units or points.
  var pixels = false
  /// Positions are raw digitiser units, mapped to the screen through axis ranges.
  var raw = false
}
