/// One sample of a recording before it becomes a ``BackStrategies/TouchSample``: time in the
/// recording's own ticks, position in its own units, and the line it came from.
package struct RecordedSample: Equatable, Sendable {
  /// Time in ticks of the recording (microseconds for device logs; the CSV's unit).
  package var ticks: Double
  /// Horizontal position in the recording's units (raw digitiser units, points or pixels).
  package var x: Double
  /// Vertical position, as ``x``.
  package var y: Double
  /// The line of the file it came from, for messages.
  package var line: Int
}

/// One finger's contact, touch-down to lift, as read from a recording.
package struct RecordedStroke: Equatable, Sendable {
  /// The samples in time order: the first is the touch-down, the last the lift.
  package var samples: [RecordedSample]
  /// The stroke ended without a release (a cancel in a CSV phase column).
  package var cancelled = false
  /// The recording stopped with this finger down: the stroke ends at its last sample.
  package var truncated = false
  /// A group name from a CSV stroke key of several columns (the first column's value, such
  /// as the user), put in trace names so that a corpus groups them.
  package var group: String?
}

/// What a recording held, before it is mapped to points.
package struct Recording: Sendable {
  /// The strokes kept, in the order their fingers touched down.
  package var strokes: [RecordedStroke] = []
  /// Lines read but not used, and why.
  package var skipped = SkipTally()
  /// Fingers that touched down while another was down, not kept (without `--fingers all`).
  package var extraFingers = 0
  /// The raw axis ranges the file itself gave (a `getevent -lp` header, evemu `A:` lines).
  package var ranges: AxisRanges?
  /// What was read, in words: `multi-touch protocol B`, `single touch`, `strokes by user+swipe`.
  package var kind = ""
  /// Seconds per tick of ``RecordedSample/ticks``.
  package var secondsPerTick = 1.0
  /// Positions are pixels (divided by the scale) rather than raw digitiser units or points.
  package var pixels = false
  /// Positions are raw digitiser units, mapped to the screen through axis ranges.
  package var raw = false
}
